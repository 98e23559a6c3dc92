// One island's life in Chromium against the fixture backend (MountContext.signal): removing a
// mounted contact form while it sends ends everything its mount started — the request, the
// captcha refresh timer, its listeners on the form and on window — without a console error, and
// putting the same element back mounts it afresh.
import { expect, test } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { browserSuite, expectHydrated } from '../../tests/harness.ts';

type TestWindow = Window & {
  captchaCalls: number;
  islandsCaptcha: () => string;
  removed: { cf: HTMLElement; parent: HTMLElement; next: Node | null };
};

const CF = 'div.wpcf7';
const FORM = 'form.wpcf7-form';
const status = (page: Page) => page.locator(FORM).getAttribute('data-status');

/** The types of the listeners on the object `expression` evaluates to, as Chromium's DevTools lists them. */
async function listenerTypes(cdp: CDPSession, expression: string): Promise<string[]> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  return listeners.map((l) => l.type).sort();
}

browserSuite('island lifecycle', (h) => {
  test('a contact form removed mid-send aborts its request, stops its timer and listeners quietly; put back, it mounts afresh', async () => {
    const page = await h.newPage();
    // The captcha refresh every 300 ms instead of 60 s (the page's own islands-config, as a theme
    // would print it), so the mount always has a timer pending; the hook counts its calls.
    await page.route(h.url('/contacto/'), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"captchaRefresh":\d+/, '"captchaRefresh":300');
      await route.fulfill({ response, body: html });
    });
    await page.addInitScript(() => {
      const w = window as unknown as TestWindow;
      w.captchaCalls = 0;
      w.islandsCaptcha = () => `token-${++w.captchaCalls}`;
    });
    const calls = () => page.evaluate(() => (window as unknown as TestWindow).captchaCalls);
    await page.goto(h.url('/contacto/'));
    await expectHydrated(page, CF);
    await expectHydrated(page, 'html');
    // The refresh starts with the form's sending part, on the visitor's first focus.
    await page.locator('[name="your-name"]').focus();
    await expect.poll(calls, { message: 'the refresh timer runs' }).toBeGreaterThanOrEqual(2);

    // The send is held by the route and never answered: a slow request under way.
    const feedback = h.url('/wp-json/contact-form-7/v1/contact-forms/31/feedback');
    let held = 0;
    await page.route(`${feedback}*`, () => void held++);
    const failed: string[] = [];
    page.on('requestfailed', (r) => r.url().includes('/feedback') && failed.push(r.failure()?.errorText ?? ''));
    await page.locator('[name="your-name"]').pressSequentially('Lucía Pérez');
    await page.fill('[name="your-email"]', 'lucia@example.com');
    await page.fill('[name="your-subject"]', 'Consulta');
    await page.locator('[name="your-message"]').pressSequentially('Hola, ¿tenéis tallas grandes?');
    await page.locator('[name="your-message"]').blur();
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('submitting');
    await expect.poll(() => held, { message: 'the send reached the network' }).toBe(1);

    const cdp = await page.context().newCDPSession(page);
    expect(await listenerTypes(cdp, `document.querySelector('${FORM}')`)).toEqual(['change', 'input', 'reset', 'submit']);
    expect(await listenerTypes(cdp, 'window')).toContain('pointerdown'); // the press hold of its field checks

    await page.evaluate((cf) => {
      const el = document.querySelector<HTMLElement>(cf)!;
      (window as unknown as TestWindow).removed = { cf: el, parent: el.parentElement!, next: el.nextSibling };
      el.remove();
    }, CF);
    await expect.poll(() => failed, { message: 'Chromium reports the send aborted' }).toEqual(['net::ERR_ABORTED']);
    const before = await calls();
    await page.waitForTimeout(1000); // three refresh periods: a repeating timer is not work settled() waits for
    expect(await calls(), 'no refresh after removal').toBe(before);
    expect(await listenerTypes(cdp, `window.removed.cf.querySelector('${FORM}')`)).toEqual([]);
    expect(await listenerTypes(cdp, 'window')).not.toContain('pointerdown');
    // What a listener left behind would do: take over the form's submit.
    const removed = await page.evaluate((form) => {
      const { cf } = (window as unknown as TestWindow).removed;
      const el = cf.querySelector<HTMLFormElement>(form)!;
      const submit = new SubmitEvent('submit', { cancelable: true });
      el.dispatchEvent(submit);
      return {
        taken: submit.defaultPrevented,
        island: cf.getAttribute('data-island'),
        status: el.getAttribute('data-status'),
        busy: el.getAttribute('aria-busy'),
      };
    }, FORM);
    expect(removed).toEqual({ taken: false, island: null, status: 'init', busy: 'false' });

    // Put back, the element is a new island: its own timer, listeners and a send that arrives.
    await page.unroute(`${feedback}*`);
    await page.evaluate(() => {
      const { cf, parent, next } = (window as unknown as TestWindow).removed;
      parent.insertBefore(cf, next);
    });
    await expectHydrated(page, CF);
    await page.locator('[name="your-name"]').focus();
    await expect.poll(calls, { message: 'a timer of its own' }).toBeGreaterThan(before);
    expect(await listenerTypes(cdp, `document.querySelector('${FORM}')`)).toEqual(['change', 'input', 'reset', 'submit']);
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('sent');
    expect(held).toBe(1);
    expect(h.log(page).failedRequests.filter((r) => r.includes('/feedback'))).toEqual([`POST ${feedback}: net::ERR_ABORTED`]);
    h.expectNoConsoleErrors({ ignore: [/\/feedback: net::ERR_ABORTED$/, /favicon\.ico/] });
  });
});
