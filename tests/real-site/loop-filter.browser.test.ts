// The loop filter on the real site's /blog-filtrado/ (Elementor Pro's Taxonomy Filter over a Loop
// Grid of posts by category, single choice): a term replaces the grid through the real
// elementor-pro/v1/refresh-loop, once, with the listing the real server prints for that address.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectHydrated, readDist } from '../harness.ts';
import { realSiteSuite } from '../real-site.ts';

const BAR = '.elementor-widget-taxonomy-filter search.e-filter';
const GRID = '.elementor-widget-loop-grid';
const posts = (page: Page) =>
  page.locator(`${GRID} .e-loop-item`).evaluateAll((items) => items.map((i) => Number(/\be-loop-item-(\d+)\b/.exec(i.className)?.[1])));

realSiteSuite('loop filter on the real site with the plugin', (site) => {
  /** The posts the real server lists for an address, as its page prints them without the plugin. */
  async function printed(page: Page, path: string): Promise<number[]> {
    const probe = await page.context().newPage();
    await probe.goto(site.url(path, { original: true }));
    const ids = await posts(probe);
    await probe.close();
    return ids;
  }

  test('a term replaces the grid through the real refresh-loop, without a reload, and back brings the first listing', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/blog-filtrado/'));
    await expectHydrated(page, BAR);
    const loopId = JSON.parse((await page.locator('.elementor-widget-taxonomy-filter').getAttribute('data-settings'))!)
      .selected_element as string;
    const first = await posts(page);
    expect(first.length).toBeGreaterThan(0);
    // No React by load but what the plugin's modulepreload hints fetch (it hints the chunks of the
    // islands standing in for the scripts it dropped: Seriously Simple Podcasting enqueues its
    // player's script on every page, so the podcast player's chunks, React among them, are hinted).
    const reactChunks = readDist().reactChunks;
    const hinted = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    const react = (urls: string[]) => urls.filter((url) => reactChunks.some((c) => url.split('?')[0]!.endsWith(`/${c}`)));
    expect(
      react(site.log(page).scripts).filter((url) => !hinted.includes(url)),
      'React fetched by load, unhinted',
    ).toEqual([]);
    await page
      .locator(`${BAR} .e-filter-item[data-filter="hosting"]`)
      .evaluate((b) => ((b as unknown as { __printed: boolean }).__printed = true));

    const calls: Array<{ body: unknown; status: Promise<number> }> = [];
    page.on('request', (req) => {
      if (!req.url().includes('/elementor-pro/v1/refresh-loop')) return;
      calls.push({ body: req.postDataJSON(), status: req.response().then((r) => r?.status() ?? 0) });
    });
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.locator(`${BAR} .e-filter-item[data-filter="hosting"]`).click();
    const hosting = `/blog-filtrado/?e-filter-${loopId}-category=hosting`;
    const expected = await printed(page, hosting);
    expect(expected).not.toEqual(first);
    await expect.poll(() => posts(page), { timeout: 15_000 }).toEqual(expected);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(hosting);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    // One call, the island's: Elementor Pro's own handler, still on the page, did not send one too.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      post_id: expect.any(Number),
      widget_filters: { taxonomy: { category: { terms: ['hosting'] } } },
      widget_id: loopId,
      pagination_base_url: site.url('/blog-filtrado/'),
    });
    expect(await calls[0]!.status).toBe(200);
    // The React bar took over: new buttons (the enhancer never writes aria-pressed).
    await expect.poll(() => page.locator(`${BAR} .e-filter-item[aria-pressed="true"]`).getAttribute('data-filter')).toBe('hosting');
    expect(
      await page
        .locator(`${BAR} .e-filter-item[data-filter="hosting"]`)
        .evaluate((b) => (b as unknown as { __printed?: boolean }).__printed),
    ).toBeUndefined();

    await page.goBack();
    await expect.poll(() => posts(page), { timeout: 15_000 }).toEqual(first);
    expect(await page.locator(`${BAR} .e-filter-item[aria-pressed="true"]`).getAttribute('data-filter')).toBe('__all');
    site.expectNoConsoleErrors();
  });
});
