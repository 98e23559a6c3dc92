import { pageGlobal } from '../../../runtime/page/printed.ts';

/**
 * The nonces of the cart page's AJAX calls, from the `wc_cart_params` global WooCommerce prints
 * for its cart script (the plugin keeps printing it when the script goes). A page without them
 * (a theme that prints none) still works: each call then goes through the cart page's own form
 * posts and links, which need no nonce of their own.
 */
export interface CartParams {
  applyCouponNonce: string;
  removeCouponNonce: string;
  shippingMethodNonce: string;
}

export function cartParams(): CartParams {
  const p = pageGlobal('wc_cart_params') ?? {};
  const nonce = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    applyCouponNonce: nonce(p.apply_coupon_nonce),
    removeCouponNonce: nonce(p.remove_coupon_nonce),
    shippingMethodNonce: nonce(p.update_shipping_method_nonce),
  };
}
