// The cart-page island on the real WooCommerce 10.0.2 cart page (/carrito/) with the plugin, in
// place of WooCommerce's cart script: each action against the real shop's own answers, without a
// navigation, with cart.js's events reaching the page's real jQuery handlers; and with JavaScript
// off, the same actions as the shop's plain posts and links.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, expectHydrated, settled } from '../harness.ts';
import { realSiteSuite } from '../real-site.ts';
import {
  expectFocus,
  lineNames,
  markerKept,
  recordPageEvents,
  setMarker,
  takeEvents,
  textOf,
} from '../../widgets/shop/cart-page/test-page.ts';

const HEADER = 'X-Islands-Test-Cart-Page';
// A must-use plugin of this file: requests carrying the header map wc-cart to the island through
// the plugin's documented filter. The plugin's own list does so too now; the filter keeps this file
// proving the island on the real cart page even if a site's list says otherwise.
const MU_PLUGIN = `<?php
/* Plugin Name: islands test: the cart-page island in place of wc-cart for requests with ${HEADER} */
add_filter( 'islands_replaced_handles', function ( $handles ) {
	if ( ! empty( $_SERVER['HTTP_${HEADER.toUpperCase().replace(/-/g, '_')}'] ) ) {
		$handles['wc-cart'] = array( 'cart-page' );
	}
	return $handles;
} );
`;

// A coupon that grants free shipping, and the zone's free shipping method that requires one: a
// second method to choose only in carts holding that coupon, so no other test's cart changes.
const FREE_SHIPPING = `
$zone = null;
foreach ( WC_Shipping_Zones::get_zones() as $z ) { if ( 'España' === $z['zone_name'] ) { $zone = new WC_Shipping_Zone( $z['id'] ); } }
$has = false;
foreach ( $zone->get_shipping_methods() as $m ) { if ( 'free_shipping' === $m->id ) { $has = true; } }
if ( ! $has ) {
	$id = $zone->add_shipping_method( 'free_shipping' );
	update_option( "woocommerce_free_shipping_{$id}_settings", array( 'title' => 'Envío gratuito', 'requires' => 'coupon', 'ignore_discounts' => 'no' ) );
	WC_Cache_Helper::get_transient_version( 'shipping', true );
}
if ( ! wc_get_coupon_id_by_code( 'enviogratis' ) ) {
	$c = new WC_Coupon();
	$c->set_code( 'enviogratis' ); $c->set_discount_type( 'percent' ); $c->set_amount( 0 ); $c->set_free_shipping( true ); $c->save();
}
$ids = array(); foreach ( $zone->get_shipping_methods() as $m ) { $ids[] = $m->id . ':' . $m->instance_id; }
echo implode( ',', $ids );`;

const TOTAL = '.cart_totals .order-total td';
// The theme's link and button colours are the site's own, on every page, with or without the bundle.
const axeClean = async (page: Page) => expect(await axe(page, { rules: { 'color-contrast': { enabled: false } } })).toEqual([]);

