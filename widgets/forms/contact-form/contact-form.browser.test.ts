// The contact form in real Chromium against the fixture backend: Contact Form 7's unmodified
// markup on /contacto/ (form 31) and /formulario-completo/ (form 33: quiz, acceptance, captcha).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, browserSuite, expectHydrated, holdRequests, phpBinary, phpSkipReason, rootDir, settled } from '../../../tests/harness.ts';
import { pressAndRelease } from '../../../tests/pointer.ts';

const CF = 'div.wpcf7';
const FORM = 'form.wpcf7-form';

/** Both islands mounted: the form, and the anti-spam recorder (idle) whose fields the server wants. */
async function ready(page: Page, path: string, url: (p: string) => string): Promise<void> {
  await page.goto(url(path));
  await expectHydrated(page, CF);
  await expectHydrated(page, 'html');
}

const status = (page: Page) => page.locator(FORM).getAttribute('data-status');

async function fillAllFields(page: Page): Promise<void> {
  await page.fill('[name="your-name"]', 'Marta Gómez');
  await page.fill('[name="your-email"]', 'marta@example.com');
  await page.fill('[name="your-website"]', 'example.com');
  await page.fill('[name="your-phone"]', '+34 (91) 123-45-67');
  await page.fill('[name="your-quantity"]', '3');
  await page.fill('[name="your-date"]', '2026-05-04');
  await page.selectOption('[name="your-topic"]', 'Pedido');
  await page.fill('[name="your-message"]', 'Quisiera información sobre envíos a Canarias.');
  await page.fill('[name="your-quiz"]', '5');
}

/**
 * Serves the page with a short network timeout in its islands-config, as a theme printing its own
 * `timings` would: the document comes from the fixture server and only that JSON is rewritten.
 */
async function withRequestTimeout(page: Page, path: string, url: (p: string) => string, requestTimeout: number): Promise<void> {
  await page.route(url(path), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const config = /(<script type="application\/json" id="islands-config">)([\s\S]*?)(<\/script>)/.exec(html);
    if (!config) throw new Error(`no islands-config in ${path}`);
    const json = JSON.parse(config[2]!) as { timings: Record<string, number> };
    const patched = JSON.stringify({ ...json, timings: { ...json.timings, requestTimeout } }).replaceAll('</', '<\\/');
    await route.fulfill({ response, body: html.replace(config[0], () => `${config[1]}${patched}${config[3]}`) });
  });
}

/** Form 33's quiz questions and their answers, from the fixture the server reads. */
const quizAnswers = (): Map<string, string> => {
  const config = JSON.parse(readFileSync(join(rootDir, 'fixtures', 'contact-forms.json'), 'utf8')) as {
    forms: Record<string, { quiz?: Record<string, [string, string][]> }>;
  };
  return new Map(config.forms['33']!.quiz!['your-quiz']);
};

/** One field of a multipart body, as the server will read it. */
const partOf = (body: string, name: string) => new RegExp(`name="${name}"\r\n\r\n([^\r]*)\r\n`).exec(body)?.[1];

/** The text typed into /contacto/'s form (the anti-spam fields must show these keys). */
async function typeContact(page: Page, subject: string, message: string): Promise<void> {
  await page.locator('[name="your-name"]').pressSequentially('Lucía Pérez');
  await page.locator('[name="your-email"]').pressSequentially('lucia@example.com');
  await page.locator('[name="your-subject"]').pressSequentially(subject);
  await page.locator('[name="your-message"]').pressSequentially(message);
  // Leaving the field validates it on change; leave it before the submit click.
  await page.locator('[name="your-message"]').blur();
}

/**
 * Installed before any page script: every key, input, focus and change listener the page adds
 * (the anti-spam recorder's on document, the contact form's on the form, the runtime's, …) is
 * timed, and the time is added to the keystroke it runs for (a keystroke starts at its keydown).
 * This measures what our listeners cost directly, instead of watching for any long task on a page
 * that a busy CI machine can give one for reasons of its own.
 */
const LISTENER_COST = `(() => {
  const TYPES = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'textInput', 'change', 'focusin', 'focusout', 'selectionchange']);
  const state = { key: -1, costs: [], calls: {} };
  window.__listenerCost = state;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  add.call(window, 'keydown', () => { state.key++; state.costs[state.key] = 0; }, { capture: true });
  const wrappers = new WeakMap();
  const label = (t) => t === window ? 'window' : t === document ? 'document' : t && t.nodeName ? t.nodeName.toLowerCase() : 'other';
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (!listener || !TYPES.has(type)) return add.call(this, type, listener, options);
    let wrapper = wrappers.get(listener);
    if (!wrapper) {
      wrapper = function (event) {
        const start = performance.now();
        try {
          return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
        } finally {
          if (state.key >= 0) {
            state.costs[state.key] += performance.now() - start;
            const where = label(event.currentTarget);
            state.calls[where] = (state.calls[where] || 0) + 1;
          }
        }
      };
      wrappers.set(listener, wrapper);
    }
    return add.call(this, type, wrapper, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    return remove.call(this, type, (listener && wrappers.get(listener)) || listener, options);
  };
})();`;

