// Tabs and the review form in Chromium: every rule of docs/shop.md#tab-opened-on-load, the keyboard path, the
// review link, the required rating, a review stored and shown, and both with JavaScript off.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated } from '../../../tests/harness.ts';

const TABS = '.woocommerce-tabs';
const PRODUCT = '/producto/camiseta-basica/';

browserSuite('product-tabs and review-rating', (h) => {
  async function open(path: string): Promise<Page> {
    const page = await h.newPage();
    await page.goto(h.url(path));
    await expectHydrated(page, TABS);
    return page;
  }
  const visiblePanels = (page: Page) =>
    page.locator(`${TABS} .wc-tab`).evaluateAll((ps) => ps.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.id));

  for (const [url, panel] of [
    [PRODUCT, 'tab-description'],
    [`${PRODUCT}#tab-description`, 'tab-description'],
    [`${PRODUCT}#reviews`, 'tab-reviews'],
    [`${PRODUCT}#tab-reviews`, 'tab-reviews'],
    [`${PRODUCT}#comment-2`, 'tab-reviews'],
    [`${PRODUCT}?cpage=2`, 'tab-reviews'],
    [`${PRODUCT}comment-page-2/`, 'tab-reviews'],
    [`${PRODUCT}comment-page-2/#comments`, 'tab-reviews'],
    [`${PRODUCT}#tab-additional_information`, 'tab-additional_information'],
  ] as const) {
    test(`${url} opens ${panel}`, async () => {
      const page = await open(url);
      expect(await visiblePanels(page)).toEqual([panel]);
      expect(await page.locator(`${TABS} [role="tab"][aria-selected="true"]`).getAttribute('aria-controls')).toBe(panel);
      h.expectNoConsoleErrors();
    });
  }

  test('arrows, Home and End move focus; Enter opens; the review link opens the reviews', async () => {
    const page = await open(PRODUCT);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'));
    await page.locator(`${TABS} [role="tab"]`).first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('tab-additional_information');
    expect(await visiblePanels(page)).toEqual(['tab-description']);
    await page.keyboard.press('End');
    expect(await focused()).toBe('tab-reviews');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('tab-description');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('tab-reviews');
    await page.keyboard.press('Enter');
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    // Tab leaves the tablist for the open panel: only the selected tab is in the tab order.
    expect(await page.locator(`${TABS} [role="tab"][tabindex="0"]`).count()).toBe(1);
    await page.locator(`${TABS} [role="tab"]`).first().click();
    await page.locator('a.woocommerce-review-link').click();
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('a review without a rating is blocked with the alert; with stars chosen by keyboard it is stored and shown', async () => {
    const page = await open(`${PRODUCT}#reviews`);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await expectHydrated(page, 'select#rating');
    const stars = page.locator('#respond p.stars [role="radio"]');
    expect(await stars.allTextContents()).toEqual([
      '1 de 5 estrellas',
      '2 de 5 estrellas',
      '3 de 5 estrellas',
      '4 de 5 estrellas',
      '5 de 5 estrellas',
    ]);
    await page.fill('#comment', 'Buena camiseta, lava bien.');
    await page.fill('#author', 'Begoña');
    await page.fill('#email', 'begona@example.com');
    await page.click('#submit');
    expect(alerts).toEqual(['Por favor elige una puntuación']);
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    await stars.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#respond [role="radio"][aria-checked="true"]').textContent()).toBe('4 de 5 estrellas');
    expect(await axe(page)).toEqual([]);
    await Promise.all([page.waitForURL(/#comment-\d+$/), page.click('#submit')]);
    await expectHydrated(page, TABS);
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    expect(await page.locator('#comments').textContent()).toContain('Buena camiseta, lava bien.');
    h.expectNoConsoleErrors();
  });

  test('with JavaScript off every panel shows, a review with no rating comes back with the message and the text kept', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url(PRODUCT));
    expect(await visiblePanels(page)).toEqual(['tab-description', 'tab-additional_information', 'tab-reviews']);
    await page.fill('#comment', 'Sin puntuación, a ver qué pasa.');
    await page.fill('#author', 'Anónimo');
    await page.fill('#email', 'anonimo@example.com');
    // The select is `required`: the browser's own check would stop the post, so skip it as a bot would.
    await page.locator('#commentform').evaluate((f) => f.setAttribute('novalidate', ''));
    await Promise.all([page.waitForURL(/#reviews$/), page.click('#submit')]);
    expect(await page.locator('.woocommerce-error').textContent()).toContain('Por favor, valora el producto.');
    expect(await page.inputValue('#comment')).toBe('Sin puntuación, a ver qué pasa.');
    expect(await page.inputValue('#author')).toBe('Anónimo');
  });
});
