// The listing add-to-cart and the side cart it opens, in Chromium against the fixture backend.
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';
import { withConfig } from '../../../tests/shop-server.ts';

const SIMPLE = 'a.ajax_add_to_cart[data-product_id="22"]';
const MINI_CART = 'div.widget_shopping_cart_content';
const isAdd = (url: URL) => url.searchParams.get('wc-ajax') === 'add_to_cart';
const count = (page: Page) => page.locator('.islands-cart-count [aria-hidden]').textContent();

/** Holds the next add_to_cart until release(); answer() decides what the held route gets. */
async function holdAdd(page: Page, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    isAdd,
    async (route) => {
      await held;
      await answer(route);
    },
    { times: 1 },
  );
  return release;
}

/** What the shopper sees of a cart area: dimmed (computed opacity), busy, clickable. */
const blockState = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { opacity: style.opacity, busy: el.getAttribute('aria-busy'), pointerEvents: style.pointerEvents };
    });
const BLOCKED = { opacity: '0.6', busy: 'true', pointerEvents: 'none' };
const FREE = { opacity: '1', busy: null, pointerEvents: 'auto' };

/**
 * The bench's 500-product listing (scripts/bench-shop.mjs): /tienda/'s cards repeated to 500, each
 * with its own describedby id, served at /bench/listado/ from the fixture server's own page.
 */