interface ListenerCost {
  key: number;
  costs: number[];
  calls: Record<string, number>;
}

/** Starts counting keystrokes afresh. */
const resetCost = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __listenerCost: ListenerCost }).__listenerCost;
    s.key = -1;
    s.costs.length = 0;
    s.calls = {};
  });

const readCost = (page: Page) =>
  page.evaluate(() => structuredClone((window as unknown as { __listenerCost: ListenerCost }).__listenerCost));

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

browserSuite('contact-form', (h) => {
  test('typing costs little in the key listeners (anti-spam recorder, contact form): no handler work near a long task', async () => {
    const page = await h.newPage();
    await page.addInitScript({ content: LISTENER_COST });
    await ready(page, '/contacto/', h.url);
    await page.waitForLoadState('networkidle');
    await page.locator('[name="your-name"]').click();
    await resetCost(page);
    await page.locator('[name="your-name"]').pressSequentially('Lucía Pérez');
    await page.locator('[name="your-message"]').click();
    await page.locator('[name="your-message"]').pressSequentially('Hola, ¿tenéis tallas grandes? '.repeat(4));
    const { costs, calls } = await readCost(page);
    // Playwright presses a key for ASCII characters and inserts the others (í, é, ¿) as text, with
    // no keydown: their input listeners count towards the keystroke before.
    const typed = [...`Lucía Pérez${'Hola, ¿tenéis tallas grandes? '.repeat(4)}`].filter((c) => /[ -~]/.test(c)).length;
    expect(costs).toHaveLength(typed);
    // The listeners measured are ours: the anti-spam recorder's on document ran for every key,
    // and so did the contact form's (its counters) on the form.
    expect(calls.document ?? 0, JSON.stringify(calls)).toBeGreaterThanOrEqual(2 * typed);
    expect(calls.form ?? 0, JSON.stringify(calls)).toBeGreaterThanOrEqual(typed);
    const sorted = [...costs].sort((a, b) => a - b);
    const summary = `per keystroke over ${typed} keys: median ${quantile(sorted, 0.5).toFixed(3)} ms, p95 ${quantile(sorted, 0.95).toFixed(3)} ms, max ${sorted.at(-1)!.toFixed(3)} ms; listener calls ${JSON.stringify(calls)}`;
    console.info(`[contact-form] listener cost ${summary}`);
    // A long task is 50 ms; the handlers of one keystroke stay far below it. The median and p95
    // hold the typical cost; the max, no single keystroke (a cap reached, a lazy set-up) near 50 ms.
    expect(quantile(sorted, 0.5), summary).toBeLessThan(2);
    expect(quantile(sorted, 0.95), summary).toBeLessThan(16);
    expect(sorted.at(-1)!, summary).toBeLessThan(50);

    // The measure can fail: a listener that works for 60 ms on keyup is caught on that keystroke.
    await page.evaluate(() => {
      const slow = () => {
        const end = performance.now() + 60;
        while (performance.now() < end);
      };
      (window as unknown as { slowListener: () => void }).slowListener = slow;
      document.addEventListener('keyup', slow, { passive: true, capture: true });
    });
    await resetCost(page);
    await page.locator('[name="your-message"]').press('x');
    const slowCost = (await readCost(page)).costs;
    expect(slowCost).toHaveLength(1);
    expect(slowCost[0]!).toBeGreaterThanOrEqual(50);
    await page.evaluate(() =>
      document.removeEventListener('keyup', (window as unknown as { slowListener: () => void }).slowListener, { capture: true }),
    );
    await resetCost(page);
    await page.locator('[name="your-message"]').press('y');
    expect((await readCost(page)).costs[0]!).toBeLessThan(50);
  });

  test('a valid form is sent once, stored, reset, and the page stays accessible', async () => {
    const page = await h.newPage();
    await ready(page, '/contacto/', h.url);
    await page.locator('[name="your-name"]').pressSequentially('Lucía Pérez');
    await page.fill('[name="your-email"]', 'lucia@example.com');
    await page.fill('[name="your-subject"]', 'Consulta');
    await page.locator('[name="your-message"]').pressSequentially('Hola, ¿tenéis tallas grandes? '.repeat(4));
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.locator('.wpcf7-submit').dblclick();
    await expect.poll(() => status(page)).toBe('sent');
    await expect.poll(() => page.locator('.wpcf7-response-output').textContent()).toBe('Gracias por tu mensaje. Ha sido enviado.');
    expect(posts.filter((u) => u.includes('/feedback'))).toHaveLength(1);
    expect(await page.inputValue('[name="your-name"]')).toBe('');
    expect(await page.locator('.screen-reader-response [role=status]').textContent()).toBe('Gracias por tu mensaje. Ha sido enviado.');
    // Chromium asks for /favicon.ico on its own once the page is idle; the fixture site has none.
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
    expect(await axe(page)).toEqual([]);
    // The demo lists what arrived (stored in SQLite).
    expect(await (await fetch(h.url('/formulario-completo/'))).text()).toContain('Lucía Pérez');
  });

  test('the sending part and the schema come when the visitor turns to the form; a send pressed before they arrive goes once they have', async () => {
    const page = await h.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    const release = await holdRequests(page, /\/chunks\/form-[A-Z0-9]+\.js$/);
    await ready(page, '/contacto/', h.url);
    await page.waitForLoadState('networkidle');
    const late = (list: string[]) => list.filter((u) => /\/chunks\/form-|feedback\/schema/.test(u));
    expect(late(fetched), 'not by load').toEqual([]);
    expect(await page.locator('.has-spinner + .wpcf7-spinner').count(), 'the spinner is there at once').toBe(1);

    await page.fill('[name="your-name"]', 'Lucía Pérez');
    await page.fill('[name="your-email"]', 'lucia@example.com');
    await page.fill('[name="your-subject"]', 'Consulta');
    // The page's request reaches the test as an event of its own: waited for, not read at once.
    await expect.poll(() => late(fetched).length, { message: 'the first focus asked for the rest' }).toBe(1);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.click('.wpcf7-submit');
    await settled(page, { ignore: /\/chunks\/form-/ });
    expect(posts, 'nothing sent before the rest has come').toEqual([]);
    expect(page.url(), 'nor posted to the page').toBe(h.url('/contacto/'));
    release();
    await expect.poll(() => status(page)).toBe('sent');
    expect(posts.filter((u) => u.includes('/feedback'))).toHaveLength(1);
    expect(late(fetched).some((u) => u.includes('schema'))).toBe(true);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('if the sending part cannot come, the island steps aside with a clear error and the send posts to the page, as without JavaScript', async () => {
    const page = await h.newPage();
    // Held while the visitor types and presses 'Enviar', then lost.
    let lose!: () => void;
    const lost = new Promise<void>((r) => (lose = r));
    await page.route(/\/chunks\/form-[A-Z0-9]+\.js$/, async (route) => {
      await lost;
      await route.abort('connectionrefused');
    });
    await ready(page, '/contacto/', h.url);
    await page.fill('[name="your-name"]', 'Sin la otra parte');
    await page.fill('[name="your-email"]', 'parte@example.com');
    await page.fill('[name="your-subject"]', 'Prueba');
    await page.click('.wpcf7-submit');
    expect(await page.locator(CF).getAttribute('data-island')).toBe('mounted');
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === h.url('/contacto/'));
    lose();
    await posted;
    await page.waitForLoadState('load');
    expect(await status(page)).toBe('sent');
    expect(await page.locator('.wpcf7-response-output').textContent()).toBe('Gracias por tu mensaje. Ha sido enviado.');
    const errors = h.log(page).consoleErrors.join('\n');
    expect(errors).toMatch(/\[islands:contact-form\] Crashed; server markup restored/);
    h.expectNoConsoleErrors({
      ignore: [/favicon\.ico/, /contact-form|form-[A-Z0-9]+\.js|ERR_CONNECTION_REFUSED|dynamically imported module/],
    });
  });

  test('after a send, more clicks and Enter keep the thank-you message and send nothing until the visitor edits the form', async () => {
    const page = await h.newPage();
    await ready(page, '/contacto/', h.url);
    const sends: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/feedback') && sends.push(r.url()));
    const thanks = 'Gracias por tu mensaje. Ha sido enviado.';
    const shown = () =>
      page.locator('form.wpcf7-form').evaluate((form) => ({
        status: form.getAttribute('data-status'),
        message: form.querySelector('.wpcf7-response-output')!.textContent,
        tips: form.querySelectorAll('.wpcf7-not-valid-tip').length,
      }));
    await typeContact(page, 'Tallas', 'Hola, ¿tenéis tallas grandes?');
    await page.locator('[name="your-subject"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual({ status: 'sent', message: thanks, tips: 0 });
    // The impatient visitor: Enter again in the emptied field, then three clicks on 'Enviar'.
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.click('.wpcf7-submit');
    // Each would have been answered within this many frames; wait on the page's own clock.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect(await shown(), 'the thank-you message stays').toEqual({ status: 'sent', message: thanks, tips: 0 });
    expect(sends).toHaveLength(1);
    // Once the visitor types again, 'Enviar' sends what is there.
    await page.locator('[name="your-name"]').pressSequentially('Ana');
    await page.click('.wpcf7-submit');
    await expect.poll(shown).toMatchObject({ status: 'invalid', tips: 2 });
    expect(sends).toHaveLength(2);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('a schema that comes after the send has emptied the form checks none of the fields changed before: no error under them', async () => {
    const page = await h.newPage();
    // The schema asked at the first focus answers only once the thank-you message is shown and the
    // form emptied: the fields changed meanwhile (each left for the next, the last by the press on
    // 'Enviar') wait for it.
    const releaseSchema = await holdRequests(page, /\/feedback\/schema/);
    await ready(page, '/contacto/', h.url);
    await page.fill('[name="your-name"]', 'Lucía Pérez');
    await page.fill('[name="your-email"]', 'lucia@example.com');
    await page.fill('[name="your-subject"]', 'Consulta');
    await page.fill('[name="your-message"]', 'Hola, ¿tenéis tallas grandes?');
    await page.click('.wpcf7-submit');
    const thanks = 'Gracias por tu mensaje. Ha sido enviado.';
    await expect.poll(() => page.locator('.wpcf7-response-output').textContent()).toBe(thanks);
    // The send's reset and refill are over: the status is back to 'sent'.
    await expect
      .poll(() =>
        page
          .locator(FORM)
          .evaluate((form) => form.getAttribute('data-status') + (form.querySelector('input[name="your-name"]') as HTMLInputElement).value),
      )
      .toBe('sent');
    const schema = page.waitForResponse((r) => r.url().includes('/feedback/schema'));
    releaseSchema();
    await schema;
    // The checks that waited run as the schema is read, which wpcf7.schemas shows; a task later they are done.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { wpcf7: { schemas: Map<string, unknown> } }).wpcf7.schemas.size))
      .toBe(1);
    expect(
      await page.locator(FORM).evaluate((form) => ({
        tips: form.querySelectorAll('.wpcf7-not-valid-tip').length,
        invalid: form.querySelectorAll('[aria-invalid="true"]').length,
        list: form.closest('.wpcf7')!.querySelectorAll('.screen-reader-response li').length,
        message: form.querySelector('.wpcf7-response-output')!.textContent,
        status: form.getAttribute('data-status'),
      })),
    ).toEqual({ tips: 0, invalid: 0, list: 0, message: thanks, status: 'sent' });
    // The visitor edits again: a field is checked as it is left, as before.
    await page.fill('[name="your-email"]', 'lucia');
    await page.locator('[name="your-name"]').focus();
    await expect.poll(() => page.locator('[data-name="your-email"] .wpcf7-not-valid-tip').count()).toBe(1);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test("a mouse press on 'Enviar' that leaves a field lands, whether leaving it adds its error line or removes it", async () => {
    const page = await h.newPage();
    await ready(page, '/contacto/', h.url);
    const sends: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/feedback') && sends.push(r.url()));
    await page.locator('[name="your-name"]').pressSequentially('Ana Ruiz');
    await page.locator('[name="your-subject"]').pressSequentially('Tallas');
    await page.locator('[name="your-email"]').pressSequentially('ana@');
    // Leaving 'ana@' adds its error line above the button: pressed at its top edge, the button slides away.
    await pressAndRelease(page, '.wpcf7-submit', 'top');
    await expect.poll(() => status(page), { message: 'the first press was a click: the form was sent' }).toBe('invalid');
    expect(sends).toHaveLength(1);
    expect(await page.locator('.wpcf7-not-valid-tip').allTextContents()).toEqual([
      'Por favor, introduce una dirección de correo electrónico.',
    ]);
    // Corrected, leaving it removes the line: pressed at its bottom edge, the button slides up away.
    await page.locator('[name="your-email"]').pressSequentially('example.com');
    await pressAndRelease(page, '.wpcf7-submit', 'bottom');
    await expect.poll(() => status(page), { message: 'the press after the correction was a click too' }).toBe('sent');
    expect(sends).toHaveLength(2);
    expect(await page.locator('.wpcf7-not-valid-tip').count()).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('each invalid field shows its error, the list goes to screen readers and focus to the first', async () => {
    const page = await h.newPage();
    await ready(page, '/contacto/', h.url);
    await page.fill('[name="your-email"]', 'no-es-un-email');
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('invalid');
    const tips = await page
      .locator('.wpcf7-not-valid-tip')
      .evaluateAll((els) => els.map((e) => [e.closest('[data-name]')!.getAttribute('data-name'), e.textContent]));
    expect(tips).toEqual([
      ['your-name', 'Por favor, rellena este campo.'],
      ['your-email', 'Por favor, introduce una dirección de correo electrónico.'],
      ['your-subject', 'Por favor, rellena este campo.'],
    ]);
    expect(await page.locator('.screen-reader-response li').evaluateAll((els) => els.map((e) => e.id))).toEqual([
      'wpcf7-f31-p32-o1-ve-your-name',
      'wpcf7-f31-p32-o1-ve-your-email',
      'wpcf7-f31-p32-o1-ve-your-subject',
    ]);
    expect(await page.locator('[name="your-name"]').getAttribute('aria-describedby')).toBe('wpcf7-f31-p32-o1-ve-your-name');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('your-name');
    // Validation on change, from the schema: an address of five characters is not one.
    await page.fill('[name="your-email"]', 'a@b.c');
    await page.locator('[name="your-subject"]').focus();
    await expect
      .poll(() => page.locator('[data-name="your-email"] .wpcf7-not-valid-tip').textContent())
      .toBe('Por favor, introduce una dirección de correo electrónico.');
    h.expectNoConsoleErrors();
    expect(await axe(page)).toEqual([]);
  });

  test('the acceptance box gates submit; after each of two sends in a row, the quiz asks another question', async () => {
    const answers = quizAnswers();
    const page = await h.newPage();
    await ready(page, '/formulario-completo/', h.url);
    const asked = [(await page.locator('.wpcf7-quiz-label').textContent())!];
    for (let send = 1; send <= 2; send++) {
      const question = asked.at(-1)!;
      expect(await page.locator('.wpcf7-submit').isDisabled(), `send ${send}`).toBe(true);
      await fillAllFields(page);
      await page.fill('[name="your-quiz"]', answers.get(question)!);
      await page.check('[name="your-consent"]');
      expect(await page.inputValue('[name="your-website"]')).toBe('http://example.com');
      expect(await page.locator('.wpcf7-submit').isDisabled()).toBe(false);
      const answered = page.waitForResponse((r) => r.url().includes('/contact-forms/33/feedback') && r.request().method() === 'POST');
      const refilled = page.waitForResponse((r) => r.url().includes('/contact-forms/33/refill'));
      await page.click('.wpcf7-submit');
      expect(((await (await answered).json()) as { status: string }).status, `send ${send}`).toBe('mail_sent');
      await refilled;
      // The form stays resetting until the refill is applied, then goes back to sent.
      await expect.poll(() => status(page)).toBe('sent');
      const next = (await page.locator('.wpcf7-quiz-label').textContent())!;
      expect(next, `the question after send ${send}`).not.toBe(question);
      expect(answers.has(next)).toBe(true);
      expect(await page.inputValue('[name="your-quiz"]'), 'the old answer does not fit the new question').toBe('');
      expect(await page.locator('.wpcf7-submit').isDisabled(), 'the reset unchecked the acceptance box').toBe(true);
      asked.push(next);
    }
    expect(asked).toEqual(['¿Cuánto es 2+3?', '¿Capital de España?', '¿Cuánto es 2+3?']);
    h.expectNoConsoleErrors();
    expect(await axe(page)).toEqual([]);
  });

  test('without a captcha token the server says spam', async () => {
    const page = await h.newPage();
    await ready(page, '/formulario-completo/', h.url);
    await page.evaluate(() => delete (window as { islandsCaptcha?: unknown }).islandsCaptcha);
    await fillAllFields(page);
    await page.check('[name="your-consent"]');
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('spam');
    expect(await page.locator('.wpcf7-response-output').textContent()).toContain('robot');
  });

  test('offline during submit: the text stays, a Spanish message says so, and sending again works', async () => {
    const page = await h.newPage();
    await ready(page, '/contacto/', h.url);
    await page.fill('[name="your-name"]', 'Lucía');
    await page.fill('[name="your-email"]', 'lucia@example.com');
    await page.fill('[name="your-subject"]', 'Sin conexión');
    await page.fill('[name="your-message"]', 'Este texto no se pierde.');
    const feedback = '**/contact-form-7/v1/contact-forms/31/feedback*';
    await page.route(feedback, (route) => route.abort('internetdisconnected'));
    await page.locator('[name="your-message"]').blur();
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('failed');
    expect(await page.locator('.wpcf7-response-output').textContent()).toContain('Probablemente estás desconectado.');
    expect(await page.inputValue('[name="your-message"]')).toBe('Este texto no se pierde.');
    await page.unroute(feedback);
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('sent');
    h.expectNoConsoleErrors({ ignore: [/ERR_INTERNET_DISCONNECTED.*\/feedback/, /\/feedback.*ERR_INTERNET_DISCONNECTED/] });
  });

  test('the POST is multipart with the unit tag, carries no X-WP-Nonce, and the anti-spam fields come from the real typing and clicks', async () => {
    const page = await h.newPage();
    await ready(page, '/contacto/', h.url);
    // The page's islands-config has a REST nonce: it must not reach the contact form endpoints.
    expect(await page.evaluate(() => JSON.parse(document.querySelector('script#islands-config')!.textContent!).nonce)).toMatch(/\w{6,}/);
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 150, { steps: 5 });
    // Mouse moves are sampled in bursts that end after 500 ms without one (docs/site.md#anti-spam-behaviour-fields).
    await page.waitForTimeout(600);
    await typeContact(page, 'Envíos', 'Hola, ¿enviáis a Canarias?');
    // A correction and a modifier key in the subject, then its last letter again.
    const subject = page.locator('[name="your-subject"]');
    await subject.press('Backspace');
    await subject.press('Shift');
    await subject.press('s');
    const typedKeys = [...'Lucía Pérezlucia@example.comEnvíosHola, ¿enviáis a Canarias?s'].filter((c) => /[ -~]/.test(c)).length;
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/contact-forms/31/feedback'));
    await page.click('.wpcf7-submit');
    const request = await sent;
    await expect.poll(() => status(page)).toBe('sent');
    const headers = await request.allHeaders();
    expect(headers['x-wp-nonce']).toBeUndefined();
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.postDataBuffer()!.toString('utf8');
    expect(partOf(body, '_wpcf7_unit_tag')).toBe('wpcf7-f31-p32-o1');
    expect(partOf(body, 'your-message')).toBe('Hola, ¿enviáis a Canarias?');
    // The container's prefix, all 14 fields, once each; no plain ak_ fields.
    for (const key of ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm']) {
      expect(body.split(`name="_wpcf7_ak_${key}"`), key).toHaveLength(2);
    }
    expect(body).not.toMatch(/name="ak_/);
    const num = (key: string) => Number(partOf(body, `_wpcf7_ak_${key}`));
    expect(num('bkpc')).toBe(typedKeys);
    expect(partOf(body, '_wpcf7_ak_bkp')!.split(';').filter(Boolean)).toHaveLength(Math.min(typedKeys, 100));
    expect(num('bmcc')).toBeGreaterThanOrEqual(1); // the click on Enviar
    // That burst; the move onto Enviar starts another, normally still open when the form is sent.
    expect(num('bmmc')).toBeGreaterThanOrEqual(1);
    expect(num('bmmc')).toBeLessThanOrEqual(2);
    expect(partOf(body, '_wpcf7_ak_bmm')).toMatch(/^(\d+,\d+;){1,2}$/);
    expect(num('bib')).toBeGreaterThan(Date.now() - 60_000);
    expect(num('bib')).toBeLessThanOrEqual(num('bfs'));
    // Backspace and Shift are recorded as positions in the keypresses, not as keypresses.
    expect(partOf(body, '_wpcf7_ak_bck')).toBe(String(typedKeys - 2));
    expect(partOf(body, '_wpcf7_ak_bmk')).toBe(String(typedKeys - 2));
    expect(partOf(body, '_wpcf7_ak_hp_textarea')).toBe('');
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test.each([
    // docs/errors.md#network-errors: the REST client calls an HTML error page invalid_json, as @wordpress/api-fetch does.
    ['a 502 from the server', 'La respuesta no es una respuesta JSON válida.'],
    ['a timeout (timings.requestTimeout 800 ms)', 'El servidor ha tardado demasiado en responder.'],
  ])(
    '%s: the text stays, a Spanish message says so, a second click sends nothing more, and sending again works',
    async (label, message) => {
      const page = await h.newPage();
      const timeout = label.includes('timeout');
      if (timeout) await withRequestTimeout(page, '/contacto/', h.url, 800);
      await ready(page, '/contacto/', h.url);
      if (timeout) {
        expect(
          await page.evaluate(() => JSON.parse(document.querySelector('script#islands-config')!.textContent!).timings.requestTimeout),
        ).toBe(800);
      }
      await typeContact(page, 'Sin respuesta', 'Este texto no se pierde.');
      const feedback = h.url('/wp-json/contact-form-7/v1/contact-forms/31/feedback*');
      let routed = 0;
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(feedback, async (route) => {
        routed++;
        // Held while the test clicks again; the timeout case is never answered in time.
        await held;
        if (timeout) await route.abort().catch(() => {});
        else await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
      });
      const started = Date.now();
      await page.click('.wpcf7-submit');
      await expect.poll(() => status(page)).toBe('submitting');
      expect(await page.locator(FORM).getAttribute('aria-busy')).toBe('true');
      await page.click('.wpcf7-submit'); // an impatient second click while it is sent
      if (!timeout) release();
      await expect.poll(() => status(page), { timeout: 5000 }).toBe('failed');
      if (timeout) expect(Date.now() - started).toBeGreaterThanOrEqual(700);
      expect(routed).toBe(1);
      expect(await page.locator(FORM).getAttribute('aria-busy')).toBe('false');
      const shown = await page.locator('.wpcf7-response-output').textContent();
      expect(shown).toContain(message);
      expect(shown).toContain('Lo que has escrito sigue en el formulario');
      expect(await page.locator('.screen-reader-response [role=status]').textContent()).toBe(shown);
      for (const [name, value] of [
        ['your-name', 'Lucía Pérez'],
        ['your-email', 'lucia@example.com'],
        ['your-subject', 'Sin respuesta'],
        ['your-message', 'Este texto no se pierde.'],
      ]) {
        expect(await page.inputValue(`[name="${name}"]`), name).toBe(value);
      }
      release();
      await page.unroute(feedback);
      await page.click('.wpcf7-submit');
      await expect.poll(() => status(page)).toBe('sent');
      expect(await page.locator('.wpcf7-response-output').textContent()).toBe('Gracias por tu mensaje. Ha sido enviado.');
      expect(await (await fetch(h.url('/formulario-completo/'))).text()).toContain('Sin respuesta');
      h.expectNoConsoleErrors({ ignore: [/favicon\.ico/, /\/feedback.*(HTTP 502|ERR_ABORTED)/, /502 \(Bad Gateway\)/] });
    },
  );

  test('every kind of invalid field on the all-fields form shows its own error; an upload is judged on change and by the server', async () => {
    const page = await h.newPage();
    await ready(page, '/formulario-completo/', h.url);
    await page.fill('[name="your-email"]', 'marta@');
    await page.fill('[name="your-website"]', 'example');
    await page.fill('[name="your-phone"]', '600-abc');
    await page.fill('[name="your-quantity"]', '25');
    await page.fill('[name="your-date"]', '2019-12-31');
    await page.fill('[name="your-message"]', 'corto');
    await page.fill('[name="your-quiz"]', '7');
    await page.check('[name="your-consent"]');
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('invalid');
    const tips = () =>
      page
        .locator('.wpcf7-not-valid-tip')
        .evaluateAll((els) => els.map((e) => [e.closest('[data-name]')!.getAttribute('data-name'), e.textContent]));
    expect(await tips()).toEqual([
      ['your-name', 'Por favor, rellena este campo.'],
      ['your-email', 'Por favor, introduce una dirección de correo electrónico.'],
      ['your-website', 'Por favor, introduce una URL.'],
      ['your-phone', 'Por favor, introduce un número de teléfono.'],
      ['your-quantity', 'Este campo tiene un número demasiado grande.'],
      ['your-date', 'Este campo tiene una fecha demasiado temprana.'],
      ['your-topic', 'Por favor, rellena este campo.'],
      ['your-message', 'Este campo tiene una entrada demasiado corta.'],
      ['your-quiz', 'La respuesta al cuestionario no es correcta.'],
    ]);
    // The screen-reader list in the server's order, each control described by its item.
    const items = await page
      .locator('.screen-reader-response li')
      .evaluateAll((els) => els.map((e) => e.id.replace('wpcf7-f33-p34-o1-ve-', '')));
    expect(items).toEqual([
      'your-date',
      'your-quantity',
      'your-topic',
      'your-name',
      'your-email',
      'your-website',
      'your-phone',
      'your-message',
      'your-quiz',
    ]);
    for (const name of items) {
      const control = page.locator(`[data-name="${name}"] :is(input:not([type=hidden]), select, textarea)`).first();
      expect(await control.getAttribute('aria-invalid'), name).toBe('true');
      expect(await control.getAttribute('aria-describedby'), name).toBe(`wpcf7-f33-p34-o1-ve-${name}`);
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('your-name');
    expect(await axe(page)).toEqual([]);

    // Everything right but the upload: the browser flags the file type as soon as it is chosen…
    await fillAllFields(page);
    const question = await page.locator('.wpcf7-quiz-label').textContent();
    await page.fill('[name="your-quiz"]', question === '¿Cuánto es 2+3?' ? '5' : 'Madrid');
    await page.setInputFiles('[name="your-file"]', { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    const fileTip = page.locator('[data-name="your-file"] .wpcf7-not-valid-tip');
    await expect.poll(() => fileTip.textContent()).toBe('No tienes permisos para subir archivos de este tipo.');
    // …and the server, which judges uploads once the rest is valid, says the same.
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('invalid');
    expect(await tips()).toEqual([['your-file', 'No tienes permisos para subir archivos de este tipo.']]);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('your-file');
    // A file over the 1 MB limit, then a good one.
    const next = await page.locator('.wpcf7-quiz-label').textContent();
    await page.fill('[name="your-quiz"]', next === '¿Cuánto es 2+3?' ? '5' : 'Madrid');
    await page.setInputFiles('[name="your-file"]', { name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1_048_577) });
    await expect.poll(() => fileTip.textContent()).toBe('El archivo subido es demasiado grande.');
    await page.setInputFiles('[name="your-file"]', {
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await expect.poll(() => fileTip.count()).toBe(0);
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('sent');
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test("a chosen file is judged by Chromium's own File type when the accept list names MIME types (docs/contact-form.md#file)", async () => {
    const page = await h.newPage();
    // The same form with a file rule that names types rather than extensions, as a site may configure it.
    await page.route(/contact-forms\/33\/feedback\/schema/, async (route) => {
      const response = await route.fetch();
      const schema = (await response.json()) as { rules: { rule: string; accept?: string[] }[] };
      for (const rule of schema.rules) if (rule.rule === 'file') rule.accept = ['.pdf', 'image/*'];
      await route.fulfill({ response, json: schema });
    });
    await ready(page, '/formulario-completo/', h.url);
    await page.waitForLoadState('networkidle');
    const fileTip = page.locator('[data-name="your-file"] .wpcf7-not-valid-tip');
    const choose = (name: string, mimeType: string) =>
      page.setInputFiles('[name="your-file"]', { name, mimeType, buffer: Buffer.from('x') });
    // No extension, so only the File's type can make it acceptable: a PDF type matches neither '.pdf' nor image/*.
    await choose('documento', 'application/pdf');
    await expect.poll(() => fileTip.textContent()).toBe('No tienes permisos para subir archivos de este tipo.');
    expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('[name="your-file"]')!.files![0]!.type)).toBe(
      'application/pdf',
    );
    await choose('foto', 'image/png');
    await expect.poll(() => fileTip.count()).toBe(0);
    await choose('virus', 'application/x-msdownload');
    await expect.poll(() => fileTip.count()).toBe(1);
    await choose('captura', 'image/webp');
    await expect.poll(() => fileTip.count()).toBe(0);
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });

  test('a contact form inside another form shows the error instead of working', async () => {
    const page = await h.newPage();
    const original = await (await fetch(h.url('/contacto/'))).text();
    const nested = original
      .replace(/<div class="wpcf7 no-js"/, '<form method="post" action="/otro/"><div class="wpcf7 no-js"')
      .replace(/<\/form>\s*<\/div>/, '</form></div></form>');
    await page.route(h.url('/contacto-anidado/'), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: nested }),
    );
    await page.goto(h.url('/contacto-anidado/'));
    await expectHydrated(page, CF);
    expect(await page.locator(CF).textContent()).toBe('Error: Este formulario de contacto está situado en el lugar incorrecto.');
    expect(await page.locator(`${CF} input`).count()).toBe(0);
  });

  test.skipIf(!!phpSkipReason)('templates/contact-form.php prints markup the island mounts on and the server accepts', async () => {
    const args = {
      form_id: 31,
      post_id: 32,
      action: '/contacto/',
      fields: [
        { name: 'your-name', label: 'Tu nombre', type: 'text', required: true },
        { name: 'your-email', label: 'Tu correo electrónico', type: 'email', required: true },
        { name: 'your-subject', label: 'Asunto', type: 'text', required: true },
      ],
    };
    const form = execFileSync(
      phpBinary() ?? 'php',
      [join(rootDir, 'tests/render-template.php'), join(rootDir, 'templates/contact-form.php'), JSON.stringify(args)],
      { encoding: 'utf8' },
    );
    const original = await (await fetch(h.url('/contacto/'))).text();
    const body = original.replace(/<div class="wpcf7 no-js"[\s\S]*?<\/form>\s*<\/div>/, () => form);
    expect(body).toContain('data-name="your-subject"');
    const page = await h.newPage();
    await page.route(h.url('/contacto-plantilla/'), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
    );
    await ready(page, '/contacto-plantilla/', h.url);
    await page.fill('[name="your-name"]', 'Plantilla');
    await page.fill('[name="your-email"]', 'plantilla@example.com');
    await page.fill('[name="your-subject"]', 'Desde PHP');
    await page.locator('[name="your-subject"]').blur();
    await page.click('.wpcf7-submit');
    await expect.poll(() => status(page)).toBe('sent');
    expect(await axe(page)).toEqual([]);
  });

  test('with JavaScript off the form posts and the server renders the result', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/contacto/'));
    await page.click('.wpcf7-submit');
    expect(await status(page)).toBe('invalid');
    expect(await page.locator('[data-name="your-name"] .wpcf7-not-valid-tip').textContent()).toBe('Por favor, rellena este campo.');
    await page.fill('[name="your-name"]', 'Sin JavaScript');
    await page.fill('[name="your-email"]', 'nojs@example.com');
    await page.fill('[name="your-subject"]', 'Prueba');
    await page.click('.wpcf7-submit');
    expect(await status(page)).toBe('sent');
    expect(await page.locator('.wpcf7-response-output').textContent()).toBe('Gracias por tu mensaje. Ha sido enviado.');
  });

  test('with JavaScript off a failed post keeps the boxes, radios and selects the visitor chose', async () => {
    const page = await h.newPage({ javaScript: false });
    await page.goto(h.url('/formulario-completo/'));
    await page.check('[name="your-interests"][value="Podcast"]');
    await page.check('[name="your-contact-by"][value="Otro"]');
    await page.fill('[name="_wpcf7_free_text_your-contact-by"]', 'Por carta');
    await page.selectOption('[name="your-topic"]', 'Devolución');
    await page.check('[name="your-consent"]');
    await page.fill('[name="your-email"]', 'nojs@example.com');
    await page.click('.wpcf7-submit'); // no name: validation fails and the page comes back
    expect(await status(page)).toBe('invalid');
    expect(await page.isChecked('[name="your-interests"][value="Podcast"]')).toBe(true);
    expect(await page.isChecked('[name="your-contact-by"][value="Otro"]')).toBe(true);
    expect(await page.isChecked('[name="your-contact-by"][value="Correo"]')).toBe(false);
    expect(await page.inputValue('[name="_wpcf7_free_text_your-contact-by"]')).toBe('Por carta');
    expect(await page.inputValue('[name="your-topic"]')).toBe('Devolución');
    expect(await page.isChecked('[name="your-consent"]')).toBe(true);
    expect(await page.inputValue('[name="your-email"]')).toBe('nojs@example.com');
  });
});
