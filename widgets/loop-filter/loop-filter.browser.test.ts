// The loop filter on the fixture's /blog-filtrado/ in Chromium: categories (OR) and tags (AND)
// over a Loop Grid of posts, refreshed through the fixture's refresh-loop (fixtures/blog.json).
import type { Page, Request, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { axe, browserSuite } from '../../tests/harness.ts';

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
});
