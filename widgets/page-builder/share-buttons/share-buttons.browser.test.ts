// Elementor Pro's share buttons (the recorded ones of /promociones/, on the fixture's /novedades/):
// Spanish names with the printed count, a share window per network from the keyboard, the share
// sheet when the window is refused, and the server's buttons left alone with JavaScript off.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, type BrowserHarness } from '../../../tests/harness.ts';

const WIDGET = '.elementor-widget-share-buttons';

async function sharePage(h: BrowserHarness, init?: () => void): Promise<Page> {
  const page = await h.newPage();
  // The networks' own sites are not reachable from the test machine: each answers a blank page.
  await page
    .context()
    .route(/^https:\/\/(www\.facebook\.com|x\.com|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>ok</title>' }),
    );
  if (init) await page.addInitScript(init);
  await page.goto(h.url('/novedades/'));
  await expectHydrated(page, WIDGET);
  return page;
}

browserSuite('share buttons', (h) => {
  test('every button is named in Spanish; the counted network shows its printed count, the others none', async () => {
    const page = await sharePage(h);
    expect(await page.locator(`${WIDGET} .elementor-share-btn`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(
      [
        // Intl writes the count with a no-break space, as Spanish typography wants.
        'Compartir en Facebook 1,2\u00a0mil',
        'Compartir en X',
        'Compartir en WhatsApp',
        'Compartir en Email',
      ],
    );
    expect(await page.locator(`${WIDGET} .elementor-share-btn__counter`).count(), 'X is not a network with a counter').toBe(1);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('Enter on a button opens the network in a small window with this page, its title and excerpt', async () => {
    const page = await sharePage(h);
    const pageUrl = page.url();
    await page.getByRole('button', { name: 'Compartir en Facebook 1,2 mil' }).focus();
    const [facebook] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    expect(facebook.url()).toBe(`https://www.facebook.com/sharer.php?u=${encodeURIComponent(pageUrl)}`);
    expect(await facebook.evaluate(() => window.opener), 'the share page has no handle on ours').toBeNull();

    await page.getByRole('button', { name: 'Compartir en X' }).focus();
    const [x] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press(' ')]);
    expect(x.url()).toBe(
      `https://x.com/intent/tweet?text=${encodeURIComponent('Lo último de la tienda')}%20${encodeURIComponent(pageUrl)}`,
    );
    h.expectNoConsoleErrors();
  });

  test('a window the browser refuses gives way to the share sheet, with the decoded title', async () => {
    const page = await sharePage(h, () => {
      window.open = () => null;
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => (((window as unknown as { __shared: ShareData }).__shared = data), Promise.resolve()),
      });
    });
    await page.getByRole('button', { name: 'Compartir en WhatsApp' }).click();
    expect(await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared)).toEqual({
      url: page.url(),
      title: 'Novedades de la tienda',
      text: 'Lo último de la tienda',
    });
    h.expectNoConsoleErrors();
  });

  test("with JavaScript off the buttons are the server's: no count, no error", async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/novedades/'));
    expect(await page.locator(`${WIDGET} .elementor-share-btn`).count()).toBe(4);
    expect(await page.locator(`${WIDGET} .elementor-share-btn__counter`).count()).toBe(0);
    h.expectNoConsoleErrors();
  });
});
