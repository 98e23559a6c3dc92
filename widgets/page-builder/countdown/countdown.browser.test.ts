// Elementor Pro's countdown on /novedades/: the recorded due-date countdown of /promociones/, and
// an evergreen one (4 s from the first view) that hides itself and shows its message at zero,
// and stays ended after a reload; a redirect action goes only to an http(s) address.
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated } from '../../../tests/harness.ts';

const DUE = '.elementor-element-5a21f6d';
const EVERGREEN = '.elementor-element-c0ffee1';
const digits = (sel: string) => `${sel} .elementor-countdown-digits`;

browserSuite('countdown', (h) => {
  test('the due-date countdown shows two-digit parts and ticks every second', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, DUE);
    const read = () => page.locator(digits(DUE)).allTextContents();
    const first = await read();
    const end = Date.UTC(2029, 11, 31, 23, 0, 0); // data-date 1893452400
    expect(Number(first[0])).toBe(Math.floor((end - Date.now()) / 86_400_000));
    expect(first.slice(1).every((d) => /^\d\d$/.test(d))).toBe(true);
    await expect.poll(read, { timeout: 3000 }).not.toEqual(first);
    expect(await page.locator(`${DUE} [role="timer"]`).count()).toBe(1);
    h.expectNoConsoleErrors();
  });

  test('evergreen: at zero it fires countdown_expire, hides and shows its message; after a reload it is still over', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __expired: string[] }).__expired = []);
      document.addEventListener('islands:countdown_expire', (e) => seen.push((e.target as Element).getAttribute('data-id') ?? ''));
    });
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, EVERGREEN);
    // The seconds shown are those left to the due date it stored, read together (not against the
    // test's clock: on a loaded machine the page may take seconds to get here).
    const now = await page.evaluate(
      (selector) => ({
        shown: [...document.querySelectorAll(selector)].map((d) => d.textContent),
        due: Number(localStorage.getItem('c0ffee1-evergreen_due_date')),
        interval: localStorage.getItem('c0ffee1-evergreen_interval'),
        at: Date.now(),
      }),
      digits(EVERGREEN),
    );
    expect(now.interval).toBe('4');
    expect(now.due).toBeGreaterThan(now.at);
    expect(now.due - now.at).toBeLessThanOrEqual(4000);
    expect(now.shown.slice(0, 2)).toEqual(['00', '00']);
    expect(Number(now.shown[2])).toBeGreaterThanOrEqual(Math.floor((now.due - now.at) / 1000));
    expect(Number(now.shown[2])).toBeLessThanOrEqual(Math.ceil((now.due - now.at) / 1000) + 1);
    await page.locator(`${EVERGREEN} .elementor-countdown-expire--message`).waitFor({ state: 'visible', timeout: 8000 });
    expect(await page.locator(`${EVERGREEN} .elementor-countdown-wrapper`).isVisible()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __expired: string[] }).__expired)).toEqual(['c0ffee1']);

    await page.reload();
    await expectHydrated(page, EVERGREEN);
    expect(await page.locator(`${EVERGREEN} .elementor-countdown-expire--message`).isVisible(), 'the end is kept per visitor').toBe(true);
    h.expectNoConsoleErrors();
  });

  test('a redirect end action follows an http(s) address and never a javascript: one', async () => {
    const page = await h.newPage();
    const target = h.url('/contacto/');
    await page.route(
      (url) => url.pathname === '/novedades/',
      async (route) => {
        const html = await (await route.fetch()).text();
        const actions = JSON.stringify([
          { type: 'redirect', redirect_url: 'javascript:document.title="mal"' },
          { type: 'redirect', redirect_url: target },
        ]).replace(/"/g, '&quot;');
        await route.fulfill({
          contentType: 'text/html',
          body: html
            .replace(/data-expire-actions="[^"]*"/, `data-expire-actions="${actions}"`)
            .replace('data-evergreen-interval="4"', 'data-evergreen-interval="1"'),
        });
      },
    );
    await page.goto(h.url('/novedades/'));
    await page.waitForURL(target, { timeout: 8000 });
    expect(await page.title()).not.toBe('mal');
    h.expectNoConsoleErrors();
  });
});
