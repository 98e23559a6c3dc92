// The plugin's settings on the real site: trial mode, a per-script switch, the settings screen
// under Ajustes, and what an anonymous request may make the plugin write (nothing). Settings are
// given per browser context (site.newPage({ islandsSettings })), so the other test files, running at
// the same time, keep the defaults. Uninstalling is the field data file's to test
// (vitals.browser.test.ts): it drops the tables that file writes to.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { realSiteSuite, type IslandsSettings } from '../real-site.ts';
import { bundled, logInAsAdmin } from './helpers.ts';

const trial: IslandsSettings = { mode: 'trial', keep: [] };
/** Asks this file's must-use plugin to note, and not do, what the request writes (see below). */
const writesHeader = 'X-Islands-Test-Writes';

// This file's must-use plugin, acting only on requests carrying writesHeader: it notes each write
// of one of the plugin's options (and cancels it, so the site's own values stay as the other files
// rely on them) and each call of WP Super Cache's wpsc_add_cookie, and prints them at the end of
// the response. WP Super Cache's side is its documented API standing in (wpsc_get_cookies() with
// no cookie known yet, and the action): its real configuration file is caches.browser.test.ts's,
// which writes and reads it at the same time, and which checks the administrator's real write.
const muPlugin = `<?php
/* Plugin Name: islands test: tests/real-site/settings.browser.test.ts (acts only on requests carrying its header) */
if ( ! empty( $_SERVER['HTTP_${writesHeader.toUpperCase().replace(/-/g, '_')}'] ) ) {
	$GLOBALS['islands_test_writes'] = array();
	add_filter( 'pre_update_option', function ( $value, $option, $old ) {
		if ( 0 !== strpos( $option, 'islands_' ) ) {
			return $value;
		}
		$GLOBALS['islands_test_writes'][] = 'option ' . $option;
		return $old;
	}, 1000, 3 );
	if ( ! function_exists( 'wpsc_get_cookies' ) ) {
		function wpsc_get_cookies() { return array(); }
	}
	add_action( 'wpsc_add_cookie', function ( $cookie ) { $GLOBALS['islands_test_writes'][] = 'wpsc_add_cookie ' . $cookie; }, 1 );
	add_action( 'shutdown', function () { echo "\n<!-- islands test writes: " . wp_json_encode( $GLOBALS['islands_test_writes'] ) . " -->\n"; } );
}
`;

/** What the must-use plugin noted in a response: the writes asked for (null: it did not run). */
const writesIn = (body: string) => JSON.parse(/<!-- islands test writes: (.*) -->\s*$/.exec(body)?.[1] ?? 'null') as string[] | null;

/** For a visitor: the bundle in place of the shop's scripts (true), or the shop's own (false). */
async function swapped(page: Page): Promise<boolean> {
  const bundle = await bundled(page);
  expect(await page.evaluate(() => 'jQuery' in window), 'jQuery is there exactly when the bundle is not').toBe(!bundle);
  return bundle;
}

