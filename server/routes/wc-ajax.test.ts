// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { FRAGMENT_KEYS } from '../render/fragments.ts';
import { Shopper, testApp } from '../testing.ts';

type CartAnswer = { fragments: Record<string, string>; cart_hash: string };

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

describe('add_to_cart', () => {
  it('answers {fragments, cart_hash} for the listing button payload (recorded 02)', async () => {
    const answer = await shopper.ajax<CartAnswer>('add_to_cart', {
      quantity: '1',
      product_id: '22',
      product_sku: 'SIMPLE-1',
      success_message: '«Camiseta básica» se ha añadido a tu carrito',
    });
    expect(Object.keys(answer)).toEqual(['fragments', 'cart_hash']);
    expect(Object.keys(answer.fragments)).toEqual([...FRAGMENT_KEYS]);
    expect(answer.fragments['div.xoo-wsc-slider']).toBe('');
    expect(answer.fragments['div.widget_shopping_cart_content']).toMatch(/^<div class="widget_shopping_cart_content">/);
    expect(answer.fragments['div.xoo-wsc-container']?.trim()).toMatch(/^<div class="xoo-wsc-container">[\s\S]*<\/div>$/);
    expect(answer.fragments['div.xoo-wsc-sc-cont']).toContain('<span class="xoo-wsc-sc-count">1</span>');
    expect(answer.fragments['span.islands-cart-count']).toBe(
      `<span class="islands-cart-count" data-widget="cart-count" data-props='{"count":1}'><span aria-hidden="true">1</span><span class="screen-reader-text">Artículos en el carrito: 1</span></span>`,
    );
  });

  it('adds a variation posted as product_id (recorded 03)', async () => {
    const answer = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '27', quantity: '1' });
    const mini = answer.fragments['div.widget_shopping_cart_content'];
    expect(mini).toContain('aria-label="Eliminar Sudadera con capucha - Rojo, M del carrito" data-product_id="25"');
    expect(mini).toContain('data-product_sku="VAR-1-ROJO-M"');
    expect(mini).toContain('href="/producto/sudadera-con-capucha/?attribute_pa_color=rojo&amp;attribute_talla=M"');
    expect(answer.fragments['div.xoo-wsc-container']).toContain('<dt class="variation-Talla">Talla:</dt>');
  });

  // The recorded error answers: exactly these keys, in this order.
  it.each([
    [
      'the parent of a variable product, attributes ignored (04)',
      { product_id: '25', variation_id: '26', attribute_pa_color: 'rojo', attribute_talla: 'S', quantity: '1' },
      'http://tienda.test/producto/sudadera-con-capucha/',
    ],
    ['an unknown product (05)', { product_id: '99999', quantity: '1' }, false],
    ['an external product (06)', { product_id: '24', quantity: '1' }, 'http://tienda.test/producto/plan-hosting/'],
    ['more than the stock (07)', { product_id: '22', quantity: '9' }, 'http://tienda.test/producto/camiseta-basica/'],
    ["a variation with an 'any' attribute", { product_id: '61', quantity: '1' }, 'http://tienda.test/producto/gorra-del-podcast/'],
  ])('answers {error, product_url} for %s', async (_, fields, productUrl) => {
    const res = await shopper.post('/?wc-ajax=add_to_cart', fields);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error', 'product_url']);
    expect(body).toEqual({ error: true, product_url: productUrl });
  });

  it('queues the error notices the side cart shows once, in order (recorded 08)', async () => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    await shopper.ajax('add_to_cart', { product_id: '25' });
    await shopper.ajax('add_to_cart', { product_id: '99999' });
    await shopper.ajax('add_to_cart', { product_id: '24' });
    await shopper.ajax('add_to_cart', { product_id: '22', quantity: '9' });
    const first = (await shopper.ajax<CartAnswer>('get_refreshed_fragments')).fragments['div.xoo-wsc-container'] ?? '';
    const notices = [...first.matchAll(/<li class="xoo-wsc-notice-error"><span class="xoo-wsc-icon-cross"><\/span>(.*?)<\/li>/g)].map(
      (m) => m[1],
    );
    expect(notices).toEqual([
      'Por favor, elige las opciones del producto visitando <a href="/producto/sudadera-con-capucha/" title="Sudadera con capucha">Sudadera con capucha</a>.',
      'Lo siento, este producto no se puede comprar.',
      'No puedes añadir esa cantidad de &quot;Camiseta básica&quot; al carrito porque no hay suficientes existencias (quedan 5). ',
    ]);
    const second = (await shopper.ajax<CartAnswer>('get_refreshed_fragments')).fragments['div.xoo-wsc-container'];
    expect(second).toContain('<ul class="xoo-wsc-notices"></ul>');
  });

  it("treats an empty or '0' quantity as one, as PHP's empty() does", async () => {
    await shopper.ajax('add_to_cart', { product_id: '22', quantity: '' });
    const answer = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22', quantity: '0' });
    expect(answer.fragments['div.widget_shopping_cart_content']).toContain('<span class="quantity">2 &times;');
  });
});

