import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { onAbort } from '../../../runtime/core/lifetime.ts';
import { EVENTS, on } from '../../../runtime/page/events.ts';
import { t } from '../../../runtime/i18n/parts/checkout-fields.ts';
import { holdDuringPress } from '../../../runtime/ui/press-hold.ts';
import { looksLikeEmail } from '../../../rules/email.ts';

/** Every field's row: the shop marks a field it checks as validated even where nothing is asked of it (an optional company). */
const ROW = '.form-row';
/** The controls the shop checks: text fields, selects and checkboxes. */
const CHECKED = '.input-text, select, input[type="checkbox"]';
const INVALID = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email'];
const MESSAGE = 'checkout-inline-error-message';

/** The field's own label, without the required star or '(opcional)'. */
function labelOf(row: Element): string {
  const label = row.querySelector('label')?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('.required, .optional').forEach((n) => n.remove());
  return (label?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The row's own control: not one of a row inside it (the place-order row holds the terms box's row). */
function controlOf(row: Element): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const control = row.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CHECKED);
  return control?.closest(ROW) === row ? control : null;
}

/** What is wrong with a row ('required' or 'email'), or null. */
function problem(row: Element): 'required' | 'email' | null {
  const control = controlOf(row);
  // A hidden row (the shipping address while 'ship to a different address' is off, the account
  // fields while 'create an account' is off) is one the shop does not ask for.
  if (!control || control.disabled || !row.getClientRects().length) return null;
  const empty = control instanceof HTMLInputElement && control.type === 'checkbox' ? !control.checked : !control.value.trim();
  if (row.classList.contains('validate-required') && empty) return 'required';
  if (row.classList.contains('validate-email') && !empty && !looksLikeEmail(control.value)) return 'email';
  return null;
}

/** Marks a row as WooCommerce's checkout does (classes themes style) and says why beside the field. */
function paint(row: Element, wrong: 'required' | 'email' | null): void {
  const control = controlOf(row);
  if (!control) return;
  row.classList.remove(...INVALID, 'woocommerce-validated');
  const id = `${control.id || control.name}-description`;
  row.querySelector(`.${MESSAGE}`)?.remove();
  const describedBy = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((d) => d && d !== id);
  if (!wrong) {
    row.classList.add('woocommerce-validated');
    control.removeAttribute('aria-invalid');
  } else {
    row.classList.add('woocommerce-invalid', wrong === 'required' ? 'woocommerce-invalid-required-field' : 'woocommerce-invalid-email');
    control.setAttribute('aria-invalid', 'true');
    const message = document.createElement('p');
    message.className = MESSAGE;
    message.id = id;
    message.textContent = wrong === 'required' ? `${labelOf(row)} ${t('requiredField')}` : t('invalidField');
    // Inside the field's wrapper, as the shop prints it; a checkbox in its label gets it after the label.
    (control.closest('.woocommerce-input-wrapper') ?? row).append(message);
    describedBy.push(id);
  }
  if (describedBy.length) control.setAttribute('aria-describedby', describedBy.join(' '));
  else control.removeAttribute('aria-describedby');
}

/**
 * Inline checks on the classic checkout (docs/shop.md#checkout-field-checks): a required field left
 * empty says '{Etiqueta} es un campo obligatorio', a malformed email 'No válido', when the shopper
 * leaves the field; the message goes as soon as the value is right. A submit with such a field
 * marks it and still goes to the shop, whose list of what is wrong the checkout island shows
 * (docs/shop.md#placing-the-order); without JavaScript the form posts as it is.
 */
export default defineEnhancer((form, _props, { signal }) => {
  const rowOf = (target: EventTarget | null) => (target instanceof Element && target.matches(CHECKED) ? target.closest(ROW) : null);
  const press = holdDuringPress(signal);
  // A field is left by pressing the next control, 'Realizar el pedido' too: its message may move
  // that control, so it is shown (or removed) once the press has landed.
  const onLeave = (event: Event) => {
    const row = rowOf(event.target);
    if (row && form.contains(row)) press.run(() => paint(row, problem(row)));
  };
  form.addEventListener('focusout', onLeave, { signal });
  form.addEventListener('change', onLeave, { signal });
  form.addEventListener(
    'input',
    (event) => {
      const row = rowOf(event.target);
      // Typing only clears an error; a half-typed value is not judged until the field is left.
      if (row?.classList.contains('woocommerce-invalid') && !problem(row)) paint(row, null);
    },
    { signal },
  );
  // A submit is never held here: the shop judges the order (plugins add their checks to its
  // validation), and the checkout island shows its list. The rows are marked meanwhile.
  form.addEventListener(
    'submit',
    () => {
      for (const row of form.querySelectorAll(ROW)) {
        const wrong = problem(row);
        if (wrong) paint(row, wrong);
      }
    },
    { signal },
  );
  // The shop refused the order: as WooCommerce's checkout then, every field it did not mark is
  // checked again, and those that pass are marked validated (an optional company's green border).
  onAbort(
    signal,
    on(EVENTS.checkoutError, () => {
      for (const row of form.querySelectorAll(ROW))
        if (controlOf(row) && !row.classList.contains('woocommerce-invalid') && !problem(row)) paint(row, null);
    }),
  );
});
