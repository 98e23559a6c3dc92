// @vitest-environment node
// The cart page's contracts as the real WooCommerce 10.0.2 site answers them (probed on
// ../shared/wordpress): wc-ajax remove_coupon, update_shipping_method and get_cart_totals, and the
// shipping calculator's post, which renders the cart page with its notice (no redirect).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Shopper, testApp } from '../testing.ts';

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

/** The cart page's wc_cart_params nonces and its calculator nonce. */
async function cartPage(): Promise<{ html: string; apply: string; remove: string; shipping: string; calculator: string }> {
  const html = await shopper.html('/carrito/');
  const params = JSON.parse(/var wc_cart_params = (\{.*?\});/.exec(html)?.[1] ?? '{}') as Record<string, string>;
  const calculator = /name="woocommerce-shipping-calculator-nonce" value="(\w+)"/.exec(html)?.[1] ?? '';
  return {
    html,
    apply: params.apply_coupon_nonce ?? '',
    remove: params.remove_coupon_nonce ?? '',
    shipping: params.update_shipping_method_nonce ?? '',
    calculator,
  };
}

const squash = (html: string): string => html.replace(/\s+/g, ' ');
const methods = (html: string): string[] =>
  [...html.matchAll(/<input type="(radio|hidden)" name="shipping_method\[0\]"[^>]*value="([^"]+)"[^>]*?( checked='checked')?\s?\/>/g)].map(
    (m) => `${m[1]} ${m[2]}${m[3] ? ' checked' : ''}`,
  );

beforeEach(async () => {
  await shopper.get('/?add-to-cart=22');
});

describe('update_shipping_method and get_cart_totals', () => {
  it('answer the cart_totals div; one method is a hidden input', async () => {
    const { shipping } = await cartPage();
    const res = await shopper.post('/?wc-ajax=get_cart_totals', {});
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    const totals = await res.text();
    expect(totals).toMatch(/^<div class="cart_totals ">[\s\S]*<\/div>$/);
    expect(methods(totals)).toEqual(['hidden flat_rate:1']);
    expect(squash(totals)).toContain('Enviar a <strong>Madrid</strong>.');
    expect(squash(totals)).toContain(
      '<td data-title="Total"><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>15.00</bdi></span></strong>',
    );
    expect(
      await (await shopper.post('/?wc-ajax=update_shipping_method', { security: shipping, 'shipping_method[0]': 'flat_rate:1' })).text(),
    ).toBe(totals);
  });

  it('a free-shipping coupon offers a second method, chosen by default; the shopper may go back to the flat rate', async () => {
    const { apply, shipping } = await cartPage();
    expect(await (await shopper.post('/?wc-ajax=apply_coupon', { security: apply, coupon_code: 'enviogratis' })).text()).toContain(
      'El código de cupón se ha aplicado correctamente.',
    );
    let totals = await (await shopper.post('/?wc-ajax=get_cart_totals', {})).text();
    expect(methods(totals)).toEqual(['radio flat_rate:1', 'radio free_shipping:2 checked']);
    expect(squash(totals)).toContain('<td data-title="Cupón: enviogratis">Cupón de envío gratuito <a role="button"');
    expect(squash(totals)).toContain('<label for="shipping_method_0_free_shipping2">Envío gratuito</label>');
    totals = await (
      await shopper.post('/?wc-ajax=update_shipping_method', { security: shipping, 'shipping_method[0]': 'flat_rate:1' })
    ).text();
    expect(methods(totals)).toEqual(['radio flat_rate:1 checked', 'radio free_shipping:2']);
    expect(squash(totals)).toContain('&#36;</span>15.00</bdi></span></strong>');
    // The choice holds on the cart page itself, and a method not offered changes nothing.
    await shopper.post('/?wc-ajax=update_shipping_method', { security: shipping, 'shipping_method[0]': 'local_pickup:9' });
    expect(methods((await cartPage()).html)).toEqual(['radio flat_rate:1 checked', 'radio free_shipping:2']);
  });

  it('without the nonce stops with 403 -1 and changes nothing', async () => {
    const res = await shopper.post('/?wc-ajax=update_shipping_method', { 'shipping_method[0]': 'free_shipping:2' });
    expect([res.status, await res.text()]).toEqual([403, '-1']);
  });
});

