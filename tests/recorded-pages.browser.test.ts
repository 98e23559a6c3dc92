// The islands on the markup the plugins really print: pages recorded from a WordPress +
// WooCommerce + Contact Form 7 + XootiX side cart site (fixtures/recorded/, unmodified), served on
// the fixture server's origin with only the runtime's <script> added. There is no
// #islands-config, so every URL, timing and flag must come from the globals the plugins printed
// (wc_add_to_cart_params, xoo_wsc_params, wpcf7, wc_order_attribution, …), and every call must
// reach the fixture backend through them.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, expectHydrated } from './harness.ts';
import { recordedUrl, serveRecorded, type RecordedFile } from './recorded.ts';

/** Islands every recorded page has: the footer's side cart and store notice, and the body/html enhancers. */
const EVERY_PAGE: Record<string, string> = {
  'side-cart': 'div.xoo-wsc-markup',
  'store-notice': '.woocommerce-store-notice',
  'cart-fragments': 'body',
  'order-attribution': 'body',
  antispam: 'html',
};
/** A page with a listing's add buttons (the shop, a product's related products): add to cart, heard from the body. */
const LISTING: Record<string, string> = { 'add-to-cart': 'body' };
const PRODUCT: Record<string, string> = {
  ...LISTING,
  'shop-page': 'body',
  'product-gallery': '.woocommerce-product-gallery',
  'product-tabs': '.woocommerce-tabs',
  'review-rating': 'select#rating',
  'comment-reply': 'div#respond.comment-respond',
};

interface RecordedPage extends RecordedFile {
  /** Widget name → the element of the recorded markup it must mount on. */
  islands: Record<string, string>;
  /** One interaction that needs the fixture backend or the recorded markup to answer. */
  interact: (page: Page, recordedHostCalls: readonly string[]) => Promise<void>;
}

const visiblePanels = (page: Page) =>
  page
    .locator('.woocommerce-tabs [role="tabpanel"]')
    .evaluateAll((ps) => ps.filter((p) => (p as HTMLElement).offsetParent).map((p) => p.id));

