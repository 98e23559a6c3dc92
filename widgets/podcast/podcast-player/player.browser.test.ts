// The podcast player island on the fixture's own pages, in Chromium, with audio the fixture
// backend synthesises (episode 1 lasts 95 s, the others 2 s), so play, seek and end are real.
// /podcast/ has the playlist player; /resena-mejor-hosting/ has a single-episode player (first)
// and the playlist player, as the real article has.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated, expectNotHydrated, holdIslands, settled } from '../../../tests/harness.ts';

const PLAYER = 'div.castos-player[data-player_id]';
const SINGLE = '#\\32 817450093'; // the article's [ss_player]
const LIST = '#\\31 160378981'; // the article's [podcast_playlist]

/** The player's element, with the pointer resting on it (it mounts on intent), mounted. */
async function openPlayer(page: Page, url: string, player = PLAYER): Promise<void> {
  await page.goto(url);
  await page.locator(player).first().hover();
  await expectHydrated(page, player);
}

const audio = (page: Page, player = PLAYER) =>
  page
    .locator(`${player} .play-progress audio`)
    .first()
    .evaluate((a: HTMLAudioElement) => ({ time: a.currentTime, paused: a.paused, rate: a.playbackRate, volume: a.volume }));
/** Whether the island's own module (podcast-player.ts's chunk) is among the scripts a page fetched. */
const islandModuleIn = (scripts: string[]) => scripts.some((url) => /\/chunks\/podcast-player-[^/]+\.js$/.test(url));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

