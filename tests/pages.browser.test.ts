// The demo in a real browser: every fixture page loads cleanly and accessibly, React is fetched
// only where an island needs it, the header island hydrates and survives a fragment refresh, and
// the no-JS add-to-cart fallback works.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, expectHydration, fixturePages } from './harness.ts';
import { widgets } from '../widgets/registry.ts';

const CART_COUNT = '.islands-cart-count[data-widget="cart-count"]';

/** Records the name of every island that mounts on the page, from its first script on. */
async function recordMounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const names: string[] = ((window as unknown as { __mounted: string[] }).__mounted = []);
    document.addEventListener('islands:mounted', (e) => names.push((e as CustomEvent<{ name: string }>).detail.name), true);
  });
}
const mountedNames = (page: Page) => page.evaluate(() => (window as unknown as { __mounted: string[] }).__mounted);

/** Waits until the page is quiet and no island is still loading its chunk. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

browserSuite('fixture pages', (h) => {
  const pages = [{ path: '/', label: 'índice' }, ...fixturePages];

  for (const fixture of pages) {
    test(`${fixture.label} (${fixture.path}) loads with no console error, no failed island, no axe violation, and React only if an island needs it`, async () => {
      const page = await h.newPage();
      await recordMounts(page);
      if ('setup' in fixture && fixture.setup) {
        await page.goto(h.url(fixture.setup));
        await settle(page); // leaving while the setup page loads its chunks would abort them
      }
      const response = await page.goto(h.url(fixture.path));
      expect(response?.status(), `HTTP status of ${fixture.path}`).toBe(200);
      expect(new URL(page.url()).pathname, 'no redirect').toBe(fixture.path);
      await settle(page);
      if (fixture.path === '/carrito/')
        expect(await page.locator('.woocommerce-cart-form .cart_item').count(), 'cart lines after the setup').toBeGreaterThan(0);

      expect(await page.locator('html').getAttribute('lang')).toMatch(/^es\b/);
      expect(
        h.log(page).scripts.map((u) => new URL(u).pathname),
        'the runtime entry',
      ).toContain('/islands/islands.js');
      const failed = await page.locator('[data-island="error"]').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200)));
      // Soft: one run shows every kind of problem the page has.
      expect.soft(failed, 'islands in error state').toEqual([]);
      h.expectNoConsoleErrors({ soft: true });
      expect.soft(await axe(page), 'axe-core violations (WCAG 2.x A/AA)').toEqual([]);

      // React arrives only with an island that needs it: a React chunk is fetched exactly when a
      // widget that reaches React (per dist/meta.json) has mounted. Today no widget on these
      // pages is a React island, so none of them may download React at all.
      const reactWidgets = widgets.map((w) => w.name).filter((name) => h.dist.widgetUsesReact(name));
      const mounted = await mountedNames(page);
      expect(mounted.length, `islands mounted on ${fixture.path}`).toBeGreaterThan(0);
      const needsReact = mounted.some((name) => reactWidgets.includes(name));
      expect(h.reactChunksFetched(page).length > 0, `React fetched on ${fixture.path} (mounted: ${mounted.join(', ')})`).toBe(needsReact);
    });
  }

  // The /carrito/ fixture is visited with a line in it (its setup): the empty cart is checked here.
  test('carrito vacío (/carrito/ with nothing in it) loads with no console error and no axe violation', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/carrito/'));
    await settle(page);
    expect(await page.locator('.cart-empty').count()).toBe(1);
    expect(await page.locator('[data-island="error"]').count(), 'islands in error state').toBe(0);
    h.expectNoConsoleErrors({ soft: true });
    expect.soft(await axe(page), 'axe-core violations (WCAG 2.x A/AA)').toEqual([]);
  });

  test('the index links every fixture page', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/'));
    const linked = await page.locator('a[href]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const missing = fixturePages.map((f) => f.path).filter((p) => !linked.includes(p));
    expect(missing, 'fixture pages the index does not link').toEqual([]);
  });

  test('a page with no island fetches the runtime but no React chunk', async () => {
    // Every fixture page has the header's cart-count island, and stripping it is not enough: the
    // side cart's fragment refresh puts it back. So: a plain page that only loads the runtime,
    // served on the server's own origin. Enhancers matched on plugin markup (body) may mount;
    // they are plain TypeScript and must not pull React in either.
    const index = await (await fetch(h.url('/'))).text();
    const config = /<script type="application\/json" id="islands-config">[\s\S]*?<\/script>/.exec(index)?.[0];
    expect(config, 'the index prints #islands-config').toBeTruthy();
    const page = await h.newPage();
    await page.route(h.url('/sin-islas/'), (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Sin islas</title>
<link rel="icon" href="data:,">${config}<script type="module" src="/islands/islands.js"></script></head>
<body><main><h1>Sin islas</h1><p>Una página sin ninguna isla.</p></main></body></html>`,
      }),
    );
    await page.goto(h.url('/sin-islas/'));
    await settle(page);

    const scripts = h.log(page).scripts.map((u) => new URL(u).pathname);
    expect(scripts, 'the runtime ran').toContain('/islands/islands.js');
    expect(await page.locator('[data-widget]').count(), 'data-widget islands').toBe(0);
    expect(await page.locator('[data-island="error"]').count(), 'islands in error state').toBe(0);
    expect(h.reactChunksFetched(page), 'React chunks fetched').toEqual([]);
    h.expectNoConsoleErrors();
  });

  // Depends on widgets/shop/cart-count (built).
  test('the header cart-count island is not hydrated before its chunk arrives, then hydrated', async () => {
    await expectHydration(h, { path: '/tienda/', selector: CART_COUNT });
  });

  // Depends on the add-to-cart enhancer (widgets, issue 2 follow-ups) and the backend's fragments.
  test('the header cart-count island survives the fragment refresh of an AJAX add to cart', async () => {
    const page = await h.newPage();
    await recordMounts(page);
    await page.goto(h.url('/tienda/'));
    await expectHydrated(page, CART_COUNT);
    await settle(page); // the side cart's first refresh may replace the count too: let it land first
    await page.locator(CART_COUNT).evaluate((el) => el.setAttribute('data-test-original', ''));
    const mountsBefore = (await mountedNames(page)).filter((name) => name === 'cart-count').length;

    await page.locator('a.add_to_cart_button[data-product_id="22"]').click();
    await expect.poll(() => page.locator(CART_COUNT).first().textContent(), { timeout: 10_000 }).toMatch(/\b1\b/);
    // The add's fragments replace the element whole (span.islands-cart-count): the marked one is
    // gone, and its replacement is a live island mounted afresh.
    await expect
      .poll(() => page.locator(`${CART_COUNT}[data-test-original]`).count(), {
        message: 'the original element is replaced',
        timeout: 10_000,
      })
      .toBe(0);
    await expectHydrated(page, CART_COUNT);
    await expect
      .poll(async () => (await mountedNames(page)).filter((name) => name === 'cart-count').length, { timeout: 10_000 })
      .toBeGreaterThan(mountsBefore);
    expect(new URL(page.url()).pathname, 'no navigation: the add went through AJAX').toBe('/tienda/');
    h.expectNoConsoleErrors();
  });

  test("with JavaScript off, the shop's add-to-cart link puts the product in the cart", async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/tienda/'));
    const link = page.locator('a.add_to_cart_button[data-product_id="22"]');
    expect(await link.getAttribute('href')).toMatch(/[?&]add-to-cart=22\b/);
    await Promise.all([page.waitForEvent('framenavigated'), link.click()]);
    await page.waitForLoadState('load');

    await page.goto(h.url('/carrito/'));
    const line = page.locator('.cart_item', { hasText: 'Camiseta básica' });
    expect(await line.count(), 'cart lines for «Camiseta básica»').toBe(1);
    expect(await page.locator(CART_COUNT).first().getAttribute('data-props')).toMatch(/"count":\s*1\b/);
    expect(h.log(page).scripts, 'no script runs with JavaScript off').toEqual([]);
  });
});
