// The product gallery on the real shop's own markup and stylesheets (WooCommerce 10's, the Hello
// Elementor theme's, and the PhotoSwipe 4 ones WooCommerce prints), with the Islands plugin in
// place of the shop's scripts: the zoom magnifies (issue 11 B), and the lightbox is PhotoSwipe 5's
// own whatever older lightbox CSS the page carries (issue 11 C).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHydrated } from '../harness.ts';
import { LIGHTBOX, lightboxButtons, styleChangesWithout } from '../lightbox-look.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';

const GALLERY = '.woocommerce-product-gallery';
const SLIDE = `${GALLERY} .woocommerce-product-gallery__image`;

/** WooCommerce's PhotoSwipe 4 stylesheets: the id WordPress gives each <link>, and its file. */
const PHOTOSWIPE_4: Record<string, string> = {
  'photoswipe-css': 'photoswipe.min.css',
  'photoswipe-default-skin-css': 'default-skin/default-skin.min.css',
};

async function openProduct(site: RealSite, path: string): Promise<Page> {
  const page = await site.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(site.url(path));
  await expectHydrated(page, GALLERY);
  return page;
}

/**
 * Puts back, from the site's own WooCommerce, whichever PhotoSwipe 4 stylesheet the page no longer
 * prints (the plugin drops the skin), at the end of <body>: later in the page than the islands' own.
 */
async function withPhotoSwipe4Css(site: RealSite, page: Page): Promise<void> {
  const base = site.url('/wp-content/plugins/woocommerce/assets/css/photoswipe/');
  await page.evaluate(async ({ sheets, base }) => {
    const loads = Object.entries(sheets)
      .filter(([id]) => !document.getElementById(id))
      .map(([id, file]) => new Promise((loaded, failed) => {
        const link = Object.assign(document.createElement('link'), { id, rel: 'stylesheet', href: base + file });
        link.onload = loaded;
        link.onerror = () => failed(new Error(`${file} did not load`));
        document.body.append(link);
      }));
    await Promise.all(loads);
  }, { sheets: PHOTOSWIPE_4, base });
}

realSiteSuite('product gallery on the real shop', (site) => {
  test('the slider\'s code waits for intent, and its arrival moves nothing on the shop\'s own stylesheets', async () => {
    const page = await openProduct(site, '/producto/sudadera-con-capucha/');
    await page.waitForFunction((sel) => [...document.querySelectorAll<HTMLImageElement>(`${sel} img`)].every((img) => img.complete), GALLERY);
    const shown = () =>
      page.locator(GALLERY).evaluate((g) =>
        ['.flex-viewport', '.flex-active-slide', '.flex-control-thumbs'].map((sel) => {
          const r = g.querySelector(sel)!.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round);
        }));
    const initialized = page.locator(`${GALLERY} .flex-viewport.swiper-initialized`);
    expect(await initialized.count(), 'no Swiper before intent').toBe(0);
    const before = await shown();
    const [viewport, slide] = before;
    expect(slide, 'the first slide fills the viewport').toEqual(viewport);
    await page.hover(`${GALLERY} .flex-control-thumbs button >> nth=1`);
    await initialized.waitFor({ state: 'attached' });
    expect(await shown()).toEqual(before);
    await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(1).click();
    await expect.poll(() => page.locator(`${SLIDE}.flex-active-slide img`).getAttribute('data-large_image')).toBe(
      await page.locator(SLIDE).nth(1).locator('img').getAttribute('data-large_image'),
    );
    site.expectNoConsoleErrors();
  });

  test('the zoom shows the large image at its own size over WooCommerce\'s width: 100% for gallery images', async () => {
    const page = await openProduct(site, '/producto/camiseta-basica/');
    const slide = page.locator(SLIDE).first();
    const shownImage = slide.locator('img.wp-post-image');
    const large = Number(await shownImage.getAttribute('data-large_image_width'));
    expect(large).toBeGreaterThanOrEqual(1200);
    // WooCommerce's stylesheet is on the page and does size gallery images to the slide.
    const [imageWidth, slideWidth] = await shownImage.evaluate((img) => [img.getBoundingClientRect().width, img.closest('.woocommerce-product-gallery__image')!.getBoundingClientRect().width]);
    expect(imageWidth).toBeCloseTo(slideWidth!, 0);
    expect(slideWidth).toBeLessThan(large * 0.8);

    await slide.hover();
    const zoom = slide.locator('img.zoomImg');
    await zoom.waitFor({ state: 'attached' });
    await zoom.evaluate((z) => (z as HTMLImageElement).decode());
    // At the slide's bottom-right corner, the large image's bottom-right corner shows.
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + box.width - 1, box.y + box.height - 1);
    const shown = await zoom.evaluate((z) => {
      const r = z.getBoundingClientRect();
      const s = z.parentElement!.getBoundingClientRect();
      return { width: r.width, natural: (z as HTMLImageElement).naturalWidth, opacity: getComputedStyle(z).opacity, right: r.right - s.right, bottom: r.bottom - s.bottom };
    });
    expect(shown).toMatchObject({ natural: large, opacity: '1' });
    expect(shown.width).toBeGreaterThanOrEqual(large);
    // Within 1 % of the large image (the pointer is a pixel inside the corner).
    expect(Math.abs(shown.right)).toBeLessThan(large / 100);
    expect(Math.abs(shown.bottom)).toBeLessThan(large / 100);
    site.expectNoConsoleErrors();
  });

  test('the lightbox is PhotoSwipe 5\'s own: no PhotoSwipe 4 sprite on its buttons, its own icons, nothing changed by WooCommerce\'s PhotoSwipe 4 CSS', async () => {
    const page = await openProduct(site, '/producto/sudadera-con-capucha/');
    await withPhotoSwipe4Css(site, page);
    // That CSS paints its sprite on PhotoSwipe's buttons: one outside the lightbox shows it.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button type="button" class="pswp__button pswp__button--close" id="old-button">x</button>'));
    expect(await page.locator('#old-button').evaluate((b) => getComputedStyle(b).backgroundImage)).toMatch(/default-skin\.(png|svg)/);

    await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).click();
    await page.locator(LIGHTBOX).waitFor({ state: 'attached' });
    await page.locator(`${LIGHTBOX} .pswp__button--close`).waitFor({ state: 'attached' });
    const buttons = await lightboxButtons(page);
    expect(buttons.map((b) => b.name)).toEqual(['Ampliar/Reducir', 'Cerrar (Esc)', 'Anterior (flecha izquierda)', 'Siguiente (flecha derecha)']);
    for (const button of buttons) {
      expect(button, button.name).toEqual({ ...button, backgroundImage: 'none', pseudo: ['none', 'none'], icon: expect.stringMatching(/^#pswp__icn-/) });
      expect(Math.min(...button.iconSize), button.name).toBeGreaterThanOrEqual(32);
    }
    expect(await page.locator(`${LIGHTBOX} .pswp__counter`).textContent()).toMatch(/^1\s*de\s*3$/);
    // Every computed style of every element of the lightbox is what it is without those stylesheets.
    expect(await styleChangesWithout(page, Object.keys(PHOTOSWIPE_4).map((id) => `#${id}`).join(', '))).toEqual([]);
    site.expectNoConsoleErrors();
  });
});
