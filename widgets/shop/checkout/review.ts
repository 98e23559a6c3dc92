import type { Busy } from '../../../runtime/cart/busy.ts';
import { emit, EVENTS } from '../../../runtime/page/events.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { later } from '../../../runtime/core/lifetime.ts';
import { http, NetError } from '../../../runtime/net/http.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { queueCartCall } from '../../../runtime/cart/cart-write.ts';
import { freshNonces, type CheckoutParams } from './params.ts';
import { paintFragments } from './swap.ts';

export interface ReviewRequest {
  /** false: the shipping methods on the page are not sent (a coupon changed, not the choice). */
  updateShippingMethod?: boolean;
  /** Told once this request's answer is painted (null) or could not be (the Spanish reason). */
  settled?: (error: string | null) => void;
  /** Sent only if this still holds when the wait ends (an address whose required fields are filled); an ask without it always is. */
  when?: () => boolean;
}

export interface ReviewHooks {
  busy: Busy;
  /** The review could not be refreshed: say so, with a way to ask again. */
  failed(message: string): void;
  /** update_order_review answered `failure` with the shop's notices (HTML), to show at the form's top. */
  messages(html: string): void;
  /** The review was painted: the payment area is new, its toggles must follow it. */
  painted(): void;
  /** The form was read for a review: the review now follows what the fields hold. */
  read(): void;
}

export interface OrderReview {
  /** Asks for a refresh in `delay` ms (a later ask re-arms the timer): the shop's debounce. */
  schedule(delay: number, request?: ReviewRequest): void;
  /** The payment method the last refresh was asked for. */
  readonly paymentMethod: string;
}

const val = (form: HTMLFormElement, id: string): string => form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)?.value ?? '';
const visible = (el: Element) => el.getClientRects().length > 0;

/** What the shop's checkout script posts to update_order_review, read from the form as it is now. */
function reviewBody(form: HTMLFormElement, nonce: string, paymentMethod: string, withShipping: boolean): URLSearchParams {
  const address = (prefix: string) =>
    ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'].map((f) => val(form, `${prefix}_${f}`));
  const billing = address('billing');
  const elsewhere = form.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked;
  const shipping = elsewhere ? address('shipping') : billing;
  // Every required address field the shopper can see has a value: "no shipping" is then an answer.
  const full = [...form.querySelectorAll('.address-field.validate-required')]
    .filter(visible)
    .every((row) => [...row.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].every((c) => c.value !== ''));
  const body = new URLSearchParams({ security: nonce, payment_method: paymentMethod });
  ['country', 'state', 'postcode', 'city', 'address', 'address_2'].forEach((name, i) => {
    body.set(name, billing[i]!);
    body.set(`s_${name}`, shipping[i]!);
  });
  body.set('has_full_address', String(full));
  const posted = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') posted.append(name, value);
  body.set('post_data', posted.toString());
  if (withShipping) {
    const chosen = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
    );
    for (const c of chosen) body.set(`shipping_method[${c.dataset.index ?? '0'}]`, c.value);
  }
  return body;
}

type Answer = { result?: unknown; messages?: unknown; reload?: unknown; fragments?: unknown };

/**
 * update_order_review in the cart queue (it writes the session's address and shipping method),
 * its body read from the form when its turn comes. A nonce the shop refuses (a page from a cache)
 * is fetched again once, in the same turn.
 */
function reviewCall(params: CheckoutParams, signal: AbortSignal, body: () => URLSearchParams): Promise<Answer> {
  const send = async (again: boolean): Promise<Answer> => {
    try {
      return await wcAjax<Answer>('update_order_review', body(), { signal });
    } catch (error) {
      if (!again || !(error instanceof NetError) || error.status !== 403) throw error;
      const fresh = await freshNonces(signal, (url, s) => http<string>(url, { as: 'text', signal: s }));
      if (!fresh) throw error;
      Object.assign(params, fresh);
      return send(false);
    }
  };
  return queueCartCall(() => send(true));
}

/** An answer to paint: the shop's fragments, then its messages, then updated_checkout for the gateways. */
function paintReview(answer: Answer, hooks: ReviewHooks): void {
  document.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview').forEach((n) => n.remove());
  if (answer?.fragments && typeof answer.fragments === 'object') paintFragments(answer.fragments as Record<string, unknown>);
  hooks.painted();
  if (answer?.result === 'failure' && typeof answer.messages === 'string' && answer.messages) hooks.messages(answer.messages);
  emit(EVENTS.updatedCheckout, 'checkout', [answer]);
}

/** 'painted', 'stale' (a newer ask will paint), 'gone' (the island or the page went), or the failure's message. */
async function reviewOutcome(call: Promise<Answer>, signal: AbortSignal, stale: () => boolean, hooks: ReviewHooks): Promise<string> {
  try {
    const answer = await call;
    if (signal.aborted) return 'gone';
    if (stale()) return 'stale';
    if (answer?.reload === true) {
      window.location.reload();
      return 'gone';
    }
    paintReview(answer, hooks);
    return 'painted';
  } catch (cause) {
    if (signal.aborted) return 'gone';
    if (stale()) return 'stale';
    console.error('[islands:checkout] Refreshing the order review failed', cause);
    const message = cause instanceof NetError ? cause.message : t('unknownError');
    hooks.failed(message);
    return message;
  }
}

/**
 * The order review kept in step with the form (update_order_review): one call on its way at a time;
 * asks made meanwhile are sent together once it is back, and an answer that a newer ask has made
 * stale is never painted.
 */
export function orderReview(form: HTMLFormElement, params: CheckoutParams, signal: AbortSignal, hooks: ReviewHooks): OrderReview {
  let cancelTimer: (() => void) | null = null;
  let onTheWay = false;
  let again = false;
  let withShipping = false;
  let waiting: Array<ReviewRequest['settled']> = [];
  // undefined: nothing asked; null: an ask that always sends; else the latest ask's condition.
  let gate: (() => boolean) | null | undefined;
  let paymentMethod = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
  const stale = () => again || cancelTimer !== null;

  async function send(): Promise<void> {
    onTheWay = true;
    const shipping = withShipping;
    withShipping = false;
    const settled = waiting;
    waiting = [];
    const release = hooks.busy();
    paymentMethod = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
    const answer = reviewCall(params, signal, () => {
      hooks.read();
      return reviewBody(form, params.updateOrderReviewNonce, paymentMethod, shipping);
    });
    const outcome = await reviewOutcome(answer, signal, stale, hooks);
    onTheWay = false;
    release();
    if (outcome === 'gone') return;
    if (outcome === 'stale') {
      waiting.unshift(...settled);
      withShipping ||= shipping;
    } else settled.forEach((s) => s?.(outcome === 'painted' ? null : outcome));
    if (again) {
      again = false;
      void send();
    }
  }

  return {
    schedule(delay, request = {}) {
      if (request.updateShippingMethod !== false) withShipping = true;
      if (request.settled) waiting.push(request.settled);
      if (!request.when) gate = null;
      else if (gate !== null) gate = request.when;
      cancelTimer?.();
      cancelTimer = later(
        signal,
        () => {
          cancelTimer = null;
          const wanted = gate;
          gate = undefined;
          if (wanted && !wanted()) return;
          if (onTheWay) again = true;
          else void send();
        },
        delay,
      );
    },
    get paymentMethod() {
      return paymentMethod;
    },
  };
}
