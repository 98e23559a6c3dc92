// The classic checkout page ([woocommerce_checkout]): the billing and shipping fields for the
// shopper's country, the order review table and the payment area. The review table and the payment
// area are also update_order_review's fragments (recorded from the real shop), so they are rendered
// here whole; the rest of the page is fixtures/pages/checkout.html.
import { lineName } from '../cart-lines.ts';
import { countryData } from '../checkout-address.ts';
import { customerOf, type Customer } from '../checkout-customer.ts';
import { esc, fill, price } from '../html.ts';
import type { Visit } from '../visit.ts';
import { totalsRows } from './cart-page.ts';
import { addressRows, shippingFields } from './checkout-fields.ts';
import { template } from './layout.ts';
import { noticesWrapper } from './notices.ts';

/** The payment gateways the shop offers, in its order (a Map: a posted method must not find `constructor`). */
export const PAYMENT_METHODS = new Map([
  ['bacs', { title: 'Transferencia bancaria directa', description: 'Realiza tu pago directamente en nuestra cuenta bancaria.' }],
  ['cod', { title: 'Contra reembolso', description: 'Paga en efectivo a la entrega.' }],
]);

/** review-order.php: `table.woocommerce-checkout-review-order-table`. */
export function orderReview(v: Visit): string {
  const r = v.cartRender();
  const rows = r.cart.lines
    .map(
      (line) => `					<tr class="cart_item">
						<td class="product-name">
							${esc(lineName(line.item, line.variation))}&nbsp; <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong>
						</td>
						<td class="product-total">
							${price(line.lineTotal)}
						</td>
					</tr>`,
    )
    .join('\n');
  return `<table class="shop_table woocommerce-checkout-review-order-table">
					<thead>
						<tr>
							<th class="product-name">Producto</th>
							<th class="product-total">Subtotal</th>
						</tr>
					</thead>
					<tbody>
${rows}
					</tbody>
					<tfoot>
	${totalsRows(r, false)}
					</tfoot>
				</table>`;
}

/** payment.php: `div#payment.woocommerce-checkout-payment`, the chosen method checked and its box open. */
export function paymentArea(v: Visit, customer: Customer = customerOf(v)): string {
  const chosen = PAYMENT_METHODS.has(customer.paymentMethod) ? customer.paymentMethod : [...PAYMENT_METHODS.keys()][0];
  const methods = [...PAYMENT_METHODS]
    .map(
      ([id, m]) => `						<li class="wc_payment_method payment_method_${id}">
							<input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${id === chosen ? " checked='checked'" : ''} data-order_button_text="" />
							<label for="payment_method_${id}">${esc(m.title)}</label>
							<div class="payment_box payment_method_${id}"${id === chosen ? '' : ' style="display:none;"'}>
								<p>${esc(m.description)}</p>
							</div>
						</li>`,
    )
    .join('\n');
  return `<div id="payment" class="woocommerce-checkout-payment">
					<ul class="wc_payment_methods payment_methods methods">
${methods}
					</ul>
					<div class="form-row place-order">
						<noscript>
							Debido a que tu navegador no es compatible con JavaScript o lo tiene desactivado, por favor, asegúrate de hacer clic en el botón <em>Actualizar totales</em> antes de realizar tu pedido. De no hacerlo, se te podría cobrar más de la cantidad indicada arriba.
							<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Actualizar totales">Actualizar totales</button>
						</noscript>
						<div class="woocommerce-terms-and-conditions-wrapper">
							<div class="woocommerce-privacy-policy-text"><p>Tus datos personales se utilizarán para procesar tu pedido, mejorar tu experiencia en esta web y otros propósitos descritos en nuestra política de privacidad.</p></div>
						</div>
						<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Realizar el pedido" data-value="Realizar el pedido">Realizar el pedido</button>
						<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${esc(v.session.nonceFor('woocommerce-process_checkout'))}" /><input type="hidden" name="_wp_http_referer" value="/finalizar-compra/" />
					</div>
				</div>`;
}

export function checkoutMain(v: Visit): string {
  for (const problem of v.shop.carts.stockProblems(v.session.id)) v.session.addNotice('error', problem);
  const data = countryData(v.shop.rootDir);
  const customer = customerOf(v);
  return fill(template(v, 'checkout.html'), {
    notices: noticesWrapper(v.session.takeNotices()),
    billing_fields: addressRows(data, 'billing_', customer.billing, {}),
    shipping_fields: shippingFields(data, customer.shipping),
    order_review: orderReview(v),
    payment: paymentArea(v, customer),
  });
}
