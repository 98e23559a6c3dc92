import { printsScript } from '../../../runtime/core/shop-scripts.ts';
import { t } from '../../../runtime/i18n/parts/cart-page.ts';
import { emit, emitOnce, EVENTS } from '../../../runtime/page/events.ts';
import { lazyPart } from '../../../runtime/core/lazy-part.ts';
import { CALCULATOR } from './actions.ts';

/**
 * The shop's address events for the calculator's country, as its country-select and address-i18n
 * scripts send them: wc_address_i18n_ready once at load, then country_to_state_changed and
 * country_to_state_changing with the country and the calculator (at load, and after each change).
 */
function sayCountry(country: HTMLSelectElement | null, atLoad: boolean): void {
  if (!country || printsScript('wc-country-select')) return;
  if (atLoad) emitOnce(EVENTS.addressI18nReady, 'cart-page');
  if (!country.value) return;
  const wrapper = country.closest('.woocommerce-shipping-calculator') ?? country.form;
  emit(EVENTS.countryToStateChanged, 'cart-page', [country.value, wrapper]);
  emit(EVENTS.countryToStateChanging, 'cart-page', [country.value, wrapper]);
}

/**
 * The shop's address rule (runtime/shop/address.ts), shared with the checkout's country select:
 * asked for when the calculator's country is first reached, not with the page.
 */
const stateRule = lazyPart(() => import('../../../runtime/shop/address.ts'));

/** The calculator's country: its state field follows each change, the rule fetched as it is first reached; the shop's events at load. */
export function calculatorFollowsCountry(body: HTMLElement, signal: AbortSignal): void {
  const isCountry = (target: EventTarget | null): target is HTMLSelectElement =>
    (target as Element).matches(`${CALCULATOR} #calc_shipping_country`);
  body.addEventListener('focusin', (event) => isCountry(event.target) && void stateRule().catch(() => {}), { signal });
  body.addEventListener('change', (event) => isCountry(event.target) && void followCountry(event.target), { signal });
  sayCountry(body.querySelector<HTMLSelectElement>(`${CALCULATOR} #calc_shipping_country`), true);
}

/**
 * The shipping calculator's state field follows its country by the shop's one rule: a list of the
 * country's states, nothing for a country without them, a text field otherwise; a state already
 * chosen stays when the new list has it. A field the server printed hidden has no label: the new
 * one is given one, so it is never unnamed. Then the shop's events, as its scripts send them.
 */
async function followCountry(country: HTMLSelectElement): Promise<void> {
  // Where WooCommerce's country-select script is still printed (the real cart page enqueues it on its own), it does this.
  if (printsScript('wc-country-select')) return;
  try {
    rebuildState(country, await stateRule());
  } catch (error) {
    console.error('[islands:cart-page] The state field could not follow the country; it stays as printed', error);
  }
  sayCountry(country, false);
}

function rebuildState(
  country: HTMLSelectElement,
  { readAddressData, fitStateField }: typeof import('../../../runtime/shop/address.ts'),
): void {
  const data = readAddressData();
  const row = country.form?.querySelector('#calc_shipping_state_field');
  const old = row?.querySelector<HTMLInputElement | HTMLSelectElement>('#calc_shipping_state');
  if (!data || !row || !old) return;
  // A chosen state stays where the new list has it; a typed field starts empty.
  const field = fitStateField(row, country.value, data, data.states[country.value] ? old.value : '');
  if (field && field.type !== 'hidden' && !field.labels?.length) field.before(labelFor(field));
}

function labelFor(field: HTMLElement): HTMLLabelElement {
  const label = document.createElement('label');
  label.htmlFor = field.id;
  label.textContent = t('stateCounty');
  return label;
}
