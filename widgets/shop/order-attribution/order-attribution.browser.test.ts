// Order attribution's cookies in Chromium: the lifetimes docs/site.md#order-attribution gives (session 30 minutes,
// lifetime 0.00001 months, which makes session cookies) and their deletion when tracking is turned off.
// And its checkout inputs, which must not cost the shopper the typed address on Back.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';

const TYPED: Record<string, string> = {
  '#billing_first_name': 'Ana',
  '#billing_last_name': 'López',
  '#billing_address_1': 'Calle Mayor 1',
  '#billing_city': 'Madrid',
  '#billing_postcode': '28001',
  '#billing_phone': '600000000',
  '#billing_email': 'ana@example.com',
};

browserSuite('order attribution cookies', (h) => {
  test("a campaign visit writes the sbjs_* cookies for path / with the spec's lifetimes; setOrderTracking(false) deletes them", async () => {
    const page = await h.newPage();
    const before = Date.now() / 1000;
    await page.goto(h.url('/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=otono'));
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForFunction(() => document.cookie.includes('sbjs_session='));
    const sbjs = (await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_'));
    const byName = Object.fromEntries(sbjs.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(
      expect.arrayContaining(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata']),
    );
    for (const c of sbjs) expect(c.path, c.name).toBe('/');
    expect(decodeURIComponent(byName.sbjs_current!.value)).toContain('src=boletin');
    // 0.00001 months is 0.432 minutes, under one whole minute: session cookies (no expiry, -1),
    // as sourcebuster writes them for WooCommerce; only the session itself lasts 30 minutes.
    for (const name of ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_udata'])
      expect(byName[name]!.expires, name).toBe(-1);
    expect(byName.sbjs_session!.expires - before).toBeGreaterThan(30 * 60 - 10);
    expect(byName.sbjs_session!.expires - before).toBeLessThan(30 * 60 + 10);

    await page.evaluate(() =>
      (window as unknown as { wc_order_attribution: { setOrderTracking(on: boolean): void } }).wc_order_attribution.setOrderTracking(false),
    );
    expect((await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_'))).toEqual([]);
    h.expectNoConsoleErrors();
  });

  /**
   * Fills the billing fields, places an order the server refuses (no shipping to Portugal), and goes
   * Back to the form: without JavaScript from the page the post printed; with it, the checkout
   * island shows the refusal in place, so from a page the shopper went on to.
   */
  async function backAfterFailedCheckout(page: Page, js = false): Promise<Record<string, string>> {
    await page.goto(h.url('/?add-to-cart=22'));
    await page.waitForLoadState('networkidle');
    await page.goto(h.url('/finalizar-compra/'));
    await page.waitForLoadState('networkidle');
    for (const [selector, value] of Object.entries(TYPED)) await page.fill(selector, value);
    await page.selectOption('#billing_country', 'PT');
    await page.waitForLoadState('networkidle');
    if (js) {
      await page.click('#place_order');
      await page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error').waitFor();
      await page.goto(h.url('/tienda/'));
    } else {
      await Promise.all([page.waitForURL(h.url('/finalizar-compra/')), page.waitForEvent('load'), page.click('#place_order')]);
    }
    expect(js || (await page.locator('.woocommerce-error').textContent()), 'the server refused the order').toBeTruthy();
    await page.waitForLoadState('networkidle');
    await page.goBack();
    await page.waitForLoadState('networkidle');
    return page.evaluate(
      (selectors) => Object.fromEntries(selectors.map((s) => [s, (document.querySelector(s) as HTMLInputElement).value])),
      [...Object.keys(TYPED), '#billing_country'],
    );
  }

  test('Back after a checkout the server refused keeps every typed field, as without JavaScript', async () => {
    const expected = { ...TYPED, '#billing_country': 'PT' };
    const noJs = await h.newPage({ javaScript: false });
    expect(await backAfterFailedCheckout(noJs), 'without JavaScript').toEqual(expected);

    const page = await h.newPage();
    const typed = await backAfterFailedCheckout(page, true);
    expect(
      await page.locator('form.checkout input[name^="wc_order_attribution_"]').count(),
      'the attribution inputs are written',
    ).toBeGreaterThan(0);
    expect(typed, 'with JavaScript').toEqual(expected);
    h.expectNoConsoleErrors();
  });
});
