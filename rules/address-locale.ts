/**
 * One address field's settings in WooCommerce's address locale (wc_address_i18n_params.locale, WC_Countries::
 * get_country_locale), shared by the fixture backend that prints them and the country-select island that applies them.
 */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  class?: string[];
  autocomplete?: string;
  type?: string;
  validate?: string[];
}

/** A field's settings for one country: the country's own over the default, key by key, as the shop merges them. */
export function localeField(base: FieldLocale | undefined, own: FieldLocale | undefined): FieldLocale {
  return { ...base, ...own };
}
