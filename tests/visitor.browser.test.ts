// The visitor counters of docs/site.md#visitor-counters in a real browser: the entry counts the page views and each
// new tab's session into Elementor Pro's storage key, where the popup rules read them, on the pages
// that have a popup (or Elementor Pro's config saying the site has some); the shop stores nothing.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './harness.ts';

const counters = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.parse(localStorage.getItem('elementor') || '{}') as Record<string, unknown>,
    session: JSON.parse(sessionStorage.getItem('elementor') || '{}') as Record<string, unknown>,
  }));

/**
 * A view is counted once the counters' chunk has come and run: on a busy 2-core machine a new tab's
 * took over vitest's default second.
 */
const POLL = { timeout: 10_000 };

/** Leaving a page while its island chunks still load would abort them (a failed request). */
const settle = (page: Page) => page.waitForLoadState('networkidle');

browserSuite('visitor counters', (h) => {
  test('every view of a page with a popup is counted, and a session once per tab; the shop stores nothing', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/tienda/'));
    await settle(page);
    expect(await counters(page), 'no popup, no count').toEqual({ local: {}, session: {} });
    const VISITOR = /\/chunks\/visitor-[A-Z0-9]+\.js$/;
    expect(
      h.log(page).scripts.filter((u) => VISITOR.test(u)),
      "nor the counters' code",
    ).toEqual([]);

    await page.goto(h.url('/promociones/'));
    await expect.poll(() => counters(page), POLL).toMatchObject({ local: { pageViews: 1, sessions: 1 }, session: { activeSession: true } });
    expect(h.log(page).scripts.filter((u) => VISITOR.test(u))).toHaveLength(1);

    await settle(page);
    await page.goto(h.url('/promociones/'));
    await expect.poll(async () => (await counters(page)).local, POLL).toMatchObject({ pageViews: 2, sessions: 1 });

    // A second tab shares localStorage but starts with its own sessionStorage: a new session.
    const tab = await page.context().newPage();
    await tab.goto(h.url('/promociones/'));
    await expect.poll(async () => (await counters(tab)).local, POLL).toMatchObject({ pageViews: 3, sessions: 2 });
    await settle(page);
    await page.reload();
    await expect.poll(async () => (await counters(page)).local, POLL).toMatchObject({ pageViews: 4, sessions: 2 });
    await Promise.all([settle(page), settle(tab)]);
    h.expectNoConsoleErrors();
  });

  test('a corrupt stored value starts the counts again instead of breaking the page', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/promociones/'));
    // The counters' code comes after the entry: this view is counted before the value is spoiled.
    await expect.poll(async () => (await counters(page)).session, POLL).toMatchObject({ activeSession: true });
    await page.evaluate(() => localStorage.setItem('elementor', '{not json'));
    await settle(page);
    await page.reload();
    // This tab's session is still active, so only the page view is counted anew.
    await expect.poll(async () => (await counters(page)).local, POLL).toMatchObject({ pageViews: 1 });
    expect((await counters(page)).local.sessions).toBeUndefined();
    await settle(page);
    await expect(page.locator('[data-island="error"]').count()).resolves.toBe(0);
    h.expectNoConsoleErrors();
  });
});
