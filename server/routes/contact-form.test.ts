// @vitest-environment node
// The three contact-form-7/v1 routes of the fixture backend, in process: every outcome the
// recorded site gives (recorded/endpoints 34–49) and the fixture's own checks (anti-spam fields,
// the captcha test token, the quiz, the configured mail failure, the SQLite store).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { join } from 'node:path';
import { contactConfig, storedMessages } from '../contact-form.ts';
import { Shopper, testApp } from '../testing.ts';

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const API = '/wp-json/contact-form-7/v1/contact-forms';

/** What the anti-spam island adds on submit after a visitor typed and clicked. */
const HUMAN = {
  _wpcf7_ak_hp_textarea: '',
  _wpcf7_ak_js: '43',
  _wpcf7_ak_bib: '1763780000000',
  _wpcf7_ak_bfs: '1763780012000',
  _wpcf7_ak_bkpc: '24',
  _wpcf7_ak_bkp: '120;95;110;',
  _wpcf7_ak_bmc: '300;',
  _wpcf7_ak_bmcc: '1',
  _wpcf7_ak_bmk: '',
  _wpcf7_ak_bck: '',
  _wpcf7_ak_bmmc: '3',
  _wpcf7_ak_btmc: '0',
  _wpcf7_ak_bsc: '0',
  _wpcf7_ak_bte: '',
  _wpcf7_ak_btec: '0',
  _wpcf7_ak_bmm: '10,20;',
};

const hidden = (id: number, post: number) => ({
  _wpcf7: String(id),
  _wpcf7_version: '6.1.6',
  _wpcf7_locale: 'es_ES',
  _wpcf7_unit_tag: `wpcf7-f${id}-p${post}-o1`,
  _wpcf7_container_post: String(post),
  _wpcf7_posted_data_hash: '',
});

/** Form 31 on /contacto/ filled in correctly (recorded 34). */
const valid31 = () => ({
  ...hidden(31, 32),
  ...HUMAN,
  'your-name': 'Marta Gómez',
  'your-email': 'marta@example.com',
  'your-subject': 'Envíos',
  'your-message': '¿Enviáis a Canarias?',
});

/** The quiz question and answer hash /formulario-completo/ prints. */
async function pageQuiz(): Promise<{ question: string; hash: string }> {
  const html = await shopper.html('/formulario-completo/');
  const question = /<span class="wpcf7-quiz-label">([^<]*)<\/span>/.exec(html)?.[1];
  const hash = /name="_wpcf7_quiz_answer_your-quiz" value="([^"]*)"/.exec(html)?.[1];
  if (!question || !hash) throw new Error('no quiz on /formulario-completo/');
  return { question, hash };
}

/** Form 33 on /formulario-completo/ filled in correctly (recorded 36), with the page's quiz. */
async function valid33(): Promise<Record<string, string | File>> {
  const { question, hash } = await pageQuiz();
  expect(question).toBe('¿Cuánto es 2+3?');
  return {
    ...hidden(33, 34),
    ...HUMAN,
    '_wpcf7_quiz_answer_your-quiz': hash,
    _wpcf7_recaptcha_response: 'islands-test-token',
    'your-name': 'Marta Gómez',
    'your-email': 'marta@example.com',
    'your-website': 'https://example.com',
    'your-phone': '+34 600 123 456',
    'your-quantity': '3',
    'your-date': '2026-05-04',
    'your-file': new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' }),
    'your-topic': 'Pedido',
    'your-interests[]': 'Sudaderas',
    'your-contact-by': 'Correo',
    'your-message': 'Quisiera información sobre envíos a Canarias.',
    'your-quiz': '5',
    'your-consent': '1',
  };
}

function multipart(fields: Record<string, string | File | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  return body;
}

