import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS } from '../../../runtime/page/events.ts';
import { fakeJQuery } from '../../../runtime/page/test-jquery.ts';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { $cart } from '../../../runtime/stores/cart.ts';
import { widgets } from '../../registry.ts';

// WooCommerce's cart-fragments rules, with the shop's answers served by a fetch stand-in.
const MINI = 'div.widget_shopping_cart_content';
const fresh = { [MINI]: '<div class="widget_shopping_cart_content"><p>Del servidor</p></div>' };
const stored = { [MINI]: '<div class="widget_shopping_cart_content"><p>Guardado en la pestaña</p></div>' };

let islands: Islands | undefined;
let calls: string[];
beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  localStorage.clear();
  $cart.set({ itemCount: null, change: null });
  vi.spyOn(console, 'error').mockImplementation(() => {}); // no islands-config in these pages
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(new URL(String(input), 'http://tienda.test/').searchParams.get('wc-ajax') ?? String(input));
    return new Response(JSON.stringify({ fragments: fresh, cart_hash: 'hash-servidor' }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  islands?.stop();
  delete (window as unknown as { jQuery?: unknown }).jQuery;
  vi.restoreAllMocks();
  document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0';
  document.body.className = '';
  document.body.innerHTML = '';
});

/** A theme's own jQuery trigger on the body (the page keeps jQuery: tests that need one call withJQuery first). */
const themeTriggers = (name: string) =>
  (window as unknown as { jQuery: ReturnType<typeof fakeJQuery> }).jQuery(document.body).trigger(name);
const withJQuery = () => ((window as unknown as { jQuery: unknown }).jQuery = fakeJQuery());

async function page(extra = '', bodyClass = 'home woocommerce-no-js') {
  document.body.className = bodyClass;
  document.body.innerHTML = `<aside><div class="widget_shopping_cart_content"><p>HTML de la página</p></div></aside>${extra}`;
  islands = startIslands(widgets.filter((w) => w.name === 'cart-fragments'));
  await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
}
const mini = () => document.querySelector(MINI)!.textContent;
function storeInTab(hash: string, createdAgo: number) {
  sessionStorage.setItem('wc_fragments', JSON.stringify(stored));
  sessionStorage.setItem('wc_cart_hash', hash);
  sessionStorage.setItem('wc_cart_created', String(Date.now() - createdAgo));
}

describe('cart-fragments', () => {
  it('swaps woocommerce-no-js for woocommerce-js and, with nothing stored, fetches get_refreshed_fragments', async () => {
    await page();
    expect(document.body.classList.contains('woocommerce-js')).toBe(true);
    expect(document.body.classList.contains('woocommerce-no-js')).toBe(false);
    await vi.waitFor(() => expect(mini()).toBe('Del servidor'));
    expect(calls).toEqual(['get_refreshed_fragments']);
    expect(sessionStorage.getItem('wc_cart_hash')).toBe('hash-servidor');
  });

  it("mounts on a body WooCommerce's footer script already gave woocommerce-js, and fetches", async () => {
    await page('', 'home woocommerce-js');
    expect(document.body.className).toBe('home woocommerce-js');
    await vi.waitFor(() => expect(mini()).toBe('Del servidor'));
    expect(calls).toEqual(['get_refreshed_fragments']);
  });

  it("reuses this tab's fragments when their hash is the cookie's and they are under a day old", async () => {
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    storeInTab('abc', 60_000);
    await page();
    expect(mini()).toBe('Guardado en la pestaña');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it("fetches when the cookie's hash moved on, or the stored fragments are a day old", async () => {
    document.cookie = 'woocommerce_cart_hash=otro; path=/';
    storeInTab('abc', 60_000);
    await page();
    await vi.waitFor(() => expect(mini()).toBe('Del servidor'));
    islands?.stop();
    calls.length = 0;
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    storeInTab('abc', 25 * 60 * 60 * 1000);
    await page();
    await vi.waitFor(() => expect(calls).toEqual(['get_refreshed_fragments']));
  });

  it("leaves the first refresh to a side cart on the page, but refreshes on a theme's wc_fragment_refresh", async () => {
    withJQuery();
    await page('<div class="xoo-wsc-markup"></div>');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    themeTriggers('wc_fragment_refresh');
    await vi.waitFor(() => expect(mini()).toBe('Del servidor'));
    expect(calls).toEqual(['get_refreshed_fragments']);
  });

  it('refreshes when another tab changed the cart (storage event on the hash)', async () => {
    await page('<div class="xoo-wsc-markup"></div>');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash', newValue: 'de-otra-pestana' }));
    await vi.waitFor(() => expect(calls).toEqual(['get_refreshed_fragments']));
  });

  it('once unmounted, fetches nothing: refresh events, another tab, a page from the back/forward cache, the day-old expiry', async () => {
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    storeInTab('abc', 24 * 60 * 60 * 1000 - 1000); // a day old in one second
    withJQuery();
    await page();
    expect(mini()).toBe('Guardado en la pestaña');
    islands!.stop();
    themeTriggers('wc_fragment_refresh');
    themeTriggers('updated_wc_div');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash', newValue: 'de-otra-pestana' }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls).toEqual([]);
    expect(mini()).toBe('Guardado en la pestaña');
  });

  it('aborts a refresh under way when unmounted, quietly: no error logged, no wc_fragments_ajax_error', async () => {
    const signals: AbortSignal[] = [];
    vi.mocked(fetch).mockImplementation((_input, init) => {
      const signal = init!.signal!;
      signals.push(signal);
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await page();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    const errors = vi.mocked(console.error).mock.calls.length;
    const failed = vi.fn();
    document.body.addEventListener(`islands:${EVENTS.fragmentsAjaxError}`, failed);
    islands!.stop();
    expect(signals[0]!.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(vi.mocked(console.error).mock.calls.length).toBe(errors);
    expect(failed).not.toHaveBeenCalled();
    expect(mini()).toBe('HTML de la página');
  });
});

describe('the mini-cart widget hidden while the cart is empty', () => {
  const WIDGET = '<div class="widget_shopping_cart" id="mini"><div class="hide_cart_widget_if_empty"></div></div>';
  const shown = () => document.getElementById('mini')!.style.display !== 'none';

  it('shows as the woocommerce_items_in_cart cookie says, at load and after every cart change', async () => {
    await page(WIDGET);
    expect(shown()).toBe(false);
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    $cart.set({ itemCount: 1, change: 'added' });
    expect(shown()).toBe(true);
    document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
    $cart.set({ itemCount: 0, change: 'removed' });
    expect(shown()).toBe(false);
  });

  it('reads no cookie on a cart change where no widget asks for it (a read after an answer set cookies waits for the cookie store)', async () => {
    await page();
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const reads = vi.spyOn(document, 'cookie', 'get').mockImplementation(() => own.get!.call(document) as string);
    $cart.set({ itemCount: 1, change: 'added' });
    expect(reads).not.toHaveBeenCalled();
  });
});
