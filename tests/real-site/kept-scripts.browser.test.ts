// The plugin's own "keep this script" switches (Ajustes → Islands), one handle at a time on the
// real site (issue 21, item 4): where the owner keeps a script the bundle replaces, its page loads
// without an error and its flow happens exactly once — the shop's script and an island never both
// do it (widgets/registry.ts's standsAsideFor). Libraries that only serve another script are kept
// together on one page load: alone they must do nothing, and the islands go on working.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { replacedHandles } from '../../wordpress-plugin/replaced-handles.mjs';
import { settled } from '../harness.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';

/** The PHP site shares the cores with the browser: an answer may take seconds. */
const WAIT = { timeout: 20_000 };

interface Visit {
  page: Page;
  /** Requests of the page so far whose URL (method and URL: "POST http://…") matches. */
  count(pattern: RegExp): number;
}

interface Row {
  /** The handles the owner keeps for this page load. */
  keep: string[];
  path: string;
  /** A product in the cart before the page is opened (the cart and the checkout). */
  cart?: 'simple' | 'mug';
  /** A menu in the theme's header for this row's requests. */
  menu?: boolean;
  /** Failures that are the shop's own way, not a fault (a request the next page aborted). */
  ignore?: RegExp[];
  /** A consent tool (WP Consent API) on this row's requests: the consent handle is printed only with one. */
  consentTool?: boolean;
  check(visit: Visit, site: RealSite): Promise<void>;
}

const BILLING: Record<string, string> = {
  '#billing_first_name': 'Ana',
  '#billing_last_name': 'Guardada',
  '#billing_address_1': 'Calle Mayor 1',
  '#billing_postcode': '28001',
  '#billing_city': 'Madrid',
  '#billing_phone': '600000000',
};

/** The side cart's lines from the server (a cart key each; the line shown while an add is on its way has none), as the shopper reads them. */
const sideCartLines = (page: Page) =>
  page.locator('.xoo-wsc-container .xoo-wsc-product[data-key]').evaluateAll((lines) =>
    lines.map((line) => ({
      name: line.querySelector('.xoo-wsc-pname')?.textContent?.trim() ?? '',
      qty: (
        line.querySelector<HTMLInputElement>('input.xoo-wsc-qty')?.value ??
        line.querySelector('.xoo-wsc-sml-qty span')?.textContent ??
        ''
      ).trim(),
    })),
  );

/** The listing's add-to-cart: one add_to_cart call, the side cart opens with one line of one. */
async function addFromListing({ page, count }: Visit, site: RealSite): Promise<void> {
  // The side cart's first refresh answered before the add (its empty answer would paint over the line).
  await page.waitForLoadState('networkidle');
  await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.simple_id}"]`).click();
  await page.waitForSelector('html.xoo-wsc-cart-active', WAIT);
  await expect.poll(() => sideCartLines(page), WAIT).toHaveLength(1);
  await settled(page);
  expect(count(/[?&]wc-ajax=add_to_cart\b/), 'one add_to_cart call').toBe(1);
  expect(await sideCartLines(page)).toEqual([{ name: 'Camiseta básica', qty: '1' }]);
}

