// The XootiX side cart (free 2.7.x templates, recorded/pages/article-with-side-cart-items):
// `div.xoo-wsc-container` and the shortcode `div.xoo-wsc-sc-cont`, both also fragments.
// The plugin's English strings are given in Spanish here; structure and classes are as recorded.
import type { PricedLine } from '../cart.ts';
import { lineAttributes, lineImage, lineLink } from '../cart-lines.ts';
import { esc, price } from '../html.ts';
import type { Notice } from '../session.ts';
import { quantityLimits, type QuantityLimits } from '../quantity-rules.ts';
import { thumbnail } from './image.ts';
import { CART_URL, CHECKOUT_URL, variationList, type CartRender } from './mini-cart.ts';

/** Notices as the side cart lists them (xoo_wsc_params.html.successNotice / errorNotice). */
export function sideCartNotices(notices: Notice[]): string {
  return (
    '<ul class="xoo-wsc-notices">' +
    notices
      .map((n) =>
        n.type === 'error'
          ? `<li class="xoo-wsc-notice-error"><span class="xoo-wsc-icon-cross"></span>${n.html}</li>`
          : `<li class="xoo-wsc-notice-success"><span class="xoo-wsc-icon-check_circle"></span>${n.html}</li>`,
      )
      .join('') +
    '</ul>'
  );
}

export function sideCartContainer(r: CartRender, notices: Notice[]): string {
  const count = r.cart.count;
  return `
<div class="xoo-wsc-container">
	<div class="xoo-wsc-basket">
		<span class="xoo-wsc-items-count">${count}</span>
		<span class="xoo-wsc-bki xoo-wsc-icon-shopping-bag1"></span>
	</div>
	<div class="xoo-wsc-header">
		<div class="xoo-wsch-top xoo-wsch-new">
			<div class="xoo-wsc-notice-container" data-section="cart">${sideCartNotices(notices)}</div>
			<div class="xoo-wsch-section xoo-wsch-sec-left">
				<div class="xoo-wsch-basket">
					<span class="xoo-wsch-bki xoo-wsc-icon-shopping-bag1 xoo-wsch-icon"></span>
					<span class="xoo-wsch-items-count">${count}</span>
				</div>
				<span class="xoo-wsch-text">Tu carrito</span>
			</div>
			<div class="xoo-wsch-section xoo-wsch-sec-center"></div>
			<div class="xoo-wsch-section xoo-wsch-sec-right">
				<span class="xoo-wsch-close xoo-wsc-icon-cross xoo-wsch-icon"></span>
			</div>
		</div>
	</div>
	<div class="xoo-wsc-body">
${r.cart.lines.length ? products(r) : emptyCart()}
	</div>
	<div class="xoo-wsc-footer">
${r.cart.lines.length ? footer(r) : continueOnly()}
	</div>
	<span class="xoo-wsc-loader"></span>
	<span class="xoo-wsc-icon-spinner8 xoo-wsc-loader-icon"></span>
</div>`;
}

const emptyCart = (): string =>
  '<div class="xoo-wsc-empty-cart"><span>Tu carrito está vacío</span><a class="xoo-wsc-btn" href="/tienda/">Volver a la tienda</a></div>';

const continueOnly = (): string =>
  '<div class="xoo-wsc-ft-buttons-cont">\n\t<a href="#" class="xoo-wsc-ft-btn xoo-wsc-btn xoo-wsc-cart-close xoo-wsc-ft-btn-continue" >Seguir comprando</a>\n</div>';

function products(r: CartRender): string {
  return `<div class="xoo-wsc-products xoo-wsc-pattern-row">\n${r.cart.lines.map((l) => product(r, l)).join('')}</div>`;
}

function product(r: CartRender, line: PricedLine): string {
  const image = lineImage(line.item);
  const link = esc(lineLink(line.item, line.variation));
  const sellable = line.item.variation ?? line.item.product;
  const onSale = sellable.salePrice !== undefined && sellable.regularPrice !== undefined;
  const savings = onSale
    ? `\n\t\t\t\t<div class="xoo-wsc-psavings">\n\t\t\t\t\t<span class="xoo-wsc-psavlabel">Ahorras</span> ${price(((sellable.regularPrice ?? 0) - line.unitPrice) * line.quantity)}\n\t\t\t\t</div>`
    : '';
  return lineMarkup({
    key: esc(line.key),
    link,
    image: thumbnail(image, r.catalogue.image(image)),
    name: esc(line.item.product.name),
    variations: variationList(lineAttributes(line.item, line.variation)),
    quantity: quantityBox(esc(line.item.product.name), line.quantity, quantityLimits(line.item), !!line.item.product.soldIndividually),
    unit: onSale ? salePrice(sellable.regularPrice ?? 0, line.unitPrice) : price(line.unitPrice),
    savings,
    total: price(line.lineTotal),
  });
}

