// Notices at the checkout form's top, as WooCommerce's checkout script shows them after an order
// that failed: the shop's error list inside a `div[role="alert"]` (a list that is still a list), each
// message about a field linked to it and repeated beside it, the list focused and scrolled to.
import { scrollToNotices } from '../../../runtime/ui/scroll.ts';

/** The notices an answer replaces: the form's earlier ones and the page's coupon messages. */
const EARLIER =
  '.woocommerce-NoticeGroup-checkout, .woocommerce-NoticeGroup-updateOrderReview, .woocommerce-error, .woocommerce-message, .is-error, .is-success';
const INLINE = 'checkout-inline-error-message';

export type NoticeGroup = 'checkout' | 'updateOrderReview';

/** Marks a field's row as the shop does and says why beside the field (the checkout-fields island's own markup). */
function markInvalid(control: HTMLElement, text: string): void {
  const row = control.closest('.form-row');
  if (!row || !text) return;
  row.classList.remove('woocommerce-validated');
  row.classList.add('woocommerce-invalid');
  const id = `${control.id}-description`;
  row.querySelector(`.${INLINE}`)?.remove();
  const message = document.createElement('p');
  message.className = INLINE;
  message.id = id;
  message.textContent = text;
  (control.closest('.woocommerce-input-wrapper') ?? row).append(message);
  control.setAttribute('aria-invalid', 'true');
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((d) => d && d !== id);
  control.setAttribute('aria-describedby', [...described, id].join(' '));
}

/**
 * Shows `html` (the shop's notices, or one built from the catalogue) at the top of `form`, in place
 * of the earlier ones, and moves focus to it. Items naming a field (`li[data-id]`) link to it and
 * mark it. Returns the group, so a later answer can say more in it.
 */
export function showFormNotices(form: HTMLFormElement, html: string, group: NoticeGroup): HTMLElement {
  (form.closest('.woocommerce') ?? form).querySelectorAll(EARLIER).forEach((n) => n.remove());
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.append(template.content);
  for (const list of alert.querySelectorAll<HTMLElement>('.woocommerce-error')) {
    list.removeAttribute('role');
    list.tabIndex = -1;
  }
  for (const item of alert.querySelectorAll<HTMLElement>('li[data-id]')) {
    const id = item.dataset.id ?? '';
    const field = id ? form.ownerDocument.getElementById(id) : null;
    if (!field || !form.contains(field)) continue;
    markInvalid(field, item.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    const link = document.createElement('a');
    link.href = `#${id}`;
    link.append(...item.childNodes);
    item.append(link);
  }
  const wrapper = document.createElement('div');
  wrapper.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${group}`;
  wrapper.append(alert);
  form.prepend(wrapper);
  const target = alert.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"]') ?? alert;
  if (target === alert) alert.tabIndex = -1;
  void scrollToNotices(wrapper);
  target.focus({ preventScroll: true });
  return wrapper;
}

/**
 * A notice of our own (a lost answer, an order not sent) in the shop's error box: catalogue texts,
 * escaped, then optionally a sentence the shop printed (its i18n_checkout_error, HTML with a link).
 */
export function errorBox(texts: string[], shopHtml = ''): string {
  const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const paragraphs = texts.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (shopHtml) paragraphs.push(`<p>${shopHtml}</p>`);
  return `<div class="woocommerce-error">${paragraphs.join('')}</div>`;
}
