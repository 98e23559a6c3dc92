// The line an add shows at once (docs/cart.md#the-line-at-once), in Chromium against the fixture
// shop, whose pages print #islands-side-cart-line as the plugin does: each add's answer is held
// with page.route, so what the panel shows before it is what the test sees.
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { axe, browserSuite } from '../../../tests/harness.ts';

const SIMPLE = 'a.ajax_add_to_cart[data-product_id="22"]';
const PENDING = '.xoo-wsc-body .xoo-wsc-product.islands-adding';
const SERVER_LINE = '.xoo-wsc-body .xoo-wsc-product:not(.islands-adding)';
const isOpen = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('xoo-wsc-cart-active'));

/** Holds every request to `endpoint` until the test lets it through (continue) or answers it. */
async function holdAnswers(page: Page, endpoint: string) {
  const held: Route[] = [];
  await page.route(
    (url) => url.search.includes(`wc-ajax=${endpoint}`),
    (route) => void held.push(route),
  );
  const next = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    return held.shift()!;
  };
  return { next, count: () => held.length };
}

/** Every element's classes, in document order: the line's structure as Side Cart styles it. */
const classesOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((line) =>
      [line, ...line.querySelectorAll('*')].map((el) => [...el.classList].filter((c) => c !== 'islands-adding').join(' ')),
    );

