// The no-JavaScript paths of WC_Form_Handler: `?add-to-cart=ID` links, the product form POST,
// `?remove_item=KEY&_wpnonce=…` / `?undo_item=`, the cart form's quantity update and the shipping calculator.
// Success redirects (302) so a reload never repeats the action; failures render with notices.
import { lineName } from '../cart-lines.ts';
import { messages } from '../messages.ts';
import { ruleProblem } from '../quantity-rules.ts';
import { findVariation } from '../render/variations.ts';
import { BASE_DESTINATION, validPostcode } from '../shipping.ts';
import { redirect } from '../respond.ts';
import type { Visit } from '../visit.ts';
import { toInt } from './form-data.ts';

/** Where WordPress goes back to: the same-origin Referer, else `fallback`. */
function referer(v: Visit, fallback: string): URL {
  const raw = v.req.headers.get('referer');
  try {
    const url = new URL(raw ?? '', v.origin);
    if (raw && url.origin === v.origin) return url;
  } catch {
    /* fall back */
  }
  return new URL(fallback, v.origin);
}

export type FieldsAdd = { ok: true; name: string; quantity: number } | { ok: false; notice: string | null };

/**
 * WC_Form_Handler::add_to_cart_action on `add-to-cart` (+ quantity, variation_id, attribute_*):
 * unlike wc-ajax add_to_cart, posted attributes count, so an 'any' variation can be added.
 */
export function addFromFields(v: Visit, fields: URLSearchParams | FormData): FieldsAdd {
  const get = (name: string): string => String(fields.get(name) ?? '');
  const found = v.shop.catalogue.find(Math.abs(toInt(get('add-to-cart'))));
  if (!found) return { ok: false, notice: null };
  const quantity = !get('quantity') || get('quantity') === '0' ? 1 : toInt(get('quantity'));
  const posted: Record<string, string> = {};
  for (const [k, val] of fields.entries()) if (k.startsWith('attribute_')) posted[k] = String(val);
  let variationId = found.variation?.id ?? toInt(get('variation_id'));
  if (found.product.type === 'variable' && !variationId) {
    variationId = findVariation(found.product, posted)?.id ?? 0;
    if (!variationId) return { ok: false, notice: 'Por favor, elige las opciones del producto&hellip;' };
  }
  const result = v.shop.carts.add(v.session.ensure(), { productId: found.product.id, quantity, variationId, variation: posted });
  return result.ok ? { ok: true, name: found.product.name, quantity: result.quantity } : result;
}

/**
 * `add-to-cart` from a link or a posted form. Returns the redirect on success, null when the
 * page should render (with the error notice queued).
 */
export function addToCart(v: Visit, fields: URLSearchParams | FormData): Response | null {
  const added = addFromFields(v, fields);
  if (!added.ok) {
    if (added.notice) v.session.addNotice('error', added.notice);
    return null;
  }
  v.session.addNotice('success', messages.added(added.name, added.quantity, '/carrito/'));
  const back = new URL(v.url);
  back.searchParams.delete('add-to-cart');
  back.searchParams.delete('quantity');
  return redirect(back.toString());
}

/** `?remove_coupon=CODE` from the cart totals' [Eliminar] link (no nonce, as recorded). */
export function removeCouponLink(v: Visit): Response {
  if (v.shop.carts.coupons.remove(v.session.id, v.url.searchParams.get('remove_coupon') ?? '')) {
    v.session.addNotice('success', messages.couponRemoved());
  }
  const back = new URL(v.url);
  back.searchParams.delete('remove_coupon');
  return redirect(back.toString());
}