describe('remove_coupon', () => {
  it("says the coupon was removed, in the real site's words, applied or not; an empty code fails", async () => {
    const { apply, remove } = await cartPage();
    await shopper.post('/?wc-ajax=apply_coupon', { security: apply, coupon_code: 'descuento10' });
    const removed = await (await shopper.post('/?wc-ajax=remove_coupon', { security: remove, coupon: 'descuento10' })).text();
    expect(squash(removed)).toBe(' <div class="woocommerce-message" role="alert"> El cupón ha sido eliminado. </div>'.trim());
    expect((await cartPage()).html).not.toContain('cart-discount');
    expect(squash(await (await shopper.post('/?wc-ajax=remove_coupon', { security: remove, coupon: 'descuento10' })).text())).toContain(
      'El cupón ha sido eliminado.',
    );
    expect(squash(await (await shopper.post('/?wc-ajax=remove_coupon', { security: remove, coupon: ' ' })).text())).toContain(
      '<ul class="woocommerce-error"> <li> Lo siento, ha habido un problema al borrar este cupón. </li> </ul>',
    );
  });
});

describe('the shipping calculator', () => {
  const calculate = async (fields: Record<string, string>): Promise<string> => {
    const { calculator } = await cartPage();
    const res = await shopper.post('/carrito/', {
      ...fields,
      calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': calculator,
      _wp_http_referer: '/carrito/',
    });
    expect(res.status).toBe(200);
    return squash(await res.text());
  };

  it('renders the cart page for a destination outside the zone: no method, and says why', async () => {
    const html = await calculate({
      calc_shipping_country: 'FR',
      calc_shipping_state: '',
      calc_shipping_city: 'Paris',
      calc_shipping_postcode: '75001',
    });
    expect(html).toContain('<div class="woocommerce-info" role="status"> Costes de envío actualizados. </div>');
    expect(html).toContain('No se han encontrado opciones de envío para <strong>75001 PARIS, Francia</strong>.');
    expect(html).toContain('role="button">Introduce una dirección diferente</a>');
    expect(html).toContain('<input type="hidden" name="calc_shipping_state" id="calc_shipping_state" />');
    expect(methods(html)).toEqual([]);
    expect(html).toContain('&#36;</span>10.00</bdi></span></strong>');
  });

  it('back in the zone the flat rate returns, with the destination named', async () => {
    await calculate({ calc_shipping_country: 'FR', calc_shipping_postcode: '75001' });
    const html = await calculate({
      calc_shipping_country: 'ES',
      calc_shipping_state: 'B',
      calc_shipping_city: 'Barcelona',
      calc_shipping_postcode: '08001',
    });
    expect(html).toContain('Enviar a <strong>08001 Barcelona, Barcelona</strong>.');
    expect(html).toContain(`<option value="B" selected='selected'>Barcelona</option>`);
    expect(methods(html)).toEqual(['hidden flat_rate:1']);
  });

  it('refuses an invalid postcode with the error notice, keeping the destination', async () => {
    const html = await calculate({ calc_shipping_country: 'ES', calc_shipping_state: 'M', calc_shipping_postcode: '2800' });
    expect(html).toContain('Por favor, introduce un código postal válido.');
    expect(html).not.toContain('Costes de envío actualizados.');
    expect(html).toContain('Enviar a <strong>Madrid</strong>.');
  });

  it('does nothing without its nonce', async () => {
    const res = await shopper.post('/carrito/', {
      calc_shipping_country: 'FR',
      calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': 'nope',
    });
    const html = squash(await res.text());
    expect(html).not.toContain('Costes de envío actualizados.');
    expect(html).toContain('Enviar a <strong>Madrid</strong>.');
  });
});
