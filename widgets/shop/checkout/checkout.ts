import { block, busyAreas } from '../../../runtime/cart/busy.ts';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { EVENTS, emit, onThirdParty } from '../../../runtime/page/events.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { retryBox } from '../../../runtime/ui/retry-box.ts';
import { enhanceToggles } from '../../../runtime/ui/shop-toggles.ts';
import { checkoutCoupons } from './coupon.ts';
import { showFormNotices } from './notices.ts';
import { parseCheckoutParams } from './params.ts';
import { orderReview, type OrderReview } from './review.ts';
import { placeOrder } from './submit.ts';
import { REVIEW_AREAS } from './swap.ts';
import { askOrderReview, takeReviewAsks } from '../../../runtime/shop/order-review.ts';

/** Changes that refresh the review at once (the shop's `trigger_update_checkout`). */
const AT_ONCE =
  'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]';
/** Address text fields: typing refreshes 1000 ms after the last change, leaving the field at once. */
const TYPED = '.address-field input.input-text, .update_totals_on_change input.input-text';
const TYPING_DELAY = 1000;
/** The shop's own short wait, so fields changed together make one call. */
const SOON = 5;
const FAILED = 'islands-review-error';

/**
 * True while the place-order button is pressed, from the pointer going down to the click. A refresh
 * asked meanwhile (the blur of the field being typed in, the typing wait running out) is not sent:
 * its overlay would cover the button before the press ends, and the click would be lost (a finger
 * or a mouse press lasts longer than the shop's 5 ms wait). The order's post carries every field,
 * and the shop checks the address itself.
 */
function placeOrderPress(form: HTMLFormElement, signal: AbortSignal): () => boolean {
  let pressing = false;
  form.addEventListener('pointerdown', (event) => void (pressing = !!(event.target as Element).closest('#place_order')), {
    capture: true,
    signal,
  });
  // The click follows the pointer's release in the same task: the press is over in the next one.
  const release = () => void setTimeout(() => (pressing = false));
  for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, release, { capture: true, signal });
  return () => pressing;
}

/**
 * An address field changed: the review follows once that address's required text fields are all
 * filled (until then the shop could only say "Introduce tu dirección").
 */
const addressComplete = (changed: Element) => () =>
  [...(changed.closest('div')?.querySelectorAll('.address-field.validate-required') ?? [])].every(
    (row) => row.querySelector<HTMLInputElement>('input.input-text')?.value !== '',
  );

/** A control whose value the browser restored (Back, a reload) rather than the one the page printed. */
function restored(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('.address-field input.input-text, .address-field select')].some(
    (c) => {
      if (c instanceof HTMLInputElement) return c.value !== c.defaultValue;
      const printed = [...c.options].findIndex((o) => o.defaultSelected);
      return c.selectedIndex !== Math.max(printed, 0);
    },
  );
}

/**
 * WooCommerce's `update_checkout` on the body, as its checkout script sends it for a change:
 * `{ current_target }`, the control that changed, or null for an address typed or completed.
 * The review takes the ask, then third parties hear it (jQuery too).
 */
const askForUpdate = (control: Element | null): void => askOrderReview('checkout', { current_target: control });

/**
 * The changes that ask for update_checkout, as the shop's script asks: a control of `AT_ONCE` at
 * once; an address select, or a typed address field left or resting 1000 ms, once that address's
 * required text fields are filled. A payment method's choice asks nothing (the shop's script only
 * says payment_method_selected). Each change asks once, and an ask ends the typing wait.
 */
