// The plugin behind full-page caches, and what it shows or writes for whom: a page that depends on
// the visitor's choice (the trial, ?islands=) is never stored by WP Super Cache for everyone; the
// contact form on a stored page keeps what was typed before the load event and sends;
// anonymous page views write nothing to the database; #islands-report is for administrators; the
// settings screen's links on a site in a folder; the theme partial when the plugin is installed.
//
// WP Super Cache (unpacked inactive by the harness) is switched on for this file's requests only:
// wp-config.php defines WP_CACHE when a request carries pageCacheHeader, and the plugin is active
// for a context through siteConfiguration. The other files, running at the same time against the
// same site, never get a cached page.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { realSiteSuite, type IslandsSettings, type RealSitePageOptions } from '../real-site.ts';
import { expectHydrated, rootDir } from '../harness.ts';
import { bundled, logInAsAdmin } from './helpers.ts';
import { untilPhpSeesChanges } from './stack.ts';

const trial: IslandsSettings = { mode: 'trial', keep: [] };
const superCache = 'wp-super-cache/wp-cache.php';
/** Makes wp-config.php define WP_CACHE for this request (see beforeAll). */
const pageCacheHeader = 'X-Islands-Test-Page-Cache';
/** Asks this file's must-use plugin to note LiteSpeed's no-cache call in a response header. */
const liteSpeedHeader = 'X-Islands-Test-Litespeed';
/** Asks this file's must-use plugin to call the theme partial islands-config.php in <head>. */
const themePartialHeader = 'X-Islands-Test-Theme-Partial';
/** A comment written into a cached file: a page holding it was served from that file. */
const fromCacheMarker = '<!-- islands test: served from the WP Super Cache file -->';

/**
 * Writes a file the running site may be reading (wp-config.php, a must-use plugin) in one step, so
 * that another test's request never includes half of it.
 */
