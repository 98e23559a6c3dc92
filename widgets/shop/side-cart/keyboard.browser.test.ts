// The side cart by keyboard alone in Chromium (page.keyboard only): every cart answer replaces the
// panel's markup and the basket, yet focus stays on the same control of the same line after a + / −,
// a typed quantity and Tab, or a delete (the next line's then), and Esc returns it to the basket.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../../../tests/harness.ts';

interface Focused {
  matches: boolean;
  key: string | null;
  /** Still the element focused before the last refresh (marked by markFocused). */
  same: boolean;
}

browserSuite('side cart by keyboard', (h) => {
  /** Where focus is: whether it matches `selector`, its line's key, and whether it is the marked element. */
  const focused = (page: Page, selector: string) =>
    page.evaluate((s): Focused => {
      const el = document.activeElement!;
      return {
        matches: el.matches(s),
        key: el.closest('.xoo-wsc-product')?.getAttribute('data-key') ?? null,
        same: (el as unknown as { marked?: boolean }).marked === true,
      };
    }, selector);
  const markFocused = (page: Page) =>
    page.evaluate(() => {
      (document.activeElement as unknown as { marked: boolean }).marked = true;
      (window as unknown as { marked: Element | null }).marked = document.activeElement;
    });
  /** Presses Tab (or Shift+Tab) until focus is on `selector`. */
  async function tabTo(page: Page, selector: string, key = 'Tab'): Promise<void> {
    for (let i = 0; i < 40; i++) {
      if ((await focused(page, selector)).matches) return;
      await page.keyboard.press(key);
    }
    throw new Error(`${key} never reached ${selector}`);
  }
  /** The marked control's markup has been replaced by the server's answer, which shows `qty` on the line. */
  const settled = (page: Page, key: string, qty: string) =>
    page.waitForFunction(
      ([k, q]) => {
        if ((window as unknown as { marked: Element }).marked.isConnected) return false;
        const line = [...document.querySelectorAll<HTMLElement>('.xoo-wsc-product')].find((l) => l.dataset.key === k);
        return (
          line?.querySelector<HTMLInputElement>('input.xoo-wsc-qty')?.value === q &&
          !document.querySelector('.xoo-wsc-modal.xoo-wsc-loading')
        );
      },
      [key, qty],
    );

  test("+ and a typed quantity keep focus on the line's control, a delete moves it to the next line's, and Esc returns it to the new basket", async () => {
    const page = await h.newPage();
    page.setDefaultTimeout(8000);
    await page.goto(h.url('/tienda/'));
    for (const [id, quantity] of [
      ['22', '1'],
      ['80', '2'],
    ]) {
      await page.context().request.post(h.url('/?wc-ajax=add_to_cart'), { form: { product_id: id!, quantity: quantity! } });
    }
    await page.reload();
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForLoadState('networkidle');
    const [shirt, pins] = await page.locator('.xoo-wsc-product').evaluateAll((lines) => lines.map((l) => l.getAttribute('data-key')!));

    // The basket sits at the end of the page: Shift+Tab from the top reaches it.
    await tabTo(page, '.xoo-wsc-basket', 'Shift+Tab');
    await markFocused(page);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.xoo-wsc-container[role="dialog"]');
    await page.waitForFunction(() => document.activeElement?.matches('.xoo-wsch-close'));

    await tabTo(page, '.xoo-wsc-product:first-child .xoo-wsc-plus');
    await markFocused(page);
    await page.keyboard.press('Enter');
    await settled(page, shirt!, '2');
    expect(await focused(page, '.xoo-wsc-plus')).toEqual({ matches: true, key: shirt, same: false });

    await page.keyboard.press('Shift+Tab');
    expect(await focused(page, 'input.xoo-wsc-qty')).toMatchObject({ matches: true, key: shirt });
    await markFocused(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    await settled(page, shirt!, '4');
    expect(await focused(page, '.xoo-wsc-plus')).toEqual({ matches: true, key: shirt, same: false });
    // The focus order goes on from there as before.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page, 'input.xoo-wsc-qty')).toEqual({ matches: true, key: shirt, same: false });

    await tabTo(page, '.xoo-wsc-product:first-child .xoo-wsc-smr-del');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (k) => ![...document.querySelectorAll<HTMLElement>('.xoo-wsc-product')].some((l) => l.dataset.key === k),
      shirt,
    );
    await page.waitForSelector('.xoo-wsc-modal:not(.xoo-wsc-loading)', { state: 'attached' });
    expect(await focused(page, '.xoo-wsc-smr-del')).toEqual({ matches: true, key: pins, same: false });

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.matches('.xoo-wsc-basket'));
    expect(await focused(page, '.xoo-wsc-basket')).toEqual({ matches: true, key: null, same: false });
    h.expectNoConsoleErrors();
  });
});