function askOnChanges(form: HTMLFormElement, typed: Set<Element>, signal: AbortSignal): void {
  const pressingPlaceOrder = placeOrderPress(form, signal);
  let typing: (() => void) | null = null;
  const ask = (control: Element | null) => {
    typing?.();
    typing = null;
    askForUpdate(control);
  };
  const askIfComplete = (changed: Element) => void (addressComplete(changed)() && ask(null));
  form.addEventListener(
    'change',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
      if (target.matches(AT_ONCE)) ask(target);
      else if (target.matches('.address-field select')) askIfComplete(target);
      else if (target.matches(TYPED) && typed.delete(target) && !pressingPlaceOrder()) askIfComplete(target);
    },
    { signal },
  );
  // Typing, pasting and the browser's autofill alike (the shop's script hears keys only).
  form.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || !target.matches(TYPED)) return;
      typed.add(target);
      typing?.();
      typing = later(
        signal,
        () => {
          typing = null;
          if (!pressingPlaceOrder()) askIfComplete(target);
        },
        TYPING_DELAY,
      );
    },
    { signal },
  );
}

/** The failure box above the review, with a button that asks again. */
function showReviewFailure(message: string, review: OrderReview, signal: AbortSignal): void {
  document.querySelectorAll(`.${FAILED}`).forEach((n) => n.remove());
  const area = document.querySelector('#order_review');
  if (!area) return;
  area.before(retryBox(t('orderReviewNotUpdated', message), FAILED, () => review.schedule(0), signal));
}

/**
 * The classic checkout without WooCommerce's checkout script (docs/shop.md#checkout): the order
 * review follows the address and the shipping (update_checkout, then update_order_review), the order
 * goes through wc-ajax=checkout, and the coupon form applies in place. Where the shop's own script
 * is on the page it drives the form, and the runtime does not mount this island (widgets/registry.ts). Without JavaScript the
 * form posts, and 'Actualizar país/región' prints it again for the chosen country.
 */
export default defineEnhancer((form, _props, { signal }) => {
  if (!(form instanceof HTMLFormElement)) return;
  // The coupon link, the payment methods' boxes and the shipping address (before the review: its
  // first paint asks the checked method to show its box).
  enhanceToggles(form.ownerDocument.body, signal);
  const params = parseCheckoutParams();
  // Fields typed into since the review last read the form: leaving one refreshes at once. Once read,
  // leaving it asks nothing: a second refresh would block the place-order button under the press.
  const typed = new Set<Element>();
  // The shop's script turns the browser's own checks off: the fields are judged inline and by the shop.
  form.noValidate = true;
  const review: OrderReview = orderReview(form, params, signal, {
    busy: busyAreas(() => document.querySelectorAll<HTMLElement>(REVIEW_AREAS), signal),
    failed: (message) => showReviewFailure(message, review, signal),
    messages: (html) => showFormNotices(form, html, 'updateOrderReview'),
    read: () => typed.clear(),
    painted() {
      document.querySelectorAll(`.${FAILED}`).forEach((n) => n.remove());
      // The toggles (runtime/ui/shop-toggles.ts) show the kept payment method's box and its place-order text.
      form.querySelector('input[name="payment_method"]:checked')?.dispatchEvent(new Event('change', { bubbles: true }));
    },
  });

  // The island's own asks and the side cart's come through the shop layer; a plugin asks with the
  // shop's own event. Each ask is one fetch.
  const take = (asked: { update_shipping_method?: unknown; settled?: unknown }) => {
    const settled = typeof asked.settled === 'function' ? (asked.settled as (error: string | null) => void) : undefined;
    review.schedule(SOON, { updateShippingMethod: asked.update_shipping_method !== false, settled });
  };
  takeReviewAsks(take, signal);
  onAbort(
    signal,
    onThirdParty(EVENTS.updateCheckout, ([asked]) => take(asked && typeof asked === 'object' ? (asked as object) : {})),
  );
  askOnChanges(form, typed, signal);
  if (restored(form)) askForUpdate(null);

  placeOrder(form, params, signal, () => block(form));
  checkoutCoupons(form, params, signal);
  // Plugins set up their checkout parts from it (some ask for update_checkout, which is heard above).
  if (params.isCheckout) emit(EVENTS.initCheckout, 'checkout');
});
