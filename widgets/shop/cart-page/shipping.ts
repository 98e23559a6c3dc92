// The cart page's shipping method (docs/shop.md#cart-page): wc-ajax update_shipping_method, which answers the totals alone.
import { EVENTS, emit } from '../../../runtime/page/events.ts';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { answerContent, type CartCalls } from './calls.ts';
import { replaceTotals } from './page.ts';

const SOURCE = 'cart-page';

/** The chosen method of every package, as WooCommerce's cart script sends them. */
function chosenMethods(): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  )) {
    chosen[`shipping_method[${el.dataset.index ?? '0'}]`] = el.value;
  }
  return chosen;
}

/** The chosen radio keeps focus in the new totals. */
export async function chooseShipping(calls: CartCalls, input: HTMLElement): Promise<void> {
  const chosen = chosenMethods();
  const ok = await calls.write({
    failure: 'Choosing the shipping method failed',
    message: 'shippingMethodFailed',
    send: (s) =>
      wcAjax<string>('update_shipping_method', { security: calls.params.shippingMethodNonce, ...chosen }, { as: 'text', signal: s }),
    apply: (html) => showShippingTotals(html, input),
  });
  // Not chosen on the server: the page shows the method it still has.
  if (!ok && input.isConnected && input instanceof HTMLInputElement) {
    for (const radio of document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(input.name)}"]`))
      radio.checked = radio.defaultChecked;
  }
}

function showShippingTotals(html: string, input: HTMLElement): void {
  const fresh = answerContent(html).querySelector('.cart_totals');
  const totals = document.querySelector('.cart_totals');
  if (!fresh || !totals) throw new Error(`update_shipping_method answered no cart totals: ${excerpt(html)}`);
  replaceTotals(totals, fresh);
  if (input.id) document.getElementById(input.id)?.focus();
  emit(EVENTS.updatedCartTotals, SOURCE);
  emit(EVENTS.updatedShippingMethod, SOURCE);
}
