// Contact Form 7's own reCAPTCHA v3 (issue 38, docs/contact-form.md#captcha), its keys set for this
// file's requests only: CF7 prints Google's api.js and its wpcf7-recaptcha script, which puts a token
// in _wpcf7_recaptcha_response and wraps wpcf7.submit at DOMContentLoaded. Google is stubbed: api.js
// by a Playwright route (a grecaptcha that answers, or never does), siteverify by the harness's
// must-use plugin (scripts/real-site.mjs: a token passes once). No theme hook (islandsCaptcha) is set.
import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite, type RealSite } from '../real-site.ts';

const SITEKEY = 'islands-test-sitekey';
const FEEDBACK = /\/contact-form-7\/v1\/contact-forms\/\d+\/feedback$/;
const CAPTCHA_FAILED = 'No se ha podido completar la verificación anti-spam.';

/**
 * Google's api.js as a stub: `ready` calls back, `execute` resolves `stub-token-{page}-{n}-{action}`
 * (a new one each time, on every page: siteverify passes a token once), or with `answers: false` never
 * settles. Each call is counted in window.__executed.
 */
const googleStub = (answers: boolean) => `(function () {
  var n = 0, page = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  window.__executed = [];
  window.grecaptcha = {
    ready: function (cb) { cb(); },
    execute: function (key, options) {
      window.__executed.push(key + ':' + options.action);
      return ${answers} ? Promise.resolve('stub-token-' + page + '-' + (++n) + '-' + options.action) : new Promise(function () {});
    },
  };
})();`;

/** The token a feedback POST carried (its multipart body). */
function sentToken(request: Request): string | null {
  const match = /name="_wpcf7_recaptcha_response"\r\n\r\n([^\r]*)\r\n/.exec(request.postData() ?? '');
  return match ? match[1]! : null;
}

/** The wpcf7 option as stored, with the reCAPTCHA keys added (the whole option: CF7 writes back what it reads). */
function recaptchaOption(site: RealSite): Record<string, unknown> {
  const stored = JSON.parse(site.php("echo wp_json_encode( get_option( 'wpcf7', array() ) );") || '{}') as Record<string, unknown>;
  return { ...stored, recaptcha: { [SITEKEY]: 'islands-test-secret' } };
}

/** A page of the site with CF7's reCAPTCHA on for its requests, Google's api.js stubbed, and its feedback POSTs kept. */
async function recaptchaPage(site: RealSite, answers: boolean): Promise<{ page: Page; posts: Request[] }> {
  const page = await site.newPage({
    siteConfiguration: { options: { wpcf7: recaptchaOption(site) }, filters: { islands_test_siteverify: true } },
  });
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: googleStub(answers) }),
  );
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && FEEDBACK.test(r.url())) posts.push(r);
  });
  return { page, posts };
}

async function fillForm(page: Page, subject: string): Promise<void> {
  const form = page.locator('form.wpcf7-form');
  await form.locator('[name="your-name"]').fill('Ana Prueba');
  await form.locator('[name="your-email"]').fill('ana@example.com');
  await form.locator('[name="your-subject"]').fill(subject);
  await form.locator('[name="your-message"]').fill('Hola, con el reCAPTCHA de Contact Form 7 activo.');
}

/** Sends the filled form; resolves with the POST and its answer. */
async function send(page: Page): Promise<{ request: Request; answer: { status: string; message: string } }> {
  const response = page.waitForResponse((r) => FEEDBACK.test(r.url()) && r.request().method() === 'POST');
  await page.locator('form.wpcf7-form [type="submit"]').click();
  const res = await response;
  return { request: res.request(), answer: (await res.json()) as { status: string; message: string } };
}

realSiteSuite("Contact Form 7's own reCAPTCHA v3", (site) => {
  for (const original of [false, true]) {
    const variant = original ? "the shop's own scripts" : 'the islands';
    test(`${variant}: each send carries a fresh token of CF7's script, once; the server accepts both`, async () => {
      const { page, posts } = await recaptchaPage(site, true);
      await page.goto(site.url('/contacto/', { original }));
      expect(await page.locator('script#wpcf7-recaptcha-js[src]').count(), "CF7's reCAPTCHA script is printed").toBe(1);
      if (!original) {
        expect(await page.locator('script#contact-form-7-js[src]').count(), "CF7's own script is gone").toBe(0);
        await expectHydrated(page, 'div.wpcf7');
      }
      const form = page.locator('form.wpcf7-form');
      const tokens: string[] = [];
      for (const round of [1, 2]) {
        const subject = `Consulta reCAPTCHA ${round} ${original ? 'original' : 'islands'} ${Date.now()}`;
        await fillForm(page, subject);
        const { request, answer } = await send(page);
        tokens.push(sentToken(request) ?? '');
        expect(answer, `send ${round}`).toMatchObject({ status: 'mail_sent' });
        await expect.poll(() => form.getAttribute('data-status'), { timeout: 10_000 }).toBe('sent');
        await expect.poll(() => form.locator('.wpcf7-response-output').textContent()).toBe(answer.message);
        expect(answer.message).toMatch(/Gracias por tu mensaje/);
        expect(site.readLog('mail.log')).toContain(subject);
      }
      expect(posts, 'one POST per send').toHaveLength(2);
      expect(tokens[0]).toMatch(/^stub-token-\w+-\d+-contactform$/);
      expect(tokens[1]).toMatch(/^stub-token-\w+-\d+-contactform$/);
      expect(tokens[1], 'the second send has a token of its own').not.toBe(tokens[0]);
      site.expectNoConsoleErrors();
    });
  }

  test("the islands: when Google's script never gives a token, the spam-check message after 20 s and no POST", async () => {
    const { page, posts } = await recaptchaPage(site, false);
    await page.clock.install();
    await page.goto(site.url('/contacto/'));
    await expectHydrated(page, 'div.wpcf7');
    const form = page.locator('form.wpcf7-form');
    // The rule schema comes on first use: in before the clock runs 20 s on (its request's own timeout).
    const schema = page.waitForResponse((r) => r.url().includes('/feedback/schema'));
    await fillForm(page, `Consulta sin token ${Date.now()}`);
    await schema;
    await page.locator('form.wpcf7-form [type="submit"]').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __executed: string[] }).__executed))
      .toContain(`${SITEKEY}:contactform`);
    await page.clock.runFor(19_000);
    expect(await form.getAttribute('data-status')).not.toBe('failed');
    await page.clock.runFor(1_000);
    await expect.poll(() => form.getAttribute('data-status')).toBe('failed');
    expect(await form.locator('.wpcf7-response-output').textContent()).toContain(CAPTCHA_FAILED);
    expect(await page.locator('.screen-reader-response [role="status"]').textContent()).toContain(CAPTCHA_FAILED);
    expect(await form.locator('[name="your-name"]').inputValue(), 'what was typed stays').toBe('Ana Prueba');
    expect(posts, 'nothing was sent').toHaveLength(0);
    site.expectNoConsoleErrors();
  });
});
