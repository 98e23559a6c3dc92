// Popups on the fixture's /promociones/ in Chromium: the recorded offer popup (page load after
// 2 s from the second page view), the contact popup (open_selector, a contact form inside), the
// action links, every close path, keyboard-only use, axe with a popup open, and React fetched only
// once a popup is about to show. Times are read on the page's own clock.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axe, browserSuite, expectHydrated } from '../../tests/harness.ts';
import { CONTACT, dialog, OFFER, popupLog, popupTime, promotions, recordPopupEvents, storedCounters } from './test-page.ts';

/** The offer popup without its page-view rule, so it shows on a first visit. */
const firstVisit = (s: Record<string, unknown>) => ({ ...s, timing: {} });

async function open(page: Page, id: string): Promise<void> {
  await page.locator(dialog(id)).waitFor({ state: 'visible' });
}
async function closed(page: Page, id: string): Promise<void> {
  await page.locator(dialog(id)).waitFor({ state: 'detached' });
}

browserSuite('popups', (h) => {
  test('the offer shows on the second page view after 2 s, not on the first; React only then', async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2600);
    expect(await page.locator('.elementor-popup-modal').count(), 'first view').toBe(0);
    expect(h.reactChunksFetched(page), 'React on a page whose popups never showed').toEqual([]);
    expect((await storedCounters(page)).local).toMatchObject({ pageViews: 1, popup_53_page_views_initialPageViews: 1 });

    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    expect(h.reactChunksFetched(page), 'before the trigger').toEqual([]);
    await open(page, OFFER);
    const shownAt = await popupTime(page, `show ${OFFER}`);
    expect(shownAt, 'page clock when it showed').toBeGreaterThanOrEqual(2000);
    const reactAt = await page.evaluate(() => Math.min(...performance.getEntriesByType('resource').filter((e) => /chunks\/chunk-/.test(e.name) && (e as PerformanceResourceTiming).transferSize > 30_000).map((e) => e.startTime)));
    expect(reactAt, 'React asked for only once the trigger fired').toBeGreaterThanOrEqual(2000);
    expect(await page.locator(dialog(OFFER)).getAttribute('aria-modal')).toBe('true');
    expect(await page.locator(dialog(OFFER)).getAttribute('aria-labelledby')).toBeTruthy();
    await expect.poll(() => page.locator(dialog(OFFER)).evaluate((d) => document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent)).toBe('¡Bienvenido a la tienda!');
    const stored = await storedCounters(page);
    expect(stored.local).toMatchObject({ pageViews: 2, sessions: 1, popup_53_page_views_initialPageViews: 1, popup_53_times: 1, 'popup-53-impressions-count': 1 });
    expect((stored.local.__expiration as Record<string, number>)['popup-53-impressions-count']).toBeGreaterThan(Date.now() + 86_000_000);
    expect(stored.session).toMatchObject({ activeSession: true });
    expect(await popupLog(page)).toEqual(['native show 53']);
    h.expectNoConsoleErrors();
  });

  test('its close link closes it for good: no trigger and no action link shows it again', async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await promotions(h, page, { id: OFFER, edit: (s) => ({ ...firstVisit(s), triggers: { page_load: 'yes', page_load_delay: 0 } }) });
    await page.goto(h.url('/promociones/'));
    await open(page, OFFER);
    await page.locator(`${dialog(OFFER)} a.elementor-button`).click();
    await closed(page, OFFER);
    expect((await storedCounters(page)).local).toMatchObject({ popup_53_disable: true });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Ver oferta' }).click();
    await page.waitForTimeout(1000);
    expect(await page.locator('.elementor-popup-modal').count()).toBe(0);
    expect(await popupLog(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('the action button opens it, whatever its rules say; close button, Esc and a click outside close it', async () => {
    const page = await h.newPage();
    await recordPopupEvents(page);
    await page.goto(h.url('/promociones/'));
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('link', { name: 'Ver oferta' });
    await button.click();
    await open(page, OFFER);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await closed(page, OFFER);
    await button.click();
    await open(page, OFFER);
    await page.keyboard.press('Escape');
    await closed(page, OFFER);
    await button.click();
    await open(page, OFFER);
    await page.mouse.click(5, 5); // the dimmed page around the box
    await closed(page, OFFER);
    expect(await popupLog(page)).toEqual(['native show 53', 'native hide 53', 'native show 53', 'native hide 53', 'native show 53', 'native hide 53']);
    expect((await storedCounters(page)).local).toMatchObject({ popup_53_times: 3 });
    h.expectNoConsoleErrors();
  });
});
