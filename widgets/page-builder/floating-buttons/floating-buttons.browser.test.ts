// Elementor's floating buttons on /novedades/ (document 70): the chat box from the keyboard, and
// its call to action counted through elementor_send_clicks, ten at a time and when the visitor
// leaves; the fixture backend keeps the counts (its test-only elementor_clicks_count reads them).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, settled } from '../../../tests/harness.ts';

const DOC = '[data-elementor-type="floating-buttons"]';
const CHAT = '.e-contact-buttons__chat-button';
const WRAPPER = '#e-contact-buttons__content-wrapper';
const CTA = '.e-contact-buttons__send-cta';

const counts = async (page: Page, origin: string): Promise<Record<string, number>> =>
  (
    (await (await page.request.post(`${origin}/wp-admin/admin-ajax.php`, { form: { action: 'elementor_clicks_count' } })).json()) as {
      data: Record<string, number>;
    }
  ).data;
const isSend = (r: { url(): string; method(): string; postData(): string | null }) =>
  r.url().endsWith('/wp-admin/admin-ajax.php') && r.method() === 'POST' && (r.postData() ?? '').includes('elementor_send_clicks');

browserSuite('floating buttons', (h) => {
  test('keyboard: the chat button opens the box and moves into it; Esc closes it and gives the focus back', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, DOC);
    const chat = page.locator(CHAT);
    expect(await chat.getAttribute('aria-expanded')).toBe('false');
    await chat.focus();
    await page.keyboard.press('Enter');
    await page.locator(WRAPPER).waitFor({ state: 'visible' });
    expect(await chat.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('e-contact-buttons__content-wrapper');
    expect(await axe(page), 'axe with the chat box open').toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.locator(WRAPPER).waitFor({ state: 'hidden' });
    expect(await chat.getAttribute('aria-expanded')).toBe('false');
    expect(await chat.evaluate((el) => el === document.activeElement)).toBe(true);
    h.expectNoConsoleErrors();
  });

  test('the call to action is counted as the visitor leaves, without holding the link back', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, DOC);
    const before = (await counts(page, h.origin))['70'] ?? 0;
    await page.locator(CHAT).click();
    await page.locator(CTA).click();
    await page.waitForURL(h.url('/contacto/'));
    await expect.poll(async () => (await counts(page, h.origin))['70']).toBe(before + 1);
    h.expectNoConsoleErrors();
  });

  test("ten clicks go in one call, with the page's nonce", async () => {
    const page = await h.newPage();
    // The call to action kept on the page, so the ten clicks are counted before any leaving.
    await page.route(
      (url) => url.pathname === '/novedades/',
      async (route) => {
        const html = await (await route.fetch()).text();
        await route.fulfill({
          contentType: 'text/html',
          body: html.replace(
            'class="e-contact-buttons__send-cta" href="/contacto/"',
            'class="e-contact-buttons__send-cta" href="#e-contact-buttons__content-wrapper"',
          ),
        });
      },
    );
    await page.goto(h.url('/novedades/'));
    await expectHydrated(page, DOC);
    const before = (await counts(page, h.origin))['70'] ?? 0;
    await page.locator(CHAT).click();
    const calls: string[] = [];
    page.on('request', (r) => isSend(r) && calls.push(r.postData() ?? ''));
    for (let i = 0; i < 9; i++) await page.locator(CTA).click();
    await settled(page);
    expect(calls, 'nine clicks wait').toEqual([]);
    const sent = page.waitForRequest(isSend);
    await page.locator(CTA).click();
    const body = (await sent).postData() ?? '';
    const nonce = await page.evaluate(
      () =>
        (window as unknown as { elementorFrontendConfig: { nonces: { floatingButtonsClickTracking: string } } }).elementorFrontendConfig
          .nonces.floatingButtonsClickTracking,
    );
    const form = new URLSearchParams(body);
    expect(form.get('_nonce')).toBe(nonce);
    expect(form.getAll('clicks[]')).toEqual(Array(10).fill('70'));
    await expect.poll(async () => (await counts(page, h.origin))['70']).toBe(before + 10);
    h.expectNoConsoleErrors();
  });
});
