// The gallery in Chromium: revealed, thumbnails slide, zoom, the lightbox by keyboard with focus
// restored and no show/hide animation, the failed-image message, the single-image product, and the
// variation image: slid to when the gallery has it, swapped in otherwise.
import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, expectHydration, outRoot, settled } from '../../../tests/harness.ts';
import { LIGHTBOX, lightboxButtons, styleChangesWithout } from '../../../tests/lightbox-look.ts';

const GALLERY = '.woocommerce-product-gallery';
const TRIGGER = `${GALLERY} .woocommerce-product-gallery__trigger`;

browserSuite('product-gallery', (h) => {
  async function open(
    path: string,
    width = 1200,
    { touch = false, before }: { touch?: boolean; before?: (page: Page) => Promise<unknown> } = {},
  ): Promise<Page> {
    const page = await h.newPage({ hasTouch: touch });
    await page.setViewportSize({ width, height: touch ? 800 : 900 });
    await before?.(page);
    // The variations form starts (100 ms after its mount, once the gallery is there) and sends the
    // gallery home as the shop's script does (its first reset, wc_variation_form after it): a test's
    // own slide change comes after that, as a shopper's does, or the start would undo it.
    await page.addInitScript(() =>
      document.addEventListener('islands:wc_variation_form', () => ((window as unknown as { formStarted: boolean }).formStarted = true), {
        once: true,
      }),
    );
    await page.goto(h.url(path));
    await expectHydrated(page, GALLERY);
    if (await page.locator('form.variations_form').count())
      await page.waitForFunction(() => (window as unknown as { formStarted?: boolean }).formStarted === true);
    return page;
  }
  /** The slider's code comes on intent: a pointer resting on the thumbnails brings it, as a shopper's does. */
  async function sliderReady(page: Page): Promise<void> {
    await page.hover(`${GALLERY} .flex-control-thumbs button >> nth=0`);
    await page.locator(`${GALLERY} .flex-viewport.swiper-initialized`).waitFor({ state: 'attached' });
  }
  const activeSlide = (page: Page) =>
    page
      .locator(`${GALLERY} .woocommerce-product-gallery__image`)
      .evaluateAll((s) => s.findIndex((el) => el.classList.contains('flex-active-slide')));

  test('is not hydrated before its chunk, then revealed (printed at opacity 0)', async () => {
    const page = await expectHydration(h, { path: '/producto/sudadera-con-capucha/', selector: GALLERY });
    expect(await page.locator(GALLERY).evaluate((g) => (g as HTMLElement).style.opacity)).toBe('1');
  });

  test('slides with thumbnail buttons, 500 ms, no arrows', async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    const thumbs = page.locator(`${GALLERY} .flex-control-thumbs button`);
    expect(await thumbs.evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')))).toEqual([
      'Mostrar la imagen 1 de 3',
      'Mostrar la imagen 2 de 3',
      'Mostrar la imagen 3 de 3',
    ]);
    expect(await page.locator(`${GALLERY} .swiper-button-next, ${GALLERY} .flex-direction-nav`).count()).toBe(0);
    // The slide runs over 500 ms (docs/shop.md#product-gallery), read as the transition starts: once it has ended the
    // slider sets the duration back to 0, and under load the test may look after that.
    await page.locator(`${GALLERY} .swiper-wrapper`).evaluate((w) => {
      w.addEventListener(
        'transitionrun',
        (e) => {
          if ((e as TransitionEvent).propertyName === 'transform')
            w.setAttribute('data-test-slide-duration', getComputedStyle(w).transitionDuration);
        },
        { once: true },
      );
    });
    await thumbs.nth(2).click();
    await expect.poll(() => page.locator(`${GALLERY} .swiper-wrapper`).getAttribute('data-test-slide-duration')).toBe('0.5s');
    expect(await thumbs.nth(2).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => activeSlide(page)).toBe(2);
    await waitForSlideToSettle(page);
    expect(await inViewport(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test("the thumbnails are drawn as the shop's: flush quarter-width tiles right under the image, the others at half opacity, no frame; keyboard focus shows", async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    const look = await page.locator(GALLERY).evaluate((g) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      };
      const image = box(g.querySelector('.flex-viewport')!);
      return {
        image,
        thumbs: [...g.querySelectorAll('.flex-control-thumbs button')].map((b) => {
          const img = b.querySelector('img')!;
          const frame = [b, img]
            .map((el) => getComputedStyle(el))
            .map((cs) => [cs.borderTopWidth, cs.borderLeftWidth, cs.paddingTop, cs.outlineStyle].join(' '));
          return { ...box(img), button: box(b), opacity: getComputedStyle(img).opacity, frame };
        }),
      };
    });
    const { image, thumbs } = look;
    thumbs.forEach((t, i) => {
      expect({ x: t.x, y: t.y, w: t.w }, `thumbnail ${i + 1}`).toEqual({
        x: expect.closeTo(image.x + (i * image.w) / 4, 1),
        y: expect.closeTo(image.y + image.h, 1),
        w: expect.closeTo(image.w / 4, 1),
      });
      expect(t.button, `thumbnail ${i + 1}: the button is the image's own box`).toEqual({ x: t.x, y: t.y, w: t.w, h: t.h });
      expect(t.frame, `thumbnail ${i + 1}`).toEqual(['0px 0px 0px none', '0px 0px 0px none']);
    });
    expect(thumbs.map((t) => t.opacity)).toEqual(['1', '0.5', '0.5']);
    await page.locator(`${GALLERY} .flex-control-thumbs button`).first().focus();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const el = document.activeElement!;
        return [el.getAttribute('aria-label'), getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth];
      }),
    ).toEqual(['Mostrar la imagen 2 de 3', 'solid', '2px']);
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test("smooth height: the viewport takes the active slide's height, with a 500 ms height transition", async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    await sliderReady(page);
    const slides = page.locator(`${GALLERY} .woocommerce-product-gallery__image`);
    const thumbs = page.locator(`${GALLERY} .flex-control-thumbs button`);
    // The fixture's images are all square: give the second slide a shorter one, as a real shop's
    // landscape photo would be. Without autoHeight the viewport keeps the tallest slide's height.
    await slides
      .nth(1)
      .locator('img')
      .evaluate((img) => {
        (img as HTMLImageElement).style.height = '200px';
        (img as HTMLImageElement).style.width = 'auto';
      });
    const heights = () =>
      page.locator(GALLERY).evaluate((g) => {
        const h = (sel: string) => Math.round(g.querySelector(sel)!.getBoundingClientRect().height);
        return { viewport: h('.flex-viewport'), active: h('.flex-active-slide'), first: h('.woocommerce-product-gallery__image') };
      });
    const before = await heights();
    expect(before.viewport).toBe(before.first);
    expect(await slides.nth(1).evaluate((s) => Math.round(s.getBoundingClientRect().height))).toBeLessThan(before.first - 100);
    // The height changes as a transition over the slide's 500 ms, not in one jump.
    const transition = await page.locator(GALLERY).evaluate((g) => {
      (g.querySelectorAll('.flex-control-thumbs button')[1] as HTMLButtonElement).click();
      const wrapper = g.querySelector('.swiper-wrapper')!;
      return wrapper
        .getAnimations()
        .filter((a) => (a as CSSTransition).transitionProperty === 'height')
        .map((a) => a.effect?.getTiming().duration);
    });
    expect(transition).toEqual([500]);
    await expect.poll(() => activeSlide(page)).toBe(1);
    // Once it has run, the viewport is exactly as tall as the short slide…
    await expect
      .poll(
        async () => {
          const s = await heights();
          return s.viewport === s.active;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    expect((await heights()).viewport).toBeLessThan(before.first - 100);
    // The short slide is the one in the viewport (not pushed on to a second line by the theme).
    await waitForSlideToSettle(page);
    expect(await inViewport(page)).toBe(true);
    // …and grows back with the first.
    await thumbs.nth(0).click();
    await expect.poll(() => activeSlide(page)).toBe(0);
    await expect.poll(async () => (await heights()).viewport, { timeout: 5000 }).toBe(before.first);
    h.expectNoConsoleErrors();
  });

  test("Swiper's code comes on intent: none at load, a pointer resting on the thumbnails brings it, and nothing moves then", async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    const swiperFetched = () => h.log(page).scripts.some((url) => url.endsWith(`/islands/${swiperChunk()}`));
    await settled(page);
    expect(swiperFetched()).toBe(false);
    // Laid out as Swiper lays it out: the first slide fills the viewport, as tall as it.
    expect(await inViewport(page)).toBe(true);
    const shown = () =>
      page.locator(GALLERY).evaluate((g) =>
        ['.flex-viewport', '.flex-active-slide', '.flex-control-thumbs'].map((sel) => {
          const r = g.querySelector(sel)!.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round);
        }),
      );
    const before = await shown();
    // Passing over the gallery brings nothing; resting on a thumbnail does.
    await page.mouse.move(0, 0);
    await page.hover(`${GALLERY} .flex-control-thumbs button >> nth=1`);
    await page.locator(`${GALLERY} .flex-viewport.swiper-initialized`).waitFor({ state: 'attached' });
    expect(swiperFetched()).toBe(true);
    expect(await shown()).toEqual(before);
    expect(await activeSlide(page)).toBe(0);
    h.expectNoConsoleErrors();
  });

  test("without the slider's code (a failed fetch) a thumbnail still shows its image, at once, and the console says why", async () => {
    const page = await open('/producto/sudadera-con-capucha/', 1200, {
      before: (p) => p.route(`**/islands/${swiperChunk()}`, (route) => route.abort()),
    });
    await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(2).click();
    await expect.poll(() => activeSlide(page)).toBe(2);
    expect(await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(2).getAttribute('aria-current')).toBe('true');
    expect(await inViewport(page)).toBe(true);
    expect(h.log(page).consoleErrors.join('\n')).toContain("The slider's code could not be loaded");
    h.expectNoConsoleErrors({ ignore: [/slider's code could not be loaded/, new RegExp(swiperChunk().replace('.', '\\.'))] });
  });

  test('no loop: the slides stay three in their order, and a swipe past the last stays on the last', async () => {
    const page = await open('/producto/sudadera-con-capucha/', 400, { touch: true });
    const order = () =>
      page
        .locator(`${GALLERY} .flex-viewport .woocommerce-product-gallery__image img`)
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-large_image')?.replace(/^.*\//, '')));
    const printed = ['sudadera-principal.png', 'sudadera-roja.png', 'sudadera-azul.png'];
    expect(await order()).toEqual(printed);
    const viewport = page.locator(`${GALLERY} .flex-viewport`);
    // A real finger: touch events through the browser's input pipeline (the mouse does not drag).
    await swipeLeft(page, viewport);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await waitForSlideToSettle(page);
    await swipeLeft(page, viewport);
    await expect.poll(() => activeSlide(page)).toBe(2);
    await waitForSlideToSettle(page);
    // Past the last: it springs back instead of wrapping round to the first.
    await swipeLeft(page, viewport);
    await waitForSlideToSettle(page);
    expect(await activeSlide(page)).toBe(2);
    expect(await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(2).getAttribute('aria-current')).toBe('true');
    // No clones and no reordering (a looping slider moves slides around the ends).
    expect(await order()).toEqual(printed);
    expect(await page.locator(`${GALLERY} .swiper-slide`).count()).toBe(3);
    // The last slide fills the viewport: it was not shifted on to a wrapped-round neighbour.
    expect(await inViewport(page)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test("a finger scrolling the page over the gallery, before the slider's code is there, slides nothing", async () => {
    const page = await h.newPage({ hasTouch: true });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(h.url('/producto/sudadera-con-capucha/'));
    await expectHydrated(page, GALLERY);
    const box = (await page.locator(`${GALLERY} .flex-viewport`).boundingBox())!;
    // Mostly up, drifting sideways by more than a swipe's distance.
    await drag(page, [box.x + box.width * 0.6, box.y + box.height * 0.9], [box.x + box.width * 0.4, box.y + box.height * 0.1]);
    await page.locator(`${GALLERY} .flex-viewport.swiper-initialized`).waitFor({ state: 'attached' });
    await settled(page);
    expect(await activeSlide(page)).toBe(0);
    h.expectNoConsoleErrors();
  });

  test('no autoplay: after more than 3 s the first slide is still the one shown', async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    const position = () => page.locator(`${GALLERY} .swiper-wrapper`).evaluate((w) => getComputedStyle(w).transform);
    const start = await position();
    expect(await activeSlide(page)).toBe(0);
    // Autoplay's usual delay is 3 s: a timer that far ahead would be waited for.
    await settled(page, { horizon: 5_000 });
    expect(await activeSlide(page)).toBe(0);
    expect(await position()).toBe(start);
    h.expectNoConsoleErrors();
  });

  test('a single image has no slider and is still revealed', async () => {
    const page = await open('/producto/camiseta-basica/');
    expect(await page.locator(`${GALLERY} .flex-control-thumbs`).count()).toBe(0);
    expect(await page.locator(`${GALLERY} .swiper`).count()).toBe(0);
    expect(await page.locator(GALLERY).evaluate((g) => (g as HTMLElement).style.opacity)).toBe('1');
    expect(await page.locator(TRIGGER).count()).toBe(1);
    h.expectNoConsoleErrors();
  });

  test('zooms on hover only when the large image is wider than the gallery', async () => {
    const page = await open('/producto/camiseta-basica/');
    const slide = page.locator(`${GALLERY} .woocommerce-product-gallery__image`).first();
    await slide.hover();
    await page.mouse.move(...(await center(slide)));
    const zoom = slide.locator('img.zoomImg');
    await zoom.waitFor({ state: 'attached' });
    expect(await zoom.getAttribute('aria-hidden')).toBe('true');
    expect(await zoom.getAttribute('alt')).toBe('');
    expect(await zoom.evaluate((z) => (z as HTMLElement).style.opacity)).toBe('1');
    await page.mouse.move(0, 0);
    expect(await zoom.evaluate((z) => (z as HTMLElement).style.opacity)).toBe('0');
    // 1,200 px wide large images in a wider gallery: no zoom.
    const wide = await open('/producto/camiseta-basica/', 1200);
    await wide.locator(GALLERY).evaluate((g) => ((g as HTMLElement).style.width = '1300px'));
    const wideSlide = wide.locator(`${GALLERY} .woocommerce-product-gallery__image`).first();
    await wideSlide.hover();
    expect(await wideSlide.locator('img.zoomImg').count()).toBe(0);
    h.expectNoConsoleErrors();
  });

  test("the zoom shows the large image at its own size whatever the shop's stylesheets say about gallery images", async () => {
    const page = await open('/producto/camiseta-basica/');
    // WooCommerce's rule for product images, and a theme's that insists on it.
    await addStylesheet(
      page,
      'theme-images',
      `.woocommerce div.product div.images img{display:block;width:100%;height:auto}
.woocommerce-product-gallery img{width:100%!important;max-width:100%!important;height:auto!important}`,
    );
    const slide = page.locator(`${GALLERY} .woocommerce-product-gallery__image`).first();
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
        height: r.height,
        natural: (z as HTMLImageElement).naturalWidth,
        slide: s.width,
        right: r.right - s.right,
        bottom: r.bottom - s.bottom,
      };
    });
    expect(shown).toEqual({
      width: 1200,
      height: 1200,
      natural: 1200,
      slide: expect.any(Number),
      right: expect.any(Number),
      bottom: expect.any(Number),
    });
    expect(shown.slide).toBeLessThan(1000);
    // Within 1 % of the large image (the pointer is a pixel inside the corner).
    expect(Math.abs(shown.right)).toBeLessThan(12);
    expect(Math.abs(shown.bottom)).toBeLessThan(12);
    h.expectNoConsoleErrors();
  });

  test('on a touch screen zoom works on a tap, and a second tap ends it', async () => {
    const page = await h.newPage({ hasTouch: true });
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(h.url('/producto/camiseta-basica/'));
    await expectHydrated(page, GALLERY);
    const slide = page.locator(`${GALLERY} .woocommerce-product-gallery__image`).first();
    await slide.tap();
    const zoom = slide.locator('img.zoomImg');
    await zoom.waitFor({ state: 'attached' });
    expect(await zoom.evaluate((z) => (z as HTMLElement).style.opacity)).toBe('1');
    // The tap zoomed instead of following the image link or opening the lightbox.
    expect(new URL(page.url()).pathname).toBe('/producto/camiseta-basica/');
    expect(await page.locator('.pswp').count()).toBe(0);
    await slide.tap();
    expect(await zoom.evaluate((z) => (z as HTMLElement).style.opacity)).toBe('0');
    h.expectNoConsoleErrors();
  });

  test('the magnifier opens the lightbox with the keyboard; Escape closes it and focus returns', async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    expect(await page.locator(TRIGGER).getAttribute('aria-label')).toBe('Ver galería de imágenes a pantalla completa');
    const historyLength = await page.evaluate(() => history.length);
    // The lightbox's code (PhotoSwipe and its stylesheet with it) and the shop's dress over it are no
    // part of the page's load: fetched on the first open.
    const lightboxChunks = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((name) => /\/chunks\/(lightbox|photoswipe)/.test(name)),
      );
    expect(await lightboxChunks()).toEqual([]);
    await page.locator(TRIGGER).focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.pswp.pswp--open');
    await dialog.waitFor();
    expect((await lightboxChunks()).sort()).toEqual([
      expect.stringMatching(/\/chunks\/lightbox-\w+\.js$/),
      expect.stringMatching(/\/chunks\/lightbox-dress-\w+\.js$/),
    ]);
    // docs/shop.md#product-gallery: share off, history off (no new entry, no hash).
    expect(await page.locator('.pswp [class*="share"]').count()).toBe(0);
    expect(await page.evaluate(() => [history.length, location.hash])).toEqual([historyLength, '']);
    expect(await dialog.getAttribute('aria-label')).toBe('Imagen a pantalla completa');
    expect(await page.locator('.pswp .pswp__caption').textContent()).toBe('Leyenda: Sudadera principal');
    expect(await page.locator('.pswp .pswp__counter').textContent()).toMatch(/1\s*de\s*3/);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('.pswp .pswp__caption').textContent()).toBe('Leyenda: Sudadera roja');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('woocommerce-product-gallery__trigger');
    h.expectNoConsoleErrors();
  });

  test('the lightbox shows and goes at once (docs/shop.md#product-gallery: no show/hide animation) and a mouse wheel does not close it', async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    await traceLightbox(page);
    await page.locator(TRIGGER).click();
    const dialog = page.locator('.pswp.pswp--open');
    await dialog.waitFor();
    // Read as PhotoSwipe has just put it in the page: already at its final opacity, nothing running.
    const opened = await page.evaluate(() => (window as unknown as LightboxTraceWindow).lightboxTrace.opened);
    expect(opened).toEqual({ root: '1', bg: expect.any(String), animations: [] });
    // Once PhotoSwipe's usual 333 ms would be over: the opacities are still the ones read at once.
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as LightboxTraceWindow).lightboxTrace.opened)).toEqual(opened);
    expect(await dialog.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el.querySelector('.pswp__bg')!).opacity])).toEqual(
      [opened!.root, opened!.bg],
    );
    // closeOnScroll off: the wheel over the open lightbox leaves it open (and the page behind unscrolled).
    const pageScroll = await page.evaluate(() => window.scrollY);
    const [x, y] = await center(dialog);
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => (window as unknown as LightboxTraceWindow).lightboxTrace.wheels > 0);
    // A close would have begun by now (PhotoSwipe starts it on the next task): give it that and two frames.
    await page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 0)));
    expect(await page.locator('.pswp.pswp--open.pswp--ui-visible').count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
    // Escape: gone without a fade. Every frame it was still there it stayed fully opaque, and no
    // CSS transition ran in the lightbox at any point.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const trace = await page.evaluate(() => (window as unknown as LightboxTraceWindow).lightboxTrace);
    expect(trace.closingFrames.filter((f) => f.root !== '1' || f.animations > 0)).toEqual([]);
    expect(trace.transitions).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test("an older lightbox stylesheet on the page (PhotoSwipe 4's, with its sprite) changes nothing in the lightbox", async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    await addStylesheet(page, 'old-lightbox', OLD_LIGHTBOX_CSS);
    // It does style PhotoSwipe's class names: a button of its own, outside the lightbox, shows the sprite.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<button type="button" class="pswp__button" id="old-button">x</button>'),
    );
    expect(await page.locator('#old-button').evaluate((b) => getComputedStyle(b).backgroundImage)).toMatch(/^url\("data:image\/svg/);
    await page.locator(TRIGGER).click();
    // Attached, not visible: before the fix the old stylesheet's display: none hid the lightbox.
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
    // Every computed style of every element of the lightbox is what it is without that stylesheet.
    expect(await styleChangesWithout(page, 'style#old-lightbox')).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('an image that fails in the lightbox says so in Spanish with a link to it', async () => {
    const page = await open('/producto/camiseta-basica/');
    await page.route('**/camiseta.png', (route) => route.fulfill({ status: 404, body: '' }));
    await page.locator(TRIGGER).click();
    const message = page.locator('.pswp .pswp__error-msg');
    await message.waitFor();
    expect(await message.textContent()).toBe('No se ha podido cargar la imagen. Abrir la imagen');
    expect(await message.locator('a').getAttribute('href')).toMatch(/\/camiseta\.png$/);
    h.expectNoConsoleErrors({ ignore: [/camiseta\.png/, /status of 404/] });
  });

  test("a variation whose image the gallery has slides to its thumbnail, as the shop's script does; another goes into the first slide; reset puts it back, with the shop's gallery events", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1200, height: 900 });
    // A plugin's image (Variation Swatches) comes through the stand-ins, which a page with jQuery gets.
    await page.addInitScript(miniJQuery);
    // The form starts 100 ms after load and its first reset sets zoom up 20 ms later; under load that
    // can land after the page looks ready, so recording starts only once it has happened.
    await page.addInitScript(() => {
      document.addEventListener(
        'islands:woocommerce_gallery_init_zoom',
        () => document.documentElement.setAttribute('data-test-zoomed', ''),
        { once: true },
      );
    });
    await page.goto(h.url('/producto/sudadera-con-capucha/'));
    await expectHydrated(page, GALLERY);
    await page.locator('html[data-test-zoomed]').waitFor({ state: 'attached' });
    const thumbs = page.locator(`${GALLERY} .flex-control-thumbs img`);
    const first = page.locator(`${GALLERY} .woocommerce-product-gallery__image img.wp-post-image`);
    const shown = async () => ({
      active: await activeSlide(page),
      highlighted: await thumbs.evaluateAll((t) => t.findIndex((i) => i.classList.contains('flex-active'))),
    });
    const productThumb = await thumbs.first().getAttribute('src');
    await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(1).click();
    await expect.poll(shown).toEqual({ active: 1, highlighted: 1 });
    await recordEvents(page);
    const zooms = async () => (await recorded(page)).filter((e) => e === 'woocommerce_gallery_init_zoom').length;
    // One choice at a time, as a shopper makes them: the first one's reset sets zoom up again
    // 20 ms later (two choices inside those 20 ms would share one, which the test cannot time).
    await page.selectOption('#pa_color', 'azul');
    await expect.poll(zooms).toBe(1);
    await page.selectOption('#talla', 'S');
    // Azul's image is the gallery's third: slid to, its thumbnail the current one, the first slide left as it is.
    await expect.poll(shown).toEqual({ active: 2, highlighted: 2 });
    expect(await first.getAttribute('src')).toContain('sudadera-principal');
    expect(await thumbs.first().getAttribute('src')).toBe(productThumb);
    await expect.poll(zooms).toBe(2);
    // docs/shop.md#variation-image: the match, then zoom set up again 20 ms later; no slide home.
    const galleryEvents = async () =>
      (await recorded(page)).filter(
        (e) =>
          !e.startsWith('woocommerce_variation') &&
          !['check_variations', 'woocommerce_update_variation_values', 'update_variation_values', 'clear_reset_announcement'].includes(e),
      );
    // The gallery shows each image (and sends its own events) before the form's reset_image or
    // found_variation reaches other listeners, as the shop's own handler, bound first, shows it.
    expect(await galleryEvents()).toEqual([
      'reset_data',
      'woocommerce_gallery_reset_slide_position',
      'reset_image',
      'hide_variation',
      'woocommerce_gallery_init_zoom',
      'found_variation',
      'woocommerce_gallery_init_zoom',
    ]);

    // An image the gallery does not have (a plugin's, through the stand-in of wc_variations_image_update): into the first slide, the slider home.
    type StandIns = { jQuery: { fn: { wc_variations_image_update?: (this: Element[], variation: object) => unknown } } };
    await page.waitForFunction(() => typeof (window as unknown as StandIns).jQuery.fn.wc_variations_image_update === 'function');
    const found = (image: Record<string, unknown>) =>
      page
        .locator('form.variations_form')
        .evaluate((form, image) => (window as unknown as StandIns).jQuery.fn.wc_variations_image_update!.call([form], { image }), image);
    await recordEvents(page);
    await found({
      src: '/otra-600.png',
      full_src: '/otra.png',
      full_src_w: 2000,
      full_src_h: 2000,
      gallery_thumbnail_src: '/otra-100.png',
    });
    expect([
      await first.getAttribute('src'),
      await first.getAttribute('data-large_image'),
      await thumbs.first().getAttribute('src'),
    ]).toEqual(['/otra-600.png', '/otra.png', '/otra-100.png']);
    await expect.poll(shown).toEqual({ active: 0, highlighted: 0 });
    await expect.poll(zooms).toBe(1);
    // The shop's function sends no found_variation: only the gallery's own events.
    expect(await galleryEvents()).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    // The product's own image while another is over it: the first slide gets it back, and is the one shown.
    await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(1).click();
    await expect.poll(shown).toEqual({ active: 1, highlighted: 1 });
    await found({ src: '/principal-600.png', gallery_thumbnail_src: productThumb });
    expect(await first.getAttribute('src')).toContain('sudadera-principal');
    expect(await thumbs.first().getAttribute('src')).toBe(productThumb);
    await expect.poll(shown).toEqual({ active: 0, highlighted: 0 });
    await expect.poll(zooms).toBe(2);

    await found({ src: '/otra-600.png', full_src: '/otra.png', gallery_thumbnail_src: '/otra-100.png' });
    // Its zoom set up again 20 ms later, before the reset's events are recorded.
    await expect.poll(zooms).toBe(3);
    await recordEvents(page);
    await page.locator('.reset_variations').click();
    expect(await first.getAttribute('src')).toContain('sudadera-principal');
    expect(await first.getAttribute('data-large_image')).toMatch(/sudadera-principal\.png$/);
    expect(await thumbs.first().getAttribute('src')).toBe(productThumb);
    await expect.poll(() => recorded(page)).toContain('woocommerce_gallery_init_zoom');
    // As the shop: each cleared dropdown's change resets, then the reset link's own reset_data; each reset sends the gallery home.
    expect((await recorded(page)).filter((e) => e.startsWith('reset_') || e.startsWith('woocommerce_gallery'))).toEqual([
      'reset_data',
      'woocommerce_gallery_reset_slide_position',
      'reset_image',
      'reset_data',
      'woocommerce_gallery_reset_slide_position',
      'reset_image',
      'reset_data',
      'woocommerce_gallery_reset_slide_position',
      'reset_image',
      'woocommerce_gallery_init_zoom',
    ]);
    h.expectNoConsoleErrors({ ignore: [/otra(-600|-100)?\.png/, /status of 404/] });
  });

  test("a gallery whose code comes after the form's start still shows a variation chosen meanwhile, and sets zoom up", async () => {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1200, height: 900 });
    // A slow phone: the gallery's part of the script arrives well after the form's.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/chunks/product-gallery-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      document.addEventListener(
        'islands:woocommerce_gallery_init_zoom',
        () => document.documentElement.setAttribute('data-test-zoomed', ''),
        { once: true },
      );
    });
    await page.goto(h.url('/producto/sudadera-con-capucha/'));
    await expectHydrated(page, 'form.variations_form');
    await page.selectOption('#pa_color', 'azul');
    await page.selectOption('#talla', 'S');
    // Once the form's 100 ms start is over, with the gallery still waiting for its code.
    await settled(page, { ignore: /chunks\/product-gallery-/ });
    expect(await page.locator(GALLERY).getAttribute('data-island')).toBe('pending');
    release();
    await expectHydrated(page, GALLERY);
    // Azul's image is the gallery's third: shown there.
    await page.waitForFunction(
      () =>
        document.querySelector('.woocommerce-product-gallery__image.flex-active-slide img')?.getAttribute('src')?.includes('sudadera-azul'),
      undefined,
      { timeout: 5000 },
    );
    await page.locator('html[data-test-zoomed]').waitFor({ state: 'attached', timeout: 5000 });
    h.expectNoConsoleErrors();
  });

  test('a variation image with no sizes shows, zooms not, and opens in the lightbox at its own size', async () => {
    const page = await open('/producto/camiseta-de-colores/');
    await page.locator('form.variations_form .single_add_to_cart_button.disabled').waitFor();
    // The shop's answer with only src and full_src left in the image object (no widths, heights, srcset or sizes).
    await page.route('**/?wc-ajax=get_variation', async (route) => {
      const answer = (await (await route.fetch()).json()) as { image: Record<string, unknown> };
      answer.image = { src: answer.image.src, full_src: answer.image.full_src, alt: 'Camiseta roja' };
      await route.fulfill({ json: answer });
    });
    await page.selectOption('#color', 'Rojo');
    await page.selectOption('#talla', 'S');
    const img = page.locator(`${GALLERY} .woocommerce-product-gallery__image img`).first();
    await page.waitForFunction(() =>
      document.querySelector('.woocommerce-product-gallery__image img')?.getAttribute('src')?.includes('sudadera-roja'),
    );
    expect(
      await img.evaluate((i) => ['srcset', 'sizes', 'width', 'height', 'data-large_image_width'].filter((a) => i.hasAttribute(a))),
    ).toEqual([]);
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).currentSrc)).toContain('sudadera-roja');
    // No large width to compare with the gallery: no zoom.
    await img.hover();
    await settled(page);
    expect(await page.locator(`${GALLERY} img.zoomImg`).count()).toBe(0);
    await page.locator(TRIGGER).click();
    const shown = page.locator('.pswp .pswp__item img.pswp__img').first();
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/sudadera-roja\.png$/);
    // Sized from the image itself, not a 0 × 0 box.
    await expect.poll(() => shown.evaluate((i) => i.getBoundingClientRect().width)).toBeGreaterThan(100);
    await page.keyboard.press('Escape');
    h.expectNoConsoleErrors();
  });

  test("the lightbox sizes the image by its gallery item's w and h (the large image's width and height)", async () => {
    const page = await open('/producto/sudadera-con-capucha/');
    // The fixture's image is square: a 2:1 large size proves the box comes from w and h (docs/shop.md#gallery-item),
    // not from the file, and not a 0 × 0 box left by names PhotoSwipe does not read.
    await page
      .locator(`${GALLERY} .woocommerce-product-gallery__image img`)
      .first()
      .evaluate((img) => {
        img.setAttribute('data-large_image_width', '1200');
        img.setAttribute('data-large_image_height', '600');
      });
    await page.locator(TRIGGER).click();
    // The current slide's: PhotoSwipe also fills the slides either side of it (the first of which
    // comes first in the page).
    const shown = page.locator('.pswp .pswp__item[aria-hidden="false"] img.pswp__img');
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((i) => i.getBoundingClientRect().height)).toBeGreaterThan(100);
    const ratio = await shown.evaluate((i) => i.getBoundingClientRect().width / i.getBoundingClientRect().height);
    expect(ratio).toBeCloseTo(2, 1);
    await page.keyboard.press('Escape');
    h.expectNoConsoleErrors();
  });

  test("a gallery taken out of the page gets the server's markup back and ignores its events, hovers and pending zoom; put back, it mounts afresh", async () => {
    const page = await open('/producto/sudadera-con-capucha/', 400);
    const removed = await page.evaluate(async (selector) => {
      const gallery = document.querySelector<HTMLElement>(selector)!;
      const product = gallery.closest('.product')!;
      const place = { parent: gallery.parentElement!, next: gallery.nextSibling };
      const zooms: string[] = [];
      gallery.addEventListener('islands:woocommerce_gallery_init_zoom', () => zooms.push('init_zoom'));
      const fire = (name: string, args: unknown[]) =>
        product.dispatchEvent(new CustomEvent(`islands:${name}`, { bubbles: true, detail: { source: 'test', args } }));
      fire('reset_image', []); // sets zoom up again in 20 ms
      gallery.remove();
      await new Promise((r) => setTimeout(r, 0)); // the runtime's MutationObserver unmounts it
      const first = gallery.querySelector('.woocommerce-product-gallery__image img')!;
      const src = first.getAttribute('src');
      fire('found_variation', [{ image: { src: '/otra.png', full_src: '/otra.png', full_src_w: 2000, full_src_h: 2000 } }]);
      gallery.querySelector('.woocommerce-product-gallery__image')!.dispatchEvent(new MouseEvent('mouseenter'));
      await new Promise((r) => setTimeout(r, 100));
      const left = {
        island: gallery.getAttribute('data-island'),
        zooms,
        imageKept: first.getAttribute('src') === src,
        zoomLayers: gallery.querySelectorAll('img.zoomImg').length,
        added: gallery.querySelectorAll(
          '.woocommerce-product-gallery__trigger, .flex-control-thumbs, .flex-viewport, .swiper-slide, [inert]',
        ).length,
      };
      place.parent.insertBefore(gallery, place.next);
      return left;
    }, GALLERY);
    expect(removed).toEqual({ island: null, zooms: [], imageKept: true, zoomLayers: 0, added: 0 });
    await expectHydrated(page, GALLERY);
    expect(await page.locator(TRIGGER).count()).toBe(1);
    await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(1).click();
    await expect.poll(() => activeSlide(page)).toBe(1);
    h.expectNoConsoleErrors();
  });

  test("a theme's woocommerce_gallery_reset_slide_position sends the slider home; init_zoom sets zoom up again", async () => {
    // A theme triggers them with jQuery: a stand-in for it with handlers by element and event name.
    const page = await open('/producto/sudadera-con-capucha/', 400, { before: (p) => p.addInitScript(miniJQuery) });
    await page.locator(`${GALLERY} .flex-control-thumbs button`).nth(1).click();
    await expect.poll(() => activeSlide(page)).toBe(1);
    const fire = (name: string) =>
      page
        .locator(GALLERY)
        .evaluate((g, n) => (window as unknown as { jQuery: (t: unknown) => { trigger(n: string): void } }).jQuery(g).trigger(n), name);
    await fire('woocommerce_gallery_reset_slide_position');
    await expect.poll(() => activeSlide(page)).toBe(0);
    const slide = page.locator(`${GALLERY} .woocommerce-product-gallery__image`).first();
    await slide.hover();
    await slide.locator('img.zoomImg').waitFor({ state: 'attached' });
    await fire('woocommerce_gallery_init_zoom');
    expect(await slide.locator('img.zoomImg').count()).toBe(0);
    await page.mouse.move(0, 0);
    await slide.hover();
    await slide.locator('img.zoomImg').waitFor({ state: 'attached' });
    h.expectNoConsoleErrors();
  });
});

