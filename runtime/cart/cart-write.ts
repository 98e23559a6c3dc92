// One path for a cart change (docs/cart.md), for every island that writes the cart (a listing
// add, a mini-cart remove, the side cart's quantities, coupon and product-form add, the cart
// page's forms, the checkout's coupons and order review): `cartCall` queues the call, holds the
// busy areas, and on a lost answer fetches the cart again; the caller then puts the answer on the
// page with applyCartAnswer (runtime/cart/cart-answer.ts).
import type { Busy } from './busy.ts';
import { refreshFragments } from './cart-answer.ts';
import { tellThirdParties } from './cart-events.ts';
import { t } from '../i18n/index.ts';
import { answerLost, whenOnline } from '../net/lost-answer.ts';
import { wcAjax } from '../net/wcAjax.ts';
import { $addSent } from '../stores/cart.ts';

/** How the page fetches the server's cart again, and what is shown busy until it has. */
export interface CartRead {
  /** Puts the server's cart on the page; resolves true once it is there, false if it could not. */
  fetch(): Promise<boolean>;
  busy?: Busy;
}

export interface CartCall {
  /** The widget writing: the log prefix and the events' source. */
  source: string;
  /** The log line when the write fails ('Adding product 22 failed'). */
  failure: string;
  /**
   * The island's signal. Aborted before the call is sent, nothing is sent; aborted while it is on
   * its way, the server may still apply it, so the page's cart is fetched again as after a lost answer.
   */
  signal: AbortSignal;
  /** Shown busy from the call's start until its answer is in. */
  busy?: Busy;
  /** After a lost answer (default: get_refreshed_fragments). null: the caller leaves the page, or fetches nothing, on a failure. */
  refetch?: CartRead | null;
  /** An add: adding_to_cart ($button, data) is sent before the call is queued, and $addSent told (runtime/stores/cart.ts). */
  adding?: { element: Element | null; data: unknown };
}

export type CartCallEnd<A> =
  /** The answer, checked by `send`; the caller puts it on the page (applyCartAnswer). */
  | { end: 'answered'; answer: A }
  /**
   * Failed, with the Spanish message to show. After a lost answer `fetchedAgain` resolves true
   * once the server's cart is on the page (false when that failed or waits for the browser to be online).
   */
  | { end: 'failed'; message: string; fetchedAgain: Promise<boolean> | null }
  /** The island is gone: nobody to tell. */
  | { end: 'dropped' };

let queue: Promise<unknown> = Promise.resolve();

/** Serialises cart calls: WooCommerce's session is last-writer-wins, so they run one at a time, in order. */
export function queueCartCall<T>(call: () => Promise<T>): Promise<T> {
  const run = queue.then(call, call);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Fetches the server's cart again, in the queue behind any write still waiting: now, or once the
 * browser is back online if it knows it is not (a request sent offline would only fail again). It
 * takes no island's signal: the page's cart must end up as the server holds it, whatever happens
 * to the island that lost the answer.
 */
export function fetchCartAgain(read: CartRead): Promise<boolean> {
  const run = () => {
    const release = read.busy?.();
    return queueCartCall(() => read.fetch()).finally(release);
  };
  if (navigator.onLine) return run();
  whenOnline(() => void run());
  return Promise.resolve(false);
}

/** A POST to /?wc-ajax={endpoint}, described rather than made: the queue makes it when its turn comes. */
export interface WcAjaxRequest {
  endpoint: string;
  body: Record<string, string> | FormData;
}

/**
 * Sends one cart write through the queue and resolves with how it ended: the answer, for the
 * caller to check and put on the page (applyCartAnswer), or the failure. `send` is a wc-ajax
 * request, or, for calls that are more than one (a refused nonce fetched again, a coupon followed
 * by the cart), the function that makes them: what it throws is a failure (logged, said in Spanish).
 */
export async function cartCall<A>(call: CartCall, send: WcAjaxRequest | ((signal: AbortSignal) => Promise<A>)): Promise<CartCallEnd<A>> {
  const { source, signal } = call;
  const release = call.busy?.();
  let settle = () => {};
  if (call.adding) {
    tellThirdParties({ moment: 'sending', source, ...call.adding });
    $addSent.set({ ...call.adding, settled: new Promise<void>((resolve) => (settle = resolve)) });
  }
  let sent = false;
  try {
    const answer = await queueCartCall(() => {
      if (signal.aborted) throw signal.reason;
      sent = true;
      return typeof send === 'function' ? send(signal) : wcAjax<A>(send.endpoint, send.body, { signal });
    });
    return { end: 'answered', answer };
  } catch (error) {
    const pageCart = call.refetch ?? { fetch: () => refreshFragments(source) };
    if (signal.aborted) {
      if (sent) void fetchCartAgain(pageCart);
      return { end: 'dropped' };
    }
    console.error(`[islands:${source}] ${call.failure}`, error);
    // A NetError's message is the Spanish one; anything else is named in the log only.
    const message = error instanceof Error && 'code' in error ? error.message : t('unknownError');
    // Queued (and its busy held) before this call lets go of its own: no gap in between.
    const fetchedAgain = answerLost(error) && call.refetch !== null ? fetchCartAgain(pageCart) : null;
    return { end: 'failed', message, fetchedAgain };
  } finally {
    release?.();
    settle();
  }
}