realSiteSuite('Islands plugin settings on the real site', (site) => {
  beforeAll(() => {
    // Written in one step: another file's request may be loading the must-use plugins right now.
    const folder = join(site.root, 'wordpress/wp-content/mu-plugins');
    mkdirSync(folder, { recursive: true });
    const temporary = join(folder, `.islands-test-settings.php.tmp-${process.pid}`);
    writeFileSync(temporary, muPlugin);
    renameSync(temporary, join(folder, 'islands-test-settings.php'));
  });

  test('trial mode: a visitor gets the original pages until ?islands=1, keeps the bundle by cookie, and ?islands=0 leaves', async () => {
    const page = await site.newPage({ islandsSettings: trial });
    await page.goto(site.url('/tienda/'));
    expect(await swapped(page), 'a visitor who did not ask').toBe(false);
    expect(await site.report(page)).toBeNull();

    const response = await page.goto(site.url('/tienda/?islands=1'));
    expect(await swapped(page)).toBe(true);
    // A page cache must not keep the trial page for everyone.
    expect(response?.headers()['cache-control']).toMatch(/no-cache|no-store/);
    expect((await page.context().cookies()).find((c) => c.name === 'islands_trial')).toMatchObject({ value: '1', httpOnly: true });
    await page.goto(site.url('/producto/camiseta-basica/'));
    expect(await swapped(page), 'the next page, by the cookie').toBe(true);

    await page.goto(site.url('/contacto/?islands=0'));
    expect(await swapped(page)).toBe(false);
    await page.goto(site.url('/tienda/'));
    expect(await swapped(page), 'after ?islands=0 the cookie is gone').toBe(false);
    expect((await page.context().cookies()).find((c) => c.name === 'islands_trial')).toBeUndefined();
  });

  test('trial mode: a logged-in administrator gets the bundle, and the settings screen is in Spanish', async () => {
    const page = await site.newPage({ islandsSettings: trial });
    await logInAsAdmin(site, page);
    await page.goto(site.url('/tienda/'));
    expect(await bundled(page)).toBe(true);
    // The admin bar brings Elementor's editor helpers, which need jQuery: the report names them.
    expect(await site.report(page)).toMatchObject({
      replaced: expect.arrayContaining(['wc-add-to-cart', 'xoo-wsc-main-js']),
      jquery: expect.arrayContaining(['elementor-common']),
    });

    await page.goto(site.url('/wp-admin/options-general.php?page=islands'));
    expect(await page.locator('.wrap h1').textContent()).toBe('Islands');
    expect(await page.locator('input[name="islands_settings[mode]"][value="trial"]').isChecked()).toBe(true);
    expect(await page.getByText('Prueba: solo los administradores conectados').count()).toBe(1);
    // One ticked switch per handle the package knows.
    const handles = await page
      .locator('input[name="islands_settings[replace][]"]')
      .evaluateAll((boxes) => boxes.map((b) => [(b as HTMLInputElement).value, (b as HTMLInputElement).checked]));
    expect(Object.fromEntries(handles)).toMatchObject({
      'wc-add-to-cart': true,
      'xoo-wsc-main-js': true,
      'contact-form-7': true,
      'eael-general': true,
    });
    // The menu entry under Ajustes.
    expect(await page.locator('#menu-settings a[href="options-general.php?page=islands"]').count()).toBe(1);
  });

  test('the settings screen follows the site language: English with the site in English, Spanish again without', async () => {
    const english = await site.newPage({ siteConfiguration: { filters: { locale: 'en_US' } } });
    await logInAsAdmin(site, english);
    await english.goto(site.url('/wp-admin/options-general.php?page=islands'));
    expect(await english.locator('.wrap h2').allTextContents()).toEqual(
      expect.arrayContaining(['Mode', 'Elementor Pro popups', 'Replaced scripts']),
    );
    expect(await english.getByText('Trial: only logged-in administrators and whoever opens a page with').count()).toBe(1);
    expect(await english.locator('#submit').inputValue()).toBe('Save Changes');
    await english.goto(site.url('/wp-admin/plugins.php'));
    expect(await english.locator('tr[data-plugin="islands/islands.php"] .plugin-description').textContent()).toContain(
      "Makes the shop's pages interactive",
    );
    expect(await english.locator('tr[data-plugin="islands/islands.php"] a[href*="page=islands"]').textContent()).toBe('Settings');

    const spanish = await site.newPage();
    await logInAsAdmin(site, spanish);
    await spanish.goto(site.url('/wp-admin/options-general.php?page=islands'));
    expect(await spanish.locator('.wrap h2').allTextContents()).toEqual(
      expect.arrayContaining(['Modo', 'Ventanas emergentes de Elementor Pro', 'Scripts sustituidos']),
    );
    expect(await spanish.locator('#submit').inputValue()).toBe('Guardar cambios');
    await spanish.goto(site.url('/wp-admin/plugins.php'));
    expect(await spanish.locator('tr[data-plugin="islands/islands.php"] .plugin-description').textContent()).toContain(
      'Hace interactivas las páginas de la tienda',
    );
    expect(await spanish.locator('tr[data-plugin="islands/islands.php"] a[href*="page=islands"]').textContent()).toBe('Ajustes');
  });

  test('a script the owner keeps is printed again, the others still go', async () => {
    const page = await site.newPage({ islandsSettings: { mode: 'all', keep: ['comment-reply'] } });
    await page.goto(site.url('/resena-mejor-hosting/'));
    expect(await page.locator('script#comment-reply-js[src]').count()).toBe(1);
    const report = await site.report(page);
    expect(report?.replaced).not.toContain('comment-reply');
    expect(report?.replaced).toEqual(expect.arrayContaining(['wc-add-to-cart', 'akismet-frontend']));
    expect(report?.jquery, 'comment-reply needs no jQuery').toBeNull();

    const defaults = await site.newPage();
    await defaults.goto(site.url('/resena-mejor-hosting/'));
    expect(await defaults.locator('script#comment-reply-js').count()).toBe(0);
    expect((await site.report(defaults))?.replaced).toContain('comment-reply');
    site.expectNoConsoleErrors();
  });

  test('the settings form saves what it shows and keeps the unticked handles', async () => {
    // Saving the form as it is leaves the site's settings unchanged (other files rely on them).
    const page = await site.newPage();
    await logInAsAdmin(site, page);
    await page.goto(site.url('/wp-admin/options-general.php?page=islands'));
    await Promise.all([page.waitForURL(/settings-updated=true/), page.locator('#submit').click()]);
    expect(await page.locator('#setting-error-settings_updated').textContent()).toContain('Ajustes guardados');
    expect(JSON.parse(site.php("echo wp_json_encode( get_option( 'islands_settings' ) );"))).toEqual({
      mode: 'all',
      keep: [],
      popups: 'islands',
      vitals: 10,
    });

    const sanitized = site.php(`require_once WP_PLUGIN_DIR . '/islands/includes/admin.php';
      echo wp_json_encode( islands_sanitize_settings( array( 'form' => '1', 'mode' => 'trial', 'replace' => array( 'wc-add-to-cart', 'xoo-wsc-main-js' ) ) ) );`);
    const { mode, keep } = JSON.parse(sanitized) as { mode: string; keep: string[] };
    expect(mode).toBe('trial');
    expect(keep).toContain('contact-form-7');
    expect(keep).not.toContain('wc-add-to-cart');
    expect(keep).not.toContain('xoo-wsc-main-js');
    // WordPress sanitizes a first save twice: the second pass keeps what the first decided.
    const twice = site.php(`require_once WP_PLUGIN_DIR . '/islands/includes/admin.php';
      echo wp_json_encode( islands_sanitize_settings( islands_sanitize_settings( array( 'form' => '1', 'mode' => 'all', 'replace' => array( 'zoom' ) ) ) ) );`);
    expect(JSON.parse(twice).keep).not.toContain('zoom');
    expect(JSON.parse(twice).keep).toContain('wc-add-to-cart');
    const hostile = site.php(`require_once WP_PLUGIN_DIR . '/islands/includes/admin.php';
      echo wp_json_encode( islands_sanitize_settings( array( 'form' => '1', 'mode' => '<script>', 'replace' => 'x' ) ) );`);
    expect(JSON.parse(hostile)).toMatchObject({ mode: 'all', keep: expect.arrayContaining(['wc-add-to-cart']), popups: 'islands' });
    const popups = site.php(`require_once WP_PLUGIN_DIR . '/islands/includes/admin.php';
      echo wp_json_encode( array( islands_sanitize_settings( array( 'form' => '1', 'popups' => 'elementor' ) )['popups'], islands_sanitize_settings( array( 'form' => '1', 'popups' => '<b>' ) )['popups'] ) );`);
    expect(JSON.parse(popups), "the popups switch: Elementor Pro's, or the islands' for anything else").toEqual(['elementor', 'islands']);
    const shares = site.php(`require_once WP_PLUGIN_DIR . '/islands/includes/admin.php';
      echo wp_json_encode( array_map( function ( $v ) { return islands_sanitize_settings( array( 'form' => '1', 'vitals' => $v ) )['vitals']; }, array( '25', '150', '-3', '<b>', '12.6' ) ) );`);
    expect(JSON.parse(shares), 'the field data share: a percent from 0 to 100, 10 for anything else').toEqual([25, 100, 0, 10, 13]);
  });

  test('developers change the list with the islands_replaced_handles filter', () => {
    const handles = JSON.parse(
      site.php(`add_filter( 'islands_replaced_handles', function ( $h ) { unset( $h['comment-reply'] ); $h['mi-script'] = array(); return $h; } );
        echo wp_json_encode( array_keys( islands_replaced_handles() ) );`),
    ) as string[];
    expect(handles).toContain('mi-script');
    expect(handles).not.toContain('comment-reply');
    expect(handles).toEqual(expect.arrayContaining(['wc-add-to-cart', 'xoo-wsc-main-js', 'eael-general']));
  });

  // Issue 37: anyone may add ?islands=1 to an address in trial mode; that must not write to the database.
  test('trial mode: a visitor who adds ?islands=1 gets the bundle and makes the plugin write nothing; an administrator’s view of the page is recorded', async () => {
    // Keeping wc-add-to-cart (every page enqueues it) keeps jQuery on every page; the list of such
    // pages was last written long ago, so nothing but who is asking holds a write back.
    const keeps: IslandsSettings = { mode: 'trial', keep: ['wc-add-to-cart'] };
    const siteConfiguration = { options: { islands_jquery_pages: { '/tienda/': { handles: ['wc-cart'], time: 1 } } } };
    const visitor = await site.newPage({ plainVisitor: true, islandsSettings: keeps, siteConfiguration });
    await visitor.setExtraHTTPHeaders({ [writesHeader]: '1' });
    const asked = await visitor.goto(site.url('/contacto/?islands=1'));
    expect(await bundled(visitor)).toBe(true);
    expect(await visitor.evaluate(() => 'jQuery' in window), 'jQuery stays on the page').toBe(true);
    expect(writesIn(await asked!.text()), 'the page asked for with ?islands=1').toEqual([]);
    const byCookie = await visitor.goto(site.url('/producto/camiseta-basica/'));
    expect(await bundled(visitor), 'the next page, by the trial cookie').toBe(true);
    expect(writesIn(await byCookie!.text()), 'the next page, by the trial cookie').toEqual([]);

    const admin = await site.newPage({ plainVisitor: true, islandsSettings: keeps, siteConfiguration });
    await logInAsAdmin(site, admin);
    await admin.setExtraHTTPHeaders({ [writesHeader]: '1' });
    const viewed = await admin.goto(site.url('/contacto/'));
    expect(writesIn(await viewed!.text()), 'the administrator’s view').toContain('option islands_jquery_pages');
  });

  // Issue 37: admin_init runs for anonymous requests to admin-ajax.php and admin-post.php too.
  test('an anonymous request to admin-ajax.php or admin-post.php writes nothing (no trial cookie into WP Super Cache’s settings); an administrator’s does, once', async () => {
    const ask = (endpoint: string) =>
      fetch(site.url(endpoint), {
        method: 'POST',
        redirect: 'manual',
        body: 'action=islands_test_none',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', [writesHeader]: '1' },
      });
    const ajax = await ask('/wp-admin/admin-ajax.php');
    expect(ajax.status, 'no such action').toBe(400);
    expect(writesIn(await ajax.text()), 'admin-ajax.php').toEqual([]);
    expect(writesIn(await (await ask('/wp-admin/admin-post.php')).text()), 'admin-post.php').toEqual([]);

    const admin = await site.newPage({ plainVisitor: true });
    await logInAsAdmin(site, admin);
    // The same request with the administrator's cookies.
    const asAdmin = await admin.request.post(site.url('/wp-admin/admin-ajax.php'), {
      form: { action: 'islands_test_none' },
      headers: { [writesHeader]: '1' },
    });
    expect(writesIn(await asAdmin.text()), 'the administrator’s request').toEqual(['wpsc_add_cookie islands_trial']);
  });
});
