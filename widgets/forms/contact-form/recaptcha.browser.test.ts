// Contact Form 7's own reCAPTCHA in real Chromium against the fixture backend (issue 38): the page is
// served as WordPress prints it with CF7's reCAPTCHA on (its wpcf7 object, the empty
// _wpcf7_recaptcha_response field, and a script that wraps wpcf7.submit at DOMContentLoaded, as CF7's
// module does), with no islandsCaptcha hook. Form 33 needs the fixture's captcha test token.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, expectHydrated } from '../../../tests/harness.ts';

const FORM = 'form.wpcf7-form';
/** CF7's reCAPTCHA module's contract: at DOMContentLoaded, wrap wpcf7.submit if it is a function then. */
const wrapper = (token: string | null) => `<script>
document.addEventListener('DOMContentLoaded', function () {
  window.__wrappedAtDcl = typeof wpcf7 !== 'undefined' && typeof wpcf7.submit === 'function';
  if (!window.__wrappedAtDcl) return;
  var submit = wpcf7.submit;
  wpcf7.submit = function (form, options) {
    new Promise(function (resolve) { ${token === null ? '' : `resolve(${JSON.stringify(token)});`} }).then(function (token) {
      document.querySelectorAll('form.wpcf7-form input[name="_wpcf7_recaptcha_response"]').forEach(function (f) { f.setAttribute('value', token); });
    }).then(function () { submit(form, options || {}); });
  };
});
</script>`;

/** Serves /formulario-completo/ with CF7's reCAPTCHA on, the wrapper giving `token` (null: never). */
async function withRecaptcha(page: Page, url: string, token: string | null): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        '</head>',
        `<script>var wpcf7 = {"api":{"root":${JSON.stringify(new URL('/wp-json/', url).href)},"namespace":"contact-form-7\\/v1"}};</script></head>`,
      )
      .replace('</fieldset>', '<input type="hidden" name="_wpcf7_recaptcha_response" value="" /></fieldset>')
      .replace('</body>', `${wrapper(token)}</body>`);
    await route.fulfill({ response, body: html });
  });
}

async function fillAll(page: Page): Promise<void> {
  await page.fill('[name="your-name"]', 'Marta Gómez');
  await page.fill('[name="your-email"]', 'marta@example.com');
  await page.fill('[name="your-message"]', 'Quisiera información sobre envíos a Canarias.');
  await page.check('[name="your-consent"]');
}

browserSuite('contact-form with CF7 reCAPTCHA', (h) => {
  test("wpcf7.submit is there at DOMContentLoaded for CF7's wrapper; the send carries its token", async () => {
    const page = await h.newPage();
    const url = h.url('/formulario-completo/');
    await withRecaptcha(page, url, 'islands-test-token');
    await page.goto(url);
    await expectHydrated(page, 'div.wpcf7');
    expect(await page.evaluate(() => (window as unknown as { __wrappedAtDcl: boolean }).__wrappedAtDcl)).toBe(true);
    await fillAll(page);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/feedback'));
    await page.click('.wpcf7-submit');
    expect((await sent).postData()).toMatch(/name="_wpcf7_recaptcha_response"\r\n\r\nislands-test-token\r\n/);
    // The quiz is the fixture's to judge: past the captcha, the server no longer says spam.
    await expect.poll(() => page.locator(FORM).getAttribute('data-status')).not.toMatch(/^(init|submitting|spam)$/);
    h.expectNoConsoleErrors();
  });

  test('a wrapper that never calls through: the spam-check message 20 s after the press, nothing sent', async () => {
    const page = await h.newPage();
    const url = h.url('/formulario-completo/');
    await withRecaptcha(page, url, null);
    await page.clock.install();
    await page.goto(url);
    await expectHydrated(page, 'div.wpcf7');
    await fillAll(page);
    let posted = 0;
    page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/feedback') && posted++));
    await page.click('.wpcf7-submit');
    await page.clock.runFor(19_000);
    expect(await page.locator(FORM).getAttribute('data-status')).not.toBe('failed');
    await page.clock.runFor(1_000);
    await expect.poll(() => page.locator(FORM).getAttribute('data-status')).toBe('failed');
    expect(await page.locator('.wpcf7-response-output').textContent()).toContain('No se ha podido completar la verificación anti-spam.');
    expect(posted).toBe(0);
  });
});
