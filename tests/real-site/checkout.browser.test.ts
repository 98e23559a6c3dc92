// The classic checkout on the real site with the plugin active and WooCommerce's checkout scripts
// gone (wc-checkout, wc-country-select, wc-address-i18n, selectWoo): a country switch refreshes the
// order review through WooCommerce's own update_order_review and rebuilds the province field from
// the locale data it prints; an order placed through wc-ajax=checkout reaches the order-received
// page, and WooCommerce stores it with its attribution; a refused order keeps every field.
//
// wc-country-select and wc-address-i18n reach the checkout only as wc-checkout's dependencies:
// the swap prints a replaced script's replaced dependencies as data only too, so their globals
// (wc_country_select_params, wc_address_i18n_params), which the country-select island reads, stay.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, expectHydrated } from '../harness.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';
import { testPlugin } from './helpers.ts';

const BILLING: Record<string, string> = {
  '#billing_first_name': 'Ana',
  '#billing_last_name': 'Prueba',
  '#billing_address_1': 'Calle Mayor 1',
  '#billing_postcode': '28001',
  '#billing_city': 'Madrid',
  '#billing_phone': '600000000',
};

/**
 * axe on what the islands print and change. Two findings are the shop's own and left out: its
 * theme's link colour (color-contrast) and WooCommerce's coupon link, whose aria-label is not its
 * visible text (label-content-name-mismatch).
 */
const axeClean = async (page: Page, state: string) =>
  expect(
    await axe(page, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } } }),
    state,
  ).toEqual([]);

const shippingCell = (page: Page) => page.locator('.woocommerce-checkout-review-order-table tr.shipping td').innerText();
const total = (page: Page) => page.locator('.woocommerce-checkout-review-order-table tr.order-total td').innerText();

/** The order WooCommerce stored, by the id in the order-received address: its meta keys → values. */
function orderMeta(site: RealSite, url: string): Record<string, string> {
  const id = Number(/order-received\/(\d+)/.exec(url)?.[1]);
  expect(id, `an order-received address: ${url}`).toBeGreaterThan(0);
  return JSON.parse(
    site.php(`$o = wc_get_order( ${id} ); $m = array( 'payment_method' => $o->get_payment_method(), 'email' => $o->get_billing_email(), 'state' => $o->get_billing_state(), 'created_via' => $o->get_created_via() );
      foreach ( $o->get_meta_data() as $d ) { $v = $d->get_data(); $m[ $v['key'] ] = (string) $v['value']; }
      echo wp_json_encode( $m );`),
  ) as Record<string, string>;
}

/** The PHP site shares the cores with the browser: an answer may take seconds. */
const WAIT = { timeout: 20_000 };
/** Types a value into an address field, then waits for the order review that read it (update_order_review) to be painted. */
async function reviewAfter(page: Page, field: string, value: string): Promise<void> {
  // The refresh that read the new value: one asked earlier (the payment method's) may still be answering.
  const reviewed = page.waitForResponse(
    (r) => {
      if (!r.url().includes('wc-ajax=update_order_review')) return false;
      const posted = new URLSearchParams(new URLSearchParams(r.request().postData() ?? '').get('post_data') ?? '');
      return posted.get(field.slice(1)) === value;
    },
    { timeout: 20_000 },
  );
  await page.fill(field, value);
  await reviewed;
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
}

