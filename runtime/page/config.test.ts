import { afterEach, describe, expect, it, vi } from 'vitest';
import { needed, resetSiteConfig, siteConfig, wcAjaxUrl } from './config.ts';

const here = location.origin;

afterEach(() => {
  resetSiteConfig();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  for (const g of ['wc_add_to_cart_params', 'wpApiSettings', 'xoo_wsc_params', 'woocommerce_params', 'ElementorProFrontendConfig', 'wp']) {
    delete (window as unknown as Record<string, unknown>)[g];
  }
  vi.restoreAllMocks();
});

describe('siteConfig', () => {
  it('reads #islands-config and fills the spec timings it leaves out', () => {
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"ajaxUrl":"/wp/wp-admin/admin-ajax.php","wcAjaxUrl":"/es/?wc-ajax=%%endpoint%%","nonce":"n1","isCart":true,"timings":{"qtyUpdateDelay":300}}</script>`;
    const config = siteConfig();
    expect(config.ajaxUrl).toBe('/wp/wp-admin/admin-ajax.php');
    expect(config.isCart).toBe(true);
    expect(config.isCheckout).toBe(false);
    expect(config.timings).toMatchObject({ qtyUpdateDelay: 300, notificationTime: 5000, fetchDelay: 200, resultCountAnnounce: 2000 });
    expect(wcAjaxUrl('add_to_cart')).toBe('/es/?wc-ajax=add_to_cart');
  });

  it('falls back to the globals WordPress prints, with the side cart timings given as strings', () => {
    const w = window as unknown as Record<string, unknown>;
    w.wc_add_to_cart_params = {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_url: `${here}/carrito/`,
      is_cart: '',
      cart_redirect_after_add: 'no',
    };
    w.wpApiSettings = { root: `${here}/wp-json/`, nonce: 'abc' };
    w.xoo_wsc_params = { qtyUpdateDelay: '700', notificationTime: '5000', isCheckout: '1' };
    const config = siteConfig();
    expect(config).toMatchObject({
      cartUrl: `${here}/carrito/`,
      restRoot: `${here}/wp-json/`,
      nonce: 'abc',
      isCheckout: true,
      isCart: false,
      cartRedirectAfterAdd: false,
    });
    expect(config.timings.qtyUpdateDelay).toBe(700);
  });

  it('with neither, logs one console error and uses the WordPress defaults', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = siteConfig();
    siteConfig();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]![0])).toMatch(/^\[islands:config\] No <script type="application\/json" id="islands-config">/);
    expect(config.wcAjaxUrl).toBe('/?wc-ajax=%%endpoint%%');
  });

  it('a "__proto__" key in #islands-config is not taken for settings', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"__proto__":{"isCart":true,"nonce":"x"},"constructor":"y","ajaxUrl":"/a/admin-ajax.php"}</script>`;
    const config = siteConfig();
    expect(config).toMatchObject({ ajaxUrl: '/a/admin-ajax.php', isCart: false, nonce: '' });
  });

  it('reports malformed JSON with the text that failed', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"ajaxUrl":</script>`;
    expect(siteConfig().ajaxUrl).toBe('/wp-admin/admin-ajax.php');
    expect(spy.mock.calls[0]![0]).toBe('[islands:config] #islands-config is not valid JSON:');
    expect(spy.mock.calls[0]![1]).toBe('{"ajaxUrl":');
  });

  // The README's embed line prints the partial without arguments; outside WordPress (or from an
  // older partial) that is {}, which must not hide what WordPress printed.
  it('an empty #islands-config takes every key from the WordPress globals, with no error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = `<script type="application/json" id="islands-config">{}</script>`;
    const w = window as unknown as Record<string, unknown>;
    w.wc_add_to_cart_params = {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_url: `${here}/carrito/`,
      is_cart: '1',
    };
    w.wpApiSettings = { root: `${here}/wp-json/`, nonce: 'abc123' };
    w.xoo_wsc_params = { qtyUpdateDelay: '700' };
    const config = siteConfig();
    expect(config).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      restRoot: `${here}/wp-json/`,
      nonce: 'abc123',
      cartUrl: `${here}/carrito/`,
      isCart: true,
    });
    expect(config.timings.qtyUpdateDelay).toBe(700);
    for (const key of ['ajaxUrl', 'wcAjaxUrl', 'restRoot', 'nonce'] as const) needed(key);
    expect(spy).not.toHaveBeenCalled();
  });

  it('fills each key a partial #islands-config leaves out from the globals; its own keys win', () => {
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"ajaxUrl":"/es/wp-admin/admin-ajax.php","nonce":"","isCart":false,"timings":{"notificationTime":3000}}</script>`;
    const w = window as unknown as Record<string, unknown>;
    w.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/es/?wc-ajax=%%endpoint%%' };
    w.wp = { apiFetch: { nonceMiddleware: { nonce: 'fromApiFetch' } } };
    w.xoo_wsc_params = { isCart: '1', notificationTime: '9000', fetchDelay: '400' };
    const config = siteConfig();
    expect(config).toMatchObject({
      ajaxUrl: '/es/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/es/?wc-ajax=%%endpoint%%',
      nonce: 'fromApiFetch',
      isCart: false,
    });
    expect(config.timings).toMatchObject({ notificationTime: 3000, fetchDelay: 400, qtyUpdateDelay: 500 });
  });

  it("reads Elementor Pro's menu cart config and the REST API link WordPress prints in <head>", () => {
    document.head.innerHTML = `<link rel="https://api.w.org/" href="${here}/wp-json/"><script type="application/json" id="islands-config">{"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script>`;
    (window as unknown as Record<string, unknown>).ElementorProFrontendConfig = {
      nonce: 'elementor-not-rest',
      woocommerce: {
        menu_cart: { cart_page_url: `${here}/carrito/`, checkout_page_url: `${here}/finalizar-compra/`, fragments_nonce: '17383c81e5' },
      },
    };
    expect(siteConfig()).toMatchObject({
      restRoot: `${here}/wp-json/`,
      nonce: '',
      cartUrl: `${here}/carrito/`,
      checkoutUrl: `${here}/finalizar-compra/`,
      fragmentsNonce: '17383c81e5',
    });
  });

  it('a needed key with no source at all: one error naming every such key, when first used', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script>`;
    const config = siteConfig();
    expect(wcAjaxUrl('add_to_cart')).toBe('/?wc-ajax=add_to_cart');
    expect(spy).not.toHaveBeenCalled(); // what the page gave is enough for the shop's calls
    expect(needed('restRoot')).toBe('/wp-json/');
    expect(needed('nonce')).toBe('');
    needed('ajaxUrl');
    expect(spy.mock.calls.map((c) => c[0])).toEqual([
      '[islands:config] No ajaxUrl, restRoot, nonce in #islands-config or the WordPress globals (wpApiSettings, wc_add_to_cart_params, woocommerce_params, xoo_wsc_params): using WordPress defaults.',
    ]);
    expect(config.ajaxUrl).toBe('/wp-admin/admin-ajax.php');
  });
});

describe('siteConfig: what page content cannot steer (docs/security.md)', () => {
  it('reads #islands-config only from a <script type="application/json">: an element content gave the id is passed over', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<pre id="islands-config">{"ajaxUrl":"/forged/admin-ajax.php","nonce":"forged","popups":"elementor"}</pre>`;
    expect(siteConfig()).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', nonce: '' });
    expect(String(spy.mock.calls[0]?.[0])).toMatch(/^\[islands:config\] No <script type="application\/json" id="islands-config">/);
  });

  it('the first script in document order wins: the one the plugin prints in <head>', () => {
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"nonce":"head"}</script>`;
    document.body.innerHTML = `<div id="islands-config">{"nonce":"div"}</div><script type="application/json" id="islands-config">{"nonce":"later"}</script>`;
    expect(siteConfig().nonce).toBe('head');
  });

  it('refuses an address of another site or a javascript: one, naming the setting, and uses the default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = `<script type="application/json" id="islands-config">${JSON.stringify({
      ajaxUrl: 'https://evil.example/wp-admin/admin-ajax.php',
      wcAjaxUrl: '//evil.example/?wc-ajax=%%endpoint%%',
      restRoot: `${here}/wp-json/`,
      nonce: 'n1',
      cartUrl: 'javascript:alert(1)',
    })}</script>`;
    const config = siteConfig();
    expect(config).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      restRoot: `${here}/wp-json/`,
      cartUrl: '/carrito/',
    });
    expect(config.nonceEndpoint).toBe('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(spy.mock.calls.map((call) => String(call[0]).replace(/: .*?;/, ':…;'))).toEqual([
      '[islands:config] ajaxUrl is not an address of this site, refused:…; using /wp-admin/admin-ajax.php.',
      '[islands:config] wcAjaxUrl is not an address of this site, refused:…; using /?wc-ajax=%%endpoint%%.',
      '[islands:config] cartUrl is not an address of this site, refused:…; using /carrito/.',
    ]);
  });

  it('takes the REST API link from <head> only, and never a global an element clobbered', () => {
    document.body.innerHTML = `<link rel="https://api.w.org/" href="/forged-rest/"><a id="wpApiSettings" href="/x" nonce="forged"></a><form name="wc_add_to_cart_params"><input name="ajax_url" value="/forged"></form>`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(siteConfig()).toMatchObject({ restRoot: '/wp-json/', nonce: '', ajaxUrl: '/wp-admin/admin-ajax.php' });
  });
});

describe('siteMessages and t(): the messages the server translated', () => {
  it("takes a printed message's text over the built-in Spanish, keeps the rest, and fills ordered placeholders", async () => {
    const { t } = await import('../i18n/index.ts');
    const { t: tPodcast } = await import('../i18n/parts/podcast.ts');
    const { t: tProduct } = await import('../i18n/parts/product.ts');
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"messages":{"retry":"Try again","galleryThumbnail":"Image %2$s: number %1$s","podcastPlay":"Play episode","viewCart":42,"__proto__":{"retry":"x"}}}</script>`;
    expect(t('retry')).toBe('Try again');
    expect(tProduct('galleryThumbnail', 3, 7)).toBe('Image 7: number 3');
    expect(tProduct('retry'), "a part's t() finds the shared messages").toBe('Try again');
    expect(tPodcast('podcastPlay')).toBe('Play episode');
    // A value that is not text is ignored: the built-in Spanish stays.
    expect(t('viewCart')).toBe('Ver carrito');
    expect(t('checkout')).toBe('Finalizar compra');
  });

  it('without printed messages (the theme partial, the fixture pages) every message is the built-in Spanish', async () => {
    const { t } = await import('../i18n/index.ts');
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"nonce":"n1"}</script>`;
    expect(t('retry')).toBe('Volver a intentarlo');
    const { t: tSideCart } = await import('../i18n/parts/side-cart.ts');
    expect(tSideCart('belowMinimumStep', 2, 3)).toBe('La cantidad mínima es 2, en múltiplos de 3');
  });
});
