import { atom } from 'nanostores';

/**
 * What a cart answer did to the page's cart areas: a line added (anywhere: a listing button, the
 * product form, a theme's own jQuery add), a line removed from the mini cart, anything else
 * written or fetched again ('updated'), or WooCommerce's get_refreshed_fragments ('refreshed').
 */
export type CartChangeKind = 'added' | 'removed' | 'updated' | 'refreshed';

export interface CartState {
  /** Number of items (quantities summed) as the server last reported it; null until known. */
  itemCount: number | null;
  /** The last answer put on the page; null until one was. Islands react to this, never to the jQuery events. */
  change: CartChangeKind | null;
}

export const $cart = atom<CartState>({ itemCount: null, change: null });

/** Records a cart answer once its fragments are on the page: a new object every time, so every answer is heard. */
export function cartUpdated(change: CartChangeKind, itemCount: number | null): void {
  $cart.set({ change, itemCount: itemCount ?? $cart.get().itemCount });
}

/** An add on its way to the server: what was pressed (a listing button, a product form's) and what it sends. */
export interface AddSent {
  element: Element | null;
  data: unknown;
  /** Resolves once its call has ended, answered or not, before the caller puts the answer on the page (the same task). */
  settled: Promise<void>;
}

/**
 * Every add as it is sent (runtime/cart/cart-write.ts `cartCall`): the side cart shows its line at
 * once from it, and the answer's fragments replace that line (docs/cart.md#the-line-at-once).
 */
export const $addSent = atom<AddSent | null>(null);
