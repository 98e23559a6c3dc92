import { atom } from 'nanostores';

/** Whether the slide-out side cart is open. */
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
