import { t } from '../../../runtime/i18n/index.ts';

/**
 * Every data-* attribute of the button, by its attribute name (data-product_id → product_id), as
 * WooCommerce posts them: themes and plugins add their own and expect them on the server.
 */
export function buttonData(button: HTMLElement): Record<string, string> {
  // fromEntries defines own keys: data-__proto__ stays a field instead of setting the prototype.
  return Object.fromEntries([...button.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name.slice(5), a.value]));
}

/** The 'Ver carrito' link after the button, once, with the classes themes and the side cart hook. */
export function viewCartLink(button: HTMLElement, cartUrl: string): void {
  if (button.parentElement?.querySelector('.added_to_cart')) return;
  const link = document.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = t('viewCart');
  link.textContent = t('viewCart');
  button.after(link);
}

/** A visible, announced error next to the button; the next attempt clears it. */
export function showError(button: HTMLElement, message: string): void {
  const next = button.nextElementSibling;
  if (next?.classList.contains('islands-add-to-cart-error')) next.remove();
  const note = document.createElement('span');
  note.className = 'islands-add-to-cart-error';
  note.setAttribute('role', 'alert');
  note.textContent = message;
  button.after(note);
  button.addEventListener('click', () => note.remove(), { once: true });
}
