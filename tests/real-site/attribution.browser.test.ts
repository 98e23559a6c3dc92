// Order attribution's privacy on the real site's real configurations (docs/site.md#order-attribution):
// WooCommerce's order attribution switched off, and a consent tool speaking the WP Consent API
// (WooCommerce then asks wp_has_consent('marketing') and prints wp-consent-api-integration). The
// consent tool here is the WP Consent API plugin with the consent type 'optin', the stand-in for
// Complianz, CookieYes or Cookiebot: in the page, wp_set_consent('marketing', …) answers its banner.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite, type SiteConfiguration } from '../real-site.ts';
import { fillBilling, orderMeta } from './helpers.ts';

const ATTRIBUTION_OFF: SiteConfiguration = { options: { woocommerce_feature_order_attribution_enabled: 'no' } };
const CONSENT_TOOL: SiteConfiguration = { plugins: ['wp-consent-api/wp-consent-api.php'], filters: { wp_get_consent_type: 'optin' } };
/** A consent tool that defines the consent type only later in the page (by the visitor's region, say). */
const LATE_CONSENT_TYPE: SiteConfiguration = {
  ...CONSENT_TOOL,
  filters: { ...CONSENT_TOOL.filters, wp_consent_api_waitfor_consent_hook: true },
};
const CAMPAIGN = '/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=otono';
/** WooCommerce's tracker: sourcebuster, order-attribution.js and its consent integration. */
const TRACKER = /sourcebuster|order-attribution(\.min)?\.js|wp-consent-api-integration/;

const sbjsCookies = async (page: Page) =>
  (await page.context().cookies())
    .filter((c) => c.name.startsWith('sbjs_'))
    .map((c) => c.name)
    .sort();
const attributionInputs = (page: Page) => page.locator('form.checkout input[name^="wc_order_attribution_"]');
const setConsent = (page: Page, value: 'allow' | 'deny') =>
  page.evaluate(
    (v) => (window as unknown as { wp_set_consent(category: string, value: string): void }).wp_set_consent('marketing', v),
    value,
  );

/** A page whose islands have all had their turn: the body's islands mounted, the chunks fetched. */
async function settled(page: Page): Promise<void> {
  await expectHydrated(page, 'body');
  await page.waitForLoadState('networkidle');
}