/** The parts of one line, as HTML. */
interface LineParts {
  key: string;
  link: string;
  image: string;
  name: string;
  variations: string;
  quantity: string;
  unit: string;
  savings: string;
  total: string;
}

function lineMarkup(l: LineParts): string {
  return `<div data-key="${l.key}" class="xoo-wsc-product">
	<div class="xoo-wsc-img-col">
		<a href="${l.link}">${l.image}</a>
	</div>
	<div class="xoo-wsc-sum-col">
		<div class="xoo-wsc-sm-info">
			<div class="xoo-wsc-sm-left">
				<span class="xoo-wsc-pname"><a href="${l.link}">${l.name}</a></span>
				${l.variations}
				${l.quantity}
				<div class="xoo-wsc-priceBox">
					<div class="xoo-wsc-pprice">
						Precio: ${l.unit}
					</div>
				</div>
			</div>
			<div class="xoo-wsc-sm-right">
				<span class="xoo-wsc-smr-del xoo-wsc-icon-trash"></span>${l.savings}
				<span class="xoo-wsc-smr-ptotal">${l.total}</span>
			</div>
		</div>
	</div>
</div>
`;
}

/** A price whose number is a placeholder: price()'s markup, currency symbol and all. */
const priceSlot = (slot: string): string => price(0).replace('0.00', slot);

/**
 * #islands-side-cart-line, as the plugin prints it (wordpress-plugin/islands/includes/side-cart-line.php):
 * one line of this side cart's markup with placeholders where the product's values go.
 */
export function sideCartLineJson(): string {
  const line = lineMarkup({
    key: '',
    link: 'islands:link',
    image:
      '<img width="300" height="300" src="islands:image" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="islands:alt" decoding="async" />',
    name: 'islands:name',
    variations: '',
    quantity: quantityBox('islands:name', 'islands:quantity', { min: 1, max: null, step: 1 }, false),
    unit: priceSlot('islands:price'),
    savings: '',
    total: priceSlot('islands:total'),
  });
  const json = {
    line,
    products: '<div class="xoo-wsc-products xoo-wsc-pattern-row"></div>',
    order: 'asc',
    price: { decimals: 2, decimalSeparator: '.', thousandSeparator: ',' },
  };
  // As the plugin: "<", ">" and "&" escaped, so no markup ends the script element early.
  const text = JSON.stringify(json).replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="islands-side-cart-line">${text}</script>`;
}

/** WooCommerce's sale price markup (wc_format_sale_price). */
export function salePrice(regular: number, sale: number): string {
  return (
    `<del aria-hidden="true">${price(regular)}</del> <span class="screen-reader-text">El precio original era: &#036;${regular.toFixed(2)}.</span>` +
    `<ins aria-hidden="true">${price(sale)}</ins><span class="screen-reader-text">El precio actual es: &#036;${sale.toFixed(2)}.</span>`
  );
}

/**
 * The Pro stepper (− input +) the free plugin dropped: bounds from stock and quantity rules
 * (max empty when unlimited); a sold-individually line shows its fixed 1 and a hidden input.
 */
function quantityBox(name: string, quantity: number | string, { min, max, step }: QuantityLimits, soldIndividually: boolean): string {
  if (soldIndividually) {
    return `<div class="xoo-wsc-sml-qty">Cantidad: <span>${quantity}</span></div><input type="hidden" class="xoo-wsc-qty" value="${quantity}" />`;
  }
  return `<div class="xoo-wsc-qty-box">
					<button type="button" class="xoo-wsc-chng xoo-wsc-minus" aria-label="Quitar ${step} de ${name}"><span aria-hidden="true">&minus;</span></button>
					<input type="number" class="xoo-wsc-qty" min="${min}" max="${max ?? ''}" step="${step}" value="${quantity}" inputmode="numeric" aria-label="Cantidad de ${name}" />
					<button type="button" class="xoo-wsc-chng xoo-wsc-plus" aria-label="Añadir ${step} de ${name}"><span aria-hidden="true">+</span></button>
				</div>`;
}

