// The site-wide islands on the real site's unmodified markup, with the Islands plugin in place:
// /promociones/'s share buttons and countdown (Elementor Pro's: the plugin drops Pro's scripts
// there, and where the owner keeps them it leaves out Pro's own modules for these widgets),
// Essential Addons' popup-selector address, its advanced tabs with the add-on's scripts kept from
// the page, and the eael_get_token answer the fixture backend imitates.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { builderHandles } from '../../wordpress-plugin/replaced-handles.mjs';
import { settled } from '../harness.ts';
import { realSiteSuite } from '../real-site.ts';

const SHARE = '.elementor-widget-share-buttons';
const COUNTDOWN = '.elementor-widget-countdown';

realSiteSuite('site-wide islands on the real site', (site) => {
  /** /promociones/ as the plugin prints it, or with the page builder's scripts the owner keeps. */
  async function promotions(keepBuilder: boolean) {
    const page = await site.newPage(keepBuilder ? { islandsSettings: { mode: 'all', keep: [...builderHandles] } } : {});
    await page
      .context()
      .route(/^https:\/\/(www\.facebook\.com|x\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>ok</title>' }));
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));
    await page.goto(site.url('/promociones/'));
    await page.locator(`${SHARE}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await page.locator(`${COUNTDOWN}[data-island="mounted"]`).waitFor({ state: 'attached' });
    return { page, popups };
  }

  /** A press on Facebook's button opens one share window: the island's, and Pro's not too. */
  async function shareOnce(page: Page, popups: string[]) {
    await page.getByRole('button', { name: 'Compartir en Facebook' }).press('Enter');
    await expect.poll(() => popups).toEqual([`https://www.facebook.com/sharer.php?u=${encodeURIComponent(site.url('/promociones/'))}`]);
    await settled(page);
    expect(popups, 'one window').toHaveLength(1);
  }

  test("/promociones/: the plugin drops the page builder's scripts; the share buttons and the countdown mount on its markup alone; one share window per press", async () => {
    const { page, popups } = await promotions(false);
    expect((await site.report(page))?.replaced).toEqual(
      expect.arrayContaining(['elementor-frontend', 'elementor-pro-frontend', 'pro-elements-handlers']),
    );
    expect(await page.evaluate(() => 'elementorFrontend' in window || 'elementorProFrontend' in window || 'jQuery' in window)).toBe(false);
    expect(await page.locator(`${SHARE} .elementor-share-btn`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Compartir en Facebook',
      'Compartir en X',
      'Compartir en WhatsApp',
      'Compartir en Email',
    ]);
    await shareOnce(page, popups);
    const digits = await page.locator(`${COUNTDOWN} .elementor-countdown-digits`).allTextContents();
    expect(digits).toHaveLength(4);
    expect(digits.every((d) => /^\d{2,}$/.test(d))).toBe(true);
    const first = digits.join(':');
    await expect
      .poll(
        () =>
          page
            .locator(`${COUNTDOWN} .elementor-countdown-digits`)
            .allTextContents()
            .then((d) => d.join(':')),
        { timeout: 3000 },
      )
      .not.toBe(first);
    site.expectNoConsoleErrors();
  });

  test("/promociones/ where the owner keeps the page builder's scripts: Pro runs its other modules, the plugin leaves out its share buttons, countdown and progress tracker; one share window per press", async () => {
    const { page, popups } = await promotions(true);
    await page.waitForFunction(
      () => !!(window as unknown as { elementorProFrontend?: { modules?: object } }).elementorProFrontend?.modules,
    );
    const modules = await page.evaluate(() =>
      Object.keys((window as unknown as { elementorProFrontend?: { modules?: object } }).elementorProFrontend?.modules ?? {}),
    );
    expect(modules, 'Pro still runs its other modules').toContain('motionFX');
    expect(
      modules.filter((m) => ['share_buttons', 'countdown', 'progressTracker'].includes(m)),
      'left out by the plugin',
    ).toEqual([]);
    await shareOnce(page, popups);
    site.expectNoConsoleErrors();
  });

  test("/promociones/?popup-selector=…&eael-lostpassword=1 presses the page's offer button after 300 ms, which opens its popup", async () => {
    const page = await site.newPage();
    await page.goto(site.url('/promociones/?popup-selector=.elementor-element-fa2ea70_a&eael-lostpassword=1'));
    await page.locator('#elementor-popup-modal-53[role="dialog"]').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.locator('.elementor-popup-modal').count()).toBe(1);
    site.expectNoConsoleErrors();
  });

  test("/promociones/: the plugin drops Essential Addons' scripts and the island runs the advanced tabs on the printed markup (first tab open, click, keys, hash; with JavaScript off the first panel shows); where the owner keeps them, it leaves the tabs to the add-on", async () => {
    const TABS = '.eael-advance-tabs';
    const ADD_ON_SCRIPTS = /\/(essential-addons-elementor\/eael-\d+|essential-addons-for-elementor-lite\/.*)\.js/;
    const page = await site.newPage();
    const addOnScripts: string[] = [];
    page.on('request', (r) => ADD_ON_SCRIPTS.test(r.url()) && addOnScripts.push(r.url()));
    const shown = () =>
      page
        .locator(`${TABS} .eael-tab-content-item`)
        .evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.id));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site.url('/promociones/'));
    await page.locator(`${TABS}[data-island="mounted"]`).waitFor({ state: 'attached' });
    expect((await site.report(page))?.replaced).toEqual(expect.arrayContaining(['eael-56', 'eael-general']));
    expect(addOnScripts, 'no add-on script asked for').toEqual([]);
    expect(await page.evaluate(() => 'eaElementList' in window), 'no add-on tabs script ran').toBe(false);
    expect(await shown()).toEqual(['mission-tab']);
    await page.getByRole('tab', { name: 'Vision' }).click();
    expect(await shown()).toEqual(['vision-tab']);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('philosophy');
    expect(await shown()).toEqual(['philosophy-tab']);
    await page.keyboard.press('Home');
    expect(await page.locator(`${TABS} [role="tab"][aria-selected="true"]`).evaluateAll((ts) => ts.map((t) => t.id))).toEqual(['mission']);

    const hashed = await site.newPage();
    await hashed.goto(site.url('/promociones/#philosophy'));
    await hashed.locator(`${TABS}[data-island="mounted"]`).waitFor({ state: 'attached' });
    expect(
      await hashed
        .locator(`${TABS} .eael-tab-content-item`)
        .evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.id)),
    ).toEqual(['philosophy-tab']);

    // With JavaScript off, the plugin's few lines of CSS show the panel the add-on would open first.
    const noScript = await site.newPage({ javaScript: false });
    await noScript.goto(site.url('/promociones/'));
    expect(
      await noScript
        .locator(`${TABS} .eael-tab-content-item`)
        .evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.id)),
    ).toEqual(['mission-tab']);

    // Where the owner keeps the add-on's and the page builder's scripts, the add-on runs the tabs
    // and the island stands aside: its arrows work, and End, a key the add-on does not take, moves
    // nothing.
    const withAddOn = await site.newPage({ islandsSettings: { mode: 'all', keep: [...builderHandles, 'eael-56', 'eael-general'] } });
    await withAddOn.goto(site.url('/promociones/'));
    await withAddOn.locator(`${TABS}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await withAddOn.waitForFunction(() => 'eaelAdvancedTabs' in ((window as { eaElementList?: object }).eaElementList ?? {}));
    await withAddOn.getByRole('tab', { name: 'Mission' }).click();
    await withAddOn.keyboard.press('ArrowRight');
    expect(await withAddOn.evaluate(() => document.activeElement?.id)).toBe('vision');
    expect(await withAddOn.locator(`${TABS} .eael-tab-content-item.active`).evaluateAll((ps) => ps.map((p) => p.id))).toEqual([
      'vision-tab',
    ]);
    await withAddOn.keyboard.press('End');
    expect(await withAddOn.evaluate(() => document.activeElement?.id)).toBe('vision');
    // With JavaScript off Chromium refuses the module preload hints, as it says: nothing else.
    site.expectNoConsoleErrors({ ignore: [/request failed: GET \S+\/islands\/bundle\/\S+\.js: csp$/] });
  });

  test('eael_get_token answers as the fixture backend does: success and a 10-character nonce', async () => {
    const page = await site.newPage();
    const res = await page.request.post(site.url('/wp-admin/admin-ajax.php'), { form: { action: 'eael_get_token' } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { nonce: string } };
    expect(body.success).toBe(true);
    expect(body.data.nonce).toMatch(/^[0-9a-f]{10}$/);
  });
});
