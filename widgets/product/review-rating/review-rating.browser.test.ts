// The review form's star rating in Chromium on the fixture product page, with the demo's
// stylesheet: five distinct stars (not the five link texts run together), the choice visible,
// and a keyboard-only choice.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite } from '../../../tests/harness.ts';

/** What the shopper sees of each star: its box, and the glyph its ::before draws. */
const look = (page: Page) =>
  page.locator('p.stars a').evaluateAll((stars) =>
    stars.map((star) => {
      const box = star.getBoundingClientRect();
      const glyph = getComputedStyle(star, '::before').content;
      return { left: Math.round(box.left), top: Math.round(box.top), width: Math.round(box.width), height: Math.round(box.height), glyph };
    }),
  );
const glyphs = async (page: Page) => (await look(page)).map((s) => s.glyph).join(' ');

browserSuite('review rating', (h) => {
  async function reviewForm(): Promise<Page> {
    const page = await h.newPage();
    await page.goto(h.url('/producto/camiseta-basica/'));
    await page.waitForSelector('p.stars', { state: 'attached' });
    await page.click('a[href="#tab-reviews"]');
    await page.locator('p.stars').waitFor();
    return page;
  }

  test('five distinct stars in a row, the link text hidden but still their names; the choice fills the stars up to it', async () => {
    const page = await reviewForm();
    const stars = await look(page);
    expect(stars).toHaveLength(5);
    for (const [i, s] of stars.entries()) {
      expect(s.width, `star ${i + 1} is a star-sized box, not a text link`).toBeGreaterThan(12);
      expect(s.width).toBeLessThan(48);
      expect(s.height).toBeLessThan(48);
      expect(s.top, 'one row').toBe(stars[0]!.top);
      if (i) expect(s.left, 'apart, left to right').toBeGreaterThanOrEqual(stars[i - 1]!.left + stars[i - 1]!.width);
    }
    expect(await glyphs(page), 'nothing chosen: five empty stars').toBe('"☆" "☆" "☆" "☆" "☆"');
    expect(await page.getByRole('radio', { name: '4 de 5 estrellas' }).isVisible()).toBe(true);

    await page.getByRole('radio', { name: '4 de 5 estrellas' }).click();
    expect(await page.inputValue('#rating')).toBe('4');
    expect(await glyphs(page), 'four chosen: four filled, one empty').toBe('"★" "★" "★" "★" "☆"');
    await page.mouse.move(0, 0);
    expect(await axe(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] } })).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('by keyboard alone: Tab reaches the first star, arrows and Space choose, the focused star shows a ring', async () => {
    const page = await reviewForm();
    await page.focus('a[href="#tab-reviews"]');
    let tabs = 0;
    while (!(await page.evaluate(() => document.activeElement?.matches('p.stars a') ?? false)) && tabs++ < 20)
      await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('1 de 5 estrellas');
    expect(await glyphs(page), 'focus alone chooses nothing').toBe('"☆" "☆" "☆" "☆" "☆"');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring, 'the focused star is marked').not.toBe('none');

    await page.keyboard.press('Space');
    expect(await page.inputValue('#rating')).toBe('1');
    expect(await glyphs(page)).toBe('"★" "☆" "☆" "☆" "☆"');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.inputValue('#rating')).toBe('3');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
    expect(await glyphs(page)).toBe('"★" "★" "★" "☆" "☆"');
    await page.keyboard.press('End');
    expect(await glyphs(page)).toBe('"★" "★" "★" "★" "★"');
    await page.keyboard.press('ArrowLeft');
    expect(await page.inputValue('#rating')).toBe('4');
    expect(await glyphs(page)).toBe('"★" "★" "★" "★" "☆"');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id), 'one Tab leaves the group').toBe('comment');
    h.expectNoConsoleErrors();
  });
});
