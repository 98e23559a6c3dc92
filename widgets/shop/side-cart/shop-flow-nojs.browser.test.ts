// The same journey with JavaScript off: every step is a plain link or form post the fixture shop
// answers as WooCommerce does (sort, add by link and by product form, delete a line, cart quantities
// and coupon, checkout with a validation error first, then the stored order).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';
import { shopServer } from '../../../tests/shop-server.ts';

const text = async (page: Page, selector: string) => (await page.locator(selector).allTextContents()).join(' ').replace(/\s+/g, ' ').trim();

browserSuite('shop journey without JavaScript', (h) => {
  const shop = shopServer();

  test('sort, add by link and product form, delete a line, update the cart, apply coupons, fail then place the order', async () => {
    const page = await h.newPage({ javaScript: false });
    page.setDefaultTimeout(8000);
    // Each step waits for the page's images: leaving a page mid-load aborts them (a failed request).
    const act = async (step: Promise<unknown>) => {
      await step;
      await page.waitForLoadState('networkidle');
    };
    await page.goto(shop.url('/tienda/'));
    await page.selectOption('select.orderby', 'price');
    await Promise.all([page.waitForURL(/orderby=price/), page.click('form.woocommerce-ordering button[type="submit"]')]);
    expect(await page.locator('ul.products .woocommerce-loop-product__title').first().textContent()).toBe('Chapas del podcast');

    await Promise.all([
      page.waitForURL((u) => !u.searchParams.has('add-to-cart')),
      page.click('a.add_to_cart_button[data-product_id="22"]'),
    ]);
    expect(await text(page, '.woocommerce-message')).toContain('«Camiseta básica» se ha añadido a tu carrito.');
    await Promise.all([
      page.waitForURL((u) => !u.searchParams.has('add-to-cart')),
      page.click('a.add_to_cart_button[data-product_id="23"]'),
    ]);
    expect(await text(page, '.woocommerce-message')).toContain('«Taza del podcast» se ha añadido a tu carrito.');

    await act(page.goto(shop.url('/producto/chapas-del-podcast/')));
    expect(await page.locator('form.cart input.qty').inputValue()).toBe('2');
    await act(page.click('form.cart .single_add_to_cart_button'));
    expect(await text(page, '.woocommerce-message')).toContain('2 × «Chapas del podcast» se han añadido a tu carrito.');

    await act(page.goto(shop.url('/carrito/')));
    // Delete a line: the cart page's remove link (nonce'd ?remove_item=) and back to /carrito/.
    const names = () => page.locator('.woocommerce-cart-form tr.cart_item .product-name a').allTextContents();
    expect(await names()).toEqual(['Camiseta básica', 'Taza del podcast', 'Chapas del podcast']);
    const remove = page.locator('tr.cart_item', { hasText: 'Taza del podcast' }).locator('td.product-remove a.remove');
    expect(await remove.getAttribute('href')).toMatch(/^\/carrito\/\?remove_item=\w+&_wpnonce=/);
    await act(Promise.all([page.waitForURL('**/carrito/?removed_item=1'), remove.click()]));
    expect(await text(page, '.woocommerce-message')).toContain('«Taza del podcast» eliminado.');
    expect(await names()).toEqual(['Camiseta básica', 'Chapas del podcast']);
    const shirt = page.locator('tr.cart_item', { hasText: 'Camiseta básica' }).locator('input.qty');
    await shirt.fill('3');
    await act(page.click('button[name="update_cart"]'));
    expect(await text(page, '.woocommerce-message')).toContain('Carrito actualizado.');
    expect(await shirt.inputValue()).toBe('3');

    await page.fill('#coupon_code', 'verano2025');
    await act(page.click('button[name="apply_coupon"]'));
    expect(await text(page, '.woocommerce-error')).toContain('Este cupón ha caducado.');
    await page.fill('#coupon_code', 'descuento10');
    await act(page.click('button[name="apply_coupon"]'));
    expect(await text(page, '.woocommerce-message')).toContain('El código de cupón se ha aplicado correctamente.');
    // (3 × $10 + 2 × $1.50) = $33.00, 10 % off, $5 flat rate.
    expect(await text(page, '.cart_totals .cart-discount td')).toContain('-$3.30');
    expect(await text(page, '.cart_totals .order-total td')).toContain('$34.70');

    await page.click('.checkout-button');
    await page.waitForURL('**/finalizar-compra/');
    const fields: Record<string, string> = {
      '#billing_last_name': 'Ruiz',
      '#billing_address_1': 'Calle Real 2',
      '#billing_city': 'Madrid',
      '#billing_postcode': '28002',
      '#billing_phone': '611111111',
      '#billing_email': 'luis@example.com',
    };
    for (const [selector, value] of Object.entries(fields)) await page.fill(selector, value);
    await page.click('#place_order');
    expect(await text(page, '.woocommerce-error')).toContain('Nombre de facturación es un campo obligatorio.');
    expect(await page.locator('#billing_city').inputValue()).toBe('Madrid');
    await page.fill('#billing_first_name', 'Luis');
    await Promise.all([page.waitForURL(/\/finalizar-compra\/pedido-recibido\/\d+\//), page.click('#place_order')]);
    expect(await text(page, '.woocommerce-thankyou-order-received')).toBe('Gracias. Tu pedido ha sido recibido.');

    const order = shop.order(Number(/pedido-recibido\/(\d+)\//.exec(page.url())![1]));
    expect(order?.billing).toMatchObject({ first_name: 'Luis', last_name: 'Ruiz', email: 'luis@example.com' });
    expect(order?.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Camiseta básica', 3],
      ['Chapas del podcast', 2],
    ]);
    expect(order?.lines.map((l) => l.name)).not.toContain('Taza del podcast');
    expect(order?.coupons).toEqual([{ code: 'descuento10', amount: 3.3 }]);
    expect(order?.totals).toEqual({ subtotal: 33, discount: 3.3, shipping: 5, total: 34.7 });
    // No script wrote the wc_order_attribution_* inputs: the order says nothing rather than guessing.
    expect(order?.attribution).toEqual({});
    await act(page.goto(shop.url('/carrito/')));
    expect(await text(page, '.cart-empty')).toBe('Tu carrito está vacío.');
    // Chromium drops a srcset candidate it started when layout picks another size: an aborted
    // image fetch the shopper never sees, not a failed request.
    h.expectNoConsoleErrors({ ignore: [/\/wp-content\/uploads\/[^ ]+\.png: net::ERR_ABORTED$/] });
  }, 60_000); // one long journey of about twenty page loads
});
