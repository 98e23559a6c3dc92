import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSiteConfig, siteConfig, wcAjaxUrl } from './config.ts';

afterEach(() => {
  resetSiteConfig();
  document.head.innerHTML = '';
  for (const g of ['wc_add_to_cart_params', 'wpApiSettings', 'xoo_wsc_params']) delete (window as unknown as Record<string, unknown>)[g];
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

  it('reports malformed JSON with the text that failed', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = `<script type="application/json" id="islands-config">{"ajaxUrl":</script>`;
    expect(siteConfig().ajaxUrl).toBe('/wp-admin/admin-ajax.php');
    expect(spy.mock.calls[0]![0]).toBe('[islands:config] #islands-config is not valid JSON:');
    expect(spy.mock.calls[0]![1]).toBe('{"ajaxUrl":');
  });
});
