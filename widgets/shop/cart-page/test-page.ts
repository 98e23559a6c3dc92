// Shared steps of the cart page's browser tests (fixture backend and real site): a cart page with
// a stand-in jQuery that records what is triggered on <body>, a marker that a reload would lose,
// and readers of what the shopper sees.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Before any page script: a jQuery stand-in whose trigger() logs [event, ...args] fired on document.body. */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Handler = (event: { type: string }, ...args: unknown[]) => unknown;
    const handlers = new Map<string, Handler[]>();
    const log: unknown[][] = [];
    const $ = (el: unknown) => ({
      0: el,
      jquery: 'stand-in',
      // As jQuery's: an event object's own fields reach the handlers (the bundle marks its own).
      trigger(event: string | { type: string }, args: unknown[] = []) {
        const e = typeof event === 'string' ? { type: event } : { ...event };
        if (el === document.body) log.push([e.type, ...args]);
        for (const h of handlers.get(e.type) ?? []) h(e, ...args);
      },
      triggerHandler: () => undefined,
      on(name: string, h: Handler) {
        handlers.set(name, [...(handlers.get(name) ?? []), h]);
      },
      off(name: string, h: Handler) {
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((x) => x !== h),
        );
      },
    });
    // A real site's jQuery may arrive after the bundle: only this stand-in when there is none.
    if (!(window as unknown as { jQuery?: unknown }).jQuery) Object.assign(window, { jQuery: $ });
    Object.assign(window, { cartEvents: log });
  });
}

const CART_EVENTS =
  /^(updated_wc_div|updated_cart_totals|applied_coupon|removed_coupon|updated_shipping_method|wc_cart_emptied|item_removed_from_classic_cart)$/;

/** The cart page's events recorded since the last call, in order. */
export async function takeEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate((re) => {
    const log = (window as unknown as { cartEvents: unknown[][] }).cartEvents;
    return log.splice(0).filter((e) => new RegExp(re).test(String(e[0])));
  }, CART_EVENTS.source);
}

/** A value on window: still there after an action means the page was not reloaded. */
export const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { cartMarker: number }).cartMarker = 42));
export const markerKept = (page: Page) => page.evaluate(() => (window as unknown as { cartMarker?: number }).cartMarker === 42);

export const squash = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
export const textOf = async (page: Page, selector: string): Promise<string> =>
  squash((await page.locator(selector).allTextContents()).join(' '));
export const lineNames = (page: Page) =>
  page
    .locator('.woocommerce-cart-form tr.cart_item td.product-name, .woocommerce-cart-form tr.cart_item th.product-name')
    .allTextContents()
    .then((n) => n.map(squash));

/** Dimmed, busy and not clickable: what a cart area shows while a call runs. */
export const blockState = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { opacity: style.opacity, busy: el.getAttribute('aria-busy'), pointerEvents: style.pointerEvents };
    });
export const BLOCKED = { opacity: '0.6', busy: 'true', pointerEvents: 'none' };

/** Waits until the focused element matches `selector` (the notice is focused after WooCommerce's 500 ms). */
export async function expectFocus(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, selector, { timeout: 5000 }).catch(() => undefined);
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className}` : 'nothing';
  });
  expect(await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector), `focus on ${selector}, not ${focused}`).toBe(
    true,
  );
}

/**
 * Records the cart page's events on a page loaded without the stand-in: through the page's real
 * jQuery when it has one, as a third party's handlers receive them, else as the bundle's native
 * `islands:` events. Resolves with which it listened to.
 */
export async function recordPageEvents(page: Page): Promise<'jquery' | 'native'> {
  return page.evaluate(
    (names) => {
      const log = ((window as unknown as { cartEvents?: unknown[][] }).cartEvents ??= []);
      log.length = 0;
      const $ = (
        window as unknown as { jQuery?: (el: unknown) => { on(n: string, h: (e: { type: string }, ...a: unknown[]) => void): void } }
      ).jQuery;
      if (typeof $ === 'function') {
        $(document.body).on(names.join(' '), (e, ...args) => log.push([e.type, ...args]));
        return 'jquery';
      }
      for (const name of names) {
        document.body.addEventListener(`islands:${name}`, (e) =>
          log.push([name, ...((e as CustomEvent<{ args: unknown[] }>).detail.args ?? [])]),
        );
      }
      return 'native';
    },
    [
      'updated_wc_div',
      'updated_cart_totals',
      'applied_coupon',
      'removed_coupon',
      'updated_shipping_method',
      'wc_cart_emptied',
      'item_removed_from_classic_cart',
    ],
  );
}
