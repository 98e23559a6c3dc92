// The shop's PHP partials (templates/add-to-cart-button.php, side-cart.php, mini-cart.php),
// rendered by php-cli, print the markup the fixture pages print and work against the fixture shop:
// a click adds, the side cart opens with the line, the mini cart is filled by the fragments.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, phpBinary, phpSkipReason, rootDir } from './harness.ts';

function renderTemplate(name: string, args: unknown): string {
  return execFileSync(
    phpBinary() ?? 'php',
    [join(rootDir, 'tests/render-template.php'), join(rootDir, 'templates', `${name}.php`), JSON.stringify(args)],
    {
      encoding: 'utf8',
    },
  );
}

const SHIRT = {
  product_id: 22,
  sku: 'SIMPLE-1',
  name: 'Camiseta básica',
  url: '/producto/camiseta-basica/',
  type: 'simple',
  in_stock: true,
};
const BUTTON = 'a.add_to_cart_button[data-product_id="22"]';

/** Tag, classes, every attribute but ids, and the text: what the islands and a theme's CSS read. */
const describe = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => ({
      tag: el.tagName,
      attributes: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      text: el.textContent?.trim(),
    }));

browserSuite('shop PHP templates', (h) => {
  const phpTest = test.skipIf(!!phpSkipReason);

  phpTest('the listing button is the fixture listing’s button, attribute for attribute', async () => {
    const fixture = await h.newPage({ javaScript: false });
    await fixture.goto(h.url('/tienda/'));
    const template = await h.newPage({ javaScript: false });
    await template.route(h.url('/plantilla/boton/'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><body>${renderTemplate('add-to-cart-button', SHIRT)}</body></html>`,
      }),
    );
    await template.goto(h.url('/plantilla/boton/'));
    expect(await describe(template, BUTTON)).toEqual(await describe(fixture, BUTTON));
    // The side cart frame has every class the side-cart island looks for in the fixture's.
    const frame = renderTemplate('side-cart', { count: 0 });
    for (const name of [
      'xoo-wsc-markup',
      'xoo-wsc-modal',
      'xoo-wsc-container',
      'xoo-wsc-basket',
      'xoo-wsc-items-count',
      'xoo-wsc-notice-container',
      'xoo-wsch-close',
      'xoo-wsc-opac',
    ]) {
      expect(await fixture.locator(`.${name}`).count(), name).toBeGreaterThan(0);
      expect(frame, name).toMatch(new RegExp(`class="(?:[^"]* )?${name}[ "]`));
    }
  });

  phpTest('button, side cart and mini cart partials add to the fixture shop and show the line', async () => {
    const head = renderTemplate('islands-config', {
      config: {
        ajaxUrl: '/wp-admin/admin-ajax.php',
        wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
        restRoot: '/wp-json/',
        cartUrl: '/carrito/',
        checkoutUrl: '/finalizar-compra/',
        locale: 'es_ES',
        currency: 'USD',
      },
      src: '/islands/islands.js',
    });
    const body = `<main><h1>Plantilla</h1><ul class="products"><li class="product">${renderTemplate('add-to-cart-button', SHIRT)}</li></ul>
<aside>${renderTemplate('mini-cart', { title: 'Carrito' })}</aside></main>${renderTemplate('side-cart', { count: 0 })}`;
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.route(h.url('/plantilla/tienda/'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Plantilla</title><link rel="icon" href="data:,">${head}</head><body class="woocommerce-no-js">${body}</body></html>`,
      }),
    );
    await page.goto(h.url('/plantilla/tienda/'));
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForLoadState('networkidle');
    await page.click(BUTTON);
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    expect(await page.locator('.xoo-wsc-product .xoo-wsc-pname').allTextContents()).toEqual(['Camiseta básica']);
    expect(await page.locator('.widget_shopping_cart_content .mini_cart_item').count()).toBe(1);
    expect(await page.locator(`${BUTTON}.added`).count()).toBe(1);
    h.expectNoConsoleErrors();
  });
});
