// The PHP partials of templates/, rendered by php-cli with sample data, mount the same islands as
// the fixture pages do. The rendered HTML is served on the fixture server's origin (page.route),
// so the bundle and the contracts behind it are the real ones.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, phpBinary, phpSkipReason, rootDir } from './harness.ts';

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
    const given = renderTemplate(
      'islands-config',
      { config: { nonce: 'propio', isCart: false }, src: '/otro/islands.js' },
      { wordpress: true },
    );
    expect(JSON.parse(/id="islands-config">([^<]*)<\/script>/.exec(given)![1]!)).toMatchObject({
      nonce: 'propio',
      isCart: false,
      currency: 'EUR',
    });
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
      page
        .locator(CART_COUNT)
        .first()
        .evaluate((el) => ({
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
  // The site-wide partials in one theme page: the fixture's stylesheet (Hello's header contract:
  // the toggle shown and the desktop menu hidden up to 1024 px), the header menu inside the
  // theme's .site-header, a progress bar, a long article and an image carousel.
  const SITE_MENU = '.site-header .site-navigation-toggle-holder';
  const TRACKER = '.elementor-widget-progress-tracker';
  const CAROUSEL = '.elementor-widget-image-carousel';
  const SLIDES = ['camiseta', 'sudadera-principal', 'sudadera-azul', 'gorra'].map((name) => ({
    src: `/wp-content/uploads/2026/11/${name}-300x300.png`,
    width: 300,
    height: 300,
    alt: name.replace('-', ' '),
    link: `/wp-content/uploads/2026/11/${name}.png`,
    title: name.replace('-', ' '),
  }));
  function themePage(): string {
    const filler = Array.from(
      { length: 30 },
      (_, i) => `<p>Párrafo ${i + 1} del artículo, con el texto que la tienda cuenta aquí para que la página sea larga.</p>`,
    ).join('\n');
    const parts = [
      renderTemplate('islands-config', { config: sampleConfig, src: '/islands/islands.js' }),
      renderTemplate('site-menu', { location: 'menu-1' }, { wordpress: true }),
      renderTemplate('progress-tracker', { id: 'lectura', percentage: true }, { wordpress: true }),
      renderTemplate('carousel', { id: 'galeria', name: 'Fotos de la tienda', slides: SLIDES, infinite: false }, { wordpress: true }),
    ];
    const [head, menu, tracker, carousel] = parts as [string, string, string, string];
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Plantilla del tema</title>
<link rel="icon" href="data:,"><style>${readFileSync(join(rootDir, 'fixtures/pages/style.css'), 'utf8')}</style>${head}</head>
<body><header id="site-header" class="site-header dynamic-header menu-dropdown-tablet"><div class="header-inner">
<div class="site-branding"><div class="site-title"><a href="/" rel="home">Tienda Islands</a></div></div>
${menu}</div></header>
<main id="content"><h1>Artículo</h1>${tracker}${filler}<h2>Galería</h2>${carousel}${filler}</main></body></html>`;
  }
  async function openTheme(width: number, javaScript = true): Promise<Page> {
    const page = await h.newPage({ javaScript });
    await page.setViewportSize({ width, height: 700 });
    await serve(page, h.url('/plantilla/tema/'), themePage());
    await page.goto(h.url('/plantilla/tema/'));
    return page;
  }
  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

  phpTest(
    'site-menu.php: the island opens the partial’s dropdown by keyboard, a sub-menu too, and Esc closes each back to its button; axe clean',
    async () => {
      const page = await openTheme(800);
      await expectHydrated(page, SITE_MENU);
      const toggle = page.locator('.site-navigation-toggle');
      const dropdown = page.locator('.site-navigation-dropdown');
      expect(await page.locator('nav.site-navigation').isVisible(), 'the desktop menu is hidden at this width').toBe(false);
      expect([
        await toggle.getAttribute('aria-expanded'),
        await toggle.getAttribute('aria-label'),
        await toggle.getAttribute('aria-controls'),
      ]).toEqual(['false', 'Menú', await dropdown.getAttribute('id')]);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await dropdown.isVisible()).toBe(true);
      expect(await dropdown.evaluate((d) => [d.getAttribute('aria-hidden'), (d as HTMLElement).inert])).toEqual(['false', false]);
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Inicio');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Submenú de Tienda');
      await page.keyboard.press('Enter');
      const button = page.locator('.site-navigation-dropdown li:has(> a[href="/tienda/"]) > .islands-submenu-toggle');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Camiseta básica');
      expect(await axe(page), 'axe with the menu and a sub-menu open').toEqual([]);
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedLabel(page)).toBe('Submenú de Tienda');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedLabel(page)).toBe('Menú');
      expect(await dropdown.isVisible()).toBe(false);
      h.expectNoConsoleErrors();
    },
  );

  phpTest('progress-tracker.php: the island names the bar and it follows the scroll to 100 %', async () => {
    const page = await openTheme(1280);
    await expectHydrated(page, TRACKER);
    // The carousel further down lays its slides out in one row once its island mounts, as it nears
    // the viewport, and the page gets shorter: let that happen first, so the halfway point stays put.
    await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
    await expectHydrated(page, CAROUSEL);
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.locator(`${TRACKER} [role="progressbar"]`);
    const now = async () => Number(await bar.getAttribute('aria-valuenow'));
    await expect.poll(now).toBe(0);
    expect(await bar.getAttribute('aria-label')).toBe('Progreso de lectura');
    expect(await page.locator(`${TRACKER} .current-progress`).isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
    await expect.poll(now).toBeGreaterThan(40);
    // The value and its text, read together.
    const [value, text] = await bar.evaluate((b) => [
      Number(b.getAttribute('aria-valuenow')),
      b.closest('.elementor-widget-progress-tracker')?.querySelector('.current-progress-percentage')?.textContent,
    ]);
    expect(value).toBeLessThan(60);
    expect(text).toBe(`${value}%`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(now).toBe(100);
    expect(await page.locator(`${TRACKER} .current-progress`).evaluate((el) => (el as HTMLElement).style.width)).toBe('100%');
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  phpTest('carousel.php: the island mounts as it nears the viewport; its arrows move it with Enter and Space; axe clean', async () => {
    const page = await openTheme(1280);
    expect(await page.locator(CAROUSEL).getAttribute('data-island')).toBe('pending');
    await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
    await expectHydrated(page, CAROUSEL);
    const swiper = page.locator(`${CAROUSEL} .swiper`);
    const shift = () => swiper.locator('.swiper-wrapper').evaluate((w) => Math.round(new DOMMatrix(getComputedStyle(w).transform).m41));
    const slideWidth = await swiper
      .locator('.swiper-slide')
      .first()
      .evaluate((s) => s.getBoundingClientRect().width);
    await expect
      .poll(() =>
        swiper.evaluate((el) =>
          Math.round(el.clientWidth / (el.querySelector('.swiper-slide') as HTMLElement).getBoundingClientRect().width),
        ),
      )
      .toBe(3);
    expect(await shift()).toBe(0);
    await page.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(shift).toBeCloseTo(-slideWidth - 0, -1);
    await page.getByRole('button', { name: 'Diapositiva anterior' }).focus();
    await page.keyboard.press(' ');
    await expect.poll(shift).toBe(0);
    expect(await page.locator(`${CAROUSEL} .swiper-slide`).first().getAttribute('aria-label')).toBe('1 de 4');
    expect(await swiper.getAttribute('aria-label')).toBe('Fotos de la tienda');
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  phpTest(
    'the three partials with JavaScript off: every menu link and slide link is reached with Tab, at a phone’s width too; the toggle, arrows and bar are hidden',
    async () => {
      for (const width of [400, 1280]) {
        const page = await openTheme(width, false);
        expect(await page.locator('.site-navigation-toggle').isVisible()).toBe(false);
        expect(await page.locator('nav.site-navigation').isVisible()).toBe(true);
        expect(await page.locator(`${CAROUSEL} .elementor-swiper-button`).first().isVisible()).toBe(false);
        expect(await page.locator(TRACKER).isVisible()).toBe(false);
        const reached: string[] = [];
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          // null once focus is back on the page or on an element already reached (JavaScript is off
          // in the page, not in page.evaluate).
          const href = await page.evaluate(() => {
            const el = document.activeElement;
            if (!el || el === document.body || el.hasAttribute('data-reached')) return null;
            el.setAttribute('data-reached', '');
            return el.getAttribute('href') ?? el.tagName;
          });
          if (href === null) break;
          reached.push(href);
        }
        const menu = [
          '/',
          '/tienda/',
          '/producto/camiseta-basica/',
          '/producto/sudadera-con-capucha/',
          '/blog-filtrado/',
          '/resena-mejor-hosting/',
          '/podcast/',
          '/contacto/',
        ];
        expect(reached, `${width} px: the site title, the menu, the slides`).toEqual(['/', ...menu, ...SLIDES.map((s) => s.link)]);
        // Every slide's image is shown, none clipped away.
        for (const img of await page.locator(`${CAROUSEL} img`).all()) expect(await img.isVisible()).toBe(true);
      }
      const page = await openTheme(400, false);
      await Promise.all([page.waitForURL(/\/producto\/camiseta-basica\/$/), page.getByRole('link', { name: 'Camiseta básica' }).click()]);
    },
  );
  phpTest(
    'site-menu.php and carousel.php when their island fails (its code does not arrive): the desktop menu and the slides in rows, as with JavaScript off',
    async () => {
      const page = await h.newPage();
      await page.setViewportSize({ width: 400, height: 700 });
      await page.route(/\/chunks\/(site-menu|carousel)-[^/]*\.js$/, (route) => route.abort());
      await serve(page, h.url('/plantilla/tema/'), themePage());
      await page.goto(h.url('/plantilla/tema/'));
      await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
      await page.locator(`${SITE_MENU}[data-island="error"]`).waitFor({ state: 'attached' });
      await page.locator(`${CAROUSEL}[data-island="error"]`).waitFor({ state: 'attached' });
      expect(await page.locator('.site-navigation-toggle').isVisible()).toBe(false);
      expect(await page.locator('nav.site-navigation a[href="/producto/camiseta-basica/"]').isVisible()).toBe(true);
      expect(await page.locator(`${CAROUSEL} .elementor-swiper-button`).first().isVisible()).toBe(false);
      for (const img of await page.locator(`${CAROUSEL} img`).all()) expect(await img.isVisible()).toBe(true);
      h.expectNoConsoleErrors({ ignore: [/site-menu|carousel|net::ERR_FAILED|Failed to fetch|dynamically imported module/i] });
    },
  );
});
