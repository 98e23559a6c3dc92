// Videos in the global lightbox on /navegacion/ in Chromium (docs/site-nav.md#the-global-lightbox):
// the media carousel's YouTube and Vimeo links among an image, the Video widget's overlay with a
// hosted mp4, the keyboard path, axe with a video open, and the player's code only for a video.
// No network: YouTube and Vimeo answer from the test, and only their embed addresses are checked.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated } from '../../../tests/harness.ts';
import { LIGHTBOX } from '../../../tests/lightbox-look.ts';

const PAGE = '/navegacion/';
const SLIDES = '.elementor-widget-media-carousel a';
const OVERLAY = '.elementor-widget-video .elementor-custom-embed-image-overlay';
const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&playsinline=1';
const VIMEO = 'https://player.vimeo.com/video/76979871?autoplay=1';
const MP4 = '/wp-content/uploads/2026/11/anuncio.mp4';

browserSuite('image-lightbox videos', (h) => {
  async function open(): Promise<Page> {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const embed = (route: { fulfill(r: object): Promise<void> }) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Reproductor</title>' });
    await page.route('https://www.youtube.com/**', embed);
    await page.route('https://player.vimeo.com/**', embed);
    // Playwright's Chromium has no H.264: a podcast episode (a WAV the fixture backend makes) stands
    // in for the mp4's bytes, so the <video> really plays.
    await page.route(`**${MP4}`, async (route) => {
      const wav = await route.fetch({ url: h.url('/wp-content/uploads/2026/11/episodio-1.wav') });
      await route.fulfill({ response: wav, headers: { ...wav.headers(), 'content-type': 'video/mp4' } });
    });
    await page.goto(h.url(PAGE));
    return page;
  }
  const videoChunk = (page: Page) => h.log(page).scripts.filter((u) => /chunks\/lightbox-video-/.test(u));
  const frame = (page: Page) => page.locator(`${LIGHTBOX} iframe`);
  const caption = (page: Page) => page.locator(`${LIGHTBOX} .pswp__caption`).textContent();

  test('a YouTube link of a slideshow opens at its video in the embed player; Vimeo plays next and YouTube stops; share offers the page only; the player code only for a video', async () => {
    const page = await open();
    // An image first: the lightbox comes, the video player's code does not.
    await page.locator('#gallery-1 a').first().click();
    await page.locator(LIGHTBOX).waitFor();
    await page.keyboard.press('Escape');
    await page.locator(LIGHTBOX).waitFor({ state: 'detached' });
    expect(videoChunk(page), 'no player code for an image').toEqual([]);

    await page.locator(SLIDES).nth(1).click();
    await page.locator(LIGHTBOX).waitFor();
    expect(new URL(page.url()).pathname, 'not the poster image').toBe(PAGE);
    expect(videoChunk(page)).toHaveLength(1);
    await expect.poll(() => page.locator(`${LIGHTBOX} iframe[src]`).getAttribute('src')).toBe(YOUTUBE);
    expect(await caption(page)).toBe('Las sudaderas en vídeo');
    expect((await page.locator(`${LIGHTBOX} .pswp__counter`).textContent())?.replace(/\s+/g, ' ')).toBe('2 de 3');
    expect(await page.locator(`${LIGHTBOX} iframe[src="${YOUTUBE}"]`).getAttribute('title'), 'named by its title').toBe(
      'Las sudaderas en vídeo',
    );
    const box = await page.locator(`${LIGHTBOX} iframe[src]`).boundingBox();
    expect(box!.width / box!.height, '16:9').toBeCloseTo(16 / 9, 1);

    await page.locator(`${LIGHTBOX} .pswp__button--share`).click();
    expect(await page.locator(`${LIGHTBOX} .pswp__share-menu a`).allTextContents(), 'no image to pin or download').toEqual([
      'Compartir en Facebook',
      'Compartir en X',
    ]);
    await page.keyboard.press('Escape');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption(page)).toBe('La gorra en Vimeo');
    await expect
      .poll(() => page.locator(`${LIGHTBOX} iframe[src]`).evaluateAll((els) => els.map((el) => el.getAttribute('src'))))
      .toEqual([VIMEO]);
    expect(await frame(page).count(), 'the YouTube frame is kept beside, without its address').toBeGreaterThanOrEqual(2);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => caption(page)).toBe('Sudadera roja');
    await expect.poll(() => page.locator(`${LIGHTBOX} iframe[src]`).count(), { message: 'no video plays beside an image' }).toBe(0);
    expect(await page.locator(`${LIGHTBOX} img.pswp__img[src$="sudadera-roja.png"]`).count()).toBeGreaterThan(0);
    h.expectNoConsoleErrors();
  });

  test("keyboard only: Enter on the Video widget's play button opens the hosted mp4 in a playing <video>, 4:3; axe finds nothing; Esc closes and focus goes back to the play button", async () => {
    const page = await open();
    const play = page.locator(`${OVERLAY} [role="button"]`);
    await play.focus();
    // The island mounts on focus (the key that follows finds it there).
    await expectHydrated(page, OVERLAY);
    await page.keyboard.press('Enter');
    await page.locator(LIGHTBOX).waitFor();
    const video = page.locator(`${LIGHTBOX} video`);
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(h.url(MP4));
    expect(await video.evaluate((el: HTMLVideoElement) => el.controls)).toBe(true);
    expect(await page.locator(`${LIGHTBOX} iframe`).count()).toBe(0);
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0), { message: 'it plays once shown' })
      .toBe(true);
    const box = await video.boundingBox();
    expect(box!.width / box!.height, "the widget's 4:3").toBeCloseTo(4 / 3, 1);
    expect(await page.locator(LIGHTBOX).getAttribute('aria-label')).toBe('Vídeo a pantalla completa');
    expect(await page.locator(`${LIGHTBOX} .pswp__counter`).count(), 'one video: no counter').toBe(0);
    expect(await page.evaluate((root) => !!document.activeElement?.closest(root), LIGHTBOX), 'focus is in the lightbox').toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator(LIGHTBOX).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Reproducir vídeo sobre El anuncio de la camiseta',
    );
    h.expectNoConsoleErrors();
  });

  test('keyboard only: Enter on a Vimeo link of the slideshow opens at it, Esc closes, focus goes back to the link', async () => {
    const page = await open();
    await page.locator(SLIDES).nth(2).focus();
    await page.keyboard.press('Enter');
    await page.locator(LIGHTBOX).waitFor();
    await expect.poll(() => page.locator(`${LIGHTBOX} iframe[src]`).getAttribute('src')).toBe(VIMEO);
    expect((await page.locator(`${LIGHTBOX} .pswp__counter`).textContent())?.replace(/\s+/g, ' ')).toBe('3 de 3');
    await page.keyboard.press('Escape');
    await page.locator(LIGHTBOX).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-elementor-lightbox-title'))).toBe('La gorra en Vimeo');
    h.expectNoConsoleErrors();
  });
});
