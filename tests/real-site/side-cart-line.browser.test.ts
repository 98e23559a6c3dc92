// The line an add shows at once on the real shop (docs/cart.md#the-line-at-once): the plugin prints
// Side Cart's own line markup, rendered through Side Cart's template with the shop's settings, in
// #islands-side-cart-line; the side cart fills it from the product card as the add is sent. With the
// add's answer held, the line is there before it, and once the answer is let through the server's
// line has the same structure (the same elements with the same classes), with the shop's settings
// as saved and with a few of them changed.
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';

const PENDING = '.xoo-wsc-body .xoo-wsc-product.islands-adding';
const SERVER_LINE = '.xoo-wsc-body .xoo-wsc-product:not(.islands-adding)';

/** Every element of the line, in document order, as its tag and classes: the structure Side Cart's stylesheet styles. */
const structureOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((line) =>
      [line, ...line.querySelectorAll('*')].map(
        (el) => `${el.localName}.${[...el.classList].filter((c) => c !== 'islands-adding').join('.')}`,
      ),
    );

/** Side Cart's general options as saved, with `change` on top, for one page's requests. */
function generalOptions(site: RealSite, change: Record<string, unknown>): Record<string, unknown> {
  const saved = JSON.parse(site.php("echo wp_json_encode( get_option( 'xoo-wsc-gl-options' ) );")) as Record<string, unknown>;
  return { 'xoo-wsc-gl-options': { ...saved, ...change } };
}

realSiteSuite('side cart: the line at once, on the real shop', (site) => {
  async function addWithAnswerHeld(page: Page) {
    await page.goto(site.url('/tienda/'));
    await expectHydrated(page, 'div.xoo-wsc-markup');
    // Side Cart's refresh after load must not answer after the add.
    await page.waitForLoadState('networkidle');
    const held: Route[] = [];
    await page.route(
      (url) => url.search.includes('wc-ajax=add_to_cart'),
      (route) => void held.push(route),
    );
    await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.simple_id}"]`).click();
    await page.locator(PENDING).waitFor({ state: 'attached' });
    await expect.poll(() => held.length).toBe(1);
    return held[0]!;
  }

  test.each([
    ['as the shop saved them', {}],
    ['without links, price or quantity (scb-show)', { 'scb-show': ['product_image', 'product_name', 'product_del', 'product_total'] }],
  ])("the line shown before the answer has the structure of the server's line (settings %s)", async (_label, change) => {
    const page = await site.newPage(Object.keys(change).length ? { siteConfiguration: { options: generalOptions(site, change) } } : {});
    const answer = await addWithAnswerHeld(page);
    const card = page.locator(`li.product.post-${site.ids.simple_id}`);
    const pending = await structureOf(page, PENDING);
    expect(await page.locator(`${PENDING} .xoo-wsc-pname`).textContent()).toBe(
      await card.locator('.woocommerce-loop-product__title').textContent(),
    );
    expect(await page.locator(PENDING).getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('.xoo-wsc-footer').getAttribute('aria-busy')).toBe('true');

    await answer.continue();
    await page.locator(SERVER_LINE).waitFor({ state: 'attached' });
    expect(await page.locator(PENDING).count()).toBe(0);
    expect(await structureOf(page, SERVER_LINE)).toEqual(pending);
    // The settings were the page's: without links, price and quantity, the server's line has none.
    if ('scb-show' in change) expect(await page.locator(`${SERVER_LINE} :is(a, .xoo-wsc-pprice, .xoo-wsc-sml-qty)`).count()).toBe(0);
    // The same text where the card shows it: the name, and the price and total where the settings show them.
    for (const part of ['.xoo-wsc-pname', '.xoo-wsc-pprice', '.xoo-wsc-smr-ptotal', '.xoo-wsc-sml-qty']) {
      if (!(await page.locator(`${SERVER_LINE} ${part}`).count())) continue;
      expect(await page.locator(`${SERVER_LINE} ${part}`).textContent(), part).toMatch(/\S/);
    }
    site.expectNoConsoleErrors();
  });

  test("the pending line's text is what the server's line then says", async () => {
    const page = await site.newPage();
    const answer = await addWithAnswerHeld(page);
    const textOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((line) => line.textContent?.replace(/\s+/g, ' ').trim());
    const pending = await textOf(PENDING);
    await answer.continue();
    await page.locator(SERVER_LINE).waitFor({ state: 'attached' });
    expect(await textOf(SERVER_LINE)).toBe(pending);
    site.expectNoConsoleErrors();
  });
});