/**
 * A page's jQuery as far as the bundle, the stand-ins and a theme use it: handlers by element and
 * event name, an event object's fields copied onto the event (the bundle's mark), no bubbling.
 */
function miniJQuery(): void {
  type Handler = (event: object, ...args: unknown[]) => void;
  const bound = new Map<unknown, Map<string, Set<Handler>>>();
  const handlers = (target: unknown, name: string) => {
    const byName = bound.get(target) ?? bound.set(target, new Map()).get(target)!;
    return byName.get(name) ?? byName.set(name, new Set()).get(name)!;
  };
  const jQuery = (target: unknown) => ({
    on: (name: string, handler: Handler) => void handlers(target, name).add(handler),
    off: (name: string, handler: Handler) => void handlers(target, name).delete(handler),
    trigger(event: string | { type: string }, args: unknown[] = []) {
      const fields = typeof event === 'string' ? { type: event } : event;
      for (const handler of [...handlers(target, fields.type)]) handler({ ...fields }, ...args);
    },
    triggerHandler: () => undefined,
  });
  // What the islands' entry and the stand-ins use: the ready hold, and fn for the stand-ins to define on.
  (window as unknown as { jQuery: unknown }).jQuery = Object.assign(jQuery, { fn: {}, readyWait: 0, ready: () => undefined });
}

