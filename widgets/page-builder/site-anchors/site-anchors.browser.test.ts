// In-page anchors on /navegacion/ in Chromium (docs/site-nav.md#in-page-anchors): the 500 ms
// scroll below the sticky section, focus moved to the target for keyboard users, the jump under
// reduced motion, the hashes left alone, the tab and accordion hashes (300 ms), ?theme_template_id,
// and plain jumps with JavaScript off.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, settled } from '../../../tests/harness.ts';

const PAGE = '/navegacion/';
const STICKY = '.elementor-sticky--active';

/** Records islands:mounted names and every window scroll position with its time. */
async function record(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mounted: string[]; __scrolls: Array<[number, number]> };
    w.__mounted = [];
    w.__scrolls = [];
    document.addEventListener('islands:mounted', (e) => w.__mounted.push((e as CustomEvent<{ name: string }>).detail.name), true);
    addEventListener('scroll', () => w.__scrolls.push([performance.now(), scrollY]), { passive: true });
    addEventListener('click', () => ((w as unknown as { __clickAt: number }).__clickAt = performance.now()), true);
  });
}

const mounted = (page: Page, name: string) =>
  page.waitForFunction((n) => (window as unknown as { __mounted: string[] }).__mounted.includes(n), name);
/** From the last click to the last scroll step, ms. */
const tookSinceClick = (page: Page, steps: Array<[number, number]>) =>
  page.evaluate((last) => last - (window as unknown as { __clickAt: number }).__clickAt, steps.at(-1)![0]);
const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: Array<[number, number]> }).__scrolls.splice(0));
/** Where the element's top is in the viewport, and the sticky section's height. */
const place = (page: Page, selector: string) =>
  page.evaluate(
    ([sel, sticky]) => ({
      top: document.querySelector(sel!)!.getBoundingClientRect().top,
      sticky: document.querySelector(sticky!)!.getBoundingClientRect().height,
    }),
    [selector, STICKY],
  );