describe('remove_from_cart', () => {
  it('removes by cart_item_key, then answers {success:false} for the same key (recorded 20, 21)', async () => {
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22' });
    const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(added.fragments['div.widget_shopping_cart_content'] ?? '')?.[1] ?? '';
    const removed = await shopper.ajax<CartAnswer>('remove_from_cart', { cart_item_key: key });
    expect(Object.keys(removed)).toEqual(['fragments', 'cart_hash']);
    expect(removed.fragments['div.widget_shopping_cart_content']).toContain(
      '<p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p>',
    );
    expect(removed.fragments['div.xoo-wsc-container']).toContain('<div class="xoo-wsc-empty-cart">');
    expect(await shopper.ajax('remove_from_cart', { cart_item_key: key })).toEqual({ success: false });
  });

  it('answers {success:false} without a key or a session', async () => {
    expect(await shopper.ajax('remove_from_cart', {})).toEqual({ success: false });
  });
});

describe('fragments', () => {
  it('renders an empty cart for a visitor without cookies (recorded 01)', async () => {
    const answer = await shopper.ajax<CartAnswer>('xoo_wsc_refresh_fragments');
    expect(answer.cart_hash).toBe('');
    expect(Object.keys(answer.fragments)).toEqual([...FRAGMENT_KEYS]);
    expect(answer.fragments['span.islands-cart-count']).toContain(`data-props='{"count":0}'><span aria-hidden="true">0</span>`);
  });

  it('answers get_refreshed_fragments whatever the cache-buster', async () => {
    await shopper.ajax('add_to_cart', { product_id: '22' });
    const answer = await shopper.ajax<CartAnswer>('get_refreshed_fragments', { time: '1763780000000' });
    expect(answer.fragments['div.xoo-wsc-container']).toContain('<span class="xoo-wsc-items-count">1</span>');
  });
});

describe('get_variation', () => {
  it('answers the variation object, or false for no match, a partial choice or a simple product', async () => {
    const match = await shopper.ajax('get_variation', {
      attribute_pa_color: 'rojo',
      attribute_talla: 'S',
      product_id: '25',
      custom_data: '',
    });
    expect(match).toMatchObject({ variation_id: 26, sku: 'VAR-1-ROJO-S', is_in_stock: true, is_sold_individually: 'no', max_qty: '' });
    const soldOut = await shopper.ajax('get_variation', { attribute_pa_color: 'azul', attribute_talla: 'M', product_id: '25' });
    expect(soldOut).toMatchObject({
      variation_id: 29,
      is_in_stock: false,
      availability_html: '<p class="stock out-of-stock">Sin existencias</p>\n',
    });
    expect(await shopper.ajax('get_variation', { attribute_pa_color: 'rojo', product_id: '25' })).toBe(false);
    expect(await shopper.ajax('get_variation', { attribute_pa_color: 'verde', attribute_talla: 'S', product_id: '25' })).toBe(false);
    expect(await shopper.ajax('get_variation', { product_id: '22' })).toBe(false);
    // 'any' size: black matches whatever size was chosen.
    expect(
      await shopper.ajax('get_variation', { attribute_pa_color: 'negro', attribute_tamano: 'Grande', product_id: '60' }),
    ).toMatchObject({
      variation_id: 61,
      attributes: { attribute_pa_color: 'negro', attribute_tamano: '' },
    });
  });
});

it('answers an unknown wc-ajax endpoint with an empty 200, as wp_die() does', async () => {
  const res = await shopper.post('/?wc-ajax=no_such_endpoint', {});
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('');
});

