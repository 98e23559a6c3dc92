import { EVENTS, emit } from '../../../runtime/page/events.ts';
import { cartChangedWithoutFragments } from '../../../runtime/cart/cart-answer.ts';
import { noticesArea, noticesOf, showNotices } from './notices.ts';

const SOURCE = 'cart-page';
const FORM = 'form.woocommerce-cart-form';
const EMPTY = '.wc-empty-cart-message, .cart-empty';

/** A cart page the server answered, parsed apart from the page: its cart area and what is in it. */
export interface CartPageAnswer {
  /** The `.woocommerce` element holding the cart (or the empty cart's message). */
  area: Element;
  form: HTMLFormElement | null;
  totals: Element | null;
  notices: Element[];
}

/** The cart area of an answer; null when the answer is not a cart page (a login page, an error page). */
export function readCartPage(html: string): CartPageAnswer | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const form = doc.querySelector<HTMLFormElement>(FORM);
  const area = (form ?? doc.querySelector(EMPTY))?.closest('.woocommerce');
  if (!area) return null;
  const wrapper = area.querySelector('.woocommerce-notices-wrapper');
  return { area, form, totals: form ? area.querySelector('.cart_totals') : null, notices: wrapper ? noticesOf(wrapper) : [] };
}

export interface SwapOptions {
  /** Fields whose values the answer is the truth for (they were just sent); other typed values are kept. */
  sent?: (field: Element) => boolean;
  /** Keep the notices shown and add the answer's before them. */
  keepNotices?: boolean;
  /** Keep our failure notice (a refetch after that failure). */
  keepFailure?: boolean;
}

/**
 * Puts the answer's cart on the page, as WooCommerce's cart script does: the form and the totals
 * swapped (a cross-sell beside them stays), or, when the cart was emptied or comes back, the whole
 * cart area. What the shopper typed and did not send is carried into the new fields, the shipping
 * calculator stays open if it was, and focus stays on the same control when it is still there.
 * The runtime mounts the islands in the new HTML. Then the events WooCommerce fires.
 */
export function swapCartPage(answer: CartPageAnswer, opts: SwapOptions = {}): void {
  const form = document.querySelector<HTMLFormElement>(FORM);
  const focused = focusKey(document.activeElement);
  const calculatorOpen = isShown(document.querySelector('.cart_totals .shipping-calculator-form'));
  if (form && answer.form) {
    const totals = document.querySelector('.cart_totals');
    const nextForm = document.importNode(answer.form, true);
    carryTyped(form, nextForm, opts.sent);
    form.replaceWith(nextForm);
    if (totals && answer.totals) replaceTotals(totals, answer.totals, opts.sent);
    showNotices(
      answer.notices.map((n) => document.importNode(n, true)),
      opts,
    );
  } else {
    const area = (form ?? document.querySelector(EMPTY))?.closest('.woocommerce');
    if (!area) return;
    area.replaceChildren(...[...answer.area.childNodes].map((n) => document.importNode(n, true)));
    noticesArea()?.replaceChildren(...answer.notices.map((n) => document.importNode(n, true)));
  }
  if (calculatorOpen) openCalculator();
  restoreFocus(focused);
  if (!answer.form) emit(EVENTS.cartEmptied, SOURCE);
  else emit(EVENTS.updatedCartTotals, SOURCE);
  cartChangedWithoutFragments();
  emit(EVENTS.updatedWcDiv, SOURCE);
}

/** Swaps `.cart_totals` alone (update_shipping_method's answer), keeping the calculator's typed address. */
export function replaceTotals(totals: Element, answer: Element, sent?: (field: Element) => boolean): Element {
  const next = document.importNode(answer, true);
  carryTyped(totals, next, sent);
  totals.replaceWith(next);
  return next;
}

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const FIELDS = 'input[name], select[name], textarea[name]';

/** True when the shopper changed the field from what the server printed. */
export function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'image', 'reset'].includes(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * Values typed into `from` that were not sent go into the same fields of `to`, where the server
 * still prints what it printed before (a value it changed meanwhile is the server's). The chosen
 * shipping method is the server's, never carried. True when anything was carried.
 */
export function carryTyped(from: ParentNode, to: ParentNode, sent: (field: Element) => boolean = () => false): boolean {
  let carried = false;
  for (const field of from.querySelectorAll<Field>(FIELDS)) {
    if (!changed(field) || sent(field) || field.name.startsWith('shipping_method')) continue;
    const twin = [...to.querySelectorAll<Field>(FIELDS)].find(
      (f) => f.name === field.name && f.type === field.type && ((f.type !== 'radio' && f.type !== 'checkbox') || f.value === field.value),
    );
    if (!twin) continue;
    if (field instanceof HTMLSelectElement && twin instanceof HTMLSelectElement) {
      const same = [...field.options].map((o) => o.defaultSelected).join() === [...twin.options].map((o) => o.defaultSelected).join();
      if (same) for (const o of twin.options) o.selected = [...field.selectedOptions].some((s) => s.value === o.value);
    } else if (
      field instanceof HTMLInputElement &&
      twin instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (twin.defaultChecked === field.defaultChecked) twin.checked = field.checked;
    } else if (!(field instanceof HTMLSelectElement) && !(twin instanceof HTMLSelectElement) && twin.defaultValue === field.defaultValue) {
      twin.value = field.value;
    } else continue;
    carried = true;
  }
  return carried;
}

/** Rendered: in the page, and neither it nor an ancestor hidden. */
function isShown(el: Element | null): boolean {
  return el instanceof HTMLElement && el.isConnected && el.getClientRects().length > 0;
}

/** The calculator comes closed in every answer; one the shopper had open stays open (the shop-page toggle reads it from the DOM). */
function openCalculator(): void {
  const region = document.querySelector<HTMLElement>('.cart_totals .shipping-calculator-form');
  if (!region) return;
  region.style.removeProperty('display');
  if (!isShown(region)) region.style.display = 'block';
  region.closest('form')?.querySelector('.shipping-calculator-button')?.setAttribute('aria-expanded', 'true');
}

/** How to find the focused control again in new markup: its id, else its name (and value, for buttons and choices). */
interface FocusKey {
  id: string;
  name: string;
  value: string | null;
}

function focusKey(el: Element | null): FocusKey | null {
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  const typed =
    (el instanceof HTMLInputElement && !['submit', 'button', 'radio', 'checkbox'].includes(el.type)) ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement;
  return { id: el.id, name: el.getAttribute('name') ?? '', value: typed ? null : ((el as HTMLButtonElement).value ?? null) };
}

function restoreFocus(key: FocusKey | null): void {
  if (!key || (document.activeElement && document.activeElement !== document.body)) return;
  const byName = key.name
    ? [...document.getElementsByName(key.name)].find((e) => key.value === null || (e as HTMLButtonElement).value === key.value)
    : null;
  const el = (key.id && document.getElementById(key.id)) || byName;
  if (el instanceof HTMLElement && isShown(el)) el.focus();
}
