// @vitest-environment node
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

const cartKeys = (html: string): string[] => [...html.matchAll(/name="cart\[([0-9a-f]{32})\]\[qty\]"/g)].map((m) => m[1] ?? '');
const quantityOf = (html: string, key: string): string | undefined =>
  new RegExp(`name="cart\\[${key}\\]\\[qty\\]"\\s+value="(\\d+)"`).exec(html)?.[1];

describe('?add-to-cart=ID', () => {
  it('adds, redirects to the same page without the parameter, and shows the notice once', async () => {
    const res = await shopper.get('/tienda/?orderby=price&add-to-cart=22');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://tienda.test/tienda/?orderby=price');
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      'wp_woocommerce_session_islands',
      'woocommerce_items_in_cart',
      'woocommerce_cart_hash',
    ]);
    const page = await shopper.html('/tienda/?orderby=price');
    expect(page).toContain(
      '<div class="woocommerce-message" role="alert">\n\t«Camiseta básica» se ha añadido a tu carrito. <a href="/carrito/" class="button wc-forward">Ver carrito</a>\n</div>',
    );
    expect(page).toContain(`data-props='{"count":1}'><span aria-hidden="true">1</span>`);
    expect(await shopper.html('/tienda/')).not.toContain('class="woocommerce-message"');
  });

  it('renders the page with the error notice when the add fails', async () => {
    const res = await shopper.get('/tienda/?add-to-cart=24');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      '<div role="alert">\n<ul class="woocommerce-error">\n\t<li>\n\t\tLo siento, este producto no se puede comprar.\n\t</li>\n</ul>\n</div>',
    );
  });
});

