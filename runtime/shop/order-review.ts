// Asks for the checkout's order review (docs/events.md#how-an-event-comes-in): the checkout island's
// own changes, its coupons and refused nonces, and the side cart after it changed a quantity on the
// checkout page. The ask goes straight to the checkout island's review, then WooCommerce's
// `update_checkout` says it for third parties; where the owner kept the shop's checkout script, no
// island takes asks, and that script hears the event and fetches its review itself.
import { EVENTS, emit } from '../page/events.ts';

/** What an ask carries: WooCommerce's `update_checkout` argument, and the side cart's callback. */
export interface ReviewAsk {
  /** The control whose change asks (null: an address typed or completed). */
  current_target?: Element | null;
  /** false keeps the shipping method chosen (after a coupon). */
  update_shipping_method?: boolean;
  /** Called once the review asked for is painted (null) or has failed (its message). */
  settled?: (error: string | null) => void;
}

let review: ((ask: ReviewAsk) => void) | null = null;

/** The checkout island takes the page's asks while `signal` lives. */
export function takeReviewAsks(take: (ask: ReviewAsk) => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  review = take;
  signal.addEventListener('abort', () => review === take && (review = null), { once: true });
}

/** Asks for the order review, as `source`: the review first, as the shop's own handler comes first, then the event. */
export function askOrderReview(source: string, ask: ReviewAsk = {}): void {
  review?.(ask);
  emit(EVENTS.updateCheckout, source, Object.keys(ask).length ? [ask] : []);
}
