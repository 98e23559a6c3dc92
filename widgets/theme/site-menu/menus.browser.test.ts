// The header menus on /navegacion/ in Chromium (docs/site-nav.md): Hello Elementor's mobile toggle
// and sub-menus, and Elementor Pro's Nav Menu (its 250/500 ms sub-menus, 10–20 em wide, the
// keyboard, the burger's dropdown); axe with each open, links with JavaScript off.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated } from '../../../tests/harness.ts';

const PAGE = '/navegacion/';
const HOLDER = '.site-header .site-navigation-toggle-holder';
const TOGGLE = '.site-navigation-toggle';
const DROPDOWN = '.site-navigation-dropdown';
const NAV = '.elementor-widget-nav-menu';
const MAIN_SHOP = `${NAV} .elementor-nav-menu--main a.elementor-item[href="/tienda/"]`;
const MAIN_SHOP_SUB = `${NAV} .elementor-nav-menu--main li:has(> a[href="/tienda/"]) > ul`;
const BURGER = `${NAV} .elementor-menu-toggle`;
const NAV_DROPDOWN = `${NAV} nav.elementor-nav-menu--dropdown`;

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName);

browserSuite('header menus', (h) => {
  async function open(width: number, selector: string): Promise<Page> {
    const page = await h.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(h.url(PAGE));
    await expectHydrated(page, selector);
    return page;
  }

  test("Hello's toggle, keyboard only: Enter opens the dropdown, a sub-menu button expands, Esc closes the sub-menu then the menu, focus back each time", async () => {
    const page = await open(800, HOLDER);
    const toggle = page.locator(TOGGLE);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-label')).toBe('Menú');
    expect(await page.locator(DROPDOWN).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(DROPDOWN).getAttribute('aria-hidden')).toBe('false');
    expect(await page.locator(DROPDOWN).evaluate((d) => (d as HTMLElement).inert)).toBe(false);
    expect(await page.locator(DROPDOWN).isVisible()).toBe(true);
    // Tab: Inicio, Tienda, then Tienda's sub-menu button (its sub-menu's links are out of the Tab order while closed).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const button = page.locator(`${DROPDOWN} li:has(> a[href="/tienda/"]) > .islands-submenu-toggle`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Submenú de Tienda');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Camiseta básica');
    expect(await axe(page), 'axe with the menu and a sub-menu open').toEqual([]);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('islands-submenu-toggle'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(DROPDOWN).getAttribute('aria-hidden')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-navigation-toggle'))).toBe(true);
    expect(await page.locator(DROPDOWN).isVisible()).toBe(false);
    h.expectNoConsoleErrors();
  });

  test("Hello's toggle: a click opens and closes; widening the window past the toggle closes it", async () => {
    const page = await open(800, HOLDER);
    await page.locator(TOGGLE).click();
    expect(await page.locator(HOLDER).getAttribute('class')).toContain('elementor-active');
    await page.locator(TOGGLE).click();
    expect(await page.locator(TOGGLE).getAttribute('aria-expanded')).toBe('false');
    await page.locator(TOGGLE).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator(TOGGLE).getAttribute('aria-expanded')).toBe('false');
    h.expectNoConsoleErrors();
  });

  test("the Nav Menu's sub-menu shows 250 ms after the pointer arrives and hides 500 ms after it leaves, 10 to 20 em wide", async () => {
    const page = await open(1280, NAV);
    const sub = page.locator(MAIN_SHOP_SUB);
    expect(await sub.isVisible()).toBe(false);
    // Times when the sub-menu's display changes, in the page's clock.
    await sub.evaluate((ul) => {
      const w = window as unknown as { __shown: number[] };
      w.__shown = [];
      new MutationObserver(() => w.__shown.push(performance.now())).observe(ul, { attributes: true, attributeFilter: ['style'] });
    });
    const box = (await page.locator(MAIN_SHOP).boundingBox())!;
    const start = await page.evaluate(() => performance.now());
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await sub.waitFor({ state: 'visible' });
    const shownAt = await page.evaluate(() => (window as unknown as { __shown: number[] }).__shown.at(-1)!);
    expect(shownAt - start).toBeGreaterThanOrEqual(245);
    expect(shownAt - start).toBeLessThan(500);
    expect(await page.locator(MAIN_SHOP).getAttribute('aria-expanded')).toBe('true');
    const widths = await sub.evaluate((ul) => [
      getComputedStyle(ul).minWidth,
      getComputedStyle(ul).maxWidth,
      parseFloat(getComputedStyle(ul).fontSize),
    ]);
    expect(widths.slice(0, 2)).toEqual([`${10 * (widths[2] as number)}px`, `${20 * (widths[2] as number)}px`]);
    const left = await page.evaluate(() => performance.now());
    await page.mouse.move(box.x + 5, box.y + 400);
    await sub.waitFor({ state: 'hidden' });
    const hiddenAt = await page.evaluate(() => (window as unknown as { __shown: number[] }).__shown.at(-1)!);
    expect(hiddenAt - left).toBeGreaterThanOrEqual(495);
    expect(hiddenAt - left).toBeLessThan(800);
    h.expectNoConsoleErrors();
  });

  test('the Nav Menu by keyboard: ArrowDown opens and moves in, Esc closes back to the parent; Enter opens a closed parent and then follows it', async () => {
    const page = await open(1280, NAV);
    const parent = page.locator(MAIN_SHOP);
    await parent.focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.locator(MAIN_SHOP_SUB).isVisible()).toBe(true);
    expect(await focused(page)).toBe('Camiseta básica');
    expect(await axe(page), 'axe with a sub-menu open').toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.locator(MAIN_SHOP_SUB).isVisible()).toBe(false);
    expect(await parent.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/tienda/');
    await page.keyboard.press('Enter');
    expect(await page.locator(MAIN_SHOP_SUB).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    // Tab past the sub-menu's last link closes it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^Blog/);
    expect(await page.locator(MAIN_SHOP_SUB).isVisible()).toBe(false);
    // Back to the parent (its sub-menu's links are out of the way while it is closed).
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/tienda/');
    await page.keyboard.press('Enter'); // opens again
    expect(await page.locator(MAIN_SHOP_SUB).isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/tienda\/$/), page.keyboard.press('Enter')]);
    h.expectNoConsoleErrors();
  });

  test("the Nav Menu's burger: Space and Enter open and close the dropdown, its links join the Tab order, Esc closes it back to the burger", async () => {
    const page = await open(800, NAV);
    const burger = page.locator(BURGER);
    await burger.focus();
    await page.keyboard.press(' ');
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(NAV_DROPDOWN).getAttribute('aria-hidden')).toBe('false');
    expect(await page.locator(NAV_DROPDOWN).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Inicio');
    expect(await axe(page), 'axe with the dropdown open').toEqual([]);
    await page.keyboard.press('Escape');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(`${NAV_DROPDOWN} a[tabindex="-1"]`).count()).toBe(await page.locator(`${NAV_DROPDOWN} a`).count());
    expect(await page.evaluate(() => document.activeElement?.classList.contains('elementor-menu-toggle'))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    h.expectNoConsoleErrors();
  });

  test('a Nav Menu whose data-sm-options is not JSON options: one alert says so (SPEC §8), and the menu still works', async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(h.url(PAGE), async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replaceAll(
        'class="elementor-nav-menu">',
        `class="elementor-nav-menu" data-sm-options='{"subIndicators": tru'>`,
      );
      await route.fulfill({ response: res, body: html });
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(h.url(PAGE));
    await expectHydrated(page, NAV);
    expect(await page.locator(`${NAV} ul[data-sm-options]`).count(), 'the broken options are on the page').toBeGreaterThan(0);
    expect(alerts).toEqual(['Error en la configuración del menú: el atributo «data-sm-options» debe contener JSON válido.']);
    await page.locator(MAIN_SHOP).focus();
    await page.keyboard.press('ArrowDown');
    await page.locator(MAIN_SHOP_SUB).waitFor({ state: 'visible' });
  });

  test("with JavaScript off the menus' links navigate", async () => {
    const page = await h.newPage({ javaScript: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(h.url(PAGE));
    await Promise.all([page.waitForURL(/\/tienda\/$/), page.locator(MAIN_SHOP).click()]);
  });

  test("with JavaScript off, on a phone, the header's toggle is hidden and its menu's links are shown and followed", async () => {
    const page = await h.newPage({ javaScript: false });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(h.url(PAGE));
    expect(await page.locator(HOLDER).isVisible(), 'a toggle that cannot open').toBe(false);
    const links = page.locator('.site-header nav.site-navigation a');
    expect(await links.count()).toBeGreaterThan(1);
    for (const link of await links.all()) expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
    const first = links.first();
    const href = (await first.getAttribute('href'))!;
    await Promise.all([page.waitForURL((u) => u.pathname === new URL(href, h.url('/')).pathname), first.click()]);
  });
});
