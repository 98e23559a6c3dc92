import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemCountOf, type Fragments } from './fragments.ts';
import { applyCartAnswer } from './cart-answer.ts';
import { $cart } from '../stores/cart.ts';
import { startIslands, type Islands } from '../core/mount.ts';
import { defineEnhancer } from '../core/enhancer.ts';

const mounts: string[] = [];
let islands: Islands;

beforeEach(() => {
  mounts.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  $cart.set({ itemCount: null, change: null });
  document.body.innerHTML = `
    <header><a href="/carrito/">Carrito <span class="islands-cart-count" data-widget="probe" data-props='{"count":0}'>0</span></a></header>
    <div class="widget_shopping_cart_content"><p>Vacío</p></div>
    <div class="widget_shopping_cart_content"><p>Vacío (pie)</p></div>`;
  const probe = defineEnhancer<{ count: number }>(
    (_el, p) => {
      mounts.push(`mount ${p.count}`);
      return () => mounts.push(`unmount ${p.count}`);
    },
    (raw) => raw as { count: number },
  );
  islands = startIslands([{ name: 'probe', hydrate: 'load', load: async () => ({ default: probe }) }]);
});
afterEach(() => islands.stop());

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

const fragments = {
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li>Camiseta básica × 2</li></ul></div>',
  'span.islands-cart-count': `<span class="islands-cart-count" data-widget="probe" data-props='{"count":2}'>2</span>`,
};

/** A cart answer as every island puts one on the page (runtime/cart/cart-write.ts): the swap is fragments.ts's. */
const applyFragments = (answer: Fragments, hash: string, source: string) =>
  applyCartAnswer({ fragments: answer, cart_hash: hash }, { source, change: 'updated' });

describe('applyFragments', () => {
  it('replaces every matched element whole, stores the hash and updates the cart store', async () => {
    await settle();
    const seen: string[] = [];
    const hear = (event: Event) => seen.push((event as CustomEvent<{ source: string }>).detail.source);
    document.body.addEventListener('islands:wc_fragments_loaded', hear);
    applyFragments(fragments, 'abc123', 'test');
    document.body.removeEventListener('islands:wc_fragments_loaded', hear);
    expect([...document.querySelectorAll('.widget_shopping_cart_content')].map((e) => e.textContent)).toEqual([
      'Camiseta básica × 2',
      'Camiseta básica × 2',
    ]);
    expect($cart.get()).toEqual({ itemCount: 2, change: 'updated' });
    expect(sessionStorage.getItem('wc_cart_hash')).toBe('abc123');
    expect(localStorage.getItem('wc_cart_hash')).toBe('abc123');
    expect(JSON.parse(sessionStorage.getItem('wc_fragments')!)).toEqual(fragments);
    expect(seen).toEqual(['test']);
  });

  it('lets the runtime remount islands inside fragments, twice over', async () => {
    await settle();
    applyFragments(fragments, 'h1', 'test');
    await settle();
    applyFragments({ 'span.islands-cart-count': fragments['span.islands-cart-count'].replace(/2/g, '3') }, 'h2', 'test');
    await settle();
    expect(mounts).toEqual(['mount 0', 'unmount 0', 'mount 2', 'unmount 2', 'mount 3']);
    expect(document.querySelectorAll('[data-island="mounted"]')).toHaveLength(1);
  });

  // Whether fragment HTML runs scripts is checked in Chromium (fragments.browser.test.ts): jsdom
  // runs none and loads no images, so here only the bad selector and the applied HTML count.
  it('applies fragment HTML, keeping its <script> element, and survives a bad selector', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    applyFragments(
      {
        'div.widget_shopping_cart_content':
          '<div class="widget_shopping_cart_content"><p>nuevo</p><script>window.ran = true</script></div>',
        'div[': '<div></div>',
      },
      'h',
      'test',
    );
    await settle();
    expect(document.querySelector('.widget_shopping_cart_content script'), 'the script is in the page').not.toBeNull();
    expect(document.querySelector('.widget_shopping_cart_content p')!.textContent).toBe('nuevo');
    expect(spy.mock.calls.map((c) => c[0])).toEqual(['[islands:test] Fragment selector is not valid CSS: "div["']);
    spy.mockRestore();
  });

  it('a hostile answer: entries that are not HTML text are left out, the others applied, a non-text hash is empty', async () => {
    const answer =
      JSON.parse(`{"div.widget_shopping_cart_content":null,"header":{"toString":1,"valueOf":1},"__proto__":"<b>x</b>","constructor":7,
      "span.islands-cart-count":"<span class=\\"islands-cart-count\\">3</span>"}`);
    applyFragments(answer, { toString: 1 } as unknown as string, 'test');
    await settle();
    expect(document.querySelector('.islands-cart-count')!.textContent).toBe('3');
    expect(document.querySelector('.widget_shopping_cart_content p')!.textContent, 'the null entry left it alone').toBe('Vacío');
    expect(Object.keys(JSON.parse(sessionStorage.getItem('wc_fragments')!))).toEqual(['__proto__', 'span.islands-cart-count']);
    expect(sessionStorage.getItem('wc_cart_hash')).toBe('');
  });

  it('quotes a 5 MB invalid fragment selector as a short excerpt', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    applyFragments({ [`!${'x'.repeat(5_000_000)}`]: '<div></div>' }, 'h', 'test');
    expect(spy.mock.calls.map((c) => c[0])).toEqual([`[islands:test] Fragment selector is not valid CSS: "!${'x'.repeat(119)}…"`]);
    spy.mockRestore();
  });

  it('uses the storage keys WooCommerce prints in wc_cart_fragments_params', () => {
    (window as unknown as Record<string, unknown>).wc_cart_fragments_params = {
      cart_hash_key: 'wc_cart_hash_x',
      fragment_name: 'wc_fragments_x',
    };
    applyFragments({}, 'h9', 'test');
    delete (window as unknown as Record<string, unknown>).wc_cart_fragments_params;
    expect(sessionStorage.getItem('wc_cart_hash_x')).toBe('h9');
    expect(sessionStorage.getItem('wc_fragments_x')).toBe('{}');
  });
});

describe('itemCountOf', () => {
  it('reads the side cart basket when there is no header island', () => {
    expect(
      itemCountOf({ 'div.xoo-wsc-container': '<div class="xoo-wsc-container"><span class="xoo-wsc-items-count">4</span></div>' }),
    ).toBe(4);
    expect(itemCountOf({ 'div.other': '<div>nada</div>' })).toBeNull();
  });
});
