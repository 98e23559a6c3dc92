// Editing side cart lines in Chromium against the fixture backend, where nothing can be undone: a
// typed 0 asks before it deletes the line, a rejected coupon code stays in its field as typed, and a
// quantity under a line's minimum says the rule.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, holdRequests } from '../../../tests/harness.ts';

const line = (page: Page, name: string) => page.locator('.xoo-wsc-product', { hasText: name });
const notice = (page: Page, text: string) => page.locator('.xoo-wsc-notice-container li', { hasText: text }).waitFor();
const isQuantityCall = (url: string) => new URL(url).searchParams.get('wc-ajax') === 'xoo_wsc_update_item_quantity';

browserSuite('side cart line edits', (h) => {
  async function withLine(id: number, name: string): Promise<Page> {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(h.url('/tienda/'));
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForLoadState('networkidle');
    await page.click(`a.ajax_add_to_cart[data-product_id="${id}"]`);
    await line(page, name).waitFor();
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    return page;
  }
  /** Longer than the side cart's quantity delay (500 ms), on the page's own clock. */
  const pastTheDelay = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));

  test('the line edits come when the panel first opens, not with the page; a + pressed while they are on their way counts once they arrive', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    // A line already in the cart (added without the side cart, as a form post does): the panel stays closed.
    expect((await page.request.post(h.url('/producto/camiseta-basica/'), { form: { 'add-to-cart': '22', quantity: '1' } })).ok()).toBe(
      true,
    );
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    const release = await holdRequests(page, /\/chunks\/edits-[A-Z0-9]+\.js$/);
    await page.goto(h.url('/tienda/'));
    await page.waitForSelector('.xoo-wsc-markup[data-island="mounted"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(
      fetched.filter((u) => u.includes('/chunks/edits-')),
      'not with the page',
    ).toEqual([]);
    const sent: string[] = [];
    page.on('request', (r) => isQuantityCall(r.url()) && sent.push(r.postData() ?? ''));

    await page.click('.xoo-wsc-basket');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    expect(
      fetched.filter((u) => u.includes('/chunks/edits-')),
      'asked for as the panel opens',
    ).toHaveLength(1);
    await line(page, 'Camiseta básica').locator('.xoo-wsc-plus').click();
    await pastTheDelay(page);
    expect(sent, 'nothing before they have come').toEqual([]);
    release();
    await expect.poll(() => sent.length).toBe(1);
    expect(new URLSearchParams(sent[0]).get('qty')).toBe('2');
    await expect.poll(() => line(page, 'Camiseta básica').locator('input.xoo-wsc-qty').inputValue()).toBe('2');
    h.expectNoConsoleErrors();
  });

  test("an add opens the panel at once, and the line edits are asked for once the add's answer has come, not beside it", async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto(h.url('/tienda/'));
    await page.waitForSelector('.xoo-wsc-markup[data-island="mounted"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const release = await holdRequests(page, /[?&]wc-ajax=add_to_cart\b/);
    await page.click('a.ajax_add_to_cart[data-product_id="22"]');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    await line(page, 'Camiseta básica').waitFor();
    expect(
      fetched.filter((u) => /[?&]wc-ajax=add_to_cart\b/.test(u)),
      'the add is on its way',
    ).toHaveLength(1);
    expect(
      fetched.filter((u) => u.includes('/chunks/edits-')),
      'not while the add is on its way',
    ).toEqual([]);
    const answered = page.waitForResponse(/[?&]wc-ajax=add_to_cart\b/);
    release();
    await answered;
    await expect
      .poll(() => fetched.filter((u) => u.includes('/chunks/edits-')).length, { message: 'asked for once it has answered' })
      .toBe(1);
    await line(page, 'Camiseta básica').locator('.xoo-wsc-plus').click();
    await expect.poll(() => line(page, 'Camiseta básica').locator('input.xoo-wsc-qty').inputValue()).toBe('2');
    h.expectNoConsoleErrors();
  });

  test('line edits that cannot come (offline) say so in the panel on the press; the next press asks for them again', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    expect((await page.request.post(h.url('/producto/camiseta-basica/'), { form: { 'add-to-cart': '22', quantity: '1' } })).ok()).toBe(
      true,
    );
    let offline = true;
    await page.route(/\/chunks\/edits-[A-Z0-9]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(h.url('/tienda/'));
    await page.waitForSelector('.xoo-wsc-markup[data-island="mounted"]', { state: 'attached' });
    await page.click('.xoo-wsc-basket');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    await line(page, 'Camiseta básica').locator('.xoo-wsc-plus').click();
    await notice(page, 'Probablemente estás desconectado.');
    offline = false;
    const sent = page.waitForRequest((r) => isQuantityCall(r.url()));
    await line(page, 'Camiseta básica').locator('.xoo-wsc-plus').click();
    expect(new URLSearchParams((await sent).postData() ?? '').get('qty')).toBe('2');
    expect(h.log(page).consoleErrors.join('\n')).toMatch(/\[islands:side-cart\] The panel's line edits could not load/);
    h.expectNoConsoleErrors({
      ignore: [/line edits could not load|edits-[A-Z0-9]+\.js|ERR_INTERNET_DISCONNECTED|dynamically imported module/],
    });
  });

  test('a typed 0 asks first: Mantener and Esc keep the line and its quantity, Eliminar deletes it', async () => {
    const page = await withLine(22, 'Camiseta básica');
    const sent: string[] = [];
    page.on('request', (r) => isQuantityCall(r.url()) && sent.push(r.postData() ?? ''));
    const qty = line(page, 'Camiseta básica').locator('input.xoo-wsc-qty');
    const ask = page.getByRole('group', { name: '¿Eliminar «Camiseta básica» del carrito?' });
    const typeZero = async () => {
      await qty.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('0');
      await page.keyboard.press('Tab');
      await ask.waitFor();
    };

    await typeZero();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mantener');
    expect(await axe(page), 'the side cart asking').toEqual([]);
    await pastTheDelay(page);
    expect(sent).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await ask.count()).toBe(0);
    expect(await qty.inputValue()).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.matches('input.xoo-wsc-qty'))).toBe(true);

    await typeZero();
    await page.keyboard.press('Escape');
    expect(await ask.count()).toBe(0);
    expect(await qty.inputValue()).toBe('1');
    expect(await page.locator('.xoo-wsc-container[role="dialog"]').count()).toBe(1); // Esc answered the question only
    await pastTheDelay(page);
    expect(sent).toEqual([]);

    await typeZero();
    await ask.getByRole('button', { name: 'Eliminar' }).click();
    await page.waitForSelector('.xoo-wsc-empty-cart');
    expect(sent.map((body) => new URLSearchParams(body).get('qty'))).toEqual(['0']);
    h.expectNoConsoleErrors();
  });

  test('a rejected coupon code stays in the field as typed; an applied one leaves it empty', async () => {
    const page = await withLine(22, 'Camiseta básica');
    const code = page.locator('.xoo-wsc-coupon-form input[name="coupon_code"]');
    await code.fill('verano2025');
    await page.click('.xoo-wsc-coupon-form .xoo-wsc-coupon-submit');
    await notice(page, 'Este cupón ha caducado.');
    expect(await code.inputValue()).toBe('verano2025');
    await code.fill('descuento10');
    await page.click('.xoo-wsc-coupon-form .xoo-wsc-coupon-submit');
    await notice(page, 'El código de cupón se ha aplicado correctamente.');
    expect(await code.inputValue()).toBe('');
    h.expectNoConsoleErrors();
  });

  test("under a line's minimum (Chapas del podcast: min 2, step 2), 1 says the rule and sends nothing", async () => {
    const page = await withLine(80, 'Chapas del podcast');
    const sent: string[] = [];
    page.on('request', (r) => isQuantityCall(r.url()) && sent.push(r.postData() ?? ''));
    const qty = line(page, 'Chapas del podcast').locator('input.xoo-wsc-qty');
    await qty.fill('1');
    await qty.press('Tab');
    await notice(page, 'La cantidad mínima es 2, en múltiplos de 2');
    expect(await qty.inputValue()).toBe('2');
    await pastTheDelay(page);
    expect(sent).toEqual([]);
    h.expectNoConsoleErrors();
  });
});
