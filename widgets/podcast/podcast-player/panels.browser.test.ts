// The player's Subscribe and Share panels in Chromium: open and close by button and Esc with
// aria-expanded and the focus where it belongs, copies through the Clipboard API or its fallback
// with a confirmation that is shown and announced, and axe-core clean with each panel open.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axe, browserSuite, expectHydrated } from '../../../tests/harness.ts';

const PLAYER = 'div.castos-player[data-player_id]';

const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

browserSuite('podcast player panels', (h) => {
  async function player(options: { clipboard?: boolean } = {}): Promise<Page> {
    const page = await h.newPage();
    if (options.clipboard !== false) await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.origin });
    await page.goto(h.url('/podcast/'));
    await page.locator(PLAYER).hover();
    await expectHydrated(page, PLAYER);
    return page;
  }

  test('Subscribe opens with aria-expanded and focus in the panel; Esc closes it and gives the focus back', async () => {
    const page = await player();
    const subscribe = page.getByRole('button', { name: 'Suscribirse' });
    const panel = page.getByRole('region', { name: 'Suscribirse' });
    expect(await subscribe.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await subscribe.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await subscribe.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedClass(page)).toContain('subscribe player-panel');
    expect(await panel.getAttribute('id')).toBe(await subscribe.getAttribute('aria-controls'));
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect([await subscribe.getAttribute('aria-expanded'), await focusedClass(page)]).toEqual(['false', 'subscribe-btn']);
    // Share, then its close button.
    const share = page.getByRole('button', { name: 'Compartir', exact: true });
    await share.click();
    const sharePanel = page.getByRole('region', { name: 'Compartir' });
    await expect.poll(() => sharePanel.isVisible()).toBe(true);
    await sharePanel.getByRole('button', { name: 'Cerrar el panel' }).click();
    await expect.poll(() => sharePanel.isVisible()).toBe(false);
    expect(await focusedClass(page)).toBe('share-btn');
    h.expectNoConsoleErrors();
  });

  test('a closed panel is out of the tab order', async () => {
    const page = await player();
    const inClosed = await page
      .locator(`${PLAYER} .player-panel`)
      .evaluateAll((panels) => panels.map((p) => [p.className, p.hasAttribute('inert')]));
    expect(inClosed).toEqual([
      ['subscribe player-panel subscribe-35', true],
      ['share share-35 player-panel', true],
    ]);
  });

  test('copies the feed URL, the episode link and the embed code, and says "Copiado" visibly and to screen readers', async () => {
    const page = await player();
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await page.getByRole('button', { name: 'Copiar la URL del feed RSS' }).click();
    const status = page.locator(`${PLAYER} .subscribe [role="status"]`);
    await expect.poll(() => status.textContent()).toBe('Copiado');
    expect(await status.isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/feed/podcast/podcast-tienda');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Compartir', exact: true }).click();
    await page.getByRole('button', { name: 'Copiar la URL del episodio' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(h.url('/podcast/'));
    await page.getByRole('button', { name: 'Copiar el código para insertar' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`<iframe src="${h.url('/podcast/')}embed/" width="500" height="350" title="Podcast de la tienda"></iframe>`);
    const said = await page.locator(`${PLAYER} .share [role="status"]`).allTextContents();
    expect(said).toEqual(['Copiado', 'Copiado']);
    h.expectNoConsoleErrors();
  });

  test('without the Clipboard API: the field is selected and copied the old way, or left selected with a hint', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('no', 'NotAllowedError')) },
      });
      const log: string[] = ((window as unknown as { __copies: string[] }).__copies = []);
      document.execCommand = (command: string) => {
        const field = document.activeElement as HTMLInputElement;
        log.push(`${command}: ${field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)}`);
        return log.length === 1; // the first copy works, the second one is refused
      };
    });
    await page.goto(h.url('/podcast/'));
    await page.locator(PLAYER).hover();
    await expectHydrated(page, PLAYER);
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await page.getByRole('button', { name: 'Copiar la URL del feed RSS' }).click();
    const status = page.locator(`${PLAYER} .subscribe [role="status"]`);
    await expect.poll(() => status.textContent()).toBe('Copiado');
    await page.getByRole('button', { name: 'Copiar la URL del feed RSS' }).click();
    await expect.poll(() => status.textContent()).toBe('Texto seleccionado: pulsa Ctrl+C para copiarlo.');
    expect(await page.evaluate(() => (window as unknown as { __copies: string[] }).__copies)).toEqual([
      'copy: /feed/podcast/podcast-tienda',
      'copy: /feed/podcast/podcast-tienda',
    ]);
    expect(await focusedClass(page)).toBe('input-rss input-rss-35');
    h.expectNoConsoleErrors();
  });

  test('axe-core finds nothing with the player closed, with Subscribe open and with Share open', async () => {
    const page = await player();
    const run = () => axe(page);
    expect(await run(), 'closed').toEqual([]);
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    await page.getByRole('button', { name: 'Copiar la URL del feed RSS' }).click();
    expect(await run(), 'Subscribe open, after a copy').toEqual([]);
    await page.getByRole('button', { name: 'Compartir', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Compartir' }).isVisible()).toBe(true);
    expect(await run(), 'Share open').toEqual([]);
  });
});
