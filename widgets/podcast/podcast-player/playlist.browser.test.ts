// The playlist of the podcast player on /podcast/, in Chromium against the fixture backend's
// get_playlist_items (seven episodes, three a page; episode 1 lasts 95 s, the others 2 s). Times
// are measured on the page's own clock (performance.now() in event listeners), not the test's.
import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { axe, browserSuite, expectHydrated, settled } from '../../../tests/harness.ts';

const PLAYER = '#\\33 651666932';
const ITEMS = `${PLAYER} ul.playlist__items`;
const PAGE_SIZE_ITEMS = `${ITEMS} > li[role="option"]`;

type Logged = { type: string; at: number; file: string };

/** Records play, pause, ended (with the audio file) and clicks, with performance.now(). */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Array<{ type: string; at: number; file: string }> = ((window as unknown as { __events: typeof log }).__events = []);
    for (const type of ['play', 'pause', 'ended', 'click']) {
      document.addEventListener(
        type,
        (e) => {
          const src = e.target instanceof HTMLMediaElement ? e.target.currentSrc : '';
          log.push({ type, at: performance.now(), file: src.split('/').pop() ?? '' });
        },
        true,
      );
    }
  });
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: Logged[] }).__events);
const first = (log: Logged[], type: string, file = '') => log.find((e) => e.type === type && e.file.includes(file));

const isPlaylistCall = (url: string | URL) => String(url).includes('admin-ajax.php') && String(url).includes('action=get_playlist_items');

