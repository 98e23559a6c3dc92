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
    if (params.isCheckout) now.querySelector(selector)?.replaceWith(document.importNode(next.querySelector(selector) ?? next, true));
    else now.replaceChildren(...[...next.childNodes].map((n) => document.importNode(n, true)));
  } catch (error) {
    console.error('[islands:side-cart] Refreshing the cart page failed; reloading', error);
    window.location.reload();
  } finally {
    releases.forEach((release) => release());
  }
}
