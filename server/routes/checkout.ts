// The classic checkout's form post (WC_Checkout::process_checkout) and the order-received page.
// Without JavaScript the form posts here; with it, the checkout island sends the same fields to
// wc-ajax=checkout (server/routes/checkout-ajax.ts), judged by the same checkOrder. An order is
// validated, stored with its attribution, and the shopper is redirected to
// /finalizar-compra/pedido-recibido/{id}/?key=… (so a reload never repeats it).
import { looksLikeEmail } from '../../rules/email.ts';
import { addressFields, countryData, shipsTo } from '../checkout-address.ts';
import { customerOf, fromCheckoutForm, saveCustomer } from '../checkout-customer.ts';
import { esc, price } from '../html.ts';
import { messages } from '../messages.ts';
import type { Order } from '../orders.ts';
import { PAYMENT_METHODS } from '../render/checkout.ts';
import { redirect } from '../respond.ts';
import type { Visit } from '../visit.ts';

/** The billing fields checked, in the order the fixture shop reports them. */
const BILLING_ORDER = ['first_name', 'last_name', 'country', 'address_1', 'city', 'state', 'postcode', 'phone', 'email'];
const SHIPPING_ORDER = ['first_name', 'last_name', 'country', 'address_1', 'city', 'state', 'postcode'];
const ATTRIBUTION_PREFIX = 'wc_order_attribution_';
export const ORDER_RECEIVED = /^\/finalizar-compra\/pedido-recibido\/(\d+)\/$/;
/** WooCommerce's answer to a checkout nonce that does not match (a page from a cache, a session gone). */
export const NOT_PROCESSED = 'No hemos podido procesar tu pedido, por favor inténtalo de nuevo.';

export interface CheckoutProblem {
  /** The field the message is about (the `data-id` WooCommerce prints on its list item). */
  field?: string;
  html: string;
}

export type CheckOrder = { order: Order } | { problems: CheckoutProblem[]; refresh: boolean };

const PART = { billing_: 'facturación', shipping_: 'envío' } as const;

/** The required fields of one address left empty, with the labels the posted country gives them. */
function missing(v: Visit, form: FormData, prefix: 'billing_' | 'shipping_'): CheckoutProblem[] {
  const get = (name: string): string => String(form.get(name) ?? '').trim();
  const data = countryData(v.shop.rootDir);
  const country = get(`${prefix}country`);
  const fields = addressFields(data, country, prefix === 'billing_');
  const order = prefix === 'billing_' ? BILLING_ORDER : SHIPPING_ORDER;
  return order.flatMap((key) => {
    const field = fields.find((f) => f.key === key);
    // A country without provinces asks for none (its state field is hidden).
    const required = field?.required && !(key === 'state' && Array.isArray(data.states[country]));
    if (!field || !required || get(prefix + key)) return [];
    return [{ field: prefix + key, html: messages.requiredCheckoutField(`${field.label} de ${PART[prefix]}`) }];
  });
}

/**
 * Validates a posted checkout and, when nothing is wrong, stores the order and empties the cart.
 * The posted address becomes the session's first (WC_Checkout::update_session), so the page
 * printed again, or later, shows it.
 */
export function checkOrder(v: Visit, form: FormData): CheckOrder {
  const get = (name: string): string => String(form.get(name) ?? '').trim();
  const sessionId = v.session.id;
  if (!sessionId || get('woocommerce-process-checkout-nonce') !== v.session.nonceFor('woocommerce-process_checkout')) {
    return { problems: [{ html: NOT_PROCESSED }], refresh: true };
  }
  const customer = fromCheckoutForm(form, customerOf(v));
  saveCustomer(v, customer);
  const cart = v.cart();
  if (!cart.lines.length) return { problems: [{ html: messages.sessionExpired() }], refresh: false };
  const problems = missing(v, form, 'billing_');
  if (form.get('ship_to_different_address')) problems.push(...missing(v, form, 'shipping_'));
  if (get('billing_email') && !looksLikeEmail(get('billing_email')))
    problems.push({ field: 'billing_email', html: messages.invalidBillingEmail() });
  if (customer.shipping.country && !shipsTo(customer.shipping.country)) problems.push({ html: messages.noShipping() });
  if (!PAYMENT_METHODS.has(get('payment_method'))) problems.push({ html: 'Por favor, elige un método de pago.' });
  // WooCommerce prints `terms-field` beside a terms box, and refuses the order while the box is unticked.
  if (get('terms-field') && !get('terms'))
    problems.push({ field: 'terms', html: 'Por favor, lee y acepta los términos y condiciones para continuar con tu pedido.' });
  problems.push(...v.shop.carts.stockProblems(sessionId).map((html) => ({ html })));
  if (problems.length) return { problems, refresh: false };
  // fromEntries defines own keys: an assignment to attribution['__proto__'] would be dropped.
  const attribution: Record<string, string> = Object.fromEntries(
    [...form.entries()]
      .filter(([name]) => name.startsWith(ATTRIBUTION_PREFIX))
      .map(([name, value]) => [name.slice(ATTRIBUTION_PREFIX.length), String(value)]),
  );
  const order = v.shop.orders.create(sessionId, cart, {
    paymentMethod: get('payment_method'),
    billing: Object.fromEntries(BILLING_ORDER.map((key) => [key, get(`billing_${key}`)])),
    attribution,
    orderComments: get('order_comments'),
  });
  v.shop.carts.empty(sessionId);
  return { order };
}

