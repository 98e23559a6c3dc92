// The cart page island when a call fails (a 5xx, a page that is not the cart, a refusal, offline):
// a Spanish message at the top of the notices, focused; nothing typed lost; no reload; and when
// the server may have acted, the cart page fetched again so the page shows what it holds.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, settled, type BrowserHarness } from '../../../tests/harness.ts';
import { expectFocus, lineNames, markerKept, recordEvents, setMarker, takeEvents, textOf } from './test-page.ts';

const FAILURE = '.woocommerce-notices-wrapper .islands-cart-failure';
const UPDATE = '.woocommerce-cart-form button[name="update_cart"]';
const isCartPost = (_page: Page) => (url: URL) => url.pathname === '/carrito/' && !url.search;
const wcAjax = (name: string) => (url: URL) => url.searchParams.get('wc-ajax') === name;
// What these tests cause on purpose: the island's log line and the answers they fake.
const EXPECTED = [/\[islands:cart-page\]/, /HTTP 500/, /HTTP 403/, /status of (500|403)/, /ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/];

async function cartPage(h: BrowserHarness, ids: number[], before?: (page: Page) => Promise<void>, aside = false): Promise<Page> {
  const page = await h.newPage();
  await recordEvents(page);
  for (const id of ids) await page.request.get(h.url(`/?add-to-cart=${id}`));
  await before?.(page);
  const said =
    aside && page.waitForEvent('console', (m) => m.text() === "[islands:cart-page] stands aside: the shop's wc-cart script is kept");
  await page.goto(h.url('/carrito/'));
  // An island that stands aside does not mount: the runtime says so instead.
  if (said) await said;
  else await expectHydrated(page, 'form.woocommerce-cart-form');
  await page.waitForLoadState('networkidle');
  await takeEvents(page);
  await setMarker(page);
  return page;
}

