import { http, NetError } from '../../../runtime/net/http.ts';
import { t } from '../../../runtime/i18n/parts/side-cart.ts';
import { retryBox } from '../../../runtime/ui/retry-box.ts';
import type { SideCartParams } from './params.ts';
import { block } from '../../../runtime/cart/busy.ts';
import { askOrderReview } from '../../../runtime/shop/order-review.ts';

export interface PageRefreshHooks {
  /** The side cart's own notice, where the shopper who changed the cart is looking. */
  notice(kind: 'error', text: string): void;
}

/**
 * After the side cart changed a quantity on the cart or checkout page, that page's own content is
 * stale. The checkout's order review is refreshed by the page's own checkout (the shop's
 * `update_checkout` event, as the side cart plugin asks for it; its failure is said here too); a
 * checkout page without a checkout form reloads instead, as the plugin does. The cart page is
 * fetched again and its shop area swapped in (the server renders it, as after a form post). A page
 * that holds what the shopper typed is never reloaded: a failure says so and offers to try again.
 */
export async function refreshCartPage(params: SideCartParams, hooks: PageRefreshHooks, signal: AbortSignal): Promise<void> {
  if (!params.isCart && !params.isCheckout) return;
  if (params.isCheckout) {
    if (!document.querySelector('form.checkout')) return reloadUnlessTyped(params, hooks, null, signal);
    return new Promise((done) => {
      const settled = (error: string | null) => {
        if (error && !signal.aborted) hooks.notice('error', t('orderReviewNotUpdated', error));
        done();
      };
      askOrderReview('side-cart', { settled });
    });
  }
  // Blocked while the fresh page is fetched (docs/shop.md#cart-areas-while-busy), as WooCommerce's cart.js does.
  const releases = [...document.querySelectorAll<HTMLElement>('.woocommerce-cart-form, .cart_totals')].map(block);
  try {
    const html = await http<string>(window.location.href, { method: 'GET', as: 'text', signal });
    const fresh = new DOMParser().parseFromString(html, 'text/html');
    const area = (doc: Document) => doc.querySelector('.woocommerce-cart-form')?.closest('.woocommerce');
    const now = area(document);
    const next = area(fresh) ?? fresh.querySelector('.woocommerce');
    if (!now || !next) return reloadUnlessTyped(params, hooks, null, signal);
    document.querySelectorAll(`.${FAILED}`).forEach((el) => el.remove());
    now.replaceChildren(...[...next.childNodes].map((n) => document.importNode(n, true)));
  } catch (error) {
    if (signal.aborted) return; // the side cart went: the page stays as it is
    console.error('[islands:side-cart] Refreshing the cart page failed', error);
    reloadUnlessTyped(params, hooks, error, signal);
  } finally {
    releases.forEach((release) => release());
  }
}

const FAILED = 'islands-page-refresh-error';

/**
 * The page cannot show the changed cart. A reload would, but would also empty every field the
 * shopper typed into (a checkout's billing address): then the page stays as it is, says that its
 * cart or order review is out of date, and offers to fetch it again.
 */
function reloadUnlessTyped(params: SideCartParams, hooks: PageRefreshHooks, error: unknown, signal: AbortSignal): void {
  if (!holdsTypedInput()) return window.location.reload();
  const reason = error instanceof NetError ? error.message : t('unknownError');
  const text = t(params.isCheckout ? 'orderReviewNotUpdated' : 'cartPageNotUpdated', reason);
  hooks.notice('error', text);
  const area = document.querySelector(params.isCheckout ? '#order_review' : '.woocommerce-cart-form, .cart_totals');
  if (!area) return;
  document.querySelectorAll(`.${FAILED}`).forEach((el) => el.remove());
  area.before(retryBox(text, FAILED, () => void refreshCartPage(params, hooks, signal), signal));
}

/** True when a field of the page (the side cart's own aside) no longer holds the value it was printed with. */
function holdsTypedInput(): boolean {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select');
  return [...fields].some((field) => {
    if (field.closest('.xoo-wsc-markup')) return false;
    if (field instanceof HTMLSelectElement) {
      const printed = [...field.options].findIndex((o) => o.defaultSelected);
      return field.multiple
        ? [...field.options].some((o) => o.selected !== o.defaultSelected)
        : field.selectedIndex !== Math.max(printed, field.size > 1 ? -1 : 0);
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      return field.checked !== field.defaultChecked;
    return !(field instanceof HTMLInputElement && field.type === 'hidden') && field.value !== field.defaultValue;
  });
}
