// Third-party code on the real site: a small script depending on `jquery` (the test site's
// must-use recorder, scripts/real-site.mjs, turned on per browser context) records every
// WooCommerce, Side Cart, Contact Form 7, Elementor and WooCommerce Blocks event the page sends.
// Each shopper flow runs once on the shop's own scripts (?islands=0) and once on the islands:
// the islands' record must hold every event of the original's, in the same order, on the same
// target, with arguments of the same shapes (docs/events.md). Events a page sends while it loads
// are compared apart, as a set: the islands mount in their own order.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { realSiteSuite, type RealSite } from '../real-site.ts';
import { fillBilling } from './helpers.ts';

interface Heard {
  kind: 'jquery' | 'jquery-ask' | 'native';
  name: string;
  target: string;
  args: string[];
}

interface Flow {
  /** What the page holds before (a line in the cart), through the shop's no-script address. */
  cart?: 'simple' | 'mug';
  path: string;
  /** The page is ready for the shopper (its islands mounted, its first calls answered). */
  ready(page: Page): Promise<void>;
  act(page: Page, site: RealSite): Promise<void>;
}

/**
 * Differences that are deliberate, better behaviour of the islands, with their reason; anything
 * else the original sends and the islands do not fails the test.
 */
const NOT_SENT_BY_DESIGN: Record<string, string> = {};

const key = (h: Heard) => `${h.kind} ${h.name} @${h.target} (${h.args.join(', ')})`;

/** Runs one flow with the recorder on; returns what was heard while loading and while acting. */
async function record(site: RealSite, flow: Flow, original: boolean): Promise<{ load: Heard[]; act: Heard[] }> {
  const page = await site.newPage({ siteConfiguration: { filters: { islands_test_recorder: true } } });
  page.setDefaultTimeout(20_000);
  if (flow.cart) await page.goto(site.url(`/?add-to-cart=${flow.cart === 'mug' ? site.ids.mug_id : site.ids.simple_id}`, { original: true }));
  await page.goto(site.url(flow.path, { original }));
  await flow.ready(page);
  await page.waitForLoadState('networkidle');
  const load = await heard(page, true);
  await flow.act(page, site);
  await page.waitForLoadState('networkidle').catch(() => {});
  const act = await heard(page, false);
  return { load, act };
}

/** What the recorder holds, emptied (`take`) or read; on a page that is gone, what was read last. */
const heard = (page: Page, take: boolean): Promise<Heard[]> =>
  page.evaluate((take) => {
    const all = (window as unknown as { __recorded?: Heard[] }).__recorded ?? [];
    return take ? all.splice(0) : all.slice();
  }, take);

/** The original's events missing from the islands' record, in order (a subsequence check). */
function missing(original: Heard[], islands: Heard[]): string[] {
  const lost: string[] = [];
  let at = 0;
  for (const h of original) {
    if (NOT_SENT_BY_DESIGN[h.name]) continue;
    const found = islands.findIndex((i, n) => n >= at && key(i) === key(h));
    if (found === -1) lost.push(key(h));
    else at = found + 1;
  }
  return lost;
}

async function compare(site: RealSite, flow: Flow): Promise<{ original: Heard[]; islands: Heard[] }> {
  const original = await record(site, flow, true);
  const islands = await record(site, flow, false);
  if (process.env.ISLANDS_DEBUG_RECORD) {
    for (const [side, r] of Object.entries({ original, islands })) console.log(`${flow.path} ${side}\n load: ${r.load.map(key).join('\n   ')}\n act:  ${r.act.map(key).join('\n   ')}`);
  }
  const loadNames = new Set(islands.load.map(key));
  expect(original.load.map(key).filter((k) => !loadNames.has(k)), 'load events of the original the islands never sent').toEqual([]);
  expect(missing(original.act, islands.act), `the flow's events, in order (islands: ${islands.act.map(key).join(' | ')})`).toEqual([]);
  return { original: original.act, islands: islands.act };
}

const sideCartReady = async (page: Page) => {
  await page.waitForSelector('div.xoo-wsc-markup', { state: 'attached' });
  await page.waitForLoadState('networkidle');
};

realSiteSuite('Third-party scripts hear the same events from the islands as from the shop’s own scripts', (site) => {
  test('listing add to cart', async () => {
    const { islands } = await compare(site, {
      path: '/tienda/',
      ready: sideCartReady,
      async act(page) {
        await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.simple_id}"]`).click();
        await page.waitForSelector('html.xoo-wsc-cart-active');
      },
    });
    expect(islands.map((h) => h.name)).toContain('added_to_cart');
  });

  test('side cart: a line removed', async () => {
    await compare(site, {
      cart: 'simple',
      path: '/tienda/',
      ready: sideCartReady,
      async act(page) {
        await page.locator('.xoo-wsc-basket').click();
        await page.waitForSelector('html.xoo-wsc-cart-active');
        const removed = page.waitForResponse((r) => r.url().endsWith('/?wc-ajax=xoo_wsc_update_item_quantity'));
        await page.locator('.xoo-wsc-product .xoo-wsc-smr-del').first().click();
        await removed;
        await expect.poll(() => page.locator('.xoo-wsc-product').count()).toBe(0);
        await page.locator('.xoo-wsch-close').click();
      },
    });
  });
});