browserSuite('site-anchors', (h) => {
  async function open(path = PAGE, options: { reducedMotion?: boolean } = {}): Promise<Page> {
    const page = await h.newPage();
    if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await record(page);
    await page.goto(h.url(path));
    await mounted(page, 'site-anchors');
    return page;
  }

  test('an anchor link scrolls over 500 ms, linearly, to below the sticky section; focus and the address follow', async () => {
    const page = await open();
    await scrolls(page);
    await page.locator('.islands-toc a[href="#envios"]').click();
    await settled(page);
    const steps = await scrolls(page);
    // Steps, not a jump: one a frame, and a busy 2-core machine painted only 10 frames of the 500 ms once.
    expect(steps.length, 'scroll steps').toBeGreaterThan(5);
    const took = steps.at(-1)![0] - steps[0]![0];
    expect(took).toBeGreaterThan(430);
    // The steps are timed by their scroll events, which a loaded machine delays (891 ms once in CI):
    // the bound tells the 500 ms scroll from a slower one, not the machine's speed.
    expect(took).toBeLessThan(1000);
    // The scrolling part comes as the pointer reaches the link: the scroll starts once it is in.
    const sinceClick = await tookSinceClick(page, steps);
    expect(sinceClick).toBeGreaterThan(480);
    expect(sinceClick).toBeLessThan(1500);
    // Linear: halfway through the time, about halfway there.
    const [start, end] = [steps[0]![1], steps.at(-1)![1]];
    const middle = steps.find(([time]) => time >= steps[0]![0] + took / 2)![1];
    expect(Math.abs((middle - start) / (end - start) - 0.5)).toBeLessThan(0.15);
    const { top, sticky } = await place(page, '#envios');
    expect(sticky).toBeGreaterThan(20);
    expect(Math.abs(top - sticky)).toBeLessThan(2);
    expect(new URL(page.url()).hash).toBe('#envios');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('envios');
    h.expectNoConsoleErrors();
  });

  test('the scrolling part is fetched only once a link to this page is pointed at: never by a page nobody scrolls', async () => {
    const page = await open();
    await page.waitForLoadState('networkidle');
    const scrollingPart = () => h.log(page).scripts.filter((u) => /\/chunks\/scrolling-/.test(u));
    expect(scrollingPart(), 'not with the page').toEqual([]);
    await page.locator('.islands-toc a[href="#envios"]').hover();
    await expect.poll(scrollingPart, { message: 'asked for as the pointer reaches the link' }).toHaveLength(1);
    await page.locator('.islands-toc a[href="#envios"]').click();
    await settled(page);
    expect(new URL(page.url()).hash).toBe('#envios');
    expect(scrollingPart(), 'once').toHaveLength(1);
    h.expectNoConsoleErrors();
  });

  test('keyboard only: Enter on the link scrolls there and Tab goes on from the target', async () => {
    const page = await open();
    await page.locator('.islands-toc a[href="#devoluciones"]').focus();
    await page.keyboard.press('Enter');
    await settled(page);
    const { top, sticky } = await place(page, '#devoluciones');
    expect(Math.abs(top - sticky)).toBeLessThan(2);
    await page.keyboard.press('Tab');
    // The first focusable thing after the anchor: the accordion's first title.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('elementor-tab-title-2411');
    h.expectNoConsoleErrors();
  });

  test('under prefers-reduced-motion the link jumps, in one step', async () => {
    const page = await open(PAGE, { reducedMotion: true });
    await scrolls(page);
    await page.locator('.islands-toc a[href="#devoluciones"]').click();
    await settled(page);
    const steps = await scrolls(page);
    expect(new Set(steps.map(([, y]) => y)).size).toBe(1);
    const { top, sticky } = await place(page, '#devoluciones');
    expect(Math.abs(top - sticky)).toBeLessThan(2);
    h.expectNoConsoleErrors();
  });

  test('a hash that is not an id only warns; an empty hash and an #elementor-action link are not scrolled by the anchors', async () => {
    const page = await open();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // Clicked from script: a pointer click would first scroll the link into view.
    const click = (href: string) =>
      page.locator(`.islands-toc a[href${href === '#' ? '=' : '^='}"${href}"]`).evaluate((a) => (a as HTMLElement).click());
    await page.evaluate(() => scrollTo(0, 300));
    await settled(page);
    await scrolls(page);
    await click('#1-no-es-un-id');
    await settled(page);
    expect(await scrolls(page)).toEqual([]);
    expect(warnings.some((w) => w.includes('[islands:site-anchors] Invalid selector "#1-no-es-un-id"'))).toBe(true);
    await click('#elementor-action');
    await settled(page);
    expect(await scrolls(page)).toEqual([]);
    // A bare '#': the browser's own jump to the top, in one step, no timed scroll.
    await click('#');
    await settled(page);
    expect(new Set((await scrolls(page)).map(([, y]) => y))).toEqual(new Set([0]));
    h.expectNoConsoleErrors({ ignore: [/popup/i] });
  });

  test('a #! link naming a tab opens that tab and scrolls to it over 300 ms', async () => {
    const page = await open();
    await scrolls(page);
    await page.locator('.islands-toc a[href="#!elementor-tab-title-1233"]').click();
    await settled(page);
    const steps = await scrolls(page);
    // Steps, not a jump: the clean-clone check's loaded machine painted only 5 frames of the 300 ms.
    expect(steps.length, 'scroll steps').toBeGreaterThan(2);
    const took = await tookSinceClick(page, steps);
    expect(took).toBeGreaterThan(280);
    expect(took).toBeLessThan(480);
    const tab = page.locator('#elementor-tab-title-1233');
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#elementor-tab-title-1231').getAttribute('aria-selected')).toBe('false');
    expect(await page.locator('#elementor-tab-content-1233').isVisible()).toBe(true);
    expect(await page.locator('#elementor-tab-content-1231').isVisible()).toBe(false);
    const { top, sticky } = await place(page, '#elementor-tab-title-1233');
    expect(Math.abs(top - sticky)).toBeLessThan(2);
    h.expectNoConsoleErrors();
  });

  test("a page opened with an accordion title's hash opens it; a hash change to a nested accordion item opens that one", async () => {
    const page = await open(`${PAGE}#elementor-tab-title-2412`);
    await settled(page);
    expect(await page.locator('#elementor-tab-title-2412').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#elementor-tab-content-2412').isVisible()).toBe(true);
    const { top, sticky } = await place(page, '#elementor-tab-title-2412');
    expect(Math.abs(top - sticky)).toBeLessThan(2);
    await page.evaluate(() => (location.hash = '#e-n-accordion-item-4410'));
    await page.waitForFunction(() => (document.getElementById('e-n-accordion-item-4410') as HTMLDetailsElement).open);
    h.expectNoConsoleErrors();
  });

  test('?theme_template_id scrolls to that template', async () => {
    const page = await open(`${PAGE}?theme_template_id=95`);
    await settled(page);
    // The template is near the page's end: the window scrolls as far as it can towards it.
    const { top, sticky } = await place(page, '.elementor-95');
    const { y, max } = await page.evaluate(() => ({ y: scrollY, max: document.documentElement.scrollHeight - innerHeight }));
    expect(y).toBeGreaterThan(500);
    expect(Math.abs(top - sticky) < 2 || Math.abs(y - max) < 2).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('with JavaScript off the links still jump to their targets', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(h.url(PAGE));
    await page.locator('.islands-toc a[href="#devoluciones"]').click();
    await page.waitForFunction(() => location.hash === '#devoluciones');
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
  });
});
