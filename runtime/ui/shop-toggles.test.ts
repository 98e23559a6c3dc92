import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceToggles } from './shop-toggles.ts';

let life = new AbortController();
afterEach(() => {
  life.abort();
  document.body.innerHTML = '';
});

// The shapes of WooCommerce's form-coupon.php, payment.php / payment-method.php, form-shipping.php
// and cart-shipping.php, trimmed to what the toggles read.
const COUPON = `<div class="woocommerce-info">¿Tienes un cupón? <a href="#" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Haz clic aquí para introducir tu código</a></div>
  <form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">
    <label for="coupon_code">Cupón:</label><input type="text" name="coupon_code" id="coupon_code"><button type="submit" name="apply_coupon">Aplicar cupón</button></form>`;
const method = (id: string, checked: boolean, shown: boolean, buttonText = '') =>
  `<li class="wc_payment_method payment_method_${id}"><input id="payment_method_${id}" type="radio" name="payment_method" value="${id}" ${checked ? 'checked' : ''} data-order_button_text="${buttonText}">
    <label for="payment_method_${id}">${id}</label><div class="payment_box payment_method_${id}" ${shown ? '' : 'style="display:none;"'}><p>${id}</p></div></li>`;
const checkout = (methods: string) => `<form class="checkout woocommerce-checkout">
  <h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>¿Enviar a una dirección diferente?</span></label></h3>
  <div class="shipping_address"><input id="shipping_city" name="shipping_city" aria-label="Ciudad"></div>
  <div id="payment"><ul class="wc_payment_methods payment_methods methods">${methods}</ul>
  <button type="submit" id="place_order" data-value="Realizar el pedido">Realizar el pedido</button></div></form>`;
// form-login.php as the checkout prints it with "log in at checkout" on: a plain link, the form hidden.
const LOGIN = `<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">¿Ya eres cliente? <a href="#" class="showlogin">Haz clic aquí para acceder</a></div></div>
  <form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;">
    <label for="username">Usuario</label><input type="text" name="username" id="username"><input type="hidden" name="redirect" value="/finalizar-compra/">
    <button type="submit" name="login" value="Acceder">Acceder</button></form>`;
const CALCULATOR = `<form class="woocommerce-shipping-calculator" method="post"><a href="#" class="shipping-calculator-button" role="button">Calcular envío</a>
  <section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;"><input id="calc_shipping_city" aria-label="Ciudad"></section></form>`;

