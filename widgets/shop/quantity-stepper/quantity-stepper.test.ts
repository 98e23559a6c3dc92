import { afterEach, describe, expect, it } from 'vitest';
import stepper from './quantity-stepper.ts';
import { stepQuantity, type Bounds } from './step.ts';
import { mountWidget } from '../../../runtime/core/test-mount.ts';

describe('stepQuantity (docs/shop.md#quick-view-quantity-stepper)', () => {
  const b = (min: number, max: number | null, step = 1): Bounds => ({ min, max, step });
  it('stays between min and max', () => {
    expect(stepQuantity('5', 1, b(1, 5))).toBe(5);
    expect(stepQuantity('1', -1, b(1, 5))).toBe(1);
    expect(stepQuantity('2', 1, b(1, null))).toBe(3);
  });
  it('steps by the field step, and starts from min when the value is not a number', () => {
    expect(stepQuantity('0.2', 1, b(0, null, 0.1))).toBe(0.3);
    expect(stepQuantity('x', 1, b(2, 9))).toBe(3);
  });
});

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());
const mount = (attrs: string) => {
  document.body.innerHTML = `<div class="eael-product-popup"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" ${attrs}></div></div>`;
  const box = document.querySelector<HTMLElement>('.quantity')!;
  cleanup = mountWidget(stepper, box, 'quantity-stepper');
  return document.querySelector<HTMLInputElement>('input')!;
};
const press = (cls: string, times = 1) => {
  for (let i = 0; i < times; i++) document.querySelector<HTMLButtonElement>(`button.${cls}`)!.click();
};

describe('quantity-stepper', () => {
  it('adds labelled − and + buttons that keep the value within min..max', () => {
    const input = mount('min="1" max="3" step="1"');
    expect(document.querySelector('button.minus')!.getAttribute('aria-label')).toBe('Reducir la cantidad');
    expect(document.querySelector('button.plus')!.getAttribute('aria-label')).toBe('Aumentar la cantidad');
    press('plus', 5);
    expect(input.value).toBe('3');
    press('minus', 5);
    expect(input.value).toBe('1');
  });

  it('uses step 1 for step="any" and never goes below 0 without a min', () => {
    const input = mount('step="any"');
    press('plus');
    expect(input.value).toBe('2');
    press('minus', 4);
    expect(input.value).toBe('0');
  });

  it('uses step 1 when the field has no step attribute', () => {
    const input = mount('min="0" max="9"');
    press('plus', 2);
    expect(input.value).toBe('3');
    press('minus');
    expect(input.value).toBe('2');
  });

  // Each field would step below 0 (or by 0) if read as it is; docs/shop.md#quick-view-quantity-stepper: step 1, never below 0.
  it.each([
    ['an empty step', 'step=""', '2'],
    ['step="0"', 'step="0"', '2'],
    ['a negative min', 'min="-5" step="1"', '2'],
    ['a negative min and a negative step', 'min="-5" step="-2"', '2'],
  ])('never goes below 0 with %s', (_name, attrs, up) => {
    const input = mount(attrs);
    press('plus');
    expect(input.value).toBe(up);
    press('minus', 5);
    expect(input.value).toBe('0');
  });

  it("once unmounted, the theme's own buttons step nothing", () => {
    document.body.innerHTML = `<div class="quantity"><button type="button" class="minus">-</button><input type="number" class="qty" value="2"><button type="button" class="plus">+</button></div>`;
    const box = document.querySelector<HTMLElement>('.quantity')!;
    mountWidget(stepper, box, 'quantity-stepper')();
    press('plus');
    expect(document.querySelector('input')!.value).toBe('2');
    press('minus');
    expect(document.querySelector('input')!.value).toBe('2');
    expect(document.querySelectorAll('button')).toHaveLength(2);
  });

  it('removes the buttons it added on unmount', () => {
    mount('');
    cleanup!();
    cleanup = undefined;
    expect(document.querySelectorAll('button')).toHaveLength(0);
  });
});
