// The classic checkout's field checks (docs/shop.md#checkout-field-checks), shared by the
// checkout-fields island (a field left, typed in, the form submitted) and the checkout island (the
// shop refused the order), as WooCommerce's checkout script does both.
import { looksLikeEmail } from '../../rules/email.ts';

/** Every field's row: the shop marks a field it checks as validated even where nothing is asked of it (an optional company). */
export const ROW = '.form-row';
/** The controls the shop checks: text fields, selects and checkboxes. */
export const CHECKED = '.input-text, select, input[type="checkbox"]';
const INVALID = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email'];
const MESSAGE = 'checkout-inline-error-message';

/** The field's own label, without the required star or '(opcional)'. */
export function labelOf(row: Element): string {
  const label = row.querySelector('label')?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('.required, .optional').forEach((n) => n.remove());
  return (label?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The row's own control: not one of a row inside it (the place-order row holds the terms box's row). */
function controlOf(row: Element): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  const control = row.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CHECKED);
  return control?.closest(ROW) === row ? control : null;
}

export type Problem = 'required' | 'email';

/** What is wrong with a row, or null. */
export function problem(row: Element): Problem | null {
  const control = controlOf(row);
  // A hidden row (the shipping address while 'ship to a different address' is off, the account
  // fields while 'create an account' is off) is one the shop does not ask for.
  if (!control || control.disabled || !row.getClientRects().length) return null;
  const empty = control instanceof HTMLInputElement && control.type === 'checkbox' ? !control.checked : !control.value.trim();
  if (row.classList.contains('validate-required') && empty) return 'required';
  if (row.classList.contains('validate-email') && !empty && !looksLikeEmail(control.value)) return 'email';
  return null;
}

/**
 * Marks a row as WooCommerce's checkout does (classes themes style) and, when it is wrong, says
 * `message` beside the field (the checkout-fields island's words: its catalogue part).
 */
export function paint(row: Element, wrong: Problem | null, message = ''): void {
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
    const said = document.createElement('p');
    said.className = MESSAGE;
    said.id = id;
    said.textContent = message;
    // Inside the field's wrapper, as the shop prints it; a checkbox in its label gets it after the label.
    (control.closest('.woocommerce-input-wrapper') ?? row).append(said);
    describedBy.push(id);
  }
  if (describedBy.length) control.setAttribute('aria-describedby', describedBy.join(' '));
  else control.removeAttribute('aria-describedby');
}

/**
 * The shop refused the order: as WooCommerce's checkout then, before it says checkout_error, every
 * field it did not mark is checked again, and those that pass are marked validated (an optional
 * company's green border). A row that passes needs no words.
 */
export function recheckAfterRefusal(form: Element): void {
  for (const row of form.querySelectorAll(ROW))
    if (controlOf(row) && !row.classList.contains('woocommerce-invalid') && !problem(row)) paint(row, null);
}