/** `?remove_item=KEY&_wpnonce=…` and `?undo_item=KEY&_wpnonce=…`; a bad nonce is ignored. */
export function removeOrRestore(v: Visit): Response | null {
  const q = v.url.searchParams;
  if (!v.session.id || q.get('_wpnonce') !== v.session.cartNonce()) return null;
  const undo = q.get('undo_item');
  if (undo !== null) {
    v.shop.carts.restore(v.session.id, undo);
    const back = referer(v, '/carrito/');
    for (const p of ['undo_item', '_wpnonce']) back.searchParams.delete(p);
    return redirect(back.toString());
  }
  const key = q.get('remove_item') ?? '';
  const removed = v.shop.carts.remove(v.session.id, key);
  if (removed) {
    const item = v.shop.catalogue.find(removed.variationId || removed.productId);
    const name = item ? lineName(item, removed.variation) : '';
    const undoUrl = `/carrito/?undo_item=${encodeURIComponent(key)}&_wpnonce=${v.session.cartNonce()}`;
    v.session.addNotice('success', messages.removed(name, undoUrl));
  }
  const back = referer(v, '/carrito/');
  for (const p of ['remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce']) back.searchParams.delete(p);
  if (v.req.headers.get('referer')) back.searchParams.set('removed_item', '1');
  return redirect(back.toString());
}

/**
 * The shipping calculator's post (WC_Shortcode_Cart::calculate_shipping, run as the cart page
 * renders: no redirect): the destination is stored and the page says so, or why not.
 */
function calculateShipping(v: Visit, form: FormData): void {
  const nonce = form.get('woocommerce-shipping-calculator-nonce') ?? form.get('woocommerce-cart-nonce');
  if (!v.session.id || (nonce !== v.session.nonceFor('woocommerce-shipping-calculator') && nonce !== v.session.cartNonce())) return;
  const get = (name: string): string => String(form.get(name) ?? '').trim();
  const country = get('calc_shipping_country') === 'default' ? '' : get('calc_shipping_country');
  const destination = country
    ? { country, state: get('calc_shipping_state'), postcode: get('calc_shipping_postcode').toUpperCase(), city: get('calc_shipping_city') }
    : BASE_DESTINATION;
  if (!validPostcode(destination.postcode, destination.country)) return v.session.addNotice('error', messages.invalidPostcode());
  v.shop.carts.shipping.setDestination(v.session.id, destination);
  v.session.addNotice('notice', messages.shippingUpdated());
}

/** The cart form: `cart[KEY][qty]` with `update_cart` (or `proceed`), nonce woocommerce-cart-nonce. */
export function updateCart(v: Visit, form: FormData): Response | null {
  if (form.get('calc_shipping') !== null) {
    calculateShipping(v, form);
    return null;
  }
  // The coupon box of the cart form (also the side cart's and the checkout's, posted here): the
  // notice renders with the cart page, as WC_Form_Handler::update_cart_action leaves it.
  if (form.get('apply_coupon') !== null) {
    const result = v.shop.carts.coupons.apply(v.session.ensure(), String(form.get('coupon_code') ?? ''));
    v.session.addNotice(result.ok ? 'success' : 'error', result.notice);
    return null;
  }
  if (!(form.get('update_cart') || form.get('proceed'))) return null;
  if (!v.session.id || form.get('woocommerce-cart-nonce') !== v.session.cartNonce()) return null;
  let updated = false;
  for (const line of v.shop.carts.view(v.session.id).lines) {
    const raw = form.get(`cart[${line.key}][qty]`);
    if (raw === null) continue;
    // wc_stock_amount(preg_replace('/[^0-9\.]/', '', qty)): anything not a digit is dropped.
    const quantity = Math.floor(Number(String(raw).replace(/[^0-9.]/g, '')) || 0);
    if (quantity === line.quantity) continue;
    if (line.item.product.soldIndividually && quantity > 1) {
      v.session.addNotice('error', messages.onlyOneAllowed(lineName(line.item, line.variation)));
      continue;
    }
    const rule = ruleProblem(line.item, lineName(line.item, line.variation), quantity);
    if (rule) {
      v.session.addNotice('error', rule);
      continue;
    }
    v.shop.carts.setQuantity(v.session.id, line.key, quantity);
    updated = true;
  }
  if (form.get('proceed')) return redirect(`${v.origin}/finalizar-compra/`);
  if (!updated) return null;
  v.session.addNotice('success', messages.cartUpdated());
  const back = referer(v, '/carrito/');
  back.searchParams.delete('add-to-cart');
  return redirect(back.toString());
}
