// Side Cart's settings on the real shop (issue 38, point 7; the inventory is docs/side-cart-settings.md).
// Each row turns one setting on for its own requests only (Side Cart's option arrays served whole,
// with that one key changed) and checks that the shop behaves the same with the islands as with
// Side Cart's own script (?islands=0), or, for a setting the islands do not cover, that the plugin
// kept Side Cart's script, said so in #islands-report naming the setting, and the behaviour is Side Cart's.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { realSiteSuite, type RealSite } from '../real-site.ts';

type Group = 'xoo-wsc-gl-options' | 'xoo-wsc-sy-options' | 'xoo-wsc-av-options';
type Variant = 'islands' | 'original';
const VARIANTS: Variant[] = ['islands', 'original'];
const SIDE_CART_SCRIPT = 'xoo-wsc-main-js';

let saved: Record<Group, Record<string, unknown>> | undefined;
/** Side Cart's three option arrays as the site saved them, read once. */
function savedOptions(site: RealSite): Record<Group, Record<string, unknown>> {
  saved ??= JSON.parse(
    site.php(
      "echo wp_json_encode( array_map( 'get_option', array( 'xoo-wsc-gl-options' => 'xoo-wsc-gl-options', 'xoo-wsc-sy-options' => 'xoo-wsc-sy-options', 'xoo-wsc-av-options' => 'xoo-wsc-av-options' ) ) );",
    ),
  ) as Record<Group, Record<string, unknown>>;
  return saved;
}

/** The option arrays with the row's keys changed: the whole array, as Side Cart reads it. */
function withSettings(site: RealSite, change: Partial<Record<Group, Record<string, unknown>>>): Record<string, unknown> {
  const all = savedOptions(site);
  return Object.fromEntries(Object.entries(change).map(([group, keys]) => [group, { ...all[group as Group], ...keys }]));
}

const isOpen = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('xoo-wsc-cart-active'));
const displayOf = (page: Page, selector: string) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].map((el) => getComputedStyle(el).display), selector);

/** A listing add of the mug on /tienda/, and the side cart opened by it. */
async function addMugFromShop(site: RealSite, page: Page): Promise<void> {
  // The side cart's first refresh after load (Side Cart's own, where its script is kept) must not
  // answer after the add and put the empty cart back: the add waits for the page's requests to end.
  await page.waitForLoadState('networkidle');
  await page.locator(`a.ajax_add_to_cart[data-product_id="${site.ids.mug_id}"]`).click();
  await expect.poll(() => isOpen(page), { timeout: 15_000 }).toBe(true);
  // The server's line (a line shown before the answer has no key).
  await page.locator('.xoo-wsc-container .xoo-wsc-product[data-key]').first().waitFor({ state: 'attached' });
}

/** Where the row's page was printed without Side Cart's script: the island did the work. */
async function expectSwapped(site: RealSite, page: Page, variant: Variant): Promise<void> {
  if (variant === 'original') return;
  expect((await site.report(page))?.replaced).toContain(SIDE_CART_SCRIPT);
}

