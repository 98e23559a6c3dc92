// The loop filter on the markup Elementor Pro 3.33 really prints (fixtures/recorded/
// elementor-loop-grid-filter.html, unmodified: buttons, single choice, "All" last, no nonce on the
// page, the REST root and base URL of the recorded host), served at its recorded address with only
// the runtime added (tests/recorded.ts); refresh-loop is answered by the fixture backend, whose
// blog has the recorded page's ids (post 50, grid f1584e6).
import { expect, test } from 'vitest';
import { axe, browserSuite, expectHydrated } from '../../../tests/harness.ts';
import { RECORDED_ORIGIN as RECORDED, recordedUrl, serveRecorded } from '../../../tests/recorded.ts';

const BAR = 'search.e-filter';

browserSuite('loop filter on the recorded plugin markup', (h) => {
  test('the plugin’s buttons filter the grid through refresh-loop, without a nonce, and become the React bar’s buttons', async () => {
    const page = await h.newPage();
    const calls = await serveRecorded(h, page, { file: 'elementor-loop-grid-filter', path: '/blog-filtrado/' });
    const bodies: unknown[] = [];
    const headers: Record<string, string>[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('refresh-loop')) {
        bodies.push(req.postDataJSON());
        headers.push(req.headers());
      }
    });
    await page.goto(recordedUrl('/blog-filtrado/'));
    await expectHydrated(page, BAR);
    expect(h.reactChunksFetched(page), 'React by load').toEqual([]);
    await page
      .locator(`${BAR} .e-filter-item[data-filter="hosting"]`)
      .evaluate((b) => ((b as unknown as { __printed: boolean }).__printed = true));

    await page.locator(`${BAR} .e-filter-item[data-filter="hosting"]`).click();
    await expect
      .poll(() => page.locator('.e-loop-item').evaluateAll((items) => items.map((i) => /e-loop-item-(\d+)/.exec(i.className)![1])))
      .toEqual(['47', '45', '43', '42']);
    expect(new URL(page.url()).search).toBe('?e-filter-f1584e6-category=hosting');
    expect(bodies).toEqual([
      {
        post_id: 50,
        widget_filters: { taxonomy: { category: { terms: ['hosting'] } } },
        widget_id: 'f1584e6',
        pagination_base_url: `${RECORDED}/blog-filtrado/`,
      },
    ]);
    expect(headers[0]!['x-wp-nonce'], 'no nonce on the page, none sent').toBeUndefined();
    expect(calls).toEqual(['POST /wp-json/elementor-pro/v1/refresh-loop']);

    // The React bar: buttons again (no href, no role), "All" still last, pressed states swapped.
    const bar = page.locator(`${BAR} .e-filter-item`);
    await expect
      .poll(() =>
        bar.evaluateAll((items) => items.map((i) => `${i.localName} ${i.getAttribute('data-filter')} ${i.getAttribute('aria-pressed')}`)),
      )
      .toEqual(['button hosting true', 'button sin-categoria false', 'button tiendas-online false', 'button __all false']);
    expect(
      await page
        .locator(`${BAR} .e-filter-item[data-filter="hosting"]`)
        .evaluate((b) => (b as unknown as { __printed?: boolean }).__printed),
    ).toBeUndefined();
    expect(await page.locator(`${BAR} .e-filter-item[data-filter="__all"]`).textContent()).toBe('All');

    // Single choice: another term replaces it; the chosen one again removes the filter.
    await page.locator(`${BAR} .e-filter-item[data-filter="tiendas-online"]`).click();
    await expect.poll(() => page.url()).toContain('?e-filter-f1584e6-category=tiendas-online');
    await page.locator(`${BAR} .e-filter-item[data-filter="tiendas-online"]`).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.locator(`${BAR} .e-filter-item[aria-pressed="true"]`).getAttribute('data-filter')).toBe('__all');
    expect(await page.locator('.e-loop-item').count()).toBe(4);
    // The recorded host's stylesheets are served empty here: sizes and colours are not the page's.
    expect(await axe(page, { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } } })).toEqual([]);
    // The recorded page prints no #islands-config nor wpApiSettings: the config says so once.
    h.expectNoConsoleErrors({ ignore: [/\[islands:config\] No /] });
  });
});
