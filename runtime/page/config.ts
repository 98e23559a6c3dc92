// Site configuration: read once from <script type="application/json" id="islands-config">, each
// key it leaves out from the globals WordPress and the plugins already print (docs/site.md#site-configuration).
import { fromWordPressGlobals, obj, str, type Json } from './config-globals.ts';
import { printedJson } from './printed.ts';
import { shorten } from '../core/excerpt.ts';
import { sameOriginAddress } from '../ui/web-address.ts';
import { defaultTimings, type SiteConfig, type Timings } from '../../rules/site-config.ts';

export type { SiteConfig, Timings };

/** The keys the network clients cannot guess: a missing one is reported when first used. */
export type NeededKey = 'ajaxUrl' | 'wcAjaxUrl' | 'restRoot' | 'nonce';
const NEEDED: NeededKey[] = ['ajaxUrl', 'wcAjaxUrl', 'restRoot', 'nonce'];

let cached: SiteConfig | null = null;
let unsourced: NeededKey[] = [];
let reported = false;

let printed: Json | null | undefined;
let messages: Record<string, string> | null = null;

/** #islands-config as printed, parsed once (null when the page printed none; {} when it is not valid JSON, said once). */
function printedConfig(doc: Document): Json | null {
  if (printed !== undefined) return printed;
  const read = printedJson('islands-config', doc);
  if ('invalid' in read) {
    reported = true;
    console.error('[islands:config] #islands-config is not valid JSON:', shorten(read.invalid, 200));
  }
  printed = read.found ? obj(read.value) : null;
  return printed;
}

/**
 * The messages the server translated (#islands-config "messages": key → text, printed by the
 * WordPress plugin where they differ from the built-in Spanish). Text values only.
 */
export function siteMessages(doc: Document | undefined = globalThis.document): Readonly<Record<string, string>> {
  // Outside a page (the fixture backend, node tests) there is nothing printed to read.
  if (!doc) return {};
  const own = printedConfig(doc) ?? {};
  return (messages ??= Object.fromEntries(
    Object.entries(obj(own.messages)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ));
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
  const printedOwn = printedConfig(doc);
  const own = printedOwn ?? {};
  const globals = fromWordPressGlobals(doc);
  if (!printedOwn && !Object.keys(globals).length) {
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
  const address = (key: AddressKey, fallback: string) => siteAddress(key, raw[key], fallback, doc);
  const ajaxUrl = address('ajaxUrl', '/wp-admin/admin-ajax.php');
  cached = {
    ajaxUrl,
    wcAjaxUrl: address('wcAjaxUrl', '/?wc-ajax=%%endpoint%%'),
    restRoot: address('restRoot', '/wp-json/'),
    nonce: str(raw.nonce),
    nonceEndpoint: address('nonceEndpoint', `${ajaxUrl}?action=rest-nonce`),
    cartUrl: address('cartUrl', '/carrito/'),
    checkoutUrl: address('checkoutUrl', '/finalizar-compra/'),
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

/** The settings that are addresses the bundle fetches or navigates to. */
type AddressKey = 'ajaxUrl' | 'wcAjaxUrl' | 'restRoot' | 'nonceEndpoint' | 'cartUrl' | 'checkoutUrl';

/**
 * A setting that is an address, as printed, when it is one of this site's: the bundle sends the
 * visitor's cookies, nonces and typed text to these and navigates to them. Another origin (or a
 * `javascript:` address) is refused with one console error naming the setting, and the default used.
 */
function siteAddress(key: AddressKey, value: unknown, fallback: string, doc: Document): string {
  const printedValue = str(value);
  if (!printedValue) return fallback;
  if (sameOriginAddress(printedValue, doc)) return printedValue;
  console.error(
    `[islands:config] ${key} is not an address of this site, refused: ${JSON.stringify(printedValue.slice(0, 120))}; using ${fallback}.`,
  );
  return fallback;
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
  printed = undefined;
  messages = null;
  unsourced = [];
  reported = false;
}
