// The loop filter on the fixture's /blog-filtrado/ in Chromium: categories (OR) and tags (AND)
// over a Loop Grid of posts, refreshed through the fixture's refresh-loop (fixtures/blog.json).
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axe, browserSuite, settled } from '../../../tests/harness.ts';

const BLOG = '/blog-filtrado/';
const CATEGORIES = '.elementor-element-d49ad14 search.e-filter';
const TAGS = '.elementor-element-b72e0c5 search.e-filter';
const LOOP = '.elementor-element-f1584e6';
const REFRESH = '**/wp-json/elementor-pro/v1/refresh-loop**';
const RUSSIAN = '%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8'; // "новости" as WordPress prints the slug

/** The posts the listing shows, by id, in order. */
const posts = (page: Page) =>
  page.locator(`${LOOP} .e-loop-item`).evaluateAll((items) => items.map((i) => Number(/e-loop-item-(\d+)/.exec(i.className)![1])));
const pressed = (page: Page, bar: string) =>
  page.locator(`${bar} .e-filter-item[aria-pressed="true"]`).evaluateAll((items) => items.map((i) => i.getAttribute('data-filter')));
const term = (page: Page, bar: string, slug: string) => page.locator(`${bar} .e-filter-item[data-filter="${slug}"]`);
const search = (page: Page) => decodeURIComponent(new URL(page.url()).search);

/** Refresh-loop requests the page sends, with their bodies. */
function refreshes(page: Page): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  page.on('request', (req: Request) => {
    if (req.url().includes('/elementor-pro/v1/refresh-loop')) seen.push(req.postDataJSON() as Record<string, unknown>);
  });
  return seen;
}

