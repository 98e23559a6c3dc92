// One path for a cart change (docs/cart.md), for every island that writes the cart (a listing
// add, a mini-cart remove, the side cart's quantities, coupon and product-form add, the cart
// page's forms, the checkout's coupons and order review): `cartCall` queues the call, holds the
// busy areas, and on a lost answer fetches the cart again; `applyCartAnswer` puts the answer's
// fragments on the page, records it in $cart (what the islands react to) and tells third parties
// (runtime/cart-events.ts, the only place the cart's jQuery events are sent).
import type { Busy } from './busy.ts';
import { tellThirdParties } from './cart-events.ts';
import { EVENTS, on } from './events.ts';
import { excerpt } from './excerpt.ts';
import { swapFragments, type Fragments } from './fragments.ts';
import { t } from './i18n/index.ts';
import { answerLost, whenOnline } from './net/lost-answer.ts';
import { wcAjax } from './net/wcAjax.ts';
import { cartUpdated, type CartChangeKind } from './stores/cart.ts';

/** A cart answer checked at the boundary: selector → HTML, and the cart hash. */
export interface CartUpdate {
  fragments: Fragments;
  cart_hash: string;
}

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
  /** An add: adding_to_cart ($button, data) is sent before the call is queued. */
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

/**
 * Sends one cart write through the queue and resolves with how it ended. `send` makes the request
 * and checks its answer: what it throws is a failure (logged, said in Spanish), what it returns is
 * the caller's to put on the page.
 */
export async function cartCall<A>(call: CartCall, send: (signal: AbortSignal) => Promise<A>): Promise<CartCallEnd<A>> {
  const { source, signal } = call;
  const release = call.busy?.();
  if (call.adding) tellThirdParties({ moment: 'sending', source, ...call.adding });
  let sent = false;
  try {
    const answer = await queueCartCall(() => {
      if (signal.aborted) throw signal.reason;
      sent = true;
      return send(signal);
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
  }
}

export interface CartChange {
  /** The widget that wrote (the events' source). */
  source: string;
  change: CartChangeKind;
  /** The pressed button or remove link, passed to added_to_cart / removed_from_cart. */
  element?: Element | null;
  /** A listing button shown added: wc_cart_button_updated follows added_to_cart. */
  buttonUpdated?: boolean;
}

/** The source on()'s bridge gives what a third party triggered with jQuery. */
const THIRD_PARTY = 'jquery';

/**
 * Puts a cart answer on the page: third parties told it came (added_to_cart before the swap, as
 * WooCommerce sends it), its fragments swapped in and stored, $cart updated (the islands react
 * there, once), then wc_fragments_loaded. A null update (a theme's added_to_cart without
 * fragments) only tells the islands.
 */
export function applyCartAnswer(update: CartUpdate | null, { source, change, element = null, buttonUpdated = false }: CartChange): void {
  // A third party's own added_to_cart has been sent already: it is not sent back to them.
  if (update && source !== THIRD_PARTY) tellThirdParties({ moment: 'answered', source, change, fragments: update.fragments, cartHash: update.cart_hash, element, buttonUpdated });
  const itemCount = update ? swapFragments(update.fragments, update.cart_hash, source) : null;
  cartUpdated(change, itemCount);
  if (update) tellThirdParties({ moment: 'painted', source, change });
}

/**
 * Asks the shop for fresh fragments (`get_refreshed_fragments`, 5 s as WooCommerce allows it) and
 * applies them. Resolves false, after `wc_fragments_ajax_error`, when the call fails: the server
 * HTML already on the page stays as it is.
 */
export async function refreshFragments(source: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await wcAjax<{ fragments?: Fragments; cart_hash?: string } | null>('get_refreshed_fragments', { time: String(Date.now()) }, { signal, timeout: 5000 });
    if (!answer?.fragments) throw new Error(`get_refreshed_fragments answered without fragments: ${excerpt(answer)}`);
    applyCartAnswer({ fragments: answer.fragments, cart_hash: answer.cart_hash ?? '' }, { source, change: 'refreshed' });
    return true;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`[islands:${source}] Refreshing the cart fragments failed`, error);
    tellThirdParties({ moment: 'refresh-failed', source });
    return false;
  }
}

let hearing = 0;
let stopHearing = () => {};

/**
 * A theme's or plugin's own add (jQuery `added_to_cart`, often with the fragments it got): its
 * fragments go on the page and $cart says 'added', so the islands react as to one of their own.
 * Heard once however many islands ask (the side cart, the cart page), for as long as one is mounted.
 */
export function hearThirdPartyAdds(signal: AbortSignal): void {
  if (signal.aborted) return;
  if (hearing++ === 0) {
    stopHearing = on(EVENTS.addedToCart, ({ source, args }) => {
      if (source !== THIRD_PARTY) return; // our own add, already in $cart
      applyCartAnswer(checkedUpdate({ fragments: args[0], cart_hash: args[1] }), { source, change: 'added' });
    });
  }
  signal.addEventListener('abort', () => --hearing === 0 && stopHearing(), { once: true });
}

/** A cart answer with fragments (refresh, quantity, add), or null: the server's object is never used as it is. */
export function checkedUpdate(value: unknown): CartUpdate | null {
  if (!value || typeof value !== 'object') return null;
  const { fragments, cart_hash } = value as { fragments?: unknown; cart_hash?: unknown };
  if (!fragments || typeof fragments !== 'object' || Array.isArray(fragments)) return null;
  // fromEntries defines own properties: a `__proto__` key stays a key, as it was in the JSON.
  const html = Object.entries(fragments).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (!html.length) return null;
  return { fragments: Object.fromEntries(html), cart_hash: typeof cart_hash === 'string' ? cart_hash : '' };
}
