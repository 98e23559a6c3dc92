// The side cart's first refresh (fetchDelay after load) asks for the cart as it was then. An add made
// while that answer is on its way must not be painted over by it: the refresh waits its turn in the
// one cart queue (runtime/cart/cart-write.ts), so the shop sees the two one after the other and the
// panel ends with the added line. Before, a slow refresh answer emptied the side cart (and, with
// hide_empty, hid the basket) about one add in four right after load on the real site.
import { expect, test } from 'vitest';
import { browserSuite, settled } from '../../../tests/harness.ts';

browserSuite('side cart first refresh', (h) => {
  test('an add made while the first refresh is on its way keeps its line: the refresh waits for the add, never paints over it', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(10_000);
    const order: string[] = [];
    let releaseRefresh = () => {};
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'xoo_wsc_refresh_fragments',
      async (route) => {
        order.push('refresh sent');
        const response = await route.fetch(); // the cart as it is now: empty
        await refreshHeld;
        order.push('refresh answered');
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    page.on('request', (r) => r.url().includes('wc-ajax=add_to_cart') && order.push('add sent'));
    await page.goto(h.url('/tienda/'));
    await expect.poll(() => order).toContain('refresh sent');
    await page.click('a.ajax_add_to_cart[data-product_id="22"]');
    await settled(page, { ignore: /xoo_wsc_refresh_fragments/ }); // the add would be sent at once if it did not wait its turn
    releaseRefresh();
    await page.waitForSelector('.xoo-wsc-container .xoo-wsc-product[data-key]');
    await page.waitForLoadState('networkidle');
    expect(order).toEqual(['refresh sent', 'refresh answered', 'add sent']);
    expect(await page.locator('.xoo-wsc-container .xoo-wsc-product').count(), 'the added line stays').toBe(1);
    expect(await page.locator('.xoo-wsc-items-count').first().textContent()).toBe('1');
    h.expectNoConsoleErrors();
  });
});
