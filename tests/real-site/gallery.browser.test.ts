// The product gallery on the real shop's own markup and stylesheets (WooCommerce 10's, the Hello
// Elementor theme's, and the PhotoSwipe 4 ones WooCommerce prints), with the Islands plugin in
// place of the shop's scripts: the zoom magnifies (issue 11 B), and the lightbox is PhotoSwipe 5's
// own whatever older lightbox CSS the page carries (issue 11 C); and, against the shop's own scripts
// (?islands=0) on a desktop and a phone viewport, the thumbnail follows the variation, and the
// thumbnails and the lightbox look as the shop's (issue 39).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHydrated, settled } from '../harness.ts';
import { LIGHTBOX, lightboxButtons, styleChangesWithout } from '../lightbox-look.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';

const GALLERY = '.woocommerce-product-gallery';
const SLIDE = `${GALLERY} .woocommerce-product-gallery__image`;

/** WooCommerce's PhotoSwipe 4 stylesheets: the id WordPress gives each <link>, and its file. */
const PHOTOSWIPE_4: Record<string, string> = {
  'photoswipe-css': 'photoswipe.min.css',
  'photoswipe-default-skin-css': 'default-skin/default-skin.min.css',
};

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const VARIABLE = '/producto/sudadera-con-capucha/';

/** The product on one variant (the shop's own scripts, or the islands) once its gallery and form have started. */
async function openVariant(site: RealSite, original: boolean, viewport: { width: number; height: number }): Promise<Page> {
  const page = await site.newPage();
  await page.setViewportSize(viewport);
  await page.goto(site.url(VARIABLE, { original }));
  // Both: the gallery shown, its thumbnails there; the form started (its reset link hidden, as it starts).
  await page.locator(`${GALLERY} .flex-control-thumbs img`).first().waitFor();
  await page.waitForFunction((sel) => getComputedStyle(document.querySelector(sel)!).opacity === '1', GALLERY);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.woocommerce-product-gallery img')].every((img) => img.complete),
  );
  return page;
}

/** What the shopper sees of the gallery: the shown slide's image, the highlighted thumbnail, and each thumbnail's box and opacity. */
function galleryLook(page: Page) {
  return page.locator(GALLERY).evaluate((g) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
    };
    const slides = [...g.querySelectorAll('.woocommerce-product-gallery__image')];
    const shown = slides.find((s) => s.classList.contains('flex-active-slide'));
    const thumbs = [...g.querySelectorAll<HTMLImageElement>('.flex-control-thumbs img')];
    return {
      shown: shown?.querySelector('img')?.getAttribute('src')?.replace(/^.*\//, ''),
      firstSlide: slides[0]?.querySelector('img')?.getAttribute('src')?.replace(/^.*\//, ''),
      highlighted: thumbs.findIndex((img) => img.classList.contains('flex-active')),
      image: box(g.querySelector('.flex-viewport')!),
      thumbs: thumbs.map((img) => {
        const li = img.closest('li')!;
        // Whatever draws a frame around a thumbnail: its own border, or the border and outline of what holds it in the row.
        const frame = [...new Set([img, img.parentElement!, li])].map((el) => {
          const cs = getComputedStyle(el);
          return `${cs.borderTopWidth} ${cs.outlineStyle}`;
        });
        return { box: box(img), tile: box(li), opacity: getComputedStyle(img).opacity, framed: frame.some((f) => f !== '0px none') };
      }),
    };
  });
}

/** The gallery once the page has settled: a slide runs 500 ms on the islands, 600 ms on the shop's slider. */
async function settledLook(page: Page): Promise<Awaited<ReturnType<typeof galleryLook>>> {
  await settled(page);
  return galleryLook(page);
}

/**
 * Until the page has run what a choice set off: the shop's script moves the gallery 20 ms after a
 * choice (its zoom and slide reset). A second choice inside those 20 ms races that timer even in the
 * shop's own scripts (a stalled frame lets the reset land after the slide to the next choice's image);
 * a shopper never chooses that fast. A page timer set now runs after every shorter one set before it.
 */
async function choiceHandled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
}

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
  await page.evaluate(
    async ({ sheets, base }) => {
      const loads = Object.entries(sheets)
        .filter(([id]) => !document.getElementById(id))
        .map(
          ([id, file]) =>
            new Promise((loaded, failed) => {
              const link = Object.assign(document.createElement('link'), { id, rel: 'stylesheet', href: base + file });
              link.onload = loaded;
              link.onerror = () => failed(new Error(`${file} did not load`));
              document.body.append(link);
            }),
        );
      await Promise.all(loads);
    },
    { sheets: PHOTOSWIPE_4, base },
  );
}

