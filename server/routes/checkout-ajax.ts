// The checkout's wc-ajax endpoints, in the shapes the real shop answers (WooCommerce 10.0.2, recorded
// from ../shared/wordpress): update_order_review → {result, messages, reload, fragments} with the
// review table, the payment area and the side cart's fragments; checkout → {result: 'success',
// redirect, order_id} or {result: 'failure', messages, refresh, reload}. A nonce that does not match
// answers 403 `-1` (update_order_review) or a failure with refresh: true (checkout), as there.
import { customerOf, fromReviewPost, saveCustomer } from '../checkout-customer.ts';
import { esc } from '../html.ts';
import { messages } from '../messages.ts';
import { orderReview, paymentArea } from '../render/checkout.ts';
import { cartFragments } from '../render/fragments.ts';
import { json, text } from '../respond.ts';
import type { Visit } from '../visit.ts';
import { checkOrder, receivedUrl, type CheckoutProblem } from './checkout.ts';

/** wc_print_notices( true ) for errors: WooCommerce's own list, role="alert" on the <ul>, each item naming its field. */
export function errorList(problems: CheckoutProblem[]): string {
  const items = problems.map((p) => `\t\t\t<li${p.field ? ` data-id="${esc(p.field)}"` : ''}>\n\t\t\t${p.html}\t\t</li>\n`).join('');
  return `\n<ul class="woocommerce-error" role="alert">\n${items}\t</ul>\n`;
}

/** The side cart's fragments, which its plugin adds to every update_order_review answer. */
function sideCartFragments(v: Visit): Record<string, string> {
  const all = cartFragments(v.cartRender(), []);
  return {
    'div.xoo-wsc-container': all['div.xoo-wsc-container'],
    'div.xoo-wsc-slider': all['div.xoo-wsc-slider'],
    'div.xoo-wsc-sc-cont': all['div.xoo-wsc-sc-cont'],
  };
}

export function updateOrderReview(v: Visit, form: FormData): Response {
  if (!v.session.id || form.get('security') !== v.session.nonceFor('update-order-review')) return text('-1', 403);
  if (!v.cart().lines.length) {
    // The cart is gone (an expired session): the whole form gives way to the notice, as in the shop.
    return json({ fragments: { 'form.woocommerce-checkout': errorList([{ html: messages.sessionExpired() }]), ...sideCartFragments(v) } });
  }
  const customer = fromReviewPost(form, customerOf(v));
  saveCustomer(v, customer);
  return json({
    result: 'success',
    messages: '',
    reload: false,
    fragments: {
      '.woocommerce-checkout-review-order-table': orderReview(v),
      '.woocommerce-checkout-payment': paymentArea(v, customer),
      ...sideCartFragments(v),
    },
  });
}

export function checkoutAjax(v: Visit, form: FormData): Response {
  const checked = checkOrder(v, form);
  if ('order' in checked) return json({ result: 'success', redirect: receivedUrl(v, checked.order), order_id: checked.order.id });
  return json({ result: 'failure', messages: errorList(checked.problems), refresh: checked.refresh, reload: false });
}
