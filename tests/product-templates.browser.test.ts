// The single product page's PHP partials (templates/variations-form, product-gallery, product-tabs,
// review-form), rendered by php-cli and served on the fixture server's origin: the islands mount
// on them and speak to the real get_variation, as on the fixture pages.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, phpBinary, phpSkipReason, rootDir } from './harness.ts';

function render(name: string, args: unknown): string {
  return execFileSync(
    phpBinary() ?? 'php',
    [join(rootDir, 'tests/render-template.php'), join(rootDir, 'templates', `${name}.php`), JSON.stringify(args)],
    {
      encoding: 'utf8',
    },
  );
}

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const image = (name: string, alt: string) => ({
  src: `/wp-content/uploads/2026/11/${name}-600x600.png`,
  thumb: `/wp-content/uploads/2026/11/${name}-100x100.png`,
  full: `/wp-content/uploads/2026/11/${name}.png`,
  full_width: 1200,
  full_height: 1200,
  alt,
  caption: `Leyenda: ${alt}`,
});

browserSuite('single product PHP templates', (h) => {
  const phpTest = test.skipIf(!!phpSkipReason);

  /** `form` adds arguments of templates/variations-form (custom_data). */
  async function productPage(variations: unknown, form: Record<string, unknown> = {}): Promise<Page> {
    const index = await (await fetch(h.url('/'))).text();
    // The demo theme's stylesheet too: unstyled selects are under the 24 px target size.
    const head =
      `<style>${readFileSync(join(rootDir, 'fixtures/pages/style.css'), 'utf8')}</style>` +
      /<script type="application\/json" id="islands-config">[\s\S]*?<\/script>/.exec(index)![0];
    const body = `<div class="product">
      ${render('product-gallery', { images: [image('sudadera-principal', 'Sudadera gris'), image('sudadera-roja', 'Sudadera roja')] })}
      <div class="summary"><h1>Sudadera con capucha</h1>
      ${render('variations-form', {
        product_id: 25,
        action: '/producto/sudadera-con-capucha/',
        title: 'Sudadera con capucha',
        attributes: [
          { name: 'attribute_pa_color', label: 'Color', options: { azul: 'Azul', rojo: 'Rojo' } },
          { name: 'attribute_talla', label: 'Talla', options: { S: 'S', M: 'M' } },
        ],
        variations,
        ...form,
      })}
      <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">VAR-1</span></span></div></div>
      ${render('product-tabs', {
        tabs: [
          { key: 'description', title: 'Descripción', content: '<p>Sudadera cálida.</p>' },
          {
            key: 'reviews',
            title: 'Valoraciones (0)',
            content: `<div id="reviews">${render('review-form', { product_id: 25, product_title: 'Sudadera con capucha' })}</div>`,
          },
        ],
      })}</div>`;
    const page = await h.newPage();
    await page.route(h.url('/plantilla/producto/'), (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Plantilla de producto</title><link rel="icon" href="data:,">${head}<script type="module" src="/islands/islands.js"></script></head><body><main>${body}</main></body></html>`,
      }),
    );
    await page.goto(h.url('/plantilla/producto/'));
    for (const sel of ['form.variations_form', '.woocommerce-product-gallery', '.woocommerce-tabs', 'select#rating'])
      await expectHydrated(page, sel);
    return page;
  }

  phpTest('with the local list: the islands mount, a choice finds its variation and swaps the image', async () => {
    const html = await (await fetch(h.url('/producto/sudadera-con-capucha/'))).text();
    const variations = JSON.parse(decodeEntities(/data-product_variations="([^"]*)"/.exec(html)![1]!)) as unknown[];
    const page = await productPage(variations);
    expect(await page.locator('.woocommerce-product-gallery').evaluate((g) => (g as HTMLElement).style.opacity)).toBe('1');
    expect(await page.locator('#respond p.stars [role="radio"]').count()).toBe(5);
    await page.locator('.single_add_to_cart_button.wc-variation-selection-needed').waitFor();
    await page.selectOption('#pa_color', 'rojo');
    await page.selectOption('#talla', 'S');
    await page.locator('.single_add_to_cart_button:not(.disabled)').waitFor();
    expect(await page.inputValue('input[name="variation_id"]')).toBe('26');
    // The gallery has the variation's image: it slides to it, as the shop's does.
    await expect
      .poll(() => page.locator('.woocommerce-product-gallery__image.flex-active-slide img').first().getAttribute('src'))
      .toContain('sudadera-roja');
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  phpTest('without a side cart on the page, add-to-cart posts the form and the shop adds the chosen variation', async () => {
    const page = await productPage(false);
    const ajax: string[] = [];
    page.on('request', (r) => r.url().includes('wc-ajax=') && ajax.push(new URL(r.url()).searchParams.get('wc-ajax')!));
    // The template prints the button enabled (as the shop does); the form disables it when it starts.
    await page.locator('.single_add_to_cart_button.wc-variation-selection-needed').waitFor();
    await page.selectOption('#pa_color', 'rojo');
    await page.selectOption('#talla', 'M');
    await page.locator('.single_add_to_cart_button:not(.disabled)').waitFor();
    expect(await page.inputValue('input[name="variation_id"]')).toBe('27');
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/producto/sudadera-con-capucha/')),
      page.click('.single_add_to_cart_button'),
    ]);
    expect(post.postData()).toMatch(/name="variation_id"\r\n\r\n27\r\n/);
    // Up to the post, the only call was the look-up: no side cart, no xoo_wsc_add_to_cart.
    expect(ajax).toEqual(['get_variation']);
    await page.waitForURL(/\/producto\/sudadera-con-capucha\/$/);
    expect(await page.locator('.woocommerce-message').textContent()).toContain('Sudadera con capucha');
    // Let the product page finish loading its islands before leaving it.
    await page.waitForLoadState('networkidle');
    await page.goto(h.url('/carrito/'));
    expect(await page.locator('.woocommerce-cart-form').textContent()).toMatch(/Sudadera con capucha[\s\S]*Rojo/);
    h.expectNoConsoleErrors();
  });

  phpTest("custom_data given to the template reaches get_variation as the form's data-custom_data", async () => {
    const custom = { grabado: 'Íñigo "el de Ávila" <3', lado: 2 };
    const page = await productPage(false, { custom_data: custom });
    expect(JSON.parse((await page.locator('form.variations_form').getAttribute('data-custom_data'))!)).toEqual(custom);
    // Wait for the form to start (100 ms after load): a choice before it is not looked up.
    await page.locator('.single_add_to_cart_button.wc-variation-selection-needed').waitFor();
    await page.selectOption('#pa_color', 'rojo');
    const [lookup] = await Promise.all([page.waitForRequest('**/?wc-ajax=get_variation'), page.selectOption('#talla', 'S')]);
    // Sent as jQuery serialises an object: custom_data[key]=value.
    expect(Array.from(new URLSearchParams(lookup.postData() ?? ''))).toEqual([
      ['attribute_pa_color', 'rojo'],
      ['attribute_talla', 'S'],
      ['product_id', '25'],
      ['custom_data[grabado]', 'Íñigo "el de Ávila" <3'],
      ['custom_data[lado]', '2'],
    ]);
    await page.locator('.single_add_to_cart_button:not(.disabled)').waitFor();
    expect(await page.inputValue('input[name="variation_id"]')).toBe('26');
    h.expectNoConsoleErrors();
  });

  phpTest('with false: the choice is looked up through get_variation', async () => {
    const page = await productPage(false);
    expect(await page.locator('form.variations_form').getAttribute('data-product_variations')).toBe('false');
    await page.selectOption('#pa_color', 'azul');
    await page.selectOption('#talla', 'M');
    await page.locator('.single_add_to_cart_button.wc-variation-is-unavailable').waitFor();
    expect(await page.inputValue('input[name="variation_id"]')).toBe('29');
    h.expectNoConsoleErrors();
  });
});
