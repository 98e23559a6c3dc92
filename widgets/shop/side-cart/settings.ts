// Side Cart settings whose work is in its script rather than in the markup it prints
// (docs/side-cart-settings.md): the basket's showBasket, "Refresh Cart" and the shortcode basket's
// "Hide when cart is empty".
import { queueCartCall } from '../../../runtime/cart/cart-write.ts';
import { refreshFragments } from '../../../runtime/cart/cart-answer.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { $cart } from '../../../runtime/stores/cart.ts';
import type { ShortcodePart, SideCartParams } from './params.ts';

const SOURCE = 'side-cart';

/**
 * "Refresh Cart" (m-refresh-cart) is for shops whose side cart shows stale prices: Side Cart then
 * reads the cart through WooCommerce's own get_refreshed_fragments instead of its endpoint, where
 * WooCommerce's cart fragments are on the page.
 */
export function readsWooCommerceFragments(params: SideCartParams): boolean {
  return params.refreshCart && pageGlobal('wc_cart_fragments_params') !== undefined;
}

/** With "Refresh Cart", every add and every line change is followed by WooCommerce's fragments, in the cart queue. */
export function refreshAfterChange(params: SideCartParams, signal: AbortSignal): void {
  if (!readsWooCommerceFragments(params) || signal.aborted) return;
  void queueCartCall(() => refreshFragments(SOURCE, signal).catch(() => false));
}

/** The shortcode basket's parts (templates/xoo-wsc-shortcode.php): fixed selectors, never the server's strings. */
const SHORTCODE_PART: Record<ShortcodePart, string> = {
  subtotal: '.xoo-wsc-sc-subt',
  count: '.xoo-wsc-sc-count',
  icon: '.xoo-wsc-sc-bki',
};

/** "Hide when cart is empty" (shbk-hide): the menu or shortcode basket's chosen parts, wherever the page prints them. */
function syncShortcodeBasket(params: SideCartParams, hasLines: boolean): void {
  for (const part of params.hideOnEmpty) {
    for (const el of document.querySelectorAll<HTMLElement>(`.xoo-wsc-sc-cont ${SHORTCODE_PART[part]}`)) {
      el.style.display = hasLines ? '' : 'none';
    }
  }
}

/**
 * The plugin's stylesheet hides the basket unless its inline style says display: block (what its
 * script's jQuery show() writes), and lays that out as flex: an empty inline display would hide it.
 */
export function syncBasket(root: HTMLElement, params: SideCartParams): void {
  // The count where printed; a basket set to show no count (showCount) leaves the lines to tell.
  const printed = root.querySelector('.xoo-wsc-items-count')?.textContent;
  const count = $cart.get().itemCount ?? (printed != null ? Number(printed) : root.querySelectorAll('.xoo-wsc-product').length);
  const show = params.showBasket === 'always_show' || (params.showBasket === 'hide_empty' && count > 0);
  root.querySelectorAll<HTMLElement>('.xoo-wsc-basket').forEach((b) => (b.style.display = show ? 'block' : 'none'));
  syncShortcodeBasket(params, count > 0);
}