async function feedback(
  id: number | string,
  fields: Record<string, string | File | undefined>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await shopper.request(`${API}/${id}/feedback`, { method: 'POST', body: multipart(fields) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The answer of a submission that must be a 200 (every outcome is). */
async function outcome(id: number, fields: Record<string, string | File | undefined>): Promise<Record<string, unknown>> {
  const { status, body } = await feedback(id, fields);
  expect(status).toBe(200);
  return body;
}

describe('POST …/contact-forms/{id}/feedback', () => {
  it('sends a valid form: mail_sent with a posted_data_hash, and the message is stored in SQLite (recorded 34)', async () => {
    expect(storedMessages(app.db)).toEqual([]);
    const body = await outcome(31, valid31());
    expect(body).toEqual({
      contact_form_id: 31,
      status: 'mail_sent',
      message: 'Gracias por tu mensaje. Ha sido enviado.',
      posted_data_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      into: '#wpcf7-f31-p32-o1',
      invalid_fields: [],
    });
    const [stored, ...older] = storedMessages(app.db);
    expect(older).toEqual([]);
    expect(stored!.formId).toBe(31);
    expect(stored!.fields).toEqual({
      'your-name': ['Marta Gómez'],
      'your-email': ['marta@example.com'],
      'your-subject': ['Envíos'],
      'your-message': ['¿Enviáis a Canarias?'],
    });
    // Nothing of the hidden or anti-spam fields is kept.
    expect(Object.keys(stored!.fields).some((k) => k.startsWith('_'))).toBe(false);
    // The demo page lists it.
    expect(await shopper.html('/formulario-completo/')).toContain('¿Enviáis a Canarias?');
  });

  it('sends the all-fields form with the captcha test token, the right quiz answer and a file (recorded 36)', async () => {
    const body = await outcome(33, await valid33());
    expect(body.status).toBe('mail_sent');
    expect(body.invalid_fields).toEqual([]);
    // The answer carries the next question for the refill, with a hash and not the answer.
    expect(body.quiz).toEqual({ 'your-quiz': ['¿Capital de España?', expect.stringMatching(/^[0-9a-f]{32}$/)] });
    expect(JSON.stringify(body.quiz)).not.toContain('Madrid');
    const [stored] = storedMessages(app.db);
    expect(stored!.formId).toBe(33);
    expect(stored!.fields['your-file']).toEqual(['foto.png']);
    expect(stored!.fields['your-interests']).toEqual(['Sudaderas']);
  });

  it('answers validation_failed with each invalid field as recorded: field, message, idref null, error_id (recorded 35)', async () => {
    const body = await outcome(31, {
      ...valid31(),
      'your-name': '',
      'your-email': 'no-es-un-email',
      'your-subject': '',
      'your-message': '',
    });
    // The recorded answer, key for key (the plugin puts invalid_fields before posted_data_hash; order of keys is not part of JSON).
    expect(body).toEqual({
      contact_form_id: 31,
      status: 'validation_failed',
      message: 'Uno o más campos tienen un error. Por favor, revísalos e inténtalo de nuevo.',
      invalid_fields: [
        { field: 'your-name', message: 'Por favor, rellena este campo.', idref: null, error_id: 'wpcf7-f31-p32-o1-ve-your-name' },
        {
          field: 'your-email',
          message: 'Por favor, introduce una dirección de correo electrónico.',
          idref: null,
          error_id: 'wpcf7-f31-p32-o1-ve-your-email',
        },
        { field: 'your-subject', message: 'Por favor, rellena este campo.', idref: null, error_id: 'wpcf7-f31-p32-o1-ve-your-subject' },
      ],
      posted_data_hash: '',
      into: '#wpcf7-f31-p32-o1',
    });
    expect(storedMessages(app.db)).toEqual([]);
  });

  it('lists every invalid field of the all-fields form in the recorded order, the wrong quiz answer last (recorded 37)', async () => {
    const body = await outcome(33, {
      ...(await valid33()),
      'your-name': '',
      'your-email': 'marta@',
      'your-website': 'example',
      'your-phone': '600-abc',
      'your-quantity': '25',
      'your-date': '2026-02-30',
      'your-file': new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' }),
      'your-topic': '',
      'your-interests[]': 'Camisetas',
      'your-contact-by': 'Otro',
      '_wpcf7_free_text_your-contact-by': 'Por carta',
      'your-message': 'corto',
      'your-quiz': '7',
    });
    expect(body.status).toBe('validation_failed');
    expect(body.posted_data_hash).toBe('');
    const tag = 'wpcf7-f33-p34-o1-ve-';
    expect(body.invalid_fields).toEqual([
      {
        field: 'your-date',
        message: 'Por favor, introduce una fecha con el formato YYYY-MM-DD.',
        idref: null,
        error_id: `${tag}your-date`,
      },
      { field: 'your-quantity', message: 'Este campo tiene un número demasiado grande.', idref: null, error_id: `${tag}your-quantity` },
      { field: 'your-topic', message: 'Por favor, rellena este campo.', idref: null, error_id: `${tag}your-topic` },
      { field: 'your-name', message: 'Por favor, rellena este campo.', idref: null, error_id: `${tag}your-name` },
      {
        field: 'your-email',
        message: 'Por favor, introduce una dirección de correo electrónico.',
        idref: null,
        error_id: `${tag}your-email`,
      },
      { field: 'your-website', message: 'Por favor, introduce una URL.', idref: null, error_id: `${tag}your-website` },
      { field: 'your-phone', message: 'Por favor, introduce un número de teléfono.', idref: null, error_id: `${tag}your-phone` },
      { field: 'your-message', message: 'Este campo tiene una entrada demasiado corta.', idref: null, error_id: `${tag}your-message` },
      { field: 'your-quiz', message: 'La respuesta al cuestionario no es correcta.', idref: null, error_id: `${tag}your-quiz` },
    ]);
    expect(body.quiz).toEqual({ 'your-quiz': ['¿Capital de España?', expect.any(String)] });
  });

  it.each([
    [
      'a file type not accepted (recorded 38)',
      new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' }),
      'No tienes permisos para subir archivos de este tipo.',
    ],
    [
      'a file over 1 MB (recorded 39)',
      new File([new Uint8Array(1_048_577)], 'grande.pdf', { type: 'application/pdf' }),
      'El archivo subido es demasiado grande.',
    ],
  ])('judges the upload after the other checks: %s', async (_label, file, message) => {
    const body = await outcome(33, { ...(await valid33()), 'your-file': file });
    expect(body.status).toBe('validation_failed');
    expect(body.invalid_fields).toEqual([{ field: 'your-file', message, idref: null, error_id: 'wpcf7-f33-p34-o1-ve-your-file' }]);
  });

  it('judges the quiz: a wrong answer fails the field, an empty one is required, the right one (any case, spaces) passes', async () => {
    const base = await valid33();
    for (const [answer, message] of [
      ['7', 'La respuesta al cuestionario no es correcta.'],
      ['', 'Por favor, rellena este campo.'],
    ] as const) {
      const body = await outcome(33, { ...base, 'your-quiz': answer });
      expect(body.status).toBe('validation_failed');
      expect(body.invalid_fields).toEqual([{ field: 'your-quiz', message, idref: null, error_id: 'wpcf7-f33-p34-o1-ve-your-quiz' }]);
    }
    // The right answer to another question than the one the hash names is wrong too.
    expect((await outcome(33, { ...base, 'your-quiz': 'Madrid' })).status).toBe('validation_failed');
    expect((await outcome(33, { ...base, '_wpcf7_quiz_answer_your-quiz': 'not-a-hash' })).status).toBe('validation_failed');
    expect((await outcome(33, { ...base, 'your-quiz': ' 5 ' })).status).toBe('mail_sent');
  });

  it('judges the website with the same url rule as the browser (docs/contact-form.md#url): an allowed scheme in any case passes, host or not; others fail', async () => {
    const base = await valid33();
    for (const website of ['javascript:alert(1)', 'ejemplo', 'file:///etc/passwd']) {
      const body = await outcome(33, { ...base, 'your-website': website });
      expect(body.status, website).toBe('validation_failed');
      expect(body.invalid_fields, website).toEqual([
        { field: 'your-website', message: 'Por favor, introduce una URL.', idref: null, error_id: 'wpcf7-f33-p34-o1-ve-your-website' },
      ]);
    }
    for (const website of ['HTTPS://Example.com', 'http://', 'https:///x']) {
      expect((await outcome(33, { ...base, 'your-website': website })).status, website).toBe('mail_sent');
    }
  });

  it('judges the phone, number and date as docs/contact-form.md#rules words them: no phone length bounds, a + sign, years past 32767', async () => {
    const base = await valid33();
    // '02030-05-04' is 2030 written with five digits: inside the form's 2020–2030 bounds.
    expect((await outcome(33, { ...base, 'your-phone': '12345', 'your-quantity': '+3', 'your-date': '02030-05-04' })).status).toBe(
      'mail_sent',
    );
    const body = await outcome(33, { ...base, 'your-phone': '600123456 #ext', 'your-quantity': '+-3', 'your-date': '40100-02-29' });
    expect(body.status).toBe('validation_failed');
    const messages = (b: Record<string, unknown>) =>
      Object.fromEntries((b.invalid_fields as { field: string; message: string }[]).map((f) => [f.field, f.message]));
    expect(messages(body)).toEqual({
      'your-date': 'Por favor, introduce una fecha con el formato YYYY-MM-DD.',
      'your-phone': 'Por favor, introduce un número de teléfono.',
      'your-quantity': 'Por favor, introduce un número.',
    });
    // 40000 is a leap year (a multiple of 400): its 29 February is a date, only past the form's maxdate.
    expect(messages(await outcome(33, { ...base, 'your-date': '40000-02-29' }))).toEqual({
      'your-date': 'Este campo tiene una fecha demasiado tardía.',
    });
  });

  it('accepts an upload by the MIME type its multipart part declares when the accept list names the type (docs/contact-form.md#file)', async () => {
    const rule = contactConfig(join(import.meta.dirname, '..', '..')).forms['33']!.schema.rules.find((r) => r.rule === 'file')!;
    const saved = rule.accept;
    rule.accept = ['.pdf', 'image/*'];
    try {
      const base = await valid33();
      const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto', { type: 'image/png' });
      expect((await outcome(33, { ...base, 'your-file': png })).status).toBe('mail_sent');
      // A '.pdf' entry is an extension: a nameless PDF matches neither it nor image/*.
      const pdf = new File(['%PDF'], 'documento', { type: 'application/pdf' });
      const body = await outcome(33, { ...base, 'your-file': pdf });
      expect(body.status).toBe('validation_failed');
      expect(body.invalid_fields).toEqual([
        {
          field: 'your-file',
          message: 'No tienes permisos para subir archivos de este tipo.',
          idref: null,
          error_id: 'wpcf7-f33-p34-o1-ve-your-file',
        },
      ]);
    } finally {
      rule.accept = saved;
    }
  });

  it('answers the next question after a right answer, and it can be answered in turn', async () => {
    const first = await outcome(33, await valid33());
    const [question, hash] = (first.quiz as Record<string, [string, string]>)['your-quiz']!;
    expect(question).toBe('¿Capital de España?');
    const second = await outcome(33, { ...(await valid33()), '_wpcf7_quiz_answer_your-quiz': hash, 'your-quiz': 'madrid' });
    expect(second.status).toBe('mail_sent');
    expect((second.quiz as Record<string, [string, string]>)['your-quiz']![0]).toBe('¿Cuánto es 2+3?');
  });

  it('answers acceptance_missing when the consent box is not checked (recorded 40)', async () => {
    const body = await outcome(33, { ...(await valid33()), 'your-consent': undefined });
    expect(body).toEqual({
      contact_form_id: 33,
      status: 'acceptance_missing',
      message: 'Debes aceptar los términos y condiciones antes de enviar tu mensaje.',
      posted_data_hash: '',
      into: '#wpcf7-f33-p34-o1',
      invalid_fields: [],
      // The plugin draws the next question at random (40 and 41 got different ones); the fixture takes the next.
      quiz: { 'your-quiz': [expect.stringMatching(/^¿.+\?$/), expect.stringMatching(/^[0-9a-f]{32}$/)] },
    });
    expect(storedMessages(app.db)).toEqual([]);
  });

  it('checks validation before acceptance, as the plugin does', async () => {
    const body = await outcome(33, { ...(await valid33()), 'your-consent': undefined, 'your-name': '' });
    expect(body.status).toBe('validation_failed');
  });

  const withoutAk = (fields: Record<string, string | File>) =>
    Object.fromEntries(Object.entries(fields).filter(([name]) => !/^_wpcf7_ak_b/.test(name)));

  it.each([
    ['every ak_ behaviour field missing', (f: Record<string, string | File>) => withoutAk(f)],
    ['one ak_ field missing', (f: Record<string, string | File>) => ({ ...f, _wpcf7_ak_bmm: undefined })],
    [
      'the ak_ fields present but empty',
      (f: Record<string, string | File>) => ({
        ...withoutAk(f),
        ...Object.fromEntries(
          Object.keys(HUMAN)
            .filter((k) => /^_wpcf7_ak_b/.test(k))
            .map((k) => [k, '']),
        ),
      }),
    ],
    [
      'no keyboard, mouse, touch or scroll activity',
      (f: Record<string, string | File>) => ({ ...f, _wpcf7_ak_bkpc: '0', _wpcf7_ak_bmcc: '0', _wpcf7_ak_bmmc: '0' }),
    ],
    ['the honeypot filled in', (f: Record<string, string | File>) => ({ ...f, _wpcf7_ak_hp_textarea: 'compra ya' })],
  ])('answers spam with %s (recorded 42) and stores nothing', async (_label, change) => {
    const body = await outcome(31, change(valid31()));
    expect(body).toEqual({
      contact_form_id: 31,
      status: 'spam',
      message: 'Ha ocurrido un error al intentar enviar tu mensaje. Por favor, inténtalo de nuevo más tarde.',
      posted_data_hash: '',
      into: '#wpcf7-f31-p32-o1',
      invalid_fields: [],
    });
    expect(storedMessages(app.db)).toEqual([]);
  });

  it('accepts the captcha test token and rejects a missing or wrong one with a clear spam message', async () => {
    const base = await valid33();
    for (const token of [undefined, '', 'otro-token']) {
      const body = await outcome(33, { ...base, _wpcf7_recaptcha_response: token });
      expect(body.status).toBe('spam');
      expect(body.message).toBe('No se ha podido comprobar que no eres un robot. Recarga la página e inténtalo de nuevo.');
    }
    expect(storedMessages(app.db)).toEqual([]);
    expect((await outcome(33, base)).status).toBe('mail_sent');
  });

  it('answers mail_failed on the configured failure and stores nothing', async () => {
    const body = await outcome(31, { ...valid31(), 'your-message': 'Esto provoca un fallo-de-correo, por favor.' });
    expect(body).toEqual({
      contact_form_id: 31,
      status: 'mail_failed',
      message: 'Ha ocurrido un error al intentar enviar tu mensaje. Por favor, inténtalo de nuevo más tarde.',
      posted_data_hash: '',
      into: '#wpcf7-f31-p32-o1',
      invalid_fields: [],
    });
    expect(storedMessages(app.db)).toEqual([]);
  });

  it.each([
    ['urlencoded', () => new URLSearchParams(valid31()), undefined],
    ['JSON', () => JSON.stringify(valid31()), 'application/json'],
  ])('refuses a %s body with 415 wpcf7_unsupported_media_type (recorded 43)', async (_label, body, type) => {
    const res = await shopper.request(`${API}/31/feedback`, {
      method: 'POST',
      body: body(),
      headers: type ? { 'Content-Type': type } : {},
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: 'wpcf7_unsupported_media_type',
      message: 'El formato de la carga útil de la solicitud no es compatible.',
      data: { status: 415 },
    });
    expect(storedMessages(app.db)).toEqual([]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['malformed', 'wpcf7-f31'],
    ['with other text', 'x-wpcf7-f31-p32-o1'],
  ])('refuses a %s unit tag with 400 wpcf7_unit_tag_not_found (recorded 44)', async (_label, tag) => {
    const { status, body } = await feedback(31, { ...valid31(), _wpcf7_unit_tag: tag });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'wpcf7_unit_tag_not_found', message: 'There is no valid unit tag.', data: { status: 400 } });
    expect(storedMessages(app.db)).toEqual([]);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="_wpcf7"\r\n\r\n31\r\n--x--\r\n'],
    [
      'cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="_wpcf7_unit_tag"\r\n\r\nwpcf7-f31-p32-o1',
    ],
    [
      'with another boundary',
      'multipart/form-data; boundary=y',
      '--x\r\nContent-Disposition: form-data; name="_wpcf7"\r\n\r\n31\r\n--x--\r\n',
    ],
    ['of garbage', 'multipart/form-data; boundary=x', '\u0000\u00ff garbage'],
  ])('refuses a multipart body %s with 400 wpcf7_unit_tag_not_found: PHP reads no fields from it', async (_label, type, body) => {
    const res = await shopper.request(`${API}/31/feedback`, { method: 'POST', body, headers: { 'Content-Type': type } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await res.json()).toEqual({ code: 'wpcf7_unit_tag_not_found', message: 'There is no valid unit tag.', data: { status: 400 } });
    expect(storedMessages(app.db)).toEqual([]);
  });

  it('accepts a unit tag outside the loop (no -p{post})', async () => {
    expect((await outcome(31, { ...valid31(), _wpcf7_unit_tag: 'wpcf7-f31-o2' })).into).toBe('#wpcf7-f31-o2');
  });

  it('answers 404 wpcf7_not_found for an unknown form (recorded 45)', async () => {
    const { status, body } = await feedback(999, { ...valid31(), _wpcf7: '999' });
    expect(status).toBe(404);
    expect(body).toEqual({
      code: 'wpcf7_not_found',
      message: 'No se ha encontrado el formulario de contacto solicitado.',
      data: { status: 404 },
    });
  });

  it('does not need X-WP-Nonce (cached pages have stale ones)', async () => {
    const res = await shopper.request(`${API}/31/feedback`, { method: 'POST', body: multipart(valid31()) });
    expect(res.status).toBe(200);
  });
});

describe('GET …/contact-forms/{id}/refill', () => {
  it('answers [] for a form with nothing to refill (recorded 47)', async () => {
    const res = await shopper.get(`${API}/31/refill`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('[]');
  });

  it('answers the next quiz question, as an object, for a form with a quiz (recorded 46)', async () => {
    const { question, hash } = await pageQuiz();
    const res = await shopper.get(`${API}/33/refill`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { quiz: { 'your-quiz': [string, string] } };
    expect(body).toEqual({ quiz: { 'your-quiz': ['¿Capital de España?', expect.stringMatching(/^[0-9a-f]{32}$/)] } });
    expect(body.quiz['your-quiz'][0]).not.toBe(question);
    expect(body.quiz['your-quiz'][1]).not.toBe(hash);
    // The refilled question is answerable.
    const sent = await outcome(33, {
      ...(await valid33()),
      '_wpcf7_quiz_answer_your-quiz': body.quiz['your-quiz'][1],
      'your-quiz': 'Madrid',
    });
    expect(sent.status).toBe('mail_sent');
  });

  it('after each of two sends in a row, the answer and the refill ask another question than the one just answered', async () => {
    // The right answers, from the fixture the server reads.
    const answerOf = new Map(contactConfig(join(import.meta.dirname, '..', '..')).forms['33']!.quiz!['your-quiz']);
    let { question, hash } = await pageQuiz();
    const asked = [question];
    for (let send = 1; send <= 2; send++) {
      const sent = await outcome(33, { ...(await valid33()), '_wpcf7_quiz_answer_your-quiz': hash, 'your-quiz': answerOf.get(question)! });
      expect(sent.status, `send ${send}`).toBe('mail_sent');
      expect((sent.quiz as Record<string, [string, string]>)['your-quiz']![0], `send ${send}`).not.toBe(question);
      const refill = (await (await shopper.get(`${API}/33/refill`)).json()) as { quiz: { 'your-quiz': [string, string] } };
      const [next, nextHash] = refill.quiz['your-quiz'];
      expect(next, `refill after send ${send}`).not.toBe(question);
      expect(nextHash).not.toBe(hash);
      [question, hash] = [next, nextHash];
      asked.push(question);
    }
    expect(asked).toEqual(['¿Cuánto es 2+3?', '¿Capital de España?', '¿Cuánto es 2+3?']);
  });

  it('answers 404 for an unknown form', async () => {
    const res = await shopper.get(`${API}/999/refill`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'wpcf7_not_found',
      message: 'No se ha encontrado el formulario de contacto solicitado.',
      data: { status: 404 },
    });
  });
});

describe('GET …/contact-forms/{id}/feedback/schema', () => {
  it('answers the SWV schema of form 31 (recorded 49)', async () => {
    const res = await shopper.get(`${API}/31/feedback/schema`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { version: string; locale: string; rules: Record<string, unknown>[] };
    expect(body.version).toBe('Contact Form 7 SWV Schema 2024-10');
    expect(body.locale).toBe('es_ES');
    expect(body.rules).toContainEqual({ rule: 'required', field: 'your-name', error: 'Por favor, rellena este campo.' });
    expect(body.rules).toContainEqual({
      rule: 'email',
      field: 'your-email',
      error: 'Por favor, introduce una dirección de correo electrónico.',
    });
    // threshold is emitted as an int, as absint() does.
    expect(body.rules).toContainEqual({
      rule: 'maxlength',
      field: 'your-name',
      threshold: 400,
      error: 'Este campo tiene una entrada demasiado larga.',
    });
  });

  it('gives every rule of form 33 the meta-schema shape (recorded 48)', async () => {
    const body = (await (await shopper.get(`${API}/33/feedback/schema`)).json()) as { rules: Record<string, unknown>[] };
    expect(body.rules.length).toBeGreaterThan(10);
    const known = [
      'required',
      'requiredfile',
      'email',
      'url',
      'tel',
      'number',
      'date',
      'time',
      'file',
      'enum',
      'dayofweek',
      'minitems',
      'maxitems',
      'minlength',
      'maxlength',
      'minnumber',
      'maxnumber',
      'mindate',
      'maxdate',
      'minfilesize',
      'maxfilesize',
      'stepnumber',
      'all',
      'any',
    ];
    for (const rule of body.rules) {
      expect(known).toContain(rule.rule);
      expect(rule.field).toMatch(/^[A-Za-z][-A-Za-z0-9_:]*$/);
      expect(typeof rule.error).toBe('string');
      if ('accept' in rule) expect((rule.accept as unknown[]).every((a) => typeof a === 'string')).toBe(true);
    }
    expect(body.rules).toContainEqual({
      rule: 'file',
      field: 'your-file',
      accept: ['.jpg', '.png', '.pdf'],
      error: 'No tienes permisos para subir archivos de este tipo.',
    });
  });

  it('answers 404 for an unknown form', async () => {
    expect((await shopper.get(`${API}/999/feedback/schema`)).status).toBe(404);
  });
});
