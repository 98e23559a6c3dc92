import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { $cart, cartUpdated } from '../../../runtime/stores/cart.ts';
import { widgets } from '../../registry.ts';

let islands: Islands | undefined;
/** Waits until every island has left "pending" (the widget chunk is a real dynamic import). */
const settle = () => vi.waitFor(() => expect(document.querySelector('[data-island="pending"]')).toBeNull(), { timeout: 5000 });
beforeEach(() => $cart.set({ itemCount: null, change: null }));
afterEach(() => {
  islands?.stop();
  vi.restoreAllMocks();
});

function page(props: string) {
  document.body.innerHTML = `<a href="/carrito/">Carrito <span class="islands-cart-count" data-widget="cart-count" data-props='${props}'>2</span></a>`;
  islands = startIslands(widgets.filter((w) => w.name === 'cart-count'));
}

describe('cart-count', () => {
  it('shows the server count with a Spanish label, then follows the cart store', async () => {
    page('{"count":2}');
    await settle();
    const el = document.querySelector('.islands-cart-count')!;
    expect(el.getAttribute('data-island')).toBe('mounted');
    expect(el.querySelector('.screen-reader-text')!.textContent).toBe('Artículos en el carrito: 2');
    cartUpdated('updated', 5);
    expect(el.querySelector('[aria-hidden]')!.textContent).toBe('5');
    expect(el.querySelector('.screen-reader-text')!.textContent).toBe('Artículos en el carrito: 5');
  });

  it('gives the server markup back when unmounted', async () => {
    page('{"count":2}');
    await settle();
    islands!.stop();
    expect(document.querySelector('.islands-cart-count')!.innerHTML).toBe('2');
    cartUpdated('updated', 5); // no longer followed
    expect(document.querySelector('.islands-cart-count')!.innerHTML).toBe('2');
    expect($cart.lc).toBe(0);
  });

  it('rejects a count that is not a whole number, keeping the server HTML', async () => {
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...a) => void errors.push(a));
    page('{"count":"dos"}');
    await settle();
    const el = document.querySelector('.islands-cart-count')!;
    expect(el.getAttribute('data-island')).toBe('error');
    expect(el.textContent).toBe('2');
    expect(errors[0]![0]).toBe('[islands:cart-count] props.count must be a whole number ≥ 0, got "dos" on <span.islands-cart-count>');
  });

  it('quotes a 5 MB bad count as a short excerpt, not whole', async () => {
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...a) => void errors.push(a));
    page(`{"count":"${'9'.repeat(5_000_000)}"}`);
    await settle();
    expect(document.querySelector('.islands-cart-count')!.getAttribute('data-island')).toBe('error');
    expect(errors[0]![0]).toMatch(
      /^\[islands:cart-count\] props\.count must be a whole number ≥ 0, got "9{120}…" on <span\.islands-cart-count>$/,
    );
    expect(errors.flat().map(String).join(' ').length, 'everything logged, the error object too').toBeLessThan(1000);
  });
});
