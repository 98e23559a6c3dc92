// The page builder's scripts under Elementor's element cache (on by default: the option
// elementor_element_cache_ttl unset). From a page's second view Elementor prints the HTML it
// stored and renders again only dynamic elements (loop grids, shortcodes, dynamic tags), so the
// plugin must decide from what the page is made of, not from what rendered on this view: every
// view, cached or not, decides the same. Each page is viewed three times with the cache on (the
// test checks Elementor did store it) and once with it off.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { realSiteSuite, type RealSite } from '../real-site.ts';
import { builderPage, deletePage } from './helpers.ts';

/** The page builder's script files on the page (WordPress gives each <script src> the id "<handle>-js"). */
const builderFiles = (page: Page) =>
  page.$$eval('script[src][id$="-js"]', (scripts) =>
    scripts.map((s) => s.id.replace(/-js$/, '')).filter((h) => /^(elementor|pro-elements|swiper|smartmenus|imagesloaded|eael-)/.test(h)),
  );

const cacheOff = { options: { elementor_element_cache_ttl: 'disable' } };

/** A page of one section and column holding `elements`. */
const sectionPage = (site: RealSite, title: string, elements: unknown[]) =>
  builderPage(site, title, [
    {
      id: 'c1d2e3f',
      elType: 'section',
      settings: {},
      elements: [{ id: 'd2e3f4a', elType: 'column', settings: { _column_size: 100 }, elements }],
    },
  ]);

/** Whether Elementor stored the page's HTML in its element cache (the meta Document::print_elements() writes). */
const cached = (site: RealSite, path: string) =>
  site
    .php(
      `$p = get_page_by_path( ${JSON.stringify(path.replace(/^\/|\/$/g, ''))} ); echo $p && get_post_meta( $p->ID, '_elementor_element_cache', true ) ? 'yes' : 'no';`,
    )
    .trim() === 'yes';

realSiteSuite("the page builder's scripts under Elementor's element cache", (site) => {
  test('an animated heading, a video and a loop grid keep the scripts on every view, cached or not, and the heading plays', async () => {
    const loopGrid = site.php(`$p = get_page_by_path( 'blog-filtrado' );
      function islands_find_loop( $els ) { foreach ( $els as $e ) { if ( 'loop-grid' === ( $e['widgetType'] ?? '' ) ) return $e; $f = islands_find_loop( $e['elements'] ?? [] ); if ( $f ) return $f; } return null; }
      echo wp_json_encode( islands_find_loop( json_decode( get_post_meta( $p->ID, '_elementor_data', true ), true ) ) );`);
    const path = sectionPage(site, 'Animación, vídeo y bucle', [
      { id: 'a1b2c3d', elType: 'widget', widgetType: 'heading', settings: { title: 'Hola', _animation: 'fadeIn' }, elements: [] },
      {
        id: 'b2c3d4e',
        elType: 'widget',
        widgetType: 'video',
        settings: { youtube_url: 'https://www.youtube.com/watch?v=XHOmBV4js_E' },
        elements: [],
      },
      { ...JSON.parse(loopGrid), id: 'e3f4a5b' },
    ]);
    try {
      for (const view of ['first', 'second (cached)', 'third (cached)', 'element cache off'] as const) {
        const page = await site.newPage(view === 'element cache off' ? { siteConfiguration: cacheOff } : {});
        await page.goto(site.url(path));
        const kept = (await site.report(page))?.kept['elementor-frontend']?.join(' ') ?? '';
        expect(kept, view).toContain('Elementor: elemento «video»');
        expect(kept, view).toContain('Elementor: «_animation» = «fadeIn» en «heading»');
        expect(await builderFiles(page), view).toEqual(
          expect.arrayContaining(['elementor-frontend', 'elementor-pro-frontend', 'pro-elements-handlers']),
        );
        // Elementor's frontend plays the entrance animation: the heading does not stay invisible.
        await page.locator('.elementor-element-a1b2c3d.animated.fadeIn:not(.elementor-invisible)').waitFor({ state: 'attached' });
        if (view === 'first') expect(cached(site, path), 'Elementor stored the page in its element cache').toBe(true);
      }
      site.expectNoConsoleErrors();
    } finally {
      deletePage(site, path);
    }
  });

  test('a page of covered elements only drops the scripts on every view, cached or not', async () => {
    const path = sectionPage(site, 'Solo elementos cubiertos', [
      { id: 'f4a5b6c', elType: 'widget', widgetType: 'heading', settings: { title: 'Sin scripts' }, elements: [] },
      { id: 'a5b6c7d', elType: 'widget', widgetType: 'text-editor', settings: { editor: '<p>Texto.</p>' }, elements: [] },
      {
        id: 'b6c7d8e',
        elType: 'widget',
        widgetType: 'button',
        settings: { text: 'Ir a la tienda', link: { url: '/tienda/' } },
        elements: [],
      },
    ]);
    try {
      for (const view of ['first', 'second (cached)', 'third (cached)', 'element cache off'] as const) {
        const page = await site.newPage(view === 'element cache off' ? { siteConfiguration: cacheOff } : {});
        await page.goto(site.url(path));
        const report = await site.report(page);
        expect(report?.kept, view).toEqual({});
        expect(report?.replaced, view).toEqual(expect.arrayContaining(['elementor-frontend']));
        expect(await builderFiles(page), view).toEqual([]);
        if (view === 'first') expect(cached(site, path), 'Elementor stored the page in its element cache').toBe(true);
      }
      site.expectNoConsoleErrors();
    } finally {
      deletePage(site, path);
    }
  });

  test("/promociones/ (popups, the theme builder's parts) and /blog-filtrado/ (a loop grid) drop the scripts on every view", async () => {
    for (const path of ['/promociones/', '/blog-filtrado/']) {
      for (const view of ['first', 'second', 'third', 'element cache off'] as const) {
        const page = await site.newPage(view === 'element cache off' ? { siteConfiguration: cacheOff } : {});
        await page.goto(site.url(path));
        const report = await site.report(page);
        expect(report?.kept, `${path} ${view}`).toEqual({});
        expect(report?.replaced, `${path} ${view}`).toEqual(
          expect.arrayContaining(['elementor-frontend', 'elementor-pro-frontend', 'pro-elements-handlers']),
        );
        expect(await builderFiles(page), `${path} ${view}`).toEqual([]);
      }
      expect(cached(site, path), `${path} is in Elementor's element cache`).toBe(true);
    }
    site.expectNoConsoleErrors();
  });
});
