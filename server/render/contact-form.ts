// The all-fields contact form page, and the page a contact form posts to without JavaScript:
// the plugin renders the result into the form itself (status class, response message, each
// field's error, the typed values kept unless the message was sent).
import { shownStatus } from '../../rules/contact-form/status.ts';
import { contactConfig, judge, nextQuiz, storedMessages, type Outcome } from '../contact-form.ts';
import { esc, fill } from '../html.ts';
import type { Visit } from '../visit.ts';
import { template } from './layout.ts';

function received(v: Visit): string {
  const list = storedMessages(v.shop.db, 10);
  if (!list.length) return '<p>Todavía no ha llegado ningún mensaje.</p>';
  const items = list.map((m) => {
    const fields = Object.entries(m.fields)
      .map(([k, vals]) => `<dt>${esc(k)}</dt><dd>${esc(vals.join(', '))}</dd>`)
      .join('');
    return `<li>Formulario ${m.formId}, ${esc(new Date(m.createdAt).toISOString())}<dl>${fields}</dl></li>`;
  });
  return `<ol class="islands-contact-messages">${items.join('')}</ol>`;
}

export function contactFormAllMain(v: Visit): string {
  const def = contactConfig(v.shop.rootDir).forms['33']!;
  const [first] = Object.values(nextQuiz(def, { 'your-quiz': 'none' }));
  return fill(template(v, 'contact-form-all-fields.html'), {
    quiz_question: esc(first![0]),
    quiz_hash: first![1],
    received: received(v),
  });
}

const attr = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const decoded: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value as the browser reads it (the entities esc() and WordPress print). */
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) =>
    e[0] !== '#'
      ? (decoded[e.toLowerCase()] ?? whole)
      : String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
  );

const attrOf = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? decodeEntities(m[1]!) : null;
};

/** The tag with its boolean attribute `name` on or off (in the `name="name"` form WordPress prints). */
const toggle = (tag: string, name: string, on: boolean): string => {
  const off = tag.replace(new RegExp(`\\s${name}(="[^"]*")?(?=[\\s/>])`, 'gi'), '');
  return on ? off.replace(/\s*(\/?>)$/, ` ${name}="${name}" $1`).replace(/ (>)$/, '$1') : off;
};

/** The tag with `value` set to `value`. */
const withValue = (tag: string, value: string): string =>
  /\svalue="[^"]*"/i.test(tag)
    ? tag.replace(/(\svalue=")[^"]*(")/i, (_, a: string, b: string) => `${a}${esc(value)}${b}`)
    : tag.replace(/\s*(\/?>)$/, ` value="${esc(value)}" $1`).replace(/ (>)$/, '$1');

/** Controls the visitor does not fill in: the plugin's hidden fields, buttons and uploads (a browser never pre-fills those). */
const KEEP_AS_PRINTED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/**
 * Puts what the visitor posted back into the contact form's controls, as a browser would show
 * them after going back: text-like inputs and textareas get their text (in order, for repeated
 * names), checkboxes and radios are checked exactly when their value was posted (a default
 * `checked` the visitor cleared goes), and select options are selected likewise.
 */
function keepChoices(html: string, data: FormData): string {
  const posted = new Map<string, string[]>();
  for (const [name, value] of data) if (typeof value === 'string') posted.set(name, [...(posted.get(name) ?? []), value]);
  const taken = new Map<string, number>();
  const next = (name: string): string | undefined => {
    const at = taken.get(name) ?? 0;
    taken.set(name, at + 1);
    return posted.get(name)?.[at];
  };
  const form = /<form\b[^>]*class="wpcf7-form[\s\S]*?<\/form>/.exec(html);
  if (!form) return html;
  const kept = form[0]
    .replace(/<input\b[^>]*>/gi, (tag) => {
      const name = attrOf(tag, 'name');
      const type = (attrOf(tag, 'type') ?? 'text').toLowerCase();
      // A new quiz question (or captcha) comes with the answer: the old answer would not fit it.
      if (name === null || KEEP_AS_PRINTED.has(type) || /\sclass="[^"]*\bwpcf7-(quiz|captchar)\b/.test(tag)) return tag;
      if (type === 'checkbox' || type === 'radio')
        return toggle(tag, 'checked', (posted.get(name) ?? []).includes(attrOf(tag, 'value') ?? 'on'));
      const value = next(name);
      return value === undefined ? tag : withValue(tag, value);
    })
    .replace(/(<textarea\b[^>]*>)([\s\S]*?)(<\/textarea>)/gi, (whole, open: string, _text: string, close: string) => {
      const name = attrOf(open, 'name');
      const value = name === null ? undefined : next(name);
      return value === undefined ? whole : `${open}${esc(value)}${close}`;
    })
    .replace(/(<select\b[^>]*>)([\s\S]*?)(<\/select>)/gi, (whole, open: string, options: string, close: string) => {
      const name = attrOf(open, 'name');
      if (name === null || !posted.has(name)) return whole;
      const chosen = posted.get(name)!;
      const shown = options.replace(
        /(<option\b[^>]*>)([^<]*)/gi,
        (_, tag: string, label: string) =>
          toggle(tag, 'selected', chosen.includes(attrOf(tag, 'value') ?? decodeEntities(label).trim())) + label,
      );
      return `${open}${shown}${close}`;
    });
  return html.slice(0, form.index) + kept + html.slice(form.index + form[0].length);
}

/** Writes one outcome into the page's form markup. */
function renderOutcome(html: string, outcome: Outcome, data: FormData): string {
  // The island's own mapping, so a server-rendered result and an AJAX one get the same class.
  const shown = shownStatus(outcome.status);
  let out = html
    .replace(/class="wpcf7-form init"/, `class="wpcf7-form ${shown}"`)
    .replace(/data-status="init"/, `data-status="${shown}"`)
    .replace(
      /<div class="wpcf7-response-output" aria-hidden="true"><\/div>/,
      `<div class="wpcf7-response-output" aria-hidden="true">${esc(outcome.message)}</div>`,
    )
    .replace(
      /(<p role="status" aria-live="polite" aria-atomic="true">)<\/p> <ul><\/ul>/,
      (_, p: string) =>
        `${p}${esc(outcome.message)}</p> <ul>${outcome.invalid_fields.map((f) => `<li id="${f.error_id}">${esc(f.message)}</li>`).join('')}</ul>`,
    );
  // Sent: the plugin resets the form. Otherwise every choice comes back as the visitor made it.
  if (outcome.status !== 'mail_sent') out = keepChoices(out, data);
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
