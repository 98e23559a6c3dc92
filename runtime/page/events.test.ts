import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allowed, emit, onThirdParty, EVENTS, VETO_EVENTS } from './events.ts';
import { fakeJQuery, type Handler } from './test-jquery.ts';

afterEach(() => {
  delete (window as unknown as { jQuery?: unknown }).jQuery;
});

describe('events', () => {
  it('dispatches the native islands: event with source and args', () => {
    const seen: unknown[] = [];
    const hear = (event: Event) => seen.push((event as CustomEvent).detail);
    document.body.addEventListener('islands:added_to_cart', hear);
    emit(EVENTS.addedToCart, 'add-to-cart', [{ a: '1' }, 'hash']);
    document.body.removeEventListener('islands:added_to_cart', hear);
    emit(EVENTS.addedToCart, 'add-to-cart', []);
    expect(seen).toEqual([{ source: 'add-to-cart', args: [{ a: '1' }, 'hash'] }]);
  });

  it('also triggers the jQuery event with the original argument order and the button as a jQuery object', () => {
    const jq = fakeJQuery();
    (window as unknown as { jQuery: unknown }).jQuery = jq;
    const button = document.createElement('a');
    const calls: unknown[][] = [];
    jq(document.body).on('added_to_cart', (_e, ...args) => calls.push(args));
    emit(EVENTS.addedToCart, 'add-to-cart', [{ sel: '<div></div>' }, 'h1', button]);
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toEqual({ sel: '<div></div>' });
    expect(calls[0]![1]).toBe('h1');
    expect((calls[0]![2] as { el: unknown }).el).toBe(button);
  });

  it('hears third-party jQuery triggers, with their arguments, and never its own', () => {
    const jq = fakeJQuery();
    (window as unknown as { jQuery: unknown }).jQuery = jq;
    const seen: unknown[] = [];
    const off = onThirdParty(EVENTS.fragmentRefresh, (args) => seen.push(args));
    jq(document.body).trigger('wc_fragment_refresh', ['del tema']);
    emit(EVENTS.fragmentRefresh, 'cart');
    off();
    jq(document.body).trigger('wc_fragment_refresh');
    expect(seen).toEqual([['del tema']]);
  });

  it("hears a third party's trigger made inside its handler of the bundle's own event", () => {
    const jq = fakeJQuery();
    (window as unknown as { jQuery: unknown }).jQuery = jq;
    // A theme that asks for fresh fragments whenever a product is added.
    jq(document.body).on('added_to_cart', () => jq(document.body).trigger('wc_fragment_refresh'));
    const seen: string[] = [];
    const offAdded = onThirdParty(EVENTS.addedToCart, () => seen.push('added'));
    const offRefresh = onThirdParty(EVENTS.fragmentRefresh, () => seen.push('refresh'));
    emit(EVENTS.addedToCart, 'add-to-cart', [{}, 'hash']);
    offAdded();
    offRefresh();
    expect(seen).toEqual(['refresh']);
  });

  it('asks third parties through triggerHandler: only a handler returning false vetoes, with the button wrapped', () => {
    const button = document.createElement('a');
    expect(allowed(VETO_EVENTS.addingToCart, [button]), 'no jQuery, nobody to ask').toBe(true);
    const jq = fakeJQuery();
    (window as unknown as { jQuery: unknown }).jQuery = jq;
    expect(allowed(VETO_EVENTS.addingToCart, [button]), 'no handler').toBe(true);
    const seen: unknown[] = [];
    jq(document.body).on(VETO_EVENTS.addingToCart, (_e, $button) => void seen.push(($button as { el: unknown }).el));
    expect(allowed(VETO_EVENTS.addingToCart, [button]), 'a handler returning nothing').toBe(true);
    jq(document.body).on(VETO_EVENTS.addingToCart, (() => false) as Handler);
    expect(allowed(VETO_EVENTS.addingToCart, [button]), 'a handler returning false').toBe(false);
    expect(seen).toEqual([button, button]);
  });
  it("gives a veto's listeners elements as jQuery objects, an object's $-named ones too (the checkout's $checkout_form)", () => {
    const jq = fakeJQuery();
    (window as unknown as { jQuery: unknown }).jQuery = jq;
    const form = document.createElement('form');
    const seen: unknown[] = [];
    jq(document.body).on(VETO_EVENTS.orderPlaced, (_event, answer, checkout) => seen.push(answer, checkout));
    const checkout = { get_payment_method: () => 'stripe', $checkout_form: form };
    expect(allowed(VETO_EVENTS.orderPlaced, [{ result: 'success' }, checkout])).toBe(true);
    const [answer, heard] = seen as [unknown, { get_payment_method(): string; $checkout_form: { el: EventTarget } }];
    expect(answer).toEqual({ result: 'success' });
    expect(heard.get_payment_method()).toBe('stripe');
    expect(heard.$checkout_form.el, 'a jQuery object around the form').toBe(form);
  });
});

describe('events flow one way', () => {
  /** The runtime's and the islands' sources, tests and their helpers (test-*.ts) left out. */
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/(\.test\.tsx?|^test-.*)$/.test(entry.name) ? [path] : [];
    });
  }

  it('the bundle hears the events it sends only as a third party triggers them: no module listens to their islands: copies', () => {
    const root = join(__dirname, '..', '..');
    // The names in the enums of event-names.ts (const enums: no object to read at run time).
    const names = [...readFileSync(join(__dirname, 'event-names.ts'), 'utf8').matchAll(/^\s+\w+ = '([^']+)'/gm)].map((m) => m[1]!);
    expect(names).toContain('added_to_cart');
    const listening = [...sources(join(root, 'runtime')), ...sources(join(root, 'widgets'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/addEventListener\(\s*[`'"]islands:([\w.-]+)/g)]
        .filter(([, name]) => names.includes(name!))
        .map(([, name]) => `${file}: ${name}`),
    );
    expect(listening).toEqual([]);
  });
});
