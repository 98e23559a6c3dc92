// The classic checkout's form post (WC_Checkout::process_checkout) and the order-received page.
// Without JavaScript and with it (the islands leave the form to post itself, with the order
// attribution inputs filled in), an order is validated, stored with its attribution, and the
// shopper is redirected to /finalizar-compra/pedido-recibido/{id}/?key=… (so a reload never repeats it).
import { looksLikeEmail } from '../../rules/checkout.ts';
import { esc, price } from '../html.ts';
import { messages } from '../messages.ts';
import type { Order } from '../orders.ts';
import { redirect } from '../respond.ts';
import type { Visit } from '../visit.ts';

/** The billing fields of fixtures/pages/checkout.html with the labels WooCommerce's errors use. */
const BILLING: ReadonlyArray<[string, string]> = [
  ['billing_first_name', 'Nombre de facturación'],
  ['billing_last_name', 'Apellidos de facturación'],
  ['billing_country', 'País / Región de facturación'],
  ['billing_address_1', 'Dirección de la calle de facturación'],
  ['billing_city', 'Localidad / Ciudad de facturación'],
  ['billing_state', 'Región / Provincia de facturación'],
  ['billing_postcode', 'Código postal de facturación'],
  ['billing_phone', 'Teléfono de facturación'],
  ['billing_email', 'Dirección de correo electrónico de facturación'],
];
// A Map: the method comes from the posted form, and `constructor` must be no method.
const PAYMENT = new Map([['bacs', 'Transferencia bancaria directa'], ['cod', 'Contra reembolso']]);
const ATTRIBUTION_PREFIX = 'wc_order_attribution_';
export const ORDER_RECEIVED = /^\/finalizar-compra\/pedido-recibido\/(\d+)\/$/;

/**
 * Places the order, or returns the error notices (queued for the re-rendered checkout, whose
 * fields keep what was posted). Only the flat rate to España exists, as on the recorded site.
 */
export function placeOrder(v: Visit, form: FormData): Response | null {
  const get = (name: string): string => String(form.get(name) ?? '').trim();
  const sessionId = v.session.id;
  if (!sessionId || get('woocommerce-process-checkout-nonce') !== v.session.nonceFor('woocommerce-process_checkout')) {
    v.session.addNotice('error', messages.sessionExpired());
    return null;
  }
  const errors = BILLING.filter(([name]) => !get(name)).map(([, label]) => messages.requiredCheckoutField(label));
  if (get('billing_email') && !looksLikeEmail(get('billing_email'))) errors.push(messages.invalidBillingEmail());
  if (get('billing_country') && get('billing_country') !== 'ES') errors.push(messages.noShipping());
  if (!PAYMENT.has(get('payment_method'))) errors.push('Por favor, elige un método de pago.');
  errors.push(...v.shop.carts.stockProblems(sessionId));
  const cart = v.cart();
  if (!cart.lines.length) errors.push(messages.sessionExpired());
  if (errors.length) {
    for (const e of errors) v.session.addNotice('error', e);
    return null;
  }
  // fromEntries defines own keys: an assignment to attribution['__proto__'] would be dropped.
  const attribution: Record<string, string> = Object.fromEntries(
    [...form.entries()].filter(([name]) => name.startsWith(ATTRIBUTION_PREFIX)).map(([name, value]) => [name.slice(ATTRIBUTION_PREFIX.length), String(value)]),
  );
  const order = v.shop.orders.create(sessionId, cart, {
    paymentMethod: get('payment_method'),
    billing: Object.fromEntries(BILLING.map(([name]) => [name.slice('billing_'.length), get(name)])),
    attribution,
    orderComments: get('order_comments'),
  });
  v.shop.carts.empty(sessionId);
  return redirect(`${v.origin}/finalizar-compra/pedido-recibido/${order.id}/?key=${order.key}`);
}

/** The posted checkout values written back into the re-rendered form (inputs, selects, textarea). */
export function keepCheckoutFields(html: string, form: FormData): string {
  let out = html;
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== 'string' || !/^(billing_\w+|order_comments)$/.test(name)) continue;
    const value = esc(raw);
    // Function replacers: a typed `$&` or `$'` is text, not a replacement pattern.
    out = out
      .replace(new RegExp(`(<input[^>]*name="${name}"[^>]*value=")(")`), (_, open: string, close: string) => open + value + close)
      .replace(new RegExp(`(<textarea name="${name}"[^>]*>)(</textarea>)`), (_, open: string, close: string) => open + value + close)
      .replace(new RegExp(`(<select name="${name}"[\\s\\S]*?</select>)`), (select) =>
        select.replace(/ selected='selected'/g, '').replace(`value="${value}"`, () => `value="${value}" selected='selected'`),
      );
  }
  return out;
}

/** thankyou.php: the order overview and its details, for the order's own key only. */
export function orderReceivedMain(v: Visit, id: number): string | null {
  const order = v.shop.orders.get(id);
  if (!order || order.key !== v.url.searchParams.get('key')) return null;
  return `<main id="content" class="site-main page type-page status-publish hentry">
	<div class="page-header">
		<h1 class="entry-title">Pedido recibido</h1>
	</div>
	<div class="page-content">
		<div class="woocommerce">
			<div class="woocommerce-order">
				<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="status">Gracias. Tu pedido ha sido recibido.</p>
				<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
					<li class="woocommerce-order-overview__order order">Número del pedido: <strong>${order.id}</strong></li>
					<li class="woocommerce-order-overview__email email">Correo electrónico: <strong>${esc(order.billing.email ?? '')}</strong></li>
					<li class="woocommerce-order-overview__total total">Total: <strong>${price(order.totals.total)}</strong></li>
					<li class="woocommerce-order-overview__payment-method method">Método de pago: <strong>${esc(PAYMENT.get(order.paymentMethod) ?? order.paymentMethod)}</strong></li>
				</ul>
${orderDetails(order)}
			</div>
		</div>
	</div>
</main>`;
}

function orderDetails(order: Order): string {
  const rows = order.lines
    .map((l) => `<tr class="woocommerce-table__line-item order_item"><td class="product-name">${esc(l.name)} <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-total">${price(l.total)}</td></tr>`)
    .join('\n');
  const foot: Array<[string, string]> = [
    ['Subtotal:', price(order.totals.subtotal)],
    ...order.coupons.map((c): [string, string] => [`Descuento (${esc(c.code)}):`, `-${price(c.amount)}`]),
    ['Envío:', `${price(order.totals.shipping)} <small class="shipped_via">vía Tarifa plana</small>`],
    ['Método de pago:', esc(PAYMENT.get(order.paymentMethod) ?? order.paymentMethod)],
    ['Total:', price(order.totals.total)],
  ];
  return `				<section class="woocommerce-order-details">
					<h2 class="woocommerce-order-details__title">Detalles del pedido</h2>
					<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
						<thead><tr><th class="woocommerce-table__product-name product-name">Producto</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
						<tbody>
${rows}
						</tbody>
						<tfoot>
${foot.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('\n')}
						</tfoot>
					</table>
				</section>`;
}
