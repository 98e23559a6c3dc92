// The classic checkout's inline field checks in Chromium, against the fixture shop's checkout.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite } from '../../../tests/harness.ts';
import { pressAndRelease } from '../../../tests/pointer.ts';

const FIELDS: Record<string, string> = {
  '#billing_first_name': 'Ana',
  '#billing_last_name': 'López',
  '#billing_address_1': 'Calle Mayor 1',
  '#billing_city': 'Madrid',
  '#billing_postcode': '28001',
  '#billing_phone': '600000000',
  '#billing_email': 'ana@example.com',
};

/** What a field says about itself: its row's classes, aria-invalid and the text it is described by. */
const field = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((input) => {
    const row = input.closest('.form-row')!;
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return {
      invalid: row.classList.contains('woocommerce-invalid'),
      validated: row.classList.contains('woocommerce-validated'),
      ariaInvalid: input.getAttribute('aria-invalid'),
      says: described.map((d) => document.getElementById(d)?.textContent ?? `(missing #${d})`),
    };
  });

browserSuite('checkout fields', (h) => {
  async function checkout(): Promise<Page> {
    const page = await h.newPage();
    await page.goto(h.url('/?add-to-cart=22'));
    await page.waitForLoadState('networkidle');
    await page.goto(h.url('/finalizar-compra/'));
    await page.waitForSelector('form.checkout[data-island="mounted"]');
    return page;
  }

  test('a required field left empty says so beside it, and the message goes once it is filled', async () => {
    const page = await checkout();
    await page.focus('#billing_first_name');
    await page.focus('#billing_last_name');
    expect(await field(page, 'billing_first_name')).toEqual({
      invalid: true,
      validated: false,
      ariaInvalid: 'true',
      says: ['Nombre es un campo obligatorio'],
    });
    expect(await axe(page), 'the error state is accessible').toEqual([]);
    await page.locator('#billing_first_name').pressSequentially('A');
    expect(await field(page, 'billing_first_name'), 'typing clears it at once').toEqual({
      invalid: false,
      validated: true,
      ariaInvalid: null,
      says: [],
    });
    h.expectNoConsoleErrors();
  });

  test("a malformed email says 'No válido' when left, not while it is typed", async () => {
    const page = await checkout();
    await page.locator('#billing_email').pressSequentially('ana@');
    expect((await field(page, 'billing_email')).invalid, 'not judged while typing').toBe(false);
    await page.focus('#billing_phone');
    expect(await field(page, 'billing_email')).toMatchObject({ invalid: true, ariaInvalid: 'true', says: ['No válido'] });
    await page.locator('#billing_email').pressSequentially('example.com');
    expect(await field(page, 'billing_email')).toMatchObject({ invalid: false, validated: true, says: [] });
    h.expectNoConsoleErrors();
  });

  test('placing the order with empty required fields posts it: the shop’s list takes focus and the fields stay marked; filled, it places the order', async () => {
    const page = await checkout();
    await page.fill('#billing_email', 'ana@example.com');
    const posted = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await page.click('#place_order');
    expect(((await (await posted).json()) as { result: string }).result, 'the shop judged it').toBe('failure');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('.woocommerce-NoticeGroup-checkout [role="alert"]')))
      .toBe(true);
    expect(await page.locator('.woocommerce-NoticeGroup-checkout li[data-id] a').count(), 'one linked line per field').toBe(6);
    expect(await page.locator('.woocommerce-invalid').count()).toBe(6);
    expect(await field(page, 'billing_first_name'), 'the shop’s line beside the field').toEqual({
      invalid: true,
      validated: false,
      ariaInvalid: 'true',
      says: ['Nombre de facturación es un campo obligatorio.'],
    });
    expect(await page.inputValue('#billing_email'), 'what was typed is kept').toBe('ana@example.com');
    expect(await axe(page), 'the refused order is accessible').toEqual([]);

    for (const [selector, value] of Object.entries(FIELDS)) await page.fill(selector, value);
    await Promise.all([page.waitForURL(/\/finalizar-compra\/pedido-recibido\/\d+\//), page.click('#place_order')]);
    expect(await page.locator('.woocommerce-thankyou-order-received').textContent()).toBe('Gracias. Tu pedido ha sido recibido.');
    await page.waitForLoadState('networkidle');
    h.expectNoConsoleErrors();
  });

  test("a mouse press on 'Realizar el pedido' that leaves a wrong field lands: the first press posts the order, refused with the field's line, the next places it", async () => {
    const page = await checkout();
    // The whole form in view, unscrolled: scrolled, Chromium's scroll anchoring can hide the move.
    await page.setViewportSize({ width: 1280, height: 1900 });
    await page.evaluate(() => {
      const form = document.querySelector('form.checkout')!;
      (window as unknown as { submits: number }).submits = 0;
      form.addEventListener('submit', () => (window as unknown as { submits: number }).submits++, { capture: true });
    });
    for (const [selector, value] of Object.entries(FIELDS)) await page.fill(selector, value);
    await page.fill('#billing_email', '');
    await page.locator('#billing_email').pressSequentially('ana@example');
    // Leaving the email adds 'No válido' above the button: pressed at its top edge, the button slides down away.
    const posted = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await pressAndRelease(page, '#place_order', 'top');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { submits: number }).submits), { message: 'the press was a click' })
      .toBe(1);
    expect(((await (await posted).json()) as { result: string }).result).toBe('failure');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.woocommerce-NoticeGroup-checkout'))).toBe(true);
    expect(await field(page, 'billing_email')).toMatchObject({
      invalid: true,
      says: ['Dirección de correo electrónico de facturación no es una dirección de correo electrónico válida.'],
    });
    // Refused, every field not marked is checked again, as the shop's checkout does: the order notes, optional and left alone, pass.
    expect(await field(page, 'order_comments')).toEqual({ invalid: false, validated: true, ariaInvalid: null, says: [] });
    await page.locator('#billing_email').pressSequentially('.com');
    expect(await field(page, 'billing_email'), 'typing it right clears the mark').toMatchObject({ invalid: false, says: [] });
    await Promise.all([page.waitForURL(/\/finalizar-compra\/pedido-recibido\/\d+\//), pressAndRelease(page, '#place_order', 'bottom')]);
    await page.waitForLoadState('networkidle');
    h.expectNoConsoleErrors();
  });

  test('a checkout form taken out of the page is left as its island last painted it; put back, it is checked afresh', async () => {
    const page = await checkout();
    await page.focus('#billing_first_name');
    await page.focus('#billing_last_name');
    expect((await field(page, 'billing_first_name')).invalid).toBe(true);
    const removed = await page.evaluate(async () => {
      const form = document.querySelector<HTMLFormElement>('form.checkout')!;
      const place = { parent: form.parentElement!, next: form.nextSibling };
      form.remove();
      await new Promise((r) => setTimeout(r, 0)); // the runtime's MutationObserver unmounts it
      const name = form.querySelector<HTMLInputElement>('#billing_first_name')!;
      name.value = 'Ana';
      name.dispatchEvent(new Event('input', { bubbles: true })); // its island would clear the error
      const left = {
        island: form.getAttribute('data-island'),
        invalid: name.closest('.form-row')!.classList.contains('woocommerce-invalid'),
      };
      place.parent.insertBefore(form, place.next);
      return left;
    });
    expect(removed).toEqual({ island: null, invalid: true });
    await page.waitForSelector('form.checkout[data-island="mounted"]');
    await page.locator('#billing_first_name').pressSequentially('a');
    expect(await field(page, 'billing_first_name')).toMatchObject({ invalid: false, validated: true, says: [] });
    h.expectNoConsoleErrors();
  });

  test('a hidden shipping address is not asked for; a required terms box is, until it is ticked', async () => {
    const page = await checkout();
    // The address typed in full refreshes the order review, which prints the payment area again:
    // the boxes below go in once that is done.
    const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    for (const [selector, value] of Object.entries(FIELDS)) await page.fill(selector, value);
    await reviewed;
    await page.waitForLoadState('networkidle');
    // The fixture prints the shipping fields, hidden while 'ship to a different address' is off;
    // a terms box is added as WooCommerce prints it, inside its label, without an input wrapper.
    await page.evaluate(() => {
      const form = document.querySelector('form.checkout')!;
      form.querySelector('.woocommerce-terms-and-conditions-wrapper')!.insertAdjacentHTML(
        'beforeend',
        `
        <p class="form-row validate-required"><label class="woocommerce-form__label-for-checkbox checkbox">
          <input type="checkbox" class="input-checkbox" name="terms" id="terms"> <span>He leído y estoy de acuerdo con los términos</span>&nbsp;<span class="required">*</span>
        </label><input type="hidden" name="terms-field" value="1"></p>`,
      );
    });
    const posted = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await page.click('#place_order');
    expect(((await (await posted).json()) as { result: string }).result, 'the shop refuses it').toBe('failure');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.woocommerce-NoticeGroup-checkout'))).toBe(true);
    expect(await field(page, 'terms')).toMatchObject({
      invalid: true,
      ariaInvalid: 'true',
      says: ['Por favor, lee y acepta los términos y condiciones para continuar con tu pedido.'],
    });
    expect(await field(page, 'shipping_city'), 'the hidden row is left alone').toMatchObject({ invalid: false, says: [] });
    await page.check('#terms');
    expect((await field(page, 'terms')).invalid).toBe(false);
    await Promise.all([page.waitForURL(/\/finalizar-compra\/pedido-recibido\/\d+\//), page.click('#place_order')]);
    await page.waitForLoadState('networkidle');
    h.expectNoConsoleErrors();
  });
});