async function listing500(page: Page, origin: string): Promise<string> {
  const html = await (await fetch(new URL('/tienda/', origin))).text();
  const cards = html.match(/<li class="product[\s\S]*?<\/li>/g) ?? [];
  const list = Array.from({ length: 500 }, (_, i) => cards[i % cards.length]!.replace(/describedby_(\d+)/g, `describedby_$1_${i}`)).join(
    '\n',
  );
  const body = html.replace(/<ul class="products columns-4">[\s\S]*?<\/ul>/, `<ul class="products columns-4">${list}</ul>`);
  const url = new URL('/bench/listado/', origin).href;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  return url;
}

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
    expect(posts[0]).toBe(
      '?wc-ajax=add_to_cart quantity=1&product_id=22&product_sku=SIMPLE-1&success_message=%C2%ABCamiseta+b%C3%A1sica%C2%BB+se+ha+a%C3%B1adido+a+tu+carrito',
    );
    const viewCart = page.locator(`${SIMPLE} + a.added_to_cart.wc-forward`);
    expect(await viewCart.textContent()).toBe('Ver carrito');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    expect(await page.locator('.xoo-wsc-product .xoo-wsc-pname').allTextContents()).toEqual(['Camiseta básica']);
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('1');
    await page.waitForFunction(
      () => document.querySelector('.widget_shopping_cart_live_region')?.textContent === '«Camiseta básica» se ha añadido a tu carrito',
    );
    h.expectNoConsoleErrors();
  });

  test("without jQuery on the page a Mini-Cart block hears WooCommerce Blocks' own events: added, then removed", async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      const heard: string[] = ((window as unknown as { __blocks: string[] }).__blocks = []);
      for (const type of ['wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart']) {
        // Captured: the Mini-Cart block listens on the body, where they are sent (they do not bubble).
        document.addEventListener(type, (event) => heard.push(`${type} on ${(event.target as Element).tagName}`), { capture: true });
      }
    });
    await listing(page, h.url('/tienda/'));
    expect(await page.evaluate(() => 'jQuery' in window), 'the fixture shop prints no jQuery').toBe(false);
    const heard = () => page.evaluate(() => (window as unknown as { __blocks: string[] }).__blocks.slice());
    await page.click(SIMPLE);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    await expect.poll(heard).toEqual(['wc-blocks_added_to_cart on BODY']);
    await page.keyboard.press('Escape');
    // A removal WooCommerce sends removed_from_cart for: the mini cart widget's remove link.
    await page.locator('.widget_shopping_cart_content .mini_cart_item a.remove_from_cart_button').first().click();
    await page.waitForFunction(() => !document.querySelector('.widget_shopping_cart_content .mini_cart_item'));
    await expect.poll(heard).toEqual(['wc-blocks_added_to_cart on BODY', 'wc-blocks_removed_from_cart on BODY']);
    h.expectNoConsoleErrors();
  });

  test('a triple click queues three adds, one request at a time: 3 units, loading until the last, one Ver carrito link', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    // Each answer is held back so the later clicks land while the first add is still running.
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await route.continue();
      },
    );
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

  test('variable products are plain links to their page', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    await Promise.all([page.waitForURL('**/producto/sudadera-con-capucha/'), page.click('a[data-product_id="25"]')]);
  });

  test('the side cart deletes a line (qty 0) and keeps focus inside, Esc gives focus back', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    await page.click(SIMPLE);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    await page
      .waitForFunction(() => document.activeElement?.classList.contains('xoo-wsch-close'), null, { timeout: 10_000 })
      .catch(async (error: Error) => {
        const where = await page.evaluate(() => [
          document.activeElement?.outerHTML.slice(0, 160),
          document.querySelector('.xoo-wsch-close')?.outerHTML.slice(0, 200),
        ]);
        throw new Error(`focus is not on the close button: on ${where[0]}; the button is ${where[1]}`, { cause: error });
      });
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
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    h.expectNoConsoleErrors();
  });

  test('offline: the add fails visibly, the button is usable again and nothing was lost', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    await page.context().setOffline(true);
    await page.click(SIMPLE);
    await page.waitForSelector('.islands-add-to-cart-error[role="alert"]');
    expect(await page.locator('.islands-add-to-cart-error').textContent()).toBe('Probablemente estás desconectado.');
    expect(await blockState(page, MINI_CART)).toEqual(FREE);
    await page.context().setOffline(false);
    await page.click(SIMPLE);
    await page.waitForSelector(`${SIMPLE}.added`);
    expect(await page.locator('.islands-add-to-cart-error').count()).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/Adding product 22 failed/, /ERR_INTERNET_DISCONNECTED/] });
  });

  test('a timeout: the add ends with the Spanish timeout message, nothing reached the cart, and a retry adds', async () => {
    const page = await h.newPage();
    await withConfig(page, { timings: { requestTimeout: 1000 } });
    await listing(page, h.url('/tienda/'));
    expect(
      await page.evaluate(() => JSON.parse(document.querySelector('script#islands-config')!.textContent!).timings.requestTimeout),
    ).toBe(1000);
    // The shop never answers this add in time: the request is held until the page gave up on it.
    const held: Route[] = [];
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
      (route) => void held.push(route),
      { times: 1 },
    );
    const clicked = Date.now();
    await page.click(SIMPLE);
    await page.waitForSelector('.islands-add-to-cart-error[role="alert"]');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
    expect(held).toHaveLength(1);
    expect(await page.locator('.islands-add-to-cart-error').textContent()).toBe(
      'El servidor ha tardado demasiado en responder. Por favor, inténtalo de nuevo.',
    );
    expect(await page.locator(SIMPLE).getAttribute('class')).not.toMatch(/\b(loading|added)\b/);
    expect(await page.locator('a.added_to_cart').count()).toBe(0);
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('0');
    expect(await blockState(page, MINI_CART)).toEqual(FREE);
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

  test("an add the shop took but whose answer was lost (connection dropped, then a 502): the error shows, then the page shows the server's cart, nothing added twice", async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await listing(page, h.url('/tienda/'));
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('wc-ajax=') && calls.push(new URL(r.url()).searchParams.get('wc-ajax')!));
    const MUG = 'a.ajax_add_to_cart[data-product_id="23"]';
    const lost: Array<[string, string, (route: Route) => Promise<void>]> = [
      [
        SIMPLE,
        'Probablemente estás desconectado.',
        async (route) => {
          await route.fetch(); // the shop adds the line…
          await route.abort('connectionreset'); // …and the answer never arrives
        },
      ],
      [
        MUG,
        'El servidor ha respondido con un error (502). Por favor, inténtalo de nuevo.',
        async (route) => {
          await route.fetch();
          await route.fulfill({ status: 502, contentType: 'text/html', body: '<!doctype html><title>502 Bad Gateway</title>' });
        },
      ],
    ];
    for (const [button, message, answer] of lost) {
      await page.route(isAdd, answer, { times: 1 });
      const before = calls.length;
      await page.click(button);
      const error = page.locator(`${button} + .islands-add-to-cart-error[role="alert"]`);
      await error.waitFor();
      expect(await error.textContent()).toBe(message);
      expect(await page.locator(button).getAttribute('class')).not.toMatch(/\b(loading|added)\b/);
      // The page asks the shop what its cart holds, once, and shows it.
      const lines = lost.findIndex(([b]) => b === button) + 1;
      await page.waitForFunction((n) => document.querySelectorAll('.widget_shopping_cart_content .mini_cart_item').length === n, lines);
      expect(await count(page)).toBe(String(lines));
      expect(calls.slice(before)).toEqual(['add_to_cart', 'get_refreshed_fragments']);
    }
    // The server's cart, as another tab of this shopper sees it: each product once.
    const other = await page.context().newPage();
    await other.goto(h.url('/carrito/'));
    expect(await other.locator('.woocommerce-cart-form .product-name a').allTextContents()).toEqual([
      'Camiseta básica',
      'Taza del podcast',
    ]);
    expect(
      await other.locator('.woocommerce-cart-form input.qty').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
    ).toEqual(['1', '1']);
    await other.close();
    expect(await page.locator(`${MINI_CART} .mini_cart_item .quantity`).allTextContents()).toEqual([
      expect.stringMatching(/^1 ×/),
      expect.stringMatching(/^1 ×/),
    ]);
    h.expectNoConsoleErrors({ ignore: [/Adding product 2[23] failed/, /ERR_CONNECTION_RESET/, /HTTP 502/, /status of 502/] });
  });

  test('external products are never added asynchronously: the click follows their link', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    // Only adds count: under load the side cart's own first refresh (wc-ajax too) can still be on its way.
    const adds: string[] = [];
    page.on('request', (r) => /[?&]wc-ajax=(add_to_cart|xoo_wsc_add_to_cart)\b/.test(r.url()) && adds.push(r.url()));
    await Promise.all([page.waitForURL('**/hosting-externo/'), page.click('a.product_type_external[data-product_id="24"]')]);
    expect(adds).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('redirect after add (islands-config cartRedirectAfterAdd): the shopper lands on /carrito/ with the product', async () => {
    const page = await h.newPage();
    await withConfig(page, { cartRedirectAfterAdd: true });
    await listing(page, h.url('/tienda/'));
    await Promise.all([page.waitForURL('**/carrito/'), page.click(SIMPLE)]);
    expect(await page.locator('.woocommerce-cart-form .cart_item .product-name a').allTextContents()).toEqual(['Camiseta básica']);
    h.expectNoConsoleErrors();
  });

  test('on the cart page (isCart) the add gives no Ver carrito link; the cart areas still follow', async () => {
    const page = await h.newPage();
    await withConfig(page, { isCart: true });
    await listing(page, h.url('/tienda/'));
    await page.click(SIMPLE);
    await page.waitForSelector(`${SIMPLE}.added`);
    await page.waitForFunction(() => document.querySelector('.islands-cart-count [aria-hidden]')?.textContent === '1');
    expect(await page.locator('a.added_to_cart').count()).toBe(0);
    h.expectNoConsoleErrors();
  });

  test('an answer with a fragment whose selector matches nothing on the page: the others apply, nothing breaks', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
      async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as { fragments: Record<string, string> };
        answer.fragments = { 'div.carrito-del-tema-que-no-esta': '<div class="carrito-del-tema-que-no-esta">1</div>', ...answer.fragments };
        await route.fulfill({ response, json: answer });
      },
      { times: 1 },
    );
    await page.click(SIMPLE);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('1');
    expect(await page.locator('.widget_shopping_cart_content .mini_cart_item').count()).toBe(1);
    expect(await page.locator('.carrito-del-tema-que-no-esta').count()).toBe(0);
    expect(await page.locator(`${SIMPLE}.added`).count()).toBe(1);
    h.expectNoConsoleErrors();
  });

  test('jQuery listeners get the original events and arguments; should_send_ajax_request.adding_to_cart can veto the add', async () => {
    const page = await h.newPage();
    // A stand-in for the site's jQuery (the fixture pages print none): it records what is triggered.
    await page.addInitScript(() => {
      type Handler = (event: { type: string }, ...args: unknown[]) => unknown;
      const handlers = new Map<string, Handler[]>();
      const log: unknown[] = [];
      const show = (a: unknown): unknown =>
        a && typeof a === 'object' && 'jquery' in a
          ? `$(${(a as unknown as { 0: Element })[0].className.split(' ')[0]})`
          : a && typeof a === 'object'
            ? Object.keys(a).sort()
            : typeof a;
      const $ = (el: unknown) => ({
        0: el,
        jquery: 'stand-in',
        // As jQuery's: an event object's own fields reach the handlers (the bundle marks its own).
        trigger(event: string | { type: string }, args: unknown[] = []) {
          const e = typeof event === 'string' ? { type: event } : { ...event };
          if (el === document.body) log.push([e.type, ...args.map(show)]);
          for (const h of handlers.get(e.type) ?? []) h(e, ...args);
        },
        triggerHandler(name: string, args: unknown[] = []) {
          log.push([`${name} (handler)`, ...args.map(show)]);
          return (window as unknown as { veto?: boolean }).veto ? false : undefined;
        },
        on(name: string, h: Handler) {
          handlers.set(name, [...(handlers.get(name) ?? []), h]);
        },
        off(name: string, h: Handler) {
          handlers.set(
            name,
            (handlers.get(name) ?? []).filter((x) => x !== h),
          );
        },
      });
      Object.assign(window, { jQuery: $, jqLog: log });
    });
    await listing(page, h.url('/tienda/'));
    const adds: string[] = [];
    page.on('request', (r) => r.url().includes('wc-ajax=add_to_cart') && adds.push(r.url()));
    const log = () =>
      page.evaluate(() => (window as unknown as { jqLog: unknown[][] }).jqLog.filter((e) => /cart|fragments/.test(String(e[0]))));
    await page.evaluate(() => ((window as unknown as { jqLog: unknown[] }).jqLog.length = 0));

    await page.evaluate(() => ((window as unknown as { veto: boolean }).veto = true));
    await page.click(SIMPLE);
    // The veto, then what WooCommerce's script says after one: nothing sent, the button put back.
    expect(await log()).toEqual([
      ['should_send_ajax_request.adding_to_cart (handler)', '$(button)'],
      ['ajax_request_not_sent.adding_to_cart', 'boolean', 'boolean', '$(button)'],
      ['wc_cart_button_updated', '$(button)'],
    ]);
    expect(await page.locator(SIMPLE).getAttribute('class')).not.toContain('loading');
    expect(adds).toEqual([]);

    await page.evaluate(() => {
      (window as unknown as { veto: boolean }).veto = false;
      (window as unknown as { jqLog: unknown[] }).jqLog.length = 0;
    });
    const answer = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'));
    await page.click(SIMPLE);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    const fragmentsKeys = Object.keys(((await (await answer).json()) as { fragments: object }).fragments).sort();
    expect(await log()).toEqual([
      ['should_send_ajax_request.adding_to_cart (handler)', '$(button)'],
      ['adding_to_cart', '$(button)', ['product_id', 'product_sku', 'quantity', 'success_message']],
      ['added_to_cart', fragmentsKeys, 'string', '$(button)'],
      ['wc_cart_button_updated', '$(button)'],
      ['wc_fragments_loaded'],
      // The side cart's, as its handler of added_to_cart sends them (docs/events.md).
      ['xoo_wsc_before_loading_fragments', ['cart_hash', 'fragments']],
      ['wc_fragments_refreshed'],
      // Said open when Side Cart's own script opens it, after the answer, though the panel showed the add's line as it was sent (widgets/shop/side-cart/toggled.ts).
      ['xoo_wsc_cart_toggled', 'string'],
    ]);
    expect(adds).toHaveLength(1);
    h.expectNoConsoleErrors();
  });

  test('while an add runs the mini cart is blocked by the bundle (opacity 0.6, aria-busy, not clickable); free again after success and after a 500', async () => {
    const page = await h.newPage();
    await listing(page, h.url('/tienda/'));
    expect(await blockState(page, MINI_CART)).toEqual(FREE);

    let release = await holdAdd(page);
    await page.click(SIMPLE);
    await page.waitForSelector(`${MINI_CART}[aria-busy="true"]`);
    expect(await blockState(page, MINI_CART)).toEqual(BLOCKED);
    release();
    await page.waitForSelector(`${MINI_CART} .mini_cart_item`);
    await page.waitForSelector(`${SIMPLE}.added`);
    expect(await blockState(page, MINI_CART)).toEqual(FREE);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    await page.keyboard.press('Escape');

    release = await holdAdd(page, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Error</body></html>' }),
    );
    await page.click('a.ajax_add_to_cart[data-product_id="23"]');
    await page.waitForSelector(`${MINI_CART}[aria-busy="true"]`);
    expect(await blockState(page, MINI_CART)).toEqual(BLOCKED);
    release();
    await page.waitForSelector('.islands-add-to-cart-error[role="alert"]');
    expect(await blockState(page, MINI_CART)).toEqual(FREE);
    expect(await page.locator(`${MINI_CART} .mini_cart_item`).count()).toBe(1);
    h.expectNoConsoleErrors({ ignore: [/Adding product 23 failed/, /HTTP 500/, /status of 500/] });
  });

  test('on /carrito/ an add (a cross-sell) blocks the cart form and totals until the page has refreshed them with the new line', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await listing(page, h.url('/tienda/'));
    await page.click(SIMPLE);
    await page.waitForSelector(`${SIMPLE}.added`);
    await listing(page, h.url('/carrito/'));
    expect(await page.locator('.woocommerce-cart-form .cart_item').count()).toBe(1);
    // The fixture cart page prints no cross-sells: one is added as a theme would print it. Nothing
    // else on the page is an add button, so the listing's island mounts only now (the body is
    // pending until its code has come; a click before that is the link's plain add).
    await page.evaluate(async () => {
      document
        .querySelector('.cart-collaterals')!
        .insertAdjacentHTML(
          'beforeend',
          '<a href="?add-to-cart=23" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="23" data-product_sku="MUG-1" rel="nofollow">Añadir al carrito</a>',
        );
      await new Promise((seen) => setTimeout(seen)); // the runtime's observer has seen it
    });
    await page.waitForSelector('body[data-island="mounted"]');
    // The cart page's own refresh (GET /carrito/ from the page) is held too, to see the block last until it.
    let releaseRefresh = () => {};
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    await page.route(h.url('/carrito/'), async (route) => {
      if (route.request().isNavigationRequest()) return route.continue();
      await refreshHeld;
      await route.continue();
    });
    const releaseAdd = await holdAdd(page);
    await page.click('.cart-collaterals a.ajax_add_to_cart[data-product_id="23"]');
    await page.waitForSelector('.woocommerce-cart-form[aria-busy="true"]');
    for (const area of ['.woocommerce-cart-form', '.cart_totals']) expect(await blockState(page, area), area).toEqual(BLOCKED);
    const refresh = page.waitForRequest((r) => r.url() === h.url('/carrito/') && !r.isNavigationRequest());
    releaseAdd();
    await refresh;
    await page.waitForFunction(() => document.querySelector('.islands-cart-count [aria-hidden]')?.textContent === '2');
    for (const area of ['.woocommerce-cart-form', '.cart_totals']) expect(await blockState(page, area), area).toEqual(BLOCKED);
    expect(await page.locator('.woocommerce-cart-form .cart_item').count()).toBe(1);
    releaseRefresh();
    await page.waitForFunction(() => document.querySelectorAll('.woocommerce-cart-form .cart_item').length === 2);
    for (const area of ['.woocommerce-cart-form', '.cart_totals']) expect(await blockState(page, area), area).toEqual(FREE);
    expect(await page.locator('.woocommerce-cart-form .product-name a').allTextContents()).toEqual(['Camiseta básica', 'Taza del podcast']);
    expect(new URL(page.url()).pathname).toBe('/carrito/');
    h.expectNoConsoleErrors();
  });

  test('a 500 or an HTML error page for add_to_cart: a Spanish error, the button works again, the cart keeps its line', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await listing(page, h.url('/tienda/'));
    await page.click(SIMPLE);
    await page.waitForSelector(`${SIMPLE}.added`);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    await page.keyboard.press('Escape');
    const MUG = 'a.ajax_add_to_cart[data-product_id="23"]';
    const failures: Array<[string, (route: Route) => Promise<void>]> = [
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
      await page.route(isAdd, answer, { times: 1 });
      await page.click(MUG);
      await page.waitForSelector('.islands-add-to-cart-error[role="alert"]');
      expect(await page.locator('.islands-add-to-cart-error').textContent()).toBe(message);
      expect(await page.locator(MUG).getAttribute('class')).not.toMatch(/\b(loading|added)\b/);
      expect(await page.locator(`${MUG} + a.added_to_cart`).count()).toBe(0);
      expect(await count(page)).toBe('1');
      expect(await page.locator(`${MINI_CART} .mini_cart_item`).count()).toBe(1);
    }
    // The server's cart, as another tab of this shopper sees it: the shirt, nothing else.
    const other = await page.context().newPage();
    await other.goto(h.url('/carrito/'));
    expect(await other.locator('.woocommerce-cart-form .product-name a').allTextContents()).toEqual(['Camiseta básica']);
    await other.close();
    await page.click(MUG);
    await page.waitForSelector(`${MUG}.added`);
    expect(await page.locator('.islands-add-to-cart-error').count()).toBe(0);
    expect(await count(page)).toBe('2');
    h.expectNoConsoleErrors({ ignore: [/Adding product 23 failed/, /HTTP 500/, /status of 500/] });
  });

  test("the bench's 500-product listing: a handful of islands, no root per button, no React, and the 500th button adds", async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await listing(page, await listing500(page, h.origin));
    const cards = page.locator('ul.products > li.product');
    expect(await cards.count()).toBe(500);
    const islands = await page
      .locator('[data-island]')
      .evaluateAll((els) => els.map((e) => e.tagName.toLowerCase() + (e.className ? `.${String(e.className).split(' ')[0]}` : '')));
    expect(islands.length, `elements with data-island: ${islands.join(', ')}`).toBeLessThanOrEqual(8);
    expect(await page.locator('ul.products [data-island]').count(), 'islands inside the listing').toBe(0);
    expect(h.reactChunksFetched(page)).toEqual([]);
    // The 500th card is /tienda/'s second one again (499 % 6): Chapas del podcast, added 2 at a time.
    const last = cards.nth(499).locator('a.add_to_cart_button');
    expect(await last.getAttribute('data-product_id')).toBe('80');
    const add = page.waitForRequest((r) => isAdd(new URL(r.url())));
    await last.click();
    expect(new URLSearchParams((await add).postData() ?? '').get('product_id')).toBe('80');
    await page.waitForSelector('ul.products li.product:nth-child(500) a.add_to_cart_button.added');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    expect(await page.locator('.xoo-wsc-product .xoo-wsc-pname').allTextContents()).toEqual(['Chapas del podcast']);
    expect(await count(page)).toBe('2');
    expect(await page.locator('a.added_to_cart').count()).toBe(1);
    expect(await page.locator('ul.products li.product:nth-child(500) a.added_to_cart').count()).toBe(1);
    expect(h.reactChunksFetched(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('mini cart remove: the row is blocked until the answer, a second click sends nothing, then the line is gone; no fragments → the remove link is followed', async () => {
    const page = await h.newPage();
    // Three adds, two removes and a navigation: on a busy machine a step has taken more than 8 s.
    page.setDefaultTimeout(20_000);
    await listing(page, h.url('/tienda/'));
    for (const id of [22, 23]) {
      await page.click(`a.ajax_add_to_cart[data-product_id="${id}"]`);
      await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
      await page.keyboard.press('Escape');
      await page.waitForFunction((n) => document.querySelectorAll('.widget_shopping_cart_content .mini_cart_item').length === n, id - 21);
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'remove_from_cart',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    const removes: string[] = [];
    page.on('request', (r) => r.url().includes('wc-ajax=remove_from_cart') && removes.push(r.postData() ?? ''));
    const row = page.locator('.widget_shopping_cart_content .mini_cart_item').first();
    const name = (await row.locator('a:not(.remove)').textContent())!.trim();
    await row.locator('a.remove_from_cart_button').click();
    await page.waitForFunction(() => document.querySelector('.mini_cart_item')?.getAttribute('aria-busy') === 'true');
    expect(await row.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.6');
    await row.locator('a.remove_from_cart_button').dispatchEvent('click'); // a second click on the blocked row
    release();
    await page.waitForFunction(() => document.querySelectorAll('.widget_shopping_cart_content .mini_cart_item').length === 1);
    expect(await page.locator('.widget_shopping_cart_content .mini_cart_item').textContent()).not.toContain(name);
    expect(await page.locator('.islands-cart-count [aria-hidden]').textContent()).toBe('1');
    await page.waitForFunction(
      (n) => document.querySelector('.widget_shopping_cart_live_region')?.textContent === `«${n}» se ha quitado de tu carrito`,
      name,
    );
    // A second remove would have been queued behind the first and sent by now (1000 ms later).
    expect(removes).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/tienda/');

    // The shop answers without fragments (the line was already gone, say): the link does the removal.
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'remove_from_cart',
      (route) => route.fulfill({ json: { success: false } }),
      { times: 1 },
    );
    const href = await page.locator('.widget_shopping_cart_content a.remove_from_cart_button').getAttribute('href');
    expect(href).toMatch(/^\/carrito\/\?remove_item=\w+&_wpnonce=/);
    const followed = page.waitForRequest((r) => r.isNavigationRequest() && r.url() === h.url(href!.replace(/&amp;/g, '&')));
    await page.click('.widget_shopping_cart_content a.remove_from_cart_button');
    await followed;
    // The shop removes the line and sends the shopper back where they were.
    await page.waitForURL('**/tienda/?removed_item=1');
    expect(await page.locator('.widget_shopping_cart_content .woocommerce-mini-cart__empty-message').count()).toBe(1);
    h.expectNoConsoleErrors({ ignore: [/Removing cart line .* failed; following the remove link/] });
  });
});