const cases: RecordedPage[] = [
  {
    file: 'shop-tienda',
    path: '/tienda/',
    islands: { ...EVERY_PAGE, ...LISTING, 'shop-page': 'body' },
    async interact(page) {
      // wc_add_to_cart_params.wc_ajax_url is relative ('/?wc-ajax=%%endpoint%%'): the add reaches
      // the fixture backend, and xoo_wsc_params.autoOpenCart opens the side cart with the line.
      const endpoint = new URL('/?wc-ajax=add_to_cart', page.url()).href;
      const added = page.waitForResponse((r) => r.url() === endpoint);
      await page.locator('a.ajax_add_to_cart[data-product_id="22"]').click();
      expect((await added).status()).toBe(200);
      await page.waitForSelector('html.xoo-wsc-cart-active');
      const lines = page.locator('.xoo-wsc-container .xoo-wsc-product');
      await expect.poll(() => lines.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Camiseta básica')]);
      expect(new URL(page.url()).pathname, 'no navigation to ?add-to-cart=22').toBe('/tienda/');
      // The fragments are stored under wc_cart_fragments_params' names for this site.
      const stored = await page.evaluate(() => Object.keys(sessionStorage).sort());
      expect(stored).toEqual(
        expect.arrayContaining(['wc_cart_hash_ebe8ed6ab92d96e1428e14d5df6d465b', 'wc_fragments_ebe8ed6ab92d96e1428e14d5df6d465b']),
      );
    },
  },
  {
    file: 'simple-product',
    path: '/producto/camiseta-basica/',
    islands: { ...EVERY_PAGE, ...PRODUCT },
    async interact(page) {
      expect(await visiblePanels(page)).toEqual(['tab-description']);
      await page.locator('.woocommerce-tabs [role="tab"]').first().focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      expect(await visiblePanels(page), 'End then Enter opens the last tab').toEqual(['tab-reviews']);
      expect(await page.locator('.woocommerce-tabs [role="tab"][aria-selected="true"]').getAttribute('aria-controls')).toBe('tab-reviews');
    },
  },
  {
    file: 'variable-product',
    path: '/producto/sudadera-con-capucha/',
    islands: { ...EVERY_PAGE, ...PRODUCT, 'variations-form': 'form.variations_form' },
    async interact(page) {
      await page.selectOption('#pa_color', 'rojo');
      await page.selectOption('#talla', 'M');
      await expect.poll(() => page.inputValue('input[name="variation_id"]'), { timeout: 10_000 }).toBe('27');
      // The details are written after a pause and slide in; the button follows them (WooCommerce 9.8+).
      await page.locator('.single_add_to_cart_button:not(.disabled)').waitFor();
      expect(await page.locator('.single_variation .woocommerce-variation-price').textContent()).toContain('22.00');
      // azul/M is out of stock in the recorded data-product_variations.
      await page.selectOption('#pa_color', 'azul');
      await page.locator('.single_add_to_cart_button.wc-variation-is-unavailable').waitFor();
      expect(await page.inputValue('input[name="variation_id"]')).toBe('29');
      expect(await page.locator('.single_variation').textContent()).toContain('Sin existencias');
    },
  },
  {
    file: 'contact',
    path: '/contacto/',
    islands: { ...EVERY_PAGE, 'contact-form': 'div.wpcf7' },
    async interact(page, recordedHostCalls) {
      await page.locator('form.wpcf7-form [type="submit"]').click();
      await expect.poll(() => page.locator('form.wpcf7-form').getAttribute('data-status'), { timeout: 10_000 }).toBe('invalid');
      const tips = await page
        .locator('.wpcf7-form-control-wrap')
        .evaluateAll((wraps) => wraps.filter((w) => w.querySelector('.wpcf7-not-valid-tip')).map((w) => w.getAttribute('data-name')));
      expect(tips, 'the required fields of the default form say so beside them').toEqual(['your-name', 'your-email', 'your-subject']);
      // wpcf7.api.root is absolute (the recorded host): the calls went under it, not a guessed root.
      // The schema and the send go out together on the first use, in either order.
      expect([...recordedHostCalls].sort()).toEqual([
        'GET /wp-json/contact-form-7/v1/contact-forms/31/feedback/schema',
        'POST /wp-json/contact-form-7/v1/contact-forms/31/feedback',
      ]);
    },
  },
  {
    file: 'article-with-side-cart-items',
    path: '/resena-mejor-hosting/',
    islands: { ...EVERY_PAGE, 'comment-reply': 'div#respond.comment-respond' },
    // Not what the recorded side cart lists (22 and 27): the side cart must show the server's cart.
    cart: ['23'],
    async interact(page) {
      const lines = page.locator('.xoo-wsc-container .xoo-wsc-product');
      await expect.poll(() => lines.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Taza del podcast')]);
      await page.locator('.xoo-wsc-basket').click();
      await page.waitForSelector('html.xoo-wsc-cart-active');
    },
  },
  {
    file: 'cart-with-items',
    path: '/carrito/',
    islands: { ...EVERY_PAGE, 'shop-page': 'body' },
    cart: ['22'],
    async interact(page) {
      // The side cart's first refresh swaps the recorded lines (22 and 27) for the server's (22).
      const lines = page.locator('.xoo-wsc-container .xoo-wsc-product');
      await expect.poll(() => lines.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Camiseta básica')]);
      await page.locator('.xoo-wsc-basket').click();
      await page.waitForSelector('html.xoo-wsc-cart-active');
      // xoo_wsc_params.isCart is "1" on this page: the change says so, and the cart table below
      // is fetched again and swapped in.
      const update = page.waitForRequest((r) => r.url().endsWith('/?wc-ajax=xoo_wsc_update_item_quantity'));
      await lines.first().locator('.xoo-wsc-plus').click();
      expect(new URLSearchParams((await update).postData() ?? '').get('isCart')).toBe('true');
      const table = page.locator('.woocommerce-cart-form .cart_item input.qty');
      await expect.poll(() => table.evaluateAll((qs) => qs.map((q) => (q as HTMLInputElement).value)), { timeout: 10_000 }).toEqual(['2']);
    },
  },
  {
    file: 'checkout',
    path: '/finalizar-compra/',
    islands: {
      ...EVERY_PAGE,
      'shop-page': 'body',
      'checkout-fields': 'form.checkout.woocommerce-checkout',
      'order-attribution-inputs': 'wc-order-attribution-inputs',
    },
    cart: ['22'],
    async interact(page) {
      // wc_order_attribution's field map fills the hidden inputs: a direct visit is 'typein'.
      await expect.poll(() => page.inputValue('input[name="wc_order_attribution_source_type"]'), { timeout: 10_000 }).toBe('typein');
      await page.locator('#billing_email').pressSequentially('ana@');
      await page.focus('#billing_phone');
      const row = page.locator('#billing_email_field');
      await expect.poll(() => row.evaluate((r) => r.classList.contains('woocommerce-invalid')), { timeout: 10_000 }).toBe(true);
      expect(await page.locator('#billing_email').getAttribute('aria-invalid')).toBe('true');
    },
  },
];

/** Records every islands:mounted event with its name and element, from the first script on. */
async function recordMounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const mounts: [string, Element][] = ((window as unknown as { __mounts: [string, Element][] }).__mounts = []);
    document.addEventListener(
      'islands:mounted',
      (e) => mounts.push([(e as CustomEvent<{ name: string }>).detail.name, e.target as Element]),
      true,
    );
  });
}

