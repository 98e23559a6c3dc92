// The review form's star rating on the real shop's own markup and stylesheets (WooCommerce 10's
// p.stars rules and its star font, the Hello Elementor theme's), with the Islands plugin in place
// of the shop's scripts (issue 11, item 14): five distinct stars, the choice visible, keyboard too.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { realSiteSuite } from '../real-site.ts';

/** Each star's box and what its ::before draws, in which font. */
const look = (page: Page) =>
  page.locator('#respond p.stars a').evaluateAll((stars) =>
    stars.map((star) => {
      const box = star.getBoundingClientRect();
      const before = getComputedStyle(star, '::before');
      // The character drawn, as a code point: WooCommerce gives some rules an empty alt text ("\e021" / ""), some none.
      const glyph = /^"(.)/u.exec(before.content)?.[1]?.codePointAt(0)?.toString(16) ?? before.content;
      return { left: Math.round(box.left), top: Math.round(box.top), width: Math.round(box.width), glyph, font: before.fontFamily };
    }),
  );

realSiteSuite('review rating on the real shop', (site) => {
  async function reviewForm(original = false): Promise<Page> {
    const page = await site.newPage();
    await page.goto(site.url('/producto/camiseta-basica/', { original }));
    await page.getByRole('tab', { name: /^Valoraciones/ }).click();
    await page.locator('#respond p.stars').waitFor();
    // The star glyphs are WooCommerce's icon font: measured once it has loaded.
    await page.evaluate(() => document.fonts.ready);
    return page;
  }

  test("WooCommerce's stylesheet draws five distinct stars in its font, filled up to the chosen one", async () => {
    const page = await reviewForm();
    expect(await page.locator('link#woocommerce-general-css').count(), "WooCommerce's own stylesheet is on the page").toBe(1);
    expect(await page.evaluate(() => document.fonts.check('24px WooCommerce')), 'its star font loaded').toBe(true);
    const before = await look(page);
    expect(before).toHaveLength(5);
    for (const [i, s] of before.entries()) {
      expect(s.font, `star ${i + 1}`).toBe('WooCommerce');
      expect(s.width, `star ${i + 1} is a star-sized box, not a text link`).toBeLessThan(40);
      expect(s.top).toBe(before[0]!.top);
      if (i) expect(s.left).toBeGreaterThanOrEqual(before[i - 1]!.left + before[i - 1]!.width);
    }
    const empty = before[0]!.glyph;
    expect(new Set(before.map((s) => s.glyph)), 'nothing chosen: five alike').toEqual(new Set([empty]));

    await page.getByRole('radio', { name: '4 de 5 estrellas' }).click();
    await page.mouse.move(0, 0); // WooCommerce fills the stars under the pointer too
    const after = (await look(page)).map((s) => s.glyph);
    const filled = after[0]!;
    expect(filled, 'the chosen star looks different').not.toBe(empty);
    expect(after).toEqual([filled, filled, filled, filled, empty]);
    expect(await page.getByRole('radio', { checked: true }).textContent()).toBe('4 de 5 estrellas');
    site.expectNoConsoleErrors();
  });

  test('by keyboard: Tab to the first star, Space and the arrows choose, and the stars follow', async () => {
    const page = await reviewForm();
    const empty = (await look(page))[0]!.glyph;
    await page.locator('#respond p.stars a').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.inputValue('#rating')).toBe('3');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('3 de 5 estrellas');
    const glyphs = (await look(page)).map((s) => s.glyph);
    expect(glyphs.slice(3)).toEqual([empty, empty]);
    expect(new Set(glyphs.slice(0, 3)).size).toBe(1);
    expect(glyphs[0]).not.toBe(empty);
    site.expectNoConsoleErrors();
  });

  test('the stars stand where the shop’s own script puts them: a space apart', async () => {
    const [shops, ours] = [await look(await reviewForm(true)), await look(await reviewForm())];
    expect(ours.map((s) => s.left)).toEqual(shops.map((s) => s.left));
    expect(ours[1]!.left - ours[0]!.left, 'more than a star’s width apart').toBeGreaterThan(ours[0]!.width);
    site.expectNoConsoleErrors();
  });
});
