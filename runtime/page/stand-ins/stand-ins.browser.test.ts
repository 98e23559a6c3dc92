// The stand-ins (docs/stand-ins.md), one row of the table each, on fixture pages given WordPress's
// own jQuery (as a page that kept it for a third party has it): each call's effect on the island it
// drives. And the timing: a ready handler bound before the islands ran finds them; a page without
// jQuery fetches nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { browserSuite, expectHydrated, rootDir } from '../../../tests/harness.ts';

const JQUERY = 'wordpress/wp-includes/js/jquery/jquery.min.js';
const stack = join(rootDir, '../shared/wordpress/stack.tar.xz');
/** WordPress's jQuery: from an unpacked site, else taken out of the real site's tarball once. */
function wordpressJQuery(): string | null {
  const cache = join(tmpdir(), 'islands-stand-ins-jquery');
  const candidates = [process.env.WP_STACK_ROOT, '/tmp/wp-stack', cache].filter((d): d is string => !!d).map((d) => join(d, JQUERY));
  const found = candidates.find((path) => existsSync(path));
  if (found) return readFileSync(found, 'utf8');
  if (!existsSync(stack)) return null;
  mkdirSync(cache, { recursive: true });
  execFileSync('tar', ['-xJf', stack, '-C', cache, JQUERY]);
  return readFileSync(join(cache, JQUERY), 'utf8');
}

const PRODUCT = '/producto/sudadera-con-capucha/';
const FORM = 'form.variations_form';
const FIRST_IMAGE = '.woocommerce-product-gallery__image img';

type Row = { name: string; path: string; call: (page: Page) => Promise<unknown>; effect: (page: Page) => Promise<unknown> };

const attr = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);
const run = (page: Page, code: string) => page.evaluate(code);

