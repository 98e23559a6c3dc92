// POST /?wc-ajax={endpoint}: WooCommerce's and the side cart's AJAX endpoints, answered from the
// session's real cart in the recorded shapes (recorded/endpoints 01-12, 18-33; the cart page's
// remove_coupon, update_shipping_method and get_cart_totals as the real site answers them).
import { permalink } from '../catalogue.ts';
import { cartFragments } from '../render/fragments.ts';
import { variationData, findVariation } from '../render/variations.ts';
import { noticesHtml } from '../render/notices.ts';
import { cartTotalsDiv } from '../render/cart-page.ts';
import { quantityLimits, ruleProblem } from '../quantity-rules.ts';
import { lineName } from '../cart-lines.ts';
import { json, page, text } from '../respond.ts';
import { readForm, toInt } from './form-data.ts';

// Other route modules imported these from here first.
export { readForm, toInt };
import { addFromFields } from './forms.ts';
import { checkoutAjax, updateOrderReview } from './checkout-ajax.ts';
import { messages } from '../messages.ts';
import { sideCartNotices } from '../render/side-cart.ts';
import type { Visit } from '../visit.ts';

type Handler = (v: Visit, form: FormData) => Response | Promise<Response>;

/** `{fragments, cart_hash}`; the side cart container shows (and consumes) pending notices. */
export function fragmentsAnswer(v: Visit): Response {
  const render = v.cartRender();
  return json({ fragments: cartFragments(render, v.session.takeNotices()), cart_hash: render.cart.hash });
}

const endpoints: Record<string, Handler> = {
  get_refreshed_fragments: (v) => fragmentsAnswer(v),
  xoo_wsc_refresh_fragments: (v) => fragmentsAnswer(v),

  // Posted attribute_* and variation_id are ignored: a variation is added by posting its own id.
  add_to_cart(v, form) {
    const productId = Math.abs(toInt(form.get('product_id')));
    // PHP's empty(): '' and '0' both mean "one".
    const posted = form.get('quantity');
    const quantity = !posted || posted === '0' ? 1 : toInt(posted);
    const found = v.shop.catalogue.find(productId);
    if (!found) return json({ error: true, product_url: false });
    const result = v.shop.carts.add(v.session.ensure(), { productId, quantity });
    if (!result.ok) {
      if (result.notice) v.session.addNotice('error', result.notice);
      return json({ error: true, product_url: v.origin + permalink(found.product) });
    }
    return fragmentsAnswer(v);
  },

  remove_from_cart(v, form) {
    const key = String(form.get('cart_item_key') ?? '').trim();
    if (!key || !v.shop.carts.remove(v.session.id, key)) return json({ success: false });
    return fragmentsAnswer(v);
  },

  // The free side cart's delete icon (qty 0) and quantity calls: always the fragments, never an
  // error flag; an unknown key changes nothing, an over-stock quantity is stored and reported.
  xoo_wsc_update_item_quantity(v, form) {
    const key = String(form.get('cart_key') ?? '');
    const qty = toInt(form.get('qty'));
    const line = v.cart().lines.find((l) => l.key === key);
    // Min/Max Quantities rules are refused (the line keeps its quantity); stock is not, as recorded.
    const rule = line && qty > 0 ? ruleProblem(line.item, lineName(line.item, line.variation), qty) : null;
    const soldAlone = line && qty > 1 && quantityLimits(line.item).max === 1;
    if (rule || soldAlone) {
      v.session.addNotice('error', rule ?? messages.onlyOneAllowed(lineName(line!.item, line!.variation)));
    } else if (v.shop.carts.setQuantity(v.session.id, key, qty)) {
      for (const problem of v.shop.carts.stockProblems(v.session.id)) v.session.addNotice('error', problem);
    }
    return fragmentsAnswer(v);
  },

  // FormData of form.cart; the add runs through WooCommerce's form handler, so attribute_* count.
  xoo_wsc_add_to_cart(v, form) {
    if (!form.get('add-to-cart')) return text('');
    const added = addFromFields(v, form);
    if (added.ok) return fragmentsAnswer(v);
    const items = added.notice ? sideCartNotices([{ type: 'error', html: added.notice }]) : '<ul class="xoo-wsc-notices"></ul>';
    return json({
      error: 1,
      notice: `\r\n<div class="xoo-wsc-markup-notices">\r\n\t<div class="xoo-wsc-notice-container" data-section="markup">${items}</div></div>`,
    });
  },

  // The cart page's coupon calls answer with WooCommerce's notice HTML (recorded/endpoints 13-17);
  // without the session's nonce, check_ajax_referer stops with 403 and `-1`.
  apply_coupon(v, form) {
    if (!v.session.id || form.get('security') !== v.session.nonceFor('apply-coupon')) return text('-1', 403);
    const result = v.shop.carts.coupons.apply(v.session.id, String(form.get('coupon_code') ?? ''));
    return page(noticesHtml([{ type: result.ok ? 'success' : 'error', html: result.notice }]));
  },

  // As the real site answers: removed whether or not the code was applied; only an empty code fails.
  remove_coupon(v, form) {
    if (!v.session.id || form.get('security') !== v.session.nonceFor('remove-coupon')) return text('-1', 403);
    const code = String(form.get('coupon') ?? '');
    if (!code.trim()) return page(noticesHtml([{ type: 'error', html: messages.couponRemoveFailed() }]));
    v.shop.carts.coupons.remove(v.session.id, code);
    return page(noticesHtml([{ type: 'success', html: messages.couponRemovedAjax() }]));
  },

  // The cart page's shipping method radios: shipping_method[i] chosen, then the cart_totals div.
  update_shipping_method(v, form) {
    if (!v.session.id || form.get('security') !== v.session.nonceFor('update-shipping-method')) return text('-1', 403);
    const posted = form.get('shipping_method[0]');
    const offered = v.cart().shippingRates;
    if (typeof posted === 'string' && offered.some((r) => r.id === posted)) v.shop.carts.shipping.choose(v.session.id, posted, offered);
    return page(cartTotalsDiv(v.cartRender()));
  },

  get_cart_totals: (v) => page(cartTotalsDiv(v.cartRender())),

  // The classic checkout's order review and AJAX order (server/routes/checkout-ajax.ts).
  update_order_review: updateOrderReview,
  checkout: checkoutAjax,

  // Every attribute must be chosen; no match, a partial choice or a non-variable product is `false`.
  get_variation(v, form) {
    const productId = toInt(form.get('product_id'));
    const product = v.shop.catalogue.find(productId)?.product;
    if (!productId || !product) return text('');
    const posted = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith('attribute_')).map(([k, val]) => [k, String(val)]));
    const variation = findVariation(product, posted);
    return json(variation ? variationData(v.shop.catalogue, product, variation) : false);
  },
};

// A Map: the endpoint name comes from the URL, and `constructor` or `__proto__` must find nothing.
const handlers = new Map(Object.entries(endpoints));

export async function wcAjax(v: Visit, endpoint: string): Promise<Response> {
  const handler = handlers.get(endpoint);
  // WooCommerce runs do_action('wc_ajax_' + endpoint) then wp_die(): nothing hooked → 200, empty body.
  if (!handler) return text('');
  const form = await readForm(v.req);
  return handler(v, form);
}