describe('side cart endpoints', () => {
  const keyOf = (answer: CartAnswer, name: string): string =>
    new RegExp(`data-cart_item_key="([0-9a-f]{32})"[^>]*data-success_message="«${name}`).exec(
      answer.fragments['div.widget_shopping_cart_content'] ?? '',
    )?.[1] ?? '';
  const sideCart = { container: 'cart', noticeSection: 'cart', isCheckout: 'false', isCart: 'false' };

  it('xoo_wsc_update_item_quantity stores the quantity, even over the stock with a notice (recorded 10, 12)', async () => {
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22' });
    const key = keyOf(added, 'Camiseta');
    const three = await shopper.ajax<CartAnswer>('xoo_wsc_update_item_quantity', { ...sideCart, cart_key: key, qty: '3' });
    expect(three.fragments['div.xoo-wsc-container']).toContain('class="xoo-wsc-qty" min="1" max="5" step="1" value="3"');
    expect(three.fragments['div.xoo-wsc-container']).toContain('<ul class="xoo-wsc-notices"></ul>');
    const fifty = await shopper.ajax<CartAnswer>('xoo_wsc_update_item_quantity', { ...sideCart, cart_key: key, qty: '50' });
    expect(fifty.fragments['div.xoo-wsc-container']).toContain(
      '<li class="xoo-wsc-notice-error"><span class="xoo-wsc-icon-cross"></span>Lo siento, no tenemos suficientes existencias de «Camiseta básica» para completar tu pedido (hay disponibilidad de 5). Sentimos cualquier inconveniente causado.</li>',
    );
    expect(fifty.fragments['span.islands-cart-count']).toContain('>50</span>');
  });

  it('xoo_wsc_update_item_quantity with qty 0 deletes; an unknown key just answers the fragments (recorded 11, 19)', async () => {
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22' });
    const unknown = await shopper.ajax<CartAnswer>('xoo_wsc_update_item_quantity', { ...sideCart, cart_key: 'nope', qty: '2' });
    expect(unknown.cart_hash).toBe(added.cart_hash);
    const deleted = await shopper.ajax<CartAnswer>('xoo_wsc_update_item_quantity', {
      ...sideCart,
      cart_key: keyOf(added, 'Camiseta'),
      qty: '0',
    });
    expect(deleted.cart_hash).toBe('');
  });

  it("xoo_wsc_add_to_cart adds through the form handler, so an 'any' variation works (recorded 22, 23)", async () => {
    const form = new FormData();
    for (const [k, val] of Object.entries({
      attribute_pa_color: 'negro',
      attribute_tamano: 'Único',
      quantity: '2',
      'add-to-cart': '60',
      product_id: '60',
      variation_id: '61',
      action: 'xoo_wsc_add_to_cart',
    }))
      form.append(k, val);
    const res = await shopper.request('/?wc-ajax=xoo_wsc_add_to_cart', { method: 'POST', body: form });
    const answer = (await res.json()) as CartAnswer;
    expect(Object.keys(answer)).toEqual(['fragments', 'cart_hash']);
    expect(answer.fragments['div.xoo-wsc-container']).toContain('<dd class="variation-Tamaño"><p>Único</p>');
    expect(answer.fragments['div.xoo-wsc-container']).toContain('<ul class="xoo-wsc-notices"></ul>');
  });

  it('xoo_wsc_add_to_cart answers {error:1, notice} with the markup notice (recorded 24, 27)', async () => {
    const post = async (fields: Record<string, string>): Promise<Record<string, unknown>> => {
      const form = new FormData();
      for (const [k, val] of Object.entries(fields)) form.append(k, val);
      return (await (await shopper.request('/?wc-ajax=xoo_wsc_add_to_cart', { method: 'POST', body: form })).json()) as Record<
        string,
        unknown
      >;
    };
    expect(
      await post({
        attribute_pa_color: 'azul',
        attribute_talla: 'M',
        quantity: '1',
        'add-to-cart': '25',
        product_id: '25',
        variation_id: '29',
      }),
    ).toEqual({
      error: 1,
      notice:
        '\r\n<div class="xoo-wsc-markup-notices">\r\n\t<div class="xoo-wsc-notice-container" data-section="markup"><ul class="xoo-wsc-notices"><li class="xoo-wsc-notice-error"><span class="xoo-wsc-icon-cross"></span>No puedes añadir «Sudadera con capucha - Azul, M» al carrito porque el producto está agotado.</li></ul></div></div>',
    });
    await post({ quantity: '1', 'add-to-cart': '23' });
    const again = await post({ quantity: '1', 'add-to-cart': '23' });
    expect(again.notice).toContain(
      'No puedes añadir otro «Taza del podcast» a tu carrito. <a href="/carrito/" class="button wc-forward">Ver carrito</a>',
    );
    // The notice went into the answer, not into the session for later.
    expect((await shopper.ajax<CartAnswer>('get_refreshed_fragments')).fragments['div.xoo-wsc-container']).toContain(
      '<ul class="xoo-wsc-notices"></ul>',
    );
  });

  it('xoo_wsc_add_to_cart without add-to-cart answers an empty 200 (recorded 28)', async () => {
    const res = await shopper.request('/?wc-ajax=xoo_wsc_add_to_cart', { method: 'POST', body: new FormData() });
    expect([res.status, await res.text()]).toEqual([200, '']);
  });
});
