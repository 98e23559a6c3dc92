// The demo's stylesheet (fixtures/pages/style.css) on Contact Form 7's markup, in Chromium: what the
// plugin's own stylesheet hides stays hidden (the screen-reader response out of sight but in the
// accessibility tree, the fieldset of hidden inputs taking no space), and the all-fields form lays
// out its checkboxes, radios and character count as a visitor expects.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, expectHydrated } from '../../../tests/harness.ts';

interface AXNode {
  nodeId: string;
  parentId?: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
}

/** Chromium's own accessibility tree: the text it gives each node of `role` under the screen-reader response. */
async function readByScreenReader(page: Page): Promise<{ status: string[]; items: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const children = (id: string) => nodes.filter((n) => n.parentId === id && !n.ignored);
  const text = (id: string): string[] => children(id).flatMap((n) => (n.role?.value === 'StaticText' ? [n.name!.value] : text(n.nodeId)));
  const status = nodes.find((n) => n.role?.value === 'status' && !n.ignored)!;
  const list = children(status.parentId!).find((n) => n.role?.value === 'list')!;
  return { status: text(status.nodeId), items: children(list.nodeId).map((item) => text(item.nodeId).join('')) };
}

/** The box of every match, in page pixels. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height, middle: r.top + r.height / 2 };
    }),
  );

async function open(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(url);
  await expectHydrated(page, 'div.wpcf7');
}

browserSuite('contact-form demo stylesheet', (h) => {
  test('the error summary for screen readers is out of sight yet read, and the hidden-fields fieldset takes no space', async () => {
    const page = await h.newPage();
    await open(page, h.url('/contacto/'));
    const [fieldset] = await boxes(page, '.hidden-fields-container');
    expect(fieldset, 'the fieldset of hidden inputs').toMatchObject({ width: 0, height: 0 });
    await page.click('.wpcf7-submit');
    await expect.poll(() => page.locator('form.wpcf7-form').getAttribute('data-status')).toBe('invalid');

    const summary = await page.locator('.screen-reader-response').evaluate((box) => {
      const r = box.getBoundingClientRect();
      return { area: r.width * r.height, overflow: getComputedStyle(box).overflow, items: box.querySelectorAll('li').length };
    });
    expect(summary, 'one clipped pixel at most, its list inside it').toEqual({ area: 1, overflow: 'hidden', items: 3 });
    expect(await readByScreenReader(page)).toEqual({
      status: ['Uno o más campos tienen un error. Por favor, revísalos e inténtalo de nuevo.'],
      items: ['Por favor, rellena este campo.', 'Por favor, rellena este campo.', 'Por favor, rellena este campo.'],
    });
    // What sighted visitors get instead: each message under its field and the summary under the button.
    expect(
      await page.locator('.wpcf7-not-valid-tip').evaluateAll((tips) => tips.filter((t) => t.getBoundingClientRect().height > 0).length),
    ).toBe(3);
    expect((await boxes(page, '.wpcf7-response-output'))[0]!.height).toBeGreaterThan(0);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('on the all-fields form each box sits on the line of its words, options side by side, and the count under its field', async () => {
    const page = await h.newPage();
    await open(page, h.url('/formulario-completo/'));
    expect((await boxes(page, '.hidden-fields-container'))[0]).toMatchObject({ width: 0, height: 0 });

    for (const group of ['your-interests', 'your-contact-by', 'your-consent']) {
      const inputs = await boxes(page, `[data-name="${group}"] .wpcf7-list-item input:is([type=checkbox], [type=radio])`);
      const words = await boxes(page, `[data-name="${group}"] .wpcf7-list-item-label`);
      expect(inputs.length, group).toBe(words.length);
      for (const [i, input] of inputs.entries()) {
        expect(input.width, `${group} box ${i} is a box, not a 100% wide bar`).toBeLessThan(24);
        expect(Math.abs(input.middle - words[i]!.middle), `${group} box ${i} on the line of its words`).toBeLessThan(4);
        expect(words[i]!.left - input.right, `${group} words ${i} just after the box`).toBeLessThan(12);
        expect(words[i]!.left - input.right).toBeGreaterThanOrEqual(0);
      }
      expect(new Set(inputs.map((b) => Math.round(b.top))).size, `${group}'s options on one row`).toBe(1);
    }
    const [other] = await boxes(page, '[name="_wpcf7_free_text_your-contact-by"]');
    const [otherRadio] = await boxes(page, '[name="your-contact-by"][value="Otro"]');
    expect(other!.top < otherRadio!.bottom && other!.bottom > otherRadio!.top, "'Otro' text beside its radio").toBe(true);

    // The count: right under its textarea, at its right edge, out of the maximum; no lone '0' below.
    const [textarea] = await boxes(page, '[name="your-message"]');
    const [count] = await boxes(page, '.wpcf7-character-count');
    expect(count!.top - textarea!.bottom).toBeGreaterThanOrEqual(0);
    expect(count!.top - textarea!.bottom).toBeLessThan(16);
    expect(Math.abs(count!.right - textarea!.right)).toBeLessThan(2);
    const shown = () =>
      page.locator('.wpcf7-character-count').evaluate((c) => c.textContent + getComputedStyle(c, '::after').content.replace(/"/g, ''));
    expect(await shown()).toBe('0 / 500');
    await page.locator('[name="your-message"]').pressSequentially('Hola');
    expect(await shown()).toBe('4 / 500');
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });
});
