// The failure box WooCommerce's own notices look like (`woocommerce-error`, announced), ending with
// a button that asks again: for a part of the page that could not be brought up to date.
import { t } from '../i18n/index.ts';

/**
 * `<div class="woocommerce-error {className}" role="alert">{text} <button>Volver a intentarlo</button></div>`;
 * a press calls `retry`, until `signal` aborts. The caller places it (and removes an older one).
 */
export function retryBox(text: string, className: string, retry: () => void, signal: AbortSignal): HTMLDivElement {
  const box = document.createElement('div');
  box.className = `woocommerce-error ${className}`;
  box.setAttribute('role', 'alert');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = t('retry');
  button.addEventListener('click', retry, { signal });
  box.append(`${text} `, button);
  return box;
}
