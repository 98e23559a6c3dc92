import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';

let islands: Islands | undefined;
afterEach(() => {
  islands?.stop();
  vi.useRealTimers();
  document.body.className = '';
  document.body.innerHTML = '';
});

async function page(html: string) {
  document.body.className = 'woocommerce-page';
  document.body.innerHTML = html;
  islands = startIslands(widgets.filter((w) => w.name === 'shop-page'));
  await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
}

describe('shop-page', () => {
  it('submits the ordering form when the sort changes', async () => {
    await page(
      `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Pedido de la tienda"><option value="menu_order">Orden predeterminado</option><option value="price">Ordenar por precio: bajo a alto</option></select><input type="hidden" name="paged" value="1"></form>`,
    );
    const submitted: string[] = [];
    document.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted.push(new URLSearchParams(new FormData(e.target as HTMLFormElement) as never).toString());
    });
    const select = document.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitted).toEqual(['orderby=price&paged=1']);
  });

  it('re-announces the result count 2000 ms after load', async () => {
    const start = performance.now();
    await page(`<p class="woocommerce-result-count">Mostrando los 4 resultados</p>`);
    const region = () => document.querySelector('[role="status"]')!;
    await new Promise((r) => setTimeout(r, 1700 - (performance.now() - start)));
    expect(region().textContent).toBe('');
    await vi.waitFor(() => expect(region().textContent).toBe('Mostrando los 4 resultados'), { timeout: 1000 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(2000);
  });

  it('raises a quantity below its minimum, except in the cart table', async () => {
    await page(
      `<input class="qty" id="a" type="number" min="2" value="1" aria-label="Cantidad"><table><tbody><tr><td class="product-quantity"><input class="qty" id="b" type="number" min="2" value="1" aria-label="Cantidad"></td></tr></tbody></table>`,
    );
    expect((document.getElementById('a') as HTMLInputElement).value).toBe('2');
    expect((document.getElementById('b') as HTMLInputElement).value).toBe('1');
  });

  it('gives password fields a labelled show/hide toggle', async () => {
    await page(
      `<div class="woocommerce"><form class="login"><label for="p">Contraseña</label><input class="woocommerce-Input" type="password" id="p"></form></div>`,
    );
    const button = document.querySelector<HTMLButtonElement>('button.show-password-input')!;
    expect(button.getAttribute('aria-label')).toBe('Mostrar contraseña');
    button.click();
    expect((document.getElementById('p') as HTMLInputElement).type).toBe('text');
    expect(button.getAttribute('aria-label')).toBe('Ocultar contraseña');
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('gives a password field inserted later (a login popup) its toggle too, once', async () => {
    await page(`<p>Tienda</p>`);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="popup"><form class="woocommerce-form woocommerce-form-login"><label for="q">Contraseña</label><input type="password" id="q" name="password"></form></div>`,
    );
    await vi.waitFor(() => expect(document.querySelector('#q')!.closest('.password-input')).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    const buttons = document.querySelectorAll<HTMLButtonElement>('.popup button.show-password-input');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Mostrar contraseña');
    buttons[0]!.click();
    expect((document.getElementById('q') as HTMLInputElement).type).toBe('text');
  });

  it("gives the alert role of WooCommerce's error list to a wrapper, focuses it after 500 ms, and puts it back on unmount", async () => {
    const printed = '<ul class="woocommerce-error" role="alert"><li>Uno</li><li>Dos</li></ul>';
    const start = performance.now();
    await page(`<div class="woocommerce-notices-wrapper">${printed}</div><div class="woocommerce-notices-wrapper">${printed}</div>`);
    const [first, second] = document.querySelectorAll('.woocommerce-notices-wrapper');
    expect(first!.innerHTML).toBe('<div role="alert" tabindex="-1"><ul class="woocommerce-error"><li>Uno</li><li>Dos</li></ul></div>');
    expect(second!.innerHTML).toBe('<div role="alert"><ul class="woocommerce-error"><li>Uno</li><li>Dos</li></ul></div>');
    await vi.waitFor(() => expect(document.activeElement).toBe(first!.firstElementChild), { timeout: 1500 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(500);
    islands!.stop();
    islands = undefined;
    expect(second!.innerHTML).toBe(printed);
  });

  it('once unmounted: the sort submits nothing, and neither the result count announcement nor the alert focus comes', async () => {
    await page(`<div class="woocommerce-notices-wrapper"><div role="alert"><ul class="woocommerce-error"><li>Uno</li></ul></div></div>
      <p class="woocommerce-result-count">Mostrando los 4 resultados</p>
      <form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Pedido de la tienda"><option value="menu_order">Orden predeterminado</option><option value="price">Precio</option></select></form>`);
    islands!.stop();
    islands = undefined;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    const select = document.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 2300));
    expect(submitted).not.toHaveBeenCalled();
    expect(document.querySelector('[role="status"]')!.textContent).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves an error list already inside its alert (the fixture backend prints that) as it is', async () => {
    const printed = '<div role="alert"><ul class="woocommerce-error"><li>Uno</li></ul></div>';
    await page(`<div class="woocommerce-notices-wrapper">${printed}</div>`);
    expect(document.querySelector('.woocommerce-notices-wrapper')!.innerHTML).toBe(
      printed.replace('role="alert"', 'role="alert" tabindex="-1"'),
    );
    islands!.stop();
    islands = undefined;
    expect(document.querySelector('.woocommerce-notices-wrapper')!.innerHTML).toBe(
      printed.replace('role="alert"', 'role="alert" tabindex="-1"'),
    );
  });
});