const amountRow = (key: string, label: string, value: string, extra = ''): string =>
  `		<div class="xoo-wsc-ft-amt xoo-wsc-ft-amt-${key}${extra}">
			<span class="xoo-wsc-ft-amt-label">${label}</span>
			<span class="xoo-wsc-ft-amt-value">${value}</span>
		</div>
`;

/** Coupon entry; without JavaScript it posts to the cart page, whose form handler applies it. */
const couponForm = (r: CartRender): string => `<form class="xoo-wsc-coupon-form" action="${CART_URL}" method="post">
	<label for="xoo-wsc-coupon-code" class="screen-reader-text">Cupón:</label>
	<input type="text" name="coupon_code" id="xoo-wsc-coupon-code" class="xoo-wsc-coupon-input" placeholder="Código de cupón" value="" />
	<input type="hidden" name="security" value="${esc(r.couponNonce)}" />
	<button type="submit" class="xoo-wsc-btn xoo-wsc-coupon-submit" name="apply_coupon" value="Aplicar cupón">Aplicar cupón</button>
</form>
`;

function footer(r: CartRender): string {
  const savings = r.cart.lines.reduce((n, l) => {
    const s = l.item.variation ?? l.item.product;
    return s.salePrice !== undefined && s.regularPrice !== undefined ? n + (s.regularPrice - s.salePrice) * l.quantity : n;
  }, 0);
  const savingsRow = savings
    ? `\t\t<div class="xoo-wsc-ft-amt xoo-wsc-ft-amt-savings xoo-wsc-less">\n\t\t\t<span class="xoo-wsc-ft-amt-label">Tu ahorro en este pedido</span>\n\t\t\t<span class="xoo-wsc-ft-amt-value">${price(savings)}</span>\n\t\t</div>\n`
    : '';
  return `<div class="xoo-wsc-ft-totals">
${savingsRow}		<div class="xoo-wsc-ft-amt xoo-wsc-ft-amt-subtotal ">
			<span class="xoo-wsc-ft-amt-label">Subtotal</span>
			<span class="xoo-wsc-ft-amt-value">${price(r.cart.subtotal)}</span>
		</div>
${r.cart.coupons.map((c) => amountRow(`coupon xoo-wsc-ft-amt-coupon-${esc(c.code)}`, `Cupón: ${esc(c.code)}`, `-${price(c.amount)}`, ' xoo-wsc-less')).join('')}${amountRow(
  'shipping',
  'Envío',
  `Tarifa plana: ${price(r.cart.shipping)} <button type="button" class="xoo-wsc-shipping-calc">Calcular envío</button>`,
)}${amountRow('total', 'Total', price(r.cart.total))}</div>
${couponForm(r)}
<span class="xoo-wsc-footer-txt">Los gastos de envío, impuestos y descuentos se calculan al finalizar la compra.</span>
<div class="xoo-wsc-ft-buttons-cont">
	<a href="${CART_URL}" class="xoo-wsc-ft-btn xoo-wsc-btn xoo-wsc-ft-btn-cart" >Ver carrito</a><a href="#" class="xoo-wsc-ft-btn xoo-wsc-btn xoo-wsc-cart-close xoo-wsc-ft-btn-continue" >Seguir comprando</a><a href="${CHECKOUT_URL}" class="xoo-wsc-ft-btn xoo-wsc-btn xoo-wsc-ft-btn-checkout" >Finalizar compra<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#036;</span>${r.cart.total.toFixed(2)}</span></a>
</div>`;
}

/** The `[xoo_wsc_cart]` menu-cart shortcode (`div.xoo-wsc-sc-cont`). */
export function sideCartShortcode(r: CartRender): string {
  return `<div class="xoo-wsc-sc-cont">
	<div class="xoo-wsc-cart-trigger">
		<span class="xoo-wsc-sc-subt">
			${price(r.cart.subtotal)}
		</span>
		<div class="xoo-wsc-sc-bkcont">
			<span class="xoo-wsc-sc-bki xoo-wsc-icon-shopping-bag1"></span>
			<span class="xoo-wsc-sc-count">${r.cart.count}</span>
		</div>
	</div>
</div>`;
}

/** What wp_footer prints: the notices holder, the modal around the container, and the plugin's #islands-side-cart-line. */
export function sideCartMarkup(r: CartRender, notices: Notice[]): string {
  return `<div class="xoo-wsc-markup-notices"></div>
<div class="xoo-wsc-markup">
	<div class="xoo-wsc-modal">
${sideCartContainer(r, notices)}
		<span class="xoo-wsc-opac"></span>
	</div>
</div>
${sideCartLineJson()}`;
}
