// The address data the shop prints for its address forms: wc_country_select_params (each country's
// states: a list, an empty list for a country without, nothing for a country whose state is typed)
// and wc_address_i18n_params (each country's labels, required marks, placeholders and order).
// Both are JSON strings inside the objects, as WooCommerce prints them.
import type { FieldLocale } from '../../../rules/address-locale.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

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
    locale: i18n && byCountry && fields
      ? {
        byCountry: byCountry as Record<string, Record<string, FieldLocale>>,
        fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
        optionalText: text(i18n.i18n_optional_text, 'opcional'),
      }
      : null,
  };
}
