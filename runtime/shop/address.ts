// The shop's address forms (the checkout's, My account's, the cart's shipping calculator), each
// rule written once: the address data the shop prints for them, wc_country_select_params (each
// country's states: a list, an empty list for a country without, nothing for a country whose state
// is typed) and wc_address_i18n_params (each country's labels, required marks, placeholders and
// order), both JSON strings inside the objects as WooCommerce prints them; and the state field a
// country needs, as WooCommerce's country-select script makes it.
import type { FieldLocale } from '../../rules/address-locale.ts';
import { pageGlobal } from '../page/printed.ts';

export interface AddressData {
  /** Country → state code → name; an empty list or object: the country has no states. */
  states: Record<string, Record<string, string> | unknown[]>;
  selectStateText: string;
  /** Absent when the page prints no wc_address_i18n_params (the state follows the country all the same). */
  locale: {
    byCountry: Record<string, Record<string, FieldLocale>>;
    /** Locale key → the rows it applies to ('#billing_state_field, #shipping_state_field, …'). */
    fields: Record<string, string>;
    optionalText: string;
  } | null;
}

type Raw = Record<string, unknown>;

function object(value: unknown): Raw | null {
  if (typeof value === 'string') {
    try {
      // WooCommerce's own reader turns &quot; back into quotes first.
      return object(JSON.parse(value.replace(/&quot;/g, '"')));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : null;
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);

/** The page's address data, or null without wc_country_select_params (nothing to follow the country with). */
export function readAddressData(win: Window = window): AddressData | null {
  const select = object(pageGlobal('wc_country_select_params', win));
  const states = object(select?.countries);
  if (!select || !states) return null;
  const i18n = object(pageGlobal('wc_address_i18n_params', win));
  const byCountry = object(i18n?.locale);
  const fields = object(i18n?.locale_fields);
  return {
    states: states as AddressData['states'],
    selectStateText: text(select.i18n_select_state_text, 'Elige una opción…'),
    locale:
      i18n && byCountry && fields
        ? {
            byCountry: byCountry as Record<string, Record<string, FieldLocale>>,
            fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
            optionalText: text(i18n.i18n_optional_text, 'opcional'),
          }
        : null,
  };
}

export const STATE_FIELDS = '#billing_state, #shipping_state, #calc_shipping_state';

type StateControl = HTMLSelectElement | HTMLInputElement;

/** A new control carrying over what names the field: id, name, its input classes and autocomplete. */
function carry(to: StateControl, from: StateControl, classes: string): StateControl {
  to.id = from.id;
  to.name = from.name;
  to.setAttribute('data-input-classes', from.getAttribute('data-input-classes') ?? '');
  to.className = classes;
  const autocomplete = from.getAttribute('autocomplete');
  if (autocomplete) to.setAttribute('autocomplete', autocomplete);
  for (const attr of ['aria-required', 'aria-describedby', 'aria-invalid']) {
    const value = from.getAttribute(attr);
    if (value !== null) to.setAttribute(attr, value);
  }
  return to;
}

function show(row: HTMLElement | null, shown: boolean): void {
  if (!row) return;
  if (shown) row.style.removeProperty('display');
  else row.style.display = 'none';
}

/**
 * The state field of `wrapper` made right for `country`, as the shop's country-select script
 * makes it: a list of the country's states (a native select: typing a name jumps to it), nothing
 * to fill (a hidden input, its row hidden) for a country without states, or a text input for a
 * country whose states the shop does not list. `value` is the state to keep, when the new field
 * offers it. Returns the field (the same element when it already had the right kind).
 */
export function fitStateField(wrapper: Element, country: string, data: AddressData, value: string): StateControl | null {
  const current = wrapper.querySelector<StateControl>(STATE_FIELDS);
  if (!current) return null;
  const row = current.closest<HTMLElement>('.form-row');
  const inputClasses = current.getAttribute('data-input-classes') ?? '';
  let placeholder = current.getAttribute('placeholder') || current.getAttribute('data-placeholder') || '';
  if (placeholder === data.selectStateText) placeholder = '';
  const states = data.states[country];
  let next: StateControl = current;

  if (states && !Object.keys(states).length) {
    if (!(current instanceof HTMLInputElement && current.type === 'hidden')) {
      const hidden = document.createElement('input');
      hidden.type = 'hidden';
      next = carry(hidden, current, `hidden ${inputClasses}`.trim());
    }
    next.value = '';
    show(row, false);
  } else if (states) {
    let select = current instanceof HTMLSelectElement ? current : null;
    if (!select) {
      select = carry(document.createElement('select'), current, `state_select ${inputClasses}`.trim()) as HTMLSelectElement;
      next = select;
    }
    select.setAttribute('data-placeholder', placeholder || data.selectStateText);
    const options = [new Option(data.selectStateText, '')];
    for (const [code, name] of Object.entries(states as Record<string, string>)) options.push(new Option(String(name), code));
    select.replaceChildren(...options);
    select.value = options.some((o) => o.value === value) ? value : '';
    show(row, true);
  } else {
    if (!(current instanceof HTMLInputElement && current.type === 'text')) {
      const input = document.createElement('input');
      input.type = 'text';
      next = carry(input, current, `input-text ${inputClasses}`.trim());
      next.value = value;
    }
    next.setAttribute('placeholder', placeholder);
    show(row, true);
  }
  if (next !== current) {
    const hadFocus = current === document.activeElement;
    current.replaceWith(next);
    if (hadFocus && next.type !== 'hidden') next.focus();
  }
  return next;
}
