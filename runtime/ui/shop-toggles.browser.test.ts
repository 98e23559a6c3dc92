// The cart and checkout show/hide controls on the markup WooCommerce really prints
// (fixtures/recorded/, served as tests/recorded.ts does), which only the shop's jQuery scripts
// used to drive: each by mouse and by keyboard, with aria-expanded and focus where they belong,
// and the hidden shipping address kept out of the checkout's field checks.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../../tests/harness.ts';
import { recordedUrl, serveRecorded } from '../../tests/recorded.ts';

// The recorded checkout carries the nonces of the visit it was recorded in: the checkout island's
// first order review refresh is refused (403) and takes this visit's from the page, as on a cached page.
const STALE_NONCE = { ignore: [/update_order_review: HTTP 403/, /status of 403 \(Forbidden\) \(.*update_order_review/] };

const focused = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className || null);

browserSuite('the cart’s and checkout’s show/hide controls on the recorded pages', (h) => {
  async function open(file: string, path: string): Promise<Page> {
    const page = await h.newPage();
    await serveRecorded(h, page, { file, path, cart: ['22'] });
    await page.goto(recordedUrl(path));
    // The cart page's island (on the body) and the checkout's (on its form) set the toggles up.
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForFunction(() => !document.querySelector('[data-island="pending"]'));
    // The shop page focuses the first alert notice 500 ms after load (docs/shop.md#listing-page): let it, so it
    // does not take the focus from a control in the middle of a test.
    if (await page.locator('[role="alert"] > .woocommerce-error, .woocommerce-message[role="alert"]').count()) {
      await page.waitForFunction(() => document.activeElement?.matches('[role="alert"]'));
    }
    return page;
  }

  test("'¿Tienes un cupón?' opens the coupon form with its field focused and closes it, by mouse and keyboard", async () => {
    const page = await open('checkout', '/finalizar-compra/');
    const link = page.locator('a.showcoupon');
    const form = page.locator('form.checkout_coupon');
    expect(await form.isVisible()).toBe(false);
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(await link.getAttribute('aria-controls')).toBe('woocommerce-checkout-form-coupon');

    await link.click();
    expect(await form.isVisible()).toBe(true);
    expect(await link.getAttribute('aria-expanded')).toBe('true');
    expect(await focused(page), 'the code field takes focus').toBe('coupon_code');
    await link.click();
    expect(await form.isVisible()).toBe(false);
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(new URL(page.url()).hash, "href='#' is not followed").toBe('');

    // Keyboard: Enter opens (the link's own activation), Space too (it says role=button).
    await link.focus();
    await page.keyboard.press('Enter');
    expect(await form.isVisible()).toBe(true);
    expect(await focused(page)).toBe('coupon_code');
    await page.keyboard.type('descuento10');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('showcoupon');
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    expect(await form.isVisible()).toBe(false);
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page), 'focus stays on the link').toBe('showcoupon');
    await page.keyboard.press('Space');
    expect(await form.isVisible()).toBe(true);
    expect(await page.inputValue('#coupon_code'), 'what was typed is kept').toBe('descuento10');
    expect(await page.evaluate(() => window.scrollY), 'Space did not scroll the page').toBe(scrolled);
    h.expectNoConsoleErrors();
  });

  test("the chosen payment method's box is the one shown, by mouse and by arrow keys, and the button takes its text", async () => {
    const page = await open('checkout', '/finalizar-compra/');
    const shown = () =>
      page
        .locator('#payment div.payment_box')
        .evaluateAll((boxes) => boxes.filter((b) => (b as HTMLElement).offsetParent).map((b) => b.className));
    expect(await shown()).toEqual(['payment_box payment_method_bacs']);

    // A gateway may name its own place-order text (PayPal's 'Proceder a PayPal'); the recorded ones do not.
    // The choice's change event runs during the click itself, so the button is read in the same task:
    // the order review refresh the choice also asks for repaints #payment from the server's HTML,
    // which has no such text, and on a busy machine could land before a later read.
    const buttonText = await page.evaluate(() => {
      document.getElementById('payment_method_cod')!.setAttribute('data-order_button_text', 'Pagar al recibirlo');
      document.querySelector<HTMLLabelElement>('label[for="payment_method_cod"]')!.click();
      return document.getElementById('place_order')!.textContent;
    });
    expect(buttonText).toBe('Pagar al recibirlo');
    await expect.poll(shown).toEqual(['payment_box payment_method_cod']);

    await page.focus('#payment_method_cod');
    await page.keyboard.press('ArrowUp'); // the radio group moves the choice to bacs
    expect(await page.isChecked('#payment_method_bacs')).toBe(true);
    // The change event's handler runs after the key's default action: on a busy machine, later.
    await expect.poll(shown).toEqual(['payment_box payment_method_bacs']);
    expect(await page.textContent('#place_order'), "back to the button's printed text").toBe('Realizar el pedido');
    expect(await focused(page)).toBe('payment_method_bacs');
    h.expectNoConsoleErrors(STALE_NONCE);
  });

  test('a side cart quantity change refreshes the order review and keeps the chosen payment method, its box and the gateways told', async () => {
    const page = await h.newPage();
    await serveRecorded(h, page, { file: 'checkout', path: '/finalizar-compra/', cart: ['22'] });
    await page.goto(recordedUrl('/finalizar-compra/'));
    await page.waitForSelector('div.xoo-wsc-markup[data-island="mounted"]');
    // The side cart's first refresh (200 ms after load) brings the fixture cart's line.
    const line = page.locator('.xoo-wsc-product', { hasText: 'Camiseta básica' });
    await line.waitFor({ state: 'attached' });
    await page.locator('label[for="payment_method_cod"]').click();
    await page.waitForLoadState('networkidle'); // the review the new payment method asks for
    await page.evaluate(() => {
      const w = window as unknown as { selected: number };
      w.selected = 0;
      document.body.addEventListener('islands:payment_method_selected', () => w.selected++);
    });
    await page.locator('#payment').evaluate((el) => el.setAttribute('data-test-before', ''));

    await page.click('.xoo-wsc-basket');
    // The checkout island refreshes the review (update_order_review), which prints the payment area again.
    const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review') && r.ok());
    await line.locator('.xoo-wsc-plus').click();
    await reviewed;
    await page.waitForSelector('#payment:not([data-test-before])');
    expect(await page.isChecked('#payment_method_cod'), "the shopper's method, not the printed default").toBe(true);
    expect(await page.isChecked('#payment_method_bacs')).toBe(false);
    const shown = await page
      .locator('#payment div.payment_box')
      .evaluateAll((boxes) => boxes.filter((b) => (b as HTMLElement).offsetParent).map((b) => b.className));
    expect(shown).toEqual(['payment_box payment_method_cod']);
    expect(
      await page.evaluate(() => (window as unknown as { selected: number }).selected),
      'payment_method_selected after the refresh',
    ).toBe(1);
    h.expectNoConsoleErrors(STALE_NONCE);
  });

  test("'¿Enviar a una dirección diferente?' shows the shipping address only while ticked, and the checks ask for it only then", async () => {
    const page = await open('checkout', '/finalizar-compra/');
    await page.waitForSelector('form.checkout[data-island="mounted"]');
    const address = page.locator('div.shipping_address');
    const box = page.locator('#ship-to-different-address-checkbox');
    // The shop prints the address visible and the box unticked; its script hides it at load.
    expect(await box.isChecked()).toBe(false);
    expect(await address.isVisible()).toBe(false);
    const invalidRows = () => page.locator('.form-row.woocommerce-invalid').evaluateAll((rows) => rows.map((r) => r.id));

    // The order is posted (the shop judges it) and its answer's list takes focus; the fields are marked meanwhile.
    await page.click('#place_order');
    await expect.poll(() => focused(page)).toBe('woocommerce-error');
    const billingOnly = await invalidRows();
    expect(billingOnly.length).toBeGreaterThan(0);
    expect(
      billingOnly.filter((id) => id.startsWith('shipping_')),
      'the hidden address is not asked for',
    ).toEqual([]);

    await page.getByText('¿Enviar a una dirección diferente?').click();
    expect(await box.isChecked()).toBe(true);
    expect(await address.isVisible()).toBe(true);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(false);
    expect(await address.isVisible()).toBe(false);
    expect(await focused(page)).toBe('ship-to-different-address-checkbox');
    await page.keyboard.press('Space');
    expect(await address.isVisible()).toBe(true);

    await page.click('#place_order');
    await expect.poll(invalidRows).toEqual(expect.arrayContaining(['shipping_first_name_field', 'shipping_city_field']));
    expect(page.url(), 'the refused order stays on the page').toBe(recordedUrl('/finalizar-compra/'));
    h.expectNoConsoleErrors(STALE_NONCE);
  });

  test("the cart's shipping calculator button opens and closes the calculator by mouse and keyboard, saying so in aria-expanded", async () => {
    const page = await open('cart-with-items', '/carrito/');
    const button = page.getByRole('button', { name: 'Cambiar dirección' });
    const calculator = page.locator('form.woocommerce-shipping-calculator .shipping-calculator-form');
    expect(await calculator.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    expect(await calculator.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    expect(await calculator.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(new URL(page.url()).hash).toBe('');

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await calculator.isVisible()).toBe(true);
    expect(await focused(page), 'focus stays on the button').toBe('shipping-calculator-button');
    await page.keyboard.press('Tab');
    expect(await focused(page), 'Tab goes into the calculator').toBe('calc_shipping_country');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await calculator.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('shipping-calculator-button');
    h.expectNoConsoleErrors();
  });
});
