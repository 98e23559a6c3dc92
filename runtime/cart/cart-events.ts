// The one place the cart's jQuery-era events leave the bundle (docs/cart.md#third-party-events,
// docs/events.md). Analytics tags, payment buttons, themes and plugins bind to WooCommerce's and the
// side cart's cart events, so every cart write sends them, in those scripts' order and with their
// arguments. They are for those third parties only: the islands react to $cart
// (runtime/stores/cart.ts), never to these.
import { emit, EVENTS, hasJQuery } from '../page/events.ts';
import type { Fragments } from './fragments.ts';
import type { CartChangeKind } from '../stores/cart.ts';
import { sideCartOnPage } from '../shop/parts.ts';

/** Who swapped the fragments in the shop's own scripts: the side cart (its own calls, and every add it hears). */
const SIDE_CART = 'side-cart';

export type CartMoment =
  /** Before the call is queued: adding_to_cart ($button, data). */
  | { moment: 'sending'; source: string; element: Element | null; data: unknown }
  /** A third party vetoed the add (should_send_ajax_request.adding_to_cart): nothing was sent. */
  | { moment: 'not-sent'; source: string; element: Element }
  /** The answer is in, its fragments not yet on the page: the side cart's own calls say so (an add aside). */
  | { moment: 'answered'; source: string; change: CartChangeKind; fragments: Fragments; cartHash: string }
  /**
   * The fragments are on the page, $cart not yet told: added_to_cart / removed_from_cart, then the
   * button's. WooCommerce's own handler of those events (bound first) swaps the fragments, so a
   * third party's handler finds them on the page.
   */
  | {
      moment: 'swapped';
      source: string;
      change: CartChangeKind;
      fragments: Fragments;
      cartHash: string;
      element: Element | null;
      buttonUpdated: boolean;
    }
  /** The fragments are on the page (and in $cart): wc_fragments_loaded, then wc_fragments_refreshed after get_refreshed_fragments. */
  | { moment: 'painted'; source: string; change: CartChangeKind; fragments: Fragments; cartHash: string }
  /** A side cart line's quantity (0: its removal) answered and painted: the side cart's own two events. */
  | { moment: 'side-cart-quantity'; source: string; fragments: Fragments; cartHash: string }
  /** get_refreshed_fragments failed: the server HTML stays. */
  | { moment: 'refresh-failed'; source: string };

/**
 * WooCommerce's Mini-Cart block hears the classic cart through native events its own bridge
 * dispatches from the jQuery ones; without jQuery on the page there is no bridge, so they are sent here.
 */
function tellCartBlocks(change: CartChangeKind): void {
  if (hasJQuery() || (change !== 'added' && change !== 'removed')) return;
  document.body.dispatchEvent(new CustomEvent(`wc-blocks_${change}_${change === 'added' ? 'to' : 'from'}_cart`, { detail: {} }));
}

/** Sends the events of one moment of a cart write, as WooCommerce's scripts would. */
export function tellThirdParties(at: CartMoment): void {
  const { source } = at;
  switch (at.moment) {
    case 'sending':
      return emit(EVENTS.addingToCart, source, [at.element, at.data]);
    case 'not-sent':
      emit(EVENTS.ajaxRequestNotSent, source, [false, false, at.element]);
      // The button is put back, and WooCommerce says so.
      return emit(EVENTS.cartButtonUpdated, source, [at.element]);
    case 'answered':
      // The side cart's own calls (an add aside): it says so before it swaps their fragments in.
      if (source === SIDE_CART && at.change !== 'added')
        emit(EVENTS.sideCartBeforeFragments, source, [{ fragments: at.fragments, cart_hash: at.cartHash }]);
      return;
    case 'swapped': {
      const args = [at.fragments, at.cartHash, at.element];
      if (at.change === 'added') emit(EVENTS.addedToCart, source, args);
      if (at.change === 'removed') emit(EVENTS.removedFromCart, source, args);
      if (at.buttonUpdated) emit(EVENTS.cartButtonUpdated, source, [at.element]);
      return tellCartBlocks(at.change);
    }
    case 'painted': {
      emit(EVENTS.fragmentsLoaded, source);
      // Every add: the side cart's handler of added_to_cart runs after WooCommerce's has swapped the fragments in.
      const sideCartAdd = at.change === 'added' && sideCartOnPage();
      if (sideCartAdd) emit(EVENTS.sideCartBeforeFragments, source, [{ fragments: at.fragments, cart_hash: at.cartHash }]);
      if (at.change === 'refreshed' || sideCartAdd || (source === SIDE_CART && sideCartOnPage())) emit(EVENTS.fragmentsRefreshed, source);
      return;
    }
    case 'side-cart-quantity': {
      const answer = { fragments: at.fragments, cart_hash: at.cartHash };
      emit(EVENTS.sideCartQuantityUpdated, source, [answer]);
      return emit(EVENTS.sideCartUpdated, source, [answer]);
    }
    case 'refresh-failed':
      return emit(EVENTS.fragmentsAjaxError, source);
  }
}
