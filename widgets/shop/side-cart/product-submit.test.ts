import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSideCartParams } from './params.ts';
import { productFormOnFirstUse } from './product-submit.ts';

const productAdder = vi.fn(() => vi.fn());
vi.mock('./product-form.ts', () => ({ productAdder }));

const refetch = { fetch: async () => true, busy: { start: () => () => {} } } as never;
let life = new AbortController();

function productPage(): { form: HTMLFormElement; button: HTMLButtonElement } {
  document.body.innerHTML = `<form class="cart" action="/producto/camiseta-basica/" method="post">
    <input name="quantity" value="1"><button type="submit" name="add-to-cart" value="22">Añadir al carrito</button></form>`;
  return { form: document.querySelector('form')!, button: document.querySelector('button')! };
}

/** A submit by the button, as a shopper's press sends it; true if something took it over. */
function press(form: HTMLFormElement, button: HTMLButtonElement): boolean {
  const event = new SubmitEvent('submit', { submitter: button, cancelable: true, bubbles: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  life.abort();
  life = new AbortController();
  productAdder.mockClear();
  document.body.innerHTML = '';
});

describe("the side cart's product form add", () => {
  it('takes the submit at once and fetches its code on the first pointer over the form', async () => {
    const { form, button } = productPage();
    productFormOnFirstUse(parseSideCartParams({ ajaxAddToCart: 'yes' }), life.signal, refetch);
    form.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(productAdder).toHaveBeenCalledTimes(1));
    expect(press(form, button)).toBe(true);
    expect(button.classList.contains('loading')).toBe(true);
  });

  it('with asynchronous adding switched off, leaves every submit to the browser and fetches nothing', async () => {
    const { form, button } = productPage();
    productFormOnFirstUse(parseSideCartParams({ ajaxAddToCart: 'no' }), life.signal, refetch);
    form.dispatchEvent(new Event('pointerover', { bubbles: true }));
    form.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(press(form, button)).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(productAdder).not.toHaveBeenCalled();
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('leaves alone a submit another island has already taken, and an external product', () => {
    const { form, button } = productPage();
    productFormOnFirstUse(parseSideCartParams({ ajaxAddToCart: 'yes' }), life.signal, refetch);
    form.addEventListener('submit', (e) => e.preventDefault(), { once: true, capture: true });
    press(form, button);
    expect(button.classList.contains('loading')).toBe(false);
    document.body.classList.add('product-type-external');
    expect(press(form, button)).toBe(false);
  });
});
