import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { holdDuringPress } from '../../../runtime/ui/press-hold.ts';
import { t } from '../../../runtime/i18n/parts/checkout-fields.ts';
import { CHECKED, labelOf, paint, problem, ROW, type Problem } from '../../../runtime/shop/checkout-fields.ts';

/** Marks a row by what is wrong with it (checked now unless given), with the shop's words beside a wrong one. */
function mark(row: Element, wrong: Problem | null = problem(row)): void {
  paint(row, wrong, wrong === 'required' ? `${labelOf(row)} ${t('requiredField')}` : wrong ? t('invalidField') : '');
}

/**
 * Inline checks on the classic checkout (docs/shop.md#checkout-field-checks): a required field left
 * empty says '{Etiqueta} es un campo obligatorio', a malformed email 'No válido', when the shopper
 * leaves the field; the message goes as soon as the value is right. A submit with such a field
 * marks it and still goes to the shop, whose list of what is wrong the checkout island shows
 * (docs/shop.md#placing-the-order); without JavaScript the form posts as it is.
 */
export default defineEnhancer((form, _props, { signal }) => {
  const rowOf = (target: EventTarget | null) => (target instanceof Element && target.matches(CHECKED) ? target.closest(ROW) : null);
  const press = holdDuringPress(signal);
  // A field is left by pressing the next control, 'Realizar el pedido' too: its message may move
  // that control, so it is shown (or removed) once the press has landed.
  const onLeave = (event: Event) => {
    const row = rowOf(event.target);
    if (row && form.contains(row)) press.run(() => mark(row));
  };
  form.addEventListener('focusout', onLeave, { signal });
  form.addEventListener('change', onLeave, { signal });
  form.addEventListener(
    'input',
    (event) => {
      const row = rowOf(event.target);
      // Typing only clears an error; a half-typed value is not judged until the field is left.
      if (row?.classList.contains('woocommerce-invalid') && !problem(row)) mark(row, null);
    },
    { signal },
  );
  // A submit is never held here: the shop judges the order (plugins add their checks to its
  // validation), and the checkout island shows its list. The rows are marked meanwhile.
  form.addEventListener(
    'submit',
    () => {
      for (const row of form.querySelectorAll(ROW)) {
        const wrong = problem(row);
        if (wrong) mark(row, wrong);
      }
    },
    { signal },
  );
});
