// @vitest-environment node
// Coupons, quantity rules, cart_hash and the checkout, through the wc-ajax endpoints and form posts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Shopper, testApp } from '../testing.ts';

type CartAnswer = { fragments: Record<string, string>; cart_hash: string };

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const nonceIn = (html: string): string => /name="security" value="([0-9a-f]{10})"/.exec(html)?.[1] ?? '';
const keyOf = (answer: CartAnswer): string => /data-key="([0-9a-f]{32})"/.exec(answer.fragments['div.xoo-wsc-container'] ?? '')?.[1] ?? '';
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
  payment_method: 'bacs',
  woocommerce_checkout_place_order: 'Realizar el pedido',
};

describe('apply_coupon', () => {
  it('answers the recorded notices: applied, again, unknown, empty, expired (recorded 13-16)', async () => {
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22' });
    const security = nonceIn(added.fragments['div.xoo-wsc-container'] ?? '');
    const apply = async (code: string) => (await shopper.post('/?wc-ajax=apply_coupon', { security, coupon_code: code })).text();
    expect(await apply('descuento10')).toContain('El código de cupón se ha aplicado correctamente.');
    expect(await apply(' DESCUENTO10 ')).toContain('¡El código del cupón «descuento10» ya se ha aplicado!');
    expect(await apply('noexiste')).toContain('<div role="alert">\n<ul class="woocommerce-error">');
    expect(await apply('noexiste')).toContain('El cupón «noexiste» no se puede aplicar porque no existe.');
    expect(await apply('')).toContain('Por favor, introduce un código de cupón.');
    expect(await apply('verano2025')).toContain('Este cupón ha caducado.');
    const cart = await shopper.ajax<CartAnswer>('get_refreshed_fragments');
    expect(cart.fragments['div.xoo-wsc-container']).toContain('Cupón: descuento10');
    expect(cart.fragments['div.xoo-wsc-container']).toMatch(
      /-<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;<\/span>1.00/,
    );
    expect(await shopper.html('/carrito/')).toContain('<tr class="cart-discount coupon-descuento10">');
  });

  it('answers 403 -1 without the nonce (recorded 17)', async () => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    const res = await shopper.post('/?wc-ajax=apply_coupon', { coupon_code: 'descuento10' });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('-1');
  });

  it('changes cart_hash exactly when the cart changes', async () => {
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22' });
    const again = await shopper.ajax<CartAnswer>('get_refreshed_fragments');
    expect(again.cart_hash).toBe(added.cart_hash);
    await shopper.post('/?wc-ajax=apply_coupon', {
      security: nonceIn(added.fragments['div.xoo-wsc-container'] ?? ''),
      coupon_code: 'descuento10',
    });
    const discounted = await shopper.ajax<CartAnswer>('get_refreshed_fragments');
    expect(discounted.cart_hash).not.toBe(added.cart_hash);
    const other = await shopper.tab().ajax<CartAnswer>('xoo_wsc_refresh_fragments');
    expect(other.cart_hash).toBe(discounted.cart_hash);
  });
});

describe('quantity rules', () => {
  it('prints the stepper bounds: stock max, empty max when unlimited, hidden 1 when sold individually', async () => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    await shopper.ajax('add_to_cart', { product_id: '80', quantity: '2' });
    const answer = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '23' });
    const side = answer.fragments['div.xoo-wsc-container'] ?? '';
    expect(side).toContain(
      'class="xoo-wsc-qty" min="1" max="5" step="1" value="1" inputmode="numeric" aria-label="Cantidad de Camiseta básica"',
    );
    expect(side).toContain('class="xoo-wsc-qty" min="2" max="20" step="2" value="2"');
    expect(side).toContain('<input type="hidden" class="xoo-wsc-qty" value="1" />');
    expect(side).toContain('<button type="button" class="xoo-wsc-shipping-calc">Calcular envío</button>');
  });

  it('refuses quantities off the step or under the minimum, keeping the line', async () => {
    const odd = await shopper.ajax<{ error?: boolean }>('add_to_cart', { product_id: '80', quantity: '3' });
    expect(odd.error).toBe(true);
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '80', quantity: '4' });
    const three = await shopper.ajax<CartAnswer>('xoo_wsc_update_item_quantity', {
      cart_key: keyOf(added),
      qty: '3',
      container: 'cart',
      noticeSection: 'cart',
      isCheckout: 'false',
      isCart: 'false',
    });
    expect(three.fragments['div.xoo-wsc-container']).toContain('«Chapas del podcast» solo se puede comprar en múltiplos de 2.');
    expect(three.fragments['div.xoo-wsc-container']).toContain('value="4"');
  });
});

describe('checkout', () => {
  it('stores the order with billing and attribution fields, empties the cart and shows the order', async () => {
    await shopper.ajax('add_to_cart', { product_id: '22', quantity: '2' });
    const page = await shopper.html('/finalizar-compra/');
    const res = await shopper.post('/finalizar-compra/', {
      ...BILLING,
      'woocommerce-process-checkout-nonce': checkoutNonce(page),
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'boletin',
      wc_order_attribution_session_pages: '3',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.pathname).toMatch(/^\/finalizar-compra\/pedido-recibido\/\d+\/$/);
    const row = app.db.prepare('SELECT * FROM orders').get() as Record<string, string>;
    expect(JSON.parse(row.attribution!)).toEqual({ source_type: 'utm', utm_source: 'boletin', session_pages: '3' });
    expect(JSON.parse(row.billing!)).toMatchObject({ first_name: 'Ana', email: 'ana@example.com' });
    expect(JSON.parse(row.totals!)).toEqual({ subtotal: 20, discount: 0, shipping: 5, total: 25 });
    const received = await shopper.html(location.pathname + location.search);
    expect(received).toContain('Gracias. Tu pedido ha sido recibido.');
    expect((await shopper.ajax<CartAnswer>('get_refreshed_fragments')).cart_hash).toBe('');
    expect((await shopper.get(`${location.pathname}?key=wrong`)).status).toBe(404);
  });

  it('re-renders with the required-field notices and keeps what was typed', async () => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    const page = await shopper.html('/finalizar-compra/');
    const res = await shopper.post('/finalizar-compra/', {
      ...BILLING,
      billing_first_name: '',
      billing_city: 'Sevilla',
      'woocommerce-process-checkout-nonce': checkoutNonce(page),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<strong>Nombre de facturación</strong> es un campo obligatorio.');
    expect(html).toMatch(/name="billing_city" id="billing_city" placeholder="" value="Sevilla"/);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });

  it("keeps typed values with replacement patterns ($&, $', $1) literally", async () => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    const page = await shopper.html('/finalizar-compra/');
    const typed = { billing_first_name: '', billing_city: "$'$`", billing_address_1: '$&$1$2', order_comments: '$$', billing_state: '$&' };
    const html = await (
      await shopper.post('/finalizar-compra/', { ...BILLING, ...typed, 'woocommerce-process-checkout-nonce': checkoutNonce(page) })
    ).text();
    expect(html).toMatch(/name="billing_city" id="billing_city" placeholder="" value="\$&#039;\$`"/);
    expect(html).toMatch(/name="billing_address_1" id="billing_address_1" placeholder="[^"]*" value="\$&amp;\$1\$2"/);
    expect(html).toMatch(/<textarea name="order_comments"[^>]*>\$\$<\/textarea>/);
    expect(html.length).toBeLessThan(page.length * 1.5);
  });
});
