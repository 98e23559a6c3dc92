// The popups on the markup Elementor Pro 3.33 really prints (fixtures/recorded/elementor-popup-page.html,
// unmodified: popup 53 in the footer with its settings, the 'Ver oferta' button's %-encoded
// #elementor-action link, the 'Cerrar' link inside the popup), served on the fixture origin with
// only the runtime added (tests/recorded.ts). The recorded page's stylesheets are not there: the
// dialog has only the island's own base look.
import { expect, test } from 'vitest';
import { browserSuite, settled } from '../../../tests/harness.ts';
import { recordedUrl, serveRecorded } from '../../../tests/recorded.ts';

const DIALOG = '#elementor-popup-modal-53[role="dialog"]';

browserSuite('popups on the recorded plugin markup', (h) => {
  test('the recorded popup: not on the first view, on the second after 2 s; its button opens it, its link closes it for good', async () => {
    const page = await h.newPage();
    await page.addInitScript(() =>
      window.addEventListener(
        'elementor/popup/show',
        () => ((window as unknown as { __shownAt?: number }).__shownAt ??= performance.now()),
      ),
    );
    await serveRecorded(h, page, { file: 'elementor-popup-page', path: '/promociones/' });
    await page.goto(recordedUrl('/promociones/'));
    await page.waitForLoadState('networkidle');
    await settled(page, { horizon: 5_000 });
    expect(await page.locator('.elementor-popup-modal').count(), 'first view').toBe(0);
    expect(
      await page.locator('[data-elementor-type="popup"] .elementor-heading-title').count(),
      'the printed content kept out of the page',
    ).toBe(0);
    expect(h.reactChunksFetched(page)).toEqual([]);

    await page.goto(recordedUrl('/promociones/'));
    await page.locator(DIALOG).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { __shownAt?: number }).__shownAt), 'page clock').toBeGreaterThanOrEqual(2000);
    expect(await page.locator(`${DIALOG} .elementor-heading-title`).textContent()).toBe('¡Bienvenido a la tienda!');
    expect(await page.locator(DIALOG).getAttribute('aria-labelledby')).toBeTruthy();
    await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Ver oferta' }).click();
    await page.locator(DIALOG).waitFor({ state: 'visible' });
    await page.locator(`${DIALOG} a.elementor-button`, { hasText: 'Cerrar' }).click();
    await page.locator(DIALOG).waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>);
    expect(stored).toMatchObject({ pageViews: 2, popup_53_page_views_initialPageViews: 1, popup_53_times: 2, popup_53_disable: true });
    await page.getByRole('link', { name: 'Ver oferta' }).click();
    await settled(page);
    expect(await page.locator('.elementor-popup-modal').count(), 'never again').toBe(0);
    h.expectNoConsoleErrors();
  });
});
