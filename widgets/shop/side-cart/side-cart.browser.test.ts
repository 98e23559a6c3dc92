// The side cart's own timings and openers in Chromium against the fixture backend: the refresh
// 200 ms after it mounts and on a back/forward restore, the openers other than the basket, the
// product form's error notice and reload, the checkout page's refresh, and the store notice.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';
import { withConfig } from '../../../tests/shop-server.ts';

const SIMPLE = 'a.ajax_add_to_cart[data-product_id="22"]';
const isOpen = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('xoo-wsc-cart-active'));
const count = (page: Page) => page.locator('.xoo-wsc-items-count').first().textContent();

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('body[data-island="mounted"]');
  await page.waitForLoadState('networkidle');
}

browserSuite('side cart', (h) => {
  async function shopper(path: string): Promise<Page> {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(h.url(path));
    await ready(page);
    return page;
  }
  async function addFromListing(page: Page): Promise<void> {
    await page.click(SIMPLE);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    await page.keyboard.press('Escape');
  }

  test('refreshes 200 ms after it mounts (xoo_wsc_refresh_fragments), once', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      document.addEventListener(
        'islands:mounted',
        (e) => {
          if ((e.target as Element).matches('.xoo-wsc-markup')) (window as unknown as { mountedAt: number }).mountedAt = performance.now();
        },
        true,
      );
    });
    await page.goto(h.url('/resena-mejor-hosting/'));
    // A resource entry is written when its answer has arrived; on a busy machine that can be after
    // the page looked idle, so the test waits for it rather than for networkidle alone.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('wc-ajax=xoo_wsc_refresh_fragments')),
    );
    await ready(page);
    const { mountedAt, refreshes } = await page.evaluate(() => ({
      mountedAt: (window as unknown as { mountedAt: number }).mountedAt,
      refreshes: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('wc-ajax=xoo_wsc_refresh_fragments'))
        .map((e) => e.startTime),
    }));
    expect(refreshes).toHaveLength(1);
    // The 200 ms timer starts inside mount, a little before the mounted event is dispatched and
    // timed here (1.1 ms once under load): a few ms under 200 is still the spec's wait, 0 is not.
    expect(refreshes[0]! - mountedAt).toBeGreaterThanOrEqual(190);
    expect(refreshes[0]! - mountedAt).toBeLessThan(800);
    h.expectNoConsoleErrors();
  });

  test('a page restored from the back/forward cache refreshes: a change made in another tab shows', async () => {
    const page = await shopper('/tienda/');
    await addFromListing(page);
    expect(await count(page)).toBe('1');
    // Another tab adds one more (its request shares this shopper's session cookie; no storage event
    // tells this page).
    const added = await page.context().request.post(h.url('/?wc-ajax=add_to_cart'), { form: { product_id: '22', quantity: '1' } });
    expect(((await added.json()) as { fragments?: object }).fragments).toBeTruthy();
    expect(await count(page)).toBe('1'); // this page does not know yet
    // The fixture pages are sent no-store, which keeps Chromium from caching them: the restore is
    // announced as the browser does it, with a persisted pageshow.
    const refreshed = page.waitForRequest((r) => r.url().includes('wc-ajax=xoo_wsc_refresh_fragments'));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await refreshed;
    await page.waitForFunction(() => document.querySelector('.xoo-wsc-items-count')?.textContent === '2');
    expect(await page.locator('.xoo-wsc-product input.xoo-wsc-qty').inputValue()).toBe('2');
    h.expectNoConsoleErrors();
  });

  test("opens on a Ver carrito link (without leaving the page) and on a theme's cart trigger", async () => {
    const page = await shopper('/tienda/');
    await addFromListing(page);
    expect(await isOpen(page)).toBe(false);
    await page.click('a.added_to_cart');
    expect(await isOpen(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/tienda/');
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    // The side cart's [xoo_wsc_cart] menu shortcode as a theme prints it in its header.
    await page.evaluate(() =>
      document
        .querySelector('header')!
        .insertAdjacentHTML(
          'beforeend',
          '<div class="xoo-wsc-sc-cont"><div class="xoo-wsc-cart-trigger"><span class="xoo-wsc-sc-count">1</span></div></div>',
        ),
    );
    await page.click('.xoo-wsc-sc-cont .xoo-wsc-cart-trigger');
    expect(await isOpen(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test("the basket's notices hide themselves after the notification time (5000 ms)", async () => {
    const page = await shopper('/tienda/');
    await addFromListing(page);
    await page.click('.xoo-wsc-basket');
    await page.click('.xoo-wsc-coupon-form .xoo-wsc-coupon-submit');
    // Both moments on the page's own clock (a test runner stalled by a busy machine would see the
    // notice late and its life short): when it shows, and when it has gone.
    const present = (shown: boolean) =>
      page
        .waitForFunction(
          (want) =>
            [...document.querySelectorAll('.xoo-wsc-notice-container li')].some((li) =>
              li.textContent?.includes('Por favor, introduce el código de promoción'),
            ) === want && performance.now(),
          shown,
          { timeout: 7000 },
        )
        .then(async (handle) => (await handle.jsonValue()) as number);
    const shownAt = await present(true);
    expect(await page.locator('.xoo-wsc-notice-container.xoo-wsc-active').count()).toBe(1);
    const goneAt = await present(false);
    // 5000 ms, less what polling on a busy page may have seen of the notice late.
    expect(goneAt - shownAt).toBeGreaterThanOrEqual(4800);
    expect(goneAt - shownAt).toBeLessThan(7000);
    expect(await page.locator('.xoo-wsc-notice-container.xoo-wsc-active').count()).toBe(0);
    h.expectNoConsoleErrors();
  });

  test("product form: the shop's error notice is shown as sent; an answer it cannot read reloads the page", async () => {
    const page = await shopper('/producto/camiseta-basica/');
    await page.fill('form.cart input.qty', '5'); // all there is in stock
    await page.click('form.cart .single_add_to_cart_button');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    await page.keyboard.press('Escape');
    await page.fill('form.cart input.qty', '1');
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=xoo_wsc_add_to_cart'));
    await page.click('form.cart .single_add_to_cart_button');
    const answer = (await (await answered).json()) as { error: number; notice: string };
    expect(answer.error).toBe(1);
    const notice = page.locator('.xoo-wsc-markup-notices.xoo-wsc-active[role="alert"]');
    await notice.waitFor();
    const sent = await page.evaluate((html) => {
      const box = document.createElement('template');
      box.innerHTML = html;
      return box.content.textContent!.trim();
    }, answer.notice);
    expect(sent).toMatch(/^No puedes añadir esa cantidad al carrito — tenemos 5 en existencias y ya tienes 5 en tu carrito/);
    expect((await notice.textContent())!.trim()).toBe(sent);
    expect(await count(page)).toBe('5');
    expect(await isOpen(page)).toBe(false);

    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'xoo_wsc_add_to_cart',
      (route) => route.fulfill({ contentType: 'text/html', body: '' }),
      { times: 1 },
    );
    await page.fill('form.cart input.qty', '1');
    const reloaded = page.waitForEvent('load');
    await page.click('form.cart .single_add_to_cart_button');
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/producto/camiseta-basica/');
    h.expectNoConsoleErrors();
  });

  test('product form: a 500 or an HTML page shows the Spanish error beside the cart and keeps the form as typed, without a reload; an add the shop took shows in the side cart', async () => {
    const page = await shopper('/producto/camiseta-basica/');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.fill('form.cart input.qty', '3');
    const notice = page.locator('.xoo-wsc-markup-notices.xoo-wsc-active[role="alert"]');
    const isFormAdd = (url: URL) => url.searchParams.get('wc-ajax') === 'xoo_wsc_add_to_cart';
    const failures: Array<[string, Parameters<Page['route']>[1]]> = [
      [
        'El servidor ha respondido con un error (500). Por favor, inténtalo de nuevo.',
        (route) =>
          route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><title>Error</title><p>Error crítico</p>' }),
      ],
      [
        'La respuesta no es una respuesta JSON válida.',
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Aviso de PHP: algo ha fallado</p>' }),
      ],
    ];
    for (const [message, answer] of failures) {
      await page.route(isFormAdd, answer, { times: 1 });
      const refreshed = page.waitForResponse((r) => r.url().includes('wc-ajax=xoo_wsc_refresh_fragments'));
      await page.click('form.cart .single_add_to_cart_button');
      await page.waitForFunction(
        (m) => document.querySelector('.xoo-wsc-markup-notices.xoo-wsc-active[role="alert"]')?.textContent?.trim() === m,
        message,
      );
      await refreshed; // the shop is asked what its cart holds: still nothing
      expect(await page.inputValue('form.cart input.qty')).toBe('3');
      expect(await count(page)).toBe('0');
      expect(await isOpen(page)).toBe(false);
    }
    // The shop adds the three shirts, but answers with a 500: the side cart still shows them.
    await page.route(
      isFormAdd,
      async (route) => {
        await route.fetch();
        await route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><title>Error</title>' });
      },
      { times: 1 },
    );
    await page.click('form.cart .single_add_to_cart_button');
    await page.waitForFunction(() => document.querySelector('.xoo-wsc-items-count')?.textContent === '3');
    expect(await notice.textContent()).toContain('El servidor ha respondido con un error (500).');
    expect(await page.locator('.xoo-wsc-product input.xoo-wsc-qty').inputValue()).toBe('3');
    expect(await page.inputValue('form.cart input.qty')).toBe('3');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    h.expectNoConsoleErrors({ ignore: [/Adding from .* failed/, /HTTP 500/, /status of 500/] });
  });

  test('product form: a triple click sends three adds through xoo_wsc_add_to_cart, one at a time; loading until the last', async () => {
    const page = await shopper('/producto/camiseta-basica/');
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'xoo_wsc_add_to_cart',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await route.continue();
      },
    );
    const wire: string[] = [];
    const isAdd = (url: string) => new URL(url).searchParams.get('wc-ajax') === 'xoo_wsc_add_to_cart';
    page.on('request', (r) => isAdd(r.url()) && wire.push('start'));
    page.on('requestfinished', (r) => isAdd(r.url()) && wire.push('end'));
    page.on('requestfailed', (r) => isAdd(r.url()) && wire.push('failed'));
    await page.evaluate(() => {
      const button = document.querySelector('form.cart .single_add_to_cart_button')!;
      const states: string[] = [];
      (window as unknown as { states: string[] }).states = states;
      const state = () => ['loading', 'added'].filter((c) => button.classList.contains(c)).join(' ');
      new MutationObserver(() => state() !== states.at(-1) && states.push(state())).observe(button, { attributeFilter: ['class'] });
    });
    await page.click('form.cart .single_add_to_cart_button', { clickCount: 3 });
    await page.waitForFunction(() => document.querySelector('.xoo-wsc-items-count')?.textContent === '3');
    await page.waitForSelector('form.cart .single_add_to_cart_button.added:not(.loading)');
    expect(wire).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
    expect(await page.evaluate(() => (window as unknown as { states: string[] }).states)).toEqual(['loading', 'added']);
    expect(await page.locator('.xoo-wsc-product input.xoo-wsc-qty').inputValue()).toBe('3');
    h.expectNoConsoleErrors();
  });

  /**
   * A product page whose chunk `missing` answers 404 (blocked before the page loads where
   * `fromTheStart`): a script's submit posts the form the plain way, the shop adds the shirt on the
   * page it answers. Returns the console error that said so.
   */
  async function postsPlainWithout(missing: RegExp, fromTheStart: boolean): Promise<string | undefined> {
    const page = fromTheStart ? await h.newPage() : await shopper('/producto/camiseta-basica/');
    await page.route(missing, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'no existe' }));
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    if (fromTheStart) {
      await page.goto(h.url('/producto/camiseta-basica/'));
      await ready(page);
    }
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.isNavigationRequest());
    await page.evaluate(() =>
      document
        .querySelector<HTMLFormElement>('form.cart')!
        .requestSubmit(document.querySelector<HTMLButtonElement>('form.cart .single_add_to_cart_button')),
    );
    expect((await posted).postData()).toContain('add-to-cart');
    await page.waitForLoadState('load');
    await ready(page);
    expect(await count(page)).toBe('1');
    return errors.find((e) => e.includes("The product form's add could not load"));
  }

  test('product form: its add code comes on intent (never on a page without a product form); a submit before any intent waits for it; should it not come, the form is sent as without JavaScript', async () => {
    const PRODUCT_FORM = /\/chunks\/product-form-[A-Z0-9]+\.js$/;
    const DECISION = /\/chunks\/product-submit-[A-Z0-9]+\.js$/;
    const listing = await shopper('/tienda/');
    await addFromListing(listing);
    expect(
      h.log(listing).scripts.filter((u) => PRODUCT_FORM.test(u) || DECISION.test(u)),
      'no product form on the listing',
    ).toEqual([]);

    const page = await shopper('/producto/camiseta-basica/');
    expect(
      h.log(page).scripts.filter((u) => DECISION.test(u)),
      'the decision with the page',
    ).toHaveLength(1);
    expect(
      h.log(page).scripts.filter((u) => PRODUCT_FORM.test(u)),
      'the sender not with the page',
    ).toEqual([]);
    // A script's submit, with no pointer nor focus before it: held until the code comes, then sent.
    const added = page.waitForResponse((r) => r.url().includes('wc-ajax=xoo_wsc_add_to_cart'));
    await page.evaluate(() =>
      document
        .querySelector<HTMLFormElement>('form.cart')!
        .requestSubmit(document.querySelector<HTMLButtonElement>('form.cart .single_add_to_cart_button')),
    );
    await added;
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    expect(h.log(page).scripts.filter((u) => PRODUCT_FORM.test(u))).toHaveLength(1);
    await page.keyboard.press('Escape');

    // The pointer reaching the form fetches it before the press.
    const fresh = await shopper('/producto/camiseta-basica/');
    const fetched = fresh.waitForRequest((r) => PRODUCT_FORM.test(r.url()));
    await fresh.hover('form.cart input.qty');
    await fetched;

    // The code cannot come: the form is sent the plain way, and the shop adds the shirt on the page it answers.
    expect(await postsPlainWithout(PRODUCT_FORM, false)).toContain("[islands:side-cart] The product form's add could not load");
    // Nor the decision, fetched with the page: the form posts as printed too.
    expect(await postsPlainWithout(DECISION, true)).toContain(
      "[islands:side-cart] The product form's add could not load; the form posts as printed",
    );
    h.expectNoConsoleErrors({
      ignore: [
        /product form's add could not load/,
        /product-form-/,
        /product-submit-/,
        /status of 404/,
        /Failed to fetch dynamically imported module/,
      ],
    });
  }, 60_000); // six page visits and two failed loads: 12–15 s alone, over 30 s on a busy 2-core machine

  test('on /finalizar-compra/ a side cart quantity change refreshes the order review', async () => {
    const page = await shopper('/tienda/');
    await addFromListing(page);
    await page.goto(h.url('/finalizar-compra/'));
    await ready(page);
    const review = page.locator('#order_review .cart_item .product-quantity');
    expect(await review.textContent()).toMatch(/×\s*1$/);
    const typed = 'Ana';
    await page.fill('#billing_first_name', typed); // what the shopper typed outside the review stays
    await page.click('.xoo-wsc-basket');
    const update = page.waitForRequest((r) => r.url().includes('wc-ajax=xoo_wsc_update_item_quantity'));
    await page.locator('.xoo-wsc-product .xoo-wsc-plus').click();
    expect(new URLSearchParams((await update).postData() ?? '').get('isCheckout')).toBe('true');
    await page.waitForFunction(() =>
      /×\s*2$/.test(document.querySelector('#order_review .cart_item .product-quantity')?.textContent ?? ''),
    );
    expect(await page.locator('#order_review .order-total').textContent()).toContain('$25.00');
    expect(await page.inputValue('#billing_first_name')).toBe(typed);
    h.expectNoConsoleErrors();
  });

  test('on /finalizar-compra/ a failed refresh of the page keeps the typed billing fields: the Spanish error, no reload, and the order review refreshed on retry', async () => {
    const page = await shopper('/tienda/');
    await addFromListing(page);
    await page.goto(h.url('/finalizar-compra/'));
    await ready(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    let navigations = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);
    const typed = {
      '#billing_first_name': 'Ana',
      '#billing_last_name': 'García',
      '#billing_address_1': 'Calle Mayor 1',
      '#billing_city': 'Madrid',
      '#billing_email': 'ana@example.com',
    };
    for (const [field, value] of Object.entries(typed)) await page.fill(field, value);
    // The order review asked for after the change (update_order_review) answers with a server error, once.
    let failing = true;
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'update_order_review',
      (route) => {
        if (!failing) return route.fallback();
        failing = false;
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<!doctype html><title>Error</title>' });
      },
    );
    await page.click('.xoo-wsc-basket');
    await page.locator('.xoo-wsc-product .xoo-wsc-plus').click();
    const message =
      'No se ha podido actualizar el resumen del pedido. El servidor ha respondido con un error (500). Por favor, inténtalo de nuevo. Lo que has escrito sigue en el formulario.';
    await page.locator('.xoo-wsc-notice-container li', { hasText: message }).waitFor();
    const pageError = page.locator('.woocommerce-error[role="alert"]', { hasText: message });
    expect(await pageError.count()).toBe(1);
    for (const [field, value] of Object.entries(typed)) expect(await page.inputValue(field)).toBe(value);
    expect(await page.locator('#order_review .cart_item .product-quantity').textContent()).toMatch(/×\s*1$/);
    expect(await page.locator('#order_review').getAttribute('aria-busy')).toBeNull();
    // Asked again, the order review shows the changed quantity; the fields are still as typed.
    await page.keyboard.press('Escape');
    await pageError.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await page.waitForFunction(() =>
      /×\s*2$/.test(document.querySelector('#order_review .cart_item .product-quantity')?.textContent ?? ''),
    );
    expect(await pageError.count()).toBe(0);
    for (const [field, value] of Object.entries(typed)) expect(await page.inputValue(field)).toBe(value);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(navigations).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/Refreshing the order review failed/, /status of 500/, /HTTP 500/] });
  });

  test('a checkout page without a checkout form (isCheckout) reloads after a side cart quantity change', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    // As a checkout page prints them: isCheckout in islands-config and in the plugin's xoo_wsc_params.
    await withConfig(page, { isCheckout: true });
    await page.addInitScript(() => {
      let params: unknown;
      Object.defineProperty(window, 'xoo_wsc_params', {
        configurable: true,
        get: () => params,
        set: (value: Record<string, unknown>) => void (params = { ...value, isCheckout: '1' }),
      });
    });
    await page.goto(h.url('/tienda/'));
    await ready(page);
    await addFromListing(page);
    await page.click('.xoo-wsc-basket');
    const reloaded = page.waitForEvent('load');
    await page.locator('.xoo-wsc-product .xoo-wsc-plus').click();
    await reloaded;
    await ready(page);
    expect(await count(page)).toBe('2');
    h.expectNoConsoleErrors();
  });

  test('store notice: shown, dismissed with a cookie for the whole site (path /), hidden on every other page', async () => {
    const page = await shopper('/tienda/');
    const notice = page.locator('p.woocommerce-store-notice');
    expect(await notice.isVisible()).toBe(true);
    const id = await notice.getAttribute('data-notice-id');
    await page.click('.woocommerce-store-notice__dismiss-link');
    expect(await notice.isVisible()).toBe(false);
    const cookie = (await page.context().cookies()).find((c) => c.name === `store_notice${id}`);
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    await page.goto(h.url('/producto/camiseta-basica/'));
    await ready(page);
    expect(await page.locator('p.woocommerce-store-notice').isVisible()).toBe(false);
    h.expectNoConsoleErrors();
  });
});