realSiteSuite('product gallery on the real shop', (site) => {
  test("the slider's code waits for intent, and its arrival moves nothing on the shop's own stylesheets", async () => {
    const page = await openProduct(site, '/producto/sudadera-con-capucha/');
    await page.waitForFunction(
      (sel) => [...document.querySelectorAll<HTMLImageElement>(`${sel} img`)].every((img) => img.complete),
      GALLERY,
    );
    const shown = () =>
      page.locator(GALLERY).evaluate((g) =>
        ['.flex-viewport', '.flex-active-slide', '.flex-control-thumbs'].map((sel) => {
          const r = g.querySelector(sel)!.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round);
        }),
      );
    const initialized = page.locator(`${GALLERY} .flex-viewport.swiper-initialized`);
    expect(await initialized.count(), 'no Swiper before intent').toBe(0);
    const before = await shown();
    const [viewport, slide] = before;
    expect(slide, 'the first slide fills the viewport').toEqual(viewport);
    await page.hover(`${GALLERY} .flex-control-thumbs button >> nth=1`);
    await initialized.waitFor({ state: 'attached' });
    expect(await shown()).toEqual(before);
    await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(1).click();
    await expect
      .poll(() => page.locator(`${SLIDE}.flex-active-slide img`).getAttribute('data-large_image'))
      .toBe(await page.locator(SLIDE).nth(1).locator('img').getAttribute('data-large_image'));
    site.expectNoConsoleErrors();
  });

  test("the zoom shows the large image at its own size over WooCommerce's width: 100% for gallery images", async () => {
    const page = await openProduct(site, '/producto/camiseta-basica/');
    const slide = page.locator(SLIDE).first();
    const shownImage = slide.locator('img.wp-post-image');
    const large = Number(await shownImage.getAttribute('data-large_image_width'));
    expect(large).toBeGreaterThanOrEqual(1200);
    // WooCommerce's stylesheet is on the page and does size gallery images to the slide.
    const [imageWidth, slideWidth] = await shownImage.evaluate((img) => [
      img.getBoundingClientRect().width,
      img.closest('.woocommerce-product-gallery__image')!.getBoundingClientRect().width,
    ]);
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
      return {
        width: r.width,
        natural: (z as HTMLImageElement).naturalWidth,
        opacity: getComputedStyle(z).opacity,
        right: r.right - s.right,
        bottom: r.bottom - s.bottom,
      };
    });
    expect(shown).toMatchObject({ natural: large, opacity: '1' });
    expect(shown.width).toBeGreaterThanOrEqual(large);
    // Within 1 % of the large image (the pointer is a pixel inside the corner).
    expect(Math.abs(shown.right)).toBeLessThan(large / 100);
    expect(Math.abs(shown.bottom)).toBeLessThan(large / 100);
    site.expectNoConsoleErrors();
  });

  test("the lightbox is PhotoSwipe 5's own: no PhotoSwipe 4 sprite on its buttons, its own icons, nothing changed by WooCommerce's PhotoSwipe 4 CSS", async () => {
    const page = await openProduct(site, '/producto/sudadera-con-capucha/');
    await withPhotoSwipe4Css(site, page);
    // That CSS paints its sprite on PhotoSwipe's buttons: one outside the lightbox shows it.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<button type="button" class="pswp__button pswp__button--close" id="old-button">x</button>',
      ),
    );
    expect(await page.locator('#old-button').evaluate((b) => getComputedStyle(b).backgroundImage)).toMatch(/default-skin\.(png|svg)/);

    await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).click();
    await page.locator(LIGHTBOX).waitFor({ state: 'attached' });
    await page.locator(`${LIGHTBOX} .pswp__button--close`).waitFor({ state: 'attached' });
    const buttons = await lightboxButtons(page);
    expect(buttons.map((b) => b.name)).toEqual([
      'Ampliar/Reducir',
      'Cerrar (Esc)',
      'Anterior (flecha izquierda)',
      'Siguiente (flecha derecha)',
    ]);
    for (const button of buttons) {
      // The arrows are the shop's own drawing (lightbox-dress.ts, on its 32 × 30 box), the others PhotoSwipe 5's icons.
      const arrow = /flecha/.test(button.name);
      expect(button, button.name).toEqual({
        ...button,
        backgroundImage: 'none',
        pseudo: ['none', 'none'],
        icon: arrow ? null : expect.stringMatching(/^#pswp__icn-/),
      });
      expect(button.iconSize, button.name).toEqual(arrow ? [32, 30] : [32, 32]);
    }
    expect(await page.locator(`${LIGHTBOX} .pswp__counter`).textContent()).toMatch(/^1\s*de\s*3$/);
    // Every computed style of every element of the lightbox is what it is without those stylesheets.
    expect(
      await styleChangesWithout(
        page,
        Object.keys(PHOTOSWIPE_4)
          .map((id) => `#${id}`)
          .join(', '),
      ),
    ).toEqual([]);
    site.expectNoConsoleErrors();
  });

  for (const viewport of VIEWPORTS) {
    test(`${viewport.width}×${viewport.height}: a variation whose image is in the gallery is slid to, its thumbnail highlighted, and the reset goes home, each step as the shop's own scripts; the thumbnails drawn as theirs`, async () => {
      const steps = async (original: boolean) => {
        const page = await openVariant(site, original, viewport);
        const seen = [await settledLook(page)];
        await page.selectOption('#pa_color', 'azul');
        await choiceHandled(page);
        await page.selectOption('#talla', 'M');
        await page.locator('.single_add_to_cart_button.wc-variation-is-unavailable').waitFor({ state: 'attached' });
        seen.push(await settledLook(page));
        await page.locator('.reset_variations').click();
        await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#pa_color')?.value === '');
        seen.push(await settledLook(page));
        return seen;
      };
      const shop = await steps(true);
      // The shop's own steps, as the islands must take them: azul's image is the gallery's third.
      expect(shop.map((look) => [look.shown, look.firstSlide, look.highlighted])).toEqual([
        ['sudadera-principal-600x600.png', 'sudadera-principal-600x600.png', 0],
        ['sudadera-azul-600x600.png', 'sudadera-principal-600x600.png', 2],
        ['sudadera-principal-600x600.png', 'sudadera-principal-600x600.png', 0],
      ]);
      expect(shop[0]!.thumbs.map((t) => [t.opacity, t.framed])).toEqual([
        ['1', false],
        ['0.5', false],
        ['0.5', false],
      ]);
      expect(await steps(false)).toEqual(shop);
      site.expectNoConsoleErrors();
    });

    test(`${viewport.width}×${viewport.height}: the lightbox is dressed as the shop's own: opaque backdrop, the image between the bars, the caption small and left-aligned, the arrows its own; its buttons stay above the store notice`, async () => {
      const look = async (original: boolean) => {
        const page = await openVariant(site, original, viewport);
        await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).click();
        const root = page.locator('.pswp.pswp--open');
        await root.waitFor();
        await page.mouse.move(viewport.width / 2, viewport.height / 2);
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('.pswp--open img.pswp__img')].every((img) => img.complete),
        );
        const seen = await root.evaluate((el) => {
          const box = (r: DOMRect) => [r.x, r.y, r.width, r.height].map(Math.round);
          const style = (e: Element, ...names: string[]) => names.map((n) => getComputedStyle(e).getPropertyValue(n));
          const bg = el.querySelector('.pswp__bg')!;
          const width = el.getBoundingClientRect().width;
          const image = [...el.querySelectorAll('img.pswp__img')].find((img) => {
            const r = img.getBoundingClientRect();
            return r.x >= 0 && r.x < width;
          })!;
          const caption = [...el.querySelectorAll('.pswp__caption:not(.pswp__caption--fake)')].find((c) => c.textContent?.trim())!;
          // The text itself (the shop's is in an inner box, ours is the bar's own).
          const text = [...caption.querySelectorAll('*')].find((c) => !c.children.length && c.textContent?.trim()) ?? caption;
          const range = document.createRange();
          range.selectNodeContents(text);
          const arrows = [
            ...el.querySelectorAll(
              '.pswp__button--arrow--left, .pswp__button--arrow--right, .pswp__button--arrow--prev, .pswp__button--arrow--next',
            ),
          ];
          return {
            backdrop: [...style(bg, 'opacity', 'background-color')],
            image: box(image.getBoundingClientRect()),
            captionBar: [...box(caption.getBoundingClientRect()), ...style(caption, 'background-color')],
            captionText: [...box(range.getBoundingClientRect()), ...style(text, 'font-size', 'line-height', 'color', 'text-align')],
            arrows: arrows.map((a) => [...box(a.getBoundingClientRect()), ...style(a, 'opacity')]),
            topBar: style(el.querySelector('.pswp__top-bar')!, 'height', 'background-color'),
          };
        });
        const close = (await page.locator('.pswp--open .pswp__button--close').boundingBox())!;
        const onTop = await page.evaluate(
          ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.pswp__button--close'),
          [close.x + close.width / 2, close.y + close.height / 2],
        );
        return { seen, onTop };
      };
      const shop = await look(true);
      expect(shop.seen.backdrop).toEqual(['1', 'rgb(0, 0, 0)']);
      const islands = await look(false);
      expect(islands.seen).toEqual(shop.seen);
      // docs/shop.md#product-gallery: the shop's notice covers the shop's own close button at the top of the page; ours stays above it.
      expect([shop.onTop, islands.onTop]).toEqual([false, true]);
      site.expectNoConsoleErrors();
    });
  }
});
