import { atom } from 'nanostores';

/**
 * Whether the side cart's panel is open. The side cart island is its only reader today: it opens
 * the panel from its basket and triggers, and by itself after every add ($cart's change 'added',
 * not this store, is how an add anywhere opens the cart). The state lives here so another
 * island can open or close the cart, or keep out of its way, without importing the side cart.
 */
export const $sideCartOpen = atom(false);

export function openSideCart(): void {
  $sideCartOpen.set(true);
}
export function closeSideCart(): void {
  $sideCartOpen.set(false);
}
export function toggleSideCart(): void {
  $sideCartOpen.set(!$sideCartOpen.get());
}
