// The one place the cart's jQuery-era events leave the bundle (docs/cart.md#third-party-events).
// Analytics tags, payment buttons, themes and plugins bind to WooCommerce's cart events, so every
// cart write sends them, in WooCommerce's order and with its arguments. They are for those third
// parties only: the islands react to $cart (runtime/stores/cart.ts), never to these.
import { emit, EVENTS } from '../page/events.ts';
import type { Fragments } from './fragments.ts';
import type { CartChangeKind } from '../stores/cart.ts';

export type CartMoment =
  /** Before the call is queued: adding_to_cart ($button, data). */
  | { moment: 'sending'; source: string; element: Element | null; data: unknown }
  /** The answer is in, its fragments not yet on the page: added_to_cart / removed_from_cart, then the button's. */
  | { moment: 'answered'; source: string; change: CartChangeKind; fragments: Fragments; cartHash: string; element: Element | null; buttonUpdated: boolean }
  /** The fragments are on the page (and in $cart): wc_fragments_loaded, then wc_fragments_refreshed after get_refreshed_fragments. */
  | { moment: 'painted'; source: string; change: CartChangeKind }
  /** get_refreshed_fragments failed: the server HTML stays. */
  | { moment: 'refresh-failed'; source: string };

/** Sends the events of one moment of a cart write, as WooCommerce's scripts would. */
export function tellThirdParties(at: CartMoment): void {
  const { source } = at;
  switch (at.moment) {
    case 'sending':
      return emit(EVENTS.addingToCart, source, [at.element, at.data]);
    case 'answered': {
      const args = [at.fragments, at.cartHash, at.element];
      if (at.change === 'added') emit(EVENTS.addedToCart, source, args);
      if (at.change === 'removed') emit(EVENTS.removedFromCart, source, args);
      if (at.buttonUpdated) emit(EVENTS.cartButtonUpdated, source, [at.element]);
      return;
    }
    case 'painted':
      emit(EVENTS.fragmentsLoaded, source);
      if (at.change === 'refreshed') emit(EVENTS.fragmentsRefreshed, source);
      return;
    case 'refresh-failed':
      return emit(EVENTS.fragmentsAjaxError, source);
  }
}
