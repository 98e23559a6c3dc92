// The page builder's image carousel on /novedades/: Swiper arrives with it, only on a page that
// has one; 3 slides on desktop, 2 on tablet, 1 on mobile; its arrows answer the keyboard.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated } from '../../../tests/harness.ts';

const CAROUSEL = '.elementor-widget-image-carousel';

/** How many slides fit in the carousel's width. */
const perView = (page: Page) =>
  page
    .locator(`${CAROUSEL} .swiper`)
    .evaluate((el) => Math.round(el.clientWidth / (el.querySelector('.swiper-slide') as HTMLElement).getBoundingClientRect().width));

browserSuite('carousel', (h) => {
  for (const [width, slides] of [
    [1280, 3],
    [900, 2],
    [400, 1],
  ] as const) {
    test(`${width} px wide: ${slides} slides in view`, async () => {
      const page = await h.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(h.url('/novedades/'));
      await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
      await expectHydrated(page, CAROUSEL);
      await expect.poll(() => perView(page)).toBe(slides);
      h.expectNoConsoleErrors();
    });
  }

  test('the next arrow moves on with Enter; a page without a carousel never fetches its code', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/novedades/'));
    await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
    await expectHydrated(page, CAROUSEL);
    const active = () => page.locator(`${CAROUSEL} .swiper-slide-active`).getAttribute('aria-label');
    const first = await active();
    await page.getByRole('button', { name: 'Diapositiva siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(active).not.toBe(first);
    expect(await axe(page)).toEqual([]);
    expect(h.log(page).scripts.some((u) => /\/chunks\/carousel-/.test(u))).toBe(true);

    const other = await h.newPage();
    await other.goto(h.url('/promociones/'));
    await other.waitForLoadState('networkidle');
    expect(h.log(other).scripts.filter((u) => /\/chunks\/carousel-/.test(u))).toEqual([]);
    h.expectNoConsoleErrors();
  });
});
