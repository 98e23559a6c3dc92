// The `fragments` map every cart answer carries. The keys are the recorded site's set (WooCommerce
// mini cart, side cart container/slider/shortcode, Elementor menu cart), plus the header island.
import { price } from '../html.ts';
import type { Notice } from '../session.ts';
import { miniCart, type CartRender } from './mini-cart.ts';
import { sideCartContainer, sideCartShortcode } from './side-cart.ts';

/**
 * The header's cart-count island as templates/cart-count.php prints it (tests/template-markup.test.ts):
 * the number for the eye and, without JavaScript too, the sentence runtime/i18n's cartCount says.
 */
export function cartCountIsland(count: number): string {
  // Single-quoted attribute: the JSON's double quotes stay readable; & and ' are escaped.
  const props = JSON.stringify({ count }).replace(/&/g, '&amp;').replace(/'/g, '&#039;');
  return (
    `<span class="islands-cart-count" data-widget="cart-count" data-props='${props}'><span aria-hidden="true">${count}</span>` +
    `<span class="screen-reader-text">Artículos en el carrito: ${count}</span></span>`
  );
}

export const FRAGMENT_KEYS = [
  'div.widget_shopping_cart_content',
  'div.xoo-wsc-container',
  'div.xoo-wsc-slider',
  'div.xoo-wsc-sc-cont',
  '.elementor-menu-cart__toggle_button span.elementor-button-text',
  '.elementor-menu-cart__toggle_button span.elementor-button-icon-qty',
  'span.islands-cart-count',
] as const;

/** `notices` are the session's pending notices, which the side cart container shows (and consumes). */
export function cartFragments(r: CartRender, notices: Notice[]): Record<(typeof FRAGMENT_KEYS)[number], string> {
  return {
    'div.widget_shopping_cart_content': miniCart(r),
    'div.xoo-wsc-container': sideCartContainer(r, notices),
    // The free side cart has no slider (coupon/shipping panel is Pro) but still sends the key, empty.
    'div.xoo-wsc-slider': '',
    'div.xoo-wsc-sc-cont': sideCartShortcode(r),
    '.elementor-menu-cart__toggle_button span.elementor-button-text': `<span class="elementor-button-text">${price(r.cart.subtotal)}</span>`,
    '.elementor-menu-cart__toggle_button span.elementor-button-icon-qty': `<span class="elementor-button-icon-qty" data-counter=${r.cart.count}>${r.cart.count}</span>`,
    'span.islands-cart-count': cartCountIsland(r.cart.count),
  };
}
