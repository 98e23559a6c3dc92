// Third-party code on the real site: a small script depending on `jquery` (the test site's
// must-use recorder, scripts/real-site.mjs, turned on per browser context) records every
// WooCommerce, Side Cart, Contact Form 7, Elementor and WooCommerce Blocks event the page sends.
// Each shopper flow runs once on the shop's own scripts (?islands=0) and once on the islands:
// the islands' record must hold every event of the original's, in the same order, on the same
// target, with arguments of the same shapes (docs/events.md). Events a page sends while it loads
// are compared apart, as a set: the islands mount in their own order.
import { expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { settled } from '../harness.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';
import { fillBilling } from './helpers.ts';

interface Heard {
  kind: 'jquery' | 'jquery-ask' | 'native';
  name: string;
  target: string;
  args: string[];
}

interface Flow {
  /** What the page holds before (a line in the cart), through the shop's no-script address. */
  cart?: 'simple' | 'mug';
  path: string;
  /** The page is ready for the shopper (its islands mounted, its first calls answered). */
  ready(page: Page): Promise<void>;
  act(page: Page, site: RealSite): Promise<void>;
  /** The flow ends on another page (an order placed): what the recorder held when the page was left is compared. */
  leaves?: boolean;
  /** Events of the original this flow's islands do not send, on purpose: name → why. */
  notSentByDesign?: Record<string, string>;
  /** Events the islands send at another moment of the flow, on purpose: name → why. Each must still be sent. */
  elsewhereByDesign?: Record<string, string>;
}

/**
 * Events the islands handle themselves as well as send (check_variations): the island handles it where
 * it sends it, then triggers it, as the shop's own handler runs before a third party's.
 * A listener hears the same order from both; only the moment the trigger is called differs, which
 * this recorder sees (it records triggers as they are called). Their count is compared, not their place.
 */
const HANDLED_BEFORE_TRIGGER = new Set(['check_variations']);

const key = (h: Heard) => `${h.kind} ${h.name} @${h.target} (${h.args.join(', ')})`;

/** Runs one flow with the recorder on; returns what was heard while loading and while acting. */
async function record(site: RealSite, flow: Flow, original: boolean): Promise<{ load: Heard[]; act: Heard[] }> {
  const page = await site.newPage({ siteConfiguration: { filters: { islands_test_recorder: true } } });
  page.setDefaultTimeout(20_000);
  if (flow.cart)
    await page.goto(site.url(`/?add-to-cart=${flow.cart === 'mug' ? site.ids.mug_id : site.ids.simple_id}`, { original: true }));
  await page.goto(site.url(flow.path, { original }));
  await flow.ready(page);
  if (!original) {
    const report = await site.report(page);
    expect(report?.jquery, 'jQuery stays: a printed script depends on it').not.toBeNull();
    expect(report?.replaced.length, 'the shop’s own scripts are replaced').toBeGreaterThan(0);
  }
  await page.waitForLoadState('networkidle');
  await settled(page);
  const load = await heard(page, true);
  await flow.act(page, site);
  await page.waitForLoadState('networkidle').catch(() => {});
  if (!flow.leaves) await settled(page);
  const act = flow.leaves
    ? await page.evaluate(() => JSON.parse(sessionStorage.getItem('islands-recorded-left') ?? '[]') as Heard[])
    : await heard(page, false);
  return { load, act };
}

/** What the recorder holds, emptied (`take`) or read; on a page that is gone, what was read last. */
const heard = (page: Page, take: boolean): Promise<Heard[]> =>
  page.evaluate((take) => {
    const all = (window as unknown as { __recorded?: Heard[] }).__recorded ?? [];
    return take ? all.splice(0) : all.slice();
  }, take);

/**
 * The shop's own scripts, on a busy machine, sometimes send a round of the cart's events twice in a
 * row (updated_cart_totals, updated_wc_div, wc_fragments_refreshed after one cart update: CI saw
 * three rounds for two updates). The islands send one round per update: a round the original
 * repeats back to back (two events or more) counts once.
 */
function onceEachRound(heard: Heard[]): Heard[] {
  const out: Heard[] = [];
  for (const h of heard) {
    out.push(h);
    for (let size = 2; size * 2 <= out.length; size++) {
      const tail = out.slice(-size).map(key).join('|');
      if (
        out
          .slice(-2 * size, -size)
          .map(key)
          .join('|') === tail
      ) {
        out.splice(-size);
        break;
      }
    }
  }
  return out;
}

/** The original's events missing from the islands' record, in order (a subsequence check). */
function missing(original: Heard[], islands: Heard[], notSentByDesign: Record<string, string> = {}): string[] {
  const lost: string[] = [];
  let at = 0;
  for (const h of original) {
    if (notSentByDesign[h.name]) continue;
    const found = islands.findIndex((i, n) => n >= at && key(i) === key(h));
    if (found === -1) lost.push(key(h));
    else at = found + 1;
  }
  return lost;
}

async function compare(site: RealSite, flow: Flow): Promise<{ original: Heard[]; islands: Heard[] }> {
  const original = await record(site, flow, true);
  const islands = await record(site, flow, false);
  if (process.env.ISLANDS_DEBUG_RECORD) {
    for (const [side, r] of Object.entries({ original, islands }))
      console.log(`${flow.path} ${side}\n load: ${r.load.map(key).join('\n   ')}\n act:  ${r.act.map(key).join('\n   ')}`);
  }
  const loadNames = new Set(islands.load.map(key));
  const byDesign: Record<string, string> = { ...flow.notSentByDesign };
  const count = (hs: Heard[]) => hs.filter((h) => HANDLED_BEFORE_TRIGGER.has(h.name)).length;
  expect(count(islands.act), 'events the islands handle themselves, counted').toBe(count(original.act));
  for (const name of HANDLED_BEFORE_TRIGGER) byDesign[name] ??= 'counted above';
  for (const name of Object.keys(flow.elsewhereByDesign ?? {})) {
    if (original.act.some((h) => h.name === name))
      expect(
        islands.act.some((h) => h.name === name),
        `${name} is sent`,
      ).toBe(true);
    byDesign[name] = flow.elsewhereByDesign![name]!;
  }
  expect(
    original.load
      .filter((h) => !byDesign[h.name])
      .map(key)
      .filter((k) => !loadNames.has(k)),
    'load events of the original the islands never sent',
  ).toEqual([]);
  expect(
    missing(onceEachRound(original.act), islands.act, byDesign),
    `the flow's events, in order (original: ${original.act.map(key).join(' | ')}; islands: ${islands.act.map(key).join(' | ')})`,
  ).toEqual([]);
  return { original: original.act, islands: islands.act };
}

/**
 * The answer to a request the flow makes, waited for with a failure that says which side and which
 * request it was (a bare waitForResponse timeout names neither).
 */
function answerTo(page: Page, what: string, matches: (r: Response) => boolean): Promise<Response> {
  const side = new URL(page.url()).searchParams.get('islands') === '0' ? 'the shop’s own scripts' : 'the islands';
  return page.waitForResponse(matches, { timeout: 20_000 }).catch((error: unknown) => {
    throw new Error(`${side}: no answer to ${what} (${(error as Error).message.split('\n')[0]})`);
  });
}

/** The page's scripts have started: the islands mounted where they are; the shop's own are in by load. */
const scriptsStarted = (selector: string) => async (page: Page) => {
  await page.waitForSelector(selector, { state: 'attached' });
  await page.waitForLoadState('networkidle');
  if (await page.locator('#islands-config').count()) {
    await page.waitForFunction(
      (s) => [...document.querySelectorAll(s)].every((el) => el.getAttribute('data-island') !== 'pending'),
      selector,
    );
  }
  // The variations form starts 100 ms after load, the side cart refreshes 200 ms after it.
  await settled(page);
};
const sideCartReady = scriptsStarted('div.xoo-wsc-markup');

/** The variable product, and what its gallery sends elsewhere by design. */
const variationPage = {
  path: '/producto/sudadera-con-capucha/',
  ready: scriptsStarted('form.variations_form'),
  elsewhereByDesign: {
    woocommerce_gallery_reset_slide_position:
      'the gallery island follows the image as found_variation arrives; the shop’s gallery a moment later',
    woocommerce_gallery_init_zoom: 'zoom is set up once per image, 20 ms after it (the shop’s script sends it twice)',
  },
};

realSiteSuite('Third-party scripts hear the same events from the islands as from the shop’s own scripts', (site) => {
  test('listing add to cart', async () => {
    const { islands } = await compare(site, {
      path: '/tienda/',
      ready: sideCartReady,
      async act(page) {
        await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.simple_id}"]`).click();
        await page.waitForSelector('html.xoo-wsc-cart-active');
      },
    });
    expect(islands.map((h) => h.name)).toContain('added_to_cart');
  });

  test("listing add to cart, with a theme whose added_to_cart handler reads the side cart's lines and asks for fresh fragments", async () => {
    // What the theme's handler found: the server's lines (WooCommerce's own handler, bound first, has swapped them in).
    const linesSeen: number[] = [];
    const { islands } = await compare(site, {
      path: '/tienda/',
      ready: sideCartReady,
      elsewhereByDesign: {
        wc_fragment_refresh:
          "the theme's own trigger, from its added_to_cart handler: that handler runs before the events the shop's own handler of added_to_cart sends, not after them (docs/cart.md#third-party-events)",
      },
      async act(page) {
        await page.evaluate(() => {
          type JQuery = (t: unknown) => { on(n: string, f: () => void): void; trigger(n: string): void };
          const $ = (window as unknown as { jQuery: JQuery }).jQuery;
          $(document.body).on('added_to_cart', () => {
            const lines = document.querySelectorAll('.xoo-wsc-body .xoo-wsc-product:not(.islands-adding)').length;
            Object.assign(window, { linesSeen: lines });
            $(document.body).trigger('wc_fragment_refresh');
          });
        });
        const refreshed = page.waitForResponse((r) => r.url().endsWith('/?wc-ajax=get_refreshed_fragments'));
        await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.simple_id}"]`).click();
        await refreshed;
        await page.waitForSelector('html.xoo-wsc-cart-active');
        linesSeen.push(await page.evaluate(() => (window as unknown as { linesSeen: number }).linesSeen));
      },
    });
    const names = islands.map((h) => h.name);
    expect(names.indexOf('wc_fragment_refresh'), 'the theme asked, and was heard').toBeGreaterThan(names.indexOf('added_to_cart'));
    expect(linesSeen, "the added line on the page as the theme's handler runs (original, islands)").toEqual([1, 1]);
  });

  test('side cart: a line removed', async () => {
    await compare(site, {
      cart: 'simple',
      path: '/tienda/',
      ready: sideCartReady,
      async act(page) {
        await page.locator('.xoo-wsc-basket').click();
        await page.waitForSelector('html.xoo-wsc-cart-active');
        const removed = page.waitForResponse((r) => r.url().endsWith('/?wc-ajax=xoo_wsc_update_item_quantity'));
        await page.locator('.xoo-wsc-product .xoo-wsc-smr-del').first().click();
        await removed;
        await expect.poll(() => page.locator('.xoo-wsc-product').count(), { timeout: 10_000 }).toBe(0);
        await page.locator('.xoo-wsch-close').click();
      },
    });
  });

  test('listing add vetoed by a third party', async () => {
    const { islands } = await compare(site, {
      path: '/tienda/',
      ready: sideCartReady,
      async act(page) {
        await page.evaluate(() =>
          (window as unknown as { jQuery: (t: unknown) => { on(n: string, f: () => boolean): void } })
            .jQuery(document.body)
            .on('should_send_ajax_request.adding_to_cart', () => false),
        );
        await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.simple_id}"]`).click();
        await settled(page);
      },
    });
    expect(islands.map((h) => h.name)).toContain('ajax_request_not_sent.adding_to_cart');
    expect(
      islands.map((h) => h.name),
      'nothing was sent',
    ).not.toContain('adding_to_cart');
  });

  test('variation chosen, then the choice reset', async () => {
    await compare(site, {
      ...variationPage,
      async act(page) {
        await page.selectOption('#pa_color', 'rojo');
        await page.selectOption('#talla', 'S');
        await expect
          .poll(() => page.inputValue('input[name="variation_id"]'), { timeout: 10_000 })
          .toBe(String(site.ids.variations['rojo|S']));
        await page.locator('.single_add_to_cart_button:not(.disabled)').waitFor();
        await page.locator('.reset_variations').click();
        await expect.poll(() => page.inputValue('#pa_color'), { timeout: 10_000 }).toBe('');
        await settled(page);
      },
    });
  });

  test("variation chosen by keyboard: a visitor's change, which the islands handle a task later, sends the same events in the same order", async () => {
    await compare(site, {
      ...variationPage,
      async act(page) {
        await page.locator('#pa_color').focus();
        await page.keyboard.press('r');
        await expect.poll(() => page.inputValue('#pa_color')).toBe('rojo');
        // The first choice handled, as it is long before a visitor makes the second (the islands
        // handle it a task later: a size chosen within that task would already be in the form).
        const handled = () =>
          page.evaluate(
            () =>
              ((window as unknown as { __recorded?: Heard[] }).__recorded ?? []).filter(
                (h) => h.name === 'woocommerce_variation_has_changed',
              ).length,
          );
        await expect.poll(handled, { timeout: 10_000 }).toBe(1);
        await page.locator('#talla').focus();
        await page.keyboard.press('s');
        await expect
          .poll(() => page.inputValue('input[name="variation_id"]'), { timeout: 10_000 })
          .toBe(String(site.ids.variations['rojo|S']));
        await page.locator('.single_add_to_cart_button:not(.disabled)').waitFor();
        await settled(page);
      },
    });
  });

  test('cart page: a quantity updated, then a coupon applied', async () => {
    await compare(site, {
      cart: 'simple',
      path: '/carrito/',
      ready: scriptsStarted('.woocommerce-cart-form'),
      async act(page) {
        await page.locator('.woocommerce-cart-form .cart_item input.qty').fill('2');
        const updated = answerTo(
          page,
          'the cart form’s update',
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/carrito/',
        );
        await page.locator('.woocommerce-cart-form [name="update_cart"]').click();
        await updated;
        // The update's round is over, its fragments too: the shop's own fragment refresh answers after
        // the form's (under load, after a coupon applied at once, which then splits the round in two).
        const refreshed = () =>
          page.evaluate(() =>
            ((window as unknown as { __recorded?: Heard[] }).__recorded ?? []).some((h) => h.name === 'wc_fragments_refreshed'),
          );
        await expect.poll(refreshed, { timeout: 20_000 }).toBe(true);
        // The cart is painted again and free (the shop's script refuses a coupon while the cart is still busy).
        await expect.poll(() => page.locator('.cart_totals .cart-subtotal').innerText(), { timeout: 10_000 }).toContain('20');
        await expect.poll(() => page.locator('.blockUI, [aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
        await page.fill('#coupon_code', site.ids.coupon);
        const applied = answerTo(page, 'apply_coupon', (r) => r.url().includes('wc-ajax=apply_coupon'));
        await page.locator('[name="apply_coupon"]').click();
        await applied;
        // The totals follow the coupon (waitForLoadState would not wait: the page reached networkidle long ago).
        await page.locator('.cart_totals tr.cart-discount').first().waitFor();
        await settled(page);
      },
    });
  });

  test('checkout: the country changed and back, then the order placed', async () => {
    await compare(site, {
      cart: 'mug',
      path: '/finalizar-compra/',
      ready: scriptsStarted('form.checkout'),
      leaves: true,
      notSentByDesign: {
        update_checkout: 'the islands print no second order review at load: the server printed it (docs/events.md)',
        updated_checkout: 'the same: no update_order_review at load',
      },
      async act(page) {
        for (const country of ['FR', 'ES']) {
          const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
          await page.selectOption('#billing_country', country);
          await answered;
          await page.waitForLoadState('networkidle');
        }
        await fillBilling(page, `eventos-${Date.now()}@example.com`);
        await page.locator('#payment_method_cod').check();
        await page.waitForLoadState('networkidle');
        await Promise.all([page.waitForURL(/order-received\/\d+/, { timeout: 30_000 }), page.locator('#place_order').click()]);
      },
    });
  });

  test('contact form sent', async () => {
    await compare(site, {
      path: '/contacto/',
      ready: scriptsStarted('div.wpcf7'),
      async act(page) {
        const form = page.locator('form.wpcf7-form');
        await form.locator('[name="your-name"]').fill('Ana Prueba');
        // The rule schema: the plugin's script fetches it at load, the island on the first focus
        // (docs/contact-form.md#on-first-use), long before a person has typed a name.
        await expect
          .poll(
            () => page.evaluate(() => (window as unknown as { wpcf7?: { schemas?: Map<string, unknown> } }).wpcf7?.schemas?.size ?? 0),
            { timeout: 15_000 },
          )
          .toBe(1);
        await form.locator('[name="your-email"]').fill('ana@example.com');
        await form.locator('[name="your-subject"]').fill(`Eventos ${Date.now()}`);
        await form.locator('[name="your-message"]').fill('Hola desde la prueba de eventos.');
        // Left by the keyboard: a field left by pressing 'Enviar' is judged by the answer in the islands (docs/events.md).
        await form.locator('[name="your-message"]').press('Tab');
        await form.locator('[type="submit"]').click();
        await expect.poll(() => form.getAttribute('data-status'), { timeout: 15_000 }).toBe('sent');
      },
    });
  });

  test('popup opened by its button and closed', async () => {
    await compare(site, {
      path: '/promociones/',
      ready: scriptsStarted('body'),
      async act(page) {
        await page.getByRole('link', { name: 'Ver oferta' }).click();
        await page.locator('#elementor-popup-modal-53').waitFor({ state: 'visible' });
        await settled(page);
        await page.keyboard.press('Escape');
        await page.locator('#elementor-popup-modal-53').waitFor({ state: 'hidden' });
      },
    });
  });

  test('a gateway returning false from checkout_place_order_success takes over: no redirect, the form released, no error said', async () => {
    const page = await site.newPage({ siteConfiguration: { filters: { islands_test_recorder: true } } });
    page.setDefaultTimeout(20_000);
    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    await scriptsStarted('form.checkout')(page);
    // A 3-D Secure gateway: it keeps the result and opens its own window instead of the redirect.
    await page.evaluate(() => {
      const $ = (
        window as unknown as { jQuery: (t: unknown) => { on(n: string, f: (e: unknown, result: { redirect: string }) => boolean): void } }
      ).jQuery;
      $(document.querySelector('form.checkout')).on('checkout_place_order_success', (_e, result) => {
        (window as unknown as { tookOver: string }).tookOver = result.redirect;
        return false;
      });
    });
    await fillBilling(page, `pasarela-${Date.now()}@example.com`);
    await page.locator('#payment_method_cod').check();
    await page.waitForLoadState('networkidle');
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await page.click('#place_order');
    expect(((await (await answered).json()) as { result: string }).result).toBe('success');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tookOver?: string }).tookOver ?? ''), { timeout: 10_000 })
      .toMatch(/order-received/);
    await settled(page);
    expect(new URL(page.url()).pathname, 'no redirect').toBe('/finalizar-compra/');
    expect(await page.locator('form.checkout').getAttribute('class')).not.toContain('processing');
    expect(await page.locator('.woocommerce-NoticeGroup-checkout').count(), 'no error over the gateway’s window').toBe(0);
  });
});
