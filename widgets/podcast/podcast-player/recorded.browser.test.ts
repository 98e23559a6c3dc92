// The podcast player on the markup Seriously Simple Podcasting 3.13 really prints (the recorded
// article, fixtures/recorded/, unmodified; English labels, an <img> loader, absolute URLs of the
// recorded host, the Twitter link with text and url swapped) and its ssp_castos_player_{id}
// global, served on the fixture origin with only the runtime added (tests/recorded.ts).
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated } from '../../../tests/harness.ts';
import { recordedUrl, serveRecorded } from '../../../tests/recorded.ts';

const PLAYER = '#\\33 651666932';

browserSuite('podcast player on the recorded plugin markup', (h) => {
  test('mounts with Spanish labels, plays the episode, fixes the Twitter link, and says why a recorded nonce fails', async () => {
    const page = await h.newPage();
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('action=get_playlist_items') && calls.push(r.url()));
    await serveRecorded(h, page, { file: 'article-with-side-cart-items', path: '/resena-mejor-hosting/' });
    // The recorded host's episode files: the fixture backend's, same names.
    await page.route(/^http:\/\/127\.0\.0\.1:8089\/wp-content\/uploads\/.*\.wav$/, async (route) => {
      const response = await route.fetch({ url: h.url(new URL(route.request().url()).pathname), headers: route.request().headers() });
      await route.fulfill({ response });
    });
    await page.goto(recordedUrl('/resena-mejor-hosting/'));
    await page.locator(PLAYER).hover();
    await expectHydrated(page, PLAYER);

    const player = page.locator(PLAYER);
    expect(await player.locator('.player__episode-title').textContent()).toBe('Episodio 1: hosting y tiendas online');
    expect(await player.locator('img.ssp-loader').getAttribute('alt')).toBe('Cargando');
    expect(await player.locator('.ssp-duration').textContent()).toBe('00:00:02');
    const twitter = new URL((await player.locator('a.share-icon.twitter').getAttribute('href'))!);
    expect([twitter.searchParams.get('url'), twitter.searchParams.get('text')]).toEqual([
      'http://127.0.0.1:8089/resena-mejor-hosting',
      'Episodio 1: hosting y tiendas online',
    ]);
    expect(await player.getByRole('option').count()).toBe(3);

    // Without the plugin's stylesheet the buttons sit right against the seek bar: its hit area
    // stays off them (the play button above, the volume button below, take their own clicks).
    const bar = (await player.locator('.ssp-progress').boundingBox())!;
    const hit = (await player.locator('.ssp-progress__hit').boundingBox())!;
    expect([hit.y, hit.height]).toEqual([bar.y, bar.height]);
    await player.getByRole('button', { name: 'Reproducir episodio' }).click();
    const audio = player.locator('.play-progress audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentSrc)).toBe(
      'http://127.0.0.1:8089/wp-content/uploads/2026/11/episodio-1.wav',
    );

    // The page was recorded days ago: its nonce is stale, as on a cached page. (The plugin's
    // stylesheet, not served here, is what makes the wrapper a 330 px scrolling box.)
    await page.addStyleTag({ content: `${PLAYER} .playlist__wrapper { height: 200px; overflow: scroll; }` });
    const box = (await player.locator('.playlist__wrapper').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 5000);
    await expect
      .poll(() => player.getByRole('alert').locator('p').textContent())
      .toContain('La clave de seguridad de esta página ha caducado');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URL(calls[0]!).searchParams)).toMatchObject({ page: '2', player_id: '3651666932', nonce: '7a7a5fa0ae' });
    h.expectNoConsoleErrors();
  });
});
