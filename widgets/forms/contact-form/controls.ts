// The form controls' own behaviour (docs/contact-form.md#control-behaviour, the plugin's markup
// hooks): acceptance gating, character counters, the URL scheme fix, exclusive checkboxes, free
// text tied to an option, and the quiz and captcha refills.

/** Submit stays disabled until every required acceptance box is checked (an inverted one: unchecked). */
export function updateAcceptance(form: HTMLFormElement): void {
  // With this class the server reports a missing acceptance as a field error instead.
  if (form.classList.contains('wpcf7-acceptance-as-validation')) return;
  let ok = true;
  for (const control of form.querySelectorAll('.wpcf7-acceptance')) {
    if (control.classList.contains('optional')) continue;
    const box = control.querySelector<HTMLInputElement>('input[type=checkbox]');
    if (!box) continue;
    if (control.classList.contains('invert') ? box.checked : !box.checked) ok = false;
  }
  form.querySelectorAll<HTMLInputElement>('.wpcf7-submit').forEach((submit) => (submit.disabled = !ok));
}

/**
 * Updates the counters of one field (or all): the trimmed length in UTF-16 units, counted up
 * from 0 or down from the maximum, and too-long / too-short against the untrimmed length.
 * `useDefault` reads the field's default value, for a reset that has not happened yet.
 */
export function updateCounters(form: HTMLFormElement, name?: string, useDefault = false): void {
  for (const counter of form.querySelectorAll<HTMLElement>('.wpcf7-character-count[data-target-name]')) {
    const target = counter.getAttribute('data-target-name') ?? '';
    if (name !== undefined && target !== name) continue;
    const field = named<HTMLInputElement | HTMLTextAreaElement>(form, 'input, textarea', target);
    if (!field) continue;
    const value = useDefault ? field.defaultValue : field.value;
    const count = value.trim().length;
    const num = (attr: string) => {
      const n = parseInt(counter.getAttribute(attr) ?? '', 10);
      return Number.isNaN(n) ? null : n;
    };
    const max = num('data-maximum-value');
    const min = num('data-minimum-value');
    const start = num('data-starting-value') ?? 0;
    const shown = counter.classList.contains('down') ? start - count : count;
    counter.setAttribute('data-current-value', String(shown));
    counter.textContent = String(shown);
    counter.classList.toggle('too-long', max !== null && value.length > max);
    counter.classList.toggle('too-short', min !== null && value.length < min);
  }
}

/** A URL typed without a scheme but with a dot gets http:// in front (docs/contact-form.md#control-behaviour). */
export function fixUrl(input: HTMLInputElement): void {
  const value = input.value.trim();
  input.value = value && !/^[a-z][a-z0-9+.-]*:/i.test(value) && value.includes('.') ? `http://${value}` : value;
}

/** In an exclusive group, checking one box unchecks the others of the same name. */
export function keepExclusive(box: HTMLInputElement): void {
  const group = box.closest('.wpcf7-exclusive-checkbox');
  if (!group || !box.checked) return;
  for (const other of group.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    if (other !== box && other.name === box.name) other.checked = false;
  }
}

/**
 * A free-text input is enabled only while the option it belongs to is checked; checking the
 * option moves focus into it. Runs over every free-text input, because checking a radio
 * unchecks its siblings without a change event of their own.
 */
export function updateFreeText(form: HTMLFormElement, changed?: EventTarget | null): void {
  for (const text of form.querySelectorAll<HTMLInputElement>('.has-free-text input.wpcf7-free-text')) {
    const option = text.closest('.has-free-text')?.querySelector<HTMLInputElement>('input[type=checkbox], input[type=radio]');
    if (!option) continue;
    text.disabled = !option.checked;
    if (option.checked && option === changed) text.focus();
  }
}

export interface Refill {
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
}

/**
 * The form's first `selector` control named `name`, compared as a string: names come from the
 * server (refill keys, data-target-name), and one holding `"` or `\\` would break a selector.
 */
function named<T extends HTMLElement & { name: string }>(form: HTMLFormElement, selector: string, name: string): T | null {
  return Array.from(form.querySelectorAll<T>(selector)).find((el) => el.name === name) ?? null;
}

/** Puts a new quiz question (and its answer hash) and new captcha images into the form. */
export function applyRefill(form: HTMLFormElement, refill: Refill): void {
  for (const [name, [question, hash]] of Object.entries(refill.quiz ?? {})) {
    const wrap = Array.from(form.querySelectorAll('.wpcf7-form-control-wrap[data-name]')).find((w) => w.getAttribute('data-name') === name);
    if (!wrap) continue;
    const label = wrap.querySelector('.wpcf7-quiz-label');
    if (label) label.textContent = question;
    wrap.querySelectorAll<HTMLInputElement>('input.wpcf7-quiz').forEach((input) => (input.value = ''));
    const answer = named<HTMLInputElement>(form, 'input', `_wpcf7_quiz_answer_${name}`);
    if (answer) answer.value = hash;
  }
  for (const [name, url] of Object.entries(refill.captcha ?? {})) {
    const image = `wpcf7-captcha-${name.replace(/:/g, '')}`;
    form.querySelectorAll('img').forEach((img) => img.classList.contains(image) && (img.src = url));
    const challenge = named<HTMLInputElement>(form, 'input', `_wpcf7_captcha_challenge_${name}`);
    const number = /([0-9]+)\.(png|gif|jpeg)$/.exec(url);
    if (challenge && number) challenge.value = number[1]!;
  }
}
