// Third-party plugins that call the replaced scripts' jQuery functions without declaring them
// (docs/stand-ins.md, issue 38), each as its vendor ships it (../shared/wordpress/thirdparty.sh),
// switched on for this file's requests only: Variation Swatches for WooCommerce (its found_variation
// handler calls $.fn.wc_set_variation_attr) and Added to Cart Popup (XootiX: its add calls BlockUI's
// .unblock() before it opens). On both variants, the islands and the shop's own scripts, a shopper
// picks a variation through a swatch, adds it, and the popup opens with it: the same outcome.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { realSiteSuite, type RealSite } from '../real-site.ts';
import { testPlugin } from './helpers.ts';

const SWATCHES = 'variation-swatches-for-woocommerce/variation-swatches-for-woocommerce.php';
const POPUP = 'added-to-cart-popup-woocommerce/xoo-cp-main.php';
// Variation Swatches shows a taxonomy attribute of the "select" type as a dropdown unless told to
// show it as labels: its settings screen's "dropdown to label" for pa_color, per request.
// show it as labels: its settings screen's "dropdown to label" for pa_color, per request; and its
// swatches on the shop's listing, where its found_variation handler sets the listing's image with
// $.fn.wc_set_variation_attr.
const SWATCH_OPTIONS = {
  woosuite_variation_swatches_option: {
    general: { 'dropdown-to-label': 1, 'dropdown-to-label-attribute-color': 1 },
    archive: { 'show-swatch': 1 },
  },
};
/** The product page, and the shop's listing with the variable product's form in its card. */
const PAGES = { product: '/producto/sudadera-con-capucha/', listing: '/tienda/' };
const FORM = 'form.variations_form[data-product_id="25"]';

/** What a shopper ends up with: the variation chosen, the popup's text, the cart's lines. */
interface Outcome {
  variationId: string;
  buttonEnabled: boolean;
  popup: string;
  popupOpen: boolean;
  /** The listing card's image after the choice (Variation Swatches sets it), or '' on the product page. */
  listingImage: string;
  cart: string[];
}

async function openPage(site: RealSite, path: string, original: boolean): Promise<Page> {
  const page = await site.newPage({ siteConfiguration: { plugins: [SWATCHES, POPUP], options: SWATCH_OPTIONS } });
  await page.goto(site.url(path, { original }));
  // Variation Swatches marks the form from its jQuery ready handler.
  await page.waitForSelector(`${FORM}.swatches-support .swatch[data-value="rojo"]`);
  if (!original) await page.waitForSelector(`${FORM}[data-island="mounted"]`);
  return page;
}

/** The swatch, then the size (a custom attribute: a plain select), then add to cart. */
async function chooseAndAdd(page: Page, where: string): Promise<void> {
  await page.click(`${FORM} .swatch[data-value="rojo"]`);
  await expect.poll(() => page.inputValue(`${FORM} select#pa_color`)).toBe('rojo');
  await page.selectOption(`${FORM} select#talla`, 'S');
  await page.waitForSelector(`${FORM} .single_add_to_cart_button:not(.disabled)`);
  // On the listing, Variation Swatches puts the variation's image in the card (wc_set_variation_attr).
  if (where === 'listing') {
    await expect
      .poll(() => page.locator(`li.product:has(${FORM}) .woocommerce-LoopProduct-link img`).getAttribute('src'), {
        message: 'the card shows the variation',
      })
      .toMatch(/sudadera-roja/);
  }
  await page.click(`${FORM} .single_add_to_cart_button`);
  await page.waitForSelector('.xoo-cp-modal.xoo-cp-active .xoo-cp-atcn .xoo-cp-success');
}

async function outcome(site: RealSite, page: Page): Promise<Outcome> {
  const state = await page.evaluate((selector) => {
    const form = document.querySelector(selector)!;
    return {
      variationId: form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value ?? '',
      buttonEnabled: !form.querySelector('.single_add_to_cart_button')?.classList.contains('disabled'),
      popup: document.querySelector('.xoo-cp-atcn')?.textContent?.trim() ?? '',
      popupOpen:
        !!document.querySelector('.xoo-cp-modal.xoo-cp-active') &&
        getComputedStyle(document.querySelector('.xoo-cp-opac')!).display !== 'none',
      listingImage: form.closest('li.product')?.querySelector('.woocommerce-LoopProduct-link img')?.getAttribute('src') ?? '',
    };
  }, FORM);
  await page.goto(site.url('/carrito/', { original: true }));
  const cart = await page.$$eval('.woocommerce-cart-form .cart_item', (rows) =>
    rows.map(
      (row) =>
        `${row.querySelector('.product-name')?.textContent?.replace(/\s+/g, ' ').trim()} × ${row.querySelector<HTMLInputElement>('input.qty')?.value}`,
    ),
  );
  return { ...state, cart };
}

