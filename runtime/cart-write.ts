// One way to write the cart, for every island that does (a listing add, a mini-cart remove, the side
// cart's quantities, coupon and product-form add): queue, call, apply the answer's fragments, fetch
// the cart again when the answer was lost, busy shown and released, events. A caller describes only
// what differs: the request, what its answer holds, what is busy, what is announced.
import type { Busy } from './busy.ts';
import { emit, type EventName } from './events.ts';
import { applyFragments, refreshFragments, type Fragments } from './fragments.ts';
import { t } from './i18n/index.ts';
import { answerLost, whenOnline } from './net/lost-answer.ts';

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

export interface CartWrite<A> {
  /** The widget writing: the log prefix and the events' source. */
  source: string;
  /** The log line when the write fails ('Adding product 22 failed'). */
  failure: string;
  /**
   * The island's signal. Aborted before the call is sent, nothing is sent; aborted while it is on
   * its way, the server may still apply it, so the page's cart is fetched again as after a lost answer.
   */
  signal: AbortSignal;
  /** Shown busy from the write's start to its end. */
  busy?: Busy;
  /** After a lost answer (default: get_refreshed_fragments). null: the caller leaves the page on a failure. */
  refetch?: CartRead | null;
  /** Sent before the call: adding_to_cart with [button, data]. */
  before?: { name: EventName; args: unknown[] };
  /** Sent with [fragments, cart_hash, element] before the answer's fragments go in, as WooCommerce does. */
  after?: { name: EventName; element: Element | null; then?(): void };
  send(signal: AbortSignal): Promise<A>;
  /** The answer's cart update; null when the caller has dealt with the answer itself; throws for an unusable one. */
  read(answer: A): CartUpdate | null;
}

export type CartWriteEnd =
  /** The answer is on the page (or the caller dealt with it). */
  | { end: 'written' }
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

/** Runs one cart write from queue to events; resolves with how it ended. */
export async function writeCart<A>(write: CartWrite<A>): Promise<CartWriteEnd> {
  const { source, signal } = write;
  const release = write.busy?.();
  if (write.before) emit(write.before.name, source, write.before.args);
  let sent = false;
  try {
    const answer = await queueCartCall(() => {
      if (signal.aborted) throw signal.reason;
      sent = true;
      return write.send(signal);
    });
    const update = write.read(answer);
    if (update) {
      if (write.after) emit(write.after.name, source, [update.fragments, update.cart_hash, write.after.element]);
      write.after?.then?.();
      applyFragments(update.fragments, update.cart_hash, source);
    }
    return { end: 'written' };
  } catch (error) {
    const pageCart = write.refetch ?? { fetch: () => refreshFragments(source) };
    if (signal.aborted) {
      if (sent) void fetchCartAgain(pageCart);
      return { end: 'dropped' };
    }
    console.error(`[islands:${source}] ${write.failure}`, error);
    // A NetError's message is the Spanish one; anything else is named in the log only.
    const message = error instanceof Error && 'code' in error ? error.message : t('unknownError');
    // Queued (and its busy held) before this write lets go of its own: no gap in between.
    const fetchedAgain = answerLost(error) && write.refetch !== null ? fetchCartAgain(pageCart) : null;
    return { end: 'failed', message, fetchedAgain };
  } finally {
    release?.();
  }
}
