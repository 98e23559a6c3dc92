import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { emit, emitOnce, EVENTS } from '../../../runtime/page/events.ts';
import { applyLocale } from './locale.ts';
import { fitStateField, readAddressData, STATE_FIELDS, type AddressData } from '../../../runtime/shop/address.ts';

/** The address forms a country select belongs to (the shop's own list, but the cart page's calculator, which the cart-page island drives). */
const WRAPPERS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields';

const SOURCE = 'country-select';
/** True when the state field already is what `country` needs (the page printed it for that country). */
function stateFieldFits(wrapper: Element, country: string, data: AddressData): boolean {
  const field = wrapper.querySelector<HTMLInputElement | HTMLSelectElement>(STATE_FIELDS);
  if (!field) return true;
  const states = data.states[country];
  if (!states) return field instanceof HTMLInputElement && field.type === 'text';
  const codes = Object.keys(states);
  if (!codes.length) return field instanceof HTMLInputElement && field.type === 'hidden';
  if (!(field instanceof HTMLSelectElement)) return false;
  const offered = [...field.options].map((o) => o.value).filter(Boolean);
  return offered.length === codes.length && codes.every((c) => offered.includes(c));
}

/**
 * A country select of the shop's address forms (checkout billing and shipping, My account's
 * addresses) without WooCommerce's country-select and address-i18n
 * scripts: on each change the state field becomes the country's list, a text input or nothing, and
 * the address rows take the country's labels, required marks, placeholders and order. The selects
 * stay the browser's own (typing a name finds it; every screen reader knows them). The state chosen
 * for a country comes back when the shopper returns to that country. A page the browser restored
 * with another country than it printed is put right at once.
 */
export default defineEnhancer((control, _props, { signal }) => {
  if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) return;
  const data = readAddressData();
  if (!data) return;
  const wrapper = control.closest(WRAPPERS) ?? control.closest('.form-row')?.parentElement;
  if (!wrapper) return;
  const chosen = new Map<string, string>();
  let country = control.value;

  const follow = () => {
    const state = wrapper.querySelector<HTMLInputElement | HTMLSelectElement>(STATE_FIELDS);
    if (state && country) chosen.set(country, state.value);
    country = control.value;
    fitStateField(wrapper, country, data, chosen.get(country) ?? '');
    applyLocale(wrapper, country, data);
    tell();
  };
  // The shop's two events after each country (and for each address at load, as its script says them).
  const tell = () => {
    emit(EVENTS.countryToStateChanged, SOURCE, [country, wrapper]);
    emit(EVENTS.countryToStateChanging, SOURCE, [country, wrapper]);
  };

  // Once a page, before the first country select says its country.
  emitOnce(EVENTS.addressI18nReady, SOURCE);
  if (country && !stateFieldFits(wrapper, country, data)) follow();
  else if (country) tell();
  control.addEventListener('change', follow, { signal });
});
