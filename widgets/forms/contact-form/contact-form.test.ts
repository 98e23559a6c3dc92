import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';
import { resetSiteConfig } from '../../../runtime/page/config.ts';
import { defaultTimings } from '../../../rules/site-config.ts';
import { QUIZ, SCHEMA, contactFormMarkup } from './test-markup.ts';

type Answer = Response | (() => Response | Promise<Response>);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let islands: Islands | undefined;
let feedback: Answer[] = [];
let schemaAnswer: unknown;
let refillAnswer: unknown;
let calls: { url: string; init: RequestInit }[] = [];
let events: string[] = [];
let listening: AbortController;

const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const posts = () => calls.filter((c) => c.init.method === 'POST');
const settle = () => vi.waitFor(() => expect(document.querySelector('[data-island="pending"]')).toBeNull(), { timeout: 5000 });

/** Mounts the island, then turns to the form as a visitor does (a focus), which fetches the rest and the schema. */
async function mount(markup = contactFormMarkup()) {
  document.body.innerHTML = markup;
  islands = startIslands(widgets.filter((w) => w.name === 'contact-form'));
  await settle();
  form()
    .querySelector('input:not([type="hidden"]), textarea')
    ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await vi.waitFor(() => expect(calls.some((c) => c.url.includes('/feedback/schema'))).toBe(true));
  await new Promise((r) => setTimeout(r, 0));
}

/** Submits and waits until the answer is shown (and, after mail_sent, the reset and refill are done). */
async function submit() {
  const before = posts().length;
  form().requestSubmit();
  await vi.waitFor(() => {
    expect(posts().length).toBeGreaterThan(before);
    expect(form().getAttribute('aria-busy')).toBe('false');
    expect(['submitting', 'resetting', 'validating']).not.toContain(form().getAttribute('data-status'));
  });
  await new Promise((r) => setTimeout(r, 10));
}

