// The cart's jQuery-era events leave the bundle from runtime/cart/cart-events.ts only, in WooCommerce's
// order with its arguments, and the islands do not need them: they react to $cart.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyAreas } from './busy.ts';
import { cartCall } from './cart-write.ts';
import { applyCartAnswer } from './cart-answer.ts';
import { $cart } from '../stores/cart.ts';

type Handler = (event: unknown, ...args: unknown[]) => void;
const w = window as unknown as { jQuery?: unknown };

/**
 * A jQuery stand-in recording every event triggered on the body, elements shown as $(class), and
 * what the page's mini cart said as each was triggered (`miniCart`).
 */
function recordingJQuery(): { log: unknown[][]; miniCart: (string | undefined)[] } {
  const log: unknown[][] = [];
  const miniCart: (string | undefined)[] = [];
  const show = (a: unknown) => (a && typeof a === 'object' && 'el' in a ? `$(${(a as { el: Element }).el.className})` : a);
  w.jQuery = (el: unknown) => ({
    el,
    trigger: (event: string | { type: string }, args: unknown[] = []) => {
      if (el !== document.body) return;
      log.push([typeof event === 'string' ? event : event.type, ...args.map(show)]);
      miniCart.push(document.querySelector('div.mini')?.textContent ?? undefined);
    },
    triggerHandler: () => undefined,
    on: (_name: string, _h: Handler) => {},
    off: (_name: string, _h: Handler) => {},
  });
  return { log, miniCart };
}

afterEach(() => {
  delete w.jQuery;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const CART_EVENTS = [
  'addingToCart',
  'addedToCart',
  'removedFromCart',
  'cartButtonUpdated',
  'fragmentsLoaded',
  'fragmentsRefreshed',
  'fragmentsAjaxError',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the cart events, for third parties', () => {
  it('an add, a remove and a refresh send the events jQuery listeners had, in the same order, with the same arguments', async () => {
    const { log, miniCart } = recordingJQuery();
    document.body.innerHTML = '<a class="add_to_cart_button"></a><a class="remove_from_cart_button"></a><div class="mini">0</div>';
    const button = document.querySelector('.add_to_cart_button')!;
    const link = document.querySelector('.remove_from_cart_button')!;
    const fragments = { 'div.mini': '<div class="mini">1</div>' };
    const added = await cartCall(
      {
        source: 'add-to-cart',
        signal: new AbortController().signal,
        failure: 'x',
        adding: { element: button, data: { product_id: '22' } },
      },
      async () => ({ fragments, cart_hash: 'h1' }),
    );
    if (added.end === 'answered')
      applyCartAnswer(added.answer, { source: 'add-to-cart', change: 'added', element: button, buttonUpdated: true });
    applyCartAnswer({ fragments, cart_hash: 'h2' }, { source: 'add-to-cart', change: 'removed', element: link });
    applyCartAnswer({ fragments, cart_hash: 'h3' }, { source: 'cart-fragments', change: 'refreshed' });
    expect(log).toEqual([
      ['adding_to_cart', '$(add_to_cart_button)', { product_id: '22' }],
      ['added_to_cart', fragments, 'h1', '$(add_to_cart_button)'],
      ['wc_cart_button_updated', '$(add_to_cart_button)'],
      ['wc_fragments_loaded'],
      ['removed_from_cart', fragments, 'h2', '$(remove_from_cart_button)'],
      ['wc_fragments_loaded'],
      ['wc_fragments_loaded'],
      ['wc_fragments_refreshed'],
    ]);
    // As WooCommerce's own added_to_cart handler, bound first, has swapped them by the time a third party's runs.
    expect(miniCart[1], 'the fragments are on the page as added_to_cart is sent').toBe('1');
  });

  it('are sent from runtime/cart/cart-events.ts alone, and no island listens to them', () => {
    const root = join(__dirname, '..', '..');
    const files = [...sources(join(root, 'runtime')), ...sources(join(root, 'widgets'))];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const name of CART_EVENTS) {
        const sent = new RegExp(`emit\\(EVENTS\\.${name}\\b`).test(text);
        if (!file.endsWith(join('runtime', 'cart', 'cart-events.ts'))) expect(sent, `${file} sends ${name}`).toBe(false);
        // What third parties trigger themselves is heard (onThirdParty: cart-answer.ts hears a theme's
        // own added_to_cart); what the bundle sends, nobody in it hears.
        const heard = new RegExp(`\\bon\\(EVENTS\\.${name}\\b`).test(text);
        expect(heard, `${file} listens to ${name}`).toBe(false);
      }
    }
  });

  it('the islands react to $cart even when every islands: event is swallowed', () => {
    const swallow = (event: Event) => event.stopImmediatePropagation();
    const names = ['added_to_cart', 'wc_fragments_loaded', 'wc_cart_button_updated'];
    names.forEach((n) => window.addEventListener(`islands:${n}`, swallow, { capture: true }));
    document.body.innerHTML = '<div class="mini">0</div>';
    const life = new AbortController();
    const release = busyAreas(() => document.querySelectorAll<HTMLElement>('div.mini'), life.signal)();
    const heard: string[] = [];
    const off = $cart.listen(({ change }) => void heard.push(String(change)));
    applyCartAnswer({ fragments: { 'div.mini': '<div class="mini">1</div>' }, cart_hash: 'h' }, { source: 'test', change: 'added' });
    off();
    expect(heard, 'one $cart change per answer').toEqual(['added']);
    expect(document.querySelector('div.mini')!.getAttribute('aria-busy'), 'the new area blocked again from $cart').toBe('true');
    release();
    life.abort();
    names.forEach((n) => window.removeEventListener(`islands:${n}`, swallow, { capture: true }));
  });
});
