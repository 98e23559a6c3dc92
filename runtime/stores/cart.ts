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

/** Serialises cart writes: WooCommerce's session is last-writer-wins, so calls run one at a time. */
let queue: Promise<unknown> = Promise.resolve();
export function queueCartCall<T>(call: () => Promise<T>): Promise<T> {
  const run = queue.then(call, call);
  queue = run.catch(() => undefined);
  return run;
}
