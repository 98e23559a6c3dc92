import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { $cart } from '../../../runtime/stores/cart.ts';
import { $sideCartOpen } from '../../../runtime/stores/side-cart.ts';
import { widgets } from '../../registry.ts';
import { quantityProblem } from './quantity.ts';
import { stepped } from './quantity.ts';
import { cartUpdate, refusedAdd } from './answers.ts';

// The side cart markup as the plugin prints it (trimmed), with one line that has a quantity input.
const markup = (count: number) => `
  <a class="xoo-wsc-cart-trigger-link" href="/carrito/">Carrito</a>
  <div class="xoo-wsc-markup"><div class="xoo-wsc-modal">
    <div class="xoo-wsc-container">
      <div class="xoo-wsc-basket"><span class="xoo-wsc-items-count">${count}</span></div>
      <div class="xoo-wsc-header"><div class="xoo-wsch-top"><div class="xoo-wsc-notice-container" data-section="cart"><ul class="xoo-wsc-notices"></ul></div>
        <span class="xoo-wsch-text">Tu carrito</span><span class="xoo-wsch-close"></span></div></div>
      <div class="xoo-wsc-body"><div class="xoo-wsc-products">
        <div class="xoo-wsc-product" data-key="k1"><span class="xoo-wsc-pname"><a href="/producto/camiseta-basica/">Camiseta básica</a></span>
          <button type="button" class="xoo-wsc-chng xoo-wsc-minus">−</button><input class="xoo-wsc-qty" type="number" value="2" min="1" max="5" step="1" aria-label="Cantidad"><button type="button" class="xoo-wsc-chng xoo-wsc-plus">+</button>
          <span class="xoo-wsc-smr-del"></span></div></div></div>
      <div class="xoo-wsc-footer"><form class="xoo-wsc-coupon-form"><label>Cupón <input name="coupon_code"></label><input type="hidden" name="security" value="n"><button>Aplicar</button></form><a class="xoo-wsc-ft-btn xoo-wsc-cart-close" href="#">Seguir comprando</a></div>
    </div><span class="xoo-wsc-opac"></span></div></div>`;