/** A marker that a full page load would lose. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

browserSuite('loop filter', (h) => {
  async function open(path = BLOG): Promise<Page> {
    const page = await h.newPage();
    await page.goto(h.url(path));
    await page.locator(`${CATEGORIES}[data-island="mounted"]`).waitFor({ state: 'attached' });
    return page;
  }

  test('downloads no React until a term is used; a click filters without a reload and then React takes the bar over', async () => {
    const page = await open();
    const sent = refreshes(page);
    await page.waitForLoadState('networkidle');
    expect(h.reactChunksFetched(page), 'React by load').toEqual([]);
    expect(await posts(page)).toEqual([53, 47, 46, 45]);
    await markDocument(page);
    await term(page, CATEGORIES, 'hosting').click();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=hosting');
    expect(await sameDocument(page)).toBe(true);
    expect(sent).toEqual([
      {
        post_id: 50,
        widget_filters: { taxonomy: { category: { terms: ['hosting'] } } },
        widget_id: 'f1584e6',
        pagination_base_url: h.url(BLOG),
      },
    ]);
    await expect.poll(() => h.reactChunksFetched(page).length).toBe(1);
    await expect.poll(() => pressed(page, CATEGORIES)).toEqual(['hosting']);
    // The React bar renders the server's markup: links with the URL each click leads to.
    expect(await term(page, CATEGORIES, 'podcast').getAttribute('href')).toBe(`${BLOG}?e-filter-f1584e6-category=hosting~podcast`);
    expect(await term(page, CATEGORIES, '__all').getAttribute('href')).toBe(BLOG);
    h.expectNoConsoleErrors();
  });

  test('categories join with ~ (OR), tags with + (AND); removing a term drops it, the last one the whole filter', async () => {
    const page = await open();
    const sent = refreshes(page);
    await term(page, CATEGORIES, 'podcast').click();
    await expect.poll(() => posts(page)).toEqual([35]);
    await term(page, CATEGORIES, 'sin-categoria').click();
    await expect.poll(() => posts(page)).toEqual([35, 1]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=podcast~sin-categoria');
    expect(sent.at(-1)!.widget_filters).toEqual({ taxonomy: { category: { terms: ['podcast', 'sin-categoria'], logicalJoin: 'OR' } } });
    expect(await pressed(page, CATEGORIES)).toEqual(['podcast', 'sin-categoria']);
    await term(page, CATEGORIES, 'podcast').click();
    await expect.poll(() => posts(page)).toEqual([1]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=sin-categoria');
    await term(page, CATEGORIES, 'sin-categoria').click();
    await expect.poll(() => posts(page)).toEqual([53, 47, 46, 45]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(BLOG);
    expect(await pressed(page, CATEGORIES)).toEqual(['__all']);
    expect(sent.at(-1)!.widget_filters).toEqual({});

    await term(page, TAGS, 'wordpress').click();
    await expect.poll(() => posts(page)).toEqual([47, 45, 42]);
    await term(page, TAGS, 'seguridad').click();
    await expect.poll(() => posts(page)).toEqual([47]);
    expect(search(page)).toBe('?e-filter-f1584e6-post_tag=wordpress+seguridad');
    await term(page, CATEGORIES, 'hosting').click();
    await expect.poll(() => search(page)).toBe('?e-filter-f1584e6-post_tag=wordpress+seguridad&e-filter-f1584e6-category=hosting');
    expect(sent.at(-1)!.widget_filters).toEqual({
      taxonomy: { post_tag: { terms: ['wordpress', 'seguridad'], logicalJoin: 'AND' }, category: { terms: ['hosting'] } },
    });
    await term(page, TAGS, '__all').click();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=hosting');
    h.expectNoConsoleErrors();
  });

  test('NOT (!) from a link: the excluded terms stay excluded as terms come and go', async () => {
    const page = await open();
    await page.getByRole('link', { name: 'Todo menos Hosting' }).click();
    await page.waitForURL(/category=!hosting/);
    await page.locator(`${CATEGORIES}[data-island="mounted"]`).waitFor({ state: 'attached' });
    expect(await posts(page)).toEqual([53, 46, 44, 35]);
    expect(await pressed(page, CATEGORIES)).toEqual(['hosting']);
    const sent = refreshes(page);
    await term(page, CATEGORIES, 'tiendas-online').click();
    await expect.poll(() => posts(page)).toEqual([53, 35, 1]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=hosting!tiendas-online');
    expect(sent.at(-1)!.widget_filters).toEqual({ taxonomy: { category: { terms: ['hosting', 'tiendas-online'], logicalJoin: 'NOT' } } });
    await term(page, CATEGORIES, 'hosting').click();
    await expect.poll(() => posts(page)).toEqual([53, 47, 45, 43]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=!tiendas-online');
    h.expectNoConsoleErrors();
  });

  test('back and forward bring the listing of each URL, in the same document', async () => {
    const page = await open();
    await markDocument(page);
    await term(page, CATEGORIES, 'hosting').click();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    await term(page, TAGS, 'pagos').click();
    await expect.poll(() => posts(page)).toEqual([42]);
    await page.goBack();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=hosting');
    expect(await pressed(page, TAGS)).toEqual(['__all']);
    await page.goBack();
    await expect.poll(() => posts(page)).toEqual([53, 47, 46, 45]);
    expect(await pressed(page, CATEGORIES)).toEqual(['__all']);
    await page.goForward();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    expect(await pressed(page, CATEGORIES)).toEqual(['hosting']);
    await page.goForward();
    await expect.poll(() => posts(page)).toEqual([42]);
    expect(await pressed(page, TAGS)).toEqual(['pagos']);
    expect(await sameDocument(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('a new filter starts at the first page, and the new listing’s page links keep the filter', async () => {
    const page = await open(`${BLOG}2/`);
    expect(await posts(page)).toEqual([44, 43, 42, 35]);
    await term(page, CATEGORIES, 'hosting').click();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    expect(new URL(page.url()).pathname).toBe(BLOG);
    await term(page, CATEGORIES, 'tiendas-online').click();
    await expect.poll(() => posts(page)).toEqual([47, 46, 45, 44]);
    // The answer's links point at the REST route (as the real one's do); the island mends them.
    const next = page.locator(`${LOOP} nav.elementor-pagination a.page-numbers`);
    expect(await next.getAttribute('href')).toBe(`${BLOG}2/?e-filter-f1584e6-category=hosting~tiendas-online`);
    await next.click();
    await page.waitForURL(/\/blog-filtrado\/2\//);
    expect(await posts(page)).toEqual([43, 42]);
    expect(await pressed(page, CATEGORIES)).toEqual(['hosting', 'tiendas-online']);
    h.expectNoConsoleErrors();
  });

  test('shows the loading overlay while the listing is asked for, and says what it shows', async () => {
    const page = await open();
    let answer: () => void = () => {};
    await page.route(REFRESH, async (route: Route) => {
      await new Promise<void>((go) => (answer = go));
      await route.continue();
    });
    await term(page, CATEGORIES, 'hosting').click();
    await page.locator(`${LOOP}.e-loading-overlay[aria-busy="true"]`).waitFor({ state: 'attached' });
    expect(await posts(page)).toEqual([53, 47, 46, 45]);
    answer();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    expect(await page.locator(LOOP).getAttribute('class')).not.toContain('e-loading');
    expect(await page.locator(LOOP).getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => page.locator('[role="status"]').last().textContent()).toBe('Listado actualizado: 4 resultados.');
    h.expectNoConsoleErrors();
  });

  test('a stale answer never overwrites a newer one: the older request is aborted', async () => {
    const page = await open();
    const aborted: string[] = [];
    page.on('requestfailed', (req) => req.url().includes('refresh-loop') && aborted.push(req.failure()?.errorText ?? ''));
    let first = true;
    let releaseFirst: () => void = () => {};
    await page.route(REFRESH, async (route: Route) => {
      if (!first) return route.continue();
      first = false;
      await new Promise<void>((go) => (releaseFirst = go));
      await route.continue().catch(() => {}); // the page has given up on it
    });
    await term(page, CATEGORIES, 'podcast').click();
    await page.locator(`${LOOP}.e-loading-overlay`).waitFor({ state: 'attached' });
    await term(page, CATEGORIES, 'sin-categoria').click();
    await expect.poll(() => posts(page)).toEqual([35, 1]);
    releaseFirst();
    await expect.poll(() => aborted).toEqual(['net::ERR_ABORTED']);
    await settled(page);
    expect(await posts(page)).toEqual([35, 1]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=podcast~sin-categoria');
    expect(await page.locator(LOOP).getAttribute('class')).not.toContain('e-loading-overlay');
    h.expectNoConsoleErrors({ ignore: [/refresh-loop.*ERR_ABORTED/] });
  });

  const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
    [
      '400 rest_invalid_param',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json; charset=UTF-8',
          body: '{"code":"rest_invalid_param","message":"Parámetro(s) no válido(s): widget_id","data":{"status":400,"params":{"widget_id":"Parámetro no válido. "},"details":[]}}',
        }),
      'No se ha podido actualizar el listado. Vuelve a intentarlo dentro de un momento.',
    ],
    [
      '500 with an HTML page',
      (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error crítico</h1>' }),
      'No se ha podido actualizar el listado. Vuelve a intentarlo dentro de un momento.',
    ],
    [
      '200 without data',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"nada":true}' }),
      'No se ha podido actualizar el listado. Vuelve a intentarlo dentro de un momento.',
    ],
    [
      'a network failure',
      (route) => route.abort('internetdisconnected'),
      'No se ha podido actualizar el listado. Probablemente estás desconectado.',
    ],
  ];
  for (const [name, answer, message] of failures) {
    test(`a failure (${name}) replaces nothing, removes the overlay and says so in Spanish; the next try works`, async () => {
      const page = await open();
      await page.route(REFRESH, answer);
      await term(page, CATEGORIES, 'hosting').click();
      await expect.poll(() => page.locator(`${LOOP} .islands-loop-filter-notice[role="alert"]`).textContent()).toBe(message);
      expect(await posts(page)).toEqual([53, 47, 46, 45]);
      expect(await page.locator(LOOP).getAttribute('class')).not.toContain('e-loading');
      expect(await page.locator(LOOP).getAttribute('aria-busy')).toBeNull();
      expect(new URL(page.url()).search).toBe('');
      await expect.poll(() => pressed(page, CATEGORIES)).toEqual(['__all']);
      expect(await axe(page)).toEqual([]);
      await page.unroute(REFRESH);
      await term(page, CATEGORIES, 'hosting').click();
      await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
      expect(await page.locator(`${LOOP} .islands-loop-filter-notice`).count()).toBe(0);
      h.expectNoConsoleErrors({
        ignore: [
          /\[islands:loop-filter\] refresh-loop failed/,
          /refresh-loop.*(HTTP \d+|ERR_INTERNET_DISCONNECTED)/,
          /Failed to load resource/,
        ],
      });
    });
  }

  test('a loop grid that is not that post’s: the fixture’s real 401 leaves the listing alone', async () => {
    const page = await h.newPage();
    await page.route(`**${BLOG}`, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace('data-elementor-id="50"', 'data-elementor-id="56"') });
    });
    const statuses: number[] = [];
    page.on('response', (res) => res.url().includes('refresh-loop') && statuses.push(res.status()));
    await page.goto(h.url(BLOG));
    await page.locator(`${CATEGORIES}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await term(page, CATEGORIES, 'hosting').click();
    await page.locator(`${LOOP} .islands-loop-filter-notice`).waitFor();
    expect(statuses).toEqual([401]);
    expect(await posts(page)).toEqual([53, 47, 46, 45]);
    h.expectNoConsoleErrors({
      ignore: [/\[islands:loop-filter\] refresh-loop failed/, /refresh-loop.*HTTP 401/, /Failed to load resource/],
    });
  });

  test('Spanish and non-Latin slugs: readable in the URL, sent as the server spells them, and the same after a reload', async () => {
    const page = await open();
    const sent = refreshes(page);
    await term(page, TAGS, 'niños').click();
    await expect.poll(() => posts(page)).toEqual([46, 44]);
    expect(search(page)).toBe('?e-filter-f1584e6-post_tag=niños');
    await term(page, TAGS, 'niños').click();
    await expect.poll(() => search(page)).toBe('');
    await term(page, CATEGORIES, RUSSIAN).click();
    await expect.poll(() => posts(page)).toEqual([53]);
    expect(search(page)).toBe('?e-filter-f1584e6-category=новости');
    expect(sent.at(-1)!.widget_filters).toEqual({ taxonomy: { category: { terms: [RUSSIAN] } } });
    await term(page, TAGS, '%e3%81%8a%e7%9f%a5%e3%82%89%e3%81%9b').click();
    await expect.poll(() => search(page)).toBe('?e-filter-f1584e6-category=новости&e-filter-f1584e6-post_tag=お知らせ');
    expect(await posts(page)).toEqual([53]);
    await page.reload();
    expect(await posts(page)).toEqual([53]);
    expect(await pressed(page, CATEGORIES)).toEqual([RUSSIAN]);
    expect(await pressed(page, TAGS)).toEqual(['%e3%81%8a%e7%9f%a5%e3%82%89%e3%81%9b']);
    h.expectNoConsoleErrors();
  });

  test('a base URL with a raw ñ is sent percent-encoded, so refresh-loop takes it (elementor#25222)', async () => {
    const page = await h.newPage();
    await page.route(`**${BLOG}`, async (route) => {
      const res = await route.fetch();
      await route.fulfill({
        response: res,
        body: (await res.text()).replaceAll(`data-base-url="${h.url(BLOG)}"`, `data-base-url="${h.url(BLOG)}?sección=diseño"`),
      });
    });
    const sent = refreshes(page);
    await page.goto(h.url(BLOG));
    await page.locator(`${CATEGORIES}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await term(page, CATEGORIES, 'hosting').click();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    expect(sent[0]!.pagination_base_url).toBe(`${h.url(BLOG)}?secci%C3%B3n=dise%C3%B1o`);
    h.expectNoConsoleErrors();
  });

  test('islands inside the new listing mount: the podcast post’s player', async () => {
    const page = await open();
    await term(page, CATEGORIES, 'podcast').click();
    await expect.poll(() => posts(page)).toEqual([35]);
    const player = `${LOOP} .e-loop-item-35 div.castos-player`;
    await page.locator(player).hover();
    await page.locator(`${player}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await expect.poll(() => page.locator(`${player} .play-btn`).getAttribute('aria-label')).toBe('Reproducir episodio');
    h.expectNoConsoleErrors();
  });

  test('keyboard only: Tab to a term, Enter filters, Space presses the next; the focus stays on the term', async () => {
    const page = await open();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-filter'))) === 'hosting') break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-filter'))).toBe('hosting');
    await page.keyboard.press('Enter');
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    await expect.poll(() => h.reactChunksFetched(page).length).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-filter'))).toBe('hosting');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-filter'))).toBe('podcast');
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await expect.poll(() => search(page)).toBe('?e-filter-f1584e6-category=hosting~podcast');
    expect(await page.evaluate(() => window.scrollY), 'Space did not scroll the page').toBe(scrolled);
    // The React bar, fetched with the first filter, may still be on its way on a busy machine: the
    // terms say they are pressed once it has taken the bar over.
    await expect.poll(() => pressed(page, CATEGORIES), { timeout: 10_000 }).toEqual(['hosting', 'podcast']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-filter'))).toBe('podcast');
    h.expectNoConsoleErrors();
  });

  test('a Tab while the React bar is on its way: the focus is on the term it reached once the bar shows', async () => {
    const page = await h.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/islands/chunks/bar-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(h.url(BLOG));
    await page.locator(`${CATEGORIES}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await term(page, CATEGORIES, 'hosting').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-filter'))).toBe('podcast');
    release();
    await expect.poll(() => pressed(page, CATEGORIES)).toEqual(['hosting']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-filter'))).toBe('podcast');
    expect(await page.evaluate(() => document.activeElement?.matches('[aria-pressed]'))).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('axe finds nothing on the page, before and after a filter', async () => {
    const page = await open();
    expect(await axe(page)).toEqual([]);
    await term(page, TAGS, 'pagos').click();
    await expect.poll(() => posts(page)).toEqual([46, 42]);
    await expect.poll(() => h.reactChunksFetched(page).length).toBe(1);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('with JavaScript off the terms are links to the filtered pages, which the server prints', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url(BLOG));
    await term(page, CATEGORIES, 'hosting').click();
    await page.waitForURL(/category=hosting/);
    expect(await posts(page)).toEqual([47, 45, 43, 42]);
    await term(page, TAGS, 'wordpress').click();
    await page.waitForURL(/post_tag=wordpress/);
    expect(await posts(page)).toEqual([47, 45, 42]);
    expect(await pressed(page, CATEGORIES)).toEqual(['hosting']);
    await term(page, CATEGORIES, 'hosting').click();
    await page.waitForURL((url) => !url.search.includes('category'));
    expect(search(page)).toBe('?e-filter-f1584e6-post_tag=wordpress');
    expect(await posts(page)).toEqual([47, 45, 42]);
    h.expectNoConsoleErrors();
  });

  test('when the React bar cannot load, the first click still filters and the next ones load the filtered pages', async () => {
    const page = await h.newPage();
    await page.route('**/islands/chunks/bar-*.js', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'no existe' }));
    await page.goto(h.url(BLOG));
    await page.locator(`${CATEGORIES}[data-island="mounted"]`).waitFor({ state: 'attached' });
    await term(page, CATEGORIES, 'hosting').click();
    await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
    await expect
      .poll(() => h.log(page).consoleErrors.some((m) => m.startsWith('[islands:loop-filter] Loading the filter bar failed')))
      .toBe(true);
    await term(page, CATEGORIES, 'podcast').click();
    await page.waitForURL(/hosting~podcast/);
    expect(await posts(page)).toEqual([47, 45, 43, 42]);
    expect(await pressed(page, CATEGORIES)).toEqual(['hosting', 'podcast']);
    h.expectNoConsoleErrors({ ignore: [/Loading the filter bar failed/, /chunks\/bar-.*\.js/, /Failed to load resource/] });
  });
  describe('answers on intent', () => {
    /** Holds each refresh-loop request until release(); counts them. */
    async function holdRefreshes(page: Page): Promise<{ count(): number; release(): void }> {
      let count = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(REFRESH, async (route) => {
        count++;
        await held;
        await route.continue();
      });
      return { count: () => count, release };
    }

    test('a pointer resting on a term fetches its listing and shows nothing; the click then uses that answer', async () => {
      const page = await open();
      const sent = refreshes(page);
      await page.waitForLoadState('networkidle');
      // A pointer passing over the terms on its way elsewhere (over and out within one task, as a
      // quick pointer does; a busy test machine could not promise that with real moves) asks for nothing.
      await page.locator(CATEGORIES).evaluate((bar) => {
        for (const item of bar.querySelectorAll('.e-filter-item')) {
          item.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
          item.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
        }
      });
      await settled(page);
      expect(sent).toEqual([]);
      await term(page, CATEGORIES, 'hosting').hover();
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]!.widget_filters).toEqual({ taxonomy: { category: { terms: ['hosting'] } } });
      await page.waitForLoadState('networkidle');
      // Nothing shows before the click: the listing, the address, the overlay, the pressed term.
      expect(await posts(page)).toEqual([53, 47, 46, 45]);
      expect(search(page)).toBe('');
      expect(await page.locator(LOOP).getAttribute('aria-busy')).toBeNull();
      expect(await pressed(page, CATEGORIES)).toEqual(['__all']);
      await term(page, CATEGORIES, 'hosting').click();
      await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
      expect(search(page)).toBe('?e-filter-f1584e6-category=hosting');
      // The pointer stays where it clicked: no wish to click again, nothing more asked.
      await settled(page);
      expect(sent).toHaveLength(1);
      h.expectNoConsoleErrors();
    });

    test('keyboard focus on a term fetches its listing; one request at a time, and none again within a minute', async () => {
      const page = await open();
      const sent = refreshes(page);
      const gate = await holdRefreshes(page);
      await page.waitForLoadState('networkidle');
      await term(page, CATEGORIES, 'hosting').focus();
      await page.keyboard.press('Tab'); // on to the next term while the first answer is on its way
      await settled(page, { ignore: /refresh-loop/ }); // the first answer is held
      expect(gate.count(), 'one request in flight at a time').toBe(1);
      gate.release();
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Shift+Tab'); // back on the term already fetched
      await settled(page);
      expect(sent).toHaveLength(1);
      await page.keyboard.press('Enter');
      await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
      expect(sent).toHaveLength(1);
      h.expectNoConsoleErrors();
    });

    test('a visitor who saves data gets nothing ahead: the click asks', async () => {
      const page = await h.newPage();
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
      await page.goto(h.url(BLOG));
      await page.locator(`${CATEGORIES}[data-island="mounted"]`).waitFor({ state: 'attached' });
      const sent = refreshes(page);
      await term(page, CATEGORIES, 'hosting').hover();
      await settled(page);
      expect(sent).toEqual([]);
      await term(page, CATEGORIES, 'hosting').click();
      await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
      expect(sent).toHaveLength(1);
      h.expectNoConsoleErrors();
    });

    test('an early answer that failed is not used: the click asks again and shows the listing', async () => {
      const page = await open();
      await page.route(REFRESH, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error crítico</h1>' }), {
        times: 1,
      });
      const sent = refreshes(page);
      await term(page, CATEGORIES, 'hosting').hover();
      await expect.poll(() => sent.length).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(await page.locator(`${LOOP} .islands-loop-filter-notice`).count(), 'an early failure says nothing').toBe(0);
      await term(page, CATEGORIES, 'hosting').click();
      await expect.poll(() => posts(page)).toEqual([47, 45, 43, 42]);
      expect(sent).toHaveLength(2);
      h.expectNoConsoleErrors({ ignore: [/refresh-loop.*HTTP 500/, /Failed to load resource/] });
    });
  });
});
