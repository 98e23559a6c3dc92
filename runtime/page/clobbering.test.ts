// DOM clobbering (docs/security.md): posts, comments and product descriptions may print
// <a id="wpcf7"> or <form name="wc_cart_params">, which a browser shows as window.wpcf7 or
// window.wc_cart_params through the window's named properties whenever no script defined that
// global. Every global the bundle reads goes through pageGlobal (printed.ts): for each one, the
// module that reads it must make of a clobbered page what it makes of a page without the global.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../cart/fragments.ts';
import { visitCountedHere } from '../stores/visit-counted.ts';
import { resetSiteConfig } from './config.ts';
import { fromWordPressGlobals } from './config-globals.ts';
import { consentApiInPage, hasConsent, waitsForConsentType } from './consent.ts';
import { hasJQuery } from './events.ts';
import { pageGlobal } from './printed.ts';
import { fetchRefill } from '../../widgets/forms/contact-form/api.ts';
import { putCaptchaToken } from '../../widgets/forms/contact-form/captcha.ts';
import contactForm, { type Wpcf7Global } from '../../widgets/forms/contact-form/contact-form.ts';
import { contactFormMarkup } from '../../widgets/forms/contact-form/test-markup.ts';
import floatingButtons from '../../widgets/page-builder/floating-buttons/floating-buttons.ts';
import { readSettings } from '../../widgets/page-builder/image-lightbox/links.ts';
import { parseBarProps } from '../../widgets/page-builder/loop-filter/props.ts';
import { deviceMode, loggedInUser } from '../../widgets/page-builder/popup/environment.ts';
import { parsePlayerProps } from '../../widgets/podcast/podcast-player/props.ts';
import { parseReviewRatingProps } from '../../widgets/product/review-rating/review-rating.ts';
import { cartParams } from '../../widgets/shop/cart-page/params.ts';
import { parseCheckoutParams } from '../../widgets/shop/checkout/params.ts';
import { readAddressData } from '../shop/address.ts';
import { attributionConfig, printedAttribution } from '../../widgets/shop/order-attribution/tracker.ts';
import { parseSideCartParams } from '../../widgets/shop/side-cart/params.ts';

const root = join(import.meta.dirname, '../..');
const EVIL = 'https://evil.example/';

interface Case {
  /** The global, as the plugin prints it. */
  name: string;
  /** The module that reads it, for the test's title (and, without `read`, the file checked). */
  module: string;
  /** The keys the module takes from the global: the clobbering form names its inputs so. */
  fields: string[];
  /** What the module makes of the page; undefined where calling it is impractical. */
  read?: () => unknown;
  /** The page the reader needs besides the clobbering markup. */
  page?: string;
  /** Real globals the case needs (other than `name`), defined on the window for its run. */
  globals?: Record<string, unknown>;
}

const PODCAST = /<div id="3651666932"[\s\S]*?<!-- script: inline/
  .exec(readFileSync(join(root, 'fixtures/recorded/article-with-side-cart-items.html'), 'utf8'))![0]
  .replace('data-player_id="3651666932"', 'data-player_id="1"');
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const WC = ['ajax_url', 'wc_ajax_url', 'cart_url', 'is_cart', 'cart_redirect_after_add'];

/** A contact form mounted as the runtime would; what it leaves as `window.wpcf7`. */
function mountedContactForm(): unknown {
  document.body.insertAdjacentHTML('afterbegin', contactFormMarkup());
  const controller = new AbortController();
  contactForm.mount(
    document.querySelector<HTMLElement>('div.wpcf7')!,
    {},
    { name: 'contact-form', signal: controller.signal, fail: () => {} },
  );
  controller.abort();
  const g = pageGlobal<Wpcf7Global>('wpcf7');
  return { own: Object.hasOwn(window, 'wpcf7'), submit: typeof g?.submit, schemas: g?.schemas instanceof Map };
}

/** Where the contact form's refill call goes. */
async function refillUrl(): Promise<string> {
  const fetch = vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  await fetchRefill('33', new AbortController().signal);
  return String((fetch.mock.calls[0] as unknown[] | undefined)?.[0]);
}

