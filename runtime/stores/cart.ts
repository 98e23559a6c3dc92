import { atom } from 'nanostores';

export interface CartState {
  /** Number of items (quantities summed) as the server last reported it; null until known. */
  itemCount: number | null;
  cartHash: string;
  /** The last fragments applied: selector → HTML. */
  fragments: Readonly<Record<string, string>>;
}

export const $cart = atom<CartState>({ itemCount: null, cartHash: '', fragments: {} });

/** Records the server's answer to a cart call. */
export function cartUpdated(fragments: Record<string, string>, cartHash: string, itemCount: number | null): void {
  const prev = $cart.get();
  $cart.set({ fragments, cartHash, itemCount: itemCount ?? prev.itemCount });
}
