import { webAddress } from '../../../runtime/ui/web-address.ts';
import type { Busy } from '../../../runtime/cart/busy.ts';
import { allowed, emit, EVENTS, VETO_EVENTS } from '../../../runtime/page/events.ts';
import { applyCartAnswer, checkedUpdate } from '../../../runtime/cart/cart-answer.ts';
import { t } from '../../../runtime/i18n/parts/checkout.ts';
import { onAbort } from '../../../runtime/core/lifetime.ts';
import { http, NetError } from '../../../runtime/net/http.ts';
import { answerLost, whenOnline } from '../../../runtime/net/lost-answer.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { errorBox, showFormNotices } from './notices.ts';
import type { CheckoutParams } from './params.ts';
import { recheckAfterRefusal } from '../../../runtime/shop/checkout-fields.ts';
import { askOrderReview } from '../../../runtime/shop/order-review.ts';

type Answer = { result?: unknown; redirect?: unknown; messages?: unknown; refresh?: unknown; reload?: unknown };

/** The form's fields as the shop's script serialises them: no submit button, no file. */
function fields(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  return body;
}

/**
 * The address to go to after the order: any http(s) page. Off-site is normal here: a payment
 * gateway (PayPal, a bank's card page) answers with its own address, and the shop's script follows
 * it. Anything else (javascript:, data:) is refused.
 */
function orderPage(raw: string): string | null {
  return webAddress(raw, window.location.href);
}

/** True while the shop's cart still holds the order's lines; null when that cannot be known now. */
async function cartHolds(signal: AbortSignal): Promise<boolean | null> {
  try {
    const cart = checkedUpdate(await wcAjax<unknown>('get_refreshed_fragments', { time: String(Date.now()) }, { signal }));
    if (!cart) return null;
    applyCartAnswer(cart, { source: 'checkout', change: 'updated' });
    return !!cart.cart_hash;
  } catch {
    return null;
  }
}

/** The order may have been placed though its answer never came: said so, then, once online, which it was. */
function orderAnswerLost(form: HTMLFormElement, params: CheckoutParams, signal: AbortSignal, reason: string): void {
  const told = [t('orderAnswerLost', reason)];
  if (!params.checkoutErrorHtml) told.push(t('orderCheckFirst'));
  const group = showFormNotices(form, errorBox(told, params.checkoutErrorHtml), 'checkout');
  recheckAfterRefusal(form);
  emit(EVENTS.checkoutError, 'checkout', [group.innerHTML]);
  onAbort(
    signal,
    whenOnline(
      () =>
        void cartHolds(signal).then((holds) => {
          if (holds === null || !group.isConnected) return;
          const said = document.createElement('p');
          said.textContent = t(holds ? 'orderNotPlaced' : 'orderPlacedAfterAll');
          group.querySelector('.woocommerce-error')?.append(said);
        }),
    ),
  );
}

/**
 * A card gateway's script asks first, as WooCommerce's checkout script lets it: it returns false
 * while it tokenises the card, then submits the form again itself.
 */
function gatewaysAllow(form: HTMLFormElement): boolean {
  const checkout = checkoutObject(form);
  const method = checkout.get_payment_method();
  return allowed(VETO_EVENTS.placingOrder, [checkout], form) && (!method || allowed(`checkout_place_order_${method}`, [checkout], form));
}

/** What gateways get as the shop's checkout object: the chosen payment method, and the form. */
function checkoutObject(form: HTMLFormElement) {
  const method = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
  return { get_payment_method: () => method, $checkout_form: form };
}

/**
 * Places the order through wc-ajax=checkout, as the shop's checkout script does, once whatever else
 * listens to the form's submit (the inline field checks) has let it go: the form is blocked and sent
 * once; `success` goes to the order-received page, `failure` shows the shop's messages at the top
 * with every field kept. An answer that never came (offline, a timeout, a 5xx, an HTML page) may
 * still have placed the order, so the order is never sent again by itself: the shopper is told so,
 * and the cart is looked at (the shop empties it once the order is placed) to tell them which it was.
 */
export function placeOrder(form: HTMLFormElement, params: CheckoutParams, signal: AbortSignal, busy: Busy): void {
  let processing = false;

  const fail = (html: string) => {
    showFormNotices(form, html, 'checkout');
    recheckAfterRefusal(form);
    emit(EVENTS.checkoutError, 'checkout', [html]);
  };

  async function send(): Promise<void> {
    processing = true;
    form.classList.add('processing');
    const release = busy();
    let leaving = false;
    try {
      const answer = await http<Answer | null>(params.checkoutUrl, { method: 'POST', body: fields(form), signal });
      if (answer?.result === 'success' && typeof answer.redirect === 'string') {
        // A gateway that returns false takes over (a 3-D Secure window): no redirect, and the form is
        // released with no error said over the gateway's window (the shop's script shows its generic error here).
        if (!allowed(VETO_EVENTS.orderPlaced, [answer, checkoutObject(form)], form)) return;
        const to = orderPage(answer.redirect);
        if (to) {
          leaving = true;
          return window.location.assign(to);
        }
        console.error(`[islands:checkout] The order's redirect is not an http(s) address: ${answer.redirect.slice(0, 120)}`);
        return fail(errorBox([t('orderRedirectRefused')]));
      }
      if (answer?.reload === true) {
        leaving = true;
        return window.location.reload();
      }
      // A nonce the shop refused: the review brings a fresh one with the payment area, asked for as the shop's script does.
      if (answer?.refresh === true) askOrderReview('checkout');
      const messages = typeof answer?.messages === 'string' && answer.messages.trim() ? answer.messages : '';
      fail(messages || errorBox([], params.checkoutErrorHtml || t('orderCheckFirst')));
    } catch (error) {
      if (signal.aborted) return;
      console.error('[islands:checkout] Placing the order failed', error);
      const reason = error instanceof NetError ? error.message : t('unknownError');
      if (answerLost(error)) orderAnswerLost(form, params, signal, reason);
      else fail(errorBox([t('orderNotSent', reason)]));
    } finally {
      if (!leaving) {
        processing = false;
        form.classList.remove('processing');
        release();
      }
    }
  }

  // On the document, after the form's own listeners: a submit they held (a field left empty) is not sent.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target !== form || event.defaultPrevented) return;
      event.preventDefault();
      if (processing) return;
      // Offline, nothing would reach the shop: nothing is sent and nothing is in doubt.
      if (!navigator.onLine) return fail(errorBox([t('orderNotSent', t('fetchError'))]));
      if (gatewaysAllow(form)) void send();
    },
    { signal },
  );
}