realSiteSuite('The checkout on the real site without WooCommerce’s checkout scripts', (site) => {
  async function checkout(): Promise<Page> {
    const page = await site.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    await expectHydrated(page, 'form.checkout.woocommerce-checkout');
    await expectHydrated(page, '#billing_country');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    return page;
  }

  test('the shop’s checkout scripts and jQuery are gone; a country switch changes the review and the province field in place', async () => {
    const page = await checkout();
    const report = await site.report(page);
    expect(report?.replaced).toEqual(expect.arrayContaining(['wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo']));
    expect(report?.kept).toEqual({});
    expect(
      await page.locator('script#wc-checkout-js, script#wc-country-select-js, script#wc-address-i18n-js, script#selectWoo-js').count(),
    ).toBe(0);
    expect(await page.locator('link#select2-css').count(), 'no stylesheet for selectWoo’s boxes').toBe(0);
    const data = await page.evaluate(() => [
      typeof (window as unknown as { wc_country_select_params?: unknown }).wc_country_select_params,
      typeof (window as unknown as { wc_address_i18n_params?: unknown }).wc_address_i18n_params,
    ]);
    expect(data, 'their data stays').toEqual(['object', 'object']);
    expect(await page.evaluate(() => 'jQuery' in window), 'no jQuery on the checkout').toBe(false);
    expect(await shippingCell(page)).toContain('Tarifa plana');
    expect(await total(page)).toContain('$');
    const spain = await total(page);

    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    await page.selectOption('#billing_country', 'FR');
    const answer = (await (await answered).json()) as { result: string; fragments: Record<string, string> };
    expect(answer.result).toBe('success');
    expect(Object.keys(answer.fragments)).toEqual(
      expect.arrayContaining(['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment']),
    );
    await expect.poll(() => shippingCell(page), WAIT).toContain('Introduce tu dirección para ver las opciones de envío.');
    expect(await total(page), 'the flat rate is gone from the total').not.toBe(spain);
    expect(await page.locator('#billing_state').getAttribute('type')).toBe('hidden');
    expect(await page.locator('#billing_state_field').isVisible()).toBe(false);
    await axeClean(page, 'Francia');

    await page.selectOption('#billing_country', 'US');
    await expect.poll(() => page.locator('#billing_state option[value="CA"]').count(), WAIT).toBe(1);
    expect((await page.locator('#billing_state_field label').innerText()).replace(/\s+/g, ' ')).toBe('Provincia *');
    expect((await page.locator('#billing_postcode_field label').innerText()).replace(/\s+/g, ' ')).toBe('Código postal *');

    await page.selectOption('#billing_country', 'ES');
    await expect.poll(() => shippingCell(page), WAIT).toContain('Tarifa plana');
    expect(await page.inputValue('#billing_state'), 'the province chosen for España comes back').toBe('M');
    expect(await total(page)).toBe(spain);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    site.expectNoConsoleErrors();
  });

  test('an order refused by WooCommerce keeps every field; put right, it is placed through wc-ajax=checkout and stored with its attribution', async () => {
    const page = await checkout();
    for (const [field, value] of Object.entries(BILLING)) await page.fill(field, value);
    await page.fill('#billing_email', `rechazado-${Date.now()}@example.com`);
    await page.locator('#payment_method_cod').check();
    await page.waitForLoadState('networkidle');
    // An address WooCommerce refuses that the inline checks let through: a postcode Spain does not have.
    // The typed address refreshes the order review a second later, blocking the place-order button
    // meanwhile, as the shop's script does: the test presses it once the review has followed.
    await reviewAfter(page, '#billing_postcode', '999');
    const refused = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await page.click('#place_order');
    const answer = (await (await refused).json()) as { result: string; messages: string };
    expect(answer.result).toBe('failure');
    const group = page.locator('.woocommerce-NoticeGroup-checkout [role="alert"]');
    await group.waitFor();
    expect(await group.locator('a[href="#billing_postcode"]').count(), 'the refused field is linked').toBe(1);
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.woocommerce-NoticeGroup-checkout')), WAIT).toBe(true);
    for (const [field, value] of Object.entries({ ...BILLING, '#billing_postcode': '999' }))
      expect(await page.inputValue(field)).toBe(value);
    expect(await page.locator('#billing_postcode').getAttribute('aria-invalid')).toBe('true');
    await axeClean(page, 'the refused order');

    const email = `checkout-${Date.now()}@example.com`;
    await reviewAfter(page, '#billing_postcode', '28001');
    await page.fill('#billing_email', email);
    await page.waitForLoadState('networkidle');
    await Promise.all([page.waitForURL(/order-received\/\d+/, { timeout: 30_000 }), page.click('#place_order')]);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      'the order-received page is a new page',
    ).toBeUndefined();
    const meta = orderMeta(site, page.url());
    expect(meta).toMatchObject({
      payment_method: 'cod',
      email,
      state: 'M',
      created_via: 'checkout',
      _wc_order_attribution_source_type: 'typein',
      _wc_order_attribution_utm_source: '(direct)',
      _wc_order_attribution_session_entry: site.url(`/?add-to-cart=${site.ids.mug_id}`),
      _wc_order_attribution_device_type: 'Desktop',
    });
    site.expectNoConsoleErrors();
  });
  // select2's stylesheet goes with selectWoo (the islands build no select boxes), but it stays
  // where a select2 still runs: a plugin that prints select2's own script (the same name), in the
  // head where the plugin enqueued it in time, as a late style in the footer where it enqueued it
  // while the page rendered; and selectWoo itself, where a script enqueued in the footer needs it.
  describe('a plugin that prints select2 or selectWoo itself', () => {
    let plugin: ReturnType<typeof testPlugin>;
    beforeAll(() => {
      plugin = testPlugin(site, 'islands-test-select2', {
        'islands-test-select2.php': `<?php
/* Plugin Name: islands test select2: on the checkout, WooCommerce's select2 script (not its stylesheet) in time for the head (?select2=head) or while the footer renders (?select2=footer), or a script of its own that needs selectWoo, while the footer renders (?select2=selectwoo) */
$islands_when = isset( $_GET['select2'] ) ? sanitize_key( $_GET['select2'] ) : '';
add_action( 'head' === $islands_when ? 'wp_enqueue_scripts' : 'wp_footer', function () use ( $islands_when ) {
  if ( 'selectwoo' === $islands_when ) {
    wp_enqueue_script( 'islands-test-boxes', plugins_url( 'boxes.js', __FILE__ ), array( 'selectWoo' ), '1', true );
  } else {
    wp_enqueue_script( 'select2' ); // its stylesheet is WooCommerce's, enqueued on the checkout
  }
}, 5 );
`,
        'boxes.js': '/* a script that builds select boxes with selectWoo */\n',
      });
    });
    afterAll(() => plugin.remove());

    test.each([
      ['head', 'select2', true],
      ['footer', 'select2', false],
      ['selectwoo', 'selectWoo', false],
    ] as const)('keeps select2’s stylesheet (%s)', async (when, script, inHead) => {
      const page = await site.newPage({ siteConfiguration: { plugins: [plugin.file] } });
      await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
      await page.goto(site.url(`/finalizar-compra/?select2=${when}`));
      await expectHydrated(page, 'form.checkout.woocommerce-checkout');
      expect(await page.locator(`script#${script}-js`).count(), `the ${script} a script needs`).toBe(1);
      expect([await page.locator('head link#select2-css').count(), await page.locator('link#select2-css').count()]).toEqual(
        inHead ? [1, 1] : [0, 1],
      );
      site.expectNoConsoleErrors();
    });
  });
});
