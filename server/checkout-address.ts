// The checkout's address fields per country, as WooCommerce builds them (WC_Countries::
// get_address_fields): the fixture's own default fields, overridden by each country's locale recorded
// from the real shop (fixtures/checkout-countries.json), sorted by priority. The same data is printed
// for the browser as wc_country_select_params and wc_address_i18n_params.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeField, type FieldLocale } from '../rules/address-locale.ts';

export interface CountryData {
  /** [code, Spanish name], in the shop's order. */
  countries: [string, string][];
  /** Code → state code → name; [] (an empty list) for a country that has no states. */
  states: Record<string, Record<string, string> | []>;
  locale: Record<string, Record<string, FieldLocale>>;
  i18n_select_state_text: string;
  i18n_required_text: string;
  i18n_optional_text: string;
}

/** The fixture shop's default address fields (what WooCommerce prints as locale.default). */
export const DEFAULT_ADDRESS: Record<string, FieldLocale> = {
  first_name: { label: 'Nombre', required: true, class: ['form-row-first'], autocomplete: 'given-name', priority: 10 },
  last_name: { label: 'Apellidos', required: true, class: ['form-row-last'], autocomplete: 'family-name', priority: 20 },
  country: {
    type: 'country',
    label: 'País / Región',
    required: true,
    class: ['form-row-wide', 'address-field', 'update_totals_on_change'],
    autocomplete: 'country',
    priority: 40,
  },
  address_1: {
    label: 'Dirección de la calle',
    placeholder: 'Nombre de la calle y número de la casa',
    required: true,
    class: ['form-row-wide', 'address-field'],
    autocomplete: 'address-line1',
    priority: 50,
  },
  city: {
    label: 'Localidad / Ciudad',
    required: true,
    class: ['form-row-wide', 'address-field'],
    autocomplete: 'address-level2',
    priority: 70,
  },
  state: {
    type: 'state',
    label: 'Región / Provincia',
    required: true,
    class: ['form-row-wide', 'address-field'],
    validate: ['state'],
    autocomplete: 'address-level1',
    priority: 80,
  },
  postcode: {
    label: 'Código postal',
    required: true,
    class: ['form-row-wide', 'address-field'],
    validate: ['postcode'],
    autocomplete: 'postal-code',
    priority: 90,
  },
};

/** The billing form adds phone and email after the address (WC_Countries::get_address_fields for 'billing_'). */
export const BILLING_EXTRA: Record<string, FieldLocale> = {
  phone: {
    type: 'tel',
    label: 'Teléfono',
    required: true,
    class: ['form-row-wide'],
    validate: ['phone'],
    autocomplete: 'tel',
    priority: 100,
  },
  email: {
    type: 'email',
    label: 'Dirección de correo electrónico',
    required: true,
    class: ['form-row-wide'],
    validate: ['email'],
    autocomplete: 'email',
    priority: 110,
  },
};

/** The keys wc_address_i18n_params.locale_fields names: the fields a country may change. */
export const LOCALE_FIELDS: Record<string, string> = {
  address_1: '#billing_address_1_field, #shipping_address_1_field',
  address_2: '#billing_address_2_field, #shipping_address_2_field',
  state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
};

const loaded = new Map<string, CountryData>();

export function countryData(rootDir: string): CountryData {
  let data = loaded.get(rootDir);
  if (!data) {
    data = JSON.parse(readFileSync(join(rootDir, 'fixtures', 'checkout-countries.json'), 'utf8')) as CountryData;
    loaded.set(rootDir, data);
  }
  return data;
}

export interface AddressField extends FieldLocale {
  key: string;
  label: string;
  required: boolean;
  priority: number;
}

/** One form's fields for `country`, in priority order (a country's locale overrides the default per key). */
export function addressFields(data: CountryData, country: string, withBillingExtras: boolean): AddressField[] {
  const own = data.locale[country] ?? {};
  const base = { ...DEFAULT_ADDRESS, ...(withBillingExtras ? BILLING_EXTRA : {}) };
  return Object.entries(base)
    .map(([key, field]) => {
      const merged = localeField(field, key in LOCALE_FIELDS ? own[key] : undefined);
      return { ...merged, key, label: merged.label ?? key, required: merged.required === true, priority: merged.priority ?? 0 };
    })
    .sort((a, b) => a.priority - b.priority);
}

/** True when the shop lists `code` among the countries it sells to. */
export function isShopCountry(data: CountryData, code: string): boolean {
  return data.countries.some(([c]) => c === code);
}

/** The flat rate ships to España only, as on the recorded shop. */
export const shipsTo = (country: string): boolean => country === 'ES';

/** The two globals the shop prints on the cart and checkout pages, as WooCommerce shapes them. */
export function addressGlobals(data: CountryData): { countrySelect: Record<string, unknown>; addressI18n: Record<string, unknown> } {
  return {
    countrySelect: { countries: JSON.stringify(data.states), i18n_select_state_text: data.i18n_select_state_text },
    addressI18n: {
      locale: JSON.stringify({ ...data.locale, default: DEFAULT_ADDRESS }),
      locale_fields: JSON.stringify(LOCALE_FIELDS),
      i18n_required_text: data.i18n_required_text,
      i18n_optional_text: data.i18n_optional_text,
    },
  };
}
