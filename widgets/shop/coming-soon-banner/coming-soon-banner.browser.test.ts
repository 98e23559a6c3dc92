// WooCommerce's coming-soon footer banner on the fixture backend: printed for a logged-in manager
// (the stand-in login cookie; each test its own user, so their flags do not mix), dismissed from
// the keyboard through the user's REST URL, gone for good after a reload; a failed call keeps it.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, type BrowserHarness } from '../../../tests/harness.ts';
import { es } from '../../../runtime/i18n/es.ts';
import { messages as comingSoon } from '../../../runtime/i18n/parts/coming-soon-banner.ts';

const BANNER = '#coming-soon-footer-banner';
const DISMISS = `${BANNER} a.coming-soon-footer-banner-dismiss`;

async function loggedIn(h: BrowserHarness, user: string, javaScript = true): Promise<Page> {
  const page = await h.newPage({ javaScript });
  await page.context().addCookies([{ name: 'wordpress_logged_in_islands', value: user, url: h.origin }]);
  return page;
}

/** Tabs from the top of the page until the dismiss button has focus (keyboard only, no click). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${selector} never got the focus`);
}

browserSuite('coming-soon banner', (h) => {
  test('a visitor who is not logged in gets no banner', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/'));
    expect(await page.locator(BANNER).count()).toBe(0);
  });

  test("dismissed from the keyboard: one POST of the flag with the link's nonce, hidden when it answers, gone after a reload", async () => {
    const page = await loggedIn(h, 'ana');
    await page.goto(h.url('/tienda/'));
    await expectHydrated(page, BANNER);
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: comingSoon.comingSoonDismiss }).count()).toBe(1);
    expect(await axe(page), 'axe with the banner shown').toEqual([]);

    const nonce = await page.locator(DISMISS).getAttribute('data-rest-nonce');
    const restUrl = await page.locator(DISMISS).getAttribute('data-rest-url');
    await tabTo(page, DISMISS);
    const posted = page.waitForRequest((r) => r.url().startsWith(restUrl!) && r.method() === 'POST');
    await page.keyboard.press('Enter');
    const request = await posted;
    expect(request.headers()['x-wp-nonce']).toBe(nonce);
    expect(request.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    await page.locator(BANNER).waitFor({ state: 'hidden' });

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.locator(BANNER).count(), 'the fixture backend kept the flag').toBe(0);
    h.expectNoConsoleErrors();
  });

  test('a failed call keeps the banner and says so in Spanish; a second try that works hides it', async () => {
    const page = await loggedIn(h, 'berta');
    await page.goto(h.url('/'));
    await expectHydrated(page, BANNER);
    const restUrl = (await page.locator(DISMISS).getAttribute('data-rest-url'))!;
    await page.route(
      (url) => url.href.startsWith(restUrl),
      (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Error</p>' }),
    );
    await page.locator(DISMISS).focus();
    await page.keyboard.press(' ');
    const alert = page.locator(`${BANNER} [role="alert"]`);
    await expect.poll(() => alert.textContent()).toBe(`No se ha podido descartar el aviso. ${es.invalidJson}`);
    expect(await page.locator(BANNER).isVisible()).toBe(true);
    expect(await axe(page), 'axe with the failure shown').toEqual([]);

    await page.unrouteAll();
    await page.locator(DISMISS).press('Enter');
    await page.locator(BANNER).waitFor({ state: 'hidden' });
    h.expectNoConsoleErrors({ ignore: [/\[islands:coming-soon-banner\] Dismissing the banner failed/, /status of 500/, /HTTP 500/] });
  });

  test("with JavaScript off the banner is the server's, shown, and nothing breaks", async () => {
    const page = await loggedIn(h, 'carmen', false);
    await page.goto(h.url('/'));
    expect(await page.locator(BANNER).isVisible()).toBe(true);
    expect(await page.locator(`${BANNER} a[href*="site-visibility"]`).count()).toBe(1);
    h.expectNoConsoleErrors();
  });
});
