// SPEC §9 on the real checkout and cart pages with the plugin: a notice that appears is scrolled to,
// 100 px above it, over 1000 ms (a jump under prefers-reduced-motion), as WooCommerce's
// scroll_to_notices does; a field's description (span.description, as WooCommerce prints it for a
// field that has one) slides open in 250 ms while its field has focus and shut on Escape or when
// focus leaves; the listing's result count is read again 2000 ms after load, shown all along.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';
import { fillBilling } from './helpers.ts';

/** The window's scroll position sampled every frame for `ms`, on the page's clock. */
const scrollSamples = (page: Page, ms: number) =>
  page.evaluate(
    (ms) =>
      new Promise<{ t: number; y: number }[]>((done) => {
        const samples: { t: number; y: number }[] = [];
        const start = performance.now();
        const step = (now: number) => {
          samples.push({ t: now - start, y: window.scrollY });
          if (now - start < ms) requestAnimationFrame(step);
          else done(samples);
        };
        requestAnimationFrame(step);
      }),
    ms,
  );

const noticeTarget = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY - 100)));

async function refusedCheckout(site: RealSite, reduced: boolean): Promise<Page> {
  const page = await site.newPage();
  page.setDefaultTimeout(20_000);
  await page.setViewportSize({ width: 1000, height: 500 });
  if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
  await page.goto(site.url('/finalizar-compra/'));
  await expectHydrated(page, 'form.checkout.woocommerce-checkout');
  // The payment method is chosen while no order review is on its way: a review blocks the payment
  // area (a click on it then does nothing, as with the shop's own script); the reviews that the
  // fields ask for later keep the choice.
  await page.waitForLoadState('networkidle');
  await page.locator('#payment_method_cod').check();
  await fillBilling(page, `avisos-${Date.now()}@example.com`);
  await page.fill('#billing_postcode', '999'); // a postcode Spain does not have: WooCommerce refuses the order
  // Leaving the field asks for the review again; the order is placed once it has been painted.
  const reviewed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
  await page.locator('#billing_postcode').blur();
  await reviewed;
  await page.waitForFunction(
    () =>
      !document.querySelector('.woocommerce-checkout-payment[aria-busy="true"]') &&
      (document.querySelector<HTMLInputElement>('#payment_method_cod')?.checked ?? false),
  );
  await page.locator('#place_order').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY), 'the page is scrolled down to the button').toBeGreaterThan(300);
  return page;
}

