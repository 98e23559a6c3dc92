// Essential Addons' advanced tabs on /novedades/ in Chromium (docs/site-extras.md#advanced-tabs): the
// recorded widget of the real site's /promociones/, every panel printed hidden. Hydration, a click,
// the keyboard alone, a hash on load, the anchors island's press on a link and on a hash change, a
// crash that gives the printed markup back, and JavaScript off.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, expectHydration } from '../../../tests/harness.ts';

const PAGE = '/novedades/';
const TABS = '#eael-advance-tabs-4f2c19d';

const shown = (page: Page) =>
  page
    .locator(`${TABS} > .eael-tabs-content > div`)
    .evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.id));
const selected = (page: Page) => page.locator(`${TABS} [role="tab"][aria-selected="true"]`).evaluateAll((ts) => ts.map((t) => t.id));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id);

browserSuite('eael-tabs', (h) => {
  async function open(path = PAGE): Promise<Page> {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(h.url(path));
    await expectHydrated(page, TABS);
    return page;
  }

  test('printed with every panel hidden; hydrated at once, the first tab open', async () => {
    const page = await expectHydration(h, { path: PAGE, selector: TABS });
    await expectHydrated(page, TABS);
    expect(await shown(page)).toEqual(['mission-tab']);
    expect(await selected(page)).toEqual(['mission']);
    h.expectNoConsoleErrors();
  });

  test('a click opens its tab and hides the others; axe finds nothing', async () => {
    const page = await open();
    await page.getByRole('tab', { name: 'Philosophy' }).click();
    expect(await shown(page)).toEqual(['philosophy-tab']);
    expect(await selected(page)).toEqual(['philosophy']);
    expect(
      await page
        .locator(`${TABS} [role="tab"]`)
        .evaluateAll((ts) => ts.map((t) => `${[...t.classList].sort().join(' ')} ${t.getAttribute('tabindex')}`)),
    ).toEqual([
      'eael-tab-item-trigger eael-tab-nav-item inactive -1',
      'eael-tab-item-trigger eael-tab-nav-item inactive -1',
      'active eael-tab-item-trigger eael-tab-nav-item 0',
    ]);
    expect(await page.getByRole('tabpanel', { name: 'Philosophy' }).isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('the keyboard alone: Tab reaches the open tab, arrows, End and Home open theirs, Tab leaves for what follows', async () => {
    const page = await open();
    await page.getByRole('link', { name: 'Nuestra visión' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('mission');
    await page.keyboard.press('ArrowRight');
    expect([await focused(page), await shown(page)]).toEqual(['vision', ['vision-tab']]);
    await page.keyboard.press('End');
    expect([await focused(page), await shown(page)]).toEqual(['philosophy', ['philosophy-tab']]);
    await page.keyboard.press('ArrowRight');
    expect([await focused(page), await shown(page)]).toEqual(['mission', ['mission-tab']]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    expect([await focused(page), await shown(page)]).toEqual(['mission', ['mission-tab']]);
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => scrollY), 'Space opens, it does not scroll the page').toBe(scrolled);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tablist"]'))).toBeNull();
    h.expectNoConsoleErrors();
  });

  test('a hash naming a tab opens it on load, and the anchors island scrolls to it', async () => {
    const page = await open(`${PAGE}#philosophy`);
    expect(await shown(page)).toEqual(['philosophy-tab']);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('philosophy')!.getBoundingClientRect().top), {
        message: 'scrolled to the tab',
      })
      .toBeLessThan(10);
    h.expectNoConsoleErrors();
  });

  test('a link naming a tab, and a hash changed later: the anchors island presses the tab, the island opens it', async () => {
    const page = await open();
    const presses: string[] = [];
    await page.exposeFunction('__press', (id: string) => presses.push(id));
    await page.evaluate(() =>
      document
        .querySelector('.eael-tabs-nav')!
        .addEventListener('click', (e) =>
          (window as unknown as { __press(id: string): void }).__press((e.target as Element).closest('li')!.id),
        ),
    );
    await page.getByRole('link', { name: 'Nuestra visión' }).click();
    await expect.poll(() => shown(page)).toEqual(['vision-tab']);
    expect(new URL(page.url()).hash).toBe('#vision');
    expect(presses, "opened by a press, as a visitor's").toEqual(['vision']);
    await page.evaluate(() => (location.hash = '#philosophy'));
    await expect.poll(() => shown(page)).toEqual(['philosophy-tab']);
    expect(await selected(page)).toEqual(['philosophy']);
    h.expectNoConsoleErrors();
  });

  test('a crash at mount gives the printed markup back (its first panel shown by the stylesheet) and leaves the other islands alone', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      const set = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        if (name === 'aria-labelledby' && this.id === 'philosophy-tab') throw new Error('setAttribute falla');
        return set.call(this, name, value);
      };
    });
    await page.goto(h.url(PAGE));
    await page.locator(`${TABS}[data-island="error"]`).waitFor({ state: 'attached' });
    expect(h.log(page).consoleErrors).toEqual([
      expect.stringMatching(/^\[islands:eael-tabs\] Mount failed on <div#eael-advance-tabs-4f2c19d\.eael-advance-tabs/),
    ]);
    expect(
      await page
        .locator(`${TABS} li`)
        .evaluateAll((ts) => ts.map((t) => `${t.className} ${t.getAttribute('aria-selected')} ${t.getAttribute('tabindex')}`)),
    ).toEqual([
      'inactive eael-tab-item-trigger eael-tab-nav-item true 0',
      'inactive eael-tab-item-trigger eael-tab-nav-item false -1',
      'inactive eael-tab-item-trigger eael-tab-nav-item false -1',
    ]);
    expect(await page.locator(`${TABS} [role="tabpanel"], ${TABS} .eael-tabs-content .active`).count()).toBe(0);
    expect(await shown(page)).toEqual(['mission-tab']);
    await expectHydrated(page, '.elementor-widget-share-buttons');
  });

  test('with JavaScript off the first panel shows', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url(PAGE));
    expect(await shown(page)).toEqual(['mission-tab']);
  });
});
