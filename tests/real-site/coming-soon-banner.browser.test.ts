// WooCommerce's coming-soon footer banner on the real site (docs/site-extras.md#coming-soon-banner):
// WooCommerce's own PHP prints it for a logged-in administrator while the store is in "coming
// soon" mode; the island dismisses it through the user's REST URL with the link's nonce, and
// WooCommerce's own user meta keeps it dismissed after a reload.
//
// Scoped so that the other files, running at the same time, see nothing of it: the store is in
// coming-soon mode only for requests carrying TEST_HEADER (a must-use plugin this file writes and
// removes; switching the option itself would show every visitor of every other test WooCommerce's
// coming-soon page), and the administrator is a user of this file's own (WooCommerce resets the
// dismissed flag on every login, and other files log in as `admin`). The user, and with it the
// meta, is deleted at the end.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { realSiteSuite, realSiteSkipReason } from '../real-site.ts';
import { logIn } from './helpers.ts';
import { siteRoot, wordpressPhp } from './stack.ts';

const BANNER = '#coming-soon-footer-banner';
const DISMISS = `${BANNER} a.coming-soon-footer-banner-dismiss`;
const TEST_HEADER = 'X-Islands-Test-Coming-Soon';
const USER = 'islands-coming-soon';
const PASSWORD = 'coming-soon-pass-123';
const META = 'woocommerce_admin_coming_soon_banner_dismissed';
const muPlugin = join(siteRoot, 'wordpress/wp-content/mu-plugins/islands-test-coming-soon.php');

realSiteSuite('coming-soon banner on the real site', (site) => {
  let userId = 0;
  beforeAll(() => {
    if (realSiteSkipReason) return;
    writeFileSync(
      muPlugin,
      `<?php
/* Plugin Name: islands test: WooCommerce's coming-soon mode for requests carrying ${TEST_HEADER} only (tests/real-site/coming-soon-banner.browser.test.ts) */
if ( ! empty( $_SERVER['HTTP_${TEST_HEADER.toUpperCase().replace(/-/g, '_')}'] ) ) {
	add_filter( 'pre_option_woocommerce_coming_soon', function () { return 'yes'; } );
}
`,
    );
    userId = Number(
      wordpressPhp(`$id = username_exists('${USER}');
        if ( $id ) { require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( $id ); }
        $id = wp_insert_user( array( 'user_login' => '${USER}', 'user_pass' => '${PASSWORD}', 'user_email' => '${USER}@example.com', 'role' => 'administrator' ) );
        echo is_wp_error( $id ) ? 0 : $id;`).trim(),
    );
    expect(userId, 'the test administrator was made').toBeGreaterThan(0);
  });
  afterAll(() => {
    if (realSiteSkipReason) return;
    rmSync(muPlugin, { force: true });
    if (userId) wordpressPhp(`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( ${userId} );`);
  });

  const dismissed = () => wordpressPhp(`echo get_user_meta( ${userId}, '${META}', true );`).trim();

  test("a logged-in administrator dismisses it: one POST of the flag to the user's REST URL with X-WP-Nonce, hidden once it answers, still gone after a reload", async () => {
    const page = await site.newPage();
    await page.context().setExtraHTTPHeaders({ [TEST_HEADER]: '1' });
    // Not logged in: no banner, and no coming-soon page either for the islands to work on.
    await page.goto(site.url('/tienda/'));
    expect(await page.locator(BANNER).count(), 'a visitor gets no banner').toBe(0);

    await logIn(site, page, USER, PASSWORD);
    expect(dismissed(), 'not dismissed before (WooCommerce resets it at login)').not.toBe('yes');

    await page.goto(site.url('/tienda/'));
    await page.locator(`${BANNER}[data-island="mounted"]`).waitFor({ state: 'attached' });
    expect(await page.locator(BANNER).isVisible()).toBe(true);
    const link = page.locator(DISMISS);
    const restUrl = await link.getAttribute('data-rest-url');
    const nonce = await link.getAttribute('data-rest-nonce');
    expect(restUrl).toBe(site.url(`/wp-json/wp/v2/users/${userId}`));
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);

    const calls: Array<{ method: string; nonce: string | undefined; body: string | null }> = [];
    page.on('request', (request) => {
      if (request.url().startsWith(restUrl!))
        calls.push({ method: request.method(), nonce: request.headers()['x-wp-nonce'], body: request.postData() });
    });
    await link.focus();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().startsWith(restUrl!)), page.keyboard.press('Enter')]);
    expect(response.status(), 'WordPress accepted the nonce').toBe(200);
    expect(((await response.json()) as { woocommerce_meta?: Record<string, string> }).woocommerce_meta?.coming_soon_banner_dismissed).toBe(
      'yes',
    );
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(false);
    expect(calls, "one call, WooCommerce's own script not there to make a second").toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.nonce).toBe(nonce);
    expect(JSON.parse(calls[0]!.body ?? 'null')).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(dismissed(), "WooCommerce's user meta").toBe('yes');
    expect(
      wordpressPhp(`echo get_option( 'woocommerce_coming_soon', 'no' );`).trim(),
      'the store itself stays open to the other files',
    ).not.toBe('yes');

    await page.reload();
    await page.locator('#islands-config').waitFor({ state: 'attached' });
    expect(await page.locator(BANNER).count(), 'not printed again').toBe(0);
    site.expectNoConsoleErrors();
  });
});