/** The contact form sent once: one feedback POST, one message, one mail. */
async function sendContactForm({ page, count }: Visit, site: RealSite): Promise<void> {
  const form = page.locator('form.wpcf7-form');
  const subject = `Guardado ${Date.now()}`;
  await form.locator('[name="your-name"]').fill('Ana Guardada');
  await form.locator('[name="your-email"]').fill('ana@example.com');
  await form.locator('[name="your-subject"]').fill(subject);
  await form.locator('[name="your-message"]').fill('Enviado con un script guardado.');
  await form.locator('[type="submit"]').click();
  await expect.poll(() => form.getAttribute('data-status'), WAIT).toBe('sent');
  await settled(page);
  expect(count(/^POST .*\/contact-form-7\/v1\/contact-forms\/\d+\/feedback$/), 'one feedback POST').toBe(1);
  expect(
    await page.locator('.wpcf7-response-output').evaluateAll((els) => els.map((e) => e.textContent?.trim()).filter(Boolean)),
    'one message',
  ).toHaveLength(1);
  expect(
    site
      .readLog('mail.log')
      .split('\n')
      .filter((line) => line.includes(subject)),
    'one mail',
  ).toHaveLength(1);
  // Akismet's hidden fields (or the anti-spam island's) went once each.
  const names = await form.locator('input[type="hidden"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).name));
  expect(
    names.filter((n, i) => names.indexOf(n) !== i),
    'no hidden field twice',
  ).toEqual([]);
}

/** The single product page's parts: one tab set, one star row, one gallery trigger. */
async function productParts({ page }: Visit): Promise<void> {
  await page
    .locator('#respond p.stars')
    .first()
    .waitFor({ state: 'attached', ...WAIT });
  await settled(page);
  expect(await page.locator('#respond p.stars').count(), 'one star row').toBe(1);
  expect(await page.locator('.woocommerce-tabs ul.tabs li.active').count(), 'one active tab').toBe(1);
  await page.locator('.woocommerce-tabs ul.tabs li.reviews_tab a').click();
  await expect.poll(() => page.locator('.woocommerce-tabs .woocommerce-Tabs-panel:visible').count()).toBe(1);
  expect(await page.locator('.woocommerce-tabs ul.tabs li.active').evaluateAll((lis) => lis.map((li) => li.className))).toEqual([
    expect.stringContaining('reviews_tab'),
  ]);
  expect(await page.locator('.woocommerce-product-gallery').evaluate((g) => getComputedStyle(g).opacity), 'the gallery is revealed').toBe(
    '1',
  );
  expect(await page.locator('.woocommerce-product-gallery__trigger').count(), 'one lightbox trigger at most').toBeLessThanOrEqual(1);
  expect(await page.locator('.flex-control-nav').count(), 'one slider at most').toBeLessThanOrEqual(1);
}

/** The checkout's order review refreshed once on load; a country change once more and one province field. */
async function checkoutReview({ page, count }: Visit): Promise<void> {
  await page.waitForLoadState('networkidle');
  await settled(page);
  const onLoad = count(/[?&]wc-ajax=update_order_review\b/);
  expect(onLoad, 'at most one order review refresh on load').toBeLessThanOrEqual(1);
  await page.selectOption('#billing_country', 'US');
  await expect.poll(() => page.locator('#billing_state option[value="CA"]').count(), WAIT).toBe(1);
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(count(/[?&]wc-ajax=update_order_review\b/) - onLoad, 'one refresh for the new country').toBe(1);
  expect(await page.locator('#billing_state').count(), 'one province field').toBe(1);
  expect(await page.locator('.select2-container').count(), 'no selectWoo dress on the select').toBe(0);
  await page.selectOption('#billing_country', 'ES');
  await expect.poll(() => page.locator('#billing_state option[value="M"]').count(), WAIT).toBe(1);
  await page.waitForLoadState('networkidle');
}

/** The order placed once: one wc-ajax=checkout call, one order for this address. */
async function placeOrder({ page, count }: Visit, site: RealSite): Promise<void> {
  await checkoutReview({ page, count });
  for (const [field, value] of Object.entries(BILLING)) await page.fill(field, value);
  await page.selectOption('#billing_state', 'M');
  const email = `guardado-${Date.now()}@example.com`;
  await page.fill('#billing_email', email);
  await page.locator('#payment_method_cod').check();
  await page.waitForLoadState('networkidle');
  await Promise.all([page.waitForURL(/order-received\/\d+/, { timeout: 30_000 }), page.click('#place_order')]);
  expect(count(/^POST .*[?&]wc-ajax=checkout\b/), 'one checkout call').toBe(1);
  expect(site.php(`echo count( wc_get_orders( array( 'billing_email' => '${email}', 'return' => 'ids' ) ) );`).trim(), 'one order').toBe(
    '1',
  );
}

/** One set of the order attribution's hidden inputs on the checkout, filled. */
async function attributionInputs({ page }: Visit): Promise<void> {
  const source = page.locator('input[name="wc_order_attribution_source_type"]');
  await expect
    .poll(
      () =>
        source
          .first()
          .inputValue()
          .catch(() => ''),
      WAIT,
    )
    .not.toBe('');
  await settled(page);
  expect(await source.count(), 'one set of inputs').toBe(1);
  expect(await page.locator('input[name="wc_order_attribution_session_entry"]').count()).toBe(1);
}

const rows: Row[] = [
  { keep: ['wc-add-to-cart'], path: '/tienda/', check: addFromListing },
  {
    keep: ['wc-cart-fragments'],
    path: '/tienda/',
    async check(visit, site) {
      await visit.page.waitForLoadState('networkidle');
      expect(visit.count(/[?&]wc-ajax=get_refreshed_fragments\b/), 'the fragments fetched once at most on load').toBeLessThanOrEqual(1);
      await addFromListing(visit, site);
    },
  },
  { keep: ['xoo-wsc-main-js'], path: '/tienda/', check: addFromListing },
  // Libraries: printed only where a script still printed needs them.
  { keep: ['js-cookie', 'jquery-blockui'], path: '/tienda/', check: addFromListing },
  {
    keep: ['woocommerce'],
    path: '/mi-cuenta/',
    async check({ page }) {
      const password = page.locator('#password');
      await page.locator('.show-password-input').first().waitFor(WAIT);
      await settled(page);
      expect(await page.locator('.show-password-input').count(), 'one toggle per password field').toBe(
        await page.locator('input#password, input#reg_password').count(),
      );
      await page.locator('#password + .show-password-input, .password-input:has(#password) .show-password-input').first().click();
      expect(await password.getAttribute('type'), 'one click shows it (two handlers would hide it again)').toBe('text');
      expect(await page.locator('.woocommerce-store-notice').count()).toBeLessThanOrEqual(1);
    },
  },
  { keep: ['wc-order-attribution'], path: '/finalizar-compra/', cart: 'mug', check: attributionInputs },
  { keep: ['sourcebuster-js'], path: '/finalizar-compra/', cart: 'mug', check: attributionInputs },
  // WooCommerce's consent integration keeps its tracker (a dependency) and the islands stand aside:
  // one set of fields, and the visit tracked once the visitor consents. (WooCommerce leaves the
  // fields it printed before the consent empty until the next page, with or without the islands.)
  {
    keep: ['wp-consent-api-integration'],
    path: '/finalizar-compra/',
    cart: 'mug',
    consentTool: true,
    async check({ page }) {
      await page.waitForLoadState('networkidle');
      expect(
        await page
          .context()
          .cookies()
          .then((all) => all.filter((c) => c.name.startsWith('sbjs_'))),
        'nothing tracked before the consent',
      ).toEqual([]);
      await page.evaluate(() =>
        (window as unknown as { wp_set_consent: (c: string, v: string) => void }).wp_set_consent('marketing', 'allow'),
      );
      await expect
        .poll(
          () =>
            page
              .context()
              .cookies()
              .then((all) => all.some((c) => c.name === 'sbjs_current')),
          WAIT,
        )
        .toBe(true);
      await settled(page);
      expect(await page.locator('input[name="wc_order_attribution_source_type"]').count(), 'one set of inputs').toBe(1);
    },
  },
  {
    keep: ['wc-cart'],
    path: '/carrito/',
    cart: 'simple',
    async check({ page, count }) {
      await page.waitForLoadState('networkidle');
      await page.locator('.woocommerce-cart-form .cart_item input.qty').fill('2');
      await page.locator('.woocommerce-cart-form [name="update_cart"]:not([disabled])').click();
      await expect.poll(() => page.locator('.woocommerce-cart-form .cart_item input.qty').inputValue(), WAIT).toBe('2');
      await page.locator('.woocommerce-message, .woocommerce-info').first().waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      await settled(page);
      expect(count(/^POST .*\/carrito\/$/), 'one update').toBe(1);
      expect(await page.locator('.woocommerce-cart-form').count()).toBe(1);
    },
  },
  // checkout.js refreshes the review on the fields' change events, the last one cut off by the order-received page.
  { keep: ['wc-checkout'], path: '/finalizar-compra/', cart: 'mug', check: placeOrder, ignore: [/update_order_review: net::ERR_ABORTED$/] },
  { keep: ['wc-country-select', 'wc-address-i18n', 'selectWoo'], path: '/finalizar-compra/', cart: 'mug', check: checkoutReview },
  {
    keep: ['wc-add-to-cart-variation'],
    path: '/producto/sudadera-con-capucha/',
    async check({ page }, site) {
      await page.waitForLoadState('networkidle');
      // Analytics and themes hear each match through jQuery: once, not from the script and an island too.
      await page.evaluate(() => {
        const w = window as unknown as { jQuery: (s: string) => { on(e: string, f: () => void): void }; __found: number };
        w.__found = 0;
        w.jQuery('form.variations_form').on('found_variation', () => w.__found++);
      });
      await page.selectOption('#pa_color', 'rojo');
      await page.selectOption('#talla', 'S');
      await expect.poll(() => page.inputValue('input[name="variation_id"]'), WAIT).toBe(String(site.ids.variations['rojo|S']));
      await settled(page);
      expect(await page.locator('.single_variation .woocommerce-variation-price').count(), 'the price shows once').toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __found: number }).__found), 'found_variation once').toBe(1);
      expect(await page.locator('.single_variation .woocommerce-variation-price').textContent()).toMatch(/\d/);
      expect(await page.locator('.single_add_to_cart_button.disabled').count()).toBe(0);
    },
  },
  { keep: ['wc-single-product'], path: '/producto/camiseta-basica/', check: productParts },
  { keep: ['flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default'], path: '/producto/camiseta-basica/', check: productParts },
  {
    keep: ['comment-reply'],
    path: '/resena-mejor-hosting/',
    async check({ page }) {
      await page.waitForLoadState('networkidle');
      const link = page.locator('.comment-reply-link').first();
      const comment = await link.evaluate((a) => a.closest('li.comment, .comment')?.id);
      await link.click();
      await expect.poll(() => page.locator('#respond').evaluate((r) => r.closest('li.comment, .comment')?.id ?? null)).toBe(comment);
      expect(await page.locator('#respond').count(), 'one form').toBe(1);
      expect(await page.locator('#cancel-comment-reply-link').isVisible()).toBe(true);
      expect(await page.locator('#comment_parent').inputValue()).not.toBe('0');
      await page.locator('#cancel-comment-reply-link').click();
      await expect.poll(() => page.locator('#respond').evaluate((r) => !!r.closest('li.comment'))).toBe(false);
    },
  },
  { keep: ['contact-form-7'], path: '/contacto/', check: sendContactForm },
  { keep: ['swv'], path: '/contacto/', check: sendContactForm },
  { keep: ['akismet-frontend'], path: '/contacto/', check: sendContactForm },
  {
    keep: ['ssp-castos-player'],
    path: '/resena-mejor-hosting/',
    async check({ page }) {
      await page.waitForLoadState('networkidle');
      const player = page.locator('div.castos-player[data-player_id]').first();
      await player.scrollIntoViewIfNeeded();
      await player.locator('.play-btn, button[class*="play"]').first().click();
      await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('audio')].filter((a) => !a.paused).length), WAIT).toBe(1);
      await settled(page);
      expect(await page.evaluate(() => [...document.querySelectorAll('audio')].filter((a) => !a.paused).length), 'one audio plays').toBe(1);
    },
  },
  {
    keep: ['hello-theme-frontend'],
    path: '/contacto/',
    menu: true,
    async check({ page }) {
      await page.setViewportSize({ width: 700, height: 800 });
      const toggle = page.locator('.site-header .site-navigation-toggle');
      await toggle.waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      const holder = page.locator('.site-header .site-navigation-toggle-holder');
      // By keyboard: the store notice covers the narrow header's toggle from the pointer.
      await toggle.press('Enter');
      await expect
        .poll(() => holder.evaluate((h) => h.classList.contains('elementor-active')), {
          message: 'one click opens it (two handlers would close it again)',
        })
        .toBe(true);
      await settled(page);
      expect(await holder.evaluate((h) => h.classList.contains('elementor-active'))).toBe(true);
      expect(await page.locator('.islands-submenu-toggle').count(), "no island buttons beside the theme's menu").toBe(0);
      await toggle.press('Enter');
      await expect.poll(() => holder.evaluate((h) => h.classList.contains('elementor-active'))).toBe(false);
    },
  },
  // The page builder's scripts, kept one at a time: the islands stand aside where Elementor's
  // frontend runs, and Pro's popup, share, countdown and progress modules stay switched off.
  ...['elementor-frontend', 'elementor-pro-frontend', 'pro-elements-handlers', 'eael-general'].map(
    (handle): Row => ({ keep: [handle], path: '/promociones/', check: builderPage }),
  ),
  { keep: ['smartmenus', 'swiper', 'imagesloaded'], path: '/promociones/', check: builderPage },
  {
    // Pro's posts and loop grid enqueue it for their masonry: the taxonomy filter's page.
    keep: ['imagesloaded'],
    path: '/blog-filtrado/',
    async check({ page, count }) {
      const bar = '.elementor-widget-taxonomy-filter search.e-filter';
      await page.locator(`${bar}[data-island="mounted"]`).waitFor({ state: 'attached', ...WAIT });
      await page.waitForLoadState('networkidle');
      await page.locator(`${bar} .e-filter-item[data-filter="hosting"]`).click();
      await expect.poll(() => new URL(page.url()).search, WAIT).toContain('=hosting');
      await page.waitForLoadState('networkidle');
      await settled(page);
      expect(count(/\/elementor-pro\/v1\/refresh-loop/), 'the listing fetched once').toBe(1);
      expect(await page.locator('.elementor-widget-loop-grid').count(), 'one listing').toBe(1);
    },
  },
];

