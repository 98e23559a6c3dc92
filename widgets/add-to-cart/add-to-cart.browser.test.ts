// The listing add-to-cart and the side cart it opens, in Chromium against the fixture backend.
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from '../../tests/harness.ts';
import { withTimings } from '../../tests/shop-server.ts';

const SIMPLE = 'a.ajax_add_to_cart[data-product_id="22"]';

async function listing(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('body[data-island="mounted"]');
  await page.waitForLoadState('networkidle'); // the side cart's refresh 200 ms after load
}

browserSuite('listing add-to-cart', (h) => {
  test('adds from the listing: loading → added, Ver carrito link, side cart opens with the line, count and announcement', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(`${new URL(r.url()).search} ${r.postData()}`));
    await page.click(SIMPLE);
    await page.waitForSelector(`${SIMPLE}.added`);
    expect(await page.locator(SIMPLE).getAttribute('class')).not.toContain('loading');
    expect(posts[0]).toBe('?wc-ajax=add_to_cart quantity=1&product_id=22&product_sku=SIMPLE-1&success_message=%C2%ABCamiseta+b%C3%A1sica%C2%BB+se+ha+a%C3%B1adido+a+tu+carrito');
    const viewCart = page.locator(`${SIMPLE} + a.added_to_cart.wc-forward`);
    expect(await viewCart.textContent()).toBe('Ver carrito');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    expect(await page.locator('.xoo-wsc-product .xoo-wsc-pname').allTextContents()).toEqual(['Camiseta básica']);
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('1');
    await page.waitForFunction(() => document.querySelector('.widget_shopping_cart_live_region')?.textContent === '«Camiseta básica» se ha añadido a tu carrito');
    h.expectNoConsoleErrors();
  });

  test('a triple click queues three adds, one request at a time: 3 units, loading until the last, one Ver carrito link', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    // Each answer is held back so the later clicks land while the first add is still running.
    await page.route((url) => url.searchParams.get('wc-ajax') === 'add_to_cart', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    const wire: string[] = [];
    const isAdd = (url: string) => new URL(url).searchParams.get('wc-ajax') === 'add_to_cart';
    page.on('request', (r) => isAdd(r.url()) && wire.push('start'));
    page.on('requestfinished', (r) => isAdd(r.url()) && wire.push('end'));
    page.on('requestfailed', (r) => isAdd(r.url()) && wire.push('failed'));
    // The button's states as the shopper's assistive technology would see them, change by change.
    await page.evaluate((selector) => {
      const button = document.querySelector(selector)!;
      const states: string[] = [];
      (window as unknown as { states: string[] }).states = states;
      const state = () => ['loading', 'added'].filter((c) => button.classList.contains(c)).join(' ');
      new MutationObserver(() => state() !== states.at(-1) && states.push(state())).observe(button, { attributeFilter: ['class'] });
    }, SIMPLE);
    await page.click(SIMPLE, { clickCount: 3 });
    await page.waitForFunction(() => document.querySelector('.islands-cart-count [aria-hidden]')?.textContent === '3');
    await page.waitForSelector(`${SIMPLE}.added:not(.loading)`);
    expect(wire).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
    expect(await page.evaluate(() => (window as unknown as { states: string[] }).states)).toEqual(['loading', 'added']);
    expect(await page.locator('a.added_to_cart').count()).toBe(1);
    expect(await page.locator('.xoo-wsc-product').count()).toBe(1);
    expect(await page.locator('.xoo-wsc-product input.xoo-wsc-qty').inputValue()).toBe('3');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    await page.keyboard.press('Escape');
    await page.click(SIMPLE);
    await page.waitForFunction(() => document.querySelector('.islands-cart-count [aria-hidden]')?.textContent === '4');
    expect(wire.filter((w) => w === 'start')).toHaveLength(4);
    h.expectNoConsoleErrors();
  });

  test('over stock: the shop answers error + product_url and the shopper is sent to the product', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    for (let i = 0; i < 5; i++) {
      await page.click(SIMPLE);
      await page.waitForFunction((n) => document.querySelector('.islands-cart-count [aria-hidden]')?.textContent === String(n), i + 1);
      await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
      await page.keyboard.press('Escape');
    }
    await Promise.all([page.waitForURL('**/producto/camiseta-basica/'), page.click(SIMPLE)]);
  });

  test('variable and external products are plain links', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    await Promise.all([page.waitForURL('**/producto/sudadera-con-capucha/'), page.click('a[data-product_id="25"]')]);
  });

  test('the side cart deletes a line (qty 0) and keeps focus inside, Esc gives focus back', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    await page.click(SIMPLE);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product');
    await page.waitForFunction(() => document.activeElement?.classList.contains('xoo-wsch-close'));
    const update = page.waitForRequest((r) => r.url().includes('xoo_wsc_update_item_quantity'));
    await page.click('.xoo-wsc-smr-del');
    const body = new URLSearchParams((await update).postData() ?? '');
    expect(body.get('qty')).toBe('0');
    expect(body.get('container')).toBe('cart');
    await page.waitForFunction(() => !document.querySelector('.xoo-wsc-product'));
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('0');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.classList.contains('xoo-wsc-cart-active'))).toBe(false);
    h.expectNoConsoleErrors();
  });

  test('adds from a product page form through xoo_wsc_add_to_cart and opens the side cart', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/producto/camiseta-basica/'));
    const add = page.waitForRequest((r) => r.url().includes('wc-ajax=xoo_wsc_add_to_cart'));
    await page.click('form.cart button[type="submit"]');
    const request = await add;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.postData()).toContain('name="action"\r\n\r\nxoo_wsc_add_to_cart');
    expect(request.postData()).toContain('name="add-to-cart"\r\n\r\n22');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product');
    h.expectNoConsoleErrors();
  });

  test('offline: the add fails visibly, the button is usable again and nothing was lost', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    await page.context().setOffline(true);
    await page.click(SIMPLE);
    await page.waitForSelector('.islands-add-to-cart-error[role="alert"]');
    expect(await page.locator('.islands-add-to-cart-error').textContent()).toBe('Probablemente estás desconectado.');
    await page.context().setOffline(false);
    await page.click(SIMPLE);
    await page.waitForSelector(`${SIMPLE}.added`);
    expect(await page.locator('.islands-add-to-cart-error').count()).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/Adding product 22 failed/, /ERR_INTERNET_DISCONNECTED/] });
  });

  test('a timeout: the add ends with the Spanish timeout message, nothing reached the cart, and a retry adds', async () => {
    const page = await h.newPage();
    await withTimings(page, { requestTimeout: 1000 });
    await listing(page, h.url('/tienda/'));
    expect(await page.evaluate(() => JSON.parse(document.getElementById('islands-config')!.textContent!).timings.requestTimeout)).toBe(1000);
    // The shop never answers this add in time: the request is held until the page gave up on it.
    const held: Route[] = [];
    await page.route((url) => url.searchParams.get('wc-ajax') === 'add_to_cart', (route) => void held.push(route), { times: 1 });
    const clicked = Date.now();
    await page.click(SIMPLE);
    await page.waitForSelector('.islands-add-to-cart-error[role="alert"]');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
    expect(held).toHaveLength(1);
    expect(await page.locator('.islands-add-to-cart-error').textContent()).toBe('El servidor ha tardado demasiado en responder. Por favor, inténtalo de nuevo.');
    expect(await page.locator(SIMPLE).getAttribute('class')).not.toMatch(/\b(loading|added)\b/);
    expect(await page.locator('a.added_to_cart').count()).toBe(0);
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('0');
    await held[0]!.abort().catch(() => undefined); // the page already cancelled it
    // The server's cart, as another tab of this shopper sees it: still empty.
    const other = await page.context().newPage();
    await other.goto(h.url('/carrito/'));
    expect(await other.locator('.cart-empty').count()).toBe(1);
    expect(await other.locator('.woocommerce-cart-form').count()).toBe(0);
    await other.close();
    await page.click(SIMPLE);
    await page.waitForSelector(`${SIMPLE}.added`);
    expect(await page.locator('.islands-add-to-cart-error').count()).toBe(0);
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('1');
    h.expectNoConsoleErrors({ ignore: [/Adding product 22 failed/, /wc-ajax=add_to_cart: net::ERR_ABORTED/] });
  });
});
