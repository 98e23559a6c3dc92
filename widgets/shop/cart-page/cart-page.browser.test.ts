// The cart page island in Chromium against the fixture backend: each cart action in place (a
// marker on window survives), the cart areas blocked while a call runs, the server's HTML swapped
// in, notices shown and focused, WooCommerce's events in order, axe clean in every state.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, settled, type BrowserHarness } from '../../../tests/harness.ts';
import {
  BLOCKED,
  blockState,
  expectFocus,
  lineNames,
  markerKept,
  recordEvents,
  setMarker,
  squash,
  takeEvents,
  textOf,
} from './test-page.ts';

const UPDATE = '.woocommerce-cart-form button[name="update_cart"]';
const TOTAL = '.cart_totals .order-total td';

/** A cart with these products (the shop's add links, in the page's cookie jar), on /carrito/ with the island mounted. */
async function cartPage(h: BrowserHarness, ids: number[]): Promise<Page> {
  const page = await h.newPage();
  await recordEvents(page);
  for (const id of ids) await page.request.get(h.url(`/?add-to-cart=${id}`));
  await page.goto(h.url('/carrito/'));
  await expectHydrated(page, 'form.woocommerce-cart-form');
  await page.waitForLoadState('networkidle'); // the side cart's refresh after load
  await takeEvents(page);
  await setMarker(page);
  return page;
}

const expectAxeClean = async (page: Page, state: string) => expect(await axe(page), `axe: ${state}`).toEqual([]);