/** Swiper's own chunk (dist/meta.json): the one with its core. */
function swiperChunk(): string {
  const meta = JSON.parse(readFileSync(join(outRoot, 'meta.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const file = Object.keys(meta.outputs).find((out) =>
    Object.keys(meta.outputs[out]!.inputs).some((i) => i.endsWith('swiper/shared/swiper-core.mjs')),
  );
  if (!file) throw new Error('no chunk with swiper-core in dist/meta.json');
  return file.replace(/^.*\/islands\//, '');
}

const NAMES = [
  'found_variation',
  'hide_variation',
  'reset_data',
  'reset_image',
  'check_variations',
  'woocommerce_update_variation_values',
  'woocommerce_variation_select_change',
  'woocommerce_variation_has_changed',
  'woocommerce_gallery_reset_slide_position',
  'woocommerce_gallery_init_zoom',
];
/** Starts (again) recording the islands' events, in order, as a third party listening on document would. */
async function recordEvents(page: Page): Promise<void> {
  await page.evaluate((names) => {
    const w = window as unknown as { islandsTestEvents?: string[] };
    const first = !w.islandsTestEvents;
    w.islandsTestEvents = [];
    // Capture: an event is logged when sent, before listeners that send events of their own.
    if (first) for (const n of names) document.addEventListener(`islands:${n}`, () => w.islandsTestEvents!.push(n), true);
  }, NAMES);
}
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { islandsTestEvents: string[] }).islandsTestEvents.slice());

interface LightboxTrace {
  /** Read in the microtask after PhotoSwipe added its root (its init() has run to the end by then). */
  opened: { root: string; bg: string; animations: string[] } | null;
  /** Each frame from the Escape key until the root left the page. */
  closingFrames: { root: string; animations: number }[];
  /** transitionrun events inside the lightbox: any CSS transition that started, on any element. */
  transitions: string[];
  wheels: number;
}
type LightboxTraceWindow = Window & { lightboxTrace: LightboxTrace };

/** Watches the next lightbox: its state the moment it appears, its transitions, wheel events and the frames of its closing. */
async function traceLightbox(page: Page): Promise<void> {
  await page.evaluate(() => {
    const trace: LightboxTrace = { opened: null, closingFrames: [], transitions: [], wheels: 0 };
    (window as unknown as LightboxTraceWindow).lightboxTrace = trace;
    // A fade is on the root or its background; any CSS transition inside counts too. The loading
    // spinner's endless rotation (a CSS animation on the preloader) is no show/hide animation.
    const inside = (a: Animation) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (!target?.closest('.pswp')) return false;
      return a instanceof CSSTransition || target.matches('.pswp, .pswp__bg');
    };
    const describe = (a: Animation) =>
      `${a.constructor.name} ${(a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName ?? ''}`;
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLElement) || !node.classList.contains('pswp') || trace.opened) continue;
        trace.opened = {
          root: getComputedStyle(node).opacity,
          bg: getComputedStyle(node.querySelector('.pswp__bg')!).opacity,
          animations: document.getAnimations().filter(inside).map(describe),
        };
      }
    }).observe(document.body, { childList: true });
    document.addEventListener(
      'transitionrun',
      (e) => {
        const target = e.target as Element;
        if (target.closest('.pswp')) trace.transitions.push(`${target.className} ${(e as TransitionEvent).propertyName}`);
      },
      true,
    );
    document.addEventListener('wheel', () => trace.wheels++, true);
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Escape') return;
        const sample = () => {
          const root = document.querySelector<HTMLElement>('.pswp');
          if (!root) return;
          trace.closingFrames.push({ root: getComputedStyle(root).opacity, animations: document.getAnimations().filter(inside).length });
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      },
      true,
    );
  });
}

