// @vitest-environment node
// Request values that name Object.prototype members (`constructor`, `__proto__`, `valueOf`…), sent
// wherever the fixture backend looks a request value up: each route family treats them as the
// unknown names they are, never as the functions a plain object inherits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { Shopper, testApp } from './testing.ts';

const INHERITED = [
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'valueOf',
  'toString',
  'toLocaleString',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__lookupSetter__',
];

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

/** No page or answer may show what an inherited member prints as text. */
const NATIVE = /\[native code\]|\[object Object\]/;

describe('?wc-ajax= endpoints', () => {
  it.each(INHERITED)('answers %s with the empty 200 of an unhooked endpoint, by POST and GET', async (name) => {
    for (const res of [
      await shopper.post(`/?wc-ajax=${name}`, { product_id: '22' }),
      await shopper.get(`/producto/camiseta-basica/?wc-ajax=${name}`),
    ]) {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
    }
  });
});

describe('checkout payment method', () => {
  const checkoutNonce = (html: string): string => /name="woocommerce-process-checkout-nonce" value="([0-9a-f]{10})"/.exec(html)?.[1] ?? '';
  const BILLING = {
    billing_first_name: 'Ana',
    billing_last_name: 'López',
    billing_country: 'ES',
    billing_address_1: 'Calle Mayor 1',
    billing_city: 'Madrid',
    billing_state: 'M',
    billing_postcode: '28001',
    billing_phone: '600000000',
    billing_email: 'ana@example.com',
    woocommerce_checkout_place_order: 'Realizar el pedido',
  };

  it.each(INHERITED)('refuses payment_method=%s: no order, the checkout asks for a method', async (name) => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    const nonce = checkoutNonce(await shopper.html('/finalizar-compra/'));
    const res = await shopper.post('/finalizar-compra/', { ...BILLING, payment_method: name, 'woocommerce-process-checkout-nonce': nonce });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Por favor, elige un método de pago.');
    expect(html).not.toMatch(NATIVE);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });

  it('keeps attribution fields named like inherited members as posted', async () => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    const nonce = checkoutNonce(await shopper.html('/finalizar-compra/'));
    const res = await shopper.post('/finalizar-compra/', {
      ...BILLING,
      payment_method: 'bacs',
      'woocommerce-process-checkout-nonce': nonce,
      wc_order_attribution___proto__: 'a',
      wc_order_attribution_constructor: 'b',
      wc_order_attribution_source_type: 'utm',
    });
    expect(res.status).toBe(302);
    const row = app.db.prepare('SELECT attribution FROM orders').get() as { attribution: string };
    expect(JSON.parse(row.attribution)).toEqual(JSON.parse('{"__proto__":"a","constructor":"b","source_type":"utm"}'));
  });
});

describe('shop listing order', () => {
  const ids = (html: string): string[] => [...html.matchAll(/<li class="product type-product post-(\d+)/g)].map((m) => m[1] ?? '');

  it.each(INHERITED)('lists orderby=%s in the default order, with the default option selected', async (name) => {
    const res = await shopper.get(`/tienda/?orderby=${name}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(ids(html)).toEqual(ids(await shopper.html('/tienda/')));
    expect(html).toContain(`<option value="menu_order"  selected='selected'>`);
  });
});

describe('pages and files by path', () => {
  it.each([
    ...INHERITED.map((name) => `/${name}`),
    ...INHERITED.map((name) => `/producto/${name}/`),
    '/producto/%E0%A4%A/',
    '/producto/%/',
  ])('answers %s with the 404 page', async (path) => {
    const res = await shopper.get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('¡Vaya! No se ha encontrado esa página.');
  });

  it.each(INHERITED)('answers /islands/islands.%s with 404', async (name) => {
    expect((await shopper.get(`/islands/islands.${name}`)).status).toBe(404);
  });
});

describe('contact forms', () => {
  it.each(INHERITED)('posts _wpcf7=%s to a page as no form: the page renders as is', async (name) => {
    const res = await shopper.post('/contacto/', { _wpcf7: name, 'your-name': 'Ana' });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(NATIVE);
  });

  it.each(INHERITED)('answers the refill and schema of form %s with rest_no_route', async (name) => {
    const res = await shopper.get(`/wp-json/contact-form-7/v1/contact-forms/${name}/refill`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('rest_no_route');
  });
});

describe('admin-ajax and REST', () => {
  it.each(INHERITED)('answers admin-ajax action=%s with 400 "0"', async (name) => {
    const res = await shopper.post('/wp-admin/admin-ajax.php', { action: name });
    expect([res.status, await res.text()]).toEqual([400, '0']);
  });

  it.each(INHERITED)('answers the REST route /%s with rest_no_route', async (name) => {
    const res = await shopper.get(`/wp-json/${name}`);
    expect(res.status).toBe(404);
  });
});
