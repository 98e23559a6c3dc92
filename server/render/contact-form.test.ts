// @vitest-environment jsdom
// The page a contact form posts to without JavaScript: the result is written into the form, and
// every choice the visitor made comes back (text, selects, checkboxes, radios, free text), unless
// the message was sent and the form starts again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { storedMessages } from '../contact-form.ts';
import { Shopper, testApp } from '../testing.ts';

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const PAGE = '/formulario-completo/';

/** The page's form as a browser would parse it. */
const formOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLFormElement>('form.wpcf7-form')!;

/** What the browser posts for the form as printed: every hidden field, as a plain post (no anti-spam fields, no captcha). */
async function printed(): Promise<Record<string, string>> {
  const form = formOf(await shopper.html(PAGE));
  const fields: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type=hidden]')) fields[input.name] = input.value;
  return fields;
}

/** The controls' state in a rendered form: what a visitor sees. */
function shown(form: HTMLFormElement) {
  const value = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value;
  const checked = (name: string) =>
    [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].filter((i) => i.checked).map((i) => i.value);
  return {
    text: Object.fromEntries(
      [
        'your-name',
        'your-email',
        'your-website',
        'your-phone',
        'your-quantity',
        'your-date',
        'your-message',
        '_wpcf7_free_text_your-contact-by',
        'your-quiz',
      ].map((n) => [n, value(n)]),
    ),
    topic: form.querySelector<HTMLSelectElement>('select[name="your-topic"]')!.value,
    interests: checked('your-interests'),
    contactBy: checked('your-contact-by'),
    consent: checked('your-consent'),
  };
}

const choices = {
  'your-name': '', // required: the post fails validation and comes back
  'your-email': 'ana@example.com',
  'your-website': 'https://ejemplo.es/?a=1&b="2"',
  'your-phone': '+34 (91) 123-45-67',
  'your-quantity': '3',
  'your-date': '2026-05-04',
  'your-topic': 'Devolución',
  'your-interests': 'Podcast',
  'your-contact-by': 'Otro',
  '_wpcf7_free_text_your-contact-by': 'Por paloma <mensajera>',
  'your-message': 'Una línea\ny otra & "comillas".',
  'your-quiz': '5',
  'your-consent': '1',
};

describe('a contact form posted without JavaScript', () => {
  it('keeps every field the visitor filled in or chose, with the errors, when the post fails', async () => {
    const before = shown(formOf(await shopper.html(PAGE)));
    // As printed: radio "Correo" checked by default, nothing else chosen.
    expect([before.contactBy, before.interests, before.consent, before.topic]).toEqual([['Correo'], [], [], '']);

    const res = await shopper.post(PAGE, { ...(await printed()), ...choices });
    expect(res.status).toBe(200);
    const form = formOf(await res.text());
    expect(form.getAttribute('data-status')).toBe('invalid');
    expect(form.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip')!.textContent).toBe('Por favor, rellena este campo.');
    expect(shown(form)).toEqual({
      text: {
        'your-name': '',
        'your-email': 'ana@example.com',
        'your-website': 'https://ejemplo.es/?a=1&b="2"',
        'your-phone': '+34 (91) 123-45-67',
        'your-quantity': '3',
        'your-date': '2026-05-04',
        'your-message': 'Una línea\ny otra & "comillas".',
        '_wpcf7_free_text_your-contact-by': 'Por paloma <mensajera>',
        'your-quiz': '', // a new question comes back, so the old answer does not
      },
      topic: 'Devolución',
      interests: ['Podcast'],
      contactBy: ['Otro'], // the printed default "Correo" is no longer checked
      consent: ['1'],
    });
    // Exactly one radio of the group checked, one option selected.
    expect(form.querySelectorAll('input[name="your-contact-by"][checked]')).toHaveLength(1);
    expect(form.querySelectorAll('select[name="your-topic"] option[selected]')).toHaveLength(1);
    // The hidden fields stay as printed.
    expect(form.querySelector<HTMLInputElement>('[name="_wpcf7_unit_tag"]')!.value).toBe('wpcf7-f33-p34-o1');
    expect(storedMessages(app.db)).toEqual([]);
  });

  it('takes a choice away again: a box the visitor left unchecked is unchecked after the post', async () => {
    const fields = { ...(await printed()), ...choices, 'your-interests': 'Camisetas' };
    const first = formOf(await (await shopper.post(PAGE, fields)).text());
    expect(shown(first).interests).toEqual(['Camisetas']);
    const { 'your-consent': _consent, ...withoutConsent } = choices;
    const again = formOf(
      await (await shopper.post(PAGE, { ...(await printed()), ...withoutConsent, 'your-contact-by': 'Teléfono' })).text(),
    );
    expect(shown(again).consent).toEqual([]);
    expect(shown(again).interests).toEqual(['Podcast']);
    expect(shown(again).contactBy).toEqual(['Teléfono']);
  });

  it('keeps the choices on acceptance_missing too, and starts again empty once the message is sent', async () => {
    const base = await printed();
    const { 'your-consent': _consent, ...noConsent } = { ...choices, 'your-name': 'Ana', 'your-quiz': '5' };
    const unaccepted = formOf(await (await shopper.post(PAGE, { ...base, ...noConsent })).text());
    expect(unaccepted.getAttribute('data-status')).toBe('unaccepted');
    expect(shown(unaccepted).contactBy).toEqual(['Otro']);
    expect(shown(unaccepted).text['your-name']).toBe('Ana');

    const sent = formOf(await (await shopper.post(PAGE, { ...base, ...noConsent, 'your-consent': '1' })).text());
    expect(sent.getAttribute('data-status')).toBe('sent');
    expect(shown(sent).text['your-name']).toBe('');
    expect(shown(sent).contactBy).toEqual(['Correo']);
    expect(shown(sent).interests).toEqual([]);
    expect(storedMessages(app.db)).toHaveLength(1);
  });
});
