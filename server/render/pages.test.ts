// @vitest-environment node
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Catalogue } from '../catalogue.ts';
import { configOf, Shopper, testApp } from '../testing.ts';

const PAGES = [
  '/',
  '/resena-mejor-hosting/',
  '/tienda/',
  '/producto/camiseta-basica/',
  '/producto/sudadera-con-capucha/',
  '/producto/gorra-del-podcast/',
  '/producto/plan-hosting/',
  '/producto/taza-del-podcast/',
  '/carrito/',
  '/contacto/',
  '/podcast/',
  '/hosting-externo/',
];

let app: App;
afterEach(() => app.close());

describe('every fixture page', () => {
  it.each(PAGES)('%s is a Spanish page with one h1, the islands config, the bundle and no other script', async (path) => {
    app = testApp();
    const shopper = new Shopper(app);
    const res = await shopper.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(
      /<script type="application\/json" id="islands-config">[^<]+<\/script>\n\t<script type="module" src="\/islands\/islands.js"><\/script>/,
    );
    // Besides the config, the side cart's line markup (JSON) and the bundle, only JSON-only `var name = {...};` globals.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attrs = '', body = ''] of scripts) {
      if (attrs.includes('id="islands-config"') || attrs.includes('src="/islands/islands.js"')) continue;
      if (attrs === ' type="application/json" id="islands-side-cart-line"') continue;
      expect(body.trim()).toMatch(/^var [a-z_0-9]+ = \{.*\};$/s);
    }
    expect(html).not.toMatch(/jquery|https?:\/\/(?!tienda\.test)/i);
    expect(html).toContain(
      `<span class="islands-cart-count" data-widget="cart-count" data-props='{"count":0}'><span aria-hidden="true">0</span><span class="screen-reader-text">Artículos en el carrito: 0</span></span>`,
    );
    expect(html).toMatch(
      /<p role="complementary" aria-label="Aviso en la tienda" class="woocommerce-store-notice demo_store" data-notice-id="[0-9a-f]{32}" style="display:none;">.*<a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Descartar<\/a><\/p>/,
    );
    expect(html).toContain('<div class="xoo-wsc-container">');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'duplicate ids',
    ).toEqual([]);
  });

  it('prints exactly the SiteConfig keys, with isCart and isCheckout only on their pages', async () => {
    app = testApp();
    const shopper = new Shopper(app);
    const article = configOf(await shopper.html('/resena-mejor-hosting/'));
    expect(Object.keys(article).sort()).toEqual(
      [
        'ajaxUrl',
        'wcAjaxUrl',
        'restRoot',
        'nonce',
        'nonceEndpoint',
        'cartUrl',
        'checkoutUrl',
        'fragmentsNonce',
        'locale',
        'currency',
        'isCart',
        'isCheckout',
        'cartRedirectAfterAdd',
        'timings',
      ].sort(),
    );
    expect(article).toMatchObject({
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
      isCart: false,
      isCheckout: false,
      locale: 'es_ES',
      currency: 'USD',
    });
    expect(configOf(await shopper.html('/carrito/'))).toMatchObject({ isCart: true, isCheckout: false });
    await shopper.get('/tienda/?add-to-cart=22');
    expect(configOf(await shopper.html('/finalizar-compra/'))).toMatchObject({ isCart: false, isCheckout: true });
  });

  it('keeps one nonce per session and a different one for another visitor', async () => {
    app = testApp();
    const ana = new Shopper(app);
    const first = configOf(await ana.html('/')).nonce;
    expect(configOf(await ana.html('/tienda/')).nonce).toBe(first);
    expect(configOf(await new Shopper(app).html('/')).nonce).not.toBe(first);
  });

  it('answers 404 with a page for an unknown URL and adds the trailing slash', async () => {
    app = testApp();
    const shopper = new Shopper(app);
    expect((await shopper.get('/no-existe/')).status).toBe(404);
    const res = await shopper.get('/tienda?orderby=price');
    expect([res.status, res.headers.get('location')]).toEqual([301, 'http://tienda.test/tienda/?orderby=price']);
  });
});

describe('shop listing', () => {
  const order = async (orderby: string): Promise<string[]> => {
    const html = await new Shopper(app).html(`/tienda/?orderby=${orderby}`);
    // Only the hand-written fixture products: other catalogue additions may join the listing.
    const ours = ['22', '23', '24', '25', '60'];
    return [...html.matchAll(/<li class="product type-product post-(\d+)/g)].map((m) => m[1] ?? '').filter((id) => ours.includes(id));
  };

  it('sorts by each orderby value and marks it selected', async () => {
    app = testApp();
    expect(await order('menu_order')).toEqual(['22', '60', '24', '25', '23']);
    expect(await order('popularity')).toEqual(['23', '25', '22', '60', '24']);
    expect(await order('rating')).toEqual(['23', '25', '22', '60', '24']);
    expect(await order('date')).toEqual(['60', '25', '24', '23', '22']);
    expect(await order('price')).toEqual(['24', '23', '22', '60', '25']);
    expect(await order('price-desc')).toEqual(['25', '60', '22', '23', '24']);
    expect(await order('nonsense')).toEqual(await order('menu_order'));
    expect(await new Shopper(app).html('/tienda/?orderby=price')).toContain(`<option value="price"  selected='selected'>`);
  });

  it('prints the AJAX button only for purchasable simple products', async () => {
    app = testApp();
    const html = await new Shopper(app).html('/tienda/');
    expect(html).toContain(
      '<a href="?add-to-cart=22" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_22" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="22" data-product_sku="SIMPLE-1" aria-label="Añadir al carrito: &ldquo;Camiseta básica&rdquo;" rel="nofollow" data-success_message="«Camiseta básica» se ha añadido a tu carrito">Añadir al carrito</a>',
    );
    expect(html).toContain(
      '<a href="/hosting-externo/" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_24" data-quantity="1" class="button product_type_external" data-product_id="24"',
    );
    expect(html).toContain('class="button product_type_variable add_to_cart_button" data-product_id="25"');
    expect(html).toContain('<span class="onsale">¡Oferta!</span>');
  });
});

describe('escaping', () => {
  it('escapes hostile catalogue strings everywhere they are printed', async () => {
    const real = Catalogue.load(join(import.meta.dirname, '..', '..'));
    const data = structuredClone(real.data);
    const evil = '<script>alert(1)</script>"\'><img src=x onerror=alert(2)>';
    for (const p of data.products) {
      p.name = `${p.name} ${evil}`;
      p.shortDescription = evil;
      p.description = evil;
      p.sku = p.sku ? `${p.sku}${evil}` : p.sku;
      for (const r of p.reviews) r.author = evil;
    }
    for (const img of Object.values(data.images)) img.alt = evil;
    data.shop.storeNotice = evil;
    const content = structuredClone(real.content);
    content.article.title = evil;
    for (const c of content.article.comments) c.author = evil;
    for (const e of content.podcast.episodes) e.title = evil;
    app = testApp(new Catalogue(data, content));
    const shopper = new Shopper(app);
    await shopper.get('/tienda/?add-to-cart=22');
    await shopper.get('/tienda/?add-to-cart=27');
    const fragments = JSON.stringify((await shopper.ajax('get_refreshed_fragments')).fragments);
    for (const path of [...PAGES, '/finalizar-compra/']) {
      const html = await shopper.html(path);
      expect(html, path).not.toContain('<script>alert');
      expect(html, path).not.toContain('<img src=x');
      expect(html, path).not.toMatch(/"'>/);
    }
    expect(fragments).not.toContain('<script>alert');
    expect(fragments).not.toContain('<img src=x');
  });
});
