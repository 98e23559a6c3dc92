// The site-wide islands on the real site's unmodified markup, with the Islands plugin in place:
// /promociones/'s share buttons and countdown (Elementor Pro's, whose own modules for them the
// plugin leaves out), Essential Addons' popup-selector address, its advanced tabs with the add-on's
// scripts kept from the page, and the eael_get_token answer the fixture backend imitates.
import { expect, test } from 'vitest';
import { realSiteSuite } from '../real-site.ts';

const SHARE = '.elementor-widget-share-buttons';
const COUNTDOWN = '.elementor-widget-countdown';

realSiteSuite('site-wide islands on the real site', (site) => {
  test('/promociones/: the share buttons and the countdown mount on the page builder\'s markup; one share window per press', async () => {
    const page = await site.newPage();
    await page.context().route(/^https:\/\/(www\.facebook\.com|x\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>ok</title>' }));
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));
    await page.goto(site.url('/promociones/'));
    await page.locator(`${SHARE}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await page.locator(`${COUNTDOWN}[data-island="mounted"]`).waitFor({ state: 'attached' });
    const modules = await page.evaluate(() => Object.keys((window as unknown as { elementorProFrontend?: { modules?: object } }).elementorProFrontend?.modules ?? {}));
    expect(modules, 'Pro still runs its other modules').toContain('motionFX');
    expect(modules.filter((m) => ['share_buttons', 'countdown', 'progressTracker'].includes(m)), 'left out by the plugin').toEqual([]);

    expect(await page.locator(`${SHARE} .elementor-share-btn`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Compartir en Facebook',
      'Compartir en X',
      'Compartir en WhatsApp',
      'Compartir en Email',
    ]);
    await page.getByRole('button', { name: 'Compartir en Facebook' }).press('Enter');
    await expect.poll(() => popups).toEqual([`https://www.facebook.com/sharer.php?u=${encodeURIComponent(site.url('/promociones/'))}`]);
    await page.waitForTimeout(500);
    expect(popups, 'one window: the islands\', not Pro\'s too').toHaveLength(1);

    const digits = await page.locator(`${COUNTDOWN} .elementor-countdown-digits`).allTextContents();
    expect(digits).toHaveLength(4);
    expect(digits.every((d) => /^\d{2,}$/.test(d))).toBe(true);
    site.expectNoConsoleErrors();
  });

  test('/promociones/?popup-selector=…&eael-lostpassword=1 presses the page\'s offer button after 300 ms, which opens its popup', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/promociones/?popup-selector=.elementor-element-fa2ea70_a&eael-lostpassword=1'));
    await page.locator('#elementor-popup-modal-53[role="dialog"]').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.locator('.elementor-popup-modal').count()).toBe(1);
    site.expectNoConsoleErrors();
  });

  test('/promociones/ with Essential Addons\' scripts blocked: the island runs the advanced tabs on the printed markup (first tab open, click, keys, hash); with them, it leaves the tabs to the add-on', async () => {
    const TABS = '.eael-advance-tabs';
    const page = await site.newPage();
    const blocked: string[] = [];
    for (const pattern of ['**/essential-addons-elementor/eael-*.js*', '**/essential-addons-for-elementor-lite/**/*.js*']) {
      await page.route(pattern, (route) => (blocked.push(route.request().url()), route.abort()));
    }
    const shown = () => page.locator(`${TABS} .eael-tab-content-item`).evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.id));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site.url('/promociones/'));
    await page.locator(`${TABS}[data-island="mounted"]`).waitFor({ state: 'attached' });
    expect(blocked.some((u) => /\/eael-56\.js/.test(u)), 'the page\'s add-on script was asked for and blocked').toBe(true);
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
    for (const pattern of ['**/essential-addons-elementor/eael-*.js*', '**/essential-addons-for-elementor-lite/**/*.js*']) await hashed.route(pattern, (route) => route.abort());
    await hashed.goto(site.url('/promociones/#philosophy'));
    await hashed.locator(`${TABS}[data-island="mounted"]`).waitFor({ state: 'attached' });
    expect(await hashed.locator(`${TABS} .eael-tab-content-item`).evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.id))).toEqual(['philosophy-tab']);

    // With the add-on's scripts on the page, it runs the tabs and the island stands aside: its arrows
    // work, and End, a key the add-on does not take, moves nothing.
    const withAddOn = await site.newPage();
    await withAddOn.goto(site.url('/promociones/'));
    await withAddOn.locator(`${TABS}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await withAddOn.waitForFunction(() => 'eaelAdvancedTabs' in ((window as { eaElementList?: object }).eaElementList ?? {}));
    await withAddOn.getByRole('tab', { name: 'Mission' }).click();
    await withAddOn.keyboard.press('ArrowRight');
    expect(await withAddOn.evaluate(() => document.activeElement?.id)).toBe('vision');
    expect(await withAddOn.locator(`${TABS} .eael-tab-content-item.active`).evaluateAll((ps) => ps.map((p) => p.id))).toEqual(['vision-tab']);
    await withAddOn.keyboard.press('End');
    expect(await withAddOn.evaluate(() => document.activeElement?.id)).toBe('vision');
    // The blocked scripts' failed requests are this test's doing; anything else is not.
    site.expectNoConsoleErrors({ ignore: [/essential-addons/, /eael-56/] });
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
