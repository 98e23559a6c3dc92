// Steps several real-site test files share: the checkout's billing fields, the order WooCommerce
// stored, an Elementor page saved as the editor saves it, and a plugin of the test's own.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { RealSite } from '../real-site.ts';

/** Fills the billing fields WooCommerce requires for a Spanish address. */
export async function fillBilling(page: Page, email: string): Promise<void> {
  await page.fill('#billing_first_name', 'Ana');
  await page.fill('#billing_last_name', 'Prueba');
  await page.fill('#billing_address_1', 'Calle Mayor 1');
  await page.fill('#billing_postcode', '28001');
  await page.fill('#billing_city', 'Madrid');
  await page.selectOption('#billing_state', 'M');
  await page.fill('#billing_phone', '600000000');
  await page.fill('#billing_email', email);
}

/** The order WooCommerce stored, by the id in the order-received address: payment method, email and its meta keys → values. */
export function orderMeta(site: RealSite, url: string): Record<string, string> {
  const id = Number(/order-received\/(\d+)/.exec(url)?.[1]);
  expect(id, `an order-received address: ${url}`).toBeGreaterThan(0);
  return JSON.parse(
    site.php(`$o = wc_get_order( ${id} ); $m = array( 'payment_method' => $o->get_payment_method(), 'email' => $o->get_billing_email() );
      foreach ( $o->get_meta_data() as $d ) { $v = $d->get_data(); $m[ $v['key'] ] = (string) $v['value']; }
      echo wp_json_encode( $m );`),
  ) as Record<string, string>;
}

/** A published Elementor page whose content is `elements`, saved as the editor saves it; returns its path. */
export function builderPage(site: RealSite, title: string, elements: unknown[]): string {
  const data = JSON.stringify(elements);
  const path = site
    .php(`
    $id = wp_insert_post( [ 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_name' => 'islands-' . wp_generate_password( 8, false, false ) ] );
    update_post_meta( $id, '_elementor_edit_mode', 'builder' );
    update_post_meta( $id, '_elementor_template_type', 'wp-page' );
    update_post_meta( $id, '_elementor_version', ELEMENTOR_VERSION );
    update_post_meta( $id, '_elementor_data', wp_slash( ${JSON.stringify(data)} ) );
    echo wp_make_link_relative( get_permalink( $id ) );`)
    .trim();
  expect(path).toMatch(/^\//);
  return path;
}

/** Deletes a page made by builderPage(). */
export function deletePage(site: RealSite, path: string): void {
  site.php(`$p = get_page_by_path( ${JSON.stringify(path.replace(/^\/|\/$/g, ''))} ); if ( $p ) wp_delete_post( $p->ID, true );`);
}

/** Whether the plugin printed the bundle on this page (#islands-config and its module script). */
export const bundled = async (page: Page): Promise<boolean> =>
  (await page.locator('#islands-config').count()) === 1 && (await page.locator('script#islands-js-module').count()) === 1;

/** Logs the page's context in as the site's administrator. */
export async function logInAsAdmin(site: RealSite, page: Page): Promise<void> {
  await logIn(site, page, 'admin', 'admin-pass-123');
}

/**
 * Logs `user` in through wp-login.php, sent on to the REST index rather than the dashboard: every
 * caller goes elsewhere next, and the dashboard's own load (WooCommerce's admin scripts) took over
 * 30 s under the whole suite's load once, or was cut short by the next page (its scripts' requests
 * aborted, which the console check counts). The index is one document, with nothing to load.
 */
export async function logIn(site: RealSite, page: Page, user: string, password: string): Promise<void> {
  await page.goto(site.url('/wp-login.php'));
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(password);
  await page.locator('input[name="redirect_to"]').evaluate((input: HTMLInputElement, to) => void (input.value = to), site.url('/wp-json/'));
  const loggedIn = page.waitForURL(/\/wp-json\/$/).catch(async (error: Error) => {
    const why = await page
      .locator('#login_error')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    throw new Error(`logging in as ${user} ended on ${page.url()}${why ? `: ${why.trim()}` : ''}`, { cause: error });
  });
  await Promise.all([loggedIn, page.locator('#wp-submit').click()]);
}

/**
 * A plugin of the test's own, as a shop's other plugins are: its files (name → text) written into
 * wp-content/plugins/{slug}/, whose {slug}.php a request activates with siteConfiguration.plugins.
 */
export function testPlugin(site: RealSite, slug: string, files: Record<string, string>): { file: string; remove(): void } {
  const dir = join(site.root, 'wordpress/wp-content/plugins', slug);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { file: `${slug}/${slug}.php`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
