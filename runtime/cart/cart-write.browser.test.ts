// runtime/cart/cart-write.ts across islands, in Chromium against the fixture backend: writes from two
// different widgets share one queue, and a write whose island goes away mid-call still leaves the
// page showing the server's cart.
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from '../../tests/harness.ts';

const SHIRT = 'a.ajax_add_to_cart[data-product_id="22"]';
const MUG = 'a.ajax_add_to_cart[data-product_id="23"]';
const call = (url: string) => new URL(url).searchParams.get('wc-ajax');
const count = (page: Page) => page.locator('.islands-cart-count [aria-hidden]').textContent();
const shirtQty = (page: Page) => page.locator('.xoo-wsc-product', { hasText: 'Camiseta básica' }).locator('input.xoo-wsc-qty');

async function shopWithShirt(page: Page, url: string): Promise<void> {
  page.setDefaultTimeout(8000);
  await page.goto(url);
  await page.waitForSelector('body[data-island="mounted"]');
  await page.waitForLoadState('networkidle'); // the side cart's refresh 200 ms after load
  await page.click(SHIRT);
  await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product');
  await page.keyboard.press('Escape');
}

/** What the shop's cart holds, as another tab of this shopper sees it on /carrito/. */
async function serverQuantities(page: Page, url: string): Promise<string[]> {
  const other = await page.context().newPage();
  await other.goto(url);
  const values = await other
    .locator('.woocommerce-cart-form input.qty')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await other.close();
  return values;
}

browserSuite('cart writes', (h) => {
  test("a listing add and a side cart quantity queued back to back reach the shop in that order; the quantity's answer is what shows", async () => {
    const page = await h.newPage();
    await shopWithShirt(page, h.url('/tienda/'));
    const wire: string[] = [];
    page.on('request', (r) => call(r.url()) && wire.push(`${call(r.url())} sent`));
    page.on('requestfinished', (r) => call(r.url()) && wire.push(`${call(r.url())} answered`));
    // The listing's add is kept on its way while the side cart's change is made and queued.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => call(url.href) === 'add_to_cart',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    // Another product's add: a line being added is held busy until its answer (docs/cart.md#the-line-at-once).
    await page.click(MUG);
    await page.waitForSelector('div.widget_shopping_cart_content[aria-busy="true"]');
    // The add opened the panel as it was sent (docs/cart.md#the-line-at-once); else the basket opens it.
    if (!(await page.locator('.xoo-wsc-container[role="dialog"]').isVisible())) await page.click('.xoo-wsc-basket');
    await shirtQty(page).fill('4');
    await shirtQty(page).dispatchEvent('change');
    // The quantity's write has started (the panel is blocked) and waits behind the add.
    await page.waitForSelector('.xoo-wsc-modal.xoo-wsc-loading', { state: 'attached' });
    expect(wire).toEqual(['add_to_cart sent']);
    release();
    await page.waitForSelector('.xoo-wsc-modal:not(.xoo-wsc-loading)', { state: 'attached' });
    await expect.poll(() => wire.length).toBe(4);
    expect(wire).toEqual([
      'add_to_cart sent',
      'add_to_cart answered',
      'xoo_wsc_update_item_quantity sent',
      'xoo_wsc_update_item_quantity answered',
    ]);
    expect(await shirtQty(page).inputValue()).toBe('4');
    expect(await count(page)).toBe('5');
    expect(
      await page.locator('div.widget_shopping_cart_content .mini_cart_item', { hasText: 'Camiseta' }).locator('.quantity').textContent(),
    ).toMatch(/^4 ×/);
    expect(await serverQuantities(page, h.url('/carrito/'))).toEqual(['4', '1']);
    h.expectNoConsoleErrors();
  });

  test('the side cart removed while its quantity change is on its way: the call is cancelled, and the page fetches the cart and shows what the shop holds', async () => {
    const page = await h.newPage();
    await shopWithShirt(page, h.url('/tienda/'));
    const calls: string[] = [];
    page.on('request', (r) => call(r.url()) && calls.push(call(r.url())!));
    const cancelled: string[] = [];
    page.on('requestfailed', (r) => call(r.url()) && cancelled.push(`${call(r.url())}: ${r.failure()?.errorText}`));
    // The shop applies the change; its answer never comes.
    const held: Route[] = [];
    await page.route(
      (url) => call(url.href) === 'xoo_wsc_update_item_quantity',
      async (route) => {
        await route.fetch();
        held.push(route);
      },
      { times: 1 },
    );
    await page.click('.xoo-wsc-basket');
    await page.locator('.xoo-wsc-product .xoo-wsc-plus').click();
    await expect.poll(() => held.length).toBe(1);
    expect(await count(page)).toBe('1');
    await page.evaluate(() => document.querySelector('div.xoo-wsc-markup')!.remove());
    await page.waitForFunction(() => document.querySelector('.islands-cart-count [aria-hidden]')?.textContent === '2');
    expect(cancelled).toEqual(['xoo_wsc_update_item_quantity: net::ERR_ABORTED']);
    expect(calls).toEqual(['xoo_wsc_update_item_quantity', 'xoo_wsc_refresh_fragments']);
    expect(await page.locator('div.widget_shopping_cart_content .mini_cart_item .quantity').textContent()).toMatch(/^2 ×/);
    expect(await serverQuantities(page, h.url('/carrito/'))).toEqual(['2']);
    await held[0]!.abort().catch(() => undefined); // the page already cancelled it
    h.expectNoConsoleErrors({ ignore: [/xoo_wsc_update_item_quantity: net::ERR_ABORTED/] });
    // The side cart's listeners went with it: 'Ver carrito' is a plain link again.
    await Promise.all([page.waitForURL('**/carrito/'), page.click(`${SHIRT} + a.added_to_cart`)]);
  });
});