browserSuite('podcast player', (h) => {
  test('fetches no React by load, nor in view, nor for a pointer passing over; a resting pointer mounts it with nothing moved', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      type Shift = { value: number; sources: { node?: Node }[] };
      const shifts: string[] = ((window as unknown as { __shifts: string[] }).__shifts = []);
      const named = (node?: Node) => (node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName));
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((e) =>
            shifts.push(`${(e as unknown as Shift).value}: ${(e as unknown as Shift).sources.map((s) => named(s.node)).join(', ')}`),
          ),
      ).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    // The article with a long text above its players: both start well below the fold.
    const article = await (await fetch(h.url('/resena-mejor-hosting/'))).text();
    await page.route(h.url('/resena-mejor-hosting/'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: article.replace('<h2 class="wp-block-heading">Escucha', '<div style="height:3000px"></div>$&'),
      }),
    );
    await page.goto(h.url('/resena-mejor-hosting/'));
    await page.waitForLoadState('networkidle');
    await expectNotHydrated(page, SINGLE);
    expect(h.reactChunksFetched(page), 'React by the load event').toEqual([]);
    // Its module, with no React, comes once the page is idle (the registry's `early`): a press
    // then needs no round trip before the plugin's <audio> plays (docs/performance.md#the-podcast-press).
    await expect.poll(() => islandModuleIn(h.log(page).scripts), { message: "the island's module when the page is idle" }).toBe(true);
    await expectNotHydrated(page, SINGLE);
    expect(h.reactChunksFetched(page), 'React with the module').toEqual([]);
    // From here on: the store notice above shows at load, and is not the player's doing.
    await page.evaluate(() => ((window as unknown as { __shifts: string[] }).__shifts.length = 0));
    await page.locator(SINGLE).scrollIntoViewIfNeeded();
    const before = await page.locator(`${SINGLE} .player`).boundingBox();
    // In view, and a pointer crossing it on its way elsewhere (in and out within one task, as a
    // quick pointer does; a busy test machine could not promise that with real moves): still the plugin's markup.
    await page.locator(SINGLE).evaluate((player) => {
      player.dispatchEvent(new PointerEvent('pointerenter'));
      player.dispatchEvent(new PointerEvent('pointerleave'));
    });
    await settled(page);
    await expectNotHydrated(page, SINGLE);
    expect(h.reactChunksFetched(page), 'React for a player only in view').toEqual([]);
    await page.mouse.move(before!.x + 10, before!.y + 10);
    await expectHydrated(page, SINGLE);
    expect(h.reactChunksFetched(page)).toHaveLength(1);
    expect(await page.locator(`${SINGLE} .player`).boundingBox()).toEqual(before);
    await page.locator(LIST).hover();
    await expectHydrated(page, LIST);
    expect(h.reactChunksFetched(page), 'one React download for both players').toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('a player out of view mounts on a first interaction (focus moved to it without scrolling)', async () => {
    const page = await h.newPage();
    const article = await (await fetch(h.url('/resena-mejor-hosting/'))).text();
    await page.route(h.url('/resena-mejor-hosting/'), (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: article.replace('<h2 class="wp-block-heading">Escucha', '<div style="height:3000px"></div>$&'),
      }),
    );
    await page.goto(h.url('/resena-mejor-hosting/'));
    await page.waitForLoadState('networkidle');
    await expectNotHydrated(page, SINGLE);
    await page.locator(SINGLE).evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await expectHydrated(page, SINGLE);
    expect(await page.evaluate(() => window.scrollY), 'still out of view').toBe(0);
    expect(await page.locator(LIST).getAttribute('data-island'), 'the other player still waits').toBe('pending');
    await page.keyboard.press('ArrowRight'); // the focus is in the mounted player: its keys work
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(30);
    h.expectNoConsoleErrors();
  });

  test('renders the server’s elements and classes: the same text and boxes before and after mounting', async () => {
    const page = await h.newPage();
    const gate = await holdIslands(page);
    await page.goto(h.url('/podcast/'), { waitUntil: 'commit' });
    await page.locator(PLAYER).waitFor({ state: 'attached' });
    const shape = () =>
      page.locator(PLAYER).evaluate((root) => {
        // Relative to the player: the store notice above it may show meanwhile.
        const at = root.getBoundingClientRect();
        // The island's one addition, the seek bar's transparent hit area, is out of the flow.
        const all = root.querySelectorAll<HTMLElement>('.player *:not(.ssp-progress__hit), .playlist__item, .playlist__item *');
        return Array.from(all).map((el) => {
          const box = el.getBoundingClientRect();
          const shown = box.width || box.height; // a hidden element's position means nothing
          const where = shown
            ? `${Math.round(box.x - at.x)},${Math.round(box.y - at.y)} ${Math.round(box.width)}x${Math.round(box.height)}`
            : 'hidden';
          return `${el.tagName} ${el.className} ${where} ${el.children.length ? '' : el.textContent?.trim()}`;
        });
      });
    const server = await shape();
    gate.release();
    // Intent without a pointer over it (a hover would restyle the controls it rests on).
    await page.locator(`${PLAYER}[data-island="pending"]`).waitFor({ state: 'attached' });
    await page.locator(`${PLAYER} .play-btn`).evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await expectHydrated(page, PLAYER);
    expect(await shape()).toEqual(server);
  });

  /** The page with the React chunk (which the player's chunk imports) held until release(), or failing. */
  async function withReactHeld(page: Page, fail = false) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const state = { asked: false, release: () => release() };
    await page.route('**/islands/**', async (route) => {
      if (!h.dist.isReactChunk(route.request().url())) return route.continue();
      state.asked = true;
      await held;
      await (fail ? route.abort() : route.continue());
    });
    return state;
  }

  for (const how of ['click', 'keyboard'] as const) {
    test(`a ${how} on play while React is still on its way plays the plugin's <audio> at once; the player adopts it, sounding`, async () => {
      const page = await h.newPage();
      const react = await withReactHeld(page);
      await page.goto(h.url('/podcast/'));
      await page.waitForLoadState('networkidle');
      expect(react.asked, 'React before any intent').toBe(false);
      await page.locator(`${PLAYER} .play-progress audio`).evaluate((a) => ((a as unknown as { mark: string }).mark = 'server'));
      const press = async (button: string) => {
        if (how === 'click') return page.locator(`${PLAYER} ${button}`).click();
        await page.locator(`${PLAYER} ${button}`).focus();
        await page.keyboard.press('Enter');
      };
      await press('.play-btn');
      await expect.poll(() => react.asked, { message: 'the press asked for React' }).toBe(true);
      await expect.poll(async () => (await audio(page)).time, { message: 'it plays before React', timeout: 10_000 }).toBeGreaterThan(0.3);
      await expectNotHydrated(page, PLAYER);
      // The plugin's buttons show it, and the focus moves to the other one, as the plugin's own script does.
      expect(await page.locator(`${PLAYER} .pause-btn`).isVisible()).toBe(true);
      expect(await page.locator(`${PLAYER} .play-btn`).isVisible()).toBe(false);
      expect(await focused(page)).toBe('pause-btn');
      // Pause and play again, still before React.
      await press('.pause-btn');
      expect((await audio(page)).paused).toBe(true);
      expect(await focused(page)).toBe('play-btn');
      await press('.play-btn');
      await expect.poll(async () => (await audio(page)).paused).toBe(false);
      const before = (await audio(page)).time;
      react.release();
      await expectHydrated(page, PLAYER);
      // The same element, never paused by the swap, and the press not replayed (it would pause it).
      const adopted = page.locator(`${PLAYER} .play-progress audio`);
      expect(await adopted.count()).toBe(1);
      expect(await adopted.evaluate((a) => (a as unknown as { mark?: string }).mark)).toBe('server');
      await settled(page);
      const after = await audio(page);
      expect(after.paused).toBe(false);
      expect(after.time).toBeGreaterThan(before);
      expect(await page.locator(`${PLAYER} .pause-btn`).isVisible()).toBe(true);
      // The pressed button went with the server's markup: its place in the player keeps the focus.
      expect(await focused(page)).toBe('pause-btn');
      // The player's own pause reaches the adopted element.
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await audio(page)).paused).toBe(true);
      await expect.poll(() => focused(page)).toBe('play-btn');
      h.expectNoConsoleErrors();
    });
  }

  test("a press answered before React, then React failing to load: the audio stops, the plugin's player stays as it was", async () => {
    const page = await h.newPage();
    const react = await withReactHeld(page, true);
    await page.goto(h.url('/podcast/'));
    await page.locator(`${PLAYER} .play-btn`).click();
    await expect.poll(async () => (await audio(page)).paused, { message: 'it plays before React' }).toBe(false);
    react.release();
    await page.locator(`${PLAYER}[data-island="error"]`).waitFor();
    expect((await audio(page)).paused, 'nothing sounds on its own').toBe(true);
    // The plugin's buttons as they were (hidden now, dead), its <audio> with its own controls instead.
    expect(await page.locator(`${PLAYER} .pause-btn`).getAttribute('class')).toBe('pause-btn hide');
    expect(await page.locator(`${PLAYER} .play-progress audio[controls]`).isVisible()).toBe(true);
    expect(h.log(page).consoleErrors.join('\n')).toMatch(
      /\[islands:podcast-player\] Mount failed on <div\S*\.castos-player.*Failed to fetch dynamically imported module/,
    );
    h.expectNoConsoleErrors({
      ignore: [/podcast-player\] Mount failed/, /net::ERR_FAILED|ERR_ABORTED|Failed to fetch dynamically imported module/],
    });
  });

  test('play and pause: the audio really plays, the buttons swap and the focus follows', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/podcast/'));
    await page.getByRole('button', { name: 'Reproducir episodio' }).click();
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.3);
    await expect.poll(() => focused(page)).toBe('pause-btn');
    expect(await page.locator(`${PLAYER} .play-btn`).getAttribute('class')).toBe('play-btn hide');
    await page.getByRole('button', { name: 'Pausar episodio' }).click();
    await expect.poll(async () => (await audio(page)).paused).toBe(true);
    await expect.poll(() => focused(page)).toBe('play-btn');
    // The artwork toggles too.
    await page.click(`${PLAYER} .player__artwork img`);
    await expect.poll(async () => (await audio(page)).paused).toBe(false);
    await expect.poll(() => page.locator(`${PLAYER} .ssp-timer`).textContent(), { timeout: 10_000 }).not.toBe('00:00');
    h.expectNoConsoleErrors();
  });

  test('shows the loader while the episode is buffering, and hides it once it plays', async () => {
    const page = await h.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/episodio-1.wav', async (route) => {
      await held;
      await route.continue();
    });
    await openPlayer(page, h.url('/podcast/'));
    const loader = page.locator(`${PLAYER} .ssp-loader`);
    expect(await loader.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Reproducir episodio' }).click();
    await expect.poll(() => loader.getAttribute('class')).toBe('ssp-loader');
    expect(await loader.getAttribute('aria-label')).toBe('Cargando');
    release();
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(await loader.getAttribute('class')).toBe('ssp-loader hide');
    h.expectNoConsoleErrors();
  });

  test('seeks by keyboard: → +30 s, ← −10 s on the player, Home and End on the slider, values in words', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/resena-mejor-hosting/'), SINGLE);
    const slider = page.getByRole('slider', { name: 'Posición en el episodio' }).first();
    await page.focus(SINGLE);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(30);
    expect(await slider.getAttribute('aria-valuenow')).toBe('30');
    expect(await slider.getAttribute('aria-valuetext')).toBe('30 segundos de 1 minuto y 35 segundos');
    expect(await page.locator(`${SINGLE} .ssp-timer`).textContent()).toBe('00:30');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(20);
    expect(await page.evaluate(() => window.scrollX), 'the arrows did not scroll the page').toBe(0);
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(95);
    expect(await slider.getAttribute('aria-valuetext')).toBe('1 minuto y 35 segundos de 1 minuto y 35 segundos');
    await page.keyboard.press('Home');
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(0);
    h.expectNoConsoleErrors();
  });

  test('the +30 s and −10 s buttons skip, and stop at the ends of the episode', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/resena-mejor-hosting/'), SINGLE);
    const forward = page.locator(SINGLE).getByRole('button', { name: 'Avanzar 30 segundos' });
    const back = page.locator(SINGLE).getByRole('button', { name: 'Retroceder 10 segundos' });
    await forward.click();
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(30);
    await back.click();
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(20);
    await back.click();
    await back.click();
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(0);
    for (let i = 0; i < 4; i++) await forward.click();
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(95);
    expect(await page.locator(`${SINGLE} .ssp-timer`).textContent()).toBe('01:35');
    h.expectNoConsoleErrors();
  });

  test('seeks by pointer: a click and a drag on the progress bar', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/resena-mejor-hosting/'), SINGLE);
    const box = (await page.locator(`${SINGLE} .ssp-progress`).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBeCloseTo(47.5, 0);
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + 40, { steps: 4 }); // off the bar: still dragging
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBeCloseTo(76, 0);
    const width = await page.locator(`${SINGLE} .progress__filled`).evaluate((el) => el.getBoundingClientRect().width);
    expect(width / box.width).toBeCloseTo(0.8, 1);
    h.expectNoConsoleErrors();
  });

  test('the seek bar takes the pointer 24 px tall, centred on its 6 px, and covers no other control', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/resena-mejor-hosting/'), SINGLE);
    const bar = page.locator(`${SINGLE} .ssp-progress`);
    const box = (await bar.boundingBox())!;
    expect(box.height).toBe(6); // the fixture theme's bar
    const hits = await bar.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const mid = b.y + b.height / 2;
      const at = (dy: number) => !!document.elementFromPoint(b.x + b.width * 0.3, mid + dy)?.closest('[role="slider"]');
      const offsets = Array.from({ length: 31 }, (_, i) => i - 15);
      return offsets.filter((dy) => at(dy));
    });
    expect(hits).toEqual(Array.from({ length: 24 }, (_, i) => i - 12));
    // Every other control still takes its own pointer, at its centre and along its edges.
    const covered = await page.locator(SINGLE).evaluate((root) =>
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
    // A click 10 px above the bar's middle seeks.
    await page.mouse.click(box.x + box.width / 4, box.y + box.height / 2 - 10);
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBeCloseTo(95 / 4, 0);
    h.expectNoConsoleErrors();
  });

  test('speed: the button cycles 0.4–2.0 by 0.2, Shift+. / Shift+, stop at the ends, Shift+0 is 1, anything else becomes 1', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/podcast/'));
    const speed = page.locator(`${PLAYER} .player-btn__speed`);
    const seen: string[] = [];
    for (let i = 0; i < 9; i++) {
      const was = await speed.textContent();
      await speed.click();
      await expect.poll(() => speed.textContent()).not.toBe(was);
      seen.push(`${await speed.textContent()} ${(await audio(page)).rate}`);
    }
    expect(seen).toEqual(['1,2x 1.2', '1,4x 1.4', '1,6x 1.6', '1,8x 1.8', '2x 2', '0,4x 0.4', '0,6x 0.6', '0,8x 0.8', '1x 1']);
    expect(await speed.getAttribute('aria-label')).toBe('Velocidad de reproducción: 1x');
    await page.focus(PLAYER);
    const shown = async () => [await speed.textContent(), (await audio(page)).rate];
    for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+Period');
    await expect.poll(shown).toEqual(['2x', 2]);
    for (let i = 0; i < 9; i++) await page.keyboard.press('Shift+Comma');
    await expect.poll(shown).toEqual(['0,4x', 0.4]);
    await page.keyboard.press('Shift+Digit0');
    await expect.poll(shown).toEqual(['1x', 1]);
    await speed.click();
    await page.locator(`${PLAYER} .play-progress audio`).evaluate((a: HTMLAudioElement) => (a.playbackRate = 3));
    await expect.poll(shown).toEqual(['1x', 1]);
    h.expectNoConsoleErrors();
  });

  test('mute: the button and M set the volume to 0 and back to 1, with aria-pressed and .off', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/podcast/'));
    const mute = page.getByRole('button', { name: 'Silenciar el episodio' });
    await mute.click();
    await expect
      .poll(async () => [(await audio(page)).volume, await mute.getAttribute('aria-pressed'), await mute.getAttribute('class')])
      .toEqual([0, 'true', 'player-btn player-btn__volume off']);
    await page.focus(PLAYER);
    await page.keyboard.press('m');
    await expect.poll(async () => [(await audio(page)).volume, await mute.getAttribute('aria-pressed')]).toEqual([1, 'false']);
    h.expectNoConsoleErrors();
  });

  test('two players: keys act only on the one holding focus, and starting one pauses the other', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/resena-mejor-hosting/'));
    for (const player of [SINGLE, LIST]) {
      await page.locator(player).hover();
      await expectHydrated(page, player);
    }
    await page.focus(SINGLE);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+Period');
    await expect.poll(async () => (await audio(page, SINGLE)).time).toBe(30);
    expect([(await audio(page, SINGLE)).rate, (await audio(page, LIST)).time, (await audio(page, LIST)).rate]).toEqual([1.2, 0, 1]);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audio(page, SINGLE)).paused).toBe(false);
    expect((await audio(page, LIST)).paused).toBe(true);
    await page.focus(LIST);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audio(page, LIST)).paused).toBe(false);
    await expect.poll(async () => (await audio(page, SINGLE)).paused, { message: 'the other player paused' }).toBe(true);
    expect(await page.locator(`${SINGLE} .play-btn`).isVisible()).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('a crash puts the server’s player back, which still plays, and leaves the other islands alone', async () => {
    const page = await h.newPage();
    await openPlayer(page, h.url('/podcast/'));
    // A media element that fails on load(): the island's effect throws when an episode is chosen.
    await page.evaluate(() => {
      HTMLMediaElement.prototype.load = () => {
        throw new Error('load() falla');
      };
    });
    const episodeOf = () =>
      page.locator(`${PLAYER} .play-progress audio`).evaluate((a) => `${a.className} ${a.querySelector('source')?.getAttribute('src')}`);
    const first = await episodeOf();
    await page.getByRole('option', { name: /Episodio 2/ }).click();
    await page.locator(`${PLAYER}[data-island="error"]`).waitFor({ state: 'attached' });
    expect(await episodeOf(), "the plugin's <audio> is back with its own episode").toBe(first);
    expect(h.log(page).consoleErrors).toEqual([
      expect.stringMatching(/^\[islands:podcast-player\] Crashed; server markup restored on <div#3651666932\.castos-player/),
    ]);
    expect(await page.locator(`${PLAYER} .player__episode-title`).textContent()).toBe('Episodio 1: hosting y tiendas online');
    const native = page.locator(`${PLAYER} .play-progress audio[controls]`);
    expect(await native.isVisible()).toBe(true);
    await native.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => native.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(await page.locator('.islands-cart-count').getAttribute('data-island')).toBe('mounted');
  });

  test('with JavaScript off, the server’s <audio> plays and the dead buttons are hidden', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/podcast/'));
    const native = page.locator(`${PLAYER} .play-progress audio[controls]`);
    expect(await native.isVisible()).toBe(true);
    expect(await page.locator(`${PLAYER} .play-btn`).isVisible()).toBe(false);
    await native.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => native.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(await page.locator(`${PLAYER} .playlist__item audio[controls]`).first().isVisible()).toBe(true);
  });
});
