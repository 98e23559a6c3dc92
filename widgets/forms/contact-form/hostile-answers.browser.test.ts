// Hostile answers of the contact-form-7/v1 feedback route, in real Chromium (its classList and
// selector engine throw where jsdom might not): /contacto/ from the fixture backend, the feedback
// answer replaced by page.route. Each ends in a proper status with a message, and nothing typed
// is lost unless the answer says the mail was sent.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, expectHydrated } from '../../../tests/harness.ts';

const FEEDBACK = /\/contact-forms\/31\/feedback$/;
const NOT_SENT = (reason: string) =>
  `Tu mensaje no se ha enviado. ${reason} Lo que has escrito sigue en el formulario: puedes volver a enviarlo.`;
const base = { contact_form_id: 31, posted_data_hash: '', into: '#wpcf7-f31-p32-o1' };

interface Seen {
  status: string | null;
  busy: string | null;
  message: string | null;
  typed: string[];
}

const seen = (page: Page): Promise<Seen> =>
  page.locator('form.wpcf7-form').evaluate((form: HTMLFormElement) => ({
    status: form.getAttribute('data-status'),
    busy: form.getAttribute('aria-busy'),
    message: form.querySelector('.wpcf7-response-output')!.textContent,
    typed: ['your-name', 'your-email', 'your-subject'].map((n) => (form.elements.namedItem(n) as HTMLInputElement).value),
  }));

const TYPED = ['Ana Ruiz', 'ana@example.com', 'Tallas'];

browserSuite('contact-form hostile answers', (h) => {
  test('unknown statuses, broken invalid_fields and quoted captcha keys leave a working form that says what happened', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/contacto/'));
    await expectHydrated(page, 'div.wpcf7');
    await expectHydrated(page, 'html'); // the anti-spam recorder, whose fields the real answer needs
    const cases: [string, object, Partial<Seen>][] = [
      ...['constructor', '__proto__', 'toString'].map((status): [string, object, Partial<Seen>] => [
        status,
        { ...base, status, message: 'Respuesta rara.', invalid_fields: [] },
        { status: `custom-${status.replace(/_/g, '').toLowerCase()}`, message: NOT_SENT('Respuesta rara.'), typed: TYPED },
      ]),
      [
        'submitting',
        { ...base, status: 'submitting', message: '' },
        { status: 'failed', message: NOT_SENT('Ha ocurrido un error desconocido.'), typed: TYPED },
      ],
      [
        'invalid_fields: [null]',
        { ...base, status: 'validation_failed', message: 'Uno o más campos tienen un error.', invalid_fields: [null] },
        { status: 'invalid', message: 'Uno o más campos tienen un error.', typed: TYPED },
      ],
      [
        'a captcha key with a quote',
        {
          ...base,
          status: 'mail_sent',
          message: 'Gracias por tu mensaje. Ha sido enviado.',
          invalid_fields: [],
          captcha: { 'c"]': '/c/1.png' },
          quiz: { 'q"]': ['¿?', 'h'] },
        },
        { status: 'sent', message: 'Gracias por tu mensaje. Ha sido enviado.', typed: ['', '', ''] },
      ],
    ];
    for (const [label, answer, expected] of cases) {
      await page.route(FEEDBACK, (route) => route.fulfill({ json: answer }));
      await page.fill('[name="your-name"]', TYPED[0]!);
      await page.fill('[name="your-email"]', TYPED[1]!);
      await page.fill('[name="your-subject"]', TYPED[2]!);
      await page.locator('form.wpcf7-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
      await expect.poll(() => seen(page), { message: label }).toEqual({ busy: 'false', ...expected });
      await page.unroute(FEEDBACK);
    }
    // The fixture backend still takes the form afterwards (typed as a person types: its anti-spam check).
    for (const [i, name] of ['your-name', 'your-email', 'your-subject'].entries()) {
      await page.locator(`[name="${name}"]`).pressSequentially(TYPED[i]!);
    }
    await page.locator('form.wpcf7-form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect
      .poll(() => seen(page))
      .toMatchObject({ status: 'sent', busy: 'false', message: 'Gracias por tu mensaje. Ha sido enviado.' });
    h.expectNoConsoleErrors({ ignore: [/favicon\.ico/] });
  });
});
