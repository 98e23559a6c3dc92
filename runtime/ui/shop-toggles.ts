import { EVENTS, emit } from '../page/events.ts';
import { printsScript } from '../core/shop-scripts.ts';
import { DISCLOSURES, disclosureOf, setShown, syncAria, toggle } from './shop-disclosures.ts';

/**
 * The show/hide controls of the classic cart and checkout pages, which only WooCommerce's jQuery
 * cart and checkout scripts drive (the shop prints them with no behaviour of their own):
 * - 'Haz clic aquí para introducir tu código' (`a.showcoupon`) opens and closes the checkout's
 *   coupon form and puts the cursor in its code field when it opens;
 * - 'Calcular envío' (`a.shipping-calculator-button`) opens and closes the cart's shipping
 *   calculator;
 * - 'Haz clic aquí para acceder' (`a.showlogin`) slides the checkout's login form open, its first
 *   field focused, and shut (runtime/ui/shop-disclosures.ts);
 * - the checked payment method shows its description box and hides the others';
 * - 'Enviar a una dirección diferente' shows the shipping address while it is ticked.
 * One delegated listener per event on the page, so markup a fragment or a page refresh swaps in
 * later works too. With JavaScript off the links do nothing and every region stays as the shop
 * printed it, which the shop's form posts expect.
 */

const PAYMENT_RADIO = '#payment ul.wc_payment_methods input[name="payment_method"]';
const SHIP_ELSEWHERE = '#ship-to-different-address-checkbox, input[name="ship_to_different_address"][type="checkbox"]';

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

  root.addEventListener(
    'click',
    (event) => {
      const found = disclosureOf(event.target);
      if (!found) return;
      event.preventDefault(); // href="#" would scroll to the top and add '#' to the address
      toggle(...found, signal);
    },
    { signal },
  );
  // The links say role="button", and a button opens with Space too; a link alone would scroll.
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ' || event.repeat) return;
      const found = disclosureOf(event.target);
      if (!found || found[0] !== event.target) return;
      event.preventDefault();
      toggle(...found, signal);
    },
    { signal },
  );
  root.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      if (input.matches(PAYMENT_RADIO)) syncPayment(input);
      else if (input.matches(SHIP_ELSEWHERE)) syncShipping(input);
    },
    { signal },
  );
}
