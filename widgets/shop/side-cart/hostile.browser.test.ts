// The side cart against hostile server strings in Chromium: cart line keys such as `__proto__` or
// with quotes and brackets (compared as text, never made into a selector or an object key), a
// trigger class setting that is not a plain class name, and answers whose fragments are not
// selector → HTML strings.
import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';

const HOSTILE_KEYS = ['__proto__', `k"], *[x='\\ constructor`];
const call = (url: URL) => url.searchParams.get('wc-ajax') ?? '';
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

browserSuite('side cart with hostile server strings', (h) => {
  async function ready(page: Page): Promise<void> {
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForLoadState('networkidle');
  }
  const keysShown = (page: Page) =>
    page.locator('.xoo-wsc-product').evaluateAll((lines) => lines.map((l) => (l as HTMLElement).dataset.key));

  test("line keys such as __proto__ or with quotes and brackets: each line's + sends its own key, the answer shows, focus stays on it", async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(h.url('/tienda/'));
    const real: string[] = [];
    for (const id of ['22', '80']) {
      const added = await page
        .context()
        .request.post(h.url('/?wc-ajax=add_to_cart'), { form: { product_id: id, quantity: id === '80' ? '2' : '1' } });
      const html = Object.values(((await added.json()) as { fragments: Record<string, string> }).fragments).join('');
      for (const [, key] of html.matchAll(/data-key="([^"]+)"/g)) if (!real.includes(key!)) real.push(key!);
    }
    expect(real).toHaveLength(2);
    // The shop's cart answers, with the hostile keys in place of the real ones (and back on the way in).
    const sent: string[] = [];
    await page.route(
      (url) => ['xoo_wsc_refresh_fragments', 'xoo_wsc_update_item_quantity'].includes(call(url)),
      async (route: Route) => {
        const form = new URLSearchParams(route.request().postData() ?? '');
        const hostile = form.get('cart_key');
        if (hostile !== null) {
          sent.push(hostile);
          form.set('cart_key', real[HOSTILE_KEYS.indexOf(hostile)] ?? hostile);
        }
        const response = await route.fetch({ postData: form.toString() });
        const answer = (await response.json()) as { fragments: Record<string, string> };
        for (const [selector, html] of Object.entries(answer.fragments)) {
          answer.fragments[selector] = real.reduce(
            (out, key, i) => out.replaceAll(`data-key="${key}"`, `data-key="${escapeAttr(HOSTILE_KEYS[i]!)}"`),
            html,
          );
        }
        await route.fulfill({ response, json: answer });
      },
    );
    await page.reload();
    await ready(page);
    await page.waitForFunction(
      (keys) => [...document.querySelectorAll<HTMLElement>('.xoo-wsc-product')].map((l) => l.dataset.key).join() === keys.join(),
      HOSTILE_KEYS,
    );
    await page.click('.xoo-wsc-basket');
    for (const [i, key] of HOSTILE_KEYS.entries()) {
      const qty = page.locator('.xoo-wsc-product input.xoo-wsc-qty').nth(i);
      const before = Number(await qty.inputValue());
      const answered = page.waitForResponse((r) => call(new URL(r.url())) === 'xoo_wsc_update_item_quantity');
      await page.locator('.xoo-wsc-product .xoo-wsc-plus').nth(i).click();
      await answered;
      await page.waitForFunction(
        ([n, want]) => document.querySelectorAll<HTMLInputElement>('.xoo-wsc-product input.xoo-wsc-qty')[n]?.defaultValue === want,
        [i, String(before + (i === 0 ? 1 : 2))] as const,
      );
      expect(sent.at(-1)).toBe(key);
      expect(
        await page.evaluate(() => [
          document.activeElement?.matches('.xoo-wsc-plus'),
          document.activeElement?.closest<HTMLElement>('.xoo-wsc-product')?.dataset.key,
        ]),
      ).toEqual([true, key]);
    }
    expect(await keysShown(page)).toEqual(HOSTILE_KEYS);
    h.expectNoConsoleErrors();
  });

  test('a trigger class setting that is no plain class name opens the cart on its elements; the basket still works', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    const triggerClass = 'mi-carrito"]>(';
    await page.addInitScript((cls) => {
      let params: unknown;
      Object.defineProperty(window, 'xoo_wsc_params', {
        configurable: true,
        get: () => params,
        set: (value: Record<string, unknown>) => void (params = { ...value, triggerClass: cls, showBasket: 'always_show' }),
      });
    }, triggerClass);
    await page.goto(h.url('/tienda/'));
    await ready(page);
    await page.evaluate((cls) => {
      const link = document.createElement('a');
      link.href = '/carrito/';
      link.className = cls;
      link.textContent = 'Mi carrito';
      document.querySelector('header')!.append(link);
    }, triggerClass);
    const isOpen = () => page.evaluate(() => document.documentElement.classList.contains('xoo-wsc-cart-active'));
    await page.getByText('Mi carrito').click();
    expect(await isOpen()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/tienda/');
    await page.keyboard.press('Escape');
    await page.click('.xoo-wsc-basket');
    expect(await isOpen()).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('a quantity answer whose fragments are not selector → HTML strings: the Spanish error, the confirmed quantity back', async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(h.url('/tienda/'));
    await ready(page);
    await page.click('a.ajax_add_to_cart[data-product_id="22"]');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    const qty = page.locator('.xoo-wsc-product input.xoo-wsc-qty');
    for (const body of [
      '{"fragments":"<div>","cart_hash":"h"}',
      '{"fragments":["<div>"],"cart_hash":"h"}',
      '{"fragments":{"div.xoo-wsc-container":{"__proto__":1}},"cart_hash":{}}',
    ]) {
      await page.route(
        (url) => call(url) === 'xoo_wsc_update_item_quantity',
        (route) => route.fulfill({ contentType: 'application/json', body }),
        { times: 1 },
      );
      const answered = page.waitForResponse((r) => call(new URL(r.url())) === 'xoo_wsc_update_item_quantity');
      await page.locator('.xoo-wsc-product .xoo-wsc-plus').click();
      await answered;
      await page.waitForSelector('.xoo-wsc-modal:not(.xoo-wsc-loading)', { state: 'attached' });
      expect(await page.locator('.xoo-wsc-notice-container li').allTextContents()).toEqual(['Ha ocurrido un error desconocido.']);
      expect(await qty.inputValue()).toBe('1');
      expect(await page.locator('.xoo-wsc-product').count()).toBe(1);
    }
    h.expectNoConsoleErrors({ ignore: [/Updating cart line .* failed/] });
  });
});
