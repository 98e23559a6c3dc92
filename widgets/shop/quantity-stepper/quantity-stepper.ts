import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/product.ts';
import { boundsOf, stepQuantity } from './step.ts';

/**
 * The quick-view popup's − / + buttons around WooCommerce's `input.qty` (docs/shop.md#quick-view-quantity-stepper). Existing
 * theme buttons (.minus/.plus, Savoy's .nm-qty-minus/.nm-qty-plus) are used; otherwise they are added.
 * A `type=hidden` quantity (min = max) is fixed: nothing to step.
 */
export default defineEnhancer((box, _props, { signal }) => {
  const input = box.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
  if (!input || input.type === 'hidden') return;
  const doc = box.ownerDocument;
  const added: HTMLElement[] = [];
  const find = (selector: string, cls: string, label: string, text: string, before: boolean) => {
    let el = box.querySelector<HTMLElement>(selector);
    if (!el) {
      el = doc.createElement('button');
      (el as HTMLButtonElement).type = 'button';
      el.className = cls;
      el.setAttribute('aria-label', label);
      el.textContent = text;
      if (before) input.before(el);
      else input.after(el);
      added.push(el);
    }
    return el;
  };
  const minus = find('.minus, .nm-qty-minus', 'minus', t('quantityDecrease'), '−', true);
  const plus = find('.plus, .nm-qty-plus', 'plus', t('quantityIncrease'), '+', false);
  const step = (direction: 1 | -1) => (event: Event) => {
    event.preventDefault();
    const next = String(stepQuantity(input.value, direction, boundsOf(input)));
    if (next === input.value) return;
    input.value = next;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  minus.addEventListener('click', step(-1), { signal });
  plus.addEventListener('click', step(1), { signal });
  return () => added.forEach((el) => el.remove());
});