/** The table of docs/stand-ins.md: function → call → its effect on the island. */
const ROWS: Row[] = [
  {
    name: '$.fn.wc_set_variation_attr',
    path: PRODUCT,
    call: (page) => run(page, `jQuery('${FIRST_IMAGE}').first().wc_set_variation_attr('alt', 'Roja')`),
    effect: async (page) => {
      expect(await attr(page, FIRST_IMAGE, 'alt')).toBe('Roja');
      expect(await attr(page, FIRST_IMAGE, 'data-o_alt')).not.toBeNull();
    },
  },
  {
    name: '$.fn.wc_reset_variation_attr',
    path: PRODUCT,
    call: (page) =>
      run(
        page,
        `(() => { const $i = jQuery('${FIRST_IMAGE}').first(); window.__alt = $i.attr('alt'); $i.wc_set_variation_attr('alt', 'Roja'); $i.wc_reset_variation_attr('alt'); })()`,
      ),
    effect: async (page) =>
      expect(await attr(page, FIRST_IMAGE, 'alt')).toBe(await page.evaluate(() => (window as unknown as { __alt: string }).__alt)),
  },
  {
    name: '$.fn.wc_set_content, $.fn.wc_reset_content',
    path: PRODUCT,
    call: (page) =>
      run(
        page,
        `(() => { const $t = jQuery('.product_title'); window.__title = $t.text(); $t.wc_set_content('Otra'); window.__set = $t.text(); $t.wc_reset_content(); })()`,
      ),
    effect: async (page) => {
      expect(await page.evaluate(() => (window as unknown as { __set: string }).__set)).toBe('Otra');
      expect(await page.locator('.product_title').textContent()).toBe(
        await page.evaluate(() => (window as unknown as { __title: string }).__title),
      );
      expect(await attr(page, '.product_title', 'data-o_content')).not.toBeNull();
    },
  },
  {
    name: '$.fn.wc_variations_image_update: the gallery island shows the variation image',
    path: PRODUCT,
    call: (page) =>
      run(
        page,
        `(() => { const $f = jQuery('${FORM}'); $f.wc_variations_image_update($f.data('product_variations').find((v) => v.image && v.image.src)); })()`,
      ),
    effect: async (page) => {
      const src = await page.evaluate(
        (form) =>
          JSON.parse(document.querySelector(form)!.getAttribute('data-product_variations')!).find(
            (v: { image?: { src?: string } }) => v.image?.src,
          ).image.src as string,
        FORM,
      );
      // The slide shown: the gallery slides to an image it has, as the shop's does, else swaps it into the first.
      await expect.poll(() => attr(page, '.woocommerce-product-gallery__image.flex-active-slide img', 'src')).toBe(src);
    },
  },
  {
    name: '$.fn.wc_variations_image_reset: the gallery island puts the product image back',
    path: PRODUCT,
    call: (page) =>
      run(
        page,
        `(() => { const $f = jQuery('${FORM}'); window.__src = jQuery('${FIRST_IMAGE}').first().attr('src'); $f.wc_variations_image_update($f.data('product_variations').find((v) => v.image && v.image.src)); $f.wc_variations_image_reset(); })()`,
      ),
    effect: async (page) =>
      expect(await attr(page, FIRST_IMAGE, 'src')).toBe(await page.evaluate(() => (window as unknown as { __src: string }).__src)),
  },
  {
    name: '$.fn.wc_maybe_trigger_slide_position_reset',
    path: PRODUCT,
    call: (page) =>
      run(
        page,
        `(() => { window.__slide = 0; let calling = true; jQuery('.images').on('woocommerce_gallery_reset_slide_position', () => { if (calling) window.__slide++; }); jQuery('${FORM}').wc_maybe_trigger_slide_position_reset({ image_id: 4242 }).wc_maybe_trigger_slide_position_reset({ image_id: 4242 }); calling = false; })()`,
      ),
    effect: async (page) => {
      expect(await attr(page, FORM, 'current-image')).toBe('4242');
      // Counted only during the two calls (the trigger is synchronous, as the shop's): the gallery's own
      // reset at start, which may land after the page hydrated, is not theirs.
      expect(await page.evaluate(() => (window as unknown as { __slide: number }).__slide), 'once: the second call changes nothing').toBe(
        1,
      );
    },
  },
  {
    name: '$.fn.wc_variation_form: the variations form island checks the choice again',
    path: PRODUCT,
    call: (page) =>
      run(
        page,
        `(() => { const f = document.querySelector('${FORM}'); const v = JSON.parse(f.getAttribute('data-product_variations')).find((v) => v.is_in_stock); for (const [k, val] of Object.entries(v.attributes)) f.querySelector('[name="' + k + '"]').value = val; window.__id = String(v.variation_id); jQuery(f).wc_variation_form(); })()`,
      ),
    effect: async (page) => {
      const id = await page.evaluate(() => (window as unknown as { __id: string }).__id);
      await expect.poll(() => page.inputValue(`${FORM} input[name="variation_id"]`)).toBe(id);
    },
  },
  {
    name: '$.fn.block, $.fn.unblock',
    path: PRODUCT,
    call: (page) =>
      run(
        page,
        `(() => { jQuery('.summary').block({ message: null, overlayCSS: { background: '#fff', opacity: 0.6 } }); window.__chained = jQuery('.summary').block() instanceof jQuery; })()`,
      ),
    effect: async (page) => {
      const overlay = page.locator('.summary > .blockUI.blockOverlay');
      await expect.poll(() => overlay.count(), { message: 'one overlay, however often it is blocked' }).toBe(1);
      expect(
        await overlay.evaluate((o) => [getComputedStyle(o).backgroundColor, getComputedStyle(o).opacity, getComputedStyle(o).position]),
      ).toEqual(['rgb(255, 255, 255)', '0.6', 'absolute']);
      expect(await attr(page, '.summary', 'aria-busy')).toBe('true');
      expect(await page.evaluate(() => (window as unknown as { __chained: boolean }).__chained)).toBe(true);
      await run(page, `jQuery('.summary').stop(true).css('opacity', '1').unblock()`);
      expect(await overlay.count()).toBe(0);
      expect(await attr(page, '.summary', 'aria-busy')).toBeNull();
    },
  },
  {
    name: '$.blockUI, $.unblockUI',
    path: PRODUCT,
    call: (page) => run(page, `jQuery.blockUI.defaults.overlayCSS.cursor = 'default'; jQuery.blockUI()`),
    effect: async (page) => {
      const overlay = page.locator('body > .blockUI.blockOverlay');
      expect(await overlay.evaluate((o) => [getComputedStyle(o).position, getComputedStyle(o).cursor])).toEqual(['fixed', 'default']);
      await run(page, 'jQuery.unblockUI()');
      expect(await overlay.count()).toBe(0);
    },
  },
  {
    name: '$.fn.wc_product_gallery: the gallery island is the gallery',
    path: PRODUCT,
    call: (page) =>
      run(page, `window.__same = jQuery('.woocommerce-product-gallery').wc_product_gallery().is('.woocommerce-product-gallery')`),
    effect: async (page) => {
      expect(await page.evaluate(() => (window as unknown as { __same: boolean }).__same)).toBe(true);
      expect(await attr(page, '.woocommerce-product-gallery', 'data-island')).toBe('mounted');
    },
  },
  {
    name: '$.scroll_to_notices',
    path: PRODUCT,
    call: (page) =>
      run(page, `document.body.style.minHeight = '4000px'; window.scrollTo(0, 0); jQuery.scroll_to_notices(jQuery('.woocommerce-tabs'))`),
    effect: async (page) =>
      expect
        .poll(() => page.evaluate(() => Math.round(document.querySelector('.woocommerce-tabs')!.getBoundingClientRect().top)), {
          timeout: 3000,
        })
        .toBe(100),
  },
  {
    name: '$.fn.selectWoo, $.fn.select2: the select stays plain',
    path: PRODUCT,
    call: (page) => run(page, `window.__kept = jQuery('${FORM} select').first().selectWoo({ width: '100%' }).select2('open').is('select')`),
    effect: async (page) => {
      expect(await page.evaluate(() => (window as unknown as { __kept: boolean }).__kept)).toBe(true);
      expect(await page.locator('.select2-container').count()).toBe(0);
    },
  },
  {
    name: 'window.Cookies',
    path: PRODUCT,
    call: (page) => run(page, `Cookies.set('islands_stand_in', 'sí', { path: '/' })`),
    effect: async (page) => {
      expect(await page.evaluate(() => document.cookie)).toContain('islands_stand_in=s%C3%AD');
      expect(await page.evaluate(`Cookies.get('islands_stand_in')`)).toBe('sí');
    },
  },
  {
    name: 'wpcf7.init, wpcf7.reset: the contact form island resets the form',
    path: '/contacto/',
    call: async (page) => {
      await expectHydrated(page, '.wpcf7');
      await page.fill('form.wpcf7-form [name="your-name"]', 'Ana');
      await run(
        page,
        `window.__reset = 0; document.querySelector('form.wpcf7-form').addEventListener('wpcf7reset', () => window.__reset++); wpcf7.init(document.querySelector('form.wpcf7-form')); wpcf7.reset(document.querySelector('form.wpcf7-form'))`,
      );
    },
    effect: async (page) => {
      expect(await page.inputValue('form.wpcf7-form [name="your-name"]')).toBe('');
      await expect.poll(() => page.evaluate(() => (window as unknown as { __reset: number }).__reset)).toBe(1);
      expect(await attr(page, 'form.wpcf7-form', 'data-status')).toBe('init');
    },
  },
];

