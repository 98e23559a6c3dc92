import { t } from '../../../runtime/i18n/parts/side-cart.ts';

const ASK = 'islands-remove-ask';

/**
 * A quantity of 0 typed into a line deletes it, and nothing could undo that: the side cart plugin's
 * own undo notice is switched off in its free version, and the line's delete control has none
 * either. So the line asks first, beside its quantity: 'Eliminar' deletes it, 'Mantener' (or Esc)
 * puts back the quantity the server confirmed. Focus goes to the question's safe answer, and back
 * to the quantity field after either (the deleted line's field hands it on to the next line's).
 */
export function askToRemove(input: HTMLInputElement, remove: () => void): void {
  const line = input.closest<HTMLElement>('.xoo-wsc-product');
  if (!line) return remove();
  dismissAsk(line);
  const name = line.querySelector('.xoo-wsc-pname')?.textContent?.trim() ?? '';
  const ask = document.createElement('div');
  ask.className = ASK;
  ask.setAttribute('role', 'group');
  const question = document.createElement('span');
  question.id = `${ASK}-${Math.random().toString(36).slice(2)}`;
  question.textContent = t('removeLineQuestion', name);
  ask.setAttribute('aria-labelledby', question.id);
  const button = (label: string, className: string, then: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `xoo-wsc-btn ${className}`;
    b.textContent = label;
    b.addEventListener('click', () => {
      input.focus();
      ask.remove();
      then();
    });
    return b;
  };
  const keep = button(t('removeLineNo'), `${ASK}-no`, () => (input.value = input.defaultValue));
  ask.append(question, ' ', button(t('removeLineYes'), `${ASK}-yes`, remove), ' ', keep);
  // Esc answers the question; it does not close the whole cart.
  ask.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    keep.click();
  });
  (input.closest('.xoo-wsc-qty-box') ?? input).after(ask);
  keep.focus();
}

/** Takes back a question the line still shows (its quantity was changed another way). */
export function dismissAsk(line: Element | null): void {
  line?.querySelector(`.${ASK}`)?.remove();
}
