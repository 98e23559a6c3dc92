import { wcAjaxUrl } from '../../../runtime/page/config.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { localizedData } from '../../../runtime/page/printed-localized.ts';
import { sameOriginAddress } from '../../../runtime/ui/web-address.ts';

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
  const raw: Raw = pageGlobal('wc_checkout_params') ?? {};
  return {
    ...nonces(raw),
    checkoutUrl: orderAddress(str(raw.checkout_url)),
    checkoutErrorHtml: str(raw.i18n_checkout_error),
    isCheckout: str(raw.is_checkout) === '1',
  };
}

/** Where the order goes, with everything the shopper typed: only an address of this site. */
function orderAddress(printed: string): string {
  if (printed && sameOriginAddress(printed)) return printed;
  if (printed)
    console.error(
      `[islands:checkout] wc_checkout_params.checkout_url is not an address of this site, refused: ${JSON.stringify(printed.slice(0, 120))}`,
    );
  return wcAjaxUrl('checkout');
}

/**
 * The nonces of the checkout page as the server prints it now. A page served from a cache carries
 * nonces of another visit, which the shop refuses (403 `-1`): fetching the page again gives this
 * visitor's own, as a reload would, without losing what the shopper typed.
 */
export async function freshNonces(
  signal: AbortSignal,
  get: (url: string, signal: AbortSignal) => Promise<string>,
): Promise<ReturnType<typeof nonces> | null> {
  const page = new DOMParser().parseFromString(await get(window.location.href, signal), 'text/html');
  const printed = localizedData('wc-checkout', page);
  const found = printed && nonces(printed);
  return found?.updateOrderReviewNonce ? found : null;
}
