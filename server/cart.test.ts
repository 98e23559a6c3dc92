// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { Shopper, testApp } from './testing.ts';

type CartAnswer = { fragments: Record<string, string>; cart_hash: string };

let app: App;
beforeEach(() => {
  app = testApp();
});
afterEach(() => app.close());

describe('cart hash', () => {
  it('changes exactly when the cart changes', async () => {
    const shopper = new Shopper(app);
    const hashes: string[] = [];
    const record = async (endpoint: string, fields: Record<string, string> = {}): Promise<void> => {
      hashes.push((await shopper.ajax<CartAnswer>(endpoint, fields)).cart_hash);
    };
    await record('get_refreshed_fragments');
    await record('add_to_cart', { product_id: '22', quantity: '1' });
    await record('get_refreshed_fragments');
    await record('xoo_wsc_refresh_fragments');
    await record('add_to_cart', { product_id: '27', quantity: '1' });
    await record('add_to_cart', { product_id: '22', quantity: '1' });
    const key = /data-key="([0-9a-f]{32})"/.exec(
      (await shopper.ajax<CartAnswer>('get_refreshed_fragments')).fragments['div.xoo-wsc-container'] ?? '',
    )?.[1];
    await record('remove_from_cart', { cart_item_key: key ?? '' });
    await record('get_refreshed_fragments');
    // A refused add (over the stock of 5) changes nothing.
    await shopper.ajax('add_to_cart', { product_id: '22', quantity: '9' });
    await record('get_refreshed_fragments');

    const [empty, one, oneAgain, oneXoo, two, three, afterRemove, stillAfterRemove, afterRefused] = hashes;
    expect(empty).toBe('');
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect([oneAgain, oneXoo]).toEqual([one, one]);
    expect(new Set([one, two, three, afterRemove]).size).toBe(4);
    expect([stillAfterRemove, afterRefused]).toEqual([afterRemove, afterRemove]);
  });

  it('is the empty string again once the cart is emptied', async () => {
    const shopper = new Shopper(app);
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22' });
    const key = /data-cart_item_key="([0-9a-f]+)"/.exec(added.fragments['div.widget_shopping_cart_content'] ?? '')?.[1] ?? '';
    const removed = await shopper.ajax<CartAnswer>('remove_from_cart', { cart_item_key: key });
    expect(removed.cart_hash).toBe('');
  });
});

