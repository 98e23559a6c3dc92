// More of the shop through the real plugins with the plugin active: product tabs and a review
// that needs its rating, the checkout's required fields then an order with cash on delivery that
// WooCommerce stores with its order attribution, a comment reply; and each with JavaScript off.
import { expect, test } from 'vitest';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite } from '../real-site.ts';
import { fillBilling, orderMeta } from './helpers.ts';

realSiteSuite('Product, checkout and comments on the real site with the plugin', (site) => {
  test('tabs open by click, a review is refused without its rating and posted with it', async () => {
    const page = await site.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
    await page.goto(site.url('/producto/camiseta-basica/'));
    await expectHydrated(page, '.woocommerce-tabs');
    expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
    await page.locator('.woocommerce-tabs [role="tab"][aria-controls="tab-reviews"]').click();
    expect(await page.locator('#tab-reviews').isVisible()).toBe(true);
    expect(await page.locator('#tab-description').isVisible()).toBe(false);

    await expectHydrated(page, 'select#rating');
    const text = `Reseña real ${Date.now()}`;
    await page.fill('#comment', text);
    await page.fill('#author', 'Ana');
    await page.fill('#email', 'ana@example.com');
    await page.locator('#review_form #submit').click();
    // wc_single_product_params.i18n_required_rating_text, as WooCommerce's own script says it.
    await expect.poll(() => dialogs).toEqual(['Por favor elige una puntuación']);
    expect(new URL(page.url()).pathname).toBe('/producto/camiseta-basica/');

    await page.locator('#review_form .stars a.star-4').click();
    expect(await page.inputValue('select#rating')).toBe('4');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#review_form #submit').click()]);
    expect(await page.locator('.commentlist').textContent()).toContain(text);
    site.expectNoConsoleErrors();
  });

  test('checkout: the required fields are refused by the shop, then an order with cash on delivery holds its order attribution', async () => {
    const page = await site.newPage();
    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    await expectHydrated(page, 'form.checkout.woocommerce-checkout');
    // The checkout's own scripts (order review, AJAX order, country select) and order
    // attribution are the bundle's: nothing on the page needs jQuery.
    const report = await site.report(page);
    expect(report?.replaced).toEqual(expect.arrayContaining(['wc-checkout', 'wc-order-attribution', 'sourcebuster-js']));
    expect(report?.jquery).toBeNull();
    expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);

    // The empty required fields go to the shop, as with WooCommerce's script (its validation is where
    // plugins add theirs): its list of what is missing is shown and takes focus, the fields are marked.
    const orders: string[] = [];
    page.on('request', (r) => void (r.url().includes('wc-ajax=checkout') && orders.push(r.url())));
    await page.locator('#place_order').click();
    const list = page.locator('.woocommerce-NoticeGroup-checkout [role="alert"]');
    await expect.poll(() => list.textContent(), { timeout: 15_000 }).toContain('Facturación Nombre es un campo requerido.');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.woocommerce-NoticeGroup-checkout'))).toBe(true);
    expect(await page.locator('#billing_first_name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.woocommerce-billing-fields [aria-invalid="true"]').count()).toBeGreaterThanOrEqual(6);
    expect(orders, 'one order post, refused by the shop').toHaveLength(1);

    const email = `pedido-${Date.now()}@example.com`;
    await fillBilling(page, email);
    await page.locator('#payment_method_cod').check();
    await Promise.all([page.waitForURL(/order-received\/\d+/, { timeout: 20_000 }), page.locator('#place_order').click()]);
    const meta = orderMeta(site, page.url());
    expect(meta).toMatchObject({
      payment_method: 'cod',
      email,
      _wc_order_attribution_source_type: 'typein',
      _wc_order_attribution_utm_source: '(direct)',
      _wc_order_attribution_session_entry: site.url(`/?add-to-cart=${site.ids.mug_id}`),
      _wc_order_attribution_device_type: 'Desktop',
    });
    expect(Number(meta._wc_order_attribution_session_pages)).toBeGreaterThanOrEqual(2);
    site.expectNoConsoleErrors();
  });

  test('comment reply: the form moves under the comment, cancel brings it back, the reply is posted', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/resena-mejor-hosting/'));
    await expectHydrated(page, 'div#respond.comment-respond');
    const reply = page.locator('.comment-reply-link').first();
    const parent = await reply.getAttribute('data-commentid');
    await reply.click();
    expect(await page.locator(`#comment-${parent} #respond`).count(), 'the form is under the comment').toBe(1);
    expect(await page.inputValue('#comment_parent')).toBe(parent);
    await page.locator('#cancel-comment-reply-link').click();
    expect(await page.locator(`#comment-${parent} #respond`).count()).toBe(0);
    expect(await page.inputValue('#comment_parent')).toBe('0');

    await reply.click();
    const text = `Respuesta real ${Date.now()}`;
    await page.fill('#comment', text);
    await page.fill('#author', 'Luis');
    await page.fill('#email', 'luis@example.com');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#respond #submit').click()]);
    const posted = new URL(page.url()).hash;
    expect(await page.locator(`#comment-${parent} > .children > ${posted}`).textContent()).toContain(text);
    site.expectNoConsoleErrors();
  });

  test('JavaScript off: the review with its rating, the checkout with cash on delivery, a comment reply', async () => {
    const page = await site.newPage({ javaScript: false });
    await page.goto(site.url('/producto/camiseta-basica/'));
    const review = `Reseña sin JavaScript ${Date.now()}`;
    await page.selectOption('select#rating', '5');
    await page.fill('#comment', review);
    await page.fill('#author', 'Eva');
    await page.fill('#email', 'eva@example.com');
    await page.locator('#review_form #submit').click();
    await page.waitForLoadState('load');
    expect(await page.locator('.commentlist').textContent()).toContain(review);

    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    const email = `sin-js-${Date.now()}@example.com`;
    await fillBilling(page, email);
    await page.locator('#payment_method_cod').check();
    await page.locator('#place_order').click();
    await page.waitForURL(/order-received\/\d+/, { timeout: 20_000 });
    expect(orderMeta(site, page.url())).toMatchObject({ payment_method: 'cod', email });

    await page.goto(site.url('/resena-mejor-hosting/'));
    const reply = page.locator('.comment-reply-link').first();
    const parent = await reply.getAttribute('data-commentid');
    await reply.click();
    await page.waitForLoadState('load');
    expect(await page.inputValue('#comment_parent')).toBe(parent);
    const text = `Respuesta sin JavaScript ${Date.now()}`;
    await page.fill('#comment', text);
    await page.fill('#author', 'Eva');
    await page.fill('#email', 'eva@example.com');
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.locator('#respond #submit').click()]);
    const posted = new URL(page.url()).hash;
    expect(await page.locator(`#comment-${parent} > .children > ${posted}`).textContent()).toContain(text);
  });
});
