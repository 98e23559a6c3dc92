// WooCommerce's error notices in Chromium: the fixture checkout's server-rendered errors, and the
// list the real shop prints (fixtures/recorded/cart-with-items.html, unmodified), each pass axe
// with its best practices (aria-allowed-role is one) once the shop-page island has mounted: a list
// of errors inside an alert, the alert focused after the shop's 500 ms.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, type AxeViolation } from '../../../tests/harness.ts';
import { recordedUrl, serveRecorded } from '../../../tests/recorded.ts';

const RULES = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } };

/** axe's violations on the page's notices (other parts of a recorded page are not ours to judge). */
async function noticeViolations(page: Page): Promise<AxeViolation[]> {
  const found = await axe(page, RULES);
  const inNotices = await Promise.all(
    found.map(async (v) => ({
      ...v,
      nodes: (
        await Promise.all(
          v.nodes.map(async (n) =>
            (await page.evaluate((sel) => !!document.querySelector(sel)?.closest('.woocommerce-notices-wrapper'), n)) ? n : null,
          ),
        )
      ).filter((n): n is string => n !== null),
    })),
  );
  return inNotices.filter((v) => v.nodes.length);
}

/** The alert's role, its focus and what a screen reader finds inside it. */
const alertState = (page: Page) =>
  page.evaluate(() => {
    const alert = document.querySelector('.woocommerce-notices-wrapper [role="alert"]')!;
    const list = alert.querySelector('ul.woocommerce-error')!;
    return {
      alertTag: alert.tagName,
      listRole: list.getAttribute('role'),
      items: list.querySelectorAll(':scope > li').length,
      focused: document.activeElement === alert,
    };
  });

browserSuite('shop notices', (h) => {
  test('the fixture checkout posted with empty fields shows its errors as a list inside an alert, focused, with no axe violation', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/?add-to-cart=22'));
    await page.waitForLoadState('networkidle');
    await page.goto(h.url('/finalizar-compra/'));
    await page.waitForSelector('form.checkout[data-island="mounted"]');
    await page.waitForLoadState('networkidle'); // leaving earlier would abort the page's idle chunks
    // form.submit() skips the checkout island's own field checks, so the server judges the post;
    // it sends no submit button, so the button's name goes in as a field.
    await Promise.all([
      page.waitForURL(h.url('/finalizar-compra/')),
      page.locator('form.checkout').evaluate((form: HTMLFormElement) => {
        form.insertAdjacentHTML('beforeend', '<input type="hidden" name="woocommerce_checkout_place_order" value="Realizar el pedido">');
        form.submit();
      }),
    ]);
    await page.waitForSelector('body[data-island="mounted"]');
    const alert = page.getByRole('alert').filter({ hasText: 'es un campo obligatorio' });
    expect((await alert.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Nombre de facturación es un campo obligatorio.',
      'Apellidos de facturación es un campo obligatorio.',
      'Dirección de la calle de facturación es un campo obligatorio.',
      'Localidad / Ciudad de facturación es un campo obligatorio.',
      'Código postal de facturación es un campo obligatorio.',
      'Teléfono de facturación es un campo obligatorio.',
      'Dirección de correo electrónico de facturación es un campo obligatorio.',
    ]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await alertState(page)).toEqual({ alertTag: 'DIV', listRole: null, items: 7, focused: true });
    // Fetched for the page with the errors only (shop-page.ts), not for the checkout before it.
    expect(h.log(page).scripts.filter((u) => /\/chunks\/notices-[A-Z0-9]+\.js$/.test(u))).toHaveLength(1);
    expect(await axe(page, RULES), 'the whole checkout with its errors').toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('the real shop\'s <ul class="woocommerce-error" role="alert"> becomes a list inside an alert, focused, with no axe violation', async () => {
    const page = await h.newPage();
    await serveRecorded(h, page, { file: 'cart-with-items', path: '/carrito/', cart: ['22'] });
    // The page as WooCommerce prints it, read from the answer: by the load event the island may have
    // changed it already.
    const html = await (await page.goto(recordedUrl('/carrito/')))!.text();
    expect(html.match(/<ul class="woocommerce-error" role="alert">/g), 'as WooCommerce prints it').toHaveLength(1);
    await page.waitForSelector('body[data-island="mounted"]');
    expect(await page.locator('ul.woocommerce-error').getAttribute('class'), 'its classes are kept for the shop stylesheet').toBe(
      'woocommerce-error',
    );
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await alertState(page)).toEqual({ alertTag: 'DIV', listRole: null, items: 1, focused: true });
    expect(await page.getByRole('alert').getByRole('listitem').textContent()).toContain(
      'no tenemos suficientes existencias de «Camiseta básica»',
    );
    expect(await noticeViolations(page)).toEqual([]);
  });
});