const CASES: Case[] = [
  // runtime/page/config-globals.ts: the site configuration's fallbacks.
  { name: 'wc_add_to_cart_params', module: 'runtime/page/config-globals.ts', fields: WC, read: () => fromWordPressGlobals(document) },
  {
    name: 'woocommerce_params',
    module: 'runtime/page/config-globals.ts',
    fields: ['ajax_url', 'wc_ajax_url'],
    read: () => fromWordPressGlobals(document),
  },
  {
    name: 'wpApiSettings',
    module: 'runtime/page/config-globals.ts',
    fields: ['root', 'nonce'],
    read: () => fromWordPressGlobals(document),
  },
  {
    name: 'xoo_wsc_params',
    module: 'runtime/page/config-globals.ts',
    fields: ['adminurl', 'wc_ajax_url', 'isCart', 'qtyUpdateDelay'],
    read: () => fromWordPressGlobals(document),
  },
  {
    name: 'ElementorProFrontendConfig',
    module: 'runtime/page/config-globals.ts',
    fields: ['woocommerce', 'urls', 'popup'],
    read: () => fromWordPressGlobals(document),
  },
  { name: 'wp', module: 'runtime/page/config-globals.ts', fields: ['apiFetch', 'data'], read: () => fromWordPressGlobals(document) },
  {
    name: 'ElementorProFrontendConfig',
    module: 'runtime/stores/visit-counted.ts',
    fields: ['popup'],
    read: () => visitCountedHere(document),
  },
  {
    name: 'wc_cart_fragments_params',
    module: 'runtime/cart/fragments.ts',
    fields: ['fragment_name', 'cart_hash_key'],
    read: () => storageKeys(document),
  },
  { name: 'jQuery', module: 'runtime/page/events.ts', fields: ['fn'], read: () => hasJQuery(document.body) },
  {
    name: 'wp_has_consent',
    module: 'runtime/page/consent.ts',
    fields: ['call'],
    read: () => [hasConsent('marketing'), consentApiInPage()],
  },
  { name: 'consent_api', module: 'runtime/page/consent.ts', fields: ['waitfor_consent_hook'], read: () => waitsForConsentType() },
  // The tool has yet to define the consent type: an element named so does not define it.
  {
    name: 'wp_consent_type',
    module: 'runtime/page/consent.ts',
    fields: [],
    read: () => waitsForConsentType(),
    globals: { consent_api: { waitfor_consent_hook: '1' } },
  },
  // The shop.
  {
    name: 'xoo_wsc_params',
    module: 'widgets/shop/side-cart/params.ts',
    fields: ['showBasket', 'autoOpenCart', 'isCart', 'triggerClass', 'skipAjaxForData'],
    read: () => parseSideCartParams({}),
  },
  {
    name: 'wc_cart_params',
    module: 'widgets/shop/cart-page/params.ts',
    fields: ['apply_coupon_nonce', 'remove_coupon_nonce', 'update_shipping_method_nonce'],
    read: () => cartParams(),
  },
  {
    name: 'wc_checkout_params',
    module: 'widgets/shop/checkout/params.ts',
    fields: ['checkout_url', 'is_checkout', 'update_order_review_nonce'],
    read: () => parseCheckoutParams(),
  },
  {
    name: 'wc_country_select_params',
    module: 'runtime/shop/address.ts',
    fields: ['countries', 'i18n_select_state_text'],
    read: () => readAddressData(),
  },
  {
    name: 'wc_address_i18n_params',
    module: 'runtime/shop/address.ts',
    fields: ['locale', 'locale_fields', 'i18n_optional_text'],
    read: () => readAddressData(),
    globals: { wc_country_select_params: { countries: '{"ES":{"M":"Madrid"}}' } },
  },
  {
    name: 'wc_order_attribution',
    module: 'widgets/shop/order-attribution/tracker.ts',
    fields: ['params', 'fields'],
    read: () => [printedAttribution(), attributionConfig()],
  },
  { name: 'wp', module: 'widgets/shop/order-attribution/inputs.ts', fields: ['data'] },
  // The product.
  {
    name: 'wc_single_product_params',
    module: 'widgets/product/review-rating/review-rating.ts',
    fields: ['review_rating_required'],
    page: '<select name="rating" id="rating-select"><option value="">–</option></select>',
    read: () => parseReviewRatingProps(null, byId('rating-select')).required,
  },
  { name: 'wc_single_product_params', module: 'widgets/product/product-gallery/product-gallery.ts', fields: ['flexslider'] },
  // The forms.
  { name: 'wpcf7', module: 'widgets/forms/contact-form/contact-form.ts', fields: ['submit', 'api', 'schemas'], read: mountedContactForm },
  { name: 'wpcf7', module: 'widgets/forms/contact-form/api.ts', fields: ['api', 'root'], read: refillUrl },
  {
    name: 'islandsCaptcha',
    module: 'widgets/forms/contact-form/captcha.ts',
    fields: ['call'],
    page: '<form id="cf"><input name="your-name"></form>',
    read: async () => (await putCaptchaToken(byId<HTMLFormElement>('cf'), new AbortController().signal), byId('cf').innerHTML),
  },
  // The podcast.
  {
    name: 'ssp_castos_player_1',
    module: 'widgets/podcast/podcast-player/props.ts',
    fields: ['atts', 'nonce'],
    page: PODCAST,
    read: () => parsePlayerProps({}, byId('3651666932')).playlist?.source ?? null,
  },
  // The page builder and its add-ons.
  {
    name: 'elementorFrontendConfig',
    module: 'widgets/page-builder/floating-buttons/floating-buttons.ts',
    fields: ['nonces'],
    page: '<div id="fb" data-elementor-id="9"></div>',
    read: () => floatingButtons.parseProps(null, byId('fb')),
  },
  {
    name: 'elementorFrontendConfig',
    module: 'widgets/page-builder/loop-filter/props.ts',
    fields: ['post'],
    page: '<div id="bar"><button class="e-filter-item" data-filter="a">A</button></div>',
    read: () => parseBarProps({ selected_element: 'abc1234', taxonomy: 'category' }, byId('bar')).postId,
  },
  {
    name: 'elementorFrontendConfig',
    module: 'widgets/page-builder/image-lightbox/links.ts',
    fields: ['kit'],
    read: () => readSettings(window),
  },
  {
    name: 'elementorFrontendConfig',
    module: 'widgets/page-builder/popup/environment.ts',
    fields: ['user', 'responsive'],
    read: () => [loggedInUser(window), deviceMode(window)],
  },
  { name: 'elementorFrontendConfig', module: 'widgets/page-builder/share-buttons/share-buttons.ts', fields: ['post'] },
  { name: 'elementorFrontendConfig', module: 'widgets/page-builder/carousel/carousel.ts', fields: ['responsive'] },
  { name: 'elementorFrontend', module: 'widgets/page-builder/elementor-actions/elementor-actions.ts', fields: ['utils'] },
  { name: 'elementorFrontend', module: 'widgets/page-builder/image-lightbox/image-lightbox.ts', fields: ['utils'] },
  { name: 'elementorProFrontend', module: 'widgets/page-builder/popup/popup.ts', fields: ['modules'] },
  { name: 'jQuery', module: 'widgets/page-builder/popup/dialog.tsx', fields: ['fn'] },
  { name: 'jQuery', module: 'widgets/page-builder/nav-menu/nav-menu.ts', fields: ['fn'] },
  { name: 'jQuery', module: 'widgets/page-builder/eael-tabs/eael-tabs.ts', fields: ['fn'] },
  { name: 'eaElementList', module: 'widgets/page-builder/eael-tabs/eael-tabs.ts', fields: ['eaelAdvancedTabs'] },
  { name: 'eael', module: 'widgets/page-builder/eael-tabs/eael-tabs.ts', fields: ['hooks'] },
  { name: 'localize', module: 'widgets/page-builder/eael-login/token.ts', fields: ['nonce', 'ajaxurl'] },
];

