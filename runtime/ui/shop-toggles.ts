import { EVENTS, emit } from '../page/events.ts';
import { printsScript } from '../core/shop-scripts.ts';

/**
 * The show/hide controls of the classic cart and checkout pages, which only WooCommerce's jQuery
 * cart and checkout scripts drive (the shop prints them with no behaviour of their own):
 * - 'Haz clic aquí para introducir tu código' (`a.showcoupon`) opens and closes the checkout's
 *   coupon form and puts the cursor in its code field when it opens;
 * - 'Calcular envío' (`a.shipping-calculator-button`) opens and closes the cart's shipping
 *   calculator;
 * - the checked payment method shows its description box and hides the others';
 * - 'Enviar a una dirección diferente' shows the shipping address while it is ticked.
 * One delegated listener per event on the page, so markup a fragment or a page refresh swaps in
 * later works too. With JavaScript off the links do nothing and every region stays as the shop
 * printed it, which the shop's form posts expect.
 */

interface Disclosure {
  control: string;
  /** Where the region is when the control does not name it in aria-controls. */
  region: (control: HTMLElement) => HTMLElement | null;
  /** What takes focus when the region opens. */
  focus?: string;
}

const DISCLOSURES: readonly Disclosure[] = [
  {
    control: 'a.showcoupon',
    region: () => document.querySelector<HTMLElement>('form.checkout_coupon'),
    focus: 'input[name="coupon_code"]',
  },
  {
    control: 'a.shipping-calculator-button',
    region: (c) => c.closest('form.woocommerce-shipping-calculator')?.querySelector<HTMLElement>('.shipping-calculator-form') ?? null,
  },
];

const PAYMENT_RADIO = '#payment ul.wc_payment_methods input[name="payment_method"]';
const SHIP_ELSEWHERE = '#ship-to-different-address-checkbox, input[name="ship_to_different_address"][type="checkbox"]';

const isShown = (el: HTMLElement) => getComputedStyle(el).display !== 'none';

/**
 * Shows or hides a region the way the shop prints it (an inline display:none), moving focus back
 * to the control that hid it rather than letting it fall to <body>.
 */
function setShown(region: HTMLElement, shown: boolean, control: HTMLElement): void {
  if (!shown) {
    if (region.contains(document.activeElement)) control.focus();
    region.style.display = 'none';
    return;
  }
  region.style.removeProperty('display');
  // A theme stylesheet may hide the region too; the inline style must then win, as jQuery's show() does.
  if (!isShown(region)) region.style.display = 'block';
}

function disclosureOf(target: EventTarget | null): [HTMLElement, HTMLElement, Disclosure] | null {
  if (!(target instanceof Element)) return null;
  for (const d of DISCLOSURES) {
    const control = target.closest<HTMLElement>(d.control);
    if (!control) continue;
    const named = control.getAttribute('aria-controls');
    const region = (named && document.getElementById(named)) || d.region(control);
    return region ? [control, region, d] : null;
  }
  return null;
}

/** aria-expanded tells screen readers the region's state; aria-controls names it when it has an id. */
function syncAria(control: HTMLElement, region: HTMLElement): void {
  control.setAttribute('aria-expanded', String(isShown(region)));
  if (region.id && !control.hasAttribute('aria-controls')) control.setAttribute('aria-controls', region.id);
}

function toggle(control: HTMLElement, region: HTMLElement, d: Disclosure): void {
  setShown(region, !isShown(region), control);
  syncAria(control, region);
  if (d.focus && isShown(region)) region.querySelector<HTMLElement>(d.focus)?.focus();
}

/**
 * Shows the box of the checked payment method and hides the others' (a single method's box is
 * left as printed), and gives the place-order button the method's own text when it has one (a
 * gateway's 'Proceder a PayPal'), else the button's printed one.
 */
function syncPayment(radio: HTMLInputElement): void {
  const area = radio.closest('#payment') ?? document;
  const radios = [...area.querySelectorAll<HTMLInputElement>(PAYMENT_RADIO)];
  if (radios.length > 1) {
    for (const r of radios) {
      const box = [...area.querySelectorAll<HTMLElement>('div.payment_box')].find((b) => b.classList.contains(`payment_method_${r.value}`));
      if (box) setShown(box, r.checked, radio);
    }
  }
  const button = document.querySelector<HTMLElement>('#place_order');
  const text = (radio.checked && radio.dataset.order_button_text) || button?.dataset.value;
  if (button && text) button.textContent = text;
  // Payment gateways (card fields, wallet buttons) mount their own UI when this fires.
  if (radio.checked) emit(EVENTS.paymentMethodSelected, 'checkout');
}

function syncShipping(box: HTMLInputElement): void {
  const scope = box.form ?? document;
  for (const region of scope.querySelectorAll<HTMLElement>('div.shipping_address')) setShown(region, box.checked, box);
}

/** Wires the toggles on the page, until `signal` aborts, and brings each region to its control's state. */
export function enhanceToggles(root: HTMLElement, signal: AbortSignal): void {
  // WooCommerce's own cart.js or checkout.js, still printed (switched back on in the WordPress
  // plugin), drives these controls itself: answering the same click too would undo its toggle.
  if (printsScript('wc-cart', root.ownerDocument) || printsScript('wc-checkout', root.ownerDocument)) return;
  for (const d of DISCLOSURES) {
    for (const control of root.querySelectorAll<HTMLElement>(d.control)) {
      const found = disclosureOf(control);
      if (found) syncAria(found[0], found[1]);
    }
  }
  const radios = [...root.querySelectorAll<HTMLInputElement>(PAYMENT_RADIO)];
  // As the shop's own script: with no method chosen the first is, so a box and the button agree.
  const checked = radios.find((r) => r.checked) ?? radios[0];
  if (checked) {
    checked.checked = true;
    syncPayment(checked);
  }
  const shipElsewhere = root.querySelector<HTMLInputElement>(SHIP_ELSEWHERE);
  if (shipElsewhere) syncShipping(shipElsewhere);

  root.addEventListener('click', (event) => {
    const found = disclosureOf(event.target);
    if (!found) return;
    event.preventDefault(); // href="#" would scroll to the top and add '#' to the address
    toggle(...found);
  }, { signal });
  // The links say role="button", and a button opens with Space too; a link alone would scroll.
  root.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || event.repeat) return;
    const found = disclosureOf(event.target);
    if (!found || found[0] !== event.target) return;
    event.preventDefault();
    toggle(...found);
  }, { signal });
  root.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    if (input.matches(PAYMENT_RADIO)) syncPayment(input);
    else if (input.matches(SHIP_ELSEWHERE)) syncShipping(input);
  }, { signal });
}