const validAnswer = {
  contact_form_id: 33,
  status: 'mail_sent',
  message: 'Gracias por tu mensaje. Ha sido enviado.',
  posted_data_hash: 'abc',
  into: '#wpcf7-f33-p34-o1',
  invalid_fields: [],
  quiz: QUIZ,
};

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="islands-config">{"restRoot":"/wp-json/","nonce":"stale"}</script>`;
  feedback = [];
  schemaAnswer = SCHEMA;
  refillAnswer = { quiz: { 'your-quiz': ['¿Cuánto es 1+1?', 'h2'] } };
  calls = [];
  events = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url.includes('/feedback/schema')) return json(schemaAnswer);
    if (url.includes('/refill')) return json(refillAnswer);
    const next = feedback.shift() ?? json(validAnswer);
    return typeof next === 'function' ? next() : next;
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  listening = new AbortController();
  const { signal } = listening;
  for (const name of ['wpcf7beforesubmit', 'wpcf7submit', 'wpcf7invalid', 'wpcf7mailsent', 'wpcf7spam', 'wpcf7reset', 'wpcf7unaccepted']) {
    document.addEventListener(name, () => events.push(name), { signal });
  }
  document.addEventListener('wpcf7statuschanged', (e) => events.push(`status:${(e as CustomEvent).detail.status}`), { signal });
});

afterEach(() => {
  resetSiteConfig();
  vi.useRealTimers();
  listening.abort();
  islands?.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { wpcf7?: unknown }).wpcf7;
  delete (window as { islandsCaptcha?: unknown }).islandsCaptcha;
});

describe('contact-form', () => {
  it('mounts on the unmodified markup: js class, spinner; the first focus fetches the schema, without X-WP-Nonce', async () => {
    document.body.innerHTML = contactFormMarkup();
    islands = startIslands(widgets.filter((w) => w.name === 'contact-form'));
    await settle();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls, 'nothing fetched before the visitor turns to the form').toEqual([]);
    expect(form().querySelector('.wpcf7-submit')!.hasAttribute('disabled'), 'the acceptance gate is there at once').toBe(true);
    islands.stop();
    await mount();
    expect(document.querySelector('.wpcf7')!.className).toBe('wpcf7 js');
    expect(document.querySelector('.wpcf7')!.getAttribute('data-island')).toBe('mounted');
    expect(form().querySelector('.has-spinner + .wpcf7-spinner')).not.toBeNull();
    expect(new Headers(calls[0]!.init.headers).has('X-WP-Nonce')).toBe(false);
  });

  it('sends once as multipart, fires the events in order, resets, refills the quiz and ends in sent', async () => {
    await mount();
    field('your-name').value = 'Marta';
    field('your-consent').click();
    events = [];
    form().requestSubmit();
    form().requestSubmit(); // a double click
    await vi.waitFor(() => expect(form().getAttribute('data-status')).toBe('sent'));
    await vi.waitFor(() => expect(events.at(-1)).toBe('wpcf7reset'));
    expect(posts()).toHaveLength(1);
    const { url, init } = posts()[0]!;
    expect(url).toContain('/wp-json/contact-form-7/v1/contact-forms/33/feedback');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('_wpcf7_unit_tag')).toBe('wpcf7-f33-p34-o1');
    expect(new Headers(init.headers).has('X-WP-Nonce')).toBe(false);
    expect(events).toEqual([
      'wpcf7beforesubmit',
      'status:submitting',
      'status:sent',
      'wpcf7mailsent',
      'wpcf7submit',
      'status:resetting',
      'status:sent',
      'wpcf7reset',
    ]); // Contact Form 7's order on the real site (tests/real-site/third-party-events)
    expect(field('your-name').value).toBe('');
    expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('¿Cuánto es 1+1?');
    expect(field('_wpcf7_quiz_answer_your-quiz').value).toBe('h2');
    expect(field('_wpcf7_posted_data_hash').value).toBe('abc');
    expect(form().querySelector('.wpcf7-response-output')!.textContent).toBe(validAnswer.message);
    expect(document.querySelector('.screen-reader-response [role=status]')!.textContent).toBe(validAnswer.message);
  });

  it('after mail_sent sends nothing more until the visitor types, changes something or resets the form', async () => {
    await mount();
    await submit();
    expect(posts()).toHaveLength(1);
    const shown = () => [form().getAttribute('data-status'), form().querySelector('.wpcf7-response-output')!.textContent];
    for (let i = 0; i < 3; i++) form().requestSubmit();
    await new Promise((r) => setTimeout(r, 20));
    expect(posts()).toHaveLength(1);
    expect(shown()).toEqual(['sent', validAnswer.message]);
    for (const edit of [
      () => field('your-name').dispatchEvent(new Event('input', { bubbles: true })),
      () => field('your-consent').click(),
      async () => {
        form().reset();
        await vi.waitFor(() => expect(form().getAttribute('data-status')).toBe('init'));
      },
    ]) {
      const before = posts().length;
      await edit();
      await submit();
      expect(posts()).toHaveLength(before + 1);
      form().requestSubmit();
      await new Promise((r) => setTimeout(r, 20));
      expect(posts(), 'and again nothing until the next edit').toHaveLength(before + 1);
    }
  });

  it('shows each invalid field, lists the errors for screen readers and focuses the first', async () => {
    await mount();
    feedback.push(
      json({
        ...validAnswer,
        status: 'validation_failed',
        message: 'Uno o más campos tienen un error.',
        posted_data_hash: '',
        invalid_fields: [
          { field: 'your-email', message: 'Correo no válido', idref: null, error_id: 'wpcf7-f33-p34-o1-ve-your-email' },
          { field: 'your-name', message: 'Rellena este campo', idref: null, error_id: 'wpcf7-f33-p34-o1-ve-your-name' },
        ],
      }),
    );
    await submit();
    expect(form().getAttribute('data-status')).toBe('invalid');
    expect(form().classList.contains('invalid')).toBe(true);
    expect(events).toContain('wpcf7invalid');
    const tip = form().querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')!;
    expect(tip.textContent).toBe('Rellena este campo');
    expect(tip.getAttribute('aria-hidden')).toBe('true');
    expect(field('your-name').getAttribute('aria-invalid')).toBe('true');
    expect(field('your-name').getAttribute('aria-describedby')).toBe('wpcf7-f33-p34-o1-ve-your-name');
    const items = [...document.querySelectorAll('.screen-reader-response li')].map((li) => [li.id, li.innerHTML]);
    expect(items).toEqual([
      ['wpcf7-f33-p34-o1-ve-your-email', '<a href="#correo">Correo no válido</a>'],
      ['wpcf7-f33-p34-o1-ve-your-name', 'Rellena este campo'],
    ]);
    expect(document.activeElement).toBe(field('your-name'));
    // The next submit clears every error first.
    await submit();
    expect(form().querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect(field('your-name').getAttribute('aria-invalid')).toBe('false');
  });

  it.each([
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_failed', 'failed'],
    ['payment_required', 'payment-required'],
    ['a_b_c', 'custom-a-b-c'],
  ])('shows the server status %s as %s', async (status, shown) => {
    await mount();
    feedback.push(json({ ...validAnswer, status, message: 'm' }));
    await submit();
    expect(form().getAttribute('data-status')).toBe(shown);
    expect(form().classList.contains(shown)).toBe(true);
    expect(form().classList.contains('init')).toBe(false);
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')), 'Probablemente estás desconectado.'],
    // The REST client's answer to an HTML error page, as @wordpress/api-fetch (docs/errors.md#network-errors).
    ['a 5xx', () => new Response('<h1>Error</h1>', { status: 502 }), 'La respuesta no es una respuesta JSON válida.'],
    [
      'a 404 with a WP error',
      () => json({ code: 'wpcf7_not_found', message: 'No se ha encontrado el formulario.' }, 404),
      'No se ha encontrado el formulario.',
    ],
  ])('keeps every value on %s, says so in Spanish and lets the shopper send again', async (_label, fail, text) => {
    await mount();
    field('your-name').value = 'Marta';
    field('your-message').value = 'Un mensaje largo';
    feedback.push(fail as Answer);
    await submit();
    expect(form().getAttribute('data-status')).toBe('failed');
    const shown = form().querySelector('.wpcf7-response-output')!.textContent!;
    expect(shown).toContain(text);
    expect(shown).toContain('Lo que has escrito sigue en el formulario');
    expect(field('your-name').value).toBe('Marta');
    expect(field('your-message').value).toBe('Un mensaje largo');
    await submit();
    expect(posts()).toHaveLength(2);
    expect(form().getAttribute('data-status')).toBe('sent');
  });

  it.each([
    ['validation_failed', 'wpcf7invalid'],
    ['acceptance_missing', 'wpcf7unaccepted'],
    ['spam', 'wpcf7spam'],
    ['aborted', 'wpcf7aborted'],
    ['mail_failed', 'wpcf7mailfailed'],
    ['mail_sent', 'wpcf7mailsent'],
    ['payment_required', null],
  ])('answers %s with %s then wpcf7submit, on the form, bubbling, with the detail analytics read', async (status, specific) => {
    await mount();
    field('your-name').value = 'Marta';
    const seen: { type: string; target: EventTarget | null; detail: Record<string, unknown> }[] = [];
    const record = (e: Event) => seen.push({ type: e.type, target: e.target, detail: (e as CustomEvent).detail });
    for (const name of [
      'wpcf7beforesubmit',
      'wpcf7submit',
      'wpcf7invalid',
      'wpcf7unaccepted',
      'wpcf7spam',
      'wpcf7aborted',
      'wpcf7mailsent',
      'wpcf7mailfailed',
    ]) {
      document.addEventListener(name, record, { signal: listening.signal });
    }
    const apiResponse = { ...validAnswer, status, message: 'm', invalid_fields: [] };
    feedback.push(json(apiResponse));
    await submit();
    expect(seen.map((e) => e.type)).toEqual(['wpcf7beforesubmit', ...(specific ? [specific] : []), 'wpcf7submit']);
    expect(seen.every((e) => e.target === form())).toBe(true);
    const [before, ...answered] = seen;
    const common = {
      contactFormId: 33,
      pluginVersion: '6.1.6',
      contactFormLocale: 'es_ES',
      unitTag: 'wpcf7-f33-p34-o1',
      containerPostId: 34,
    };
    expect(before!.detail).toMatchObject({ ...common, status: 'init' });
    for (const { detail } of answered) {
      expect(detail).toMatchObject({ ...common, status, apiResponse });
      // inputs leave out the plugin's own `_` fields; formData is what was posted.
      const inputs = detail.inputs as { name: string; value: unknown }[];
      expect(inputs).toContainEqual({ name: 'your-name', value: 'Marta' });
      expect(inputs.some((i) => i.name.startsWith('_'))).toBe(false);
      expect(detail.formData).toBe(posts()[0]!.init.body);
    }
  });

  it('tells wpcf7statuschanged listeners the shown status and the one before it', async () => {
    await mount();
    const changes: [string, string][] = [];
    document.addEventListener(
      'wpcf7statuschanged',
      (e) => {
        const { status, prevStatus } = (e as CustomEvent<{ status: string; prevStatus: string }>).detail;
        changes.push([prevStatus, status]);
      },
      { signal: listening.signal },
    );
    feedback.push(json({ ...validAnswer, status: 'validation_failed', message: 'm' }));
    await submit();
    await submit();
    expect(changes).toEqual([
      ['init', 'submitting'],
      ['submitting', 'invalid'],
      ['invalid', 'submitting'],
      ['submitting', 'sent'],
      ['sent', 'resetting'],
      ['resetting', 'sent'],
    ]);
  });

  it('posts the name and value of the button that submitted the form', async () => {
    await mount();
    form()
      .querySelector('.wpcf7-submit')!
      .insertAdjacentHTML('afterend', '<button type="submit" name="accion" value="presupuesto">Pedir presupuesto</button>');
    field('your-consent').click();
    form().querySelector<HTMLButtonElement>('button[name="accion"]')!.click();
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]!.init.body as FormData).getAll('accion')).toEqual(['presupuesto']);
    await vi.waitFor(() => expect(form().getAttribute('data-status')).toBe('sent'));
    // A submit without a named button posts no such field (after an edit: a sent form waits for one).
    field('your-consent').click();
    await submit();
    expect((posts()[1]!.init.body as FormData).has('accion')).toBe(false);
  });

  it('applies a captcha refill from the answer: new image, its number in the challenge field', async () => {
    await mount();
    form()
      .querySelector('.wpcf7-submit')!
      .insertAdjacentHTML(
        'beforebegin',
        '<span class="wpcf7-form-control-wrap" data-name="captcha-1"><img class="wpcf7-captcha-captcha-1" width="72" height="24" alt="captcha" src="/old/111.png" />' +
          '<input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="111" /><input class="wpcf7-form-control wpcf7-captchar" type="text" name="captcha-1" /></span>',
      );
    feedback.push(
      json({
        ...validAnswer,
        status: 'validation_failed',
        message: 'm',
        captcha: { 'captcha-1': 'http://localhost/wp-content/uploads/wpcf7_captcha/2048576.png' },
      }),
    );
    await submit();
    expect(form().querySelector('img.wpcf7-captcha-captcha-1')!.getAttribute('src')).toBe(
      'http://localhost/wp-content/uploads/wpcf7_captcha/2048576.png',
    );
    expect(field('_wpcf7_captcha_challenge_captcha-1').value).toBe('2048576');
  });

  it('after mail_sent the counters show the reset text again', async () => {
    await mount();
    const counter = form().querySelector('.wpcf7-character-count')!;
    field('your-message').value = 'Un mensaje largo';
    field('your-message').dispatchEvent(new Event('input', { bubbles: true }));
    expect(counter.textContent).toBe('16');
    await submit();
    expect(form().getAttribute('data-status')).toBe('sent');
    expect([counter.textContent, counter.getAttribute('data-current-value')]).toEqual(['0', '0']);
    expect(counter.classList.contains('too-short')).toBe(true);
  });

  it('does not validate a field inside .novalidate on change', async () => {
    await mount();
    form().querySelector('[data-name="your-email"]')!.parentElement!.classList.add('novalidate');
    field('your-email').value = 'a@b.c';
    field('your-email').dispatchEvent(new Event('change', { bubbles: true }));
    expect(events).toEqual([]);
    expect(form().querySelector('.wpcf7-not-valid-tip')).toBeNull();
  });

  it('makes inert-on-submitting elements inert only while submitting', async () => {
    await mount();
    let release!: () => void;
    feedback.push(() => new Promise<Response>((r) => (release = () => r(json({ ...validAnswer, status: 'spam' })))));
    form().requestSubmit();
    const help = form().querySelector('.inert-on-submitting')!;
    await vi.waitFor(() => expect(help.hasAttribute('inert')).toBe(true));
    release();
    await vi.waitFor(() => expect(help.hasAttribute('inert')).toBe(false));
  });

  it('validates a changed field on change (validating, then back) and only that field', async () => {
    await mount();
    field('your-email').value = 'a@b.c';
    field('your-email').dispatchEvent(new Event('change', { bubbles: true }));
    expect(events).toEqual(['status:validating', 'status:init']);
    expect(form().querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')!.textContent).toBe(SCHEMA.rules[2]!.error);
    expect(form().querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')).toBeNull();
    field('your-email').value = 'a@b.co';
    field('your-email').dispatchEvent(new Event('change', { bubbles: true }));
    expect(form().querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')).toBeNull();
  });

  it('adds http:// to a URL with a dot and no scheme', async () => {
    await mount();
    field('your-website').value = ' example.com ';
    field('your-website').dispatchEvent(new Event('change', { bubbles: true }));
    expect(field('your-website').value).toBe('http://example.com');
    expect(form().querySelector('[data-name="your-website"] .wpcf7-not-valid-tip')).toBeNull();
  });

  it('gates submit on the acceptance box, and on an inverted one the other way round', async () => {
    await mount();
    const send = form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
    expect(send.disabled).toBe(true);
    field('your-consent').click();
    expect(send.disabled).toBe(false);
    islands?.stop();
    await mount(contactFormMarkup({ acceptanceClass: 'invert' }));
    expect(form().querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled).toBe(false);
    field('your-consent').click();
    expect(form().querySelector<HTMLInputElement>('.wpcf7-submit')!.disabled).toBe(true);
  });

  it('keeps exclusive checkboxes exclusive and enables free text only with its option', async () => {
    await mount();
    const [tee, hoodie] = form().querySelectorAll<HTMLInputElement>('[name="your-interests"]');
    tee!.click();
    hoodie!.click();
    expect([tee!.checked, hoodie!.checked]).toEqual([false, true]);
    const free = field('_wpcf7_free_text_your-contact-by');
    expect(free.disabled).toBe(true);
    form().querySelector<HTMLInputElement>('[name="your-contact-by"][value="Otro"]')!.click();
    expect(free.disabled).toBe(false);
    expect(document.activeElement).toBe(free);
    form().querySelector<HTMLInputElement>('[name="your-contact-by"][value="Correo"]')!.click();
    expect(free.disabled).toBe(true);
  });

  it('counts characters and flags too-short and too-long', async () => {
    await mount();
    const counter = form().querySelector('.wpcf7-character-count')!;
    const type = (text: string) => {
      field('your-message').value = text;
      field('your-message').dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('hola');
    expect([counter.textContent, counter.className]).toEqual(['4', 'wpcf7-character-count up too-short']);
    type('un mensaje de más de veinte');
    expect(counter.classList.contains('too-long')).toBe(true);
  });

  it('gets a captcha token from the hook before each submit, and wpcf7.submit can be wrapped', async () => {
    await mount();
    (window as { islandsCaptcha?: unknown }).islandsCaptcha = async () => 'token-1';
    const g = (window as unknown as { wpcf7: { submit: (f: HTMLFormElement, o?: object) => Promise<void> } }).wpcf7;
    const original = g.submit;
    const wrapped: string[] = [];
    g.submit = async (f, o) => {
      wrapped.push('before');
      await original(f, o);
    };
    await submit();
    expect(wrapped).toEqual(['before']);
    expect((posts()[0]!.init.body as FormData).get('_wpcf7_recaptcha_response')).toBe('token-1');
  });

  it('keeps the form as typed and sends nothing when the captcha hook fails, then sends once it works', async () => {
    await mount();
    field('your-name').value = 'Marta';
    (window as { islandsCaptcha?: unknown }).islandsCaptcha = () => Promise.reject(new Error('captcha down'));
    form().requestSubmit();
    await vi.waitFor(() => expect(form().getAttribute('data-status')).toBe('failed'));
    expect(posts()).toHaveLength(0);
    expect(form().querySelector('.wpcf7-response-output')!.textContent).toContain('No se ha podido completar la verificación anti-spam.');
    expect(field('your-name').value).toBe('Marta');
    (window as { islandsCaptcha?: unknown }).islandsCaptcha = () => 'token-2';
    await submit();
    expect((posts()[0]!.init.body as FormData).get('_wpcf7_recaptcha_response')).toBe('token-2');
    expect(form().getAttribute('data-status')).toBe('sent');
  });

  it('replaces a contact form nested in another form with the error and sends nothing', async () => {
    document.body.innerHTML = contactFormMarkup({ outer: true });
    islands = startIslands(widgets.filter((w) => w.name === 'contact-form'));
    await settle();
    expect(document.querySelector('.wpcf7')!.textContent).toBe('Error: Este formulario de contacto está situado en el lugar incorrecto.');
    expect(document.querySelector('.wpcf7 input')).toBeNull();
    expect(calls).toEqual([]);
  });

  describe('hostile answers: the form ends in a proper state, says so, and keeps what was typed', () => {
    /** Types into two fields, submits once, and returns what the visitor sees afterwards. */
    async function answered(answer: unknown) {
      await mount();
      const errors = vi.spyOn(console, 'error');
      field('your-name').value = 'Marta';
      field('your-message').value = 'Un mensaje largo';
      feedback.push(json(answer));
      await submit();
      return {
        status: form().getAttribute('data-status'),
        busy: form().getAttribute('aria-busy'),
        message: form().querySelector('.wpcf7-response-output')!.textContent,
        announced: document.querySelector('.screen-reader-response [role=status]')!.textContent,
        typed: [field('your-name').value, field('your-message').value],
        errors: errors.mock.calls,
      };
    }

    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
      "status '%s' (an Object.prototype name) is an unknown status: not sent, said so, sendable again",
      async (status) => {
        const seen = await answered({ ...validAnswer, status, message: 'Respuesta rara.' });
        expect(seen).toMatchObject({ busy: 'false', typed: ['Marta', 'Un mensaje largo'], errors: [] });
        expect(seen.status).toMatch(/^custom-[a-z0-9-]+$/);
        expect(seen.message).toBe(
          'Tu mensaje no se ha enviado. Respuesta rara. Lo que has escrito sigue en el formulario: puedes volver a enviarlo.',
        );
        expect(seen.announced).toBe(seen.message);
        expect(events.filter((e) => !e.startsWith('status:'))).toEqual(['wpcf7beforesubmit', 'wpcf7submit']);
        await submit();
        expect(form().getAttribute('data-status')).toBe('sent');
      },
    );

    it('an unknown status with no message says the generic failure', async () => {
      const seen = await answered({ status: 'algo_nuevo' });
      expect(seen).toMatchObject({ status: 'custom-algo-nuevo', busy: 'false', typed: ['Marta', 'Un mensaje largo'], errors: [] });
      expect(seen.message).toBe(
        'Tu mensaje no se ha enviado. Ha ocurrido un error desconocido. Lo que has escrito sigue en el formulario: puedes volver a enviarlo.',
      );
    });

    it('invalid_fields entries that are not {field, message} are dropped; the good ones still show', async () => {
      const seen = await answered({
        ...validAnswer,
        status: 'validation_failed',
        message: 'Uno o más campos tienen un error.',
        invalid_fields: [
          null,
          'your-name',
          7,
          [],
          { field: 5, message: 'x' },
          { field: 'your-email' },
          { field: '__proto__', message: 'Campo raro' },
          { field: 'your-name', message: 'Rellena este campo', idref: { x: 1 }, error_id: ['a'] },
        ],
      });
      expect(seen).toMatchObject({
        status: 'invalid',
        busy: 'false',
        message: 'Uno o más campos tienen un error.',
        typed: ['Marta', 'Un mensaje largo'],
        errors: [],
      });
      const tips = [...form().querySelectorAll('.wpcf7-not-valid-tip')].map((tip) => [
        tip.parentElement!.getAttribute('data-name'),
        tip.textContent,
      ]);
      expect(tips).toEqual([['your-name', 'Rellena este campo']]);
      expect([...document.querySelectorAll('.screen-reader-response li')].map((li) => [li.id, li.textContent])).toEqual([
        ['wpcf7-f33-p34-o1-ve-__proto__', 'Campo raro'],
        ['wpcf7-f33-p34-o1-ve-your-name', 'Rellena este campo'],
      ]);
      expect(document.activeElement).toBe(field('your-name'));
    });

    it('invalid_fields: [null] with validation_failed shows the message and no field error', async () => {
      const seen = await answered({
        ...validAnswer,
        status: 'validation_failed',
        message: 'Uno o más campos tienen un error.',
        invalid_fields: [null],
      });
      expect(seen).toMatchObject({
        status: 'invalid',
        busy: 'false',
        message: 'Uno o más campos tienen un error.',
        typed: ['Marta', 'Un mensaje largo'],
        errors: [],
      });
      expect(form().querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    });

    it('captcha and quiz keys with quotes, brackets and backslashes are matched by name, never put in a selector', async () => {
      await mount();
      const key = 'c"],img[x=\\';
      form()
        .querySelector('.wpcf7-submit')!
        .insertAdjacentHTML(
          'beforebegin',
          `<span class="wpcf7-form-control-wrap" data-name="captcha-1"><img class="wpcf7-captcha-captcha-1" alt="captcha" src="/old/111.png" />` +
            `<input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="111" /></span>`,
        );
      const img = form().querySelector('img')!;
      img.classList.add(`wpcf7-captcha-${key.replace(/:/g, '')}`);
      const challenge = Object.assign(document.createElement('input'), {
        type: 'hidden',
        name: `_wpcf7_captcha_challenge_${key}`,
        value: '1',
      });
      form().append(challenge);
      const errors = vi.spyOn(console, 'error');
      feedback.push(
        json({
          ...validAnswer,
          captcha: { [key]: '/new/222.png', 'captcha-1': 5, __proto__: '/x/3.png' },
          quiz: { [key]: ['¿Y esto?', 'h9'], 'your-quiz': 'no es un par', __proto__: ['a', 'b'] },
        }),
      );
      field('your-name').value = 'Marta';
      await submit();
      expect(errors.mock.calls).toEqual([]);
      expect(form().getAttribute('data-status')).toBe('sent');
      expect(form().querySelector('.wpcf7-response-output')!.textContent).toBe(validAnswer.message);
      expect(img.getAttribute('src')).toBe('/new/222.png');
      expect(challenge.value).toBe('222');
      expect(field('_wpcf7_captcha_challenge_captcha-1').value, 'a URL that is no string is dropped').toBe('111');
      // The refill after the reset asks the quiz again; the answer's broken quiz entry changed nothing.
      expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('¿Cuánto es 1+1?');
      expect(field('your-name').value).toBe('');
    });

    it('a refill whose captcha key holds a quote still refills', async () => {
      refillAnswer = { captcha: { 'a"b': '/c/9.png' }, quiz: { 'your-quiz': ['¿Capital de Francia?', 'h3'] } };
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.mocked(console.warn);
      await mount();
      warnings.mockClear();
      await submit();
      expect(errors.mock.calls).toEqual([]);
      expect(warnings.mock.calls).toEqual([]);
      expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('¿Capital de Francia?');
      expect(form().getAttribute('data-status')).toBe('sent');
    });

    it('a schema with rules named after Object.prototype, null rules and a non-list accept validates the rest', async () => {
      schemaAnswer = {
        rules: [
          null,
          'required',
          { rule: '__proto__', field: 'your-name', error: 'a' },
          { rule: 'constructor', field: 'your-name', error: 'b' },
          { rule: 'hasOwnProperty', field: 'your-name', error: 'c' },
          { rule: 'enum', field: 'your-name', accept: 'Marta', error: 'd' },
          { rule: 'all', rules: 'no', field: 'your-name' },
          { rule: 'any', rules: [null], field: 'your-name', error: 'e' },
          ...SCHEMA.rules,
        ],
      };
      await mount();
      const errors = vi.spyOn(console, 'error');
      events = [];
      field('your-name').value = 'Marta';
      field('your-name').dispatchEvent(new Event('change', { bubbles: true }));
      expect(events).toEqual(['status:validating', 'status:init']);
      expect(form().querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')).toBeNull();
      field('your-email').value = 'a@b';
      field('your-email').dispatchEvent(new Event('change', { bubbles: true }));
      expect(form().querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')!.textContent).toBe(SCHEMA.rules[2]!.error);
      expect(errors.mock.calls).toEqual([]);
    });
  });

  describe('captcha token refresh (docs/contact-form.md#captcha: every 60 seconds)', () => {
    /** mount() without vi.waitFor, which moves fake timers on while it polls: the 60 s count starts at 0. */
    async function mountKeepingClock() {
      document.body.innerHTML = contactFormMarkup();
      islands = startIslands(widgets.filter((w) => w.name === 'contact-form'));
      for (let i = 0; i < 500 && !form()?.closest('[data-island="mounted"]'); i++) await new Promise((r) => setTimeout(r, 10));
      field('your-name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      for (let i = 0; i < 500 && !calls.some((c) => c.url.includes('/feedback/schema')); i++) await new Promise((r) => setTimeout(r, 10));
      expect(document.querySelector('.wpcf7')!.getAttribute('data-island')).toBe('mounted');
    }

    const captchaInput = () => form().querySelector<HTMLInputElement>('input[name="_wpcf7_recaptcha_response"]');

    it('asks the hook again every 60 s while the form is on the page, and stops on unmount', async () => {
      expect(defaultTimings.captchaRefresh).toBe(60_000);
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const asked: HTMLFormElement[] = [];
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = async (f: HTMLFormElement) => {
        asked.push(f);
        return `token-${asked.length}`;
      };
      await mountKeepingClock();
      expect(asked).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(asked).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toEqual([form()]);
      expect(captchaInput()!.value).toBe('token-1');
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(asked).toHaveLength(3);
      expect(captchaInput()!.value).toBe('token-3');
      // Before each submit as well, and the submit sends the newest token.
      await submit();
      expect(asked).toHaveLength(4);
      expect((posts()[0]!.init.body as FormData).get('_wpcf7_recaptcha_response')).toBe('token-4');
      islands!.stop();
      islands = undefined;
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(asked).toHaveLength(4);
    });

    it('takes the interval from timings.captchaRefresh of the islands-config when the theme sets one', async () => {
      document.head.innerHTML = `<script type="application/json" id="islands-config">{"restRoot":"/wp-json/","timings":{"captchaRefresh":5000}}</script>`;
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      let asked = 0;
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = () => `token-${++asked}`;
      await mountKeepingClock();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(asked).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toBe(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(asked).toBe(3);
      expect(captchaInput()!.value).toBe('token-3');
    });

    it('uses a hook set after the form mounted, skips a tick while the last call is pending, and survives a failing hook', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      await mountKeepingClock();
      await vi.advanceTimersByTimeAsync(60_000); // no hook yet: nothing to do
      expect(captchaInput()).toBeNull();
      let calls = 0;
      let release!: (token: string) => void;
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = () => {
        calls++;
        return new Promise<string>((r) => (release = r));
      };
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000); // still waiting for the first token
      expect(calls).toBe(1);
      release('slow-token');
      await vi.advanceTimersByTimeAsync(0);
      expect(captchaInput()!.value).toBe('slow-token');
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = () => Promise.reject(new Error('captcha down'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('captcha refresh failed'), expect.any(Error));
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = () => 'fresh';
      await vi.advanceTimersByTimeAsync(60_000);
      expect(captchaInput()!.value).toBe('fresh');
    });
  });

  describe('captcha execute timeout (docs/contact-form.md#captcha: 15000 ms)', () => {
    const never = (count: () => void) => () => {
      count();
      return new Promise<string>(() => {});
    };

    it('gives up on a hook that never answers after 15 s: the failure message, the typed text kept, nothing sent, and the next submit asks again', async () => {
      expect(defaultTimings.captchaExecute).toBe(15_000);
      await mount();
      field('your-name').value = 'Marta';
      let asked = 0;
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = never(() => asked++);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      form().requestSubmit();
      form().requestSubmit(); // still waiting for the token: ignored
      await vi.advanceTimersByTimeAsync(14_999);
      expect(asked).toBe(1);
      expect(form().getAttribute('data-status')).not.toBe('failed');
      await vi.advanceTimersByTimeAsync(1);
      expect(form().getAttribute('data-status')).toBe('failed');
      expect(form().querySelector('.wpcf7-response-output')!.textContent).toContain('No se ha podido completar la verificación anti-spam.');
      expect(posts()).toHaveLength(0);
      expect(field('your-name').value).toBe('Marta');
      vi.useRealTimers();
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = async () => {
        asked++;
        return 'token-late';
      };
      await submit();
      expect(asked).toBe(2);
      expect(posts()).toHaveLength(1);
      expect((posts()[0]!.init.body as FormData).get('_wpcf7_recaptcha_response')).toBe('token-late');
      expect((posts()[0]!.init.body as FormData).get('your-name')).toBe('Marta');
      expect(form().getAttribute('data-status')).toBe('sent');
    });

    it('waits 20 s at most for a hook that is not there yet when the form carries a captcha field (SPEC §9 anchor timeout), then fails', async () => {
      expect(defaultTimings.captchaAnchor).toBe(20_000);
      await mount();
      form().append(Object.assign(document.createElement('input'), { type: 'hidden', name: '_wpcf7_recaptcha_response' }));
      delete (window as { islandsCaptcha?: unknown }).islandsCaptcha;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      form().requestSubmit();
      await vi.advanceTimersByTimeAsync(19_900);
      expect(form().getAttribute('data-status')).not.toBe('failed');
      await vi.advanceTimersByTimeAsync(100);
      expect(form().getAttribute('data-status')).toBe('failed');
      expect(form().querySelector('.wpcf7-response-output')!.textContent).toContain('No se ha podido completar la verificación anti-spam.');
      expect(posts()).toHaveLength(0);
      vi.useRealTimers();
    });

    it('a hook that arrives within the anchor timeout gives the token the submit sends', async () => {
      await mount();
      form().append(Object.assign(document.createElement('input'), { type: 'hidden', name: '_wpcf7_recaptcha_response' }));
      delete (window as { islandsCaptcha?: unknown }).islandsCaptcha;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      form().requestSubmit();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(posts()).toHaveLength(0);
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = () => 'anchored-token';
      await vi.advanceTimersByTimeAsync(100);
      vi.useRealTimers();
      await vi.waitFor(() => expect(posts()).toHaveLength(1));
      expect((posts()[0]!.init.body as FormData).get('_wpcf7_recaptcha_response')).toBe('anchored-token');
    });

    it('takes the limit from timings.captchaExecute of the islands-config when the theme sets one', async () => {
      document.head.innerHTML = `<script type="application/json" id="islands-config">{"restRoot":"/wp-json/","timings":{"captchaExecute":3000}}</script>`;
      await mount();
      (window as { islandsCaptcha?: unknown }).islandsCaptcha = never(() => {});
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      form().requestSubmit();
      await vi.advanceTimersByTimeAsync(2_999);
      expect(form().getAttribute('data-status')).not.toBe('failed');
      await vi.advanceTimersByTimeAsync(1);
      expect(form().getAttribute('data-status')).toBe('failed');
      expect(posts()).toHaveLength(0);
    });
  });

  describe("the REST root: the plugin's inline wpcf7.api first, then the site configuration", () => {
    const setPluginApi = (api: unknown) => ((window as { wpcf7?: unknown }).wpcf7 = { api });
    /** Where each call went: its path and, for a query-style root, its rest_route. */
    const where = (url: string) => {
      const u = new URL(url, location.href);
      return { origin: u.origin, path: u.pathname, route: u.searchParams.get('rest_route') };
    };

    it("on a plain-permalink site with only the plugin's global, every call goes into ?rest_route=", async () => {
      document.head.innerHTML = '';
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      setPluginApi({ root: `${location.origin}/?rest_route=/`, namespace: 'contact-form-7/v1' });
      await mount();
      field('your-name').value = 'Marta';
      field('your-consent').click();
      await submit();
      expect(form().getAttribute('data-status')).toBe('sent');
      await vi.waitFor(() => expect(calls.some((c) => c.url.includes('refill'))).toBe(true));
      const base = '/contact-form-7/v1/contact-forms/33';
      expect(calls.map((c) => [c.init.method ?? 'GET', where(c.url)])).toEqual([
        ['GET', { origin: location.origin, path: '/', route: `${base}/feedback/schema` }],
        ['POST', { origin: location.origin, path: '/', route: `${base}/feedback` }],
        ['GET', { origin: location.origin, path: '/', route: `${base}/refill` }],
      ]);
      expect(calls.some((c) => c.url.includes('/wp-json/'))).toBe(false);
      // The runtime has no islands-config and no wpApiSettings here; that is its one complaint.
      expect(consoleError.mock.calls.every(([m]) => String(m).startsWith('[islands:config]'))).toBe(true);
    });

    it("prefers the plugin's root and namespace over the islands-config root, and adds a missing final slash", async () => {
      setPluginApi({ root: `${location.origin}/base`, namespace: '/cf7/v9/' });
      await mount();
      expect(calls[0]!.url).toBe(`${location.origin}/base/cf7/v9/contact-forms/33/feedback/schema`);
    });

    it('refuses a root on another site, said once as an error, and falls back to the islands-config root', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      setPluginApi({ root: 'https://api.example.com/base/', namespace: 'contact-form-7/v1' });
      await mount();
      field('your-name').value = 'Marta';
      field('your-consent').click();
      await submit();
      expect(calls.length).toBeGreaterThan(1);
      expect(
        calls.every((c) => where(c.url).origin === location.origin && where(c.url).path.startsWith('/wp-json/contact-form-7/v1/')),
      ).toBe(true);
      const ours = consoleError.mock.calls.filter(([m]) => String(m).startsWith('[islands:contact-form] wpcf7.api.root'));
      expect(ours).toHaveLength(1);
      expect(String(ours[0]![0])).toContain('https://api.example.com/base/');
    });

    it('resolves a relative plugin root against the page, and keeps the default namespace when none is usable', async () => {
      setPluginApi({ root: '/blog/?rest_route=/', namespace: '../../wp/v2' });
      await mount();
      expect(where(calls[0]!.url)).toEqual({
        origin: location.origin,
        path: '/blog/',
        route: '/contact-form-7/v1/contact-forms/33/feedback/schema',
      });
    });

    it.each([
      ['a javascript: root', { root: 'javascript:alert(1)//', namespace: 'contact-form-7/v1' }, true],
      ['a root that is not a string', { root: 42 }, true],
      ['an empty root', { root: '  ' }, true],
      ['no api at all', undefined, false],
    ])('falls back to the islands-config root with %s', async (_label, api, warns) => {
      const warn = vi.mocked(console.warn);
      if (api) setPluginApi(api);
      await mount();
      expect(where(calls[0]!.url)).toMatchObject({
        origin: location.origin,
        path: '/wp-json/contact-form-7/v1/contact-forms/33/feedback/schema',
      });
      const ours = warn.mock.calls.filter(([m]) => String(m).startsWith('[islands:contact-form] wpcf7.api.root'));
      expect(ours.length).toBe(warns ? 1 : 0);
    });
  });

  describe('cached pages (wpcf7.cached, as the plugin prints it under WP_CACHE)', () => {
    const refills = () => calls.filter((c) => c.url.includes('/refill'));

    it('resets the form on load, so the refill replaces the cached quiz question; the status ends in init', async () => {
      (window as { wpcf7?: unknown }).wpcf7 = { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: 1 };
      await mount();
      await vi.waitFor(() => expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('¿Cuánto es 1+1?'));
      expect(refills()).toHaveLength(1);
      expect(new Headers(refills()[0]!.init.headers).has('X-WP-Nonce')).toBe(false);
      expect(field('_wpcf7_quiz_answer_your-quiz').value).toBe('h2');
      await vi.waitFor(() => expect(form().getAttribute('data-status')).toBe('init'));
      expect(events).toContain('wpcf7reset');
      expect(events).toContain('status:resetting');
    });

    it('waits for the window load event when the page is still loading, and not after unmount', async () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      (window as { wpcf7?: unknown }).wpcf7 = { cached: 1 };
      await mount();
      await new Promise((r) => setTimeout(r, 20));
      expect(refills()).toHaveLength(0);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('¿Cuánto es 1+1?'));
      expect(refills()).toHaveLength(1);
      window.dispatchEvent(new Event('load'));
      await new Promise((r) => setTimeout(r, 20));
      expect(refills()).toHaveLength(1);

      islands!.stop();
      calls = [];
      readyState.mockReturnValue('loading');
      await mount();
      islands!.stop();
      islands = undefined;
      window.dispatchEvent(new Event('load'));
      await new Promise((r) => setTimeout(r, 20));
      expect(refills()).toHaveLength(0);
    });

    it('when the visitor typed before the load event (a slow page), only the quiz and captcha are asked again: the text stays', async () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      (window as { wpcf7?: unknown }).wpcf7 = { cached: 1 };
      await mount();
      field('your-name').value = 'Lucía';
      field('your-name').dispatchEvent(new Event('input', { bubbles: true }));
      field('your-message').value = 'Hola';
      field('your-message').dispatchEvent(new Event('input', { bubbles: true }));
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('¿Cuánto es 1+1?'));
      expect(refills()).toHaveLength(1);
      expect([field('your-name').value, field('your-message').value]).toEqual(['Lucía', 'Hola']);
      expect(events, 'no reset').not.toContain('wpcf7reset');
    });

    it('does not refill on load when the page is not cached', async () => {
      (window as { wpcf7?: unknown }).wpcf7 = { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } };
      await mount();
      window.dispatchEvent(new Event('load'));
      await new Promise((r) => setTimeout(r, 20));
      expect(refills()).toHaveLength(0);
      expect(form().querySelector('.wpcf7-quiz-label')!.textContent).toBe('¿Cuánto es 2+3?');
      expect(form().getAttribute('data-status')).toBe('init');
    });
  });
});
