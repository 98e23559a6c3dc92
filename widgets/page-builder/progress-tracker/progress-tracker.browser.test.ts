// Elementor Pro's progress tracker on /novedades/ (horizontal, whole page, percentage shown).
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated, settled } from '../../../tests/harness.ts';

const TRACKER = '.elementor-widget-progress-tracker';
const BAR = `${TRACKER} [role="progressbar"]`;

browserSuite('progress tracker', (h) => {
  test('follows the reading of the page: hidden at the top, 100 % at the end, named for screen readers', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, TRACKER);
    expect(await page.locator(BAR).getAttribute('aria-label')).toBe('Progreso de lectura');
    expect(await page.locator(BAR).getAttribute('aria-valuenow')).toBe('0');
    expect(await page.locator(`${TRACKER} .current-progress`).isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2 - innerHeight / 2));
    await expect.poll(async () => Number(await page.locator(BAR).getAttribute('aria-valuenow'))).toBeGreaterThan(20);
    await page.keyboard.press('End');
    await expect.poll(() => page.locator(BAR).getAttribute('aria-valuenow')).toBe('100');
    expect(await page.locator(`${TRACKER} .current-progress-percentage`).textContent()).toBe('100%');
    expect(await page.locator(`${TRACKER} .current-progress`).evaluate((el) => (el as HTMLElement).style.width)).toBe('100%');
    h.expectNoConsoleErrors();
  });
});

// The circular type, as Pro's render() prints it (an SVG with a background circle and the
// .current-progress circle, both r="40%", the percentage beside it), put in the page's place.
const CIRCULAR = `<div class="elementor-scrolling-tracker elementor-scrolling-tracker-circular elementor-scrolling-tracker-alignment-">
				<svg
						width="100%"
						height="100%">
					<circle class="circle"
							r="40%"
							cx="50%"
							cy="50%"/>

					<circle class="current-progress"
							r="40%"
							cx="50%"
							cy="50%"/>
				</svg>
				<div class="current-progress-percentage"></div>
		</div>`;

