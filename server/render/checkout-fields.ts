// The checkout's billing and shipping field rows (woocommerce_form_field), for the country the
// shopper has chosen: its labels, required marks, order and the state as a select, a text input or
// a hidden input (recorded/pages/checkout and the real shop's answers for Francia, Reino Unido, EEUU).
import { addressFields, type AddressField, type CountryData } from '../checkout-address.ts';
import type { Location } from '../checkout-customer.ts';
import { esc } from '../html.ts';

const REQUIRED = '&nbsp;<span class="required" aria-hidden="true">*</span>';

function label(id: string, field: AddressField, optionalText: string): string {
  const mark = field.required ? REQUIRED : `&nbsp;<span class="optional">(${esc(optionalText)})</span>`;
  return `<label for="${id}" class="${field.required ? 'required_field' : ''}">${esc(field.label)}${mark}</label>`;
}

function countrySelect(data: CountryData, name: string, field: AddressField, value: string): string {
  const options = data.countries
    .map(([code, country]) => `<option value="${esc(code)}"${code === value ? " selected='selected'" : ''}>${esc(country)}</option>`)
    .join('');
  return `<select name="${name}" id="${name}" class="country_to_state country_select "${field.required ? ' aria-required="true"' : ''} autocomplete="country" data-placeholder="Selecciona un país/región&hellip;" data-label="${esc(field.label)}"><option value="">Selecciona un país/región&hellip;</option>${options}</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Actualizar país/región">Actualizar país/región</button></noscript>`;
}

/** The state control: a list for a country with provinces, nothing to fill for one without, free text otherwise. */
function stateControl(data: CountryData, name: string, field: AddressField, country: string, value: string): string {
  const states = data.states[country];
  const placeholder = esc(field.placeholder ?? '');
  if (Array.isArray(states)) {
    return `<input type="hidden" class="hidden" name="${name}" id="${name}" value="" autocomplete="address-level1" placeholder="${placeholder}" readonly="readonly" data-input-classes=""/>`;
  }
  if (!states) {
    return `<input type="text" class="input-text " value="${esc(value)}" placeholder="${placeholder}" name="${name}" id="${name}" autocomplete="address-level1" data-input-classes=""/>`;
  }
  const options = Object.entries(states)
    .map(([code, state]) => `<option value="${esc(code)}"${code === value ? " selected='selected'" : ''}>${esc(state)}</option>`)
    .join('');
  return `<select name="${name}" id="${name}" class="state_select "${field.required ? ' aria-required="true"' : ''} autocomplete="address-level1" data-placeholder="${esc(field.placeholder ?? data.i18n_select_state_text)}" data-input-classes="" data-label="${esc(field.label)}"><option value="">${esc(data.i18n_select_state_text)}</option>${options}</select>`;
}

function row(data: CountryData, prefix: string, field: AddressField, country: string, values: Record<string, string>): string {
  const name = `${prefix}${field.key}`;
  const value = values[field.key] ?? '';
  const hiddenState = field.key === 'state' && Array.isArray(data.states[country]);
  const classes = [
    'form-row',
    ...(field.class ?? []),
    field.required && !hiddenState ? 'validate-required' : '',
    ...(field.validate ?? []).map((v) => `validate-${v}`),
  ];
  let control: string;
  if (field.type === 'country') control = countrySelect(data, name, field, value);
  else if (field.type === 'state') control = stateControl(data, name, field, country, value);
  else {
    const type = field.type === 'tel' || field.type === 'email' ? field.type : 'text';
    control = `<input type="${type}" class="input-text " name="${name}" id="${name}" placeholder="${esc(field.placeholder ?? '')}" value="${esc(value)}"${field.required ? ' aria-required="true"' : ''} autocomplete="${esc(field.autocomplete ?? '')}" />`;
  }
  // WooCommerce prints a country's hidden state row with no priority, hidden inline.
  const where = hiddenState || field.hidden ? ' style="display: none"' : ` data-priority="${field.priority}"`;
  const shown = hiddenState ? { ...field, required: false } : field;
  return `<p class="${classes.filter(Boolean).join(' ')}" id="${name}_field"${where}>${label(name, shown, data.i18n_optional_text)}<span class="woocommerce-input-wrapper">${control}</span></p>`;
}

/** One form's rows: 'billing_' with phone and email, or 'shipping_'. */
export function addressRows(data: CountryData, prefix: 'billing_' | 'shipping_', where: Location, values: Record<string, string>): string {
  const country = where.country;
  const own = { ...values, country, state: where.state, postcode: where.postcode, city: where.city, address_1: where.address_1 };
  return addressFields(data, country, prefix === 'billing_')
    .map((f) => row(data, prefix, f, country, own))
    .join('');
}

/** 'Enviar a una dirección diferente' and the shipping rows (form-shipping.php). */
export function shippingFields(data: CountryData, where: Location): string {
  return `<div class="woocommerce-shipping-fields">
						<h2 id="ship-to-different-address">
							<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
								<input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1" /> <span>¿Enviar a una dirección diferente?</span>
							</label>
						</h2>
						<div class="shipping_address">
							<div class="woocommerce-shipping-fields__field-wrapper">
								${addressRows(data, 'shipping_', where, {})}
							</div>
						</div>
					</div>`;
}
