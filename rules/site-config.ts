// The site configuration's shape and default timings (docs/site.md#site-configuration): what the
// server prints in #islands-config and the browser reads (runtime/page/config.ts). Pure types and values,
// so the fixture backend prints the same keys the browser expects.

export interface Timings {
  /** Side cart quantity debounce (docs/timing.md#configurable-timings). */
  qtyUpdateDelay: number;
  /** Side cart notice visible time. */
  notificationTime: number;
  /** Side cart first refresh after load. */
  fetchDelay: number;
  /** Listing result count re-announced. */
  resultCountAnnounce: number;
  /** Cart success message announced. */
  cartSuccessAnnounce: number;
  /** Default network timeout for every client call. */
  requestTimeout: number;
  /** Captcha token asked for again while a contact form is on the page (docs/contact-form.md#captcha). */
  captchaRefresh: number;
  /** Longest wait for the captcha hook's token before a submit gives up (docs/contact-form.md#captcha). */
  captchaExecute: number;
  /** Longest wait for the captcha hook to be there at all (the captcha service's script still loading) before a submit gives up. */
  captchaAnchor: number;
}

export interface SiteConfig {
  /** admin-ajax.php URL. */
  ajaxUrl: string;
  /** wc-ajax URL pattern with the placeholder %%endpoint%%, e.g. "/?wc-ajax=%%endpoint%%". */
  wcAjaxUrl: string;
  /** REST API root ending in "/", e.g. "/wp-json/". */
  restRoot: string;
  /** wp_rest nonce for X-WP-Nonce. */
  nonce: string;
  /** Where a fresh REST nonce is fetched (plain text). */
  nonceEndpoint: string;
  cartUrl: string;
  checkoutUrl: string;
  fragmentsNonce: string;
  locale: string;
  currency: string;
  isCart: boolean;
  isCheckout: boolean;
  /** WooCommerce "redirect to the cart page after successful addition". */
  cartRedirectAfterAdd: boolean;
  timings: Timings;
}

export const defaultTimings: Timings = {
  qtyUpdateDelay: 500,
  notificationTime: 5000,
  fetchDelay: 200,
  resultCountAnnounce: 2000,
  cartSuccessAnnounce: 1000,
  requestTimeout: 20000,
  captchaRefresh: 60000,
  captchaExecute: 15000,
  captchaAnchor: 20000,
};
