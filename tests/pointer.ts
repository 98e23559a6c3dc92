// A real mouse press and release, as a visitor's: page.mouse moves to a point of the element's
// box, presses and releases there, so whatever the press makes the page do between mousedown and
// mouseup (focus leaving a field, its checks moving things) happens as it would for the visitor.
// element.click() and locator.click() cannot show a lost click: the first dispatches no mousedown,
// the second waits for the element to be still and re-aims.
import type { Page } from 'playwright-core';

/**
 * Presses and releases the left button 2 px inside the top or bottom edge of `selector`'s box, in
 * the middle across: an element that moves by more than that between press and release is missed.
 */
export async function pressAndRelease(page: Page, selector: string, edge: 'top' | 'bottom'): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box to press`);
  await page.mouse.move(box.x + box.width / 2, edge === 'top' ? box.y + 2 : box.y + box.height - 2);
  await page.mouse.down();
  await page.mouse.up();
}
