// The podcast player island on the fixture's own pages, in Chromium, with audio the fixture
// backend synthesises (episode 1 lasts 95 s, the others 2 s), so play, seek and end are real.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated } from '../../tests/harness.ts';

const PLAYER = 'div.castos-player[data-player_id]';
const AUDIO = `${PLAYER} .play-progress audio`;

/** The island's element, scrolled into view (it mounts when visible) and mounted. */
async function openPlayer(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator(PLAYER).first().scrollIntoViewIfNeeded();
  await expectHydrated(page, PLAYER);
}

const audio = (page: Page) =>
  page.locator(AUDIO).first().evaluate((a: HTMLAudioElement) => ({ time: a.currentTime, paused: a.paused, rate: a.playbackRate, volume: a.volume, src: a.currentSrc }));

browserSuite('podcast player', (h) => {
  test('play and pause: the audio really plays, the buttons swap and keep focus', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/podcast/'));
    await page.getByRole('button', { name: 'Reproducir episodio' }).click();
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('pause-btn');
    await page.getByRole('button', { name: 'Pausar episodio' }).click();
    await expect.poll(async () => (await audio(page)).paused).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('play-btn');
    h.expectNoConsoleErrors();
  });
});