realSiteSuite('Notices scrolled to and field descriptions (SPEC §9)', (site) => {
  test('a refused order: the notices are scrolled to, 100 px above them, over about a second', async () => {
    const page = await refusedCheckout(site, false);
    const refused = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await page.click('#place_order');
    await refused;
    await page.locator('.woocommerce-NoticeGroup-checkout').waitFor();
    const samples = await scrollSamples(page, 1300);
    const target = await noticeTarget(page, '.woocommerce-NoticeGroup-checkout');
    const from = samples[0]!.y;
    expect(from - target, 'a real distance to travel').toBeGreaterThan(200);
    const at = (t: number) => samples.find((s) => s.t >= t)!.y;
    // Linear over 1000 ms: a third of the way is neither the start nor the end.
    expect(at(300)).toBeLessThan(from);
    expect(at(300)).toBeGreaterThan(target + 20);
    expect(Math.abs(samples.at(-1)!.y - target), 'ends 100 px above the notices').toBeLessThanOrEqual(2);
    site.expectNoConsoleErrors({ ignore: [/400 \(Bad Request\)|status of 400/] });
  });

  test('under prefers-reduced-motion the notices are jumped to', async () => {
    const page = await refusedCheckout(site, true);
    const refused = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await page.click('#place_order');
    await refused;
    await page.locator('.woocommerce-NoticeGroup-checkout').waitFor();
    const samples = await scrollSamples(page, 200);
    const target = await noticeTarget(page, '.woocommerce-NoticeGroup-checkout');
    expect(Math.abs(samples[0]!.y - target)).toBeLessThanOrEqual(2);
  });

  test('the cart page: its notice after an update is scrolled to', async () => {
    const page = await site.newPage();
    await page.setViewportSize({ width: 1000, height: 400 });
    await page.goto(site.url(`/?add-to-cart=${site.ids.simple_id}`));
    await page.goto(site.url('/carrito/'));
    await expectHydrated(page, 'body.woocommerce-cart');
    await page.waitForLoadState('networkidle');
    await page.locator('.woocommerce-cart-form .cart_item input.qty').fill('2');
    await page.locator('[name="update_cart"]').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    const updated = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/carrito/');
    await page.locator('[name="update_cart"]').click();
    await updated;
    await page.locator('.woocommerce-notices-wrapper [role="alert"]').first().waitFor();
    const samples = await scrollSamples(page, 1300);
    const target = await noticeTarget(page, '.woocommerce-notices-wrapper [role="alert"]');
    expect(before - target, 'a real distance to travel').toBeGreaterThan(50);
    expect(Math.abs(samples.at(-1)!.y - target)).toBeLessThanOrEqual(2);
    expect(
      samples.some((s) => s.y < before && s.y > target + 5),
      'scrolled smoothly, not jumped',
    ).toBe(true);
  });

  test('a field description slides open on focus in 250 ms and shut on Escape and when focus leaves', async () => {
    const page = await site.newPage();
    await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`));
    await page.goto(site.url('/finalizar-compra/'));
    await expectHydrated(page, 'body.woocommerce-checkout');
    // As WooCommerce prints a field's description (form_field with 'description').
    await page.evaluate(() => {
      const input = document.querySelector('#billing_address_1')!;
      input.setAttribute('aria-describedby', 'billing_address_1-description');
      input.insertAdjacentHTML(
        'afterend',
        '<span class="description" id="billing_address_1-description" aria-hidden="true">Calle y número</span>',
      );
    });
    const description = page.locator('span#billing_address_1-description');
    expect(await description.isVisible(), "hidden by WooCommerce's stylesheet").toBe(false);
    const slideCode = () =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => /\/chunks\/description-slide-\w+\.js/.test(e.name)).length,
      );
    expect(await slideCode(), 'no sliding code before a described field has the focus').toBe(0);
    // The slide read as it starts (in the task that opens it: on a busy machine frames may be far
    // apart): the first focus on a described field brings the descriptions' code, then it opens.
    await page.evaluate(() => {
      const el = document.querySelector('span#billing_address_1-description')!;
      const w = window as unknown as { opening?: unknown };
      new MutationObserver((_records, observer) => {
        if (el.getAttribute('aria-hidden') !== 'false') return;
        observer.disconnect();
        w.opening = el.getAnimations().map((a) => ({
          duration: (a.effect as KeyframeEffect).getTiming().duration,
          property: Object.keys((a.effect as KeyframeEffect).getKeyframes()[0] ?? {}).includes('height'),
        }));
      }).observe(el, { attributes: true, attributeFilter: ['aria-hidden'] });
      (document.querySelector('#billing_address_1') as HTMLInputElement).focus();
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { opening?: unknown }).opening))
      .toEqual([{ duration: 250, property: true }]);
    expect(await description.getAttribute('aria-hidden')).toBe('false');
    expect(await slideCode()).toBe(1);
    await expect.poll(() => description.isVisible(), { timeout: 1000 }).toBe(true);
    expect((await description.boundingBox())!.height).toBeGreaterThan(10);
    await page.keyboard.press('Escape');
    expect(await description.getAttribute('aria-hidden')).toBe('true');
    await expect.poll(() => description.isVisible(), { timeout: 1000 }).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id), 'focus stays in the field').toBe('billing_address_1');

    await page.click('#billing_city');
    await page.focus('#billing_address_1');
    await expect.poll(() => description.isVisible(), { timeout: 1000 }).toBe(true);
    await page.keyboard.press('Tab');
    expect(await description.getAttribute('aria-hidden')).toBe('true');
    await expect.poll(() => description.isVisible(), { timeout: 1000 }).toBe(false);
  });

  test('the listing’s result count is shown from the first frame on, and put back anew for screen readers 2000 ms after load, on both variants', async () => {
    type Seen = { ready: number; blank: number[]; texts: string[]; replaced: number[]; done: boolean };
    for (const original of [true, false]) {
      const page = await site.newPage();
      // From the document's first moments: the count's text every frame, and when its content was replaced.
      await page.addInitScript(() => {
        const seen: Seen = { ready: 0, blank: [], texts: [], replaced: [], done: false };
        (window as unknown as { countSeen: Seen }).countSeen = seen;
        document.addEventListener('DOMContentLoaded', () => {
          seen.ready = performance.now();
          const count = document.querySelector('.woocommerce-result-count');
          if (!count) return;
          new MutationObserver(() => seen.replaced.push(performance.now())).observe(count, {
            childList: true,
            characterData: true,
            subtree: true,
          });
          const frame = (now: number) => {
            const text = count.textContent!.trim();
            if (!text) seen.blank.push(now);
            else if (!seen.texts.includes(text)) seen.texts.push(text);
            // Until a moment after it was put back, or 6 s.
            if (now - seen.ready < 6000 && !(seen.replaced.length && now - seen.replaced[0]! > 300)) requestAnimationFrame(frame);
            else seen.done = true;
          };
          requestAnimationFrame(frame);
        });
      });
      await page.goto(site.url('/tienda/', { original }));
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { countSeen: Seen }).countSeen.done), { timeout: 20_000 })
        .toBe(true);
      const seen = await page.evaluate(() => (window as unknown as { countSeen: Seen }).countSeen);
      const variant = original ? 'the shop’s own' : 'the islands';
      expect(seen.blank, `${variant}: never blank`).toEqual([]);
      expect(seen.texts, variant).toEqual(['Mostrando los 4 resultados']);
      expect(seen.replaced.length, `${variant}: put back anew`).toBeGreaterThan(0);
      expect(seen.replaced[0]! - seen.ready, `${variant}: 2000 ms after the page was ready, not before`).toBeGreaterThanOrEqual(2000);
      expect(await page.locator('.woocommerce-result-count').getAttribute('aria-hidden'), `${variant}: read by screen readers again`).toBe(
        'false',
      );
    }
    site.expectNoConsoleErrors();
  });
});
