// The checkout's order review and address fields in Chromium, on the fixture shop: a country
// switch refreshes the review in place (update_order_review) and rebuilds the state field and the
// address rows for that country; typing waits for the shopper; a stale answer is never painted; a
// cached page's nonce is fetched again; the payment method chosen and the fields typed stay.
import { expect, test } from 'vitest';
import { axe, browserSuite, settled } from '../../../tests/harness.ts';
import {
  ajaxLog,
  billingOrder,
  BILLING,
  openCheckout,
  review,
  reviewSays,
  sameDocument,
  stateField,
  takeCheckoutEvents,
  updatedCheckouts,
  WAIT,
} from './test-page.ts';

browserSuite('checkout order review', (h) => {
  test('a country switch changes the review and the state field in place, for each kind of country', async () => {
    const page = await h.newPage();
    await openCheckout(page, h.url);
    const calls = ajaxLog(page);
    expect(await review(page)).toEqual({ shipping: 'Tarifa plana: $5.00', total: '$15.00' });
    expect(await stateField(page)).toMatchObject({ kind: 'select', label: 'Provincia *', required: true, value: 'M' });

    await page.selectOption('#billing_country', 'FR');
    await reviewSays(page, 'Introduce tu dirección para ver las opciones de envío.');
    expect((await review(page)).total).toBe('$10.00');
    expect(await stateField(page)).toMatchObject({ kind: 'hidden', shown: false, value: '' });
    expect(calls.map((c) => c.endpoint)).toEqual(['update_order_review']);
    expect(calls[0]!.body.get('country')).toBe('FR');
    expect(calls[0]!.body.get('has_full_address')).toBe('false');
    expect(await updatedCheckouts(page)).toBe(1);
    expect(await takeCheckoutEvents(page), 'update_checkout sent for the change, then the review painted once').toEqual([
      'update_checkout:checkout',
      'updated_checkout:checkout',
    ]);
    expect(await axe(page), 'Francia').toEqual([]);

    await page.selectOption('#billing_country', 'US');
    await expect.poll(() => calls.length, WAIT).toBe(2);
    expect(await stateField(page)).toMatchObject({
      kind: 'select',
      label: 'Provincia *',
      required: true,
      ariaRequired: 'true',
      shown: true,
      value: '',
    });
    expect(await page.locator('#billing_state option[value="CA"]').textContent()).toBe('California');
    expect((await page.locator('#billing_postcode_field label').innerText()).replace(/\s+/g, ' ')).toBe('Código postal *');
    // The US lists the postcode after the city and the state (priority 90); España before the city (65).
    expect(await billingOrder(page)).toEqual([
      'first_name',
      'last_name',
      'country',
      'address_1',
      'city',
      'state',
      'postcode',
      'phone',
      'email',
    ]);
    expect(await axe(page), 'Estados Unidos').toEqual([]);

    await page.selectOption('#billing_country', 'GB');
    await expect.poll(() => calls.length, WAIT).toBe(3);
    expect(await stateField(page)).toMatchObject({
      kind: 'text',
      label: 'Provincia (opcional)',
      required: false,
      ariaRequired: null,
      shown: true,
    });

    await page.selectOption('#billing_country', 'ES');
    await reviewSays(page, 'Tarifa plana: $5.00');
    expect((await review(page)).total).toBe('$15.00');
    expect(await stateField(page), "España's province comes back as chosen").toMatchObject({
      kind: 'select',
      label: 'Provincia *',
      value: 'M',
    });
    expect(await billingOrder(page)).toEqual([
      'first_name',
      'last_name',
      'country',
      'address_1',
      'postcode',
      'city',
      'state',
      'phone',
      'email',
    ]);
    expect(calls.map((c) => c.endpoint)).toEqual(Array(4).fill('update_order_review'));
    expect(await sameDocument(page)).toBe(true);
    expect(await axe(page), 'España again').toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('the country select is the browser’s own: typing a name finds the country, and the keyboard stays on it', async () => {
    const page = await h.newPage();
    await openCheckout(page, h.url);
    await page.focus('#billing_country');
    await page.keyboard.type('Francia');
    await reviewSays(page, 'Introduce tu dirección');
    expect(await page.inputValue('#billing_country')).toBe('FR');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing_country');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id), 'the hidden province is skipped').toBe('billing_address_1');
    expect(await page.locator('#billing_country').evaluate((s) => s.tagName)).toBe('SELECT');
    h.expectNoConsoleErrors();
  });

  test('the chosen province survives a reload, and what was typed stays through every refresh', async () => {
    const page = await h.newPage();
    await openCheckout(page, h.url);
    const calls = ajaxLog(page);
    for (const [field, value] of Object.entries(BILLING)) await page.fill(field, value);
    await page.locator('#order_comments').fill('Llamar antes');
    await expect.poll(() => calls.length, WAIT).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const before = calls.length;
    // A payment method chosen asks for no refresh, as with the shop's script; the next refresh carries it.
    await page.locator('#payment_method_cod').check();
    await page.selectOption('#billing_state', 'B');
    await expect.poll(() => calls.length, WAIT).toBe(before + 1);
    expect(calls.at(-1)!.body.get('state')).toBe('B');
    expect(calls.at(-1)!.body.get('payment_method')).toBe('cod');
    await page.waitForLoadState('networkidle');
    expect(calls.length, 'one refresh: the state’s').toBe(before + 1);
    expect(await page.locator('#payment_method_cod').isChecked(), 'the payment method chosen is kept').toBe(true);
    expect(await page.locator('.payment_box.payment_method_cod').isVisible()).toBe(true);
    for (const [field, value] of Object.entries(BILLING)) expect(await page.inputValue(field)).toBe(value);
    expect(await page.inputValue('#order_comments')).toBe('Llamar antes');

    await page.reload();
    await page.waitForSelector('form.checkout[data-island="mounted"]');
    expect(await page.inputValue('#billing_state')).toBe('B');
    expect(await page.inputValue('#billing_city')).toBe('Madrid');
    expect(await page.locator('#payment_method_cod').isChecked()).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('typing waits 1 s after the last key; a change meanwhile makes the answer on its way stale, never painted', async () => {
    const page = await h.newPage();
    await openCheckout(page, h.url);
    const calls = ajaxLog(page);
    for (const field of ['#billing_address_1', '#billing_city']) await page.fill(field, 'x');
    // The last key and the call, both on the page's clock: the test's own clock can run late under load.
    await page
      .locator('#billing_postcode')
      .evaluate((input) => input.addEventListener('input', (e) => ((window as unknown as { lastKey: number }).lastKey = e.timeStamp)));
    await page.locator('#billing_postcode').pressSequentially('28001', { delay: 150 });
    await expect.poll(() => calls.length, WAIT).toBe(1);
    // The call's resource entry exists once its answer has come.
    const gap = () =>
      page.evaluate(() => {
        const call = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('wc-ajax=update_order_review'))
          .at(-1);
        return call ? call.startTime - (window as unknown as { lastKey: number }).lastKey : -1;
      });
    await expect.poll(gap, WAIT).not.toBe(-1);
    expect(await gap(), 'sent a second after the last key').toBeGreaterThanOrEqual(990);
    expect(calls[0]!.body.get('postcode')).toBe('28001');
    await page.waitForLoadState('networkidle');

    // The answer for Francia is held back; España is chosen again meanwhile.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding = true;
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'update_order_review',
      async (route) => {
        if (holding) await held;
        holding = false;
        await route.continue();
      },
    );
    await page.evaluate(() => {
      const painted: string[] = [];
      (window as unknown as { painted: string[] }).painted = painted;
      new MutationObserver(() =>
        painted.push(document.querySelector('.woocommerce-checkout-review-order-table tr.shipping td')?.textContent?.trim() ?? ''),
      ).observe(document.querySelector('#order_review')!, { childList: true, subtree: true });
    });
    await page.selectOption('#billing_country', 'FR');
    await expect.poll(() => calls.length, WAIT).toBe(2);
    await page.selectOption('#billing_country', 'ES');
    await settled(page, { ignore: /update_order_review/ }); // the answer for Francia is held
    expect(calls.length, 'one call on its way at a time').toBe(2);
    release();
    await expect.poll(() => calls.length, WAIT).toBe(3);
    expect(calls[2]!.body.get('country')).toBe('ES');
    await page.waitForLoadState('networkidle');
    await reviewSays(page, 'Tarifa plana: $5.00');
    const painted = await page.evaluate(() => (window as unknown as { painted: string[] }).painted);
    expect(painted.length, 'painted, for España').toBeGreaterThan(0);
    expect(
      painted.filter((p) => p.includes('No hay métodos')),
      'the answer for Francia is never painted',
    ).toEqual([]);
    expect(await updatedCheckouts(page)).toBe(2);
    h.expectNoConsoleErrors();
  });

  test('leaving a field the review has already followed asks nothing more, so the place-order press is not blocked under it', async () => {
    const page = await h.newPage();
    await openCheckout(page, h.url);
    const calls = ajaxLog(page);
    for (const field of ['#billing_address_1', '#billing_city']) await page.fill(field, 'x');
    await page.locator('#billing_postcode').pressSequentially('28001');
    await expect.poll(() => calls.length, WAIT).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    await settled(page);
    expect(calls.length, 'the review already follows the postcode').toBe(1);

    // Typed again and left before the second is up: the review follows at once.
    await page.locator('#billing_postcode').fill('28002');
    await page.keyboard.press('Tab');
    await expect.poll(() => calls.length, { timeout: 800 }).toBe(2);
    expect(calls[1]!.body.get('postcode')).toBe('28002');
    await settled(page);
    expect(calls.length, 'the typing wait asks nothing more').toBe(2);
    h.expectNoConsoleErrors();
  });

  test('a shipping method chosen refreshes the review with it, and the keyboard stays on the radio', async () => {
    const page = await h.newPage();
    await openCheckout(page, h.url);
    const calls = ajaxLog(page);
    // The free shipping coupon makes España's zone offer two methods, as radios.
    await page.click('a.showcoupon');
    await page.fill('#coupon_code', 'enviogratis');
    await page.click('form.checkout_coupon button[name="apply_coupon"]');
    await expect.poll(() => page.locator('input[name="shipping_method[0]"][type="radio"]').count(), WAIT).toBe(2);
    await page.waitForLoadState('networkidle');
    const flat = page.locator('input[name="shipping_method[0]"][value="flat_rate:1"]');
    await flat.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(
        () =>
          calls
            .filter((c) => c.endpoint === 'update_order_review')
            .at(-1)
            ?.body.get('shipping_method[0]'),
        WAIT,
      )
      .toBe('flat_rate:1');
    await expect.poll(async () => (await review(page)).total, WAIT).toBe('$15.00');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c.endpoint === 'update_order_review').length, 'the coupon’s refresh, then the method’s: one each').toBe(2);
    expect(await takeCheckoutEvents(page)).toEqual([
      'update_checkout:checkout',
      'updated_checkout:checkout',
      'update_checkout:checkout',
      'updated_checkout:checkout',
    ]);
    expect(await flat.isChecked()).toBe(true);
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value),
      'focus on the radio the review printed again',
    ).toBe('flat_rate:1');
    expect(await axe(page), 'two shipping methods').toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('a cached page’s nonce is refused once: the page’s own is fetched again and the review follows', async () => {
    const page = await h.newPage();
    let cached = true;
    await page.route(
      (url) => url.pathname === '/finalizar-compra/',
      async (route) => {
        if (route.request().resourceType() !== 'document' || !cached) return route.fallback();
        cached = false;
        const response = await route.fetch();
        const html = (await response.text()).replace(/"update_order_review_nonce":"\w+"/, '"update_order_review_nonce":"caducado00"');
        await route.fulfill({ response, body: html });
      },
    );
    await openCheckout(page, h.url);
    const calls = ajaxLog(page);
    await page.selectOption('#billing_country', 'FR');
    await reviewSays(page, 'Introduce tu dirección');
    expect(calls.map((c) => [c.endpoint, c.body.get('security')])).toEqual([
      ['update_order_review', 'caducado00'],
      ['update_order_review', expect.stringMatching(/^[0-9a-f]{10}$/)],
    ]);
    expect(await page.locator('.islands-review-error').count()).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/update_order_review: HTTP 403/, /status of 403/] });
  });

  test('a refresh that fails says so above the review, keeps everything typed and tries again on request', async () => {
    const page = await h.newPage();
    await openCheckout(page, h.url);
    await page.fill('#billing_first_name', 'Ana');
    let offline = true;
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'update_order_review',
      (route) => {
        if (!offline) return route.continue();
        offline = false;
        return route.abort('internetdisconnected');
      },
    );
    await page.selectOption('#billing_country', 'FR');
    const failure = page.locator('.islands-review-error[role="alert"]');
    await failure.waitFor();
    expect(await failure.innerText()).toContain('No se ha podido actualizar el resumen del pedido. Probablemente estás desconectado.');
    expect(await page.inputValue('#billing_first_name')).toBe('Ana');
    expect(await page.locator('.woocommerce-checkout-review-order-table').getAttribute('aria-busy')).toBeNull();
    expect(await axe(page)).toEqual([]);
    await failure.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await reviewSays(page, 'Introduce tu dirección');
    expect(await failure.count()).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/Refreshing the order review failed/, /ERR_INTERNET_DISCONNECTED/] });
  });
});
