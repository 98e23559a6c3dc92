// @vitest-environment node
// The checkout's wc-ajax endpoints against the shapes recorded from the real shop (WooCommerce 10.0.2):
// update_order_review per country, the AJAX order, and the fields printed per country.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Shopper, testApp } from '../testing.ts';

type Review = { result?: string; messages?: string; reload?: boolean; fragments: Record<string, string> };
type Placed = { result: string; redirect?: string; order_id?: number; messages?: string; refresh?: boolean; reload?: boolean };

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const param = (html: string, name: string): string => new RegExp(`"${name}":"([^"]*)"`).exec(html)?.[1] ?? '';
const checkoutNonce = (html: string): string => /name="woocommerce-process-checkout-nonce" value="([0-9a-f]{10})"/.exec(html)?.[1] ?? '';
const TABLE = '.woocommerce-checkout-review-order-table';

/** What WooCommerce's checkout script posts for one address (billing used for shipping too). */
const reviewPost = (security: string, where: Record<string, string>): Record<string, string> => {
  const { country = '', state = '', postcode = '', city = '', address = '' } = where;
  return {
    security,
    payment_method: 'cod',
    country,
    state,
    postcode,
    city,
    address,
    address_2: '',
    s_country: country,
    s_state: state,
    s_postcode: postcode,
    s_city: city,
    s_address: address,
    s_address_2: '',
    has_full_address: String(Boolean(country && postcode && city && address)),
    post_data: '',
  };
};

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
  payment_method: 'cod',
  wc_order_attribution_source_type: 'typein',
  wc_order_attribution_utm_source: '(direct)',
};

async function checkoutPage(): Promise<string> {
  await shopper.ajax('add_to_cart', { product_id: '22' });
  return shopper.html('/finalizar-compra/');
}

describe('update_order_review', () => {
  it('answers 403 -1 without the page nonce', async () => {
    await checkoutPage();
    const res = await shopper.post('/?wc-ajax=update_order_review', reviewPost('caducado00', { country: 'ES' }));
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('-1');
  });

  it('España: the flat rate and its total; Francia: no shipping, "Introduce tu dirección…" until the address is complete', async () => {
    const page = await checkoutPage();
    const security = param(page, 'update_order_review_nonce');
    const es = await shopper.ajax<Review>('update_order_review', reviewPost(security, { country: 'ES', state: 'B' }));
    expect(es).toMatchObject({ result: 'success', messages: '', reload: false });
    expect(Object.keys(es.fragments)).toEqual([
      TABLE,
      '.woocommerce-checkout-payment',
      'div.xoo-wsc-container',
      'div.xoo-wsc-slider',
      'div.xoo-wsc-sc-cont',
    ]);
    expect(es.fragments[TABLE]).toContain('value="flat_rate:1"');
    expect(es.fragments[TABLE]).toMatch(/order-total[\s\S]*15\.00/);
    expect(es.fragments['.woocommerce-checkout-payment']).toMatch(/id="payment_method_cod"[^>]*checked='checked'/);

    const fr = await shopper.ajax<Review>('update_order_review', reviewPost(security, { country: 'FR' }));
    expect(fr.fragments[TABLE]).toContain('Introduce tu dirección para ver las opciones de envío.');
    expect(fr.fragments[TABLE]).not.toContain('flat_rate');
    expect(fr.fragments[TABLE]).toMatch(/order-total[\s\S]*10\.00/);
    const full = await shopper.ajax<Review>(
      'update_order_review',
      reviewPost(security, { country: 'FR', postcode: '75001', city: 'Paris', address: 'Rue 1' }),
    );
    expect(full.fragments[TABLE]).toContain('No hay métodos de envío disponibles.');
  });

  it('keeps the chosen country and province for the page printed again, with the fields that country asks for', async () => {
    const page = await checkoutPage();
    expect(page).toMatch(/<option value="ES" selected='selected'>España<\/option>/);
    expect(page).toContain('<label for="billing_state" class="required_field">Provincia&nbsp;');
    // España lists the postcode before the city (its locale's priority 65).
    expect(page.indexOf('id="billing_postcode_field"')).toBeLessThan(page.indexOf('id="billing_city_field"'));
    const security = param(page, 'update_order_review_nonce');
    await shopper.ajax<Review>('update_order_review', reviewPost(security, { country: 'ES', state: 'V' }));
    expect(await shopper.html('/finalizar-compra/')).toMatch(/<option value="V" selected='selected'>Valencia<\/option>/);

    await shopper.ajax<Review>('update_order_review', reviewPost(security, { country: 'FR' }));
    const fr = await shopper.html('/finalizar-compra/');
    expect(fr).toMatch(/<p class="form-row form-row-wide address-field validate-state" id="billing_state_field" style="display: none">/);
    expect(fr).toContain('<input type="hidden" class="hidden" name="billing_state" id="billing_state" value=""');
    await shopper.ajax<Review>('update_order_review', reviewPost(security, { country: 'GB', state: 'Kent' }));
    const gb = await shopper.html('/finalizar-compra/');
    expect(gb).toContain('<input type="text" class="input-text " value="Kent" placeholder="" name="billing_state" id="billing_state"');
    expect(gb).toContain('<label for="billing_state" class="">Provincia&nbsp;<span class="optional">(opcional)</span></label>');
  });

  it('replaces the whole form with the expired-session notice once the cart is gone', async () => {
    const page = await checkoutPage();
    const key = /data-key="([0-9a-f]{32})"/.exec(page)?.[1] ?? '';
    await shopper.ajax('xoo_wsc_update_item_quantity', { cart_key: key, qty: '0' });
    const answer = await shopper.ajax<Review>(
      'update_order_review',
      reviewPost(param(page, 'update_order_review_nonce'), { country: 'ES' }),
    );
    expect(answer.result).toBeUndefined();
    expect(answer.fragments['form.woocommerce-checkout']).toContain('<ul class="woocommerce-error" role="alert">');
    expect(answer.fragments['form.woocommerce-checkout']).toContain('Lo siento, tu sesión ha caducado.');
  });
});

