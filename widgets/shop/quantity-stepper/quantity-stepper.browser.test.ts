// The quick-view popup's stepper in Chromium: Essential Addons injects the popup's HTML after the
// page loaded, so the runtime mounts the stepper on the inserted markup.
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated } from '../../../tests/harness.ts';

const QTY = '.eael-product-popup .quantity';

browserSuite('quantity-stepper', (h) => {
  test('mounts on the injected quick view and keeps the quantity within min..max', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/producto/camiseta-basica/'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const popup = document.createElement('div');
      popup.className = 'eael-woocommerce-popup-view';
      popup.innerHTML = `<div class="eael-product-popup"><div class="eael-product-popup-details"><form class="cart">
        <div class="quantity"><label class="screen-reader-text" for="qv-qty">Camiseta básica cantidad</label>
        <input type="number" id="qv-qty" class="input-text qty text" name="quantity" value="1" min="1" max="3" step="any"></div></form></div></div>`;
      document.body.append(popup);
    });
    await expectHydrated(page, QTY);
    const plus = page.getByRole('button', { name: 'Aumentar la cantidad' });
    const minus = page.getByRole('button', { name: 'Reducir la cantidad' });
    for (let i = 0; i < 4; i++) await plus.click();
    expect(await page.inputValue('#qv-qty')).toBe('3');
    for (let i = 0; i < 4; i++) await minus.click();
    expect(await page.inputValue('#qv-qty')).toBe('1');
    h.expectNoConsoleErrors();
  });
});