/** Expected islands whose mounted event never came from the element they should mount on. */
const notMounted = (page: Page, islands: Record<string, string>) =>
  page.evaluate((expected) => {
    const mounts = (window as unknown as { __mounts: [string, Element][] }).__mounts;
    return Object.entries(expected)
      .filter(([name, selector]) => !mounts.some(([n, el]) => n === name && el.matches(selector)))
      .map(([name, selector]) => `${name} on ${selector}`);
  }, islands);

browserSuite('recorded plugin pages with no #islands-config', (h) => {
  /** The recorded page served on the fixture origin (tests/recorded.ts), its mounts recorded, opened. */
  async function open(page: Page, c: RecordedPage): Promise<string[]> {
    const offSite = await serveRecorded(h, page, c);
    await recordMounts(page);
    const response = await page.goto(recordedUrl(c.path));
    expect(response?.status()).toBe(200);
    return offSite;
  }

  for (const c of cases) {
    test(`${c.file} (${c.path}): ${Object.keys(c.islands).length} islands mount on the recorded markup from the recorded globals, and one interaction works`, async () => {
      const page = await h.newPage();
      const recordedHostCalls = await open(page, c);
      for (const selector of new Set(Object.values(c.islands))) await expectHydrated(page, selector);
      await expect.poll(() => notMounted(page, c.islands), { timeout: 10_000 }).toEqual([]);
      await page.waitForLoadState('networkidle');
      if (!c.islands['add-to-cart']) {
        const names = await page.evaluate(() => (window as unknown as { __mounts: [string, Element][] }).__mounts.map(([n]) => n));
        expect(names, 'no listing button nor mini cart here: add to cart is not fetched').not.toContain('add-to-cart');
      }
      expect(
        await page.locator('[data-island="error"]').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200))),
        'islands in error state',
      ).toEqual([]);

      await c.interact(page, recordedHostCalls);

      expect(await page.locator('[data-island="error"]').count(), 'islands in error state after the interaction').toBe(0);
      h.expectNoConsoleErrors();
    });
  }
});
