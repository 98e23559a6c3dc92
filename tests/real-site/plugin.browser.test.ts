// The Islands plugin on the real WordPress + WooCommerce site: what it prints and what it stops
// printing, page by page, against the same page with the shop's own scripts (?islands=0).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { registryStrategies, type PluginManifest } from '../../scripts/wordpress-plugin.mjs';
import { baseHandles, handlesToWidgets } from '../../wordpress-plugin/replaced-handles.mjs';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite } from '../real-site.ts';
import { builderPage, deletePage, testPlugin } from './helpers.ts';

/** Block markup as the editor saves it: columns holding a button, then a separator. */
const BLOCKS = [
  '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">',
  '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/tienda/">Ver la tienda</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
  '</div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>Envío gratis desde 50 €.</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
  '<!-- wp:separator --><hr class="wp-block-separator has-alpha-channel-opacity"/><!-- /wp:separator -->',
].join('\n');

/** Every handle the plugin may stop printing. */
const replaceable = [...Object.keys(handlesToWidgets()), ...Object.keys(baseHandles)];

/** Script handles printed as files (WordPress gives each <script src> the id "<handle>-js"). */
const scriptFiles = (page: Page) => page.$$eval('script[src][id$="-js"]', (scripts) => scripts.map((s) => s.id.replace(/-js$/, '')));

