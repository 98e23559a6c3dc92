import { http } from '../../runtime/net/http.ts';
import type { SideCartParams } from './params.ts';
import { block } from '../../runtime/busy.ts';

/**
 * After the side cart changed a quantity on the cart or checkout page, that page's own content is
 * stale. It is fetched again and its shop area swapped in (the server renders it, as after a
 * form post); a checkout page without a checkout form reloads instead, as the plugin does.
 */
export async function refreshCartPage(params: SideCartParams): Promise<void> {
  if (!params.isCart && !params.isCheckout) return;
  if (params.isCheckout && !document.querySelector('form.checkout')) return window.location.reload();
  const selector = params.isCheckout ? '#order_review' : '.woocommerce-cart-form, .cart-collaterals, .cart-empty, .wc-empty-cart-message';
  // Blocked while the fresh page is fetched (SPEC §4 overlay), as WooCommerce's cart.js does.
  const releases = [...document.querySelectorAll<HTMLElement>(params.isCheckout ? '#order_review' : '.woocommerce-cart-form, .cart_totals')].map(block);
  try {
    const html = await http<string>(window.location.href, { method: 'GET', as: 'text' });
    const fresh = new DOMParser().parseFromString(html, 'text/html');
    const area = (doc: Document) => doc.querySelector(params.isCheckout ? '#order_review' : '.woocommerce-cart-form')?.closest('.woocommerce');
    const now = area(document);
    const next = area(fresh) ?? fresh.querySelector('.woocommerce');
    if (!now || !next) return window.location.reload();
    if (params.isCheckout) {
      const old = now.querySelector(selector);
      const fresh = document.importNode(next.querySelector(selector) ?? next, true);
      if (old) keepChoices(old, fresh);
      old?.replaceWith(fresh);
      // The shop-page toggles show the kept payment method's box and tell the gateways.
      fresh.querySelector('input[name="payment_method"]:checked')?.dispatchEvent(new Event('change', { bubbles: true }));
    } else now.replaceChildren(...[...next.childNodes].map((n) => document.importNode(n, true)));
  } catch (error) {
    console.error('[islands:side-cart] Refreshing the cart page failed; reloading', error);
    window.location.reload();
  } finally {
    releases.forEach((release) => release());
  }
}

/**
 * The order review the server renders again has its default payment method and an unticked terms
 * box: the shopper's own choices there are carried over, so a quantity change loses none of them.
 */
function keepChoices(from: Element, to: Element): void {
  const CHOICE = 'input[type="radio"][name], input[type="checkbox"][name]';
  const before = [...from.querySelectorAll<HTMLInputElement>(CHOICE)];
  for (const input of to.querySelectorAll<HTMLInputElement>(CHOICE)) {
    const was = before.find((b) => b.name === input.name && b.value === input.value);
    if (was) input.checked = was.checked;
  }
}