describe('wc-ajax checkout', () => {
  it('places the order with its attribution and answers the order-received address', async () => {
    const page = await checkoutPage();
    const placed = await shopper.ajax<Placed>('checkout', { ...BILLING, 'woocommerce-process-checkout-nonce': checkoutNonce(page) });
    expect(placed).toMatchObject({ result: 'success', order_id: expect.any(Number) });
    expect(placed.redirect).toMatch(/^http:\/\/tienda\.test\/finalizar-compra\/pedido-recibido\/\d+\/\?key=wc_order_/);
    const order = app.db.prepare('SELECT * FROM orders').get() as Record<string, string>;
    expect(JSON.parse(order.attribution!)).toEqual({ source_type: 'typein', utm_source: '(direct)' });
    expect(JSON.parse(order.totals!)).toMatchObject({ shipping: 5, total: 15 });
  });

  it('answers a failure naming each field, as WooCommerce 10 lists them, and stores nothing', async () => {
    const page = await checkoutPage();
    const failed = await shopper.ajax<Placed>('checkout', {
      ...BILLING,
      billing_first_name: '',
      billing_postcode: '',
      billing_email: 'ana@',
      'woocommerce-process-checkout-nonce': checkoutNonce(page),
    });
    expect(failed).toMatchObject({ result: 'failure', refresh: false, reload: false });
    expect(failed.messages).toContain('<ul class="woocommerce-error" role="alert">');
    expect([...(failed.messages ?? '').matchAll(/data-id="(\w+)"/g)].map((m) => m[1])).toEqual([
      'billing_first_name',
      'billing_postcode',
      'billing_email',
    ]);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });

  it('a province is not asked of a country without provinces; a country outside the zone has no shipping', async () => {
    const page = await checkoutPage();
    const failed = await shopper.ajax<Placed>('checkout', {
      ...BILLING,
      billing_country: 'FR',
      billing_state: '',
      'woocommerce-process-checkout-nonce': checkoutNonce(page),
    });
    expect(failed.messages).not.toContain('data-id="billing_state"');
    expect(failed.messages).toContain('No hay métodos de envío disponibles.');
  });

  it("a nonce from another session fails with refresh: true, WooCommerce's words", async () => {
    await checkoutPage();
    const failed = await shopper.ajax<Placed>('checkout', { ...BILLING, 'woocommerce-process-checkout-nonce': '0123456789' });
    expect(failed).toMatchObject({ result: 'failure', refresh: true, reload: false });
    expect(failed.messages).toContain('No hemos podido procesar tu pedido, por favor inténtalo de nuevo.');
  });
});

describe('without JavaScript', () => {
  it("'Actualizar país/región' prints the form again for the chosen country, keeping what was typed", async () => {
    const page = await checkoutPage();
    expect(page).toContain('<noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Actualizar país/región">');
    const res = await shopper.post('/finalizar-compra/', {
      ...BILLING,
      billing_country: 'US',
      billing_state: '',
      woocommerce_checkout_update_totals: 'Actualizar país/región',
      'woocommerce-process-checkout-nonce': checkoutNonce(page),
    });
    const html = await res.text();
    expect(html).toMatch(/<option value="US" selected='selected'>/);
    expect(html).toContain('<option value="CA">California</option>');
    expect(html).toMatch(/name="billing_first_name" id="billing_first_name" placeholder="" value="Ana"/);
    // A complete address outside the zone: WooCommerce says no method ships there.
    expect(html).toContain('No hay métodos de envío disponibles.');
  });
});
