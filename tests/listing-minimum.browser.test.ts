// A product with a minimum quantity (Min/Max Quantities: Chapas del podcast, min 2, step 2) added
// from a listing with JavaScript off: the link itself carries the minimum, on the fixture listing
// and in templates/add-to-cart-button.php (rendered by php-cli), so the shop adds 2, not 1 it refuses.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, phpBinary, phpSkipReason, rootDir } from './harness.ts';

const BADGES = {
  product_id: 80,
  sku: 'PINS-2',
  name: 'Chapas del podcast',
  url: '/producto/chapas-del-podcast/',
  type: 'simple',
  in_stock: true,
  quantity: 2,
};
const BUTTON = 'a.add_to_cart_button[data-product_id="80"]';

const renderTemplate = (args: unknown): string =>
  execFileSync(
    phpBinary() ?? 'php',
    [join(rootDir, 'tests/render-template.php'), join(rootDir, 'templates/add-to-cart-button.php'), JSON.stringify(args)],
    { encoding: 'utf8' },
  );

/** What the cart page at `url` lists: each line's name and quantity. */
const cartLines = async (page: Page, url: string) => {
  await page.goto(url);
  return page
    .locator('.woocommerce-cart-form tr.cart_item')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('.product-name a')?.textContent?.trim(),
        (row.querySelector('input.qty') as HTMLInputElement | null)?.value,
      ]),
    );
};

browserSuite('a minimum quantity from the listing, JavaScript off', (h) => {
  test('the fixture listing’s link adds 2 × «Chapas del podcast»', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/tienda/'));
    const link = page.locator(BUTTON);
    expect(await link.getAttribute('data-quantity')).toBe('2');
    await Promise.all([page.waitForURL((u) => u.pathname === '/tienda/' && !u.searchParams.has('add-to-cart')), link.click()]);
    expect(new URL(page.url()).search, 'the redirect drops the add and its quantity').toBe('');
    expect(await page.locator('.woocommerce-message').textContent()).toContain('2 × «Chapas del podcast» se han añadido a tu carrito.');
    await page.waitForLoadState('networkidle');
    expect(await cartLines(page, h.url('/carrito/'))).toEqual([['Chapas del podcast', '2']]);
  });

  test('a product without a minimum keeps WooCommerce’s plain ?add-to-cart=ID link', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/tienda/'));
    expect(await page.locator('a.add_to_cart_button[data-product_id="22"]').getAttribute('href')).toBe('?add-to-cart=22');
  });

  test.skipIf(!!phpSkipReason)('the PHP partial given quantity 2 prints the same link, and it adds 2', async () => {
    const fixture = await h.newPage({ javaScript: false });
    await fixture.goto(h.url('/tienda/'));
    const page = await h.newPage({ javaScript: false });
    await page.route(h.url('/plantilla/tienda/'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><body>${renderTemplate(BADGES)}</body></html>`,
      }),
    );
    await page.goto(h.url('/plantilla/tienda/'));
    const attributes = (p: Page) =>
      p.locator(BUTTON).evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));
    expect(await attributes(page)).toEqual(await attributes(fixture));
    expect(await page.locator(BUTTON).getAttribute('href')).toBe('?add-to-cart=80&quantity=2');
    await Promise.all([page.waitForURL((u) => !u.searchParams.has('add-to-cart')), page.click(BUTTON)]);
    expect(await cartLines(page, h.url('/carrito/'))).toEqual([['Chapas del podcast', '2']]);
  });
});