function page(html: string): void {
  document.body.innerHTML = html;
  life = new AbortController();
  enhanceToggles(document.body, life.signal);
}
const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((el) => el.style.display !== 'none');
const choose = (id: string) => {
  const radio = document.getElementById(id) as HTMLInputElement;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('cart and checkout toggles', () => {
  it("stands aside where WooCommerce's own cart or checkout script is printed: its click handler alone toggles", () => {
    for (const id of ['wc-cart-js', 'wc-checkout-js']) {
      page(`<script id="${id}" src="/wp-content/plugins/woocommerce/assets/js/frontend/x.min.js"></script>${CALCULATOR}${COUPON}`);
      const calculator = document.querySelector<HTMLAnchorElement>('a.shipping-calculator-button')!;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      calculator.dispatchEvent(click);
      expect(click.defaultPrevented, id).toBe(false);
      expect(shown('.shipping-calculator-form'), id).toEqual([false]);
      document.querySelector<HTMLAnchorElement>('a.showcoupon')!.click();
      expect(shown('form.checkout_coupon'), id).toEqual([false]);
      life.abort();
    }
    // Only the data a replaced script leaves (its -extra block) does not count.
    page(`<script id="wc-cart-js-extra">var wc_cart_params = {};</script>${CALCULATOR}`);
    document.querySelector<HTMLAnchorElement>('a.shipping-calculator-button')!.click();
    expect(shown('.shipping-calculator-form')).toEqual([true]);
  });
  it('opens the coupon form with its field focused, and closes it with focus back on the link', () => {
    page(COUPON);
    const link = document.querySelector<HTMLAnchorElement>('a.showcoupon')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented, "href='#' is not followed").toBe(true);
    expect(shown('form.checkout_coupon')).toEqual([true]);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.id).toBe('coupon_code');
    link.click(); // a click that leaves focus where it was (a script's, or a pointer that does not focus links)
    expect(shown('form.checkout_coupon')).toEqual([false]);
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement, 'focus does not fall to <body>').toBe(link);
  });

  it('slides the login form open with its first field focused, and shut with focus back on the link; a second click turns it round', () => {
    vi.useFakeTimers();
    try {
      page(LOGIN);
      const link = document.querySelector<HTMLAnchorElement>('a.showlogin')!;
      expect(link.getAttribute('aria-expanded'), 'said at load').toBe('false');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented, "href='#' is not followed").toBe(true);
      expect(shown('form.login'), 'shown as it starts sliding').toEqual([true]);
      expect(link.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement?.id, 'typing goes to the form at once').toBe('username');
      vi.advanceTimersByTime(400);
      expect(shown('form.login')).toEqual([true]);
      link.click();
      expect(link.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement, 'focus does not fall to <body>').toBe(link);
      expect(shown('form.login'), 'still sliding shut').toEqual([true]);
      link.click(); // turned round mid-slide: it opens again and stays open
      vi.advanceTimersByTime(400);
      expect(shown('form.login')).toEqual([true]);
      expect(link.getAttribute('aria-expanded')).toBe('true');
      link.click();
      vi.advanceTimersByTime(400);
      expect(shown('form.login')).toEqual([false]);
      expect(link.getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('toggles on Space on the role=button link only, and not on other keys', () => {
    page(COUPON);
    const link = document.querySelector<HTMLAnchorElement>('a.showcoupon')!;
    const press = (target: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(link, 'a')).toBe(false);
    expect(shown('form.checkout_coupon')).toEqual([false]);
    expect(press(link, ' '), 'Space does not scroll').toBe(true);
    expect(shown('form.checkout_coupon')).toEqual([true]);
    expect(press(document.getElementById('coupon_code')!, ' '), 'a space typed in the code field is text').toBe(false);
    expect(shown('form.checkout_coupon')).toEqual([true]);
  });

  it('shows the checked payment method box only, gives the place-order button its text, and tells the gateways each time', () => {
    const selected: string[] = [];
    const record = (e: Event) =>
      selected.push(
        `${(document.querySelector('input[name="payment_method"]:checked') as HTMLInputElement).value}:${(e as CustomEvent).detail.source}`,
      );
    document.body.addEventListener('islands:payment_method_selected', record);
    page(checkout(method('bacs', true, false) + method('cod', false, true, 'Pagar al recibirlo')));
    expect(shown('div.payment_box'), 'synced at load to the checked method').toEqual([true, false]);
    choose('payment_method_cod');
    expect(shown('div.payment_box')).toEqual([false, true]);
    expect(document.getElementById('place_order')!.textContent).toBe('Pagar al recibirlo');
    choose('payment_method_bacs');
    expect(shown('div.payment_box')).toEqual([true, false]);
    expect(document.getElementById('place_order')!.textContent).toBe('Realizar el pedido');
    document.body.removeEventListener('islands:payment_method_selected', record);
    expect(selected, 'payment_method_selected at load and after each choice').toEqual(['bacs:checkout', 'cod:checkout', 'bacs:checkout']);
  });

  it('chooses the first payment method when none is checked, and leaves a single method box as printed', () => {
    page(checkout(method('bacs', false, true) + method('cod', false, true)));
    expect((document.getElementById('payment_method_bacs') as HTMLInputElement).checked).toBe(true);
    expect(shown('div.payment_box')).toEqual([true, false]);
    life.abort();
    page(checkout(method('cod', true, true)));
    expect(shown('div.payment_box')).toEqual([true]);
  });

  it('shows the shipping address only while the box is ticked, synced at load', () => {
    page(checkout(method('bacs', true, true)));
    expect(shown('div.shipping_address'), 'printed visible, hidden at load').toEqual([false]);
    const box = document.getElementById('ship-to-different-address-checkbox') as HTMLInputElement;
    box.click();
    expect(shown('div.shipping_address')).toEqual([true]);
    box.click();
    expect(shown('div.shipping_address')).toEqual([false]);
  });

  it('gives the shipping calculator button aria-expanded and aria-controls, and works on markup swapped in later', () => {
    page(`<div class="cart_totals">${CALCULATOR}</div>`);
    let button = document.querySelector<HTMLAnchorElement>('a.shipping-calculator-button')!;
    expect([button.getAttribute('aria-expanded'), button.getAttribute('aria-controls')]).toEqual(['false', 'shipping-calculator-form']);
    button.click();
    expect(shown('.shipping-calculator-form')).toEqual([true]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // A cart refresh replaces the totals with the server's (closed) calculator.
    document.querySelector('.cart_totals')!.innerHTML = CALCULATOR;
    button = document.querySelector<HTMLAnchorElement>('a.shipping-calculator-button')!;
    button.click();
    expect(shown('.shipping-calculator-form')).toEqual([true]);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('stops listening once its signal aborts', () => {
    page(COUPON);
    life.abort();
    document.querySelector<HTMLAnchorElement>('a.showcoupon')!.click();
    expect(shown('form.checkout_coupon')).toEqual([false]);
  });
});