/** Where the shopper goes once the order is placed. */
export const receivedUrl = (v: Visit, order: Order): string => `${v.origin}/finalizar-compra/pedido-recibido/${order.id}/?key=${order.key}`;

/** The form post: the redirect to the order, or null with the notices queued for the page printed again. */
export function placeOrder(v: Visit, form: FormData): Response | null {
  const checked = checkOrder(v, form);
  if ('order' in checked) return redirect(receivedUrl(v, checked.order));
  for (const p of checked.problems) v.session.addNotice('error', p.html);
  return null;
}

/** 'Actualizar país/región' and 'Actualizar totales' without JavaScript: the address is kept, the page printed again for it. */
export function updateTotals(v: Visit, form: FormData): void {
  saveCustomer(v, fromCheckoutForm(form, customerOf(v)));
}

/** The posted checkout values written back into the re-rendered form (inputs, selects, textarea, the ship-elsewhere box). */
export function keepCheckoutFields(html: string, form: FormData): string {
  let out = html;
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== 'string' || !/^((billing|shipping)_\w+|order_comments)$/.test(name)) continue;
    const value = esc(raw);
    // Function replacers: a typed `$&` or `$'` is text, not a replacement pattern.
    out = out
      .replace(new RegExp(`(<input[^>]*name="${name}"[^>]*value=")(")`), (_, open: string, close: string) => open + value + close)
      .replace(new RegExp(`(<textarea name="${name}"[^>]*>)(</textarea>)`), (_, open: string, close: string) => open + value + close)
      .replace(new RegExp(`(<select name="${name}"[\\s\\S]*?</select>)`), (select) =>
        select.replace(/ selected='selected'/g, '').replace(`value="${value}"`, () => `value="${value}" selected='selected'`),
      );
  }
  if (form.get('ship_to_different_address'))
    out = out.replace('name="ship_to_different_address" value="1"', 'name="ship_to_different_address" value="1" checked="checked"');
  return out;
}

/** thankyou.php: the order overview and its details, for the order's own key only. */
export function orderReceivedMain(v: Visit, id: number): string | null {
  const order = v.shop.orders.get(id);
  if (!order || order.key !== v.url.searchParams.get('key')) return null;
  const method = esc(PAYMENT_METHODS.get(order.paymentMethod)?.title ?? order.paymentMethod);
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
					<li class="woocommerce-order-overview__payment-method method">Método de pago: <strong>${method}</strong></li>
				</ul>
${orderDetails(order, method)}
			</div>
		</div>
	</div>
</main>`;
}

function orderDetails(order: Order, method: string): string {
  const rows = order.lines
    .map(
      (l) =>
        `<tr class="woocommerce-table__line-item order_item"><td class="product-name">${esc(l.name)} <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-total">${price(l.total)}</td></tr>`,
    )
    .join('\n');
  const foot: Array<[string, string]> = [
    ['Subtotal:', price(order.totals.subtotal)],
    ...order.coupons.map((c): [string, string] => [`Descuento (${esc(c.code)}):`, `-${price(c.amount)}`]),
    ['Envío:', `${price(order.totals.shipping)} <small class="shipped_via">vía Tarifa plana</small>`],
    ['Método de pago:', method],
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
