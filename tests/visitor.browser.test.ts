// The visitor counters of docs/site.md#visitor-counters in a real browser: the entry counts every page view and every
// new tab's session into Elementor Pro's storage key, where the popup rules read them.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './harness.ts';

const counters = (page: Page) =>
  page.evaluate(() => ({
    local: JSON.parse(localStorage.getItem('elementor') || '{}') as Record<string, unknown>,
    session: JSON.parse(sessionStorage.getItem('elementor') || '{}') as Record<string, unknown>,
  }));

/** Leaving a page while its island chunks still load would abort them (a failed request). */
const settle = (page: Page) => page.waitForLoadState('networkidle');

browserSuite('visitor counters', (h) => {
  test('every page view is counted, and a session once per tab', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/'));
    await expect.poll(() => counters(page)).toEqual({ local: { pageViews: 1, sessions: 1 }, session: { activeSession: true } });

    await settle(page);
    await page.goto(h.url('/tienda/'));
    await expect.poll(async () => (await counters(page)).local).toEqual({ pageViews: 2, sessions: 1 });

    // A second tab shares localStorage but starts with its own sessionStorage: a new session.
    const tab = await page.context().newPage();
    await tab.goto(h.url('/resena-mejor-hosting/'));
    await expect.poll(async () => (await counters(tab)).local).toEqual({ pageViews: 3, sessions: 2 });
    await settle(page);
    await page.reload();
    await expect.poll(async () => (await counters(page)).local).toEqual({ pageViews: 4, sessions: 2 });
    await Promise.all([settle(page), settle(tab)]);
    h.expectNoConsoleErrors();
  });

  test('a corrupt stored value starts the counts again instead of breaking the page', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/'));
    await page.evaluate(() => localStorage.setItem('elementor', '{not json'));
    await settle(page);
    await page.reload();
    // This tab's session is still active, so only the page view is counted anew.
    await expect.poll(async () => (await counters(page)).local).toEqual({ pageViews: 1 });
    await settle(page);
    await expect(page.locator('[data-island="error"]').count()).resolves.toBe(0);
    h.expectNoConsoleErrors();
  });
});
