// Site configuration: read once from <script type="application/json" id="islands-config">, each
// key it leaves out from the globals WordPress and the plugins already print (docs/site.md#site-configuration).
import { fromWordPressGlobals, obj, str, type Json } from './config-globals.ts';
import { shorten } from '../core/excerpt.ts';
import { defaultTimings, type SiteConfig, type Timings } from '../../rules/site-config.ts';

export type { SiteConfig, Timings };

/** The keys the network clients cannot guess: a missing one is reported when first used. */
export type NeededKey = 'ajaxUrl' | 'wcAjaxUrl' | 'restRoot' | 'nonce';
const NEEDED: NeededKey[] = ['ajaxUrl', 'wcAjaxUrl', 'restRoot', 'nonce'];

let cached: SiteConfig | null = null;
let unsourced: NeededKey[] = [];
let reported = false;

let printed: Json | null = null;
let messages: Record<string, string> | null = null;

/** #islands-config as printed, parsed once ({} when absent; an invalid one is reported once). */
function printedConfig(doc: Document): Json {
  if (printed) return printed;
  const el = doc.getElementById('islands-config');
  printed = {};
  if (el) {
    try {
      printed = obj(JSON.parse(el.textContent || '{}'));
    } catch (cause) {
      reported = true;
      console.error('[islands:config] #islands-config is not valid JSON:', shorten(el.textContent ?? '', 200), cause);
    }
  }
  return printed;
}

/**
 * The messages the server translated (#islands-config "messages": key → text, printed by the
 * WordPress plugin where they differ from the built-in Spanish). Text values only.
 */
export function siteMessages(doc: Document | undefined = globalThis.document): Readonly<Record<string, string>> {
  // Outside a page (the fixture backend, node tests) there is nothing printed to read.
  if (!doc) return {};
  const own = printedConfig(doc);
  return (messages ??= Object.fromEntries(Object.entries(obj(own.messages)).filter((entry): entry is [string, string] => typeof entry[1] === 'string')));
}

/**
 * The site configuration. Each key comes from the islands-config JSON when it has it, else from the
 * globals that WordPress, WooCommerce and the plugins print (`wc_add_to_cart_params`,
 * `wpApiSettings`, `xoo_wsc_params`, `woocommerce_params`, Elementor Pro's config, the REST API
 * `<link>`), else from the WordPress defaults. With neither source at all, it logs one console
 * error at once; a needed key that only some source lacks is reported by needed() when used.
 */
export function siteConfig(doc: Document = document): SiteConfig {
  if (cached) return cached;
  const el = doc.getElementById('islands-config');
  const own = printedConfig(doc);
  const globals = fromWordPressGlobals(doc);
  if (!el && !Object.keys(globals).length) {
    reported = true;
    console.error(
      '[islands:config] No <script type="application/json" id="islands-config"> and no WordPress globals ' +
        '(wc_add_to_cart_params, wpApiSettings, xoo_wsc_params): using WordPress defaults.',
    );
  }
  // Key by key: a partial #islands-config (a theme's own, or the partial printed without
  // arguments) must not hide what WordPress printed.
  // No prototype: a "__proto__" key in the JSON is a key like any other, not raw's prototype.
  const raw: Json = Object.assign(Object.create(null) as Json, globals);
  for (const [key, value] of Object.entries(own)) if (value !== undefined && value !== null && value !== '') raw[key] = value;
  unsourced = NEEDED.filter((key) => !str(raw[key]));
  const timings = { ...defaultTimings, ...(obj(globals.timings) as Partial<Timings>), ...(obj(own.timings) as Partial<Timings>) };
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

/**
 * A key a network call cannot do without. The first time one is used that no source gave (an
 * empty nonce would fail silently as a 403 for logged-in visitors), one console error names every
 * such key; the WordPress default is used all the same.
 */
export function needed(key: NeededKey, config: SiteConfig = siteConfig()): string {
  if (!reported && unsourced.includes(key)) {
    reported = true;
    console.error(
      `[islands:config] No ${unsourced.join(', ')} in #islands-config or the WordPress globals ` +
        '(wpApiSettings, wc_add_to_cart_params, woocommerce_params, xoo_wsc_params): using WordPress defaults.',
    );
  }
  return config[key];
}

/** The wc-ajax URL of one endpoint. */
export function wcAjaxUrl(endpoint: string, config: SiteConfig = siteConfig()): string {
  return needed('wcAjaxUrl', config).replace('%%endpoint%%', encodeURIComponent(endpoint));
}

/** Tests only: forget the parsed configuration. */
export function resetSiteConfig(): void {
  cached = null;
  printed = null;
  messages = null;
  unsourced = [];
  reported = false;
}
