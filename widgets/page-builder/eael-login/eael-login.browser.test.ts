// Essential Addons on the fixture: the popup-selector address (reset e-mail link) opens what the
// selector names after 300 ms, here /promociones/'s contact popup (open_selector .abrir-contacto);
// the login widget of /novedades/ gets a fresh add-on token, with three tries at most.
import { expect, test } from 'vitest';
import { browserSuite, expectHydrated, settled } from '../../../tests/harness.ts';

const CONTACT = '#elementor-popup-modal-60[role="dialog"]';
const NONCE = '#eael-login-nonce';
const isToken = (r: { url(): string; method(): string; postData(): string | null }) =>
  r.url().endsWith('/wp-admin/admin-ajax.php') && r.method() === 'POST' && (r.postData() ?? '').includes('action=eael_get_token');

browserSuite('Essential Addons login', (h) => {
  test('popup-selector with eael-lostpassword opens the popup 300 ms after the page is ready', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      const times: Record<string, number> = ((window as unknown as { __times: Record<string, number> }).__times = {});
      document.addEventListener('DOMContentLoaded', () => (times.ready = performance.now()));
      window.addEventListener('elementor/popup/show', () => (times.shown = performance.now()));
    });
    await page.goto(h.url('/promociones/?popup-selector=.abrir-contacto&eael-lostpassword=1'));
    await page.locator(CONTACT).waitFor({ state: 'visible' });
    const times = await page.evaluate(() => (window as unknown as { __times: Record<string, number> }).__times);
    expect(times.shown! - times.ready!).toBeGreaterThanOrEqual(300);
    h.expectNoConsoleErrors();
  });

  test('underscores stand for spaces; without eael-lostpassword or eael-resetpassword nothing opens; a bad selector only warns', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/promociones/?popup-selector=.elementor-element-c41a7e2_.abrir-contacto&eael-resetpassword=1'));
    await page.locator(CONTACT).waitFor({ state: 'visible' });

    const plain = await h.newPage();
    await plain.goto(h.url('/promociones/?popup-selector=.abrir-contacto'));
    await plain.waitForLoadState('networkidle');
    await settled(plain);
    expect(await plain.locator(CONTACT).count()).toBe(0);
    // No login widget on this page: the token's code (and the admin-ajax client) is not fetched.
    expect(h.log(plain).scripts.filter((url) => /\/chunks\/token-\w+\.js$/.test(url))).toEqual([]);
    // Without a popup-selector in the address, the add-on's script alone brings no island.
    const none = await h.newPage();
    await none.goto(h.url('/promociones/'));
    await none.waitForLoadState('networkidle');
    expect(await none.locator('script#eael-general-js-extra').count()).toBe(1);
    expect(h.log(none).scripts.filter((url) => /\/chunks\/eael-login-\w+\.js$/.test(url))).toEqual([]);
    expect(h.log(plain).scripts.filter((url) => /\/chunks\/eael-login-\w+\.js$/.test(url))).toHaveLength(1);

    const bad = await h.newPage();
    const warnings: string[] = [];
    bad.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await bad.goto(h.url(`/promociones/?popup-selector=${encodeURIComponent('<img src=x>')}&eael-lostpassword=1`));
    await bad.waitForLoadState('networkidle');
    await settled(bad);
    expect(await bad.locator(CONTACT).count()).toBe(0);
    expect(warnings.some((w) => w.includes('[islands:eael-login] popup-selector'))).toBe(true);
    h.expectNoConsoleErrors();
  });

  test("the login form's token is refreshed once through eael_get_token, and the add-on's global follows", async () => {
    const page = await h.newPage();
    const calls: string[] = [];
    page.on('request', (r) => isToken(r) && calls.push(r.url()));
    const answered = page.waitForResponse((r) => isToken(r.request()));
    await page.goto(h.url('/novedades/'));
    const fresh = ((await (await answered).json()) as { data: { nonce: string } }).data.nonce;
    await expectHydrated(page, '.elementor-widget-eael-login-register');
    await expect.poll(() => page.locator(NONCE).inputValue()).toBe(fresh);
    expect(fresh).not.toBe('caducado01');
    expect(await page.evaluate(() => (window as unknown as { localize: { nonce: string } }).localize.nonce)).toBe(fresh);
    expect(calls).toHaveLength(1);
    expect(
      h.log(page).scripts.filter((url) => /\/chunks\/token-\w+\.js$/.test(url)),
      "the token's code, with the widget",
    ).toHaveLength(1);
    h.expectNoConsoleErrors();
  });

  test("a token call that keeps failing is tried three times, then the page's token stays: no loop", async () => {
    const page = await h.newPage();
    let calls = 0;
    await page.route(
      (url) => url.pathname === '/wp-admin/admin-ajax.php',
      async (route) => {
        if (!(route.request().postData() ?? '').includes('action=eael_get_token')) return route.continue();
        calls++;
        await route.fulfill({ status: 500, contentType: 'text/html', body: '' });
      },
    );
    await page.goto(h.url('/novedades/'));
    await expect.poll(() => calls, { timeout: 10_000 }).toBe(3);
    await settled(page, { horizon: 10_000 }); // a fourth try's wait, were one due
    expect(calls, 'no fourth try').toBe(3);
    expect(await page.locator(NONCE).inputValue()).toBe('caducado01');
    h.expectNoConsoleErrors({ ignore: [/\[islands:eael-login\] eael_get_token failed 3 times/, /status of 500/, /HTTP 500/] });
  });

  test("when the token's code cannot be loaded the console says so, the page's token stays and no call is made", async () => {
    const page = await h.newPage();
    let calls = 0;
    page.on('request', (r) => isToken(r) && calls++);
    await page.route(/\/chunks\/token-\w+\.js$/, (route) => route.abort());
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, '.elementor-widget-eael-login-register');
    await expect
      .poll(() => h.log(page).consoleErrors.some((m) => m.startsWith("[islands:eael-login] The token's code could not be loaded")))
      .toBe(true);
    expect(calls).toBe(0);
    expect(await page.locator(NONCE).inputValue()).toBe('caducado01');
    h.expectNoConsoleErrors({ ignore: [/token's code could not be loaded/, /chunks\/token-/, /Failed to load resource/] });
  });
});
