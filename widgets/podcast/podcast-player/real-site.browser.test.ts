// The podcast player on the real site (../shared/wordpress/, tests/real-site.ts): the article
// /resena-mejor-hosting/ holds [ss_player id="35"] and [podcast_playlist limit="3"]; Seriously
// Simple Podcasting 3.13 prints the playlist player (a random player id per render, its own
// stylesheet) and nothing for the first, and the Islands plugin drops its castos-player.js and
// gives the player's <audio> controls for visitors without JavaScript. The island plays an episode
// from the plugin's own markup, also when pressed before React came, and pages the playlist
// through the real get_playlist_items with the render's nonce.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { readDist, settled } from '../../../tests/harness.ts';
import { realSiteSuite } from '../../../tests/real-site.ts';

const PLAYERS = 'div.castos-player[data-player_id]';

realSiteSuite('podcast player on the real site', (site) => {
  async function article(): Promise<Page> {
    const page = await site.newPage();
    await page.goto(site.url('/resena-mejor-hosting/'));
    return page;
  }

  test('the island mounts on the plugin’s markup in place of castos-player.js, plays an episode and pages the playlist', async () => {
    const page = await article();
    expect(await page.locator('script[src*="castos-player"]').count(), 'the plugin’s player script is gone').toBe(0);
    const players = page.locator(PLAYERS);
    expect(await players.count()).toBe(1);
    const playlist = page.locator(`${PLAYERS}:has(.playlist__wrapper)`);
    const id = await playlist.getAttribute('data-player_id');
    await playlist.hover();
    await page.waitForSelector(`${PLAYERS}[data-player_id="${id}"][data-island="mounted"]`, { state: 'attached' });

    await playlist.getByRole('button', { name: 'Reproducir episodio' }).click();
    const audio = playlist.locator('.play-progress audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);

    const calls: string[] = [];
    let answered = 0;
    page.on('request', (r) => r.url().includes('action=get_playlist_items') && calls.push(r.url()));
    page.on('requestfinished', (r) => r.url().includes('action=get_playlist_items') && answered++);
    const global = await page.evaluate(
      (pid) => (window as unknown as Record<string, { nonce: string; atts: unknown }>)[`ssp_castos_player_${pid}`],
      id,
    );
    // Three episodes do not fill the plugin's 330 px box: the wheel turned down over it asks for
    // page 2; then the box scrolls, and its bottom asks for pages 3 and 4 (empty).
    for (let asked = 1; asked <= 3; asked++) {
      // One notch at a time, as a mouse wheel turns: the page may scroll under the pointer meanwhile.
      await playlist.locator('.playlist__items').hover();
      for (let notch = 0; notch < 10 && calls.length < asked; notch++) await page.mouse.wheel(0, 100);
      await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(asked);
      // The answer, then its render: a wheel turned while a page is on its way asks for nothing.
      await expect.poll(() => answered, { timeout: 20_000 }).toBe(asked);
      await settled(page);
    }
    await expect.poll(() => playlist.getByRole('option').count(), { timeout: 20_000 }).toBe(7);
    const first = new URL(calls[0]!).searchParams;
    expect([first.get('page'), first.get('player_id'), first.get('nonce'), first.get('atts')]).toEqual([
      '2',
      id,
      global!.nonce,
      JSON.stringify(global!.atts),
    ]);
    expect(calls.map((c) => new URL(c).searchParams.get('page'))).toEqual(['2', '3', '4']);
    // A page-2 episode plays: chosen, then 500 ms later.
    await playlist.getByRole('option', { name: /Episodio 5/ }).click();
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentSrc), { timeout: 20_000 })
      .toMatch(/episodio-5\.wav$/);
    site.expectNoConsoleErrors({ ignore: [/episodio-1\.wav: net::ERR_ABORTED/] });
  });

  test("a press on play while React is still on its way plays the plugin's <audio> at once, and the island adopts it sounding", async () => {
    const page = await site.newPage();
    // The plugin serves the bundle under wp-content/plugins/islands/bundle/: React's chunk is held.
    const react = readDist().reactChunks.map((file) => `/bundle/${file}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/wp-content/plugins/islands/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!react.some((file) => path.endsWith(file))) return route.continue();
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(site.url('/resena-mejor-hosting/'));
    const player = page.locator(PLAYERS);
    await player.hover();
    await expect.poll(() => asked, { message: 'the resting pointer asked for React', timeout: 20_000 }).toBe(true);
    expect(await player.getAttribute('data-island')).toBe('pending');
    // Nothing moves when the island takes over the plugin's markup (its stylesheet, and the audio
    // controls the Islands plugin added, hidden with scripting on).
    const boxes = () =>
      player.evaluate((root) => {
        const at = root.getBoundingClientRect();
        // Not the timers: once the replayed press plays, the audio tells its duration, shown as
        // MM:SS as the plugin's own script does, narrower than the server's HH:MM:SS.
        const parts = [
          '.player__artwork',
          '.currently-playing',
          '.play-pause-controls',
          '.ssp-progress',
          '.playback__controls',
          '.player-panels-nav',
          '.playlist__wrapper',
        ];
        return [
          `player ${at.width}x${at.height}`,
          ...parts.map((sel) => {
            const r = root.querySelector(sel)!.getBoundingClientRect();
            return `${sel} ${r.x - at.x},${r.y - at.y} ${r.width}x${r.height}`;
          }),
        ];
      });
    const server = await boxes();
    await player.locator('.play-btn').click();
    // The plugin's own <audio> answers the press at once (podcast-player.ts), before React.
    const audio = player.locator('.play-progress audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
    expect(await player.locator('.pause-btn').isVisible()).toBe(true);
    expect(await player.getAttribute('data-island')).toBe('pending');
    release();
    await page.waitForSelector(`${PLAYERS}[data-island="mounted"]`, { state: 'attached' });
    expect(await boxes()).toEqual(server);
    await settled(page);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused), 'still sounding, the press not replayed').toBe(false);
    expect(await player.locator('.pause-btn').isVisible()).toBe(true);
    site.expectNoConsoleErrors();
  });

  test('on the plugin’s stylesheet the 8 px seek bar takes the pointer 24 px tall, moves nothing and covers no other control', async () => {
    const page = await article();
    const player = page.locator(PLAYERS);
    await player.hover();
    await page.waitForSelector(`${PLAYERS}[data-island="mounted"]`, { state: 'attached' });
    const bar = player.locator('.ssp-progress');
    const box = (await bar.boundingBox())!;
    expect(box.height, 'castos-player.css draws the bar 8 px high').toBe(8);
    const hits = await bar.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const mid = b.y + b.height / 2;
      const offsets = Array.from({ length: 31 }, (_, i) => i - 15);
      return offsets.filter((dy) => !!document.elementFromPoint(b.x + b.width * 0.3, mid + dy)?.closest('[role="slider"]'));
    });
    expect(hits).toEqual(Array.from({ length: 24 }, (_, i) => i - 12));
    const layout = () =>
      player.evaluate((root) => {
        const at = root.getBoundingClientRect();
        return Array.from(root.querySelectorAll('.player *:not(.ssp-progress__hit), .playlist__item')).map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.className} ${r.x - at.x},${r.y - at.y} ${r.width}x${r.height}`;
        });
      });
    const covered = await player.evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('button, [tabindex]')).flatMap((el) => {
        const r = el.getBoundingClientRect();
        if (!r.width || el.matches('.ssp-progress')) return [];
        const points = [
          [r.x + r.width / 2, r.y + 1],
          [r.x + r.width / 2, r.y + r.height / 2],
          [r.x + r.width / 2, r.bottom - 1],
        ] as const;
        return points.filter(([x, y]) => document.elementFromPoint(x, y)?.closest('.ssp-progress')).map(() => el.className);
      }),
    );
    expect(covered).toEqual([]);
    const withHitArea = await layout();
    await player.locator('.ssp-progress__hit').evaluate((el: HTMLElement) => (el.style.display = 'none'));
    expect(await layout(), 'the hit area moves nothing').toEqual(withHitArea);
    await player.locator('.ssp-progress__hit').evaluate((el: HTMLElement) => (el.style.display = ''));
    // A click 10 px above the bar's middle seeks (a quarter of the way in).
    const max = Number(await bar.getAttribute('aria-valuemax'));
    expect(max).toBeGreaterThan(0);
    await page.mouse.click(box.x + box.width / 4, box.y + box.height / 2 - 10);
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBe(Math.floor(max / 4));
    site.expectNoConsoleErrors();
  });

  test('JavaScript off: the Islands plugin gives the episodes’ <audio> controls, shown in place of the dead buttons, and they play', async () => {
    const page = await site.newPage({ javaScript: false });
    await page.goto(site.url('/resena-mejor-hosting/'));
    const player = page.locator(PLAYERS);
    const native = player.locator('.play-progress audio.clip[controls]');
    await native.scrollIntoViewIfNeeded();
    expect(await native.isVisible()).toBe(true);
    expect(await player.locator('.play-btn').isVisible(), 'the button that needs a script is hidden').toBe(false);
    expect(await player.locator('.ssp-progress').isVisible()).toBe(false);
    expect(await player.locator('.playlist__item audio.clip[controls]').count()).toBe(3);
    await native.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => native.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
    // With JavaScript off, Chromium refuses the plugin's modulepreload hints: nothing else may fail.
    site.expectNoConsoleErrors({ ignore: [/: csp$/] });
  });

  test('JavaScript on: the added controls stay hidden until a crash puts the server’s player back, where they show and play', async () => {
    const page = await site.newPage();
    const html = await (await page.request.get(site.url('/resena-mejor-hosting/'))).text();
    expect(html.match(/<audio controls\b[^>]*\bclass="clip\b/g), 'the server markup has them').toHaveLength(4);
    await page.goto(site.url('/resena-mejor-hosting/'));
    const player = page.locator(PLAYERS);
    await player.hover();
    await page.waitForSelector(`${PLAYERS}[data-island="mounted"]`, { state: 'attached' });
    // The island keeps the plugin's main <audio> (it may be sounding already): its controls stay hidden.
    const shown = () =>
      player.locator('audio.clip[controls]').evaluateAll((list) => list.filter((a) => a.getBoundingClientRect().height > 0).length);
    expect(await shown(), 'the island draws its own player').toBe(0);
    await page.evaluate(() => {
      HTMLMediaElement.prototype.load = () => {
        throw new Error('load() falla');
      };
    });
    await player.getByRole('option', { name: /Episodio 2/ }).click();
    await page.waitForSelector(`${PLAYERS}[data-island="error"]`, { state: 'attached' });
    const native = player.locator('.play-progress audio.clip[controls]');
    expect(await native.isVisible()).toBe(true);
    expect(await player.locator('.play-btn').isVisible()).toBe(false);
    await native.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => native.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.2);
    expect(site.log(page).consoleErrors).toEqual([expect.stringMatching(/^\[islands:podcast-player\] Crashed; server markup restored/)]);
  });

  test('the plugin’s own player (?islands=0) gets no controls and no stylesheet from Islands', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/resena-mejor-hosting/', { original: true }));
    expect(await page.locator('#islands-podcast-css').count()).toBe(0);
    expect(await page.locator(`${PLAYERS} audio[controls]`).count()).toBe(0);
    expect(await page.locator('script[src*="castos-player"]').count()).toBe(1);
  });
});
