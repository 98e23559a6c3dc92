import { useStore } from '@nanostores/react';
import { defineReactIsland } from '../../runtime/react-island.tsx';
import { t } from '../../runtime/i18n/index.ts';
import { $cart } from '../../runtime/stores/cart.ts';
import { IslandError } from '../../runtime/types.ts';

export interface CartCountProps {
  /** Items in the cart when the server rendered the page. */
  count: number;
}

export function parseCartCountProps(raw: unknown): CartCountProps {
  const count = (raw as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new IslandError('cart-count', `props.count must be a whole number ≥ 0, got ${JSON.stringify(count)}`);
  }
  return { count };
}

/**
 * The header's cart count. It follows the shared cart store, so an add from any island updates
 * it even before the fragment carrying a new header arrives.
 */
export function CartCount({ count }: CartCountProps) {
  const { itemCount } = useStore($cart);
  const shown = itemCount ?? count;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="screen-reader-text">{t('cartCount', shown)}</span>
    </>
  );
}

export default defineReactIsland(CartCount, parseCartCountProps);