browserSuite('progress tracker, circular', (h) => {
  async function open(settings: Record<string, string>) {
    const page = await h.newPage();
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.route(h.url('/novedades/'), async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html
        .replace(/(elementor-element-f00ba12[^>]*data-settings=")[^"]*"/, `$1${JSON.stringify(settings).replace(/"/g, '&quot;')}"`)
        .replace(
          /<div class="elementor-scrolling-tracker elementor-scrolling-tracker-horizontal[^"]*"><div class="current-progress"><div class="current-progress-percentage"><\/div><\/div><\/div>/,
          CIRCULAR,
        );
      expect(body, 'the circular tracker replaced the horizontal one').toContain('elementor-scrolling-tracker-circular');
      expect(body).toContain('&quot;circular&quot;');
      await route.fulfill({ response, body });
    });
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, TRACKER);
    return page;
  }
  /**
   * The bar's value, the ring (its dash offset as a share of its circumference, 1 = empty, and
   * whether it is drawn) and the label read in one go, once the page has settled under them
   * (images and carousels that lay out late change the page's height, and so the value).
   */
  async function trackerAt(page: import('playwright-core').Page, wanted: (value: number) => boolean) {
    await settled(page);
    const reading = await page.evaluate((tracker) => {
      const circle = document.querySelector<SVGCircleElement>(`${tracker} circle.current-progress`)!;
      const c = 2 * Math.PI * circle.r.baseVal.value;
      return {
        value: Number(document.querySelector(`${tracker} [role="progressbar"]`)!.getAttribute('aria-valuenow')),
        ring: { share: Number(circle.style.strokeDashoffset) / c, dash: circle.style.strokeDasharray, c, display: circle.style.display },
        label: document.querySelector(`${tracker} .current-progress-percentage`)?.textContent ?? '',
      };
    }, TRACKER);
    expect(wanted(reading.value), `the tracker's value once settled: ${JSON.stringify(reading)}`).toBe(true);
    return reading;
  }

  /**
   * Scrolled to `share` of the page, and settled there. The carousel below mounts as it comes into
   * view and changes the page's height: then the same share is scrolled to again.
   */
  async function scrolledTo(page: import('playwright-core').Page, share: number, wanted: (value: number) => boolean) {
    for (let i = 0; i < 5; i++) {
      const height = await page.evaluate((s) => {
        const h = document.documentElement.scrollHeight;
        window.scrollTo(0, (h - innerHeight) * s);
        return h;
      }, share);
      const reading = await trackerAt(page, () => true);
      if ((await page.evaluate(() => document.documentElement.scrollHeight)) === height && wanted(reading.value)) return reading;
    }
    throw new Error(`the page did not hold still at ${share * 100}% of its height`);
  }

  test('the ring fills as the page is read: empty and not drawn at the top, its dash offset following the scroll, full with 100% at the end', async () => {
    const page = await open({ type: 'circular', relative_to: 'entire_page', percentage: 'yes', direction: 'rtl' });
    expect(await page.locator(`${TRACKER} .elementor-scrolling-tracker-circular`).getAttribute('role')).toBe('progressbar');
    expect(await page.locator(BAR).getAttribute('aria-label')).toBe('Progreso de lectura');
    const start = await trackerAt(page, (v) => v === 0);
    expect(start.ring.display, 'nothing drawn at 0').toBe('none');
    expect(start.label).toBe('');

    const { value, ring: middle, label: shown } = await scrolledTo(page, 0.4, (v) => v > 30);
    expect(value).toBeLessThan(50);
    expect(middle.display).toBe('block');
    expect(middle.c, 'the circle has its size (r="40%" of the SVG)').toBeGreaterThan(100);
    expect(
      middle.dash.split(',').map((n) => Number.parseFloat(n)),
      'one dash the length of the ring, one gap',
    ).toEqual([expect.closeTo(middle.c, 1), expect.closeTo(middle.c, 1)]);
    expect(middle.share, 'the uncovered share of the ring is what is left to read').toBeCloseTo(1 - value / 100, 1);
    expect(shown).toBe(`${value}%`);

    await page.keyboard.press('End');
    const end = await trackerAt(page, (v) => v === 100);
    expect(end.ring.share).toBeCloseTo(0, 5);
    expect(end.label).toBe('100%');

    await page.keyboard.press('Home');
    const top = await trackerAt(page, (v) => v === 0);
    expect(top.ring.display, 'back at the top: hidden again').toBe('none');
    // And drawn right when reading again (a hidden circle measures 0: it is shown before it is measured).
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.7));
    const again = await trackerAt(page, (v) => v > 60);
    expect(again.ring.share).toBeCloseTo(1 - again.value / 100, 1);
    h.expectNoConsoleErrors();
  });

  test('direction ltr turns the ring the other way (a negative offset); relative to a selector it follows that element; no percentage text unless asked', async () => {
    const page = await open({ type: 'circular', relative_to: 'selector', selector: '#content', percentage: '', direction: 'ltr' });
    const content = await page.locator('#content').boundingBox();
    expect(content!.height, 'the tracked element is taller than the window').toBeGreaterThan(500);
    // Half way through #content: its top is (height - window) / 2 above the window's top. Again
    // while #content's height still moves (an island laid out late, a carousel mounting in view):
    // on a busy machine that comes after the scroll, which would leave the window past its end.
    for (let moved = true, tries = 0; moved && tries < 10; tries++) {
      const height = await page.evaluate(() => {
        const box = document.querySelector('#content')!.getBoundingClientRect();
        window.scrollTo(0, scrollY + box.top + (box.height - innerHeight) / 2);
        return box.height;
      });
      await settled(page);
      moved = (await page.locator('#content').evaluate((el) => el.getBoundingClientRect().height)) !== height;
    }
    const { value, ring: middle, label: shown } = await trackerAt(page, (v) => v > 40);
    expect(value).toBeLessThan(60);
    expect(middle.share, 'ltr: the same share, turned the other way').toBeCloseTo(-(1 - value / 100), 1);
    expect(shown, 'percentage off').toBe('');
    h.expectNoConsoleErrors();
  });
});
