// A cart answer put on the page (docs/cart.md): its fragments swapped in and stored, $cart
// updated (what the islands react to), and third parties told (runtime/cart/cart-events.ts, the only
// place the cart's jQuery events are sent). runtime/cart/cart-write.ts sends the calls.
import { tellThirdParties } from './cart-events.ts';
import { EVENTS, onThirdParty, THIRD_PARTY } from '../page/events.ts';
import { excerpt } from '../core/excerpt.ts';
import { printsScript } from '../core/shop-scripts.ts';
import { swapFragments, type Fragments } from './fragments.ts';
import { wcAjax } from '../net/wcAjax.ts';
import { cartUpdated, type CartChangeKind } from '../stores/cart.ts';

/** A cart answer checked at the boundary: selector → HTML, and the cart hash. */
export interface CartUpdate {
  fragments: Fragments;
  cart_hash: string;
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

/**
 * Puts a cart answer on the page: its fragments swapped in and stored, third parties told
 * (added_to_cart once the fragments are in, as WooCommerce's own handler of it has swapped them by
 * the time a third party's runs), $cart updated (the islands react there, once), then
 * wc_fragments_loaded. A null update (a theme's added_to_cart without fragments) only tells the islands.
 */
export function applyCartAnswer(update: CartUpdate | null, { source, change, element = null, buttonUpdated = false }: CartChange): void {
  // A third party's own added_to_cart has been sent already: it is not sent back to them.
  const told = update && source !== THIRD_PARTY ? { source, change, fragments: update.fragments, cartHash: update.cart_hash } : null;
  if (told) tellThirdParties({ moment: 'answered', ...told });
  const itemCount = update ? swapFragments(update.fragments, update.cart_hash, source) : null;
  if (told) tellThirdParties({ moment: 'swapped', ...told, element, buttonUpdated });
  cartUpdated(change, itemCount);
  if (update) tellThirdParties({ moment: 'painted', source, change, fragments: update.fragments, cartHash: update.cart_hash });
}

/**
 * Asks the shop for fresh fragments (`get_refreshed_fragments`, 5 s as WooCommerce allows it) and
 * applies them. Resolves false, after `wc_fragments_ajax_error`, when the call fails: the server
 * HTML already on the page stays as it is.
 */
export async function refreshFragments(source: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await wcAjax<{ fragments?: Fragments; cart_hash?: string } | null>(
      'get_refreshed_fragments',
      { time: String(Date.now()) },
      { signal, timeout: 5000 },
    );
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

/**
 * The cart changed through an answer that carried no fragments (the cart page's own form, before it
 * says updated_wc_div): the cart areas are fetched again, as WooCommerce's cart fragments script
 * does on that event, unless the owner kept that script, which hears the event and does it itself.
 */
export function cartChangedWithoutFragments(): void {
  if (!printsScript('wc-cart-fragments')) refreshFragments('cart-fragments').catch(() => {});
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
    stopHearing = onThirdParty(EVENTS.addedToCart, ([fragments, cart_hash]) =>
      applyCartAnswer(checkedUpdate({ fragments, cart_hash }), { source: THIRD_PARTY, change: 'added' }),
    );
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
