// Site configuration: read once from <script type="application/json" id="islands-config">,
// else from the globals WordPress and the plugins already print (SPEC §3 "Site configuration").
export interface Timings {
  /** Side cart quantity debounce (SPEC §9). */
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
  /** Captcha token asked for again while a contact form is on the page (SPEC §9). */
  captchaRefresh: number;
  /** Longest wait for the captcha hook's token before a submit gives up (SPEC §9 execute timeout). */
  captchaExecute: number;
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
};

type Json = Record<string, unknown>;
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});

let cached: SiteConfig | null = null;

/**
 * The site configuration. Reads the islands-config JSON first; when it is absent, the globals that
 * WordPress, WooCommerce and the side cart print (`wc_add_to_cart_params`, `wpApiSettings`,
 * `xoo_wsc_params`, `woocommerce_params`). With neither, logs one console error and uses the
 * WordPress defaults so widgets still degrade to the server HTML.
 */
export function siteConfig(doc: Document = document): SiteConfig {
  if (cached) return cached;
  const el = doc.getElementById('islands-config');
  let raw: Json = {};
  if (el) {
    try {
      raw = obj(JSON.parse(el.textContent || '{}'));
    } catch (cause) {
      console.error('[islands:config] #islands-config is not valid JSON:', (el.textContent || '').slice(0, 200), cause);
    }
  } else {
    raw = fromWordPressGlobals(doc.defaultView as (Window & Json) | null);
  }
  const timings = { ...defaultTimings, ...(obj(raw.timings) as Partial<Timings>) };
  cached = {
    ajaxUrl: str(raw.ajaxUrl, '/wp-admin/admin-ajax.php'),
    wcAjaxUrl: str(raw.wcAjaxUrl, '/?wc-ajax=%%endpoint%%'),
    restRoot: str(raw.restRoot, '/wp-json/'),
    nonce: str(raw.nonce),
    nonceEndpoint: str(raw.nonceEndpoint, str(raw.ajaxUrl, '/wp-admin/admin-ajax.php') + '?action=rest-nonce'),
    cartUrl: str(raw.cartUrl, '/carrito/'),
    checkoutUrl: str(raw.checkoutUrl, '/finalizar-compra/'),
    fragmentsNonce: str(raw.fragmentsNonce),
    locale: str(raw.locale, 'es_ES'),
    currency: str(raw.currency, 'USD'),
    isCart: raw.isCart === true,
    isCheckout: raw.isCheckout === true,
    cartRedirectAfterAdd: raw.cartRedirectAfterAdd === true,
    timings,
  };
  return cached;
}

function fromWordPressGlobals(win: (Window & Json) | null): Json {
  const wc = obj(win?.wc_add_to_cart_params);
  const woo = obj(win?.woocommerce_params);
  const api = obj(win?.wpApiSettings);
  const side = obj(win?.xoo_wsc_params);
  const elementor = obj(obj(obj(win?.elementorFrontendConfig).woocommerce).menu_cart);
  if (!Object.keys(wc).length && !Object.keys(woo).length && !Object.keys(api).length && !Object.keys(side).length) {
    console.error(
      '[islands:config] No <script type="application/json" id="islands-config"> and no WordPress globals ' +
        '(wc_add_to_cart_params, wpApiSettings, xoo_wsc_params): using WordPress defaults.',
    );
    return {};
  }
  const timings: Partial<Timings> = {};
  // xoo_wsc_params prints its timings as strings ("500").
  for (const key of ['qtyUpdateDelay', 'notificationTime', 'fetchDelay'] as const) {
    const ms = Number(side[key]);
    if (side[key] !== undefined && Number.isFinite(ms)) timings[key] = ms;
  }
  return {
    ajaxUrl: str(wc.ajax_url) || str(woo.ajax_url) || str(side.adminurl) || undefined,
    wcAjaxUrl: str(wc.wc_ajax_url) || str(woo.wc_ajax_url) || str(side.wc_ajax_url) || undefined,
    restRoot: str(api.root) || undefined,
    nonce: str(api.nonce),
    cartUrl: str(wc.cart_url) || str(elementor.cart_page_url) || undefined,
    checkoutUrl: str(elementor.checkout_page_url) || undefined,
    fragmentsNonce: str(elementor.fragments_nonce),
    isCart: wc.is_cart === '1' || wc.is_cart === true || side.isCart === '1',
    isCheckout: side.isCheckout === '1',
    cartRedirectAfterAdd: wc.cart_redirect_after_add === 'yes',
    timings,
  };
}

/** The wc-ajax URL of one endpoint. */
export function wcAjaxUrl(endpoint: string, config: SiteConfig = siteConfig()): string {
  return config.wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}

/** Tests only: forget the parsed configuration. */
export function resetSiteConfig(): void {
  cached = null;
}
