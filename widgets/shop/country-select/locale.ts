import { localeField, type FieldLocale } from '../../../rules/address-locale.ts';
import type { AddressData } from '../../../runtime/shop/address.ts';

const FIELDSETS =
  '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';
const CONTROLS = 'input:not([type="hidden"]), select, textarea';
const WIDTHS = ['form-row-first', 'form-row-last', 'form-row-wide'];

/** The label's own words, its required mark or '(opcional)' left for markRequired. */
function setLabel(label: HTMLLabelElement, text: string): void {
  label.replaceChildren(text);
}

/**
 * A row made required or optional as the shop marks it: the `validate-required` class (the inline
 * checks and the shop's stylesheet read it), the star or '(opcional)' after the label, and
 * aria-required on the control for screen readers.
 */
function markRequired(row: HTMLElement, required: boolean, optionalText: string): void {
  const label = row.querySelector('label');
  label?.querySelectorAll('.required, .optional').forEach((n) => n.remove());
  // The mark follows a non-breaking space, as the shop prints it; one space only, whatever came before.
  if (label?.lastChild?.nodeType === Node.TEXT_NODE)
    label.lastChild.textContent = (label.lastChild.textContent ?? '').replace(/[\s\u00a0]+$/, '');
  const mark = document.createElement('span');
  if (required) {
    row.classList.add('validate-required');
    mark.className = 'required';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '*';
  } else {
    row.classList.remove('validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field');
    mark.className = 'optional';
    mark.textContent = `(${optionalText})`;
  }
  label?.classList.toggle('required_field', required);
  label?.append('\u00a0', mark);
  for (const control of row.querySelectorAll(CONTROLS)) {
    if (required) control.setAttribute('aria-required', 'true');
    else control.removeAttribute('aria-required');
  }
}

function applyField(row: HTMLElement, key: string, field: FieldLocale, optionalText: string): void {
  const label = row.querySelector('label');
  const controls = [...row.querySelectorAll<HTMLElement>(CONTROLS)];
  if (label && field.label !== undefined) setLabel(label, field.label);
  const placeholder = field.placeholder ?? (row.querySelector('label:not(.screen-reader-text)') ? undefined : field.label);
  if (placeholder !== undefined) {
    for (const c of controls) {
      if (c instanceof HTMLSelectElement) c.setAttribute('data-placeholder', placeholder);
      else c.setAttribute('placeholder', placeholder);
    }
  }
  markRequired(row, field.required === true, optionalText);
  if (field.priority !== undefined) row.dataset.priority = String(field.priority);
  // The state row is shown or hidden by the state field itself (a country without states).
  if (key !== 'state') {
    if (field.hidden === true) {
      row.style.display = 'none';
      row.querySelectorAll<HTMLInputElement>(CONTROLS).forEach((c) => (c.value = ''));
    } else row.style.removeProperty('display');
  }
  if (Array.isArray(field.class)) {
    row.classList.remove(...WIDTHS);
    row.classList.add(...field.class.filter((c) => typeof c === 'string' && c));
  }
}

/** Rows in the order of their data-priority (a row without one goes after the one before it), moving only what must move. */
function sortRows(fieldset: Element): void {
  const rows = [...fieldset.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('form-row'));
  let last = 0;
  const keyed = rows.map((row, i) => {
    const p = Number(row.dataset.priority) || last + 1;
    last = p;
    return { row, p, i };
  });
  const sorted = [...keyed].sort((a, b) => a.p - b.p || a.i - b.i);
  const focused = document.activeElement;
  sorted.forEach(({ row }, i) => {
    const at = [...fieldset.children].filter((el) => rows.includes(el as HTMLElement))[i];
    if (at !== row) fieldset.insertBefore(row, at ?? null);
  });
  // A control moved with its row loses focus in some browsers: a keyboard shopper keeps their place.
  if (focused instanceof HTMLElement && focused !== document.activeElement && focused.isConnected) focused.focus();
}

/**
 * The address rows of `wrapper` labelled, marked and ordered for `country` (the shop's
 * address-i18n rules: the country's own settings over the default, per field of locale_fields).
 */
export function applyLocale(wrapper: Element, country: string, data: AddressData): void {
  const locale = data.locale;
  if (!locale) return;
  const own = locale.byCountry[country] ?? locale.byCountry.default ?? {};
  const base = locale.byCountry.default ?? {};
  for (const [key, selector] of Object.entries(locale.fields)) {
    let rows: HTMLElement[];
    try {
      rows = [...wrapper.querySelectorAll<HTMLElement>(selector)];
    } catch {
      continue;
    }
    const field = localeField(base[key], own[key]);
    for (const row of rows) applyField(row, key, field, locale.optionalText);
  }
  const form = wrapper.closest('form') ?? document;
  form.querySelectorAll(FIELDSETS).forEach(sortRows);
}