browserSuite('jQuery stand-ins', (h) => {
  let jquery: string | null = null;
  beforeAll(() => {
    jquery = wordpressJQuery();
  }, 60_000);

  /** A page given WordPress's jQuery, with a ready handler bound before the islands run. */
  async function withJQuery(path: string): Promise<Page> {
    if (!jquery) throw new Error(`no jQuery: ${stack} is not there`);
    const page = await h.newPage();
    const probe = 'jQuery(function ($) { window.__readyFound = typeof $.fn.wc_set_variation_attr + " " + typeof $.fn.unblock; });';
    // Printed in <head> as WordPress prints it, before the islands' module runs.
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<head[^>]*>/,
          (head) => `${head}<script src="/wp-includes/js/jquery/jquery.min.js"></script><script>${probe}</script>`,
        );
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/wp-includes/js/jquery/jquery.min.js', (route) => route.fulfill({ body: jquery!, contentType: 'text/javascript' }));
    await page.goto(h.url(path));
    // An island that failed says why on the console: that is the failure to show.
    await expectHydrated(page, path === PRODUCT ? FORM : '.wpcf7').catch((error: unknown) => {
      h.expectNoConsoleErrors();
      throw error;
    });
    return page;
  }

  describe.each(ROWS)('$name', (row) => {
    test('drives the island', async () => {
      const page = await withJQuery(row.path);
      await row.call(page);
      await row.effect(page);
      h.expectNoConsoleErrors();
    });
  });

  test("the page's ready handlers find them: jQuery's ready waits for the stand-ins' chunk", async () => {
    const page = await withJQuery(PRODUCT);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __readyFound?: string }).__readyFound)).toBe('function function');
    h.expectNoConsoleErrors();
  });

  test('without jQuery: no stand-ins, no chunk fetched', async () => {
    const page = await h.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(h.url(PRODUCT));
    await expectHydrated(page, FORM);
    expect(fetched.filter((url) => /\/install-\w+\.js/.test(url))).toEqual([]);
    expect(await page.evaluate(() => 'Cookies' in window || 'jQuery' in window)).toBe(false);
    h.expectNoConsoleErrors();
  });
});
