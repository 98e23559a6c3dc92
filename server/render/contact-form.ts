// The all-fields contact form page, and the page a contact form posts to without JavaScript:
// the plugin renders the result into the form itself (status class, response message, each
// field's error, the typed values kept unless the message was sent).
import { contactConfig, judge, nextQuiz, storedMessages, type Outcome } from '../contact-form.ts';
import { esc, fill } from '../html.ts';
import type { Visit } from '../visit.ts';
import { template } from './layout.ts';

const SHOWN: Record<string, string> = {
  validation_failed: 'invalid', acceptance_missing: 'unaccepted', spam: 'spam', aborted: 'aborted', mail_sent: 'sent', mail_failed: 'failed',
};

function received(v: Visit): string {
  const list = storedMessages(v.shop.db, 10);
  if (!list.length) return '<p>Todavía no ha llegado ningún mensaje.</p>';
  const items = list.map((m) => {
    const fields = Object.entries(m.fields).map(([k, vals]) => `<dt>${esc(k)}</dt><dd>${esc(vals.join(', '))}</dd>`).join('');
    return `<li>Formulario ${m.formId}, ${esc(new Date(m.createdAt).toISOString())}<dl>${fields}</dl></li>`;
  });
  return `<ol class="islands-contact-messages">${items.join('')}</ol>`;
}

export function contactFormAllMain(v: Visit): string {
  const def = contactConfig(v.shop.rootDir).forms['33']!;
  const [first] = Object.values(nextQuiz(def, { 'your-quiz': 'none' }));
  return fill(template(v, 'contact-form-all-fields.html'), {
    quiz_question: esc(first![0]), quiz_hash: first![1], received: received(v),
  });
}

const attr = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Writes one outcome into the page's form markup. */
function renderOutcome(html: string, outcome: Outcome, data: FormData): string {
  const shown = SHOWN[outcome.status] ?? `custom-${outcome.status.replace(/[^0-9a-z]+/gi, '-').toLowerCase()}`;
  let out = html
    .replace(/class="wpcf7-form init"/, `class="wpcf7-form ${shown}"`)
    .replace(/data-status="init"/, `data-status="${shown}"`)
    .replace(/<div class="wpcf7-response-output" aria-hidden="true"><\/div>/, `<div class="wpcf7-response-output" aria-hidden="true">${esc(outcome.message)}</div>`)
    .replace(/(<p role="status" aria-live="polite" aria-atomic="true">)<\/p> <ul><\/ul>/, (_, p: string) =>
      `${p}${esc(outcome.message)}</p> <ul>${outcome.invalid_fields.map((f) => `<li id="${f.error_id}">${esc(f.message)}</li>`).join('')}</ul>`);
  if (outcome.status !== 'mail_sent') {
    for (const [name, value] of data) {
      if (typeof value !== 'string' || name.startsWith('_wpcf7') && !name.startsWith('_wpcf7_free_text')) continue;
      const n = attr(name);
      out = out
        .replace(new RegExp(`(value=")("[^>]*type="(?:text|email|url|tel|number|date)" name="${n}")`), `$1${esc(value)}$2`)
        .replace(new RegExp(`(<input type="text" name="${n}" value=")(")`), `$1${esc(value)}$2`)
        .replace(new RegExp(`(name="${n}"[^>]*>)(</textarea>)`), `$1${esc(value)}$2`)
        .replace(new RegExp(`(<select[^>]*name="${n}"[\\s\\S]*?<option value="${attr(esc(value))}")`), '$1 selected="selected"');
    }
  }
  for (const f of outcome.invalid_fields) {
    const tip = `<span class="wpcf7-not-valid-tip" aria-hidden="true">${esc(f.message)}</span>`;
    out = out.replace(
      new RegExp(`(data-name="${attr(f.field)}">)(<input[^>]*>|<textarea[^>]*>[\\s\\S]*?</textarea>|<select[\\s\\S]*?</select>)?`),
      (_, open: string, control = '') =>
        open + control.replace('aria-invalid="false"', `aria-invalid="true" aria-describedby="${f.error_id}"`) + tip,
    );
  }
  for (const [field, [question, hash]] of Object.entries(outcome.quiz ?? {})) {
    out = out
      .replace(/(<span class="wpcf7-quiz-label">)[^<]*(<\/span>)/, `$1${esc(question)}$2`)
      .replace(new RegExp(`(name="_wpcf7_quiz_answer_${attr(field)}" value=")[^"]*`), `$1${hash}`);
  }
  return out;
}

/**
 * For a page POST that carries `_wpcf7`: judges it (no anti-spam behaviour or captcha can come
 * without JavaScript) and returns what turns the page's HTML into the result page.
 */
export function contactPostBack(v: Visit, form: FormData): ((html: string) => string) | null {
  const id = String(form.get('_wpcf7') ?? '');
  const config = contactConfig(v.shop.rootDir);
  if (!config.forms[id]) return null;
  const outcome = judge(v.shop.db, config, id, form, false);
  return (html) => renderOutcome(html, outcome, form);
}
