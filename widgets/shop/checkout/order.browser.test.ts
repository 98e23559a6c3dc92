// Placing the order and the coupon form on the fixture checkout, in Chromium: the order goes through
// wc-ajax=checkout and reaches the order-received page, stored with its attribution; a failure
// keeps every field and shows the shop's messages at the top, focused; an answer that never came
// is never sent again by itself; the coupon applies and goes in place; without JavaScript the form
// posts, a country included.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, settled } from '../../../tests/harness.ts';
import { shopServer } from '../../../tests/shop-server.ts';
import { ajaxLog, BILLING, openCheckout, reviewSays, sameDocument, WAIT } from './test-page.ts';

const values = (page: Page) => Promise.all(Object.keys(BILLING).map((field) => page.inputValue(field)));

browserSuite('checkout order', (h) => {
  const shop = shopServer();

  async function filled(): Promise<Page> {
    const page = await h.newPage();
    await openCheckout(page, shop.url);
    // The review follows the address once its typing wait is up (a payment method chosen asks for none).
    const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    for (const [field, value] of Object.entries(BILLING)) await page.fill(field, value);
    await page.locator('#payment_method_cod').check();
    await reviewed;
    await page.waitForLoadState('networkidle');
    return page;
  }

  test('the order goes through wc-ajax=checkout to the order-received page, stored with its attribution', async () => {
    const page = await filled();
    const calls = ajaxLog(page);
    await Promise.all([page.waitForURL(/\/finalizar-compra\/pedido-recibido\/\d+\/\?key=wc_order_/), page.click('#place_order')]);
    expect(calls.filter((c) => c.endpoint === 'checkout')).toHaveLength(1);
    const posted = calls.find((c) => c.endpoint === 'checkout')!.body;
    expect(posted.get('wc_order_attribution_source_type')).toBe('typein');
    expect(posted.has('woocommerce_checkout_place_order'), 'the fields as the shop serialises them, no button').toBe(false);
    const order = shop.order(Number(/pedido-recibido\/(\d+)\//.exec(page.url())![1]));
    expect(order?.billing).toMatchObject({ first_name: 'Ana', email: 'ana@example.com', country: 'ES', state: 'M' });
    expect(order?.attribution).toMatchObject({ source_type: 'typein', utm_source: '(direct)', session_pages: expect.any(String) });
    expect(order?.totals).toEqual({ subtotal: 10, discount: 0, shipping: 5, total: 15 });
    expect(await page.locator('.woocommerce-thankyou-order-received').textContent()).toBe('Gracias. Tu pedido ha sido recibido.');
    h.expectNoConsoleErrors();
  });

  test('a postcode typed, then the place-order button pressed at once and held: the press places the order, no refresh covers the button under it, neither the blur’s nor the typing wait’s', async () => {
    const page = await h.newPage();
    await openCheckout(page, shop.url);
    // The typed address's refresh over, so the button pressed is the one that stays (a payment method chosen asks for none).
    const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    for (const [field, value] of Object.entries(BILLING)) await page.fill(field, value);
    await reviewed;
    await page.locator('#payment_method_cod').check();
    await settled(page);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
    const calls = ajaxLog(page);
    await page.locator('#billing_postcode').fill('28002');
    await page.locator('#place_order').scrollIntoViewIfNeeded();
    // The press leaves the postcode field before the typing wait (1000 ms) is up, and outlasts it.
    const box = (await page.locator('#place_order').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const pressed = Date.now();
    await page.mouse.down();
    await page.waitForTimeout(1200); // the shopper's press itself, held past the typing wait
    const released = Date.now();
    await Promise.all([page.waitForURL(/\/finalizar-compra\/pedido-recibido\//, WAIT), page.mouse.up()]);
    const duringPress = calls.filter((c) => c.endpoint === 'update_order_review' && c.at >= pressed && c.at <= released);
    expect(duringPress, 'no refresh asked under the press').toEqual([]);
    expect(calls.filter((c) => c.endpoint === 'checkout').map((c) => c.body.get('billing_postcode'))).toEqual(['28002']);
    h.expectNoConsoleErrors();
  });

  test('a failure shows the shop’s messages at the top, focused, with every field kept; a message about a field links to it and marks it', async () => {
    const page = await filled();
    await page.selectOption('#billing_country', 'FR');
    await reviewSays(page, 'No hay métodos de envío disponibles.');
    await page.click('#place_order');
    const group = page.locator('form.checkout > .woocommerce-NoticeGroup-checkout [role="alert"]');
    await group.waitFor();
    expect(await group.innerText()).toContain('No hay métodos de envío disponibles.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.woocommerce-NoticeGroup-checkout .woocommerce-error')), WAIT)
      .toBe(true);
    expect(await values(page)).toEqual(Object.values(BILLING));
    expect(await page.inputValue('#billing_country')).toBe('FR');
    expect(await sameDocument(page)).toBe(true);
    expect(await axe(page), 'the failed order').toEqual([]);

    // The real shop's answer for a field it refuses (WooCommerce 10: each item names its field).
    const isCheckout = (url: URL) => url.searchParams.get('wc-ajax') === 'checkout';
    await page.route(isCheckout, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          result: 'failure',
          refresh: false,
          reload: false,
          messages:
            '\n<ul class="woocommerce-error" role="alert">\n\t\t\t<li data-id="billing_postcode">\n\t\t\t<strong>Facturación Código postal</strong> no es un código postal válido.\t\t</li>\n\t</ul>\n',
        }),
      }),
    );
    await page.click('#place_order');
    const link = page
      .locator('.woocommerce-NoticeGroup-checkout')
      .getByRole('link', { name: 'Facturación Código postal no es un código postal válido.' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('#billing_postcode');
    expect(await page.locator('.woocommerce-NoticeGroup-checkout').count(), 'the earlier notice went').toBe(1);
    expect(await page.locator('#billing_postcode_field').getAttribute('class')).toContain('woocommerce-invalid');
    expect(await page.locator('#billing_postcode').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#billing_postcode-description').textContent()).toBe(
      'Facturación Código postal no es un código postal válido.',
    );
    expect(await axe(page), 'a field refused').toEqual([]);
    await page.unroute(isCheckout);

    // Put right, the same form places the order.
    await page.selectOption('#billing_country', 'ES');
    await reviewSays(page, 'Tarifa plana');
    await Promise.all([page.waitForURL(/pedido-recibido/), page.click('#place_order')]);
    h.expectNoConsoleErrors();
  });

  test('an answer that never comes is not sent again: the shopper is told, and the cart says it was placed', async () => {
    const page = await filled();
    const calls = ajaxLog(page);
    // The shop places the order, but its answer is lost on the way back (a 502 from a proxy).
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'checkout',
      async (route) => {
        await route.fetch();
        await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
      },
    );
    await page.click('#place_order');
    const group = page.locator('.woocommerce-NoticeGroup-checkout [role="alert"]');
    await group.waitFor();
    expect(await group.innerText()).toContain('No ha llegado la respuesta de la tienda. El servidor ha respondido con un error (502).');
    expect(await group.innerText()).toContain('Comprueba si hay cargos en tu método de pago');
    await expect.poll(() => group.innerText(), WAIT).toContain('Tu carrito ya está vacío: el pedido sí se ha realizado.');
    expect(
      calls.filter((c) => c.endpoint === 'checkout'),
      'sent once',
    ).toHaveLength(1);
    expect(await values(page)).toEqual(Object.values(BILLING));
    expect(await sameDocument(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors({ ignore: [/Placing the order failed/, /HTTP 502/, /status of 502/] });
  });

  test('offline or timed out, nothing is sent twice; a cart still full says the order was not placed and may be retried', async () => {
    const page = await filled();
    const calls = ajaxLog(page);
    let cut = true;
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'checkout',
      (route) => {
        if (!cut) return route.continue();
        cut = false;
        return route.abort('connectionreset');
      },
    );
    await page.dblclick('#place_order');
    const group = page.locator('.woocommerce-NoticeGroup-checkout [role="alert"]');
    await expect
      .poll(() => group.innerText().catch(() => ''), WAIT)
      .toContain('Tu carrito sigue como estaba: el pedido no se ha realizado.');
    expect(
      calls.filter((c) => c.endpoint === 'checkout'),
      'a double click sends one order',
    ).toHaveLength(1);

    await page.context().setOffline(true);
    await page.click('#place_order');
    await expect.poll(() => group.innerText(), WAIT).toContain('Tu pedido no se ha enviado. Probablemente estás desconectado.');
    expect(
      calls.filter((c) => c.endpoint === 'checkout'),
      'nothing sent offline',
    ).toHaveLength(1);
    await page.context().setOffline(false);
    await Promise.all([page.waitForURL(/pedido-recibido/), page.click('#place_order')]);
    h.expectNoConsoleErrors({ ignore: [/Placing the order failed/, /ERR_CONNECTION_RESET/] });
  });

  test('a gateway bound to checkout_place_order_{method} can hold the order while it works, as with WooCommerce', async () => {
    const page = await h.newPage();
    // A stand-in for the site's jQuery (the fixture pages print none): triggerHandler returns what
    // the last handler bound with .on() returned, as jQuery's does.
    await page.addInitScript(() => {
      type Handler = (event: { type: string }, ...args: unknown[]) => unknown;
      const handlers = new Map<string, Handler[]>();
      const $ = (el: unknown) => ({
        0: el,
        jquery: 'stand-in',
        // As jQuery's: an event object's own fields reach the handlers (the bundle marks its own).
        trigger(event: string | { type: string }, args: unknown[] = []) {
          const e = typeof event === 'string' ? { type: event } : { ...event };
          for (const h of handlers.get(e.type) ?? []) h(e, ...args);
        },
        triggerHandler(name: string, args: unknown[] = []) {
          let result: unknown;
          for (const h of handlers.get(name) ?? []) result = h({ type: name }, ...args);
          return result;
        },
        on(name: string, h: Handler) {
          handlers.set(name, [...(handlers.get(name) ?? []), h]);
        },
        off(name: string, h: Handler) {
          handlers.set(
            name,
            (handlers.get(name) ?? []).filter((x) => x !== h),
          );
        },
      });
      const asked: string[] = [];
      const ask = (event: { type: string }, checkout: unknown) =>
        void asked.push(`${event.type}:${(checkout as { get_payment_method(): string }).get_payment_method()}`);
      $(null).on('checkout_place_order', ask);
      // The gateway holds the order while it works (a card being tokenised, say).
      $(null).on('checkout_place_order_cod', (event: { type: string }, checkout: unknown) => {
        ask(event, checkout);
        return (window as unknown as { holding: boolean }).holding ? false : undefined;
      });
      Object.assign(window, { jQuery: $, asked, holding: true });
    });
    await openCheckout(page, shop.url);
    // The review follows the address once its typing wait is up (a payment method chosen asks for none).
    const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    for (const [field, value] of Object.entries(BILLING)) await page.fill(field, value);
    await page.locator('#payment_method_cod').check();
    await reviewed;
    await page.waitForLoadState('networkidle');
    const calls = ajaxLog(page);
    const asked = () => page.evaluate(() => (window as unknown as { asked: string[] }).asked.splice(0));
    await page.click('#place_order');
    await expect.poll(asked, WAIT).toEqual(['checkout_place_order:cod', 'checkout_place_order_cod:cod']);
    await settled(page);
    expect(
      calls.filter((c) => c.endpoint === 'checkout'),
      'the gateway held the order',
    ).toHaveLength(0);
    expect(await page.locator('form.checkout').getAttribute('class')).not.toContain('processing');
    await page.evaluate(() => ((window as unknown as { holding: boolean }).holding = false));
    await Promise.all([page.waitForURL(/pedido-recibido/), page.click('#place_order')]);
    expect(calls.filter((c) => c.endpoint === 'checkout')).toHaveLength(1);
    h.expectNoConsoleErrors();
  });

  test('a javascript: redirect is not followed; a payment gateway on another site is', async () => {
    const page = await filled();
    const answers = ['javascript:document.title="pwned"', 'https://pasarela.example/pagar?pedido=77'];
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'checkout',
      (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ result: 'success', redirect: answers.shift() }) }),
    );
    await page.route('https://pasarela.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Pasarela</title><p>Pago</p>' }),
    );
    await page.click('#place_order');
    await page.locator('.woocommerce-NoticeGroup-checkout').getByText('no la hemos abierto').waitFor();
    expect(await page.title()).not.toBe('pwned');
    expect(await sameDocument(page)).toBe(true);
    // The shopper tries again; the shop now sends them to its payment gateway, as PayPal's does.
    await Promise.all([page.waitForURL('https://pasarela.example/pagar?pedido=77'), page.click('#place_order')]);
    h.expectNoConsoleErrors({ ignore: [/redirect is not an http\(s\) address/] });
  });

  test('the coupon form applies in place and the review follows; a refused code stays typed, said beside it; [Eliminar] removes it', async () => {
    const page = await h.newPage();
    await openCheckout(page, shop.url);
    const calls = ajaxLog(page);
    await page.click('a.showcoupon');
    await page.fill('#coupon_code', 'noexiste');
    await page.click('form.checkout_coupon button[name="apply_coupon"]');
    const refused = page.locator('#coupon-error-notice[role="alert"]');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('El cupón «noexiste» no se puede aplicar porque no existe.');
    expect(await page.inputValue('#coupon_code')).toBe('noexiste');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
    expect(await page.locator('#coupon_code').getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect(await axe(page), 'a refused code').toEqual([]);

    await page.fill('#coupon_code', 'descuento10');
    await page.click('form.checkout_coupon button[name="apply_coupon"]');
    await page.locator('.woocommerce-message', { hasText: 'El código de cupón se ha aplicado correctamente.' }).waitFor();
    await expect.poll(() => page.locator('.woocommerce-checkout-review-order-table tr.cart-discount').count(), WAIT).toBe(1);
    expect(await page.locator('form.checkout_coupon').isVisible()).toBe(false);
    expect(await page.locator('a.showcoupon').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.woocommerce-checkout-review-order-table tr.order-total').innerText()).toContain('$14.00');
    const review = calls.filter((c) => c.endpoint === 'update_order_review').at(-1)!;
    expect(review.body.has('shipping_method[0]'), 'a coupon keeps the shipping method').toBe(false);
    expect(await axe(page), 'a coupon applied').toEqual([]);

    await page.locator('.woocommerce-remove-coupon').click();
    await page.locator('.woocommerce-message', { hasText: 'El cupón ha sido eliminado.' }).waitFor();
    await expect.poll(() => page.locator('.woocommerce-checkout-review-order-table tr.cart-discount').count(), WAIT).toBe(0);
    // Each answer, a refused code's too, is followed by the review, as in the shop.
    expect(calls.map((c) => c.endpoint)).toEqual([
      'apply_coupon',
      'update_order_review',
      'apply_coupon',
      'update_order_review',
      'remove_coupon',
      'update_order_review',
    ]);
    expect(await sameDocument(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('without JavaScript: "Actualizar país/región" prints the form for Francia, and the order is placed by the form post', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(shop.url('/?add-to-cart=22'));
    await page.goto(shop.url('/finalizar-compra/'));
    for (const [field, value] of Object.entries(BILLING)) await page.fill(field, value);
    await page.selectOption('#billing_country', 'FR');
    await Promise.all([page.waitForLoadState('load'), page.click('button[value="Actualizar país/región"]')]);
    expect(await page.inputValue('#billing_country')).toBe('FR');
    expect(await page.locator('#billing_state').getAttribute('type')).toBe('hidden');
    expect(await page.inputValue('#billing_first_name')).toBe('Ana');
    expect(await page.locator('tr.shipping td').innerText()).toContain('No hay métodos de envío disponibles.');
    await page.selectOption('#billing_country', 'ES');
    await page.click('button[value="Actualizar país/región"]');
    await page.waitForLoadState('load');
    await page.selectOption('#billing_state', 'V');
    await Promise.all([page.waitForURL(/pedido-recibido/), page.click('#place_order')]);
    const order = shop.order(Number(/pedido-recibido\/(\d+)\//.exec(page.url())![1]));
    expect(order?.billing).toMatchObject({ country: 'ES', state: 'V', first_name: 'Ana' });
  });
});