browserSuite('podcast playlist', (h) => {
  async function open(page: Page): Promise<void> {
    await page.goto(h.url('/podcast/'));
    await page.locator(PLAYER).hover();
    await expectHydrated(page, PLAYER);
  }
  const calls = (page: Page) => {
    const seen: Request[] = [];
    page.on('request', (r) => isPlaylistCall(r.url()) && seen.push(r));
    return seen;
  };
  /** Scrolls the list to its real bottom with the mouse wheel, as a visitor does. */
  async function scrollToEnd(page: Page): Promise<void> {
    const box = (await page.locator(ITEMS).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 5000);
  }
  const titles = (page: Page) => page.locator(`${PAGE_SIZE_ITEMS} h2`).allTextContents();

  test('choosing an episode pauses the current one, changes title and artwork, and plays it 500 ms later', async () => {
    const page = await h.newPage();
    await recordEvents(page);
    await open(page);
    await page.locator(PLAYER).getByRole('button', { name: 'Reproducir episodio' }).click();
    await expect.poll(async () => first(await events(page), 'play', 'episodio-1')).toBeTruthy();
    // The play button shows only for the 500 ms between the choice and the play: the page notes when.
    await page.locator(PLAYER).evaluate((player) => {
      const shown: number[] = ((window as unknown as { __playButtonShown: number[] }).__playButtonShown = []);
      const note = () => player.querySelector('.play-btn')?.checkVisibility() && shown.push(performance.now());
      new MutationObserver(note).observe(player, { subtree: true, attributes: true, childList: true });
    });
    const option = page.getByRole('option', { name: /Episodio 2: pasarelas de pago/ });
    await option.click();
    // load() drops the queued 'pause' event, so the element itself is asked, and the buttons.
    expect(await page.locator(`${PLAYER} .play-progress audio`).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    expect(await page.locator(`${PLAYER} .player__episode-title`).textContent()).toBe('Episodio 2: pasarelas de pago');
    expect(await page.locator(`${PLAYER} .player__artwork img`).getAttribute('src')).toMatch(/portada-podcast-100x100\.png$/);
    expect([await option.getAttribute('aria-selected'), await option.getAttribute('class')]).toEqual(['true', 'playlist__item active']);
    await expect.poll(async () => first(await events(page), 'play', 'episodio-2'), { timeout: 5000 }).toBeTruthy();
    const log = await events(page);
    const click = log.filter((e) => e.type === 'click').at(-1)!;
    const played = first(log, 'play', 'episodio-2')!;
    expect(played.at - click.at).toBeGreaterThanOrEqual(500);
    expect(played.at - click.at).toBeLessThan(2000);
    const shown = await page.evaluate(() => (window as unknown as { __playButtonShown: number[] }).__playButtonShown);
    expect(
      shown.some((at) => at >= click.at && at < played.at),
      'the play button shown while the choice waits',
    ).toBe(true);
    // Switching episodes ends the first one's download: the browser reports it aborted.
    h.expectNoConsoleErrors({ ignore: [/episodio-1\.wav: net::ERR_ABORTED/] });
  });

  test('as a listbox: arrows move, Enter chooses; at the end of an episode the next one starts', async () => {
    const page = await h.newPage();
    await recordEvents(page);
    await open(page);
    await page.locator(`${PAGE_SIZE_ITEMS}[aria-selected="true"]`).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-episode'))).toBe('36');
    await page.keyboard.press('Enter');
    // Episode 2 lasts 2 s: it ends, and episode 3 starts 500 ms later.
    await expect.poll(async () => first(await events(page), 'play', 'episodio-3'), { timeout: 15_000 }).toBeTruthy();
    const log = await events(page);
    const ended = first(log, 'ended', 'episodio-2')!;
    expect(first(log, 'play', 'episodio-3')!.at - ended.at).toBeGreaterThanOrEqual(500);
    expect(await page.locator(`${PLAYER} .player__episode-title`).textContent()).toBe('Episodio 3: fotos de producto');
    expect(await page.getByRole('option', { selected: true }).getAttribute('data-episode')).toBe('37');
    h.expectNoConsoleErrors();
  });

  test('scrolling to the real bottom loads page 2, then 3, then stops on the empty page 4', async () => {
    const page = await h.newPage();
    const seen = calls(page);
    await open(page);
    const global = await page.evaluate(
      () => (window as unknown as Record<string, { atts: unknown; nonce: string }>).ssp_castos_player_3651666932,
    );
    const box = (await page.locator(ITEMS).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 10); // not the bottom yet
    await settled(page);
    expect(seen).toHaveLength(0);
    await scrollToEnd(page);
    await expect.poll(() => titles(page)).toHaveLength(6);
    const query = new URL(seen[0]!.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      action: 'get_playlist_items',
      atts: JSON.stringify(global!.atts),
      page: '2',
      player_id: '3651666932',
      nonce: global!.nonce,
    });
    await scrollToEnd(page);
    await expect.poll(() => titles(page)).toHaveLength(7);
    await scrollToEnd(page);
    await expect.poll(() => seen.length).toBe(3);
    await expect.poll(() => page.locator(`${PLAYER} .playlist__wrapper`).getAttribute('data-page')).toBe('4');
    await scrollToEnd(page);
    await page.locator(ITEMS).evaluate((ul) => ul.scrollBy(0, -50));
    await scrollToEnd(page);
    await settled(page);
    expect(seen.map((r) => new URL(r.url()).searchParams.get('page'))).toEqual(['2', '3', '4']);
    expect((await titles(page)).at(-1)).toBe('Episodio 7: el carrito abandonado');
    h.expectNoConsoleErrors();
  });

  test('a first page that does not fill its box: the wheel turned down, or the arrow past the last episode, loads the next', async () => {
    const page = await h.newPage();
    const seen = calls(page);
    await open(page);
    await page.addStyleTag({ content: `${ITEMS} { max-height: none; }` }); // the list no longer scrolls
    const box = (await page.locator(ITEMS).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -100); // up: nothing
    await settled(page);
    expect(seen).toHaveLength(0);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => titles(page)).toHaveLength(6);
    await page.locator(`${PAGE_SIZE_ITEMS}[aria-selected="true"]`).focus();
    await page.keyboard.press('End');
    await expect.poll(() => titles(page)).toHaveLength(7);
    expect(seen.map((r) => new URL(r.url()).searchParams.get('page'))).toEqual(['2', '3']);
    h.expectNoConsoleErrors();
  });

  test('a failed call shows a retry that loads the page; axe-core finds nothing meanwhile', async () => {
    const page = await h.newPage();
    let failures = 1;
    await page.route(isPlaylistCall, (route) => (failures-- > 0 ? route.abort('internetdisconnected') : route.continue()));
    await open(page);
    await scrollToEnd(page);
    const alert = page.locator(PLAYER).getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe('No se han podido cargar más episodios. Probablemente estás desconectado.Volver a intentarlo');
    expect(await axe(page)).toEqual([]);
    await alert.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect.poll(() => titles(page)).toHaveLength(6);
    expect(await alert.count()).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/ERR_INTERNET_DISCONNECTED.*get_playlist_items|get_playlist_items.*ERR_INTERNET_DISCONNECTED/] });
  });

  test('a stale nonce (a cached page) is refused by the server, and the message says so in Spanish', async () => {
    const page = await h.newPage();
    const answers: unknown[] = [];
    await page.route(isPlaylistCall, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('nonce', '0000000000');
      const response = await route.fetch({ url: url.href });
      answers.push(await response.json());
      await route.fulfill({ response });
    });
    await open(page);
    await scrollToEnd(page);
    const alert = page.locator(PLAYER).getByRole('alert');
    await expect
      .poll(() => alert.locator('p').textContent())
      .toBe(
        'No se han podido cargar más episodios. La clave de seguridad de esta página ha caducado, algo normal si la página venía de una caché. Recarga la página para ver el resto de episodios.',
      );
    expect(answers).toEqual([{ success: false, data: { message: 'Security check failed' } }]);
    await alert.getByRole('button', { name: 'Volver a intentarlo' }).click();
    await expect.poll(() => answers.length).toBe(2);
    expect(await titles(page)).toHaveLength(3);
    h.expectNoConsoleErrors();
  });

  test('hostile answers: item text stays text, decoded once, and non-http(s) URLs are dropped', async () => {
    const page = await h.newPage();
    const audio = h.url('/wp-content/uploads/2026/11/episodio-2.wav');
    const data = [
      {
        episode_id: 90,
        title: '<img src=x onerror="window.__hacked=1">Envíos &amp; devoluciones',
        excerpt: '&lt;b&gt;negrita&lt;/b&gt; &amp;amp; &lt;script&gt;window.__hacked=2&lt;/script&gt;',
        date: 'Jan 8, 2025',
        duration: '00:00:02',
        podcast_title: 'Podcast &quot;de la tienda&quot;',
        audio_file: 'javascript:window.__hacked=3',
        album_art: { src: 'javascript:window.__hacked=4' },
      },
      { episode_id: 91, title: 'Sin audio válido', audio_file: 'data:audio/wav;base64,UklGRg==', album_art: { src: 'vbscript:x' } },
      {
        episode_id: 92,
        title: 'Bueno',
        date: 'Jan 9, 2025',
        duration: '00:00:02',
        audio_file: audio,
        album_art: { src: h.url('/wp-content/uploads/2026/11/taza-100x100.png') },
      },
      { title: 'sin id' },
    ];
    await page.route(isPlaylistCall, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, data }) }),
    );
    await open(page);
    await scrollToEnd(page);
    await expect.poll(() => titles(page)).toHaveLength(6);
    const hostile = page.locator(`${PLAYER} li[data-episode="90"]`);
    expect(await hostile.locator('h2').textContent()).toBe('<img src=x onerror="window.__hacked=1">Envíos & devoluciones');
    expect(await hostile.locator('.playlist__episode-description').textContent()).toBe(
      '<b>negrita</b> &amp; <script>window.__hacked=2</script>',
    );
    expect(await hostile.locator('h2').getAttribute('data-podcast')).toBe('Podcast "de la tienda"');
    expect(await hostile.locator('img, b, script').count()).toBe(0);
    const urls = await page
      .locator(`${PLAYER} [src], ${PLAYER} [href]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? e.getAttribute('href')));
    expect(urls.filter((u) => !/^(https?:|\/)/.test(u ?? ''))).toEqual([]);
    expect(await hostile.getAttribute('aria-disabled')).toBe('true');
    await hostile.click({ force: true }); // aria-disabled: no audio, nothing to choose
    await settled(page);
    expect(await page.locator(`${PLAYER} .player__episode-title`).textContent()).toBe('Episodio 1: hosting y tiendas online');
    await page.locator(`${PLAYER} li[data-episode="92"]`).click();
    await expect
      .poll(() => page.locator(`${PLAYER} .play-progress audio`).evaluate((a: HTMLAudioElement) => !a.paused && a.currentSrc), {
        timeout: 5000,
      })
      .toBe(audio);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
    h.expectNoConsoleErrors({ ignore: [/\[islands:podcast-player\] get_playlist_items episodes without an episode_id left out/] });
  });
});