realSiteSuite('Side Cart settings on the real shop', (site) => {
  const open = async (
    variant: Variant,
    path: string,
    change: Partial<Record<Group, Record<string, unknown>>>,
    extra: { options?: Record<string, unknown>; filters?: Record<string, unknown> } = {},
  ) => {
    const page = await site.newPage({
      siteConfiguration: { options: { ...withSettings(site, change), ...extra.options }, filters: extra.filters },
    });
    await page.goto(site.url(path, { original: variant === 'original' }));
    return page;
  };

  test.each(VARIANTS)('Enable basket "always_hide" (sck-enable): no basket, even with lines in the cart (%s)', async (variant) => {
    const page = await open(variant, '/tienda/', { 'xoo-wsc-sy-options': { 'sck-enable': 'always_hide' } });
    await expectSwapped(site, page, variant);
    await addMugFromShop(site, page);
    await page.locator('.xoo-wsc-container .xoo-wsch-close').click();
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await displayOf(page, '.xoo-wsc-basket')).toEqual(['none']);
  });

  test.each(VARIANTS)(
    'Auto Open Cart (m-auto-open) with Ajax add to cart off (m-ajax-atc): the page the form posted opens the cart (%s)',
    async (variant) => {
      const page = await open(variant, '/producto/camiseta-basica/', {
        'xoo-wsc-gl-options': { 'm-auto-open': 'yes', 'm-ajax-atc': 'no' },
      });
      await expectSwapped(site, page, variant);
      expect(await isOpen(page)).toBe(false);
      await Promise.all([page.waitForNavigation(), page.locator('form.cart button.single_add_to_cart_button').click()]);
      await expect.poll(() => isOpen(page), { timeout: 15_000 }).toBe(true);
      await page.locator('.xoo-wsc-container .xoo-wsc-product').first().waitFor();
    },
  );

  test.each(VARIANTS)(
    "Refresh Cart (m-refresh-cart): the cart is read through WooCommerce's get_refreshed_fragments, on load and after an add (%s)",
    async (variant) => {
      const page = await site.newPage({
        siteConfiguration: { options: withSettings(site, { 'xoo-wsc-av-options': { 'm-refresh-cart': 'yes' } }) },
      });
      const calls: string[] = [];
      page.on('request', (r) => {
        const endpoint = new URL(r.url()).searchParams.get('wc-ajax');
        if (endpoint) calls.push(endpoint);
      });
      const refreshed = () => page.waitForResponse((r) => r.url().includes('wc-ajax=get_refreshed_fragments'), { timeout: 15_000 });
      const onLoad = refreshed();
      await page.goto(site.url('/tienda/', { original: variant === 'original' }));
      await expectSwapped(site, page, variant);
      await onLoad;
      const afterAdd = refreshed();
      await addMugFromShop(site, page);
      await afterAdd;
      expect(calls).not.toContain('xoo_wsc_refresh_fragments');
      expect(calls.indexOf('get_refreshed_fragments')).toBeLessThan(calls.indexOf('add_to_cart'));
      expect(calls.lastIndexOf('get_refreshed_fragments')).toBeGreaterThan(calls.indexOf('add_to_cart'));
    },
  );

  // The shortcode basket ([xoo_wsc_cart]) as Side Cart prints it, put on the page through the store
  // notice: the real site has no menu for "Add to menu" (shbk-menu). Side Cart's fragments replace it.
  // ASCII only: it travels in a request header.
  const SHORTCODE =
    '<div class="xoo-wsc-sc-cont"><div class="xoo-wsc-cart-trigger"><span class="xoo-wsc-sc-subt">0,00</span>' +
    '<div class="xoo-wsc-sc-bkcont"><span class="xoo-wsc-sc-bki xoo-wsc-icon-basket1"></span><span class="xoo-wsc-sc-count">0</span></div></div></div>';

  test.each(VARIANTS)(
    'Cart Menu "Hide when cart is empty" (shbk-hide): the shortcode basket\'s count hides while the cart is empty (%s)',
    async (variant) => {
      const page = await open(
        variant,
        '/tienda/',
        { 'xoo-wsc-gl-options': { 'shbk-hide': ['count'] } },
        {
          options: { woocommerce_demo_store: 'yes' },
          filters: { woocommerce_demo_store: SHORTCODE },
        },
      );
      await expectSwapped(site, page, variant);
      await expect.poll(() => displayOf(page, '.xoo-wsc-sc-count'), { timeout: 15_000 }).toEqual(['none']);
      expect(await displayOf(page, '.xoo-wsc-sc-subt')).not.toEqual(['none']);
      await addMugFromShop(site, page);
      await expect.poll(() => displayOf(page, '.xoo-wsc-sc-count')).not.toEqual(['none']);
    },
  );

  test.each(VARIANTS)(
    "Cart Heading (sct-cart-heading): printed by the server, and the islands' dialog is named by it (%s)",
    async (variant) => {
      const page = await open(variant, '/tienda/', { 'xoo-wsc-gl-options': { 'sct-cart-heading': 'Tu cesta' } });
      await expectSwapped(site, page, variant);
      await addMugFromShop(site, page);
      expect((await page.locator('.xoo-wsc-container .xoo-wsch-text').textContent())?.trim()).toBe('Tu cesta');
      if (variant === 'islands') expect(await page.locator('.xoo-wsc-container').getAttribute('aria-label')).toBe('Tu cesta');
    },
  );

  test.each(VARIANTS)(
    'Products Layout "Cards" (scb-playout) is kept: Side Cart\'s script stays, named in the report, and animates the cards (%s)',
    async (variant) => {
      const page = await open(variant, '/tienda/', { 'xoo-wsc-sy-options': { 'scb-playout': 'cards' } });
      if (variant === 'islands') {
        const kept = (await site.report(page))?.kept[SIDE_CART_SCRIPT] ?? [];
        expect(kept.join(' ')).toMatch(/Products Layout.*scb-playout/);
        expect(await page.locator(`script#${SIDE_CART_SCRIPT}-js[src]`).count()).toBe(1);
      }
      await addMugFromShop(site, page);
      // Side Cart's card animation (back_hover): the card's image column takes the animation's classes on hover.
      const card = page.locator('.xoo-wsc-container .xoo-wsc-has-back').first();
      await card.hover();
      await expect.poll(() => card.locator('.xoo-wsc-img-col').getAttribute('class')).toMatch(/xoo-wsc-caniming slideUp/);
      expect(await page.locator('div.xoo-wsc-markup[data-island]').count(), 'the side cart island stands aside').toBe(0);
    },
  );
});
