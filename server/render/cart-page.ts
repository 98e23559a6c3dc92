// The classic cart page ([woocommerce_cart], cart/cart.php + cart-totals.php): the quantity form
// that works without JavaScript, and the totals. recorded/pages/cart-with-items, cart-empty.
import type { CartView, PricedLine } from '../cart.ts';
import { lineAttributes, lineImage, lineLink, lineName, lineSku } from '../cart-lines.ts';
import { esc, price } from '../html.ts';
import { thumbnail } from './image.ts';
import { CHECKOUT_URL, removeUrl, variationList, type CartRender } from './mini-cart.ts';
import { quantityInput } from './product-form.ts';
import { quantityLimits } from '../quantity-rules.ts';
import { shippingRow } from './cart-shipping.ts';

export function cartEmpty(): string {
  return `<div class="wc-empty-cart-message">
	<div class="cart-empty woocommerce-info" role="status">
		Tu carrito está vacío.
	</div>
</div>
<p class="return-to-shop">
	<a class="button wc-backward" href="/tienda/">
		Volver a la tienda
	</a>
</p>`;
}

function row(r: CartRender, line: PricedLine): string {
  const name = lineName(line.item, line.variation);
  const link = esc(lineLink(line.item, line.variation));
  const image = lineImage(line.item);
  const limits = quantityLimits(line.item);
  const extra = lineAttributes(line.item, line.variation).filter((a) => !a.inName);
  return `			<tr class="woocommerce-cart-form__cart-item cart_item">
				<td class="product-remove">
					<a role="button" href="${esc(removeUrl(line.key, r.cartNonce))}" class="remove" aria-label="${esc(`Eliminar ${name} del carrito`)}" data-product_id="${line.productId}" data-product_sku="${esc(lineSku(line.item))}">&times;</a>
				</td>
				<td class="product-thumbnail">
					<a href="${link}">${thumbnail(image, r.catalogue.image(image))}</a>
				</td>
				<th scope="row" class="product-name" data-title="Producto">
					<a href="${link}">${esc(name)}</a>${variationList(extra)}
				</th>
				<td class="product-price" data-title="Precio">
					${price(line.unitPrice)}
				</td>
				<td class="product-quantity" data-title="Cantidad">
					${quantityInput(name, `cart[${line.key}][qty]`, line.quantity, 0, limits.max ?? '', limits.step)}
				</td>
				<td class="product-subtotal" data-title="Subtotal">
					${price(line.lineTotal)}
				</td>
			</tr>`;
}

export function cartForm(r: CartRender): string {
  return `<form class="woocommerce-cart-form" action="/carrito/" method="post">
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
		<thead>
			<tr>
				<th class="product-remove"><span class="screen-reader-text">Eliminar artículo</span></th>
				<th class="product-thumbnail"><span class="screen-reader-text">Imagen en miniatura</span></th>
				<th scope="col" class="product-name">Producto</th>
				<th scope="col" class="product-price">Precio</th>
				<th scope="col" class="product-quantity">Cantidad</th>
				<th scope="col" class="product-subtotal">Subtotal</th>
			</tr>
		</thead>
		<tbody>
${r.cart.lines.map((l) => row(r, l)).join('\n')}
			<tr>
				<td colspan="6" class="actions">
					<div class="coupon">
						<label for="coupon_code" class="screen-reader-text">Cupón:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Código de cupón" /> <button type="submit" class="button" name="apply_coupon" value="Aplicar cupón">Aplicar cupón</button>
					</div>
					<button type="submit" class="button" name="update_cart" value="Actualizar carrito">Actualizar carrito</button>
					<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${esc(r.cartNonce)}" /><input type="hidden" name="_wp_http_referer" value="/carrito/" />
				</td>
			</tr>
		</tbody>
	</table>
</form>`;
}

/**
 * An applied coupon (cart-totals.php's cart-discount row, recorded/pages/cart-with-coupon); a
 * coupon that only grants free shipping says so instead of an amount (wc_cart_totals_coupon_html).
 */
function couponRow(coupon: CartView['coupons'][number]): string {
  const { code } = coupon;
  const label = `Cupón: ${esc(code)}`;
  const amount = coupon.freeShipping && !coupon.amount ? 'Cupón de envío gratuito' : `-${price(coupon.amount)}`;
  return `	<tr class="cart-discount coupon-${esc(code)}">
		<th>${label}</th>
		<td data-title="${label}">${amount} <a role="button" aria-label="Eliminar el cupón ${esc(code)}" href="/carrito/?remove_coupon=${encodeURIComponent(code)}" class="woocommerce-remove-coupon" data-coupon="${esc(code)}">[Eliminar]</a></td>
	</tr>
`;
}

/**
 * Subtotal, coupons, shipping, total (cart-totals.php; the checkout's review prints the same rows).
 * `onCartPage`: cells carry data-title, and the shipping row its destination and calculator.
 */
export function totalsRows(r: CartRender, onCartPage: boolean): string {
  const dt = (t: string): string => (onCartPage ? ` data-title="${t}"` : '');
  return `<tr class="cart-subtotal">
		<th>Subtotal</th>
		<td${dt('Subtotal')}>${price(r.cart.subtotal)}</td>
	</tr>
${r.cart.coupons.map(couponRow).join('')}${shippingRow(r.cart, onCartPage, r.calculatorNonce)}	<tr class="order-total">
		<th>Total</th>
		<td${dt('Total')}><strong>${price(r.cart.total)}</strong> </td>
	</tr>`;
}

/** div.cart_totals alone: what wc-ajax get_cart_totals and update_shipping_method answer. */
export function cartTotalsDiv(r: CartRender): string {
  return `<div class="cart_totals ">
	<h2>Totales del carrito</h2>
	<table class="shop_table shop_table_responsive">
	${totalsRows(r, true)}
	</table>
	<div class="wc-proceed-to-checkout">
		<a href="${CHECKOUT_URL}" class="checkout-button button alt wc-forward">Finalizar compra</a>
	</div>
</div>`;
}

export function cartTotals(r: CartRender): string {
  return `<div class="cart-collaterals">
	${cartTotalsDiv(r)}
</div>`;
}

/** Everything inside div.woocommerce after the notices. */
export function cartContents(r: CartRender): string {
  return r.cart.lines.length ? `${cartForm(r)}\n${cartTotals(r)}` : cartEmpty();
}
