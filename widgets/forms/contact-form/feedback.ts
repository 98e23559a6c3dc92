// What the shopper sees of an answer (docs/contact-form.md#showing-an-answer): the overall message in the response area and
// the screen-reader status, each field's error under it, and the list of errors for screen
// readers. The markup hooks are the plugin's, because theme CSS styles them.

export interface InvalidField {
  field: string;
  message: string;
  idref?: string | null;
  error_id?: string;
}

const wrapOf = (form: HTMLFormElement, field: string) =>
  Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')).find(
    // invalid_fields names have '.' turned into '_'; data-name keeps the original.
    (w) => (w.getAttribute('data-name') ?? '').replace(/\./g, '_') === field,
  ) ?? null;

/** Controls that can hold focus and a validity message inside a wrap. */
const inputsOf = (wrap: Element) => Array.from(wrap.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea'));

/** Ids may only keep [0-9a-z_-] (aria-describedby breaks on anything else). */
const safeId = (id: string) => id.replace(/[^0-9a-z_-]+/gi, '');

function screenReader(form: HTMLFormElement) {
  const box = form.closest('.wpcf7')?.querySelector('.screen-reader-response');
  return { status: box?.querySelector('[role=status]') ?? null, list: box?.querySelector('ul') ?? null };
}

/** Removes one field's error from its wrap and from the screen-reader list. */
export function clearFieldError(form: HTMLFormElement, field: string, unitTag: string): void {
  const wrap = wrapOf(form, field);
  const itemId = safeId(`${unitTag}-ve-${field}`);
  for (const item of Array.from(screenReader(form).list?.children ?? [])) if (item.id === itemId) item.remove();
  if (!wrap) return;
  wrap.querySelectorAll('.wpcf7-not-valid-tip').forEach((tip) => tip.remove());
  wrap.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'false'));
  for (const control of wrap.querySelectorAll<HTMLElement>('.wpcf7-form-control, input, select, textarea')) {
    control.classList.remove('wpcf7-not-valid');
    control.removeAttribute('aria-describedby');
    (control as HTMLInputElement).setCustomValidity?.('');
  }
}

/** Shows one field's error: a tip in its wrap, aria-invalid, aria-describedby, the validity message, a list item. */
export function showFieldError(form: HTMLFormElement, invalid: InvalidField, unitTag: string): void {
  // A field shown again (checked as focus leaves it, which may come after the send's answer) keeps
  // its place in the list: the list stays in the server's order.
  const shown = Array.from(screenReader(form).list?.children ?? []).find((item) => item.id === safeId(`${unitTag}-ve-${invalid.field}`));
  const place = shown?.nextSibling ?? null;
  clearFieldError(form, invalid.field, unitTag);
  const errorId = safeId(invalid.error_id || `${unitTag}-ve-${invalid.field}`);
  const { list } = screenReader(form);
  const wrap = wrapOf(form, invalid.field);
  const control = wrap ? inputsOf(wrap)[0] : null;
  if (list) {
    const item = document.createElement('li');
    item.id = errorId;
    const targetId = invalid.idref || control?.id;
    if (targetId) {
      const link = document.createElement('a');
      link.href = `#${targetId}`;
      link.textContent = invalid.message;
      item.append(link);
    } else {
      item.textContent = invalid.message;
    }
    list.insertBefore(item, place);
  }
  if (!wrap) return;
  const tip = document.createElement('span');
  tip.className = 'wpcf7-not-valid-tip';
  tip.setAttribute('aria-hidden', 'true');
  tip.textContent = invalid.message;
  wrap.append(tip);
  wrap.querySelectorAll('[aria-invalid]').forEach((el) => el.setAttribute('aria-invalid', 'true'));
  for (const el of wrap.querySelectorAll<HTMLElement>('.wpcf7-form-control')) {
    el.classList.add('wpcf7-not-valid');
    el.setAttribute('aria-describedby', errorId);
  }
  for (const input of inputsOf(wrap)) {
    input.setAttribute('aria-describedby', errorId);
    input.setAttribute('aria-invalid', 'true');
    input.setCustomValidity?.(invalid.message);
  }
}

/** The form's first invalid control in document order, focused (docs/contact-form.md#showing-an-answer). */
export function focusFirstInvalid(form: HTMLFormElement): void {
  const tip = form.querySelector('.wpcf7-form-control-wrap > .wpcf7-not-valid-tip');
  const control = tip?.parentElement ? inputsOf(tip.parentElement).find((el) => !el.disabled) : null;
  control?.focus();
}

/** Clears every error and message before a submit. */
export function clearResponse(form: HTMLFormElement, unitTag: string): void {
  for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')) {
    clearFieldError(form, (wrap.getAttribute('data-name') ?? '').replace(/\./g, '_'), unitTag);
  }
  const { status, list } = screenReader(form);
  status?.replaceChildren();
  list?.replaceChildren();
  form.querySelectorAll('.wpcf7-response-output').forEach((out) => out.replaceChildren());
}

/** The overall message: announced through the role=status paragraph, shown in the response area. */
export function showMessage(form: HTMLFormElement, message: string): void {
  const { status } = screenReader(form);
  if (status) status.textContent = message;
  form.querySelectorAll('.wpcf7-response-output').forEach((out) => (out.textContent = message));
}
