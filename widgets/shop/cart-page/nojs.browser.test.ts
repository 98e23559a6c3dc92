// The cart page with JavaScript off: every action the island does in place is still the shop's
// own form post or link, answered by the fixture backend as WooCommerce answers it.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';
import { lineNames, textOf } from './test-page.ts';

browserSuite('cart page without JavaScript', (h) => {
  test('update, remove and Deshacer, coupons and [Eliminar] are plain posts and links', async () => {
    const page = await h.newPage({ javaScript: false });
    page.setDefaultTimeout(8000);
    // Each step waits for the page's images: leaving a page mid-load aborts them (a failed request).
    const act = async (page: Page, step: Promise<unknown>) => {
      await step;
      await page.waitForLoadState('networkidle');
    };
    for (const id of [22, 27]) await page.request.get(h.url(`/?add-to-cart=${id}`));
    await act(page, page.goto(h.url('/carrito/')));
    expect(await page.locator('button[name="update_cart"]').isEnabled()).toBe(true);

    await page.locator('tr.cart_item', { hasText: 'Camiseta básica' }).locator('input.qty').fill('3');
    await act(page, page.click('button[name="update_cart"]'));
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('Carrito actualizado.');
    expect(await textOf(page, '.cart_totals .order-total td')).toBe('$57.00');

    await act(
      page,
      Promise.all([
        page.waitForURL('**/carrito/?removed_item=1'),
        page.click('tr.cart_item:has-text("Camiseta básica") td.product-remove a'),
      ]),
    );
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('«Camiseta básica» eliminado. ¿Deshacer?');
    expect(await lineNames(page)).toEqual(['Sudadera con capucha - Rojo, M']);
    await act(page, page.click('a.restore-item'));
    expect(await lineNames(page)).toEqual(['Sudadera con capucha - Rojo, M', 'Camiseta básica']);

    await page.fill('#coupon_code', 'noexiste');
    await act(page, page.click('button[name="apply_coupon"]'));
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('El cupón «noexiste» no se puede aplicar porque no existe.');
    await page.fill('#coupon_code', 'descuento10');
    await act(page, page.click('button[name="apply_coupon"]'));
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toBe('El código de cupón se ha aplicado correctamente.');
    expect(await textOf(page, '.cart_totals .cart-discount td')).toBe('-$5.20 [Eliminar]');
    await act(page, page.click('a.woocommerce-remove-coupon'));
    expect(await page.locator('.cart_totals .cart-discount').count()).toBe(0);

    // The calculator is printed closed and only a script opens it, as in the shop.
    expect(await page.locator('.shipping-calculator-form').isVisible()).toBe(false);

    for (const name of ['Sudadera con capucha - Rojo, M', 'Camiseta básica']) {
      await act(page, page.click(`tr.cart_item:has-text("${name}") td.product-remove a`));
    }
    expect(await textOf(page, '.cart-empty')).toBe('Tu carrito está vacío.');
    h.expectNoConsoleErrors();
  });
});