/** Adds a stylesheet at the end of <body>: later in the page than the islands' own. */
async function addStylesheet(page: Page, id: string, css: string): Promise<void> {
  await page.evaluate(
    ([styleId, text]) => {
      const style = document.createElement('style');
      style.id = styleId!;
      style.textContent = text!;
      document.body.append(style);
    },
    [id, css],
  );
}

const SPRITE = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='264' height='88'/%3E")`;
/** What an older lightbox stylesheet does to PhotoSwipe's class names (PhotoSwipe 4's, as WooCommerce
 * prints it): a sprite on every button, some of it !important, floats, a bar behind the buttons,
 * positions, fades, and icons drawn in ::before. */
const OLD_LIGHTBOX_CSS = `
.pswp{display:none;position:absolute;width:100%;height:100%;left:0;top:0;overflow:hidden;z-index:1500}
.pswp__bg{background:#000;opacity:0;transition:opacity 333ms}
.pswp__zoom-wrap{transition:transform 333ms}
.pswp__top-bar{position:absolute;height:44px;background-color:rgba(0,0,0,.5)}
.pswp__button{float:left;width:44px;height:44px;opacity:.75;transition:opacity .2s;background:${SPRITE} 0 0 no-repeat;background-size:264px 88px}
button.pswp__button{background-image:${SPRITE}!important;box-shadow:0 0 2px red!important}
.pswp__button--close{background-position:0 -44px}
.pswp__button--zoom{display:none;background-position:-88px 0}
.pswp__button--arrow--prev::before,.pswp__button--arrow--next::before,.pswp__button::after{content:'';position:absolute;top:35px;width:32px;height:30px;background:${SPRITE}}
.pswp__counter{position:absolute;left:0;top:0;font-size:13px;line-height:44px;padding:0 10px}
.pswp__caption{min-height:44px;background-color:rgba(0,0,0,.5)}
.pswp__preloader{position:absolute;left:50%;opacity:0;transition:opacity .25s ease-out}
`;