browserSuite('cart page failures', (h) => {
  test('a 500 to the update says so in Spanish, keeps the typed quantity and fetches the cart page again', async () => {
    const page = await cartPage(h, [22, 27]);
    const shirt = page.locator('tr.cart_item', { hasText: 'Camiseta básica' }).locator('input.qty');
    await shirt.fill('3');
    await page.route(
      (url) => url.pathname === '/carrito/',
      (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '<h1>Error</h1>' }) : route.continue()),
    );
    const again = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/carrito/');
    await page.click(UPDATE);
    await again;
    await page.waitForSelector(FAILURE);
    expect(await textOf(page, FAILURE)).toBe(
      'No se ha podido actualizar el carrito. El servidor ha respondido con un error (500). Por favor, inténtalo de nuevo. Las cantidades que has escrito siguen en el formulario.',
    );
    await page.waitForFunction(() => !document.querySelector('form.woocommerce-cart-form[aria-busy]'));
    expect(await shirt.inputValue(), 'the fetched page did not take the typed 3 away').toBe('3');
    expect(await page.locator(UPDATE).isEnabled()).toBe(true);
    expect(await page.locator(FAILURE).count(), 'the message outlives the page fetched again').toBe(1);
    await expectFocus(page, FAILURE);
    expect(await markerKept(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors({ ignore: EXPECTED });
  });

  test('an answer that is not the cart page (a maintenance page) is a failure, and the cart is fetched again', async () => {
    const page = await cartPage(h, [22]);
    const shirt = page.locator('input.qty').first();
    await shirt.fill('2');
    await page.route(isCartPost(page), (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mantenimiento</title><p>Volvemos enseguida.</p>' })
        : route.continue(),
    );
    const again = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/carrito/');
    await shirt.press('Enter');
    await again;
    await page.waitForSelector(FAILURE);
    expect(await textOf(page, FAILURE)).toBe(
      'No se ha podido actualizar el carrito. Ha ocurrido un error desconocido. Las cantidades que has escrito siguen en el formulario.',
    );
    expect(await page.locator('body').textContent()).not.toContain('Volvemos enseguida');
    expect(await shirt.inputValue()).toBe('2');
    expect(await markerKept(page)).toBe(true);
    h.expectNoConsoleErrors({ ignore: EXPECTED });
  });

  test('offline, removing a line says so and keeps the line; back online the cart page is fetched again', async () => {
    const page = await cartPage(h, [22, 27]);
    await page.context().setOffline(true);
    await page.click('tr.cart_item:has-text("Camiseta básica") td.product-remove a');
    await page.waitForSelector(FAILURE);
    expect(await textOf(page, FAILURE)).toBe('No se ha podido eliminar el producto del carrito. Probablemente estás desconectado.');
    expect(await lineNames(page)).toEqual(['Camiseta básica', 'Sudadera con capucha - Rojo, M']);
    expect(await takeEvents(page)).toEqual([]);
    const again = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/carrito/');
    await page.context().setOffline(false);
    await again;
    await page.waitForFunction(() => !document.querySelector('form.woocommerce-cart-form[aria-busy]'));
    expect(await lineNames(page)).toEqual(['Camiseta básica', 'Sudadera con capucha - Rojo, M']);
    expect(await markerKept(page)).toBe(true);
    h.expectNoConsoleErrors({ ignore: EXPECTED });
  });

  test('a coupon call that fails keeps the code typed; a refused shipping choice goes back to the method the server has', async () => {
    const page = await cartPage(h, [22]);
    await page.route(wcAjax('apply_coupon'), (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
    await page.fill('#coupon_code', 'enviogratis');
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector(FAILURE);
    expect(await textOf(page, FAILURE)).toBe(
      'No se ha podido aplicar el cupón. El servidor ha respondido con un error (500). Por favor, inténtalo de nuevo. El código sigue escrito en su campo.',
    );
    await page.waitForFunction(() => !document.querySelector('form.woocommerce-cart-form[aria-busy]'));
    expect(await page.inputValue('#coupon_code')).toBe('enviogratis');

    await page.click('button[name="apply_coupon"]');
    // The coupon's answer swaps the totals, radios included: wait for the new ones (free shipping
    // chosen, the form no longer busy), or the click below would land on radios about to go.
    await page.waitForSelector('#shipping_method input[value="free_shipping:2"]:checked');
    await page.waitForFunction(() => !document.querySelector('form.woocommerce-cart-form[aria-busy], .cart_totals[aria-busy]'));
    // A cached page's stale nonce: WooCommerce's check_ajax_referer answers 403 -1.
    await page.route(wcAjax('update_shipping_method'), (route) => route.fulfill({ status: 403, contentType: 'text/html', body: '-1' }), {
      times: 1,
    });
    // A click, not check(): the refused choice is put back as soon as the 403 arrives, which may be
    // before check() looks at the radio again.
    await page.click('#shipping_method_0_flat_rate1');
    await page.waitForSelector(FAILURE);
    expect(await textOf(page, FAILURE)).toBe(
      'No se ha podido cambiar el método de envío. El servidor ha respondido con un error (403). Por favor, inténtalo de nuevo.',
    );
    expect(await page.locator('#shipping_method input:checked').getAttribute('value')).toBe('free_shipping:2');
    expect(await textOf(page, '.cart_totals .order-total td')).toBe('$10.00');
    expect(await markerKept(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors({ ignore: EXPECTED });
  });

  test('the calculator cut off keeps the address typed and open', async () => {
    const page = await cartPage(h, [22]);
    await page.click('a.shipping-calculator-button');
    await page.fill('#calc_shipping_postcode', '08001');
    await page.route(isCartPost(page), (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
    await page.click('.shipping-calculator-form button[name="calc_shipping"]');
    await page.waitForSelector(FAILURE);
    expect(await textOf(page, FAILURE)).toBe(
      'No se han podido calcular los gastos de envío. Probablemente estás desconectado. La dirección que has escrito sigue en el formulario.',
    );
    await page.waitForFunction(() => !document.querySelector('.cart_totals[aria-busy]'));
    expect(await page.inputValue('#calc_shipping_postcode')).toBe('08001');
    expect(await page.locator('.shipping-calculator-form').isVisible()).toBe(true);
    expect(await markerKept(page)).toBe(true);
    h.expectNoConsoleErrors({ ignore: EXPECTED });
  });

  test("the calculator's state field is left to WooCommerce's country-select script where that is printed", async () => {
    const page = await cartPage(h, [22], async (p) => {
      await p.route(
        (url) => url.pathname === '/carrito/',
        async (route) => {
          const res = await route.fetch();
          const body = (await res.text()).replace(
            '</head>',
            '<script id="wc-country-select-js" src="data:text/javascript,"></script></head>',
          );
          await route.fulfill({ response: res, body });
        },
      );
    });
    await page.click('a.shipping-calculator-button');
    await page.selectOption('#calc_shipping_country', 'FR');
    expect(await page.locator('#calc_shipping_state').evaluate((el) => el.tagName)).toBe('SELECT');
    h.expectNoConsoleErrors();
  });

  test("stands aside where the shop's own cart script is on the page: the form posts as printed", async () => {
    const page = await cartPage(
      h,
      [22],
      async (p) => {
        // A site that keeps wc-cart (the plugin's per-script switch): its file is printed.
        await p.route(
          (url) => url.pathname === '/carrito/',
          async (route) => {
            const res = await route.fetch();
            const body = (await res.text()).replace('</head>', '<script id="wc-cart-js" src="data:text/javascript,"></script></head>');
            await route.fulfill({ response: res, body });
          },
        );
      },
      true,
    );
    expect(await page.locator('form.woocommerce-cart-form').getAttribute('data-island'), 'not mounted').toBeNull();
    expect(await page.locator(UPDATE).isEnabled(), 'not gated: that script would gate it').toBe(true);
    await page.locator('input.qty').first().fill('2');
    await Promise.all([page.waitForEvent('load'), page.click(UPDATE)]);
    expect(await markerKept(page), 'a plain post: the page was loaded again').toBe(false);
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('Carrito actualizado.');
    h.expectNoConsoleErrors();
  });

  test("the calculator's state rule that cannot come (offline) says so in the console and leaves the state field as printed; the next change asks again", async () => {
    const page = await cartPage(h, [22]);
    let offline = true;
    const asked: string[] = [];
    // The shared chunk of runtime/shop/address.ts: the only one that names the calculator's state field.
    await page.route('**/chunks/chunk-*.js', async (route) => {
      const response = await route.fetch();
      if (!(await response.text()).includes('#calc_shipping_state')) return route.fulfill({ response });
      asked.push(route.request().url());
      return offline ? route.abort('internetdisconnected') : route.fulfill({ response });
    });
    await page.click('a.shipping-calculator-button');
    const printed = await page.locator('#calc_shipping_state').evaluate((el) => el.outerHTML);
    await page.selectOption('#calc_shipping_country', 'FR');
    await settled(page);
    expect(asked, 'the rule asked for once').toHaveLength(1);
    expect(await page.locator('#calc_shipping_state').evaluate((el) => el.outerHTML), 'the field as printed').toBe(printed);
    expect(h.log(page).consoleErrors.some((m) => m.includes('[islands:cart-page] The state field could not follow the country'))).toBe(
      true,
    );

    offline = false;
    await page.selectOption('#calc_shipping_country', 'PT');
    await settled(page);
    expect(asked, 'asked again').toHaveLength(2);
    expect(await page.locator('#calc_shipping_state').getAttribute('type'), 'Portugal has no states: the field is hidden').toBe('hidden');
    h.expectNoConsoleErrors({ ignore: [...EXPECTED, /dynamically imported module/, /chunks\/chunk-/] });
  });
});