browserSuite('side cart: the line at once', (h) => {
  async function shopper(path: string): Promise<Page> {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(h.url(path));
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForSelector('.xoo-wsc-markup[data-island="mounted"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    return page;
  }

  test("a listing add shows its line before the answer, busy, with the card's name, image, link and price; the answer's line replaces it", async () => {
    const page = await shopper('/tienda/');
    const answers = await holdAnswers(page, 'add_to_cart');
    await page.click(SIMPLE);
    await page.waitForSelector(PENDING);
    const answer = await answers.next(); // the request is out, its answer not in
    const card = page.locator('li.product').filter({ has: page.locator(SIMPLE) });
    const line = page.locator(PENDING);
    expect(await line.getAttribute('aria-busy')).toBe('true');
    expect(await line.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    expect(await line.locator('.xoo-wsc-pname').textContent()).toBe(await card.locator('.woocommerce-loop-product__title').textContent());
    expect(await line.locator('.xoo-wsc-pname a').getAttribute('href')).toBe(
      await card.locator('a.woocommerce-LoopProduct-link').evaluate((a) => (a as HTMLAnchorElement).href),
    );
    expect(await line.locator('img').evaluate((img) => (img as HTMLImageElement).src)).toBe(
      await card.locator('img').evaluate((img) => (img as HTMLImageElement).currentSrc),
    );
    expect(await line.locator('.xoo-wsc-pprice').textContent()).toContain('$10.00');
    expect(await line.locator('.xoo-wsc-smr-ptotal').textContent()).toBe('$10.00');
    expect(await line.locator('input.xoo-wsc-qty').inputValue()).toBe('1');
    expect(await line.getAttribute('data-key')).toBeNull();
    expect(await page.locator('.xoo-wsc-empty-cart').isVisible()).toBe(false);
    // Opened as Side Cart opens it after an add; the totals and counts say nothing final yet.
    expect(await isOpen(page)).toBe(true);
    expect(await page.locator('.xoo-wsc-footer').getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('.xoo-wsc-items-count').first().getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('.xoo-wsc-items-count').first().textContent()).toBe('0');
    // The busy areas are dimmed to 0.6 as the shop dims them (the button, the mini cart, the
    // panel's footer), below contrast while they last: contrast is checked once the answer is in.
    expect(await axe(page, { rules: { 'color-contrast': { enabled: false } } }), 'the panel with a line being added').toEqual([]);
    const pendingClasses = await classesOf(page, PENDING);

    await answer.continue();
    await page.waitForSelector(SERVER_LINE);
    expect(await page.locator(PENDING).count()).toBe(0);
    expect(await page.locator('.xoo-wsc-body .xoo-wsc-product').count()).toBe(1);
    expect(await page.locator('.xoo-wsc-footer').getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('.xoo-wsc-items-count').first().textContent()).toBe('1');
    expect(await classesOf(page, SERVER_LINE)).toEqual(pendingClasses);
    expect(await isOpen(page)).toBe(true);
    expect(await axe(page), "the panel with the answer's line").toEqual([]);
    h.expectNoConsoleErrors();
  });

  test("the click's own frame paints the button busy, without the line or the open panel; they come in the frame after", async () => {
    const page = await shopper('/tienda/');
    await holdAnswers(page, 'add_to_cart');
    // What the frame after the click holds, read by the frame's own callback (it runs before the
    // islands' callback of that frame, set in the click's handler after this one).
    await page.evaluate((simple) => {
      document.addEventListener(
        'click',
        () =>
          requestAnimationFrame(() => {
            const seen = {
              busy: document.querySelector(simple)!.classList.contains('loading'),
              line: !!document.querySelector('.xoo-wsc-body .xoo-wsc-product.islands-adding'),
              open: document.documentElement.classList.contains('xoo-wsc-cart-active'),
            };
            document.documentElement.dataset.clickFrame = JSON.stringify(seen);
          }),
        { capture: true, once: true },
      );
    }, SIMPLE);
    await page.click(SIMPLE);
    await page.waitForSelector(PENDING);
    expect(JSON.parse((await page.evaluate(() => document.documentElement.dataset.clickFrame))!)).toEqual({
      busy: true,
      line: false,
      open: false,
    });
    expect(await isOpen(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test("a panel the shopper closes before the answer stays closed once the answer's line is in", async () => {
    const page = await shopper('/tienda/');
    const answers = await holdAnswers(page, 'add_to_cart');
    await page.click(SIMPLE);
    await page.waitForSelector(PENDING);
    expect(await isOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    await (await answers.next()).continue();
    await page.waitForSelector(SERVER_LINE, { state: 'attached' });
    // The success message is said a second after the answer, long after the 20 ms in which an
    // answer opens the panel.
    await page.waitForFunction(() => /se ha añadido/.test(document.querySelector('.widget_shopping_cart_live_region')?.textContent ?? ''));
    expect(await isOpen(page)).toBe(false);
    h.expectNoConsoleErrors();
  });

  test('a failed add (500) takes its line off, closes the panel it opened and says why by the button, which has focus', async () => {
    const page = await shopper('/tienda/');
    const answers = await holdAnswers(page, 'add_to_cart');
    await page.click(SIMPLE);
    await page.waitForSelector(PENDING);
    await (await answers.next()).fulfill({ status: 500, contentType: 'text/html', body: 'Error' });
    await page.waitForSelector('.islands-add-to-cart-error');
    await page.waitForFunction(() => !document.documentElement.classList.contains('xoo-wsc-cart-active'));
    expect(await page.locator('.xoo-wsc-body .xoo-wsc-product, .xoo-wsc-body .xoo-wsc-products').count()).toBe(0);
    expect(await page.locator('.xoo-wsc-empty-cart').evaluate((el) => (el as HTMLElement).style.display)).toBe('');
    expect(await page.locator('.xoo-wsc-footer').getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => page.evaluate((s) => document.activeElement === document.querySelector(s), SIMPLE)).toBe(true);
    h.expectNoConsoleErrors({ ignore: [/Adding product 22 failed/, /500/] });
  });

  test("a double click is two queued adds: one line of quantity 2 at once, the server's line busy until the second answer", async () => {
    const page = await shopper('/tienda/');
    const answers = await holdAnswers(page, 'add_to_cart');
    await page.click(SIMPLE, { clickCount: 2 });
    await expect
      .poll(() =>
        page
          .locator(`${PENDING} input.xoo-wsc-qty`)
          .inputValue()
          .catch(() => ''),
      )
      .toBe('2');
    expect(await page.locator('.xoo-wsc-body .xoo-wsc-product').count()).toBe(1);
    expect(await page.locator(`${PENDING} .xoo-wsc-smr-ptotal`).textContent()).toBe('$20.00');
    await (await answers.next()).continue();
    // The first answer's line (quantity 1) is marked: the second add is still on its way.
    await page.waitForFunction(
      () => document.querySelector('.xoo-wsc-body .xoo-wsc-product[data-key]')?.matches('.islands-adding') === true,
    );
    expect(await page.locator('.xoo-wsc-body .xoo-wsc-product').count()).toBe(1);
    expect(await page.locator('.xoo-wsc-body input.xoo-wsc-qty').inputValue()).toBe('1');
    await (await answers.next()).continue();
    await page.waitForFunction(() => (document.querySelector('.xoo-wsc-body input.xoo-wsc-qty') as HTMLInputElement | null)?.value === '2');
    expect(await page.locator('.xoo-wsc-body .islands-adding, [aria-busy="true"]').count()).toBe(0);
    expect(await page.locator('.xoo-wsc-body .xoo-wsc-product').count()).toBe(1);
    expect(await page.locator('.xoo-wsc-items-count').first().textContent()).toBe('2');
    h.expectNoConsoleErrors();
  });

  test("the product form's add shows its quantity and total at once; a refusal takes the line off and shows the shop's notice", async () => {
    const page = await shopper('/producto/camiseta-basica/');
    const answers = await holdAnswers(page, 'xoo_wsc_add_to_cart');
    await page.fill('form.cart input.qty', '3');
    await page.click('form.cart [type="submit"]');
    await page.waitForSelector(PENDING);
    expect(await page.locator(`${PENDING} .xoo-wsc-pname`).textContent()).toBe(await page.locator('.product_title').textContent());
    expect(await page.locator(`${PENDING} input.xoo-wsc-qty`).inputValue()).toBe('3');
    expect(await page.locator(`${PENDING} .xoo-wsc-smr-ptotal`).textContent()).toBe('$30.00');
    const refusal = 'No puedes añadir esa cantidad al carrito.';
    await (await answers.next()).fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        error: 1,
        notice: `<div class="xoo-wsc-markup-notices"><div class="xoo-wsc-notice-container" data-section="markup"><ul class="xoo-wsc-notices"><li class="xoo-wsc-notice-error"><span class="xoo-wsc-icon-cross"></span>${refusal}</li></ul></div></div>`,
      }),
    });
    await page.getByText(refusal).first().waitFor();
    // The empty cart as the page ends up showing it (it may be painted a moment after the notice on a busy machine).
    await page.locator('.xoo-wsc-empty-cart').waitFor({ state: 'visible', timeout: 5000 });
    expect(await page.locator('.xoo-wsc-body .xoo-wsc-product').count()).toBe(0);
    expect(await page.locator('.xoo-wsc-footer').getAttribute('aria-busy')).toBeNull();
    h.expectNoConsoleErrors();
  });

  test('a listing add whose answer sends the shopper to the product page takes its line off', async () => {
    const page = await shopper('/tienda/');
    const answers = await holdAnswers(page, 'add_to_cart');
    await page.click(SIMPLE);
    await page.waitForSelector(PENDING);
    // What the page showed as it was left, kept for the page it goes to.
    await page.evaluate(() =>
      window.addEventListener('pagehide', () =>
        sessionStorage.setItem('lines at leave', String(document.querySelectorAll('.xoo-wsc-body .xoo-wsc-product').length)),
      ),
    );
    const product = h.url('/producto/camiseta-basica/');
    await (await answers.next()).fulfill({ contentType: 'application/json', body: JSON.stringify({ error: true, product_url: product }) });
    await page.waitForURL(product);
    expect(await page.evaluate(() => sessionStorage.getItem('lines at leave'))).toBe('0');
  });
});
