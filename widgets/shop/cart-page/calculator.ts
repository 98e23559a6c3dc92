import { printsScript } from '../../../runtime/core/shop-scripts.ts';
import { t } from '../../../runtime/i18n/parts/cart-page.ts';
import { emit, emitOnce, EVENTS } from '../../../runtime/page/events.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

/**
 * The shop's address events for the calculator's country, as its country-select and address-i18n
 * scripts send them: wc_address_i18n_ready once at load, then country_to_state_changed and
 * country_to_state_changing with the country and the calculator (at load, and after each change).
 */
export function sayCountry(country: HTMLSelectElement | null, atLoad: boolean): void {
  if (!country || printsScript('wc-country-select')) return;
  if (atLoad) emitOnce(EVENTS.addressI18nReady, 'cart-page');
  if (!country.value) return;
  const wrapper = country.closest('.woocommerce-shipping-calculator') ?? country.form;
  emit(EVENTS.countryToStateChanged, 'cart-page', [country.value, wrapper]);
  emit(EVENTS.countryToStateChanging, 'cart-page', [country.value, wrapper]);
}

type States = Record<string, string> | [];

/**
 * The countries' states WooCommerce prints for its country-select script
 * (`wc_country_select_params.countries`, a JSON text): a list of states, an empty list for a
 * country without them, and no entry for a country whose state is typed. Null when not printed.
 */
function statesOf(country: string): States | undefined | null {
  const params = pageGlobal<{ countries?: unknown }>('wc_country_select_params');
  if (typeof params?.countries !== 'string') return null;
  try {
    const all = JSON.parse(params.countries) as Record<string, States>;
    return Object.hasOwn(all, country) ? all[country] : undefined;
  } catch {
    console.error('[islands:cart-page] wc_country_select_params.countries is not JSON; the state field stays as printed');
    return null;
  }
}

/**
 * The shipping calculator's state field follows its country, as WooCommerce's country-select
 * script makes it: a list of the country's states, nothing for a country without them, a text
 * field otherwise; a state already chosen stays when the new list has it. The label is kept (or
 * given, when the server printed a hidden field), so the new field is never unnamed.
 */
export function followCountry(country: HTMLSelectElement): void {
  rebuildState(country);
  sayCountry(country, false);
}

function rebuildState(country: HTMLSelectElement): void {
  // Where WooCommerce's country-select script is still printed (the real cart page enqueues it on its own), it does this.
  if (printsScript('wc-country-select')) return;
  const states = statesOf(country.value);
  const old = country.form?.querySelector<HTMLInputElement | HTMLSelectElement>('#calc_shipping_state');
  const row = old?.closest('#calc_shipping_state_field');
  if (states === null || !old || !row) return;
  const label = row.querySelector('label')?.textContent?.trim() || t('stateCounty');
  const field = Array.isArray(states) ? hidden() : states ? stateList(states, old.value) : typed(old);
  field.id = 'calc_shipping_state';
  field.setAttribute('name', old.getAttribute('name') ?? 'calc_shipping_state');
  if (field.type === 'hidden') return row.replaceChildren(field);
  const name = document.createElement('label');
  name.htmlFor = field.id;
  name.textContent = label;
  row.replaceChildren(...(field instanceof HTMLSelectElement ? [wrap(name, field)] : [name, field]));
}

function hidden(): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'hidden';
  return input;
}

function typed(old: HTMLInputElement | HTMLSelectElement): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'text';
  input.className = 'input-text';
  input.value = old instanceof HTMLInputElement && old.type === 'text' ? old.value : '';
  return input;
}

function stateList(states: Record<string, string>, current: string): HTMLSelectElement {
  const select = document.createElement('select');
  select.className = 'state_select';
  const placeholder = pageGlobal<{ i18n_select_state_text?: unknown }>('wc_country_select_params')?.i18n_select_state_text;
  select.append(new Option(typeof placeholder === 'string' ? placeholder : t('selectOption'), ''));
  for (const [code, name] of Object.entries(states)) select.append(new Option(name, code, false, code === current));
  return select;
}

function wrap(...nodes: Node[]): HTMLSpanElement {
  const span = document.createElement('span');
  span.append(...nodes);
  return span;
}