realSiteSuite('cart page island on the real site', (site) => {
  let freeShipping = '';
  beforeAll(() => {
    const dir = join(site.root, 'wordpress/wp-content/mu-plugins');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'islands-test-cart-page.php'), MU_PLUGIN);
    freeShipping =
      site
        .php(FREE_SHIPPING)
        .trim()
        .split(',')
        .find((id) => id.startsWith('free_shipping')) ?? '';
  });

  /** A cart with these products, on /carrito/ with the island in place of wc-cart and its events recorded. */
  async function cartPage(ids: number[], javaScript = true): Promise<Page> {
    const page = await site.newPage({ javaScript });
    await page.setExtraHTTPHeaders({ [HEADER]: '1' });
    for (const id of ids) await page.request.get(site.url(`/?add-to-cart=${id}`), { headers: { [HEADER]: '1' } });
    await page.goto(site.url('/carrito/'));
    if (!javaScript) return page;
    await expectHydrated(page, 'form.woocommerce-cart-form');
    expect((await site.report(page))?.replaced, "WooCommerce's cart script is gone").toContain('wc-cart');
    expect(await page.locator('script#wc-cart-js[src]').count()).toBe(0);
    // Through jQuery's own handlers while something on the page still keeps jQuery.
    expect(await recordPageEvents(page)).toBe((await site.report(page))?.jquery ? 'jquery' : 'native');
    await page.waitForLoadState('networkidle');
    await takeEvents(page);
    await setMarker(page);
    return page;
  }

  const hoodie = () => site.ids.variations['rojo|M']!;

  test("update, remove with Deshacer, the empty cart and back: in place, with the shop's notices and events", async () => {
    const page = await cartPage([site.ids.simple_id, hoodie()]);
    const update = page.locator('.woocommerce-cart-form [name="update_cart"]');
    expect(await update.isDisabled()).toBe(true);
    const qty = page.locator('tr.cart_item', { hasText: 'Camiseta básica' }).locator('input.qty');
    await qty.fill('3');
    await update.click();
    await page.waitForSelector('.woocommerce-notices-wrapper .woocommerce-message');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('Carrito actualizado.');
    expect(await textOf(page, TOTAL)).toBe('$57.00');
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div']]);
    await expectFocus(page, '.woocommerce-notices-wrapper .woocommerce-message');
    await axeClean(page);

    await page.click('tr.cart_item:has-text("Camiseta básica") td.product-remove a');
    await page.waitForSelector('.woocommerce-message a.restore-item');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('“Camiseta básica” eliminado. ¿Deshacer?');
    expect(await lineNames(page)).toEqual([expect.stringContaining('Sudadera con capucha')]);
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_wc_div'], ['item_removed_from_classic_cart']]);
    await page.click('.woocommerce-message a.restore-item');
    await page.waitForFunction(() => document.querySelectorAll('.woocommerce-cart-form tr.cart_item').length === 2);

    for (const name of ['Camiseta básica', 'Sudadera con capucha']) {
      const lines = await page.locator('.woocommerce-cart-form tr.cart_item').count();
      await page.click(`tr.cart_item:has-text("${name}") td.product-remove a`);
      await page.waitForFunction((n) => document.querySelectorAll('.woocommerce-cart-form tr.cart_item').length < n, lines);
    }
    await page.waitForSelector('.wc-empty-cart-message');
    expect(await textOf(page, '.cart-empty')).toBe('Tu carrito está vacío.');
    expect((await takeEvents(page)).map((e) => e[0])).toContain('wc_cart_emptied');
    await axeClean(page);
    await page.click('.woocommerce-message a.restore-item');
    await page.waitForSelector('form.woocommerce-cart-form');
    expect(await lineNames(page)).toEqual([expect.stringContaining('Sudadera con capucha')]);
    expect(await markerKept(page)).toBe(true);
    site.expectNoConsoleErrors();
  });

  test('coupons: a rejected code stays typed with its error, an applied one is in the totals, [Eliminar] removes it', async () => {
    const page = await cartPage([site.ids.mug_id]);
    await page.fill('#coupon_code', 'noexiste');
    await page.press('#coupon_code', 'Enter');
    await page.waitForSelector('#coupon-error-notice');
    expect(await textOf(page, '#coupon-error-notice')).toBe('El cupón «noexiste» no se puede aplicar porque no existe.');
    expect(await page.inputValue('#coupon_code')).toBe('noexiste');
    expect(await takeEvents(page)).toEqual([['applied_coupon', 'noexiste'], ['updated_cart_totals'], ['updated_wc_div']]);
    await page.fill('#coupon_code', site.ids.coupon);
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector('.cart_totals .cart-discount');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('El código de cupón se ha aplicado correctamente.');
    expect(await page.inputValue('#coupon_code')).toBe('');
    expect(await takeEvents(page)).toEqual([['applied_coupon', site.ids.coupon], ['updated_cart_totals'], ['updated_wc_div']]);
    await axeClean(page);
    await page.click('a.woocommerce-remove-coupon');
    await page.waitForFunction(() => !document.querySelector('.cart_totals .cart-discount'));
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('El cupón ha sido eliminado.');
    expect(await takeEvents(page)).toEqual([['removed_coupon', site.ids.coupon], ['updated_cart_totals'], ['updated_wc_div']]);
    expect(await markerKept(page)).toBe(true);
    site.expectNoConsoleErrors();
  });

  test('shipping: the method chosen in place, the calculator posted in place', async () => {
    expect(freeShipping).toMatch(/^free_shipping:\d+$/);
    const page = await cartPage([site.ids.simple_id]);
    await page.fill('#coupon_code', 'enviogratis');
    await page.click('button[name="apply_coupon"]');
    await page.waitForSelector('#shipping_method input[type="radio"]');
    expect(await page.locator('#shipping_method input:checked').getAttribute('value')).toBe(freeShipping);
    expect(await textOf(page, TOTAL)).toBe('$10.00');
    // The alert is focused 500 ms after the call; the shop's 1 s scroll to it may still be moving
    // the page under a pointer, so the method is chosen by keyboard.
    await expectFocus(page, '.woocommerce-notices-wrapper [role="alert"]');
    await takeEvents(page);
    await page.focus('#shipping_method_0_flat_rate1');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('.cart_totals .order-total td')?.textContent?.includes('15.00'));
    await expectFocus(page, '#shipping_method_0_flat_rate1');
    expect(await takeEvents(page)).toEqual([['updated_cart_totals'], ['updated_shipping_method']]);
    await axeClean(page);

    await page.click('a.shipping-calculator-button');
    await page.selectOption('#calc_shipping_country', 'FR');
    await settled(page);
    // The state field follows the country from the shop's wc_country_select_params: France has none.
    expect(await page.locator('#calc_shipping_state').getAttribute('type')).toBe('hidden');
    await page.fill('#calc_shipping_city', 'Paris');
    await page.fill('#calc_shipping_postcode', '75001');
    await page.click('.shipping-calculator-form button[name="calc_shipping"]');
    await page.waitForFunction(() => document.querySelector('.cart_totals .shipping td')?.textContent?.includes('No se han encontrado'));
    expect(await textOf(page, '.woocommerce-shipping-totals td')).toContain(
      'No se han encontrado opciones de envío para 75001 PARIS, Francia.',
    );
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('Costes de envío actualizados.');
    await page.selectOption('#calc_shipping_country', 'ES');
    await settled(page);
    expect(await page.getByLabel('Región / Provincia').evaluate((el) => el.tagName)).toBe('SELECT');
    await axeClean(page);
    expect(await markerKept(page)).toBe(true);
    site.expectNoConsoleErrors();
  });

  test('JavaScript off: update, remove and Deshacer, coupon and [Eliminar] as plain posts and links', async () => {
    const page = await cartPage([site.ids.simple_id, hoodie()], false);
    const act = async (step: Promise<unknown>) => {
      await step;
      await page.waitForLoadState('networkidle');
    };
    await page.locator('tr.cart_item', { hasText: 'Camiseta básica' }).locator('input.qty').fill('2');
    await act(page.click('[name="update_cart"]'));
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('Carrito actualizado.');
    await act(page.click('tr.cart_item:has-text("Camiseta básica") td.product-remove a'));
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('“Camiseta básica” eliminado. ¿Deshacer?');
    await act(page.click('a.restore-item'));
    expect((await lineNames(page)).length).toBe(2);
    await page.fill('#coupon_code', site.ids.coupon);
    await act(page.click('button[name="apply_coupon"]'));
    expect(await page.locator('.cart_totals .cart-discount').count()).toBe(1);
    await act(page.click('a.woocommerce-remove-coupon'));
    expect(await page.locator('.cart_totals .cart-discount').count()).toBe(0);
    // With JavaScript off, Chromium refuses the plugin's modulepreload hints ('csp'): nothing else may fail.
    site.expectNoConsoleErrors({ ignore: [/: csp$/] });
  });
});