realSiteSuite('third-party plugins that call the replaced scripts', (site) => {
  for (const [where, path] of Object.entries(PAGES)) {
    describe(`Variation Swatches and Added to Cart Popup on the ${where}`, () => {
      const results: Record<string, Outcome> = {};
      for (const original of [true, false]) {
        const variant = original ? 'the shop’s own scripts' : 'the islands';
        test(`a swatch chooses the variation, the add opens the popup: ${variant}`, async () => {
          const page = await openPage(site, path, original);
          // The page kept jQuery for the two plugins, and they alone.
          if (!original) expect(new Set((await site.report(page))?.jquery)).toEqual(new Set(['tawcvs-frontend', 'xoo-cp-js']));
          await chooseAndAdd(page, where);
          const result = (results[variant] = await outcome(site, page));
          expect(result).toMatchObject({ variationId: String(site.ids.variations['rojo|S']), buttonEnabled: true, popupOpen: true });
          expect(result.popup).toMatch(/Sudadera con capucha/);
          if (where === 'listing') expect(result.listingImage).toMatch(/sudadera-roja/);
          expect(result.cart).toEqual([expect.stringMatching(/^Sudadera con capucha.*× 1$/i)]);
          site.expectNoConsoleErrors();
        });
      }
      test('the same outcome on both variants', () => {
        expect(Object.keys(results), 'both variants ran').toHaveLength(2);
        expect(results['the islands']).toEqual(results['the shop’s own scripts']);
      });
    });
  }

  // A function no stand-in serves (docs/stand-ins.md#left-to-the-original-script): a shop's own
  // plugin that builds a slider with $.fn.flexslider, declaring only jquery, keeps WooCommerce's
  // flexslider on the page, and the report names it.
  describe('a caller no stand-in serves', () => {
    let plugin: ReturnType<typeof testPlugin>;
    beforeAll(() => {
      plugin = testPlugin(site, 'islands-test-slider', {
        'slider.js': `jQuery(function ($) {
  $('.islands-test-slider').flexslider({ animation: 'slide' });
  window.__sliderBuilt = !!$('.islands-test-slider').data('flexslider');
});
`,
        'islands-test-slider.php': `<?php
/* Plugin Name: islands test slider */
add_action( 'wp_enqueue_scripts', function () {
  wp_enqueue_script( 'islands-test-slider', plugins_url( 'slider.js', __FILE__ ), array( 'jquery' ), '1', true );
} );
add_action( 'woocommerce_after_single_product', function () {
  echo '<div class="islands-test-slider"><ul class="slides"><li>1</li><li>2</li></ul></div>';
} );
`,
      });
    });
    afterAll(() => plugin.remove());

    test('keeps flexslider for it, says which caller kept it, and the islands work beside it', async () => {
      const page = await site.newPage({ siteConfiguration: { plugins: [plugin.file] } });
      await page.goto(site.url(PAGES.product));
      await page.waitForSelector(`${FORM}[data-island="mounted"]`);
      const report = await site.report(page);
      expect(report?.kept).toMatchObject({ flexslider: ['islands-test-slider calls $.fn.flexslider'] });
      expect(report?.replaced).toEqual(expect.arrayContaining(['wc-single-product', 'wc-add-to-cart-variation']));
      await expect.poll(() => page.evaluate(() => (window as unknown as { __sliderBuilt?: boolean }).__sliderBuilt)).toBe(true);
      await page.selectOption(`${FORM} select#pa_color`, 'rojo');
      await page.selectOption(`${FORM} select#talla`, 'S');
      await page.waitForSelector(`${FORM} .single_add_to_cart_button:not(.disabled)`);
      site.expectNoConsoleErrors();
    });
  });
});