realSiteSuite('order attribution and consent on the real site', (site) => {
  test("order attribution switched off in WooCommerce: no sbjs cookie and no attribution field, as with the shop's own scripts", async () => {
    const original = await site.newPage({ siteConfiguration: ATTRIBUTION_OFF });
    await original.goto(site.url(CAMPAIGN, { original: true }));
    await original.waitForLoadState('networkidle');
    expect(await sbjsCookies(original), "the shop's own scripts").toEqual([]);

    const page = await site.newPage({ siteConfiguration: ATTRIBUTION_OFF });
    await page.goto(site.url(CAMPAIGN));
    await settled(page);
    expect(await page.evaluate(() => 'wc_order_attribution' in window), 'WooCommerce printed no settings').toBe(false);
    expect(await sbjsCookies(page), 'with the islands').toEqual([]);

    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    await expectHydrated(page, 'form.checkout.woocommerce-checkout');
    await settled(page);
    expect(await attributionInputs(page).count()).toBe(0);
    expect(await sbjsCookies(page)).toEqual([]);
    site.expectNoConsoleErrors();
  });

  test('consent tool, no consent: /tienda/ loads no WooCommerce tracker and stores nothing; consent starts tracking, withdrawing it deletes the cookies and the fields', async () => {
    const page = await site.newPage({ siteConfiguration: CONSENT_TOOL });
    await page.goto(site.url(CAMPAIGN));
    await settled(page);
    const report = await site.report(page);
    expect(report?.replaced).toEqual(expect.arrayContaining(['wc-order-attribution', 'sourcebuster-js', 'wp-consent-api-integration']));
    expect(Object.keys(report?.kept ?? {}), 'nothing kept for the consent integration').not.toEqual(
      expect.arrayContaining(['wc-order-attribution']),
    );
    expect(Object.keys(report?.kept ?? {})).not.toEqual(expect.arrayContaining(['sourcebuster-js']));
    expect(
      site.log(page).scripts.filter((u) => TRACKER.test(u)),
      "WooCommerce's tracker",
    ).toEqual([]);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { wc_order_attribution: { params: { consentCategory?: string } } }).wc_order_attribution.params
            .consentCategory,
      ),
      "the integration's data stays",
    ).toBe('marketing');
    expect(await sbjsCookies(page), 'no cookie before consent').toEqual([]);
    // Nor Elementor's visitor counters: no popup reads them here (the cart's own storage stays).
    expect(
      await page.evaluate(() => [localStorage.getItem('elementor'), sessionStorage.getItem('elementor')]),
      'no visitor counter',
    ).toEqual([null, null]);

    await setConsent(page, 'allow');
    await expect
      .poll(() => sbjsCookies(page))
      .toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_first', 'sbjs_session', 'sbjs_udata']));
    const current = (await page.context().cookies()).find((c) => c.name === 'sbjs_current')!;
    expect(decodeURIComponent(current.value), "this page's campaign").toContain('src=boletin');
    await setConsent(page, 'deny');
    expect(await sbjsCookies(page), 'consent withdrawn').toEqual([]);

    // At the checkout, withdrawn consent leaves no field; given on the page, the fields come.
    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    await expectHydrated(page, 'form.checkout.woocommerce-checkout');
    await settled(page);
    expect(site.log(page).scripts.filter((u) => TRACKER.test(u))).toEqual([]);
    expect(await attributionInputs(page).count()).toBe(0);
    expect(await sbjsCookies(page)).toEqual([]);
    await setConsent(page, 'allow');
    await expect.poll(() => attributionInputs(page).count()).toBe(16);
    expect(await page.inputValue('input[name="wc_order_attribution_source_type"]')).toBe('typein');
    await setConsent(page, 'deny');
    expect(await attributionInputs(page).count()).toBe(0);
    expect(await sbjsCookies(page)).toEqual([]);
    site.expectNoConsoleErrors();
  });

  test('consent tool, consent given on a campaign visit: the order carries its attribution', async () => {
    const page = await site.newPage({ siteConfiguration: CONSENT_TOOL });
    await page.goto(site.url(CAMPAIGN));
    await settled(page);
    await setConsent(page, 'allow');
    await expect.poll(() => sbjsCookies(page)).toContain('sbjs_current');

    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    await expectHydrated(page, 'form.checkout.woocommerce-checkout');
    await expect.poll(() => attributionInputs(page).count()).toBe(16);
    const email = `consentido-${Date.now()}@example.com`;
    await fillBilling(page, email);
    await page.locator('#payment_method_cod').check();
    await Promise.all([page.waitForURL(/order-received\/\d+/, { timeout: 20_000 }), page.locator('#place_order').click()]);
    const meta = orderMeta(site, page.url());
    expect(meta).toMatchObject({
      email,
      _wc_order_attribution_source_type: 'utm',
      _wc_order_attribution_utm_source: 'boletin',
      _wc_order_attribution_utm_medium: 'email',
      _wc_order_attribution_utm_campaign: 'otono',
      _wc_order_attribution_session_entry: site.url(CAMPAIGN),
    });
    expect(Number(meta._wc_order_attribution_session_pages)).toBeGreaterThanOrEqual(2);
    site.expectNoConsoleErrors();
  });

  test('a consent tool that defines the consent type late: tracking waits for it, and 2000 ms at most', async () => {
    // The visitor consented on an earlier visit: the consent cookie is there.
    const consented = { name: 'wp_consent_marketing', value: 'allow', url: site.origin };
    // The first page: the tool defines the consent type 600 ms after the page's DOM was ready.
    const page = await site.newPage({ siteConfiguration: LATE_CONSENT_TYPE });
    await page.context().addCookies([consented]);
    await page.addInitScript(() => {
      const w = window as unknown as { __sbjsAt?: number; __typeAt?: number; wp_consent_type?: string };
      const poll = setInterval(() => {
        if (!document.cookie.includes('sbjs_')) return;
        w.__sbjsAt = performance.now();
        clearInterval(poll);
      }, 20);
      document.addEventListener('DOMContentLoaded', () =>
        setTimeout(() => {
          w.__typeAt = performance.now();
          w.wp_consent_type = 'optin';
          document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
        }, 600),
      );
    });
    await page.goto(site.url(CAMPAIGN));
    await page.waitForFunction(() => (window as unknown as { __sbjsAt?: number }).__sbjsAt !== undefined, undefined, { timeout: 10_000 });
    const [typeAt, sbjsAt] = await page.evaluate(() => [
      (window as unknown as { __typeAt: number }).__typeAt,
      (window as unknown as { __sbjsAt: number }).__sbjsAt,
    ]);
    expect(typeAt, 'the consent type was defined').toBeGreaterThan(0);
    expect(sbjsAt, 'tracked once the consent type was defined, not before').toBeGreaterThanOrEqual(typeAt!);

    // A tool that never says: after 2000 ms the consent type the API printed decides.
    const quiet = await site.newPage({ siteConfiguration: LATE_CONSENT_TYPE });
    await quiet.context().addCookies([consented]);
    await quiet.addInitScript(() => {
      const w = window as unknown as { __sbjsAt?: number };
      const poll = setInterval(() => {
        if (!document.cookie.includes('sbjs_')) return;
        w.__sbjsAt = performance.now();
        clearInterval(poll);
      }, 20);
    });
    await quiet.goto(site.url(CAMPAIGN));
    await quiet.waitForFunction(() => (window as unknown as { __sbjsAt?: number }).__sbjsAt !== undefined, undefined, { timeout: 10_000 });
    // On the page's clock, which started before the island did.
    expect(
      await quiet.evaluate(() => (window as unknown as { __sbjsAt: number }).__sbjsAt),
      'tracked 2000 ms after the island started',
    ).toBeGreaterThanOrEqual(2000);
    expect(site.log(quiet).scripts.filter((u) => TRACKER.test(u))).toEqual([]);
    site.expectNoConsoleErrors();
  });
});
