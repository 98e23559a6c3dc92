import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';
import { parseSideCartParams } from './params.ts';

// The side cart's product form add in jsdom: which of its parts come when (side-cart.ts fetches
// product-submit.ts, which fetches product-form.ts), and the decision taken as the form is submitted.

const productAdder = vi.fn(() => vi.fn());
vi.mock('./product-form.ts', () => ({ productAdder }));
const productForms = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./product-submit.ts', async (original) => {
  const real = await original<typeof import('./product-submit.ts')>();
  return { ...real, productForms: (...args: Parameters<typeof real.productForms>) => (productForms.calls++, real.productForms(...args)) };
});

const refetch = { fetch: async () => true, busy: { start: () => () => {} } } as never;
const FORM = `<form class="cart" action="/producto/camiseta-basica/" method="post">
  <input name="quantity" value="1"><button type="submit" name="add-to-cart" value="22">Añadir al carrito</button></form>`;
let islands: Islands | undefined;
let life = new AbortController();

/** The page with the side cart mounted on it (and a product form where `withForm`). */
async function page(withForm: boolean) {
  document.body.innerHTML = `<div class="xoo-wsc-markup"><div class="xoo-wsc-modal"><div class="xoo-wsc-container"></div></div></div>${withForm ? FORM : ''}`;
  islands = startIslands(widgets.filter((w) => w.name === 'side-cart'));
  await vi.waitFor(() => expect(document.querySelector('.xoo-wsc-markup')!.getAttribute('data-island')).toBe('mounted'));
}
const form = () => document.querySelector<HTMLFormElement>('form.cart')!;
const button = () => document.querySelector<HTMLButtonElement>('form.cart button')!;
/** A submit by the button, as a shopper's press sends it; true if something took it over. */
function press(): boolean {
  const event = new SubmitEvent('submit', { submitter: button(), cancelable: true, bubbles: true });
  form().dispatchEvent(event);
  return event.defaultPrevented;
}
const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
  islands?.stop();
  islands = undefined;
  life.abort();
  life = new AbortController();
  productAdder.mockClear();
  productForms.calls = 0;
  delete (window as unknown as { xoo_wsc_params?: unknown }).xoo_wsc_params;
  document.body.innerHTML = '';
});

describe("the side cart's product form add", () => {
  it('where the page printed a product form, its decision comes with the side cart and its sender on the first pointer over the form', async () => {
    await page(true);
    await vi.waitFor(() => expect(productForms.calls).toBe(1));
    await settle();
    expect(productAdder).not.toHaveBeenCalled();
    form().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(productAdder).toHaveBeenCalledTimes(1));
    expect(press()).toBe(true);
    expect(button().classList.contains('loading')).toBe(true);
  });

  it('a page without a product form fetches neither part, until the focus reaches a form a script added', async () => {
    await page(false);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect([productForms.calls, productAdder.mock.calls.length]).toEqual([0, 0]);
    document.body.insertAdjacentHTML('beforeend', FORM);
    button().dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(productAdder).toHaveBeenCalledTimes(1));
    expect(productForms.calls).toBe(1);
  });

  it('with asynchronous adding switched off, leaves every submit to the browser and fetches nothing', async () => {
    (window as unknown as { xoo_wsc_params?: unknown }).xoo_wsc_params = { ajaxAddToCart: 'no' };
    await page(true);
    form().dispatchEvent(new Event('pointerover', { bubbles: true }));
    form().dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(press()).toBe(false);
    await settle();
    expect([productForms.calls, productAdder.mock.calls.length]).toEqual([0, 0]);
    expect(button().classList.contains('loading')).toBe(false);
  });

  it('leaves alone a submit another island has already taken, and an external product', async () => {
    document.body.innerHTML = FORM;
    const { productForms: decide } = await import('./product-submit.ts');
    decide(parseSideCartParams({ ajaxAddToCart: 'yes' }), life.signal, refetch);
    form().addEventListener('submit', (e) => e.preventDefault(), { once: true, capture: true });
    press();
    expect(button().classList.contains('loading')).toBe(false);
    document.body.classList.add('product-type-external');
    expect(press()).toBe(false);
    document.body.classList.remove('product-type-external');
  });
});
