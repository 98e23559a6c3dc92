import { afterEach, describe, expect, it, vi } from 'vitest';
import { needed, resetSiteConfig, siteConfig, wcAjaxUrl } from './config.ts';

afterEach(() => {
  resetSiteConfig();
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
    w.wc_add_to_cart_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: 'http://x/carrito/', is_cart: '', cart_redirect_after_add: 'no' };
    w.wpApiSettings = { root: 'http://x/wp-json/', nonce: 'abc' };
    w.xoo_wsc_params = { qtyUpdateDelay: '700', notificationTime: '5000', isCheckout: '1' };
    const config = siteConfig();
    expect(config).toMatchObject({ cartUrl: 'http://x/carrito/', restRoot: 'http://x/wp-json/', nonce: 'abc', isCheckout: true, isCart: false, cartRedirectAfterAdd: false });
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
    w.wc_add_to_cart_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: 'http://x/carrito/', is_cart: '1' };
    w.wpApiSettings = { root: 'http://x/wp-json/', nonce: 'abc123' };
    w.xoo_wsc_params = { qtyUpdateDelay: '700' };
    const config = siteConfig();
    expect(config).toMatchObject({ ajaxUrl: '/wp-admin/admin-ajax.php', restRoot: 'http://x/wp-json/', nonce: 'abc123', cartUrl: 'http://x/carrito/', isCart: true });
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
    expect(config).toMatchObject({ ajaxUrl: '/es/wp-admin/admin-ajax.php', wcAjaxUrl: '/es/?wc-ajax=%%endpoint%%', nonce: 'fromApiFetch', isCart: false });
    expect(config.timings).toMatchObject({ notificationTime: 3000, fetchDelay: 400, qtyUpdateDelay: 500 });
  });

  it("reads Elementor Pro's menu cart config and the REST API link WordPress prints in <head>", () => {
    document.head.innerHTML = `<link rel="https://api.w.org/" href="http://x/wp-json/"><script type="application/json" id="islands-config">{"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script>`;
    (window as unknown as Record<string, unknown>).ElementorProFrontendConfig = {
      nonce: 'elementor-not-rest',
      woocommerce: { menu_cart: { cart_page_url: 'http://x/carrito/', checkout_page_url: 'http://x/finalizar-compra/', fragments_nonce: '17383c81e5' } },
    };
    expect(siteConfig()).toMatchObject({ restRoot: 'http://x/wp-json/', nonce: '', cartUrl: 'http://x/carrito/', checkoutUrl: 'http://x/finalizar-compra/', fragmentsNonce: '17383c81e5' });
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
