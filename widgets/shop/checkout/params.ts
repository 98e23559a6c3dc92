import { wcAjaxUrl } from '../../../runtime/page/config.ts';

/** What the checkout needs from `wc_checkout_params` (WooCommerce prints it on the checkout page). */
export interface CheckoutParams {
  updateOrderReviewNonce: string;
  applyCouponNonce: string;
  removeCouponNonce: string;
  /** Where the order is posted: the shop's `checkout_url` (`/?wc-ajax=checkout`). */
  checkoutUrl: string;
  /**
   * The shop's own sentence for an order whose answer never came: check for charges and the order
   * history before ordering again. HTML (it links the order history), printed as the shop gives it.
   */
  checkoutErrorHtml: string;
  /** The checkout page itself (`is_checkout` '1'), not the order-pay page: init_checkout is said there. */
  isCheckout: boolean;
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The nonces in a wc_checkout_params object (the page's, or one read from the page fetched again). */
export function nonces(raw: Raw): Pick<CheckoutParams, 'updateOrderReviewNonce' | 'applyCouponNonce' | 'removeCouponNonce'> {
  return {
    updateOrderReviewNonce: str(raw.update_order_review_nonce),
    applyCouponNonce: str(raw.apply_coupon_nonce),
    removeCouponNonce: str(raw.remove_coupon_nonce),
  };
}

export function parseCheckoutParams(): CheckoutParams {
  const printed = (window as unknown as { wc_checkout_params?: unknown }).wc_checkout_params;
  const raw: Raw = printed && typeof printed === 'object' ? (printed as Raw) : {};
  return {
    ...nonces(raw),
    checkoutUrl: str(raw.checkout_url) || wcAjaxUrl('checkout'),
    checkoutErrorHtml: str(raw.i18n_checkout_error),
    isCheckout: str(raw.is_checkout) === '1',
  };
}

/**
 * The nonces of the checkout page as the server prints it now. A page served from a cache carries
 * nonces of another visit, which the shop refuses (403 `-1`): fetching the page again gives this
 * visitor's own, as a reload would, without losing what the shopper typed.
 */
export async function freshNonces(signal: AbortSignal, get: (url: string, signal: AbortSignal) => Promise<string>): Promise<ReturnType<typeof nonces> | null> {
  const page = new DOMParser().parseFromString(await get(window.location.href, signal), 'text/html');
  // wp_localize_script prints `var wc_checkout_params = {…};` in the script with this id.
  const printed = /=\s*(\{[\s\S]*\})\s*;/.exec(page.getElementById('wc-checkout-js-extra')?.textContent ?? '')?.[1];
  if (!printed) return null;
  try {
    const found = nonces(JSON.parse(printed) as Raw);
    return found.updateOrderReviewNonce ? found : null;
  } catch {
    return null;
  }
}
