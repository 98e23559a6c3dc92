// The classic checkout page ([woocommerce_checkout]): the order review table from the cart; the
// rest of the form is fixtures/pages/checkout.html. Orders are not taken (store notice says so).
import { lineName } from '../cart-lines.ts';
import { esc, fill, price } from '../html.ts';
import { md5 } from '../session.ts';
import type { Visit } from '../visit.ts';
import { totalsRows } from './cart-page.ts';
import { template } from './layout.ts';
import { noticesWrapper } from './notices.ts';

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
  return `				<table class="shop_table woocommerce-checkout-review-order-table">
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

export function checkoutMain(v: Visit): string {
  for (const problem of v.shop.carts.stockProblems(v.session.id)) v.session.addNotice('error', problem);
  return fill(template(v, 'checkout.html'), {
    notices: noticesWrapper(v.session.takeNotices()),
    order_review: orderReview(v),
    checkout_nonce: md5(`${v.session.ensure()}|woocommerce-process_checkout`).slice(0, 10),
  });
}
