import { describe, expect, it } from 'vitest';
import { buttonData } from './button.ts';

describe('buttonData', () => {
  it('posts every data-* attribute by name, hostile names as plain fields', () => {
    document.body.innerHTML = `<a class="add_to_cart_button" data-product_id="22" data-__proto__="x" data-constructor="y" data-quantity="1" href="?add-to-cart=22">Añadir</a>`;
    const data = buttonData(document.querySelector('a')!);
    expect(Object.entries(data)).toEqual([
      ['product_id', '22'],
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['quantity', '1'],
    ]);
    expect(String(new URLSearchParams(data))).toBe('product_id=22&__proto__=x&constructor=y&quantity=1');
  });
});