const NAMES = [...new Set(CASES.map((c) => c.name))];

/** The two ways content names a global: an element with that id, and a form whose controls name the global's keys. */
const CLOBBERING: Array<[string, (c: Case) => string]> = [
  ['<a id>', (c) => `<a id="${c.name}" href="${EVIL}x">x</a>`],
  [
    '<form name> with named inputs',
    (c) => `<form name="${c.name}">${c.fields.map((f) => `<input name="${f}" value="${EVIL}">`).join('')}</form>`,
  ],
];

const own = (name: string) => Object.hasOwn(window, name);

/**
 * The window's named properties as a browser has them: an element with that id or name, found
 * through the window's prototype chain, never as its own property (jsdom's own Window has them,
 * but the test's window is Node's global object, which has not). A form's named getter is added as
 * well: `form.ajax_url` is its control named so.
 */
function exposeNamedElements(): () => void {
  for (const form of document.forms) {
    for (const control of form.elements) {
      const key = control.getAttribute('name');
      if (key && !(key in form)) Object.defineProperty(form, key, { value: control, configurable: true });
    }
  }
  const named = (key: string | symbol) =>
    typeof key === 'string' && key !== '' ? (document.getElementById(key) ?? document.getElementsByName(key)[0] ?? undefined) : undefined;
  const proto: object | null = Object.getPrototypeOf(window);
  const properties = new Proxy(proto ?? {}, {
    get: (target, key, receiver) => (Reflect.has(target, key) ? Reflect.get(target, key, receiver) : named(key)),
    has: (target, key) => Reflect.has(target, key) || named(key) !== undefined,
  });
  Object.setPrototypeOf(window, properties);
  return () => Object.setPrototypeOf(window, proto);
}