describe('cookies', () => {
  it('sets the session, items and hash cookies on the first add, as the shop does', async () => {
    const shopper = new Shopper(app);
    const res = await shopper.post('/?wc-ajax=add_to_cart', { product_id: '22', quantity: '1' });
    const body = (await res.json()) as CartAnswer;
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual([
      expect.stringMatching(/^wp_woocommerce_session_islands=[0-9a-f]{32}; expires=.*; Max-Age=172800; path=\/; HttpOnly$/),
      'woocommerce_items_in_cart=1; path=/',
      `woocommerce_cart_hash=${body.cart_hash}; path=/`,
    ]);
  });

  it('sends only the hash cookie when items_in_cart is already set', async () => {
    const shopper = new Shopper(app);
    await shopper.ajax('add_to_cart', { product_id: '22' });
    const res = await shopper.post('/?wc-ajax=add_to_cart', { product_id: '27' });
    expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(/^woocommerce_cart_hash=[0-9a-f]{32}; path=\/$/)]);
  });

  it('expires both cart cookies when the cart empties, and sets nothing when nothing changed', async () => {
    const shopper = new Shopper(app);
    const added = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22' });
    const key = /data-cart_item_key="([0-9a-f]+)"/.exec(added.fragments['div.widget_shopping_cart_content'] ?? '')?.[1] ?? '';
    expect((await shopper.post('/?wc-ajax=get_refreshed_fragments', {})).headers.getSetCookie()).toEqual([]);
    const res = await shopper.post('/?wc-ajax=remove_from_cart', { cart_item_key: key });
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^woocommerce_items_in_cart=0; expires=.*; Max-Age=0; path=\/$/),
      expect.stringMatching(/^woocommerce_cart_hash=0; expires=.*; Max-Age=0; path=\/$/),
    ]);
    expect([...shopper.jar.keys()]).toEqual(['wp_woocommerce_session_islands']);
  });

  it('sets no cookie for a fragments refresh without a session', async () => {
    const res = await new Shopper(app).post('/?wc-ajax=xoo_wsc_refresh_fragments', {});
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('sessions', () => {
  it('keeps two shoppers apart', async () => {
    const ana = new Shopper(app);
    const pedro = new Shopper(app);
    await ana.ajax('add_to_cart', { product_id: '22', quantity: '2' });
    await pedro.ajax('add_to_cart', { product_id: '23' });
    const anaCart = await ana.ajax<CartAnswer>('get_refreshed_fragments');
    const pedroCart = await pedro.ajax<CartAnswer>('get_refreshed_fragments');
    expect(anaCart.fragments['span.islands-cart-count']).toContain(`data-props='{"count":2}'`);
    expect(anaCart.fragments['div.widget_shopping_cart_content']).not.toContain('Taza del podcast');
    expect(pedroCart.fragments['div.widget_shopping_cart_content']).not.toContain('Camiseta básica');
    expect(anaCart.cart_hash).not.toBe(pedroCart.cart_hash);
  });

  it('shows one cart to two tabs with the same session cookie', async () => {
    const tab1 = new Shopper(app);
    await tab1.get('/tienda/');
    const tab2 = tab1.tab();
    await tab1.ajax('add_to_cart', { product_id: '22' });
    const seen = await tab2.ajax<CartAnswer>('get_refreshed_fragments');
    expect(seen.fragments['div.widget_shopping_cart_content']).toContain('Camiseta básica');
    await tab2.ajax('add_to_cart', { product_id: '22' });
    const html = await tab1.html('/carrito/');
    expect(html).toMatch(/name="cart\[[0-9a-f]{32}\]\[qty\]"\s+value="2"/);
  });

  it('ignores an unknown session cookie and starts a new session', async () => {
    const shopper = new Shopper(app);
    shopper.jar.set('wp_woocommerce_session_islands', 'forged');
    await shopper.ajax('add_to_cart', { product_id: '22' });
    expect(shopper.jar.get('wp_woocommerce_session_islands')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('cart rules', () => {
  it('merges the same product into one line and counts quantities', async () => {
    const shopper = new Shopper(app);
    await shopper.ajax('add_to_cart', { product_id: '22', quantity: '2' });
    const answer = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '22', quantity: '1' });
    const mini = answer.fragments['div.widget_shopping_cart_content'] ?? '';
    expect(mini.match(/mini_cart_item/g)).toHaveLength(1);
    expect(mini).toContain('<span class="quantity">3 &times;');
    expect(answer.fragments['div.xoo-wsc-container']).toContain('<span class="xoo-wsc-items-count">3</span>');
  });

  it('refuses more than the stock, counting what is already in the cart', async () => {
    const shopper = new Shopper(app);
    await shopper.ajax('add_to_cart', { product_id: '22', quantity: '4' });
    expect(await shopper.ajax('add_to_cart', { product_id: '22', quantity: '2' })).toEqual({
      error: true,
      product_url: 'http://tienda.test/producto/camiseta-basica/',
    });
    const side = (await shopper.ajax<CartAnswer>('get_refreshed_fragments')).fragments['div.xoo-wsc-container'];
    expect(side).toContain(
      'No puedes añadir esa cantidad al carrito &mdash; tenemos 5 en existencias y ya tienes 4 en tu carrito. <a href="/carrito/" class="button wc-forward">Ver carrito</a>',
    );
  });

  it('keeps a sold-individually product at one', async () => {
    const shopper = new Shopper(app);
    const first = await shopper.ajax<CartAnswer>('add_to_cart', { product_id: '23', quantity: '3' });
    expect(first.fragments['div.widget_shopping_cart_content']).toContain('<span class="quantity">1 &times;');
    expect(await shopper.ajax('add_to_cart', { product_id: '23' })).toEqual({
      error: true,
      product_url: 'http://tienda.test/producto/taza-del-podcast/',
    });
    const side = (await shopper.ajax<CartAnswer>('get_refreshed_fragments')).fragments['div.xoo-wsc-container'];
    expect(side).toContain('No puedes añadir otro «Taza del podcast» a tu carrito.');
  });

  it('refuses an out-of-stock variation', async () => {
    const shopper = new Shopper(app);
    expect(await shopper.ajax('add_to_cart', { product_id: '29' })).toMatchObject({ error: true });
    const side = (await shopper.ajax<CartAnswer>('get_refreshed_fragments')).fragments['div.xoo-wsc-container'];
    expect(side).toContain('No puedes añadir «Sudadera con capucha - Azul, M» al carrito porque el producto está agotado.');
  });
});
