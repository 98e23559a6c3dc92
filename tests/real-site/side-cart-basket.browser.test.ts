// The side cart's floating basket on the real shop, with the side-cart plugin's own stylesheet
// (which hides the basket unless its inline style says display: block) and the Islands plugin in
// place of its script (issue 11 A): once the cart has lines a closed side cart can be opened again
// from the basket; with the shop's "hide when empty" setting an empty cart shows none; the checkout's
// refresh, which sends the side cart's markup too, leaves the basket shown and a button (issue 39).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite } from '../real-site.ts';

const SIDE_CART = 'div.xoo-wsc-markup';
const BASKET = '.xoo-wsc-basket';

/**
 * How the basket is drawn: its computed display, its box, and whether a click at its centre lands on it.
 * Looked up and measured in one evaluation: every cart answer replaces the basket (the refresh the side
 * cart makes 200 ms after load among them), and `locator.evaluate` finds the element first and measures
 * it in a second round trip, by when it may be the replaced one, out of the page (display '', a 0 × 0 box).
 */
const basket = (page: Page) =>
  page.evaluate((selector) => {
    const all = document.querySelectorAll(selector);
    if (all.length !== 1) throw new Error(`${all.length} elements match ${selector}`);
    const b = all[0]!;
    const box = b.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { display: getComputedStyle(b).display, width: box.width, height: box.height, onTop: !!hit && b.contains(hit) };
  }, BASKET);

const isOpen = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('xoo-wsc-cart-active'));

realSiteSuite('side cart basket on the real shop', (site) => {
  test('after a product is added and the side cart closed, the basket shows and opens the side cart again', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/tienda/'));
    await expectHydrated(page, SIDE_CART);
    expect(await page.evaluate(() => (window as unknown as { xoo_wsc_params: { showBasket: string } }).xoo_wsc_params.showBasket)).toBe(
      'hide_empty',
    );
    expect((await basket(page)).display).toBe('none');

    await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.mug_id}"]`).click();
    await expect.poll(() => isOpen(page), { timeout: 10_000 }).toBe(true);
    await page.locator('.xoo-wsc-container .xoo-wsc-product[data-key]').first().waitFor();
    await page.locator('.xoo-wsc-container .xoo-wsch-close').click();
    await expect.poll(() => isOpen(page)).toBe(false);

    const shown = await basket(page);
    expect(shown.display).not.toBe('none');
    expect(shown.width).toBeGreaterThan(0);
    expect(shown.height).toBeGreaterThan(0);
    expect(shown.onTop, 'nothing covers the basket').toBe(true);
    await page.locator(BASKET).click();
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.locator('.xoo-wsc-container .xoo-wsc-product').first().waitFor({ state: 'visible' });

    // The next page, with the line in the cart and the side cart closed: the basket is there too.
    await page.goto(site.url('/producto/camiseta-basica/'));
    await expectHydrated(page, SIDE_CART);
    expect(await isOpen(page)).toBe(false);
    await expect.poll(async () => (await basket(page)).display).not.toBe('none');
    expect((await basket(page)).width).toBeGreaterThan(0);
    site.expectNoConsoleErrors();
  });

  test('with an empty cart the basket is hidden (hide_empty), on the shop and on a product page', async () => {
    const page = await site.newPage();
    for (const path of ['/tienda/', '/producto/camiseta-basica/']) {
      await page.goto(site.url(path));
      await expectHydrated(page, SIDE_CART);
      expect(await basket(page), path).toMatchObject({ display: 'none', width: 0, height: 0 });
    }
    site.expectNoConsoleErrors();
  });

  test('on the checkout, a country change’s refresh swaps in a new basket: it stays shown and a named button, on both variants', async () => {
    for (const original of [true, false]) {
      const page = await site.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`, { original: true }));
      await page.goto(site.url('/finalizar-compra/', { original }));
      if (!original) await expectHydrated(page, SIDE_CART);
      // The refreshes at load (the review, the side cart's) are over before the change's: a loaded
      // machine may take long to rest.
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      await expect.poll(async () => (await basket(page)).display).not.toBe('none');
      await page.evaluate(
        (selector) => ((window as unknown as { printedBasket: Element | null }).printedBasket = document.querySelector(selector)),
        BASKET,
      );
      const refreshed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
      await page.selectOption('#billing_country', 'PT');
      const answer = (await (await refreshed).json()) as { fragments?: Record<string, string> };
      expect(Object.keys(answer.fragments ?? {}), 'the refresh sends the side cart').toContain('div.xoo-wsc-container');
      // The basket the page printed has been replaced by the refresh's.
      await expect
        .poll(() =>
          page.evaluate(
            (selector) => document.querySelector(selector) !== (window as unknown as { printedBasket: Element | null }).printedBasket,
            BASKET,
          ),
        )
        .toBe(true);
      const shown = await basket(page);
      expect(shown.display, original ? 'the shop’s own' : 'the islands').not.toBe('none');
      expect(shown.width).toBeGreaterThan(0);
      expect(shown.onTop, 'nothing covers the basket').toBe(true);
      if (original) continue;
      const control = page.locator(BASKET);
      expect(await control.getAttribute('role')).toBe('button');
      expect(await control.getAttribute('aria-label')).toBe('Abrir el carrito: 1');
      await control.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(page)).toBe(true);
    }
    site.expectNoConsoleErrors();
  });
});
