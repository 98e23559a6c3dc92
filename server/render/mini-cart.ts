// WooCommerce's mini cart (cart/mini-cart.php), the `div.widget_shopping_cart_content` fragment.
import type { CartView, PricedLine } from '../cart.ts';
import { lineAttributes, lineImage, lineLink, lineName, lineSku } from '../cart-lines.ts';
import type { Catalogue } from '../catalogue.ts';
import { esc, price } from '../html.ts';
import { messages } from '../messages.ts';
import { thumbnail } from './image.ts';

export interface CartRender {
  catalogue: Catalogue;
  cart: CartView;
  /** The session's 'woocommerce-cart' nonce for the no-JS remove links. */
  cartNonce: string;
  /** The 'apply-coupon' nonce (wc_cart_params.apply_coupon_nonce) for the side cart's coupon form. */
  couponNonce: string;
  /** The 'woocommerce-shipping-calculator' nonce of the cart page's shipping calculator. */
  calculatorNonce: string;
}

export const CART_URL = '/carrito/';
export const CHECKOUT_URL = '/finalizar-compra/';

export const removeUrl = (key: string, nonce: string): string =>
  `${CART_URL}?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(nonce)}`;

export function miniCart(r: CartRender): string {
  if (!r.cart.lines.length) {
    return '<div class="widget_shopping_cart_content">\n\t<p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p>\n</div>';
  }
  return (
    '<div class="widget_shopping_cart_content">\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\n' +
    r.cart.lines.map((line) => miniCartItem(r, line)).join('') +
    '\t</ul>\n' +
    `\t<p class="woocommerce-mini-cart__total total">\n\t\t<strong>Subtotal:</strong> ${price(r.cart.subtotal)}\n\t</p>\n` +
    `\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${CART_URL}" class="button wc-forward">Ver carrito</a>` +
    `<a href="${CHECKOUT_URL}" class="button checkout wc-forward">Finalizar compra</a></p>\n</div>`
  );
}

function miniCartItem(r: CartRender, line: PricedLine): string {
  const name = lineName(line.item, line.variation);
  const image = lineImage(line.item);
  const extra = lineAttributes(line.item, line.variation).filter((a) => !a.inName);
  return (
    '\t\t<li class="woocommerce-mini-cart-item mini_cart_item">\n' +
    `\t\t\t<a role="button" href="${esc(removeUrl(line.key, r.cartNonce))}" class="remove remove_from_cart_button"` +
    ` aria-label="${esc(`Eliminar ${name} del carrito`)}" data-product_id="${line.productId}"` +
    ` data-cart_item_key="${esc(line.key)}" data-product_sku="${esc(lineSku(line.item))}"` +
    ` data-success_message="${esc(messages.removedShort(name))}">&times;</a>\n` +
    `\t\t\t<a href="${esc(lineLink(line.item, line.variation))}">\n\t\t\t\t${thumbnail(image, r.catalogue.image(image))}${esc(name)}\n\t\t\t</a>\n` +
    variationList(extra) +
    `\t\t\t<span class="quantity">${line.quantity} &times; ${price(line.unitPrice)}</span>\n` +
    '\t\t</li>\n'
  );
}

/** `dl.variation`: the item data WooCommerce lists under a line's name. */
export function variationList(attributes: { label: string; value: string }[]): string {
  if (!attributes.length) return '';
  const rows = attributes
    .map((a) => {
      const cls = `variation-${esc(a.label.replace(/\s+/g, ''))}`;
      return `\t<dt class="${cls}">${esc(a.label)}:</dt>\n\t<dd class="${cls}"><p>${esc(a.value)}</p>\n</dd>\n`;
    })
    .join('');
  return `<dl class="variation">\n${rows}</dl>\n`;
}