browserSuite('cart page', (h) => {
  test("'Actualizar carrito' is enabled by a change; the update runs in place with the cart blocked, the server's form, totals and notice swapped in", async () => {
    const page = await cartPage(h, [22, 27]);
    expect(await page.locator(UPDATE).isDisabled()).toBe(true);
    await expectAxeClean(page, 'cart as loaded');
    const shirt = page.locator('tr.cart_item', { hasText: 'Camiseta básica' }).locator('input.qty');
    await shirt.fill('3');
    expect(await page.locator(UPDATE).isEnabled()).toBe(true);

    // Held on its way: both cart areas are blocked until the answer is on the page.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      (url) => url.pathname === '/carrito/',
      async (route) => (route.request().method() === 'POST' ? (await held, route.continue()) : route.continue()),
      { times: 1 },
    );
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/carrito/');
    // The cart changed: its areas elsewhere on the page (the mini cart) are fetched again, as the shop's cart fragments script does on updated_wc_div.
    const refreshed = page.waitForRequest((r) => r.url().includes('wc-ajax=get_refreshed_fragments'));
    await page.click(UPDATE);
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect([body.get('update_cart'), [...body.keys()].filter((k) => k.endsWith('[qty]')).map((k) => body.get(k))]).toEqual([
      'Actualizar carrito',
      ['3', '1'],
    ]);
    expect(await blockState(page, 'form.woocommerce-cart-form')).toEqual(BLOCKED);
    expect(await blockState(page, '.cart_totals')).toEqual(BLOCKED);
    release();

    await page.waitForSelector('.woocommerce-notices-wrapper .woocommerce-message');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('Carrito actualizado.');
    expect(await shirt.inputValue()).toBe('3');
    // 3 × $10 + $22 + $5 flat rate.
    expect(await textOf(page, TOTAL)).toBe('$57.00');
    expect(await blockState(page, 'form.woocommerce-cart-form')).toMatchObject({ busy: null, opacity: '1' });
    expect(await page.locator(UPDATE).isDisabled(), 'disabled again until the next change').toBe(true);
    await expectFocus(page, '.woocommerce-notices-wrapper .woocommerce-message');
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div']]);
    await refreshed;
    expect(await markerKept(page)).toBe(true);
    await expectAxeClean(page, 'cart updated');

    // Enter in a quantity updates too (the form's first button is the coupon's).
    await shirt.fill('2');
    await shirt.press('Enter');
    await page.waitForFunction(() => document.querySelector('.cart_totals .order-total td')?.textContent?.includes('47.00'));
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div']]);
    expect(await markerKept(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test("removes a line in place with WooCommerce's 'Deshacer' link, shows the empty cart when the last one goes, and brings a line back from it", async () => {
    const page = await cartPage(h, [22, 27]);
    await page.click('tr.cart_item:has-text("Camiseta básica") td.product-remove a');
    await page.waitForSelector('.woocommerce-message a.restore-item');
    expect(await lineNames(page)).toEqual(['Sudadera con capucha - Rojo, M']);
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('«Camiseta básica» eliminado. ¿Deshacer?');
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div'], ['item_removed_from_classic_cart']]);
    await expectFocus(page, '.woocommerce-notices-wrapper .woocommerce-message');
    await expectAxeClean(page, 'line removed, undo offered');

    await page.click('.woocommerce-message a.restore-item');
    await page.waitForFunction(() => document.querySelectorAll('.woocommerce-cart-form tr.cart_item').length === 2);
    expect(await lineNames(page)).toEqual(['Sudadera con capucha - Rojo, M', 'Camiseta básica']);
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div']]);

    // The last lines go: the empty cart, with the undo of the last one.
    await page.click('tr.cart_item:has-text("Camiseta básica") td.product-remove a');
    await page.waitForFunction(() => document.querySelectorAll('.woocommerce-cart-form tr.cart_item').length === 1);
    await page.locator('tr.cart_item td.product-remove a').press(' ');
    await page.waitForSelector('.wc-empty-cart-message');
    expect(await page.locator('form.woocommerce-cart-form, .cart_totals').count()).toBe(0);
    expect(await textOf(page, '.cart-empty')).toBe('Tu carrito está vacío.');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('«Sudadera con capucha - Rojo, M» eliminado. ¿Deshacer?');
    expect((await takeEvents(page)).map((e) => e[0])).toEqual([
      'updated_cart_totals',
      'updated_wc_div',
      'item_removed_from_classic_cart',
      'wc_cart_emptied',
      'updated_wc_div',
      'item_removed_from_classic_cart',
    ]);
    // updated_wc_div has the header's count fetched again.
    await page.waitForFunction(() => document.querySelector('.islands-cart-count [aria-hidden]')?.textContent === '0');
    await expectFocus(page, '.woocommerce-notices-wrapper .woocommerce-message');
    await expectAxeClean(page, 'cart emptied');

    await page.click('.woocommerce-message a.restore-item');
    await page.waitForSelector('form.woocommerce-cart-form');
    expect(await lineNames(page)).toEqual(['Sudadera con capucha - Rojo, M']);
    await expectHydrated(page, 'form.woocommerce-cart-form');
    expect(await page.locator(UPDATE).isDisabled(), 'the restored form is an island again').toBe(true);
    expect(await markerKept(page)).toBe(true);
    await expectAxeClean(page, 'line restored');
    h.expectNoConsoleErrors();
  });

  test('applies a coupon in place: a rejected code stays typed with its error under the field; an applied one is in the totals; [Eliminar] removes it', async () => {
    const page = await cartPage(h, [22]);
    await page.fill('#coupon_code', 'noexiste');
    await page.press('#coupon_code', 'Enter');
    await page.waitForSelector('#coupon-error-notice');
    expect(await textOf(page, '#coupon-error-notice')).toBe('El cupón «noexiste» no se puede aplicar porque no existe.');
    expect(await page.inputValue('#coupon_code')).toBe('noexiste');
    expect(
      await page.locator('#coupon_code').evaluate((el) => [el.getAttribute('aria-invalid'), el.getAttribute('aria-describedby')]),
    ).toEqual(['true', 'coupon-error-notice']);
    await expectFocus(page, '#coupon_code');
    expect(await takeEvents(page)).toEqual([['applied_coupon', 'noexiste'], ['updated_cart_totals'], ['updated_wc_div']]);
    await expectAxeClean(page, 'coupon rejected');

    await page.fill('#coupon_code', 'descuento10');
    expect(await page.locator('#coupon-error-notice').count(), 'typing clears the error').toBe(0);
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector('.cart_totals .cart-discount');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('El código de cupón se ha aplicado correctamente.');
    expect(await page.inputValue('#coupon_code')).toBe('');
    expect(await textOf(page, '.cart_totals .cart-discount td')).toBe('-$1.00 [Eliminar]');
    expect(await textOf(page, TOTAL)).toBe('$14.00');
    expect(await takeEvents(page)).toEqual([['applied_coupon', 'descuento10'], ['updated_cart_totals'], ['updated_wc_div']]);
    await expectFocus(page, '.woocommerce-notices-wrapper .woocommerce-message');
    await expectAxeClean(page, 'coupon applied');

    await page.click('a.woocommerce-remove-coupon');
    await page.waitForFunction(() => !document.querySelector('.cart_totals .cart-discount'));
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('El cupón ha sido eliminado.');
    expect(await textOf(page, TOTAL)).toBe('$15.00');
    expect(await takeEvents(page)).toEqual([['removed_coupon', 'descuento10'], ['updated_cart_totals'], ['updated_wc_div']]);
    expect(await markerKept(page)).toBe(true);
    await expectAxeClean(page, 'coupon removed');
    h.expectNoConsoleErrors();
  });

  test('chooses a shipping method in place, focus kept on it; the calculator posts in place and stays open', async () => {
    const page = await cartPage(h, [22]);
    await page.fill('#coupon_code', 'enviogratis');
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector('#shipping_method input[type="radio"]');
    expect(await page.locator('#shipping_method input:checked').getAttribute('value')).toBe('free_shipping:2');
    expect(await textOf(page, TOTAL)).toBe('$10.00');
    await takeEvents(page);

    const posted = page.waitForRequest((r) => new URL(r.url()).searchParams.get('wc-ajax') === 'update_shipping_method');
    await page.check('#shipping_method_0_flat_rate1');
    expect(new URLSearchParams((await posted).postData() ?? '').get('shipping_method[0]')).toBe('flat_rate:1');
    await page.waitForFunction(() => document.querySelector('.cart_totals .order-total td')?.textContent?.includes('15.00'));
    expect(await page.locator('#shipping_method input:checked').getAttribute('value')).toBe('flat_rate:1');
    await expectFocus(page, '#shipping_method_0_flat_rate1');
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_shipping_method']]);
    await expectAxeClean(page, 'shipping method chosen');

    await page.click('a.shipping-calculator-button');
    await page.selectOption('#calc_shipping_country', 'FR');
    await settled(page);
    // The state field follows the country (wc_country_select_params): France has none.
    expect(await page.locator('#calc_shipping_state').getAttribute('type')).toBe('hidden');
    await page.fill('#calc_shipping_postcode', '75001');
    await page.fill('#calc_shipping_city', 'Paris');
    await page.click('.shipping-calculator-form button[name="calc_shipping"]');
    await page.waitForFunction(() => document.querySelector('.cart_totals .shipping td')?.textContent?.includes('No se han encontrado'));
    expect(await textOf(page, '.cart_totals .woocommerce-shipping-totals td')).toContain(
      'No se han encontrado opciones de envío para 75001 PARIS, Francia.',
    );
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('Costes de envío actualizados.');
    expect(await textOf(page, TOTAL)).toBe('$10.00');
    expect(await page.locator('.shipping-calculator-form').isVisible(), 'the calculator stays open').toBe(true);
    expect(await page.locator('a.shipping-calculator-button').getAttribute('aria-expanded')).toBe('true');
    await expectFocus(page, '.shipping-calculator-form button[name="calc_shipping"]');
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div']]);
    expect(await markerKept(page)).toBe(true);
    await expectAxeClean(page, 'shipping calculated');
    // Back to España: the provinces again, named by their label.
    await page.selectOption('#calc_shipping_country', 'ES');
    await settled(page);
    const provinces = await page.locator('select#calc_shipping_state option').allTextContents();
    expect([provinces[0], provinces.includes('Barcelona'), provinces.includes('Madrid')]).toEqual(['Elige una opción…', true, true]);
    expect(await page.getByLabel('Región / Provincia').evaluate((el) => el.id)).toBe('calc_shipping_state');
    h.expectNoConsoleErrors();
  });

  test("without wc_cart_params (a theme that prints none), coupons go through the cart form's own post and the [Eliminar] link, still in place", async () => {
    const page = await h.newPage();
    await recordEvents(page);
    await page.request.get(h.url('/?add-to-cart=22'));
    await page.route(
      (url) => url.pathname === '/carrito/',
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replace('var wc_cart_params =', 'var not_wc_cart_params =') });
      },
    );
    await page.goto(h.url('/carrito/'));
    await expectHydrated(page, 'form.woocommerce-cart-form');
    await setMarker(page);
    const calls: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'fetch' && calls.push(`${r.method()} ${new URL(r.url()).search || new URL(r.url()).pathname}`),
    );
    await page.fill('#coupon_code', 'descuento10');
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector('.cart_totals .cart-discount');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('El código de cupón se ha aplicado correctamente.');
    expect(await page.inputValue('#coupon_code')).toBe('');
    await page.click('a.woocommerce-remove-coupon');
    await page.waitForFunction(() => !document.querySelector('.cart_totals .cart-discount'));
    expect(calls.filter((c) => !/wc-ajax=(get_refreshed_fragments|xoo_wsc_refresh_fragments)/.test(c))).toEqual([
      'POST /carrito/',
      'GET ?remove_coupon=descuento10',
    ]);
    expect(await markerKept(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test("a plugin's wc_update_cart has the cart page fetched again in place", async () => {
    const page = await cartPage(h, [22]);
    // The cart changes behind the page's back (another tab, a plugin's own call).
    await page.request.get(h.url('/?add-to-cart=23'));
    await page.evaluate(() =>
      (window as unknown as { jQuery: (el: Element) => { trigger(name: string): void } }).jQuery(document.body).trigger('wc_update_cart'),
    );
    await page.waitForFunction(() => document.querySelectorAll('.woocommerce-cart-form tr.cart_item').length === 2);
    expect(await lineNames(page)).toEqual(['Camiseta básica', 'Taza del podcast']);
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div']]);
    expect(await markerKept(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('typed quantities survive a coupon or a shipping change, and keep the update button enabled', async () => {
    const page = await cartPage(h, [22, 27]);
    const shirt = page.locator('tr.cart_item', { hasText: 'Camiseta básica' }).locator('input.qty');
    await shirt.fill('4');
    await page.fill('#coupon_code', 'descuento10');
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector('.cart_totals .cart-discount');
    expect(await shirt.inputValue()).toBe('4');
    expect(await page.locator(UPDATE).isEnabled()).toBe(true);
    // The discount is the server's: on the quantities it holds ($10 + $22).
    expect(squash(await page.locator('.cart_totals .cart-discount td').textContent())).toContain('-$3.20');
    h.expectNoConsoleErrors();
  });
});
