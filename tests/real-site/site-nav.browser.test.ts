// The site-wide islands on the real site's own markup (Hello Elementor 3's header, WordPress'
// comments, Elementor's image gallery), with the Islands plugin: the header's mobile menu in place
// of the theme's hello-frontend.js (which the plugin no longer prints), comment permalinks scrolled
// by the anchors, and the gallery's image opened in the islands' lightbox where the plugin drops the
// page builder's front-end scripts (where the owner keeps them, their own lightbox opens and the
// island stands aside), and Elementor Pro's Nav Menu widget on a page saved with it, likewise.
import { writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { builderHandles } from '../../wordpress-plugin/replaced-handles.mjs';
import { axe, expectHydrated, settled } from '../harness.ts';
import { LIGHTBOX } from '../lightbox-look.ts';
import { realSiteSuite } from '../real-site.ts';

/** Only requests carrying this header get the test menu in the theme's menu-1 location. */
const MENU_HEADER = 'X-Islands-Test-Menu';
const muPlugin = (root: string) => join(root, 'wordpress/wp-content/mu-plugins/islands-test-menu.php');
/** Script files of the page builder and its add-ons, as the page requests them. */
const BUILDER_SCRIPTS =
  /\/wp-content\/(plugins\/(elementor|pro-elements|essential-addons-for-elementor-lite)\/|uploads\/essential-addons-elementor\/).*\.js(\?|$)/;

realSiteSuite('site navigation islands on the real site', (site) => {
  let menuId = 0;
  /** A page whose Elementor content is Elementor Pro's Nav Menu widget over the test menu. */
  let navPage = '';

  beforeAll(() => {
    menuId = Number(
      site
        .php(`
      $id = wp_create_nav_menu( 'Menú de prueba de islands ' . wp_generate_password( 6, false ) );
      $shop = wp_update_nav_menu_item( $id, 0, [ 'menu-item-title' => 'Tienda', 'menu-item-url' => home_url( '/tienda/' ), 'menu-item-status' => 'publish' ] );
      wp_update_nav_menu_item( $id, 0, [ 'menu-item-title' => 'Camiseta básica', 'menu-item-url' => home_url( '/producto/camiseta-basica/' ), 'menu-item-status' => 'publish', 'menu-item-parent-id' => $shop ] );
      wp_update_nav_menu_item( $id, 0, [ 'menu-item-title' => 'Contacto', 'menu-item-url' => home_url( '/contacto/' ), 'menu-item-status' => 'publish' ] );
      echo $id;`)
        .trim(),
    );
    expect(menuId).toBeGreaterThan(0);
    // Saved as the editor saves it: Elementor and Pro render the widget's markup from this data.
    const data = JSON.stringify([
      {
        id: 'a1b2c3d',
        elType: 'section',
        settings: {},
        elements: [
          {
            id: 'b2c3d4e',
            elType: 'column',
            settings: { _column_size: 100 },
            elements: [
              {
                id: 'c3d4e5f',
                elType: 'widget',
                widgetType: 'nav-menu',
                settings: { menu: '__MENU__', layout: 'horizontal', toggle: 'burger', dropdown: 'tablet', menu_name: 'Menú de la tienda' },
                elements: [],
              },
            ],
          },
        ],
      },
    ]);
    navPage = site
      .php(`
      $menu = wp_get_nav_menu_object( ${menuId} );
      $id = wp_insert_post( [ 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Menú de prueba', 'post_name' => 'menu-de-prueba-islands' ] );
      update_post_meta( $id, '_wp_page_template', 'elementor_header_footer' );
      update_post_meta( $id, '_elementor_edit_mode', 'builder' );
      update_post_meta( $id, '_elementor_template_type', 'wp-page' );
      update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
      update_post_meta( $id, '_elementor_data', wp_slash( str_replace( '__MENU__', $menu->slug, ${JSON.stringify(data).replace(/\$/g, '$')} ) ) );
      echo wp_make_link_relative( get_permalink( $id ) );`)
      .trim();
    expect(navPage).toMatch(/^\//);
    // The menu is the theme's menu-1 only for this file's requests: other files see the site as it was.
    writeFileSync(
      muPlugin(site.root),
      `<?php
/* Plugin Name: islands test menu: the ${MENU_HEADER} request header puts that menu in Hello's menu-1 location */
add_filter( 'theme_mod_nav_menu_locations', function ( $locations ) {
	$id = (int) ( $_SERVER['HTTP_${MENU_HEADER.toUpperCase().replace(/-/g, '_')}'] ?? 0 );
	return $id ? array_merge( (array) $locations, [ 'menu-1' => $id ] ) : $locations;
} );
`,
    );
  });

  afterAll(() => {
    rmSync(muPlugin(site.root), { force: true });
    if (menuId) site.php(`wp_delete_nav_menu( ${menuId} );`);
    if (navPage) site.php(`$p = get_page_by_path( 'menu-de-prueba-islands' ); if ( $p ) wp_delete_post( $p->ID, true );`);
  });

  /**
   * The page as the plugin prints it; builder 'dropped' checks that the plugin dropped the page
   * builder's scripts, 'kept' keeps them by the owner's switches (Ajustes → Islands).
   */
  async function open(path: string, width: number, options: { builder?: 'dropped' | 'kept' } = {}): Promise<Page> {
    const page = await site.newPage(options.builder === 'kept' ? { islandsSettings: { mode: 'all', keep: [...builderHandles] } } : {});
    await page.setExtraHTTPHeaders({ [MENU_HEADER]: String(menuId) });
    await page.setViewportSize({ width, height: 800 });
    const builderFiles: string[] = [];
    page.on('request', (r) => BUILDER_SCRIPTS.test(r.url()) && builderFiles.push(r.url()));
    await page.goto(site.url(path));
    if (options.builder === 'dropped') {
      expect(builderFiles, 'the plugin dropped every page builder script').toEqual([]);
      expect((await site.report(page))?.replaced).toEqual(
        expect.arrayContaining(['elementor-frontend', 'elementor-pro-frontend', 'pro-elements-handlers']),
      );
    }
    return page;
  }

  test("Hello's header menu: the plugin drops hello-frontend.js, the island opens the dropdown and its sub-menu by keyboard, Esc closes back to the toggle; axe finds nothing new in the menu", async () => {
    const page = await open('/resena-mejor-hosting/', 700);
    const holder = '.site-header .site-navigation-toggle-holder';
    await expectHydrated(page, holder);
    expect(await page.locator('script#hello-theme-frontend-js').count(), "the theme's menu script is not printed").toBe(0);
    expect((await site.report(page))?.replaced).toContain('hello-theme-frontend');
    // Where the header's menu is printed its chunk is preloaded (build.json preloadWhere).
    const preloaded = await page.$$eval('body link[rel="modulepreload"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloaded.filter((href) => /\/chunks\/site-menu-[^/]*\.js$/.test(href))).toHaveLength(1);
    const toggle = page.locator('.site-navigation-toggle');
    const dropdown = page.locator('.site-navigation-dropdown');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // The theme's own stylesheet unfolds it (scaleY 0 → 1) once its holder is .elementor-active.
    await expect.poll(async () => (await dropdown.locator('ul.menu').boundingBox())?.height ?? 0).toBeGreaterThan(100);
    expect(await dropdown.evaluate((d) => (d as HTMLElement).inert)).toBe(false);
    const subButton = dropdown.locator('.islands-submenu-toggle');
    expect(await subButton.getAttribute('aria-label')).toBe('Submenú de Tienda');
    await subButton.focus();
    await page.keyboard.press('Enter');
    expect(await subButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Camiseta básica');
    // The real page's own markup is not this test's: only what is in the menu counts.
    const inMenu = (await axe(page)).filter((v) => v.nodes.some((n) => /site-navigation|islands-submenu/.test(n)));
    expect(inMenu, 'axe in the open menu').toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-navigation-toggle'))).toBe(true);
    site.expectNoConsoleErrors();
  });

  test("Hello's header with JavaScript off, on a phone: the plugin's CSS hides the toggle that cannot open and shows the menu's links", async () => {
    const page = await site.newPage({ javaScript: false });
    await page.setExtraHTTPHeaders({ [MENU_HEADER]: String(menuId) });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(site.url('/resena-mejor-hosting/'));
    expect(await page.locator('style#islands-site-menu-css').count()).toBe(1);
    expect(await page.locator('.site-header .site-navigation-toggle-holder').isVisible()).toBe(false);
    const links = page.locator('.site-header nav.site-navigation a');
    expect(await links.allTextContents()).toEqual(expect.arrayContaining(['Tienda', 'Camiseta básica', 'Contacto']));
    for (const link of await links.all()) expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
    // Without the plugin, the theme's own page leaves a phone with a toggle that does nothing.
    const original = await site.newPage({ javaScript: false });
    await original.setExtraHTTPHeaders({ [MENU_HEADER]: String(menuId) });
    await original.setViewportSize({ width: 400, height: 800 });
    await original.goto(site.url('/resena-mejor-hosting/', { original: true }));
    expect(await original.locator('.site-header nav.site-navigation a').first().isVisible()).toBe(false);
  });

  test("a comment's permalink on its own article scrolls there over about 500 ms and moves focus to the comment", async () => {
    const page = await open('/resena-mejor-hosting/', 1280);
    await expectHydrated(page, 'body');
    const link = page.locator('a[href$="#comment-7"]').first();
    await link.waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[] };
      w.__scrolls = [];
      addEventListener('scroll', () => w.__scrolls.push(performance.now()), { passive: true });
    });
    const clickedAt = await link.evaluate((a) => {
      const at = performance.now();
      (a as HTMLElement).click();
      return at;
    });
    await page.waitForFunction(() => document.activeElement?.id === 'comment-7');
    const steps = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
    expect(steps.length).toBeGreaterThan(10);
    expect(steps.at(-1)! - clickedAt).toBeGreaterThan(450);
    expect(new URL(page.url()).hash).toBe('#comment-7');
    const top = await page.locator('#comment-7').evaluate((c) => c.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(2);
    site.expectNoConsoleErrors();
  });

  test("the gallery's image: the plugin drops the page builder's scripts and the island opens it in PhotoSwipe with its title and description; where the owner keeps them, theirs opens and the island stands aside", async () => {
    const page = await open('/promociones/', 1280, { builder: 'dropped' });
    const link = page.locator('.elementor-widget-image-gallery a[data-elementor-open-lightbox]').first();
    await link.click();
    await page.locator(LIGHTBOX).waitFor();
    expect(new URL(page.url()).pathname).toBe('/promociones/');
    expect(await page.locator(`${LIGHTBOX} .pswp__caption`).textContent()).toBe(await link.getAttribute('data-elementor-lightbox-title'));
    expect(await page.locator(`${LIGHTBOX} .pswp__description`).textContent()).toBe(
      await link.getAttribute('data-elementor-lightbox-description'),
    );
    expect(await page.locator(`${LIGHTBOX} .pswp__button--share`).count()).toBe(1);
    expect(await page.locator(`${LIGHTBOX} .pswp__button--fullscreen`).count()).toBe(1);
    expect(
      (await axe(page)).filter((v) => v.nodes.some((n) => n.includes('pswp'))),
      'axe in the open lightbox',
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator(LIGHTBOX).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-elementor-lightbox-slideshow'))).toBeTruthy();

    const withBuilder = await open('/promociones/', 1280, { builder: 'kept' });
    await withBuilder.waitForFunction(
      () => !!(window as { elementorFrontend?: { utils?: { urlActions?: unknown } } }).elementorFrontend?.utils?.urlActions,
    );
    await withBuilder.locator('.elementor-widget-image-gallery a[data-elementor-open-lightbox]').first().click();
    await withBuilder.locator('.elementor-lightbox').first().waitFor();
    await settled(withBuilder);
    expect(await withBuilder.locator(LIGHTBOX).count(), 'no second lightbox').toBe(0);
    site.expectNoConsoleErrors();
  });

  test("Elementor Pro's Nav Menu on its own markup: the plugin drops SmartMenus and Pro's scripts and the island opens the sub-menu after 250 ms, by keyboard, and the burger's dropdown; where the owner keeps them it stands aside", async () => {
    const page = await open(navPage, 1280, { builder: 'dropped' });
    const widget = '.elementor-widget-nav-menu';
    await expectHydrated(page, widget);
    const parent = page.locator(`${widget} .elementor-nav-menu--main a.elementor-item`, { hasText: 'Tienda' });
    const sub = page.locator(`${widget} .elementor-nav-menu--main ul.sub-menu`);
    expect(await parent.getAttribute('aria-haspopup')).toBe('true');
    expect(await sub.isVisible()).toBe(false);
    // When the pointer arrived and when the sub-menu's display changed, in the page's clock (a wait
    // in the test's clock would also count the round trips of a busy machine).
    await sub.evaluate((ul) => {
      const w = window as unknown as { __entered: number; __shown: number[] };
      w.__shown = [];
      new MutationObserver(() => w.__shown.push(performance.now())).observe(ul, { attributes: true, attributeFilter: ['style'] });
      ul.closest('li')!.addEventListener('pointerenter', () => (w.__entered ??= performance.now()));
    });
    const box = (await parent.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await sub.waitFor({ state: 'visible' });
    const [entered, shown] = await page.evaluate(() => {
      const w = window as unknown as { __entered: number; __shown: number[] };
      return [w.__entered, w.__shown.at(-1)!];
    });
    expect(shown - entered, 'shown 250 ms after the pointer arrived').toBeGreaterThanOrEqual(245);
    expect(
      await sub.evaluate((ul) => [getComputedStyle(ul).minWidth, getComputedStyle(ul).maxWidth, getComputedStyle(ul).fontSize]),
    ).toSatisfy(([min, max, size]: string[]) => parseFloat(min!) === 10 * parseFloat(size!) && parseFloat(max!) === 20 * parseFloat(size!));
    await page.mouse.move(box.x + 5, box.y + 500);
    await sub.waitFor({ state: 'hidden' });
    await parent.focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Camiseta básica');
    await page.keyboard.press('Escape');
    expect(await sub.isVisible()).toBe(false);
    expect(await parent.getAttribute('aria-expanded')).toBe('false');

    await page.setViewportSize({ width: 700, height: 800 });
    const burger = page.locator(`${widget} .elementor-menu-toggle`);
    await burger.focus();
    await page.keyboard.press('Enter');
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    const dropdown = page.locator(`${widget} nav.elementor-nav-menu--dropdown`);
    expect(await dropdown.getAttribute('aria-hidden')).toBe('false');
    await expect
      .poll(async () => (await dropdown.boundingBox())?.height ?? 0, { message: "Elementor Pro's stylesheet unfolds it" })
      .toBeGreaterThan(50);
    await page.keyboard.press('Escape');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');

    const withPro = await open(navPage, 1280, { builder: 'kept' });
    await expectHydrated(withPro, widget);
    await withPro.waitForFunction(() => !!(window as { jQuery?: { fn?: { smartmenus?: unknown } } }).jQuery?.fn?.smartmenus);
    expect(
      await withPro.locator(`${widget} .islands-sub-open, ${widget} .sub-arrow:not(:has(*))`).count(),
      'the island added nothing',
    ).toBe(0);
    site.expectNoConsoleErrors();
  });

  test("Essential Addons' tabs on /promociones/ opened by the address's hash: the same tab opens as without the plugin (there the add-on's script opens it; with the plugin, the eael-tabs island)", async () => {
    const activeTabs = async (path: string) => {
      const page = await open(path, 1280);
      if (!path.includes('islands=0')) await expectHydrated(page, 'body');
      await settled(page);
      return page
        .locator('.eael-tab-item-trigger')
        .evaluateAll((tabs) => tabs.filter((t) => t.classList.contains('active')).map((t) => t.id));
    };
    const original = await activeTabs('/promociones/?islands=0#vision');
    expect(original).toEqual(['vision']);
    expect(await activeTabs('/promociones/#vision')).toEqual(original);
    site.expectNoConsoleErrors();
  });
});