describe('product form POST', () => {
  it('adds a simple product with its quantity and redirects to the permalink', async () => {
    const res = await shopper.post('/producto/camiseta-basica/', { quantity: '3', 'add-to-cart': '22' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://tienda.test/producto/camiseta-basica/');
    const page = await shopper.html('/producto/camiseta-basica/');
    expect(page).toContain('3 &times; «Camiseta básica» se han añadido a tu carrito.');
  });

  it('finds the variation from the attributes when variation_id is 0 (no JavaScript)', async () => {
    const res = await shopper.post('/producto/sudadera-con-capucha/', {
      attribute_pa_color: 'azul',
      attribute_talla: 'S',
      quantity: '1',
      'add-to-cart': '25',
      product_id: '25',
      variation_id: '0',
    });
    expect(res.status).toBe(302);
    expect(await shopper.html('/carrito/')).toContain('Sudadera con capucha - Azul, S');
  });

  it("adds an 'any' variation with the chosen value listed under the name", async () => {
    const res = await shopper.post('/producto/gorra-del-podcast/', {
      attribute_pa_color: 'negro',
      attribute_tamano: 'Grande',
      quantity: '1',
      'add-to-cart': '60',
      product_id: '60',
      variation_id: '61',
    });
    expect(res.status).toBe(302);
    const cart = await shopper.html('/carrito/');
    expect(cart).toContain('>Gorra del podcast - Negro</a><dl class="variation">');
    expect(cart).toContain('<dd class="variation-Tamaño"><p>Grande</p>');
  });

  it('renders the error for an out-of-stock variation and for a missing choice', async () => {
    const soldOut = await shopper.post('/producto/sudadera-con-capucha/', {
      attribute_pa_color: 'azul',
      attribute_talla: 'M',
      quantity: '1',
      'add-to-cart': '25',
      product_id: '25',
      variation_id: '29',
    });
    expect(soldOut.status).toBe(200);
    expect(await soldOut.text()).toContain('No puedes añadir «Sudadera con capucha - Azul, M» al carrito porque el producto está agotado.');
    const missing = await shopper.post('/producto/sudadera-con-capucha/', {
      quantity: '1',
      'add-to-cart': '25',
      product_id: '25',
      variation_id: '0',
    });
    expect(await missing.text()).toContain('Por favor, elige las opciones del producto&hellip;');
  });
});

describe('cart page', () => {
  async function fillCart(): Promise<{ html: string; nonce: string; keys: string[] }> {
    await shopper.get('/tienda/?add-to-cart=22');
    await shopper.get('/tienda/?add-to-cart=23');
    const html = await shopper.html('/carrito/');
    const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    return { html, nonce, keys: cartKeys(html) };
  }

  it('updates quantities, removes lines set to 0, and redirects with "Carrito actualizado."', async () => {
    const { nonce, keys } = await fillCart();
    const [shirt = '', mug = ''] = keys;
    const res = await shopper.post('/carrito/', {
      [`cart[${shirt}][qty]`]: '4',
      [`cart[${mug}][qty]`]: '0',
      'woocommerce-cart-nonce': nonce,
      update_cart: 'Actualizar carrito',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://tienda.test/carrito/');
    const html = await shopper.html('/carrito/');
    expect(cartKeys(html)).toEqual([shirt]);
    expect(quantityOf(html, shirt)).toBe('4');
    expect(html).toContain('Carrito actualizado.');
  });

  it('stores a quantity over the stock and reports it, as WooCommerce does', async () => {
    const { nonce, keys } = await fillCart();
    await shopper.post('/carrito/', { [`cart[${keys[0]}][qty]`]: '50', 'woocommerce-cart-nonce': nonce, update_cart: '1' });
    const html = await shopper.html('/carrito/');
    expect(quantityOf(html, keys[0] ?? '')).toBe('50');
    expect(html).toContain(
      'Lo siento, no tenemos suficientes existencias de «Camiseta básica» para completar tu pedido (hay disponibilidad de 5). Sentimos cualquier inconveniente causado.',
    );
  });

  it('keeps a sold-individually line at one', async () => {
    const { nonce, keys } = await fillCart();
    const res = await shopper.post('/carrito/', { [`cart[${keys[1]}][qty]`]: '2', 'woocommerce-cart-nonce': nonce, update_cart: '1' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Solo puedes tener 1 Taza del podcast en tu carrito.');
  });

  it('ignores an update with a wrong nonce', async () => {
    const { keys } = await fillCart();
    const res = await shopper.post('/carrito/', { [`cart[${keys[0]}][qty]`]: '3', 'woocommerce-cart-nonce': 'bad', update_cart: '1' });
    expect(res.status).toBe(200);
    expect(quantityOf(await res.text(), keys[0] ?? '')).toBe('1');
  });

  it("removes with ?remove_item and the nonce, then restores with the notice's undo link", async () => {
    const { html, keys } = await fillCart();
    const href = /href="(\/carrito\/\?remove_item=[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const res = await shopper.get(href);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://tienda.test/carrito/');
    const after = await shopper.html('/carrito/');
    expect(cartKeys(after)).toEqual([keys[1]]);
    const undo =
      /«Camiseta básica» eliminado\. <a href="([^"]+)" class="restore-item">¿Deshacer\?<\/a>/.exec(after)?.[1]?.replace(/&amp;/g, '&') ??
      '';
    expect((await shopper.get(undo)).status).toBe(302);
    expect(cartKeys(await shopper.html('/carrito/')).sort()).toEqual([...keys].sort());
  });

  it('goes back to the referring page after a remove from the mini cart', async () => {
    const { html } = await fillCart();
    const href = /href="(\/carrito\/\?remove_item=[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const res = await shopper.get(href, { Referer: 'http://tienda.test/tienda/?orderby=price' });
    expect(res.headers.get('location')).toBe('http://tienda.test/tienda/?orderby=price&removed_item=1');
  });

  it('ignores ?remove_item with a wrong nonce', async () => {
    const { keys } = await fillCart();
    const res = await shopper.get(`/carrito/?remove_item=${keys[0]}&_wpnonce=bad`);
    expect(res.status).toBe(200);
    expect(cartKeys(await res.text())).toEqual(keys);
  });
});

describe('checkout', () => {
  it('redirects to the cart when the cart is empty (recorded checkout-empty-cart)', async () => {
    const res = await shopper.get('/finalizar-compra/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://tienda.test/carrito/');
    expect(res.headers.get('x-redirect-by')).toBe('WordPress');
  });

  it('shows the order review when the cart has items', async () => {
    await shopper.get('/tienda/?add-to-cart=22');
    const res = await shopper.get('/finalizar-compra/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Camiseta básica&nbsp; <strong class="product-quantity">&times;&nbsp;1</strong>');
    expect(html).toMatch(
      /class="order-total">\s*<th>Total<\/th>\s*<td><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;<\/span>15.00/,
    );
  });
});
