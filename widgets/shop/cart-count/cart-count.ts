import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { onAbort } from '../../../runtime/core/lifetime.ts';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { $cart } from '../../../runtime/stores/cart.ts';
import { IslandError } from '../../../runtime/core/errors.ts';

// A plain enhancer, not React: a number and a sentence do not justify ~69 KB of React on every
// page (bench, issue 2), and the server already prints the same markup.

export interface CartCountProps {
  /** Items in the cart when the server rendered the page. */
  count: number;
}

export function parseCartCountProps(raw: unknown): CartCountProps {
  const count = (raw as { count?: unknown } | null)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new IslandError('cart-count', `props.count must be a whole number ≥ 0, got ${excerpt(count)}`);
  }
  return { count };
}

/**
 * The header's cart count. It follows the shared cart store, so an add from any island updates it
 * even before (or without) a fragment carrying a new header; the screen-reader sentence says
 * what the bare number means.
 */
export default defineEnhancer<CartCountProps>((el, { count }, { signal }) => {
  const server = [...el.childNodes];
  const number = document.createElement('span');
  number.setAttribute('aria-hidden', 'true');
  const sentence = document.createElement('span');
  sentence.className = 'screen-reader-text';
  el.replaceChildren(number, sentence);
  const show = (n: number) => {
    number.textContent = String(n);
    sentence.textContent = t('cartCount', n);
  };
  show($cart.get().itemCount ?? count);
  onAbort(
    signal,
    $cart.listen(({ itemCount }) => show(itemCount ?? count)),
  );
  return () => el.replaceChildren(...server);
}, parseCartCountProps);
