// The floating basket under the side cart plugin's own stylesheet rules, which hide it unless its
// inline style says `display: block` (what the plugin's script writes with jQuery's show()) and
// then lay it out as flex: hide_empty shows it while the cart has lines, always_show always, hide never.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';

// As the plugin prints them (its inline style's display: none for hide_empty, and xoo-wsc-style.css),
// the first made as heavy as the fixture stylesheet's own basket rule, so it decides here as on the real site.
const PLUGIN_CSS = `.woocommerce-js .xoo-wsc-basket { display: none; }
.xoo-wsc-basket[style*='block'] { display: flex !important; }`;

browserSuite('side cart basket', (h) => {
  async function shopper(showBasket?: string): Promise<Page> {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.addInitScript(
      ({ css, show }) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
        if (!show) return;
        let params: unknown;
        Object.defineProperty(window, 'xoo_wsc_params', {
          configurable: true,
          get: () => params,
          set: (value: Record<string, unknown>) => void (params = { ...value, showBasket: show }),
        });
      },
      { css: PLUGIN_CSS, show: showBasket },
    );
    await page.goto(h.url('/tienda/'));
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForLoadState('networkidle');
    return page;
  }
  const basket = (page: Page) => page.locator('.xoo-wsc-basket');
  const shown = (page: Page) => basket(page).evaluate((el) => getComputedStyle(el).display);
  async function addOne(page: Page): Promise<void> {
    await page.click('a.ajax_add_to_cart[data-product_id="22"]');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"] .xoo-wsc-product[data-key]');
    await page.keyboard.press('Escape');
  }

  test('hide_empty: hidden while the cart is empty, shown once it has a line, and it reopens the closed cart', async () => {
    const page = await shopper();
    expect(await shown(page)).toBe('none');
    await addOne(page);
    expect(await shown(page)).toBe('flex');
    expect(await basket(page).isVisible()).toBe(true);
    await basket(page).click();
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    // Emptied again (the line's delete control), it hides.
    await page.click('.xoo-wsc-product .xoo-wsc-smr-del');
    await page.waitForSelector('.xoo-wsc-empty-cart');
    await page.keyboard.press('Escape');
    expect(await shown(page)).toBe('none');
    h.expectNoConsoleErrors();
  });

  test('always_show: shown with an empty cart; hide: never shown, even with lines', async () => {
    const always = await shopper('always_show');
    expect(await shown(always)).toBe('flex');
    expect(await basket(always).isVisible()).toBe(true);
    const never = await shopper('hide');
    await addOne(never);
    expect(await shown(never)).toBe('none');
    h.expectNoConsoleErrors();
  });
});
