// Where a WordPress page already says what runtime/page/config.ts needs: the globals WordPress,
// WooCommerce and the plugins print, as recorded on the shop (docs/site.md#site-configuration).
import type { Timings } from './config.ts';
import { pageGlobal } from './printed.ts';

export type Json = Record<string, unknown>;
export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
export const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});

/** Only the keys a global really gives: no key, not an empty one, when it is missing. */
export function fromWordPressGlobals(doc: Document): Json {
  const win = doc.defaultView;
  const wc = obj(pageGlobal('wc_add_to_cart_params', win));
  const woo = obj(pageGlobal('woocommerce_params', win));
  const api = obj(pageGlobal('wpApiSettings', win));
  const side = obj(pageGlobal('xoo_wsc_params', win));
  const pro = obj(pageGlobal('ElementorProFrontendConfig', win));
  // Elementor Pro prints the menu cart's URLs and nonce in its own config (docs/site.md#site-configuration).
  const menuCart = obj(obj(pro.woocommerce).menu_cart);
  // wp-api-fetch's inline script keeps the page's wp_rest nonce on its nonce middleware.
  const apiFetchNonce = obj(obj(obj(pageGlobal('wp', win)).apiFetch).nonceMiddleware).nonce;
  // WordPress prints <link rel="https://api.w.org/" href="…/wp-json/"> in every page's head; content
  // never prints in <head>.
  const restLink = doc.head?.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]')?.getAttribute('href');
  const timings: Partial<Timings> = {};
  // xoo_wsc_params prints its timings as strings ("500").
  for (const key of ['qtyUpdateDelay', 'notificationTime', 'fetchDelay'] as const) {
    const ms = Number(side[key]);
    if (side[key] !== undefined && Number.isFinite(ms)) timings[key] = ms;
  }
  const found: Json = {
    ajaxUrl: str(wc.ajax_url) || str(woo.ajax_url) || str(side.adminurl),
    wcAjaxUrl: str(wc.wc_ajax_url) || str(woo.wc_ajax_url) || str(side.wc_ajax_url),
    restRoot: str(api.root) || str(obj(pro.urls).rest) || str(restLink),
    nonce: str(api.nonce) || str(apiFetchNonce),
    cartUrl: str(wc.cart_url) || str(menuCart.cart_page_url),
    checkoutUrl: str(menuCart.checkout_page_url),
    fragmentsNonce: str(menuCart.fragments_nonce),
    isCart: wc.is_cart === '1' || wc.is_cart === true || side.isCart === '1' || undefined,
    isCheckout: side.isCheckout === '1' || undefined,
    cartRedirectAfterAdd: wc.cart_redirect_after_add === 'yes' || undefined,
    timings: Object.keys(timings).length ? timings : undefined,
  };
  for (const key of Object.keys(found)) if (found[key] === '' || found[key] === undefined) delete found[key];
  return found;
}
