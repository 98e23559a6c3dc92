// Order attribution's cookies in Chromium: the lifetimes SPEC §9 gives (session 30 minutes,
// lifetime 0.00001 months, which makes session cookies) and their deletion when tracking is turned off.
import { expect, test } from 'vitest';
import { browserSuite } from '../../tests/harness.ts';

browserSuite('order attribution cookies', (h) => {
  test('a campaign visit writes the sbjs_* cookies for path / with the spec\'s lifetimes; setOrderTracking(false) deletes them', async () => {
    const page = await h.newPage();
    const before = Date.now() / 1000;
    await page.goto(h.url('/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=otono'));
    await page.waitForSelector('body[data-island="mounted"]');
    await page.waitForFunction(() => document.cookie.includes('sbjs_session='));
    const sbjs = (await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_'));
    const byName = Object.fromEntries(sbjs.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata']));
    for (const c of sbjs) expect(c.path, c.name).toBe('/');
    expect(decodeURIComponent(byName.sbjs_current!.value)).toContain('src=boletin');
    // 0.00001 months is 0.432 minutes, under one whole minute: session cookies (no expiry, -1),
    // as sourcebuster writes them for WooCommerce; only the session itself lasts 30 minutes.
    for (const name of ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_udata']) expect(byName[name]!.expires, name).toBe(-1);
    expect(byName.sbjs_session!.expires - before).toBeGreaterThan(30 * 60 - 10);
    expect(byName.sbjs_session!.expires - before).toBeLessThan(30 * 60 + 10);

    await page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(on: boolean): void } }).wc_order_attribution.setOrderTracking(false));
    expect((await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_'))).toEqual([]);
    h.expectNoConsoleErrors();
  });
});
