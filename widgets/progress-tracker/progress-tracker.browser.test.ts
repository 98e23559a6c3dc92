// Elementor Pro's progress tracker on /novedades/ (horizontal, whole page, percentage shown).
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated } from '../../tests/harness.ts';

const TRACKER = '.elementor-widget-progress-tracker';
const BAR = `${TRACKER} [role="progressbar"]`;

browserSuite('progress tracker', (h) => {
  test('follows the reading of the page: hidden at the top, 100 % at the end, named for screen readers', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, TRACKER);
    expect(await page.locator(BAR).getAttribute('aria-label')).toBe('Progreso de lectura');
    expect(await page.locator(BAR).getAttribute('aria-valuenow')).toBe('0');
    expect(await page.locator(`${TRACKER} .current-progress`).isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2 - innerHeight / 2));
    await expect.poll(async () => Number(await page.locator(BAR).getAttribute('aria-valuenow'))).toBeGreaterThan(20);
    await page.keyboard.press('End');
    await expect.poll(() => page.locator(BAR).getAttribute('aria-valuenow')).toBe('100');
    expect(await page.locator(`${TRACKER} .current-progress-percentage`).textContent()).toBe('100%');
    expect(await page.locator(`${TRACKER} .current-progress`).evaluate((el) => (el as HTMLElement).style.width)).toBe('100%');
    h.expectNoConsoleErrors();
  });
});