/** True when the active slide covers the slider's viewport exactly (it is the one the shopper sees). */
const inViewport = (page: Page) =>
  page.locator(GALLERY).evaluate((g) => {
    const v = g.querySelector('.flex-viewport')!.getBoundingClientRect();
    const s = g.querySelector('.flex-active-slide')!.getBoundingClientRect();
    return [s.left - v.left, s.top - v.top, s.width - v.width].every((d) => Math.abs(d) < 1);
  });

/** A one-finger swipe from right to left across `locator`, sent as touch input by the browser itself. */
async function swipeLeft(page: Page, locator: import('playwright-core').Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  const y = box.y + box.height / 2;
  await drag(page, [box.x + box.width * 0.8, y], [box.x + box.width * 0.1, y]);
}

/** One finger from `from` to `to` in 8 moves, as touch input through the browser's own pipeline. */
async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', [x, y]: [number, number]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [from[0] + ((to[0] - from[0]) * i) / 8, from[1] + ((to[1] - from[1]) * i) / 8]);
  await touch('touchEnd', to);
  await cdp.detach();
}

/** Waits until the slider's wrapper has no transition running, then two more frames. */
async function waitForSlideToSettle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = document.querySelector('.woocommerce-product-gallery .swiper-wrapper')!;
    return w.getAnimations().length === 0;
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function center(locator: import('playwright-core').Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}
