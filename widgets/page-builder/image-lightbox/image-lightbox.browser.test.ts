// The global image lightbox on /navegacion/ in Chromium (docs/site-nav.md#the-global-lightbox):
// which links open it, the slideshow with counter, title and description, fullscreen and share,
// the keyboard path, the kit's switches, axe with it open, and plain links with JavaScript off.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite } from '../../../tests/harness.ts';
import { LIGHTBOX, lightboxButtons } from '../../../tests/lightbox-look.ts';

const PAGE = '/navegacion/';
const GALLERY = '#gallery-1 a';
const PSWP_CSS = '#islands-photoswipe-css';

browserSuite('image-lightbox', (h) => {
  /** The page, its kit switches changed by `kit` (the config the page builder prints). */
  async function open(kit: Record<string, string> = {}): Promise<Page> {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    if (Object.keys(kit).length) {
      await page.route(h.url(PAGE), async (route) => {
        const response = await route.fetch();
        let body = await response.text();
        for (const [key, value] of Object.entries(kit)) body = body.replace(new RegExp(`"${key}":"[^"]*"`), `"${key}":"${value}"`);
        await route.fulfill({ response, body });
      });
    }
    await page.goto(h.url(PAGE));
    return page;
  }
  const counter = (page: Page) => page.locator(`${LIGHTBOX} .pswp__counter`).textContent();
  const caption = (page: Page) => page.locator(`${LIGHTBOX} .pswp__caption`).textContent();
  const description = (page: Page) => page.locator(`${LIGHTBOX} .pswp__description`).textContent();

  test('a gallery image opens its slideshow where it was clicked: counter, title, description, Spanish buttons; PhotoSwipe only then', async () => {
    const page = await open();
    expect(await page.locator(PSWP_CSS).count(), 'no lightbox code before the first open').toBe(0);
    await page.locator(GALLERY).nth(1).click();
    await page.locator(LIGHTBOX).waitFor();
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect((await counter(page))?.replace(/\s+/g, ' ')).toBe('2 de 3');
    expect(await caption(page)).toBe('Sudadera azul');
    expect(await description(page)).toBe('Descripción de Sudadera azul');
    const names = (await lightboxButtons(page)).map((b) => b.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Compartir',
        'Pantalla completa',
        'Ampliar/Reducir',
        'Cerrar (Esc)',
        'Anterior (flecha izquierda)',
        'Siguiente (flecha derecha)',
      ]),
    );
    expect(await page.locator(`${LIGHTBOX} img.pswp__img[src$="sudadera-azul.png"]`).count()).toBeGreaterThan(0);
    h.expectNoConsoleErrors();
  });

  test('keyboard only: Enter opens, the arrows move, Esc closes and focus goes back to the link', async () => {
    const page = await open();
    await page.locator(GALLERY).first().focus();
    await page.keyboard.press('Enter');
    await page.locator(LIGHTBOX).waitFor();
    expect(await page.evaluate((root) => !!document.activeElement?.closest(root), LIGHTBOX), 'focus is in the lightbox').toBe(true);
    expect((await counter(page))?.replace(/\s+/g, ' ')).toBe('1 de 3');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption(page)).toBe('Gorra');
    expect((await counter(page))?.replace(/\s+/g, ' ')).toBe('3 de 3');
    await page.keyboard.press('Escape');
    await page.locator(LIGHTBOX).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/sudadera-roja\.png$/);
    h.expectNoConsoleErrors();
  });

  test('share: a menu of links for the slide (its deep link in the page address), Esc closes only the menu; axe finds nothing with the lightbox and the menu open', async () => {
    const page = await open();
    await page.locator(GALLERY).first().click();
    await page.locator(LIGHTBOX).waitFor();
    const share = page.locator(`${LIGHTBOX} .pswp__button--share`);
    await share.click();
    expect(await share.getAttribute('aria-expanded')).toBe('true');
    const links = page.locator(`${LIGHTBOX} .pswp__share-menu a`);
    expect(await links.allTextContents()).toEqual(['Compartir en Facebook', 'Compartir en X', 'Pinear', 'Descargar imagen']);
    const hash = await page.locator(GALLERY).first().getAttribute('data-e-action-hash');
    const facebook = new URL((await links.first().getAttribute('href'))!);
    expect(facebook.searchParams.get('u')).toBe(h.url(PAGE) + hash);
    const pin = new URL((await links.nth(2).getAttribute('href'))!);
    expect(pin.searchParams.get('media')).toBe(h.url('/wp-content/uploads/2026/11/sudadera-roja.png'));
    expect(await links.nth(3).getAttribute('download')).toBe('');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Compartir en Facebook');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.locator(`${LIGHTBOX} .pswp__share-menu`).isHidden()).toBe(true);
    expect(await share.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(LIGHTBOX).count(), 'the lightbox stays open').toBe(1);
    h.expectNoConsoleErrors();
  });

  test('fullscreen: the button puts the lightbox in fullscreen and says so, and takes it out', async () => {
    const page = await open();
    await page.locator(GALLERY).first().click();
    await page.locator(LIGHTBOX).waitFor();
    const button = page.locator(`${LIGHTBOX} .pswp__button--fullscreen`);
    await button.click();
    await page.waitForFunction(() => document.fullscreenElement?.classList.contains('islands-pswp'));
    // The button follows fullscreenchange, which the browser fires a frame after fullscreenElement changes.
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.getAttribute('title')).toBe('Salir de pantalla completa');
    await button.click();
    await page.waitForFunction(() => !document.fullscreenElement);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    expect(await button.getAttribute('title')).toBe('Pantalla completa');
    h.expectNoConsoleErrors();
  });

  test('a single image link opens alone, with no counter; download and data-elementor-open-lightbox="no" links go to the image', async () => {
    const page = await open();
    await page.locator('#imagen-suelta').click();
    await page.locator(LIGHTBOX).waitFor();
    expect(await page.locator(`${LIGHTBOX} .pswp__counter`).count()).toBe(0);
    expect(await caption(page)).toBe('Camiseta básica');
    await page.keyboard.press('Escape');
    await page.locator(LIGHTBOX).waitFor({ state: 'detached' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#imagen-descarga').click()]);
    expect(download.suggestedFilename()).toBe('camiseta.png');
    expect(await page.locator(LIGHTBOX).count()).toBe(0);
    await Promise.all([page.waitForURL(/gorra-blanca\.png$/), page.locator('#imagen-sin-lightbox').click()]);
    expect(await page.locator(PSWP_CSS).count()).toBe(0);
    // The image shown alone: the browser asks the fixture server for a favicon.
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('the kit switches: the global lightbox off leaves unmarked links alone; share, fullscreen, counter and zoom off take their buttons away', async () => {
    const page = await open({
      global_image_lightbox: '',
      lightbox_enable_share: '',
      lightbox_enable_fullscreen: '',
      lightbox_enable_counter: '',
      lightbox_enable_zoom: '',
    });
    await page.locator(GALLERY).nth(2).click();
    await page.locator(LIGHTBOX).waitFor();
    const names = (await lightboxButtons(page)).map((b) => b.name);
    expect(names).toEqual(['Cerrar (Esc)', 'Anterior (flecha izquierda)', 'Siguiente (flecha derecha)']);
    expect(await page.locator(`${LIGHTBOX} .pswp__counter`).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.locator(LIGHTBOX).waitFor({ state: 'detached' });
    // Not marked yes: with the global switch off it is a plain link to the image.
    await Promise.all([page.waitForURL(/camiseta\.png$/), page.locator('#imagen-suelta').click()]);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('with JavaScript off an image link goes to the image', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url(PAGE));
    await Promise.all([page.waitForURL(/sudadera-azul\.png$/), page.locator(GALLERY).nth(1).click()]);
  });
});