/** /promociones/: one active advanced tab; a share press opens one window. */
async function builderPage({ page }: Visit): Promise<void> {
  const popups: string[] = [];
  page.on('popup', (p) => popups.push(p.url()));
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(await page.locator('.eael-advance-tabs').first().locator('.eael-tab-item-trigger.active').count(), 'one active tab').toBe(1);
  await page.locator('.elementor-widget-share-buttons .elementor-share-btn').first().click();
  await expect.poll(() => popups.length, WAIT).toBe(1);
  await settled(page);
  expect(popups, 'one share window').toHaveLength(1);
}

realSiteSuite("The owner's kept scripts (Ajustes → Islands) on the real site", (site) => {
  let menuId = 0;
  beforeAll(() => {
    menuId = Number(
      site
        .php(`
      $id = wp_create_nav_menu( 'Menú guardado de islands ' . wp_generate_password( 6, false ) );
      wp_update_nav_menu_item( $id, 0, [ 'menu-item-title' => 'Tienda', 'menu-item-url' => home_url( '/tienda/' ), 'menu-item-status' => 'publish' ] );
      wp_update_nav_menu_item( $id, 0, [ 'menu-item-title' => 'Contacto', 'menu-item-url' => home_url( '/contacto/' ), 'menu-item-status' => 'publish' ] );
      echo $id;`)
        .trim(),
    );
  });
  afterAll(() => {
    if (menuId) site.php(`wp_delete_nav_menu( ${menuId} );`);
  });

  test('the table covers every handle the plugin offers a switch for', () => {
    const offered = new Set([...Object.values(replacedHandles).flat(), 'eael-general']);
    expect(new Set(rows.flatMap((r) => r.keep))).toEqual(offered);
  });

  for (const row of rows) {
    test(`kept ${row.keep.join(' + ')}: ${row.path} loads without an error and its flow happens once`, async () => {
      const page = await site.newPage({
        islandsSettings: { mode: 'all', keep: row.keep },
        siteConfiguration: {
          // The theme's menu-1 location gets a menu for this page's requests only.
          ...(row.menu ? { filters: { theme_mod_nav_menu_locations: { 'menu-1': menuId } } } : {}),
          ...(row.consentTool ? { plugins: ['wp-consent-api/wp-consent-api.php'], filters: { wp_get_consent_type: 'optin' } } : {}),
        },
      });
      page.setDefaultTimeout(20_000);
      await page
        .context()
        .route(/^https:\/\/(www\.facebook\.com|x\.com)\//, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>ok</title>' }),
        );
      if (row.cart) await page.goto(site.url(`/?add-to-cart=${row.cart === 'mug' ? site.ids.mug_id : site.ids.simple_id}`));
      const requests: Request[] = [];
      page.on('request', (r) => requests.push(r));
      await page.goto(site.url(row.path));
      const replaced = (await site.report(page))?.replaced ?? [];
      expect(
        replaced.filter((h) => row.keep.includes(h)),
        'the owner kept them',
      ).toEqual([]);
      await row.check(
        { page, count: (pattern) => requests.filter((r) => pattern.test(`${r.method()} ${r.url()}`) || pattern.test(r.url())).length },
        site,
      );
      site.expectNoConsoleErrors({ ignore: row.ignore ?? [] });
    });
  }
});
