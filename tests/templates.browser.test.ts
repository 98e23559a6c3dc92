// The PHP partials of templates/, rendered by php-cli with sample data, mount the same islands as
// the fixture pages do. The rendered HTML is served on the fixture server's origin (page.route),
// so the bundle and the contracts behind it are the real ones.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, expectHydrated, phpBinary, phpSkipReason, rootDir } from './harness.ts';

const CART_COUNT = '.islands-cart-count[data-widget="cart-count"]';

/**
 * Renders templates/<name>.php with $args = args, as get_template_part() would; `wordpress` loads
 * tests/wp-stubs.php first, so the partial sees the WordPress functions a theme has.
 */
function renderTemplate(name: string, args: unknown, { wordpress = false, pluginActive = false } = {}): string {
  const stubs = wordpress ? ['-d', `auto_prepend_file=${join(rootDir, 'tests/wp-stubs.php')}`] : [];
  return execFileSync(
    phpBinary() ?? 'php',
    [...stubs, join(rootDir, 'tests/render-template.php'), join(rootDir, 'templates', `${name}.php`), JSON.stringify(args)],
    { encoding: 'utf8', env: { ...process.env, ISLANDS_TEST_PLUGIN_ACTIVE: pluginActive ? '1' : '0' } },
  );
}

function documentWith(head: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Plantilla</title>
<link rel="icon" href="data:,">${head}</head><body><header>${body}</header><main><h1>Plantilla</h1></main></body></html>`;
}

/** Serves html at path on the fixture server's origin, for this page only. */
async function serve(page: Page, url: string, html: string): Promise<void> {
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

/** A sample configuration with values that must survive the trip through JSON inside <script>. */
const sampleConfig = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  nonce: 'a1b2c3d4e5',
  cartUrl: '/carrito/',
  checkoutUrl: '/finalizar-compra/',
  fragmentsNonce: 'f1e2d3c4b5',
  locale: 'es_ES',
  currency: 'USD',
  isCart: false,
  isCheckout: false,
  cartRedirectAfterAdd: false,
  timings: { qtyUpdateDelay: 500, notificationTime: 5000 },
  // Not read by the runtime: proves the escaping (a closing tag, a comment opener, "&", quotes,
  // accents and a line separator).
  probe: 'Camiseta «básica» </script><!-- & "comillas" \'simples\' \u2028 fin',
};

if (phpSkipReason) console.warn(`\n!!! SKIPPING the PHP template tests: ${phpSkipReason}\n`);

browserSuite('PHP templates', (h) => {
  const phpTest = test.skipIf(!!phpSkipReason);

  phpTest('islands-config.php prints JSON the browser reads back unchanged, and the bundle starts', async () => {
    const config = renderTemplate('islands-config', { config: sampleConfig, src: '/islands/islands.js' });
    expect(config).not.toContain('</script><!--');
    const cartCount = renderTemplate('cart-count', { count: 0 });

    const page = await h.newPage();
    await serve(page, h.url('/plantilla/config/'), documentWith(config, cartCount));
    await page.goto(h.url('/plantilla/config/'));

    const read = await page.locator('#islands-config').evaluate((el) => JSON.parse(el.textContent ?? ''));
    expect(read).toEqual(sampleConfig);
    expect(await page.locator('script[type="module"]').getAttribute('src')).toBe('/islands/islands.js');
    // The runtime logs an error when it finds no configuration; a clean console shows it read this one.
    await expectHydrated(page, CART_COUNT);
    h.expectNoConsoleErrors();
  });

  // The README's embed line: get_template_part( 'islands/templates/islands-config' ), no arguments.
  phpTest('islands-config.php called without arguments inside WordPress prints every key, and the bundle starts', async () => {
    const head = renderTemplate('islands-config', {}, { wordpress: true });
    const config = JSON.parse(/id="islands-config">([^<]*)<\/script>/.exec(head)![1]!);
    expect(config).toEqual({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      restRoot: 'http://tienda.test/wp-json/',
      nonce: expect.stringMatching(/^[0-9a-f]{10}$/),
      nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
      cartUrl: 'http://tienda.test/carrito/',
      checkoutUrl: 'http://tienda.test/finalizar-compra/',
      fragmentsNonce: expect.stringMatching(/^[0-9a-f]{10}$/),
      locale: 'es_ES',
      currency: 'EUR',
      isCart: true,
      isCheckout: false,
      cartRedirectAfterAdd: false,
    });
    expect(config.nonce).not.toBe(config.fragmentsNonce);
    // The theme's arguments still win, key by key.
    const given = renderTemplate('islands-config', { config: { nonce: 'propio', isCart: false }, src: '/otro/islands.js' }, { wordpress: true });
    expect(JSON.parse(/id="islands-config">([^<]*)<\/script>/.exec(given)![1]!)).toMatchObject({ nonce: 'propio', isCart: false, currency: 'EUR' });
    expect(given).toContain('<script type="module" src="/otro/islands.js"></script>');

    const page = await h.newPage();
    await serve(page, h.url('/plantilla/wordpress/'), documentWith(head, renderTemplate('cart-count', { count: 4 })));
    await page.goto(h.url('/plantilla/wordpress/'));
    expect(await page.locator('script[type="module"]').getAttribute('src')).toBe('/islands/islands.js');
    await expectHydrated(page, CART_COUNT);
    h.expectNoConsoleErrors();
  });

  // A theme that keeps the call after installing the plugin must not print a second config and module.
  phpTest('islands-config.php prints nothing when the Islands plugin prints the config itself', () => {
    expect(renderTemplate('islands-config', {}, { wordpress: true, pluginActive: true }).trim()).toBe('');
    expect(renderTemplate('islands-config', { config: sampleConfig }, { wordpress: true, pluginActive: true }).trim()).toBe('');
    expect(renderTemplate('islands-config', {}, { wordpress: true })).toContain('id="islands-config"');
  });

  phpTest('cart-count.php prints the same island element as the fixture pages', async () => {
    const describeIsland = (page: Page) =>
      page.locator(CART_COUNT).first().evaluate((el) => ({
        tag: el.tagName,
        className: el.className,
        widget: el.getAttribute('data-widget'),
        hydrate: el.getAttribute('data-hydrate'),
        propKeys: Object.keys(JSON.parse(el.getAttribute('data-props') ?? '{}')).sort(),
      }));

    // JavaScript off: compare the server markup, not what the island made of it.
    const fixture = await h.newPage({ javaScript: false });
    await fixture.goto(h.url('/'));
    const template = await h.newPage({ javaScript: false });
    await serve(template, h.url('/plantilla/carrito/'), documentWith('', renderTemplate('cart-count', { count: 2 })));
    await template.goto(h.url('/plantilla/carrito/'));

    expect(await describeIsland(template)).toEqual(await describeIsland(fixture));
  });

  phpTest('cart-count.php mounts the cart-count island with its count', async () => {
    const head = renderTemplate('islands-config', { config: sampleConfig, src: '/islands/islands.js' });
    const page = await h.newPage();
    await serve(page, h.url('/plantilla/carrito/'), documentWith(head, renderTemplate('cart-count', { count: 3 })));
    await page.goto(h.url('/plantilla/carrito/'));

    expect(await page.locator(CART_COUNT).getAttribute('data-props')).toBe('{"count":3}');
    await expectHydrated(page, CART_COUNT);
    expect(await page.locator(CART_COUNT).textContent()).toContain('3');
    h.expectNoConsoleErrors();
  });
});