function writeAtomically(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

// This file's must-use plugin: it acts only on requests carrying its headers.
const muPlugin = `<?php
/* Plugin Name: islands test: tests/real-site/caches.browser.test.ts (acts only on requests carrying its headers) */
if ( ! empty( $_SERVER['HTTP_${liteSpeedHeader.toUpperCase().replace(/-/g, '_')}'] ) ) {
	// LiteSpeed Cache's API, as its plugin would receive it.
	add_action( 'litespeed_control_set_nocache', function ( $reason ) {
		if ( ! headers_sent() ) {
			header( 'X-Islands-Test-Litespeed-Nocache: ' . rawurlencode( (string) $reason ) );
		}
	} );
}
if ( ! empty( $_SERVER['HTTP_${themePartialHeader.toUpperCase().replace(/-/g, '_')}'] ) ) {
	// A theme that holds dist/islands/ and templates/ and calls the partial in <head>.
	add_action( 'wp_head', function () {
		echo "<!-- islands test: the theme partial is called -->\n";
		load_template( WP_CONTENT_DIR . '/islands-test-theme/islands/templates/islands-config.php', false, array( 'src' => content_url( 'islands-test-theme/islands/islands.js' ) ) );
	}, 1 );
}
`;

realSiteSuite('Islands with page caches; the report, the jQuery pages list and the theme partial', (site) => {
  let content = '';
  let cacheDir = '';
  let cacheConfig = '';

  beforeAll(() => {
    const wordpress = join(site.root, 'wordpress');
    content = join(wordpress, 'wp-content');
    cacheDir = join(content, 'cache');
    const home = join(content, 'plugins/wp-super-cache/');
    // WP_CACHE and WPCACHEHOME, as WP Super Cache's set-up writes them into wp-config.php, for this
    // file's requests only: the harness writes that switch (scripts/real-site.mjs).
    expect(readFileSync(join(wordpress, 'wp-config.php'), 'utf8')).toContain('HTTP_X_ISLANDS_TEST_PAGE_CACHE');
    // Its advanced-cache.php drop-in is its own file copied (wp_cache_create_advanced_cache()).
    writeAtomically(join(content, 'advanced-cache.php'), readFileSync(join(home, 'advanced-cache.php'), 'utf8'));
    cacheConfig = join(content, 'wp-cache-config.php');

    mkdirSync(join(content, 'mu-plugins'), { recursive: true });
    writeAtomically(join(content, 'mu-plugins/islands-test-caches.php'), muPlugin);
    // The theme's copy of the partial and of the bundle (README, "Embedding it in a theme").
    const themeCopy = join(content, 'islands-test-theme/islands');
    mkdirSync(join(themeCopy, 'templates'), { recursive: true });
    for (const name of ['islands-config.php', 'islands-config-data.php'])
      copyFileSync(join(rootDir, 'templates', name), join(themeCopy, 'templates', name));
    writeFileSync(join(themeCopy, 'islands.js'), "// the theme's copy of the bundle (never loaded by this test)\n");
    resetPageCache();
  });

  /**
   * WP Super Cache's wp-cache-config.php as its set-up writes it, and an empty cache: the sample
   * with WPCACHEHOME pointed at the plugin (wp_cache_verify_config_file()) and the Easy tab's
   * "Caching On" (cache and supercache on, not for logged-in users) in simple (PHP) mode. Written
   * fresh by the test: the Islands plugin must add its cookie itself.
   */
  function resetPageCache(): void {
    const home = join(content, 'plugins/wp-super-cache/');
    const sample = readFileSync(join(home, 'wp-cache-config-sample.php'), 'utf8');
    const set = (text: string, name: string, value: string) => {
      const line = new RegExp(`^\\$${name} = .*$`, 'm');
      expect(text).toMatch(line);
      return text.replace(line, `$${name} = ${value};`);
    };
    let wpCacheConfig = sample.replace(
      /define\( 'WPCACHEHOME', .*\);/,
      `define( 'WPCACHEHOME', WP_CONTENT_DIR . "/plugins/wp-super-cache/" );`,
    );
    wpCacheConfig = set(wpCacheConfig, 'cache_enabled', 'true');
    wpCacheConfig = set(wpCacheConfig, 'super_cache_enabled', 'true');
    wpCacheConfig = set(wpCacheConfig, 'wp_cache_mod_rewrite', '0');
    wpCacheConfig = set(wpCacheConfig, 'wp_cache_not_logged_in', '2');
    // What its settings screen adds on first view: the site's permalinks end with a slash, at the root.
    wpCacheConfig = wpCacheConfig.replace(/\?>\s*$/, "$wp_cache_slash_check = 1;\n$wp_cache_home_path = '/';\n?>\n");
    expect(wpCacheConfig).toContain('$wp_cache_slash_check = 1;');
    writeFileSync(cacheConfig, wpCacheConfig);
    rmSync(cacheDir, { recursive: true, force: true });
  }

  /** The files WP Super Cache stored for `path` (its supercache folder, any host), and their text. */
  function cachedCopies(path: string): { file: string; html: string }[] {
    const supercache = join(cacheDir, 'supercache');
    if (!existsSync(supercache)) return [];
    return readdirSync(supercache)
      .map((host) => join(supercache, host, path))
      .filter((dir) => existsSync(dir) && statSync(dir).isDirectory())
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((f) => /\.html$/.test(f))
          .map((f) => join(dir, f)),
      )
      .map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  }

  /**
   * The one copy WP Super Cache stored for `path` (waited for, 10 s at most, so a missing copy
   * fails with its own message; on a fresh site none was stored while the web server still ran
   * the old wp-config.php, which scripts/real-site.mjs now waits out).
   */
  async function storedCopy(path: string, what: string): Promise<{ file: string; html: string }> {
    await expect.poll(() => cachedCopies(path).length, { message: what, timeout: 10_000 }).toBe(1);
    return cachedCopies(path)[0]!;
  }

  /** Every file under the cache folder (supercache copies, wp-cache files and their meta). */
  function allCacheFiles(dir = cacheDir): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory()
        ? allCacheFiles(full)
        : /\.(html|php|gz)$/.test(name) && !name.startsWith('index.php')
          ? [full]
          : [];
    });
  }

  /** A page whose requests go through WP Super Cache. */
  async function cachedSitePage(options: RealSitePageOptions = {}): Promise<Page> {
    const page = await site.newPage({
      plainVisitor: true,
      islandsSettings: trial,
      ...options,
      siteConfiguration: { plugins: [superCache] },
    });
    await page.setExtraHTTPHeaders({ [pageCacheHeader]: '1' });
    return page;
  }

  test('WP Super Cache stores and serves a plain visitor’s page, never a trial page, and does not serve its copy to a trial visitor', async () => {
    resetPageCache();
    // 1. The set-up caches: a plain visitor's page is written to the supercache folder, and the next
    // plain visitor is served that file.
    const first = await cachedSitePage();
    await first.goto(site.url('/contacto/'));
    expect(await bundled(first), 'trial mode: a plain visitor gets the original page').toBe(false);
    const contact = await storedCopy('contacto', 'the plain visitor’s page is stored');
    expect(contact.html).not.toContain('islands-config');
    writeFileSync(contact.file, contact.html.replace('</body>', `${fromCacheMarker}</body>`));
    const second = await cachedSitePage();
    await second.goto(site.url('/contacto/'));
    expect(await second.content(), 'the next plain visitor is served the stored file').toContain(fromCacheMarker);

    // 2. A trial visit (?islands=1, then the cookie alone) is never stored.
    const before = allCacheFiles();
    const tester = await cachedSitePage();
    const opened = await tester.goto(site.url('/promociones/?islands=1'));
    expect(await bundled(tester)).toBe(true);
    expect(opened?.headers()['cache-control']).toMatch(/private/);
    expect(opened?.headers()['cache-control']).toMatch(/no-store/);
    const again = await tester.goto(site.url('/promociones/'));
    expect(await bundled(tester), 'the trial cookie alone').toBe(true);
    expect(again?.headers()['cache-control']).toMatch(/no-store/);
    expect(cachedCopies('promociones'), 'no stored copy of the trial page').toEqual([]);
    expect(
      allCacheFiles().filter((f) => !before.includes(f)),
      'no cache file written for the trial visit',
    ).toEqual([]);

    // 3. The plain visitor afterwards gets the original page, which is then stored.
    const plain = await cachedSitePage();
    await plain.goto(site.url('/promociones/'));
    expect(await bundled(plain)).toBe(false);
    const promotions = await storedCopy('promociones', 'the plain visitor’s page is stored');
    expect(promotions.html).not.toContain('islands-config');
    expect(promotions.html).not.toContain('islands.js');
    writeFileSync(promotions.file, promotions.html.replace('</body>', `${fromCacheMarker}</body>`));

    // 4. Once the plugin has told WP Super Cache about its cookie (in the dashboard, with WP Super
    // Cache active), a trial visitor is not served the stored original page: they get the trial.
    const admin = await cachedSitePage();
    await logInAsAdmin(site, admin);
    await admin.goto(site.url('/wp-admin/'));
    expect(readFileSync(cacheConfig, 'utf8')).toMatch(/\$wpsc_cookies = [^;]*'islands_trial'/);
    // A worker that read the old settings file just before goes on reading it for a moment.
    await untilPhpSeesChanges();
    await tester.goto(site.url('/promociones/'));
    expect(await tester.content()).not.toContain(fromCacheMarker);
    expect(await bundled(tester), 'the trial visitor gets the trial, not the stored page').toBe(true);
    const stored = cachedCopies('promociones');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.html, 'the stored copy is still the original page').toContain(fromCacheMarker);
    expect(stored[0]!.html).not.toContain('islands-config');
    const later = await cachedSitePage();
    await later.goto(site.url('/promociones/'));
    expect(await later.content(), 'a plain visitor afterwards: the stored original page').toContain(fromCacheMarker);
    expect(await bundled(later)).toBe(false);
  });

  test('the plugin’s contact page served from the WP Super Cache file: the form’s sending part comes on the first focus, what was typed before the load event stays, and the send goes through', async () => {
    resetPageCache();
    const everyone: IslandsSettings = { mode: 'all', keep: [] };
    const first = await cachedSitePage({ islandsSettings: everyone });
    await first.goto(site.url('/contacto/'));
    expect(await bundled(first)).toBe(true);
    const stored = await storedCopy('contacto', 'the plugin’s page is stored');
    // Contact Form 7 marks a page it knows may come from a cache: the island refills it once loaded.
    expect(stored.html).toMatch(/"cached":\s*1/);
    writeFileSync(stored.file, stored.html.replace('</body>', `${fromCacheMarker}</body>`));

    const page = await cachedSitePage({ islandsSettings: everyone });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    // A slow image at the end of the stored page keeps the load event waiting while the visitor types.
    await page.route(site.url('/contacto/'), async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('</body>', '<img src="/islands-test-slow.gif" alt=""></body>'),
      });
    });
    let release!: () => void;
    const loaded = new Promise<void>((r) => (release = r));
    await page.route('**/islands-test-slow.gif', async (route) => {
      await loaded;
      await route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    });
    await page.goto(site.url('/contacto/'), { waitUntil: 'domcontentloaded' });
    expect(await page.content(), 'served from the stored file').toContain(fromCacheMarker);
    await expectHydrated(page, 'div.wpcf7');
    await page.fill('[name="your-name"]', 'Desde la caché');
    await page.fill('[name="your-email"]', 'cache@example.com');
    await page.fill('[name="your-subject"]', 'Página guardada');
    expect(await page.evaluate(() => document.readyState), 'typed before the load event').not.toBe('complete');
    release();
    await page.waitForLoadState('load');
    await expect
      .poll(() => fetched.filter((u) => u.includes('/refill')).length, { message: 'the stored page is refilled once loaded' })
      .toBe(1);
    expect(await page.inputValue('[name="your-name"]'), 'what was typed before the load event stays').toBe('Desde la caché');
    await page.click('.wpcf7-submit');
    await expect.poll(() => page.locator('form.wpcf7-form').getAttribute('data-status'), { timeout: 15_000 }).toBe('sent');
    expect(
      fetched.filter((u) => /\/chunks\/form-/.test(u)),
      'the sending part came once',
    ).toHaveLength(1);
    site.expectNoConsoleErrors();
  });

  test('?islands=0 and ?islands=1 pages are not stored in any mode; every such response tells LiteSpeed and sends private, no-store', async () => {
    const before = allCacheFiles();
    for (const path of ['/contacto/?islands=0', '/tienda/?islands=1', '/tienda/?islands=0']) {
      const page = await cachedSitePage({ islandsSettings: { mode: 'all', keep: [] } });
      await page.setExtraHTTPHeaders({ [pageCacheHeader]: '1', [liteSpeedHeader]: '1' });
      const response = await page.goto(site.url(path));
      expect(response?.headers()['cache-control'], path).toMatch(/private/);
      expect(response?.headers()['cache-control'], path).toMatch(/no-store/);
      expect(response?.headers()['x-islands-test-litespeed-nocache'], path).toBeTruthy();
    }
    expect(
      allCacheFiles().filter((f) => !before.includes(f)),
      'no cache file for a page chosen by ?islands=',
    ).toEqual([]);

    // A trial page tells LiteSpeed too; the default page (mode "all", no choice) does not.
    const tester = await site.newPage({ islandsSettings: trial });
    await tester.setExtraHTTPHeaders({ [liteSpeedHeader]: '1' });
    await tester.goto(site.url('/tienda/?islands=1'));
    const byCookie = await tester.goto(site.url('/contacto/'));
    expect(await bundled(tester)).toBe(true);
    expect(byCookie?.headers()['x-islands-test-litespeed-nocache']).toBeTruthy();
    const everyone = await site.newPage();
    await everyone.setExtraHTTPHeaders({ [liteSpeedHeader]: '1' });
    const plain = await everyone.goto(site.url('/tienda/'));
    expect(await bundled(everyone)).toBe(true);
    expect(plain?.headers()['x-islands-test-litespeed-nocache']).toBeUndefined();
    expect(plain?.headers()['cache-control'] ?? '').not.toMatch(/no-store/);
  });
  // Item 6: a crawl of /x1, /x2, … must not rewrite an option on every request.
  test('anonymous page views write nothing to the jQuery pages list, 404s included; an administrator’s view of a page records it', async () => {
    // Keeping wc-add-to-cart (every page enqueues it) keeps jQuery on every page.
    const keeps: IslandsSettings = { mode: 'all', keep: ['wc-add-to-cart'] };
    type Pages = Record<string, { handles: string[]; time: number }>;
    const readPages = () => JSON.parse(site.php("echo wp_json_encode( (object) get_option( 'islands_jquery_pages', array() ) );")) as Pages;
    const forget = (path: string) =>
      site.php(
        `$p = get_option( 'islands_jquery_pages', array() ); if ( is_array( $p ) && isset( $p['${path}'] ) ) { unset( $p['${path}'] ); update_option( 'islands_jquery_pages', $p, false ); }`,
      );
    const product = '/producto/sudadera-con-capucha/';
    const crawl = `/islands-crawl-${Date.now()}/`;
    forget(product);

    const visitor = await site.newPage({ islandsSettings: keeps });
    await visitor.goto(site.url(product));
    expect((await site.report(visitor))?.jquery, 'jQuery stays on the product page').toContain('wc-add-to-cart');
    for (const n of [1, 2]) {
      const missing = await visitor.goto(site.url(`${crawl}x${n}`));
      expect(missing?.status()).toBe(404);
      expect((await site.report(visitor))?.jquery, 'and on a 404').toContain('wc-add-to-cart');
    }
    let pages = readPages();
    expect(
      Object.keys(pages).filter((path) => path.startsWith(crawl)),
      'no 404 recorded',
    ).toEqual([]);
    expect(pages[product]?.handles ?? [], 'the anonymous view of the product page is not recorded').not.toContain('wc-add-to-cart');

    const admin = await site.newPage({ islandsSettings: keeps });
    await logInAsAdmin(site, admin);
    const page = '/producto/camiseta-basica/';
    forget(page);
    await admin.goto(site.url(page));
    await admin.goto(site.url(`${crawl}admin`));
    pages = readPages();
    expect(pages[page]?.handles, 'the administrator’s view is recorded').toContain('wc-add-to-cart');
    expect(
      Object.keys(pages).filter((path) => path.startsWith(crawl)),
      'not even an administrator’s 404',
    ).toEqual([]);
  });

  test('the jQuery pages list: only an administrator’s view writes it, never a trial visitor’s (issue 37), and over-long paths are left out', () => {
    // islands_note_jquery_page() called as on a page view, with the list given and every write caught
    // (and cancelled), so the site's own list is left alone. The list was last written long ago.
    const writes = JSON.parse(
      site.php(`
      $writes = array();
      $stored = array( '/tienda/' => array( 'handles' => array( 'wc-cart' ), 'time' => time() - 400 ) );
      add_filter( 'pre_option_islands_settings', function () { return array( 'mode' => 'trial', 'keep' => array() ); } );
      add_filter( 'pre_option_islands_jquery_pages', function () use ( &$stored ) { return $stored; } );
      add_filter( 'pre_update_option_islands_jquery_pages', function ( $value, $old ) use ( &$writes ) { $writes[] = implode( ' ', array_keys( $value ) ); return $old; }, 10, 2 );
      $visit = function ( $path ) { $_SERVER['REQUEST_URI'] = $path; islands_note_jquery_page( array( 'wc-add-to-cart' ) ); };
      $_GET['islands'] = '1';
      $_COOKIE['islands_trial'] = '1';
      $visit( '/contacto/?islands=1' );
      unset( $_GET['islands'] );
      $visit( '/contacto/' );
      unset( $_COOKIE['islands_trial'] );
      $visit( '/carrito/' );
      wp_set_current_user( 1 );
      $visit( '/' . str_repeat( 'a', 300 ) . '/' );
      $visit( '/carrito/?utm=1' );
      $stored['/tienda/']['time'] = time();
      $visit( '/contacto/' );
      echo wp_json_encode( $writes );`),
    ) as string[];
    expect(writes, 'the administrator’s two pages, the second just after another write').toEqual([
      '/tienda/ /carrito/',
      '/tienda/ /contacto/',
    ]);
  });

  // Item 7.
  test('#islands-report and the “jQuery sigue” comment reach administrators only', async () => {
    const keeps: IslandsSettings = { mode: 'all', keep: ['wc-add-to-cart'] };
    const plain = await site.newPage({ plainVisitor: true, islandsSettings: keeps });
    const html = await (await plain.goto(site.url('/tienda/')))!.text();
    expect(await bundled(plain), 'the plain visitor gets the bundle').toBe(true);
    expect(html).not.toContain('islands-report');
    expect(html).not.toContain('jQuery sigue');

    const admin = await site.newPage({ plainVisitor: true, islandsSettings: keeps });
    await logInAsAdmin(site, admin);
    const adminHtml = await (await admin.goto(site.url('/tienda/')))!.text();
    expect(adminHtml).toContain('<script type="application/json" id="islands-report">');
    expect(adminHtml).toMatch(/<!-- Islands: jQuery sigue en esta página porque lo necesita: [^>]*wc-add-to-cart/);
    expect((await site.report(admin))?.jquery).toContain('wc-add-to-cart');
  });

  test('the settings screen links a recorded page once on a site installed in a folder', () => {
    const links = site.php(`
      add_filter( 'pre_option_home', function () { return '${site.origin}/tienda-en-carpeta'; } );
      add_filter( 'pre_option_islands_jquery_pages', function () {
        return array( '/tienda-en-carpeta/carrito/' => array( 'handles' => array( 'wc-cart' ), 'time' => 1 ) );
      } );
      require_once ABSPATH . 'wp-admin/includes/admin.php';
      require_once WP_PLUGIN_DIR . '/islands/includes/admin.php';
      wp_set_current_user( 1 );
      ob_start();
      islands_settings_page();
      preg_match_all( '/<a href="([^"]*)">([^<]*)<\\/a>/', ob_get_clean(), $m, PREG_SET_ORDER );
      echo wp_json_encode( array_values( array_filter( $m, function ( $a ) { return '/tienda-en-carpeta/carrito/' === $a[2]; } ) ) );`);
    expect(JSON.parse(links).map((m: string[]) => m[1])).toEqual([`${site.origin}/tienda-en-carpeta/carrito/`]);
  });

  test('the theme partial islands-config.php prints nothing where the plugin is installed, also where it stands aside', async () => {
    const all: IslandsSettings = { mode: 'all', keep: [] };
    for (const [path, settings, swapped] of [
      ['/tienda/?islands=0', all, false],
      ['/tienda/', trial, false],
      ['/tienda/', all, true],
    ] as const) {
      const page = await site.newPage({ plainVisitor: true, islandsSettings: settings });
      await page.setExtraHTTPHeaders({ [themePartialHeader]: '1' });
      const html = await (await page.goto(site.url(path)))!.text();
      expect(html, 'the theme calls the partial').toContain('<!-- islands test: the theme partial is called -->');
      expect(html, `${path} (${settings.mode})`).not.toContain('islands-test-theme/islands/islands.js');
      expect(html.split('id="islands-config"').length - 1, `${path} (${settings.mode}): the plugin's own config only`).toBe(
        swapped ? 1 : 0,
      );
      expect(await page.evaluate(() => 'jQuery' in window)).toBe(!swapped);
    }
  });
});