const globals = (page: Page, names: string[]) =>
  page.evaluate((list) => list.filter((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'object'), names);

/** The config globals the replaced scripts carried, on every page of the shop. */
const everyPageGlobals = [
  'wc_add_to_cart_params',
  'woocommerce_params',
  'wc_cart_fragments_params',
  'xoo_wsc_params',
  'wpcf7',
  'wc_order_attribution',
  'localize',
];

interface PageCase {
  path: string;
  globals: string[];
  islands: string[];
}

const jQueryFreePages: PageCase[] = [
  { path: '/tienda/', globals: [], islands: ['body', 'div.xoo-wsc-markup'] },
  {
    path: '/producto/camiseta-basica/',
    globals: ['wc_single_product_params'],
    islands: ['.woocommerce-product-gallery', '.woocommerce-tabs', 'select#rating'],
  },
  {
    path: '/producto/sudadera-con-capucha/',
    globals: ['wc_single_product_params', 'wc_add_to_cart_variation_params'],
    islands: ['form.variations_form', '.woocommerce-product-gallery'],
  },
  { path: '/contacto/', globals: [], islands: ['div.wpcf7'] },
];

realSiteSuite('Islands plugin on the real site', (site) => {
  for (const c of jQueryFreePages) {
    test(`${c.path}: no replaced script and no jQuery, the config globals printed, the islands mounted`, async () => {
      const original = await site.newPage();
      await original.goto(site.url(c.path, { original: true }));
      const originalFiles = await scriptFiles(original);
      // The page as the shop prints it: the scripts the plugin is about to drop are there.
      expect(originalFiles).toEqual(expect.arrayContaining(['jquery-core', 'wc-add-to-cart', 'xoo-wsc-main-js']));
      expect(await original.locator('#islands-config').count()).toBe(0);

      const page = await site.newPage();
      await page.goto(site.url(c.path));
      expect(await site.report(page)).toMatchObject({ kept: {}, jquery: null });
      const files = await scriptFiles(page);
      expect(files.filter((h) => replaceable.includes(h))).toEqual([]);
      expect(files.filter((h) => h.startsWith('jquery'))).toEqual([]);
      expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
      // Every replaced script that the original page loaded left its config global behind.
      const wanted = [...everyPageGlobals, ...c.globals];
      expect(await globals(page, wanted)).toEqual(await globals(original, wanted));
      expect(await globals(page, wanted)).toEqual(wanted);

      const module = page.locator('script#islands-js-module[type="module"]');
      expect(await module.getAttribute('src')).toMatch(/\/wp-content\/plugins\/islands\/bundle\/islands\.js\?ver=[0-9a-f]{16}$/);
      expect(await page.locator('head > script#islands-js-module').count(), 'the module is in <head>').toBe(1);
      const config = JSON.parse((await page.locator('#islands-config').textContent()) ?? '{}');
      expect(config).toMatchObject({
        wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
        cartUrl: site.url('/carrito/'),
        locale: 'es_ES',
        nonce: expect.stringMatching(/^[0-9a-f]{10}$/),
      });
      for (const island of c.islands) await expectHydrated(page, island);
      site.expectNoConsoleErrors();
    });
  }

  test("the cart page goes without WooCommerce's cart script and jQuery: wc-cart is replaced, its data and its dependencies' stay", async () => {
    const page = await site.newPage();
    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/carrito/'));
    const report = await site.report(page);
    expect(report?.jquery).toBeNull();
    expect(report?.kept).toEqual({});
    expect(report?.replaced).toEqual(expect.arrayContaining(['wc-cart', 'wc-add-to-cart', 'xoo-wsc-main-js', 'wc-cart-fragments']));
    expect(await page.locator('script#wc-cart-js[src], script#jquery-core-js').count()).toBe(0);
    const globals = await page.evaluate(() =>
      ['jQuery', 'wc_cart_params', 'wc_country_select_params'].map((name) => typeof (window as unknown as Record<string, unknown>)[name]),
    );
    expect(globals).toEqual(['undefined', 'object', 'object']);
    expect(await page.content()).not.toContain('<!-- Islands: jQuery sigue en esta página');
    await expectHydrated(page, 'div.xoo-wsc-markup');
    await expectHydrated(page, 'form.woocommerce-cart-form');
    site.expectNoConsoleErrors();
  });

  test("modulepreload hints: the entry's chunks in <head>, then, of low priority, the chunks of the islands at work on the page", async () => {
    const build = JSON.parse(readFileSync(join(site.root, 'wordpress/wp-content/plugins/islands/build.json'), 'utf8')) as PluginManifest;
    const preloaded = (page: Page, where: 'head' | 'body') =>
      page.$$eval(`${where} link[rel="modulepreload"]`, (links) =>
        links.map((l) => (l as HTMLLinkElement).href.replace(/^.*\/bundle\//, '')),
      );
    const page = await site.newPage();
    await page.goto(site.url('/contacto/'));
    expect(await preloaded(page, 'head')).toEqual(build.preload.entry);
    // The islands' hints are of low priority, so they do not share a slow link evenly with the
    // stylesheets the first paint waits for (docs/performance.md#what-is-preloaded); the entry's are not.
    const priorities = (where: 'head' | 'body') =>
      page.$$eval(`${where} link[rel="modulepreload"]`, (links) => [...new Set(links.map((l) => l.getAttribute('fetchpriority')))]);
    expect(await priorities('head')).toEqual([null]);
    expect(await priorities('body')).toEqual(['low']);
    expect(await preloaded(page, 'body')).toEqual(
      expect.arrayContaining([...build.preload.widgets['contact-form']!, ...build.preload.widgets['side-cart']!]),
    );
    // The checkout's inputs are an island of their own, not preloaded where there is no checkout.
    expect(await preloaded(page, 'body')).not.toEqual(expect.arrayContaining(build.preload.widgets['order-attribution-inputs']!));
    // woocommerce.js, wc-add-to-cart and Hello's script are on every page: the store notice
    // (switched on here: the body says so) is preloaded; the shop-page island, which works on the
    // shop's pages, add to cart, with no listing nor mini cart here, and the header menu, which
    // this site does not assign, are neither preloaded nor fetched (build.json preloadWhere).
    const own = (island: string) => build.preload.widgets[island]!.filter((f) => f.startsWith(`chunks/${island}-`));
    const fetched = (island: string) =>
      page.evaluate((i) => performance.getEntriesByType('resource').filter((e) => e.name.includes(`/chunks/${i}-`)).length, island);
    expect(await page.locator('body.woocommerce-demo-store:not(.woocommerce, .woocommerce-page)').count()).toBe(1);
    expect(await page.locator('.add_to_cart_button, .remove_from_cart_button').count()).toBe(0);
    expect(await preloaded(page, 'body')).toEqual(expect.arrayContaining(own('store-notice')));
    await expectHydrated(page, 'div.wpcf7');
    expect(await page.locator('.site-navigation-toggle-holder').count()).toBe(0);
    expect((await site.report(page))?.replaced).toContain('hello-theme-frontend');
    for (const island of ['shop-page', 'add-to-cart', 'site-menu']) {
      expect(await preloaded(page, 'body'), island).not.toEqual(expect.arrayContaining(own(island)));
      expect(await fetched(island), `${island} not fetched`).toBe(0);
    }
    // Contact Form 7 enqueues its script on every page: its island counts only where a form is.
    await page.goto(site.url('/tienda/'));
    expect(await preloaded(page, 'body')).not.toEqual(expect.arrayContaining(build.preload.widgets['contact-form']!));
    expect(await preloaded(page, 'body')).toEqual(expect.arrayContaining([...build.preload.widgets['add-to-cart']!, ...own('shop-page')]));
    // The page builder's scripts stand for islands a page mostly does not have, and Elementor pages
    // enqueue the product page's scripts without a product: none of those islands is preloaded.
    await page.goto(site.url('/blog-filtrado/'));
    const body = await preloaded(page, 'body');
    for (const island of ['carousel', 'nav-menu', 'progress-tracker', 'product-gallery', 'variations-form']) {
      for (const file of build.preload.widgets[island]!.filter((f) => !f.includes('/chunk-'))) expect(body, island).not.toContain(file);
    }
    // Islands that wait (idle, in view, on intent) are fetched when they are about to mount: the
    // article's comment form and podcast player are there, their chunks are not preloaded.
    await page.goto(site.url('/resena-mejor-hosting/'));
    expect(await page.locator('div#respond.comment-respond').count()).toBe(1);
    expect(await page.locator('div.castos-player').count()).toBe(1);
    const waiting = Object.entries(registryStrategies())
      .filter(([, hydrate]) => hydrate !== 'load')
      .map(([name]) => name);
    const article = await preloaded(page, 'body');
    for (const island of waiting)
      expect(
        article.filter((file) => file.startsWith(`chunks/${island}-`)),
        island,
      ).toEqual([]);
    site.expectNoConsoleErrors();
  });

  test("a classic theme's block styles: each block's own in <head> where the library was, the whole library on the shop's own page", async () => {
    // A page whose first screen is blocks with styles of their own: columns, a button, a separator.
    const path = site
      .php(`
      $id = wp_insert_post( [ 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Bloques', 'post_name' => 'islands-' . wp_generate_password( 8, false, false ), 'post_content' => ${JSON.stringify(BLOCKS)} ] );
      echo wp_make_link_relative( get_permalink( $id ) );`)
      .trim();
    try {
      /** The stylesheets in document order: [id, in <head>, a link to the whole library]. */
      const sheets = (page: Page) =>
        page.$$eval('link[rel="stylesheet"], style[id]', (elements) =>
          elements.map(
            (e) => [e.id, !!e.closest('head'), /\/block-library\/style(\.min)?\.css/.test((e as HTMLLinkElement).href ?? '')] as const,
          ),
        );
      const looks = (page: Page) =>
        page.$$eval('.wp-block-columns, .wp-block-button__link, hr.wp-block-separator', (elements) =>
          elements.map((e) => {
            const s = getComputedStyle(e);
            return [s.display, s.padding, s.borderRadius, s.borderTopWidth, s.gap, s.width].join(' ');
          }),
        );
      const original = await site.newPage();
      await original.goto(site.url(path, { original: true }));
      expect((await sheets(original)).filter(([, , library]) => library).map(([id]) => id)).toEqual(['wp-block-library-css']);

      const page = await site.newPage();
      await page.goto(site.url(path));
      const order = await sheets(page);
      const ids = order.map(([id]) => id);
      expect(
        order.filter(([, , library]) => library),
        'no link to the whole library',
      ).toEqual([]);
      expect(
        await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/block-library\/style/.test(e.name)).length),
      ).toBe(0);
      // The blocks' own, and the theme.json styles, in <head> right after the library's common rules.
      const own = ['wp-block-columns', 'wp-block-button', 'wp-block-separator'];
      const library = ids.indexOf('wp-block-library-inline-css');
      expect(library).toBeGreaterThan(-1);
      for (const handle of own) {
        const at = ids.findIndex((id) => id === `${handle}-css` || id === `${handle}-inline-css`);
        expect(at, handle).toBeGreaterThan(library);
        expect(at, handle).toBeLessThan(ids.indexOf('global-styles-inline-css'));
        expect(order[at]![1], `${handle} in <head>`).toBe(true);
      }
      expect(ids.indexOf('global-styles-inline-css')).toBeLessThan(ids.indexOf('woocommerce-general-css'));
      expect(
        order.filter(([id, head]) => !head && /^(wp-block-|global-styles)/.test(id)),
        'no block style left at the foot',
      ).toEqual([]);
      // The blocks look as the library drew them.
      expect(await looks(page)).toEqual(await looks(original));
      expect((await looks(page)).length).toBe(3);

      // A plugin that sends the page after <head>, ending the buffers (as some send the head early): the block styles
      // come at the foot, where WordPress prints late styles, and the blocks still look the same.
      const flushing = testPlugin(site, 'islands-test-flush', {
        'islands-test-flush.php': `<?php
/* Plugin Name: islands test flush: sends the page so far once the body opens, ending every output buffer */
add_action( 'wp_body_open', function () { while ( ob_get_level() ) { ob_end_flush(); } } );
`,
      });
      try {
        const flushed = await site.newPage({ siteConfiguration: { plugins: [flushing.file] } });
        await flushed.goto(site.url(path));
        const late = await sheets(flushed);
        const atFoot = own.filter((handle) =>
          late.some(([id, head]) => !head && (id === `${handle}-css` || id === `${handle}-inline-css`)),
        );
        expect(atFoot, 'at the foot').toEqual(own);
        expect(await looks(flushed)).toEqual(await looks(original));
      } finally {
        flushing.remove();
      }

      // A site that says no keeps the whole library.
      const refused = await site.newPage({ siteConfiguration: { filters: { islands_block_styles_on_demand: false } } });
      await refused.goto(site.url(path));
      expect((await sheets(refused)).filter(([, , whole]) => whole).map(([id]) => id)).toEqual(['wp-block-library-css']);
      site.expectNoConsoleErrors();
    } finally {
      deletePage(site, path);
    }
  });

  test('the product page stops printing the PhotoSwipe 4 skin and keeps its base stylesheet', async () => {
    const original = await site.newPage();
    await original.goto(site.url('/producto/camiseta-basica/', { original: true }));
    expect(await original.locator('link#photoswipe-default-skin-css').count()).toBe(1);
    const page = await site.newPage();
    await page.goto(site.url('/producto/camiseta-basica/'));
    expect(await page.locator('link#photoswipe-default-skin-css').count()).toBe(0);
    // It keeps WooCommerce's own PhotoSwipe 4 markup, printed in the footer, hidden.
    expect(await page.locator('link#photoswipe-css').count()).toBe(1);
    expect(await page.locator('body > .pswp').first().isHidden()).toBe(true);
  });

  test("the page builder's scripts: dropped where every Elementor element is covered, kept with the element named where one is not", async () => {
    // Two elements no island covers, saved as the editor saves them: a video, and a heading that
    // fades in (Elementor's frontend plays entrance animations).
    const path = builderPage(site, 'Elementos sin isla', [
      {
        id: 'e1f2a3b',
        elType: 'section',
        settings: {},
        elements: [
          {
            id: 'f2a3b4c',
            elType: 'column',
            settings: { _column_size: 100 },
            elements: [
              { id: 'a3b4c5d', elType: 'widget', widgetType: 'heading', settings: { title: 'Hola', _animation: 'fadeIn' }, elements: [] },
              {
                id: 'b4c5d6e',
                elType: 'widget',
                widgetType: 'video',
                settings: { youtube_url: 'https://www.youtube.com/watch?v=XHOmBV4js_E' },
                elements: [],
              },
            ],
          },
        ],
      },
    ]);
    try {
      const page = await site.newPage();
      await page.goto(site.url(path));
      const report = await site.report(page);
      expect(report?.kept['elementor-frontend']?.join(' ')).toContain('Elementor: elemento «video»');
      expect(report?.kept['elementor-frontend']?.join(' ')).toContain('Elementor: «_animation» = «fadeIn» en «heading»');
      expect(report?.replaced).not.toContain('elementor-frontend');
      expect(await scriptFiles(page)).toEqual(expect.arrayContaining(['elementor-frontend', 'jquery-core']));
      // Elementor's frontend runs: it plays the heading's entrance animation.
      await page.locator('.elementor-element-a3b4c5d.animated.fadeIn').waitFor({ state: 'attached' });

      // /promociones/ and /blog-filtrado/ have none of them: the page builder's scripts, Pro's and
      // Essential Addons' go.
      await page.goto(site.url('/promociones/'));
      expect((await site.report(page))?.replaced).toEqual(
        expect.arrayContaining([
          'elementor-frontend',
          'elementor-pro-frontend',
          'pro-elements-handlers',
          'eael-56',
          'eael-general',
          'swiper',
        ]),
      );
      expect(await scriptFiles(page), 'no script file but the islands module').toEqual([]);
      await page.goto(site.url('/blog-filtrado/'));
      expect((await site.report(page))?.replaced).toEqual(
        expect.arrayContaining(['elementor-frontend', 'pro-elements-handlers', 'imagesloaded']),
      );
      expect(await scriptFiles(page), 'no script file but the islands module').toEqual([]);
      site.expectNoConsoleErrors();
    } finally {
      deletePage(site, path);
    }
  });
});