let islands: Islands | undefined;
beforeEach(() => {
  $cart.set({ itemCount: null, change: null });
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('no network in this unit test'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  islands?.stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function page(count = 1) {
  document.body.innerHTML = markup(count);
  islands = startIslands(widgets.filter((w) => w.name === 'side-cart'));
  await vi.waitFor(() => expect(document.querySelector('.xoo-wsc-markup')!.getAttribute('data-island')).toBe('mounted'));
}
const q = <T extends Element = HTMLElement>(s: string) => document.querySelector<T & HTMLElement>(s)!;

/** The page, with the panel opened as a shopper does before using its lines: that brings its line edits. */
async function openPanel(count = 1) {
  await page(count);
  q('.xoo-wsc-basket').click();
  await import('./edits.ts');
  await new Promise((r) => setTimeout(r, 10));
}

describe('side-cart panel', () => {
  it('opens on the basket as a labelled modal dialog, moves focus in, and Esc returns it', async () => {
    await page();
    const basket = q('.xoo-wsc-basket');
    expect(basket.getAttribute('role')).toBe('button');
    expect(q('.xoo-wsc-container').getAttribute('role')).toBeNull();
    expect(q<HTMLElement>('.xoo-wsc-body').inert).toBe(true);
    basket.focus();
    basket.click();
    expect($sideCartOpen.get()).toBe(true);
    expect(document.body.classList.contains('xoo-wsc-cart-active')).toBe(true);
    expect(q('.xoo-wsc-container').getAttribute('role')).toBe('dialog');
    expect(q('.xoo-wsc-container').getAttribute('aria-label')).toBe('Tu carrito');
    expect(document.activeElement).toBe(q('.xoo-wsch-close'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect($sideCartOpen.get()).toBe(false);
    expect(document.activeElement).toBe(basket);
  });

  it('closes on the close button, the backdrop and cart-close links', async () => {
    await page();
    for (const closer of ['.xoo-wsch-close', '.xoo-wsc-opac', '.xoo-wsc-cart-close']) {
      q('.xoo-wsc-basket').click();
      expect($sideCartOpen.get()).toBe(true);
      q(closer).click();
      expect($sideCartOpen.get()).toBe(false);
    }
  });

  it('hides the basket while the cart is empty (hide_empty)', async () => {
    await page(0);
    expect(q('.xoo-wsc-basket').style.display).toBe('none');
    $cart.set({ itemCount: 3, change: 'updated' });
    expect(q('.xoo-wsc-basket').style.display).toBe('block'); // what the plugin's stylesheet shows
  });

  it('always_show shows the basket with an empty cart; hide never shows it', async () => {
    const w = window as unknown as { xoo_wsc_params?: Record<string, unknown> };
    try {
      w.xoo_wsc_params = { showBasket: 'always_show' };
      await page(0);
      expect(q('.xoo-wsc-basket').style.display).toBe('block');
      islands?.stop();
      w.xoo_wsc_params = { showBasket: 'hide' };
      await page(3);
      expect(q('.xoo-wsc-basket').style.display).toBe('none');
      $cart.set({ itemCount: 4, change: 'updated' });
      expect(q('.xoo-wsc-basket').style.display).toBe('none');
    } finally {
      delete w.xoo_wsc_params;
    }
  });

  it('labels each delete control with its line', async () => {
    await page();
    expect(q('.xoo-wsc-smr-del').getAttribute('aria-label')).toBe('Eliminar Camiseta básica del carrito');
  });

  it('refuses a quantity over stock with the spec message and puts the confirmed one back', async () => {
    await openPanel();
    const input = q<HTMLInputElement>('input.xoo-wsc-qty') as unknown as HTMLInputElement;
    input.value = '9';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('2');
    expect(q('.xoo-wsc-notices').textContent).toBe('Solo 5 en existencias');
  });

  it('refuses a quantity typed as text or left empty with "No válido", keeps the line and sends nothing', async () => {
    await openPanel();
    vi.useFakeTimers();
    try {
      const input = q<HTMLInputElement>('input.xoo-wsc-qty') as unknown as HTMLInputElement;
      for (const typed of ['dos', '', ' ']) {
        input.value = typed;
        input.dispatchEvent(new Event('change', { bubbles: true }));
        expect(input.value).toBe('2');
        expect(q('.xoo-wsc-notices').textContent).toBe('No válido');
      }
      await vi.advanceTimersByTimeAsync(1000);
      expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('xoo_wsc_update_item_quantity'))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('side-cart coupon', () => {
  it('an empty code shows the spec message without calling the server', async () => {
    await openPanel();
    q('.xoo-wsc-basket').click();
    q<HTMLFormElement>('form.xoo-wsc-coupon-form').requestSubmit();
    expect(q('.xoo-wsc-notices').textContent).toBe('Por favor, introduce el código de promoción');
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('apply_coupon'))).toEqual([]);
  });
});

describe('side-cart notices', () => {
  it('are shown until they hide after 5000 ms', async () => {
    await openPanel();
    vi.useFakeTimers();
    try {
      const input = q<HTMLInputElement>('input.xoo-wsc-qty') as unknown as HTMLInputElement;
      input.value = '9';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      const shown = () =>
        [...document.querySelectorAll('.xoo-wsc-notice-container.xoo-wsc-active li')].map((li) => `${li.className}: ${li.textContent}`);
      expect(shown()).toEqual(['xoo-wsc-notice-error: Solo 5 en existencias']);
      await vi.advanceTimersByTimeAsync(4999);
      expect(shown()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(shown()).toEqual([]);
      expect(q('.xoo-wsc-notices').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('quantity rules', () => {
  it('checks stock, steps and negatives', () => {
    expect(quantityProblem(6, { min: 1, max: 5, step: 1 })).toBe('Solo 5 en existencias');
    expect(quantityProblem(5, { min: 0, max: null, step: 2 })).toBe('Solo se pueden comprar cantidades en múltiplos de 2');
    expect(quantityProblem(4, { min: 0, max: null, step: 2 })).toBeNull();
    expect(quantityProblem(-1, { min: 0, max: null, step: 1 })).toBe('No válido');
    expect(quantityProblem(0, { min: 1, max: 5, step: 1 })).toBeNull();
  });

  it('says the minimum, and the step it is counted in, for a quantity below it', () => {
    expect(quantityProblem(1, { min: 2, max: null, step: 2 })).toBe('La cantidad mínima es 2, en múltiplos de 2');
    expect(quantityProblem(2, { min: 3, max: 10, step: 1 })).toBe('La cantidad mínima es 3');
  });

  it('steps within min and max, with step 1 for "any"', () => {
    const input = document.createElement('input');
    Object.assign(input, { type: 'number', value: '5', min: '1', max: '5', step: 'any' });
    expect(stepped(input, 1)).toBe(5);
    input.value = '1';
    expect(stepped(input, -1)).toBe(1);
  });
});

describe('answers checked at the boundary', () => {
  it('keeps only selector → HTML strings, a __proto__ key as a key; anything else is no cart update', () => {
    const update = cartUpdate(JSON.parse('{"fragments":{"__proto__":"<p>a</p>","div.x":"<div></div>","div.y":{"a":1}},"cart_hash":{}}'));
    expect(update?.fragments).toEqual(
      Object.fromEntries([
        ['__proto__', '<p>a</p>'],
        ['div.x', '<div></div>'],
      ]),
    );
    expect(Object.getPrototypeOf(update?.fragments)).toBe(Object.prototype);
    expect(update?.cart_hash).toBe('');
    for (const bad of [null, 'x', [], { fragments: 'x' }, { fragments: ['<p>'] }, { fragments: { a: 1 } }, { fragments: null }])
      expect(cartUpdate(bad)).toBeNull();
    expect(refusedAdd({ error: 1, notice: '<ul></ul>' })).toBe('<ul></ul>');
    for (const bad of [{ error: 1, notice: {} }, { error: 0, notice: '<ul></ul>' }, { error: 1, notice: ' ' }, 'x'])
      expect(refusedAdd(bad)).toBeNull();
  });
});

describe('side-cart unmount', () => {
  it('ends with its element: the first refresh and a waiting quantity are never sent, and its listeners are gone', async () => {
    vi.useFakeTimers();
    try {
      await page();
      document.body.insertAdjacentHTML('beforeend', '<span class="xoo-wsc-cart-trigger">Carrito</span>');
      const input = q<HTMLInputElement>('input.xoo-wsc-qty') as unknown as HTMLInputElement;
      input.value = '3';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      q('.xoo-wsc-markup').remove();
      await vi.advanceTimersByTimeAsync(1000);
      expect(vi.mocked(fetch).mock.calls).toEqual([]);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      q('.xoo-wsc-cart-trigger').dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect($sideCartOpen.get()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
