// update_order_review's fragments painted over the review and payment areas: what the shopper chose
// there (a payment method, the terms box, a gateway field typed into) stays, the rest is the server's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFragments } from './swap.ts';

const payment = (checked: 'bacs' | 'cod', terms = false) => `<div id="payment" class="woocommerce-checkout-payment">
  <ul class="wc_payment_methods">
    <li><input id="payment_method_bacs" type="radio" name="payment_method" value="bacs"${checked === 'bacs' ? ' checked' : ''}></li>
    <li><input id="payment_method_cod" type="radio" name="payment_method" value="cod"${checked === 'cod' ? ' checked' : ''}>
      <div class="payment_box payment_method_cod"><input id="cod_note" type="text" value=""></div></li>
  </ul>
  <p><input type="checkbox" name="terms" id="terms"${terms ? ' checked' : ''}></p>
</div>`;
const table = (total: string) =>
  `<table class="shop_table woocommerce-checkout-review-order-table"><tr class="order-total"><td>${total}</td></tr></table>`;

afterEach(() => document.body.replaceChildren());

describe('paintFragments', () => {
  it('replaces the areas with the answer, keeping the method chosen, the terms ticked and a typed gateway field', () => {
    document.body.innerHTML = `<div id="order_review">${table('$15.00')}${payment('bacs')}</div>`;
    (document.getElementById('payment_method_cod') as HTMLInputElement).checked = true;
    (document.getElementById('terms') as HTMLInputElement).checked = true;
    (document.getElementById('cod_note') as HTMLInputElement).value = 'Timbre 2';
    document.getElementById('cod_note')!.focus();

    paintFragments({ '.woocommerce-checkout-review-order-table': table('$10.00'), '.woocommerce-checkout-payment': payment('bacs') });

    expect(document.querySelector('.order-total')!.textContent).toBe('$10.00');
    expect((document.getElementById('payment_method_cod') as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById('payment_method_bacs') as HTMLInputElement).checked).toBe(false);
    expect((document.getElementById('terms') as HTMLInputElement).checked).toBe(true);
    expect((document.getElementById('cod_note') as HTMLInputElement).value).toBe('Timbre 2');
    expect(document.activeElement?.id, 'focus stays on the same field').toBe('cod_note');
  });

  it('leaves the server’s method when the one chosen is no longer offered', () => {
    document.body.innerHTML = `<div id="order_review">${payment('cod')}</div>`;
    paintFragments({ '.woocommerce-checkout-payment': payment('bacs').replace(/<li><input id="payment_method_cod"[\s\S]*?<\/li>/, '') });
    expect((document.getElementById('payment_method_bacs') as HTMLInputElement).checked).toBe(true);
  });

  it('removes what an empty fragment names, skips what is not text and logs a selector that is not CSS', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div class="xoo-wsc-slider">x</div><p class="keep">k</p>';
    paintFragments({ 'div.xoo-wsc-slider': '', 'p.keep': null, '<bad': '<i></i>' });
    expect(document.body.innerHTML).toBe('<p class="keep">k</p>');
    expect(error).toHaveBeenCalledWith('[islands:checkout] Fragment selector is not valid CSS: "<bad"');
    error.mockRestore();
  });
});