/** What the console was told while `run` ran (its first arguments). */
async function saying<T>(run: () => Promise<T>): Promise<{ value: T; said: string[] }> {
  const spies = [vi.mocked(console.error), vi.mocked(console.warn)];
  const before = spies.map((spy) => spy.mock.calls.length);
  const value = await run();
  return { value, said: spies.flatMap((spy, i) => spy.mock.calls.slice(before[i]).map((args) => String(args[0]))) };
}

/** Runs a case's reader on its page with `markup` added, with content's names exposed on the window. */
async function readWith(c: Case, markup: string): Promise<unknown> {
  // Content comes first: the recorded player's excerpt is not closed.
  document.body.innerHTML = markup + (c.page ?? '');
  Reflect.deleteProperty(window, c.name); // what an earlier run wrote (the contact form writes wpcf7)
  resetSiteConfig();
  const hide = exposeNamedElements();
  try {
    if (markup) {
      expect(Reflect.get(window, c.name), `the markup names window.${c.name}`).toBeInstanceOf(Element);
      expect(own(c.name), `window.${c.name} is no global`).toBe(false);
    }
    return await c.read!();
  } finally {
    hide();
  }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const name of [...NAMES, ...CASES.flatMap((c) => Object.keys(c.globals ?? {}))]) Reflect.deleteProperty(window, name);
  document.body.innerHTML = '';
  resetSiteConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a global content clobbered reads as absent', () => {
  for (const c of CASES) {
    describe(`${c.name} (${c.module})`, () => {
      if (!c.read) {
        it('is read through pageGlobal alone', () => {
          const source = readFileSync(join(root, c.module), 'utf8');
          expect(source).toMatch(/import \{ pageGlobal \} from '[./]+\/runtime\/page\/printed\.ts';/);
          expect(source).toMatch(new RegExp(`pageGlobal(<[^;]*?>)?\\('${c.name}'`));
          document.body.innerHTML = CLOBBERING.map(([, markup]) => markup(c)).join('');
          const hide = exposeNamedElements();
          try {
            expect(Reflect.get(window, c.name)).toBeInstanceOf(Element);
            expect(pageGlobal(c.name)).toBeUndefined();
          } finally {
            hide();
          }
        });
        return;
      }
      it.each(CLOBBERING)('by %s: as with no global', async (_kind, markup) => {
        Object.assign(window, c.globals ?? {});
        const absent = await saying(() => readWith(c, ''));
        const clobbered = await saying(() => readWith(c, markup(c)));
        expect(clobbered.value).toEqual(absent.value);
        // Nor does it complain of a malformed global: there is none.
        expect(clobbered.said.filter((message) => !absent.said.includes(message))).toEqual([]);
      });
    });
  }
});

describe('a global a script defined is read, clobbering or not', () => {
  it.each(NAMES)('%s', (name) => {
    const value = name === 'jQuery' || name === 'wp_has_consent' || name === 'islandsCaptcha' ? () => 'real' : { real: true };
    document.body.innerHTML = `<a id="${name}" href="${EVIL}x">x</a>`;
    const hide = exposeNamedElements();
    try {
      Object.assign(window, { [name]: value });
      expect(pageGlobal(name)).toBe(value);
    } finally {
      hide();
    }
  });

  it("the cart page's nonces come from the shop's wc_cart_params, not from a form content named so", () => {
    document.body.innerHTML = `<form name="wc_cart_params"><input name="apply_coupon_nonce" value="${EVIL}"></form>`;
    const hide = exposeNamedElements();
    try {
      Object.assign(window, { wc_cart_params: { apply_coupon_nonce: 'n1', remove_coupon_nonce: 'n2' } });
      expect(cartParams()).toEqual({ applyCouponNonce: 'n1', removeCouponNonce: 'n2', shippingMethodNonce: '' });
    } finally {
      hide();
    }
  });

  it("as in jsdom's own Window, whose named properties are a browser's", () => {
    // vitest's environment keeps jsdom's Window (its document is the test's) as globalThis.jsdom.
    const real = (globalThis as unknown as { jsdom: { window: Window } }).jsdom.window;
    document.body.innerHTML = `<a id="wpcf7" href="${EVIL}x"></a><form name="wc_cart_params"></form>`;
    expect(Reflect.get(real, 'wpcf7')).toBe(document.getElementById('wpcf7'));
    expect(Reflect.get(real, 'wc_cart_params')).toBe(document.forms[0]);
    expect(pageGlobal('wpcf7', real)).toBeUndefined();
    expect(pageGlobal('wc_cart_params', real)).toBeUndefined();
    const printed = { apply_coupon_nonce: 'n1' };
    Object.assign(real, { wc_cart_params: printed });
    try {
      expect(pageGlobal('wc_cart_params', real)).toBe(printed);
    } finally {
      Reflect.deleteProperty(real, 'wc_cart_params');
    }
  });
});
