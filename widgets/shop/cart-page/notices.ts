import { later } from '../../../runtime/core/lifetime.ts';
import { scrollToNotices } from '../../../runtime/ui/scroll.ts';

/** WooCommerce's notices, as its cart script finds them in an answer. */
export const NOTICE = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';
/** Our own failure notices: a refetch of the page after a lost answer keeps them. */
export const FAILURE = 'islands-cart-failure';
/** WooCommerce focuses the first alert notice this long after the cart changed (woocommerce.js). */
const FOCUS_DELAY = 500;

/**
 * The notices of an answer, once each (WooCommerce drops repeated texts), ready for the page: an
 * error list that says role="alert" gives the role to a `<div>` around it, so it stays a list
 * (axe: listitem, aria-allowed-role), as the shop-page island does with the notices a page loads with.
 */
export function noticesOf(root: ParentNode): Element[] {
  const seen = new Set<string>();
  const out: Element[] = [];
  for (const notice of root.querySelectorAll(NOTICE)) {
    if (notice.parentElement?.closest(NOTICE)) continue;
    const text = notice.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (seen.has(text)) continue;
    seen.add(text);
    const own = document.importNode(notice, true);
    const alertParent = notice.parentElement?.getAttribute('role') === 'alert' && notice.parentElement.children.length === 1;
    if (own.matches('ul, ol') && (own.getAttribute('role') === 'alert' || alertParent)) {
      own.removeAttribute('role');
      const alert = document.createElement('div');
      alert.setAttribute('role', 'alert');
      alert.append(own);
      out.push(alert);
    } else out.push(own);
  }
  return out;
}

/** The notices area of the cart (WooCommerce prepends to the first `.woocommerce-notices-wrapper`). */
export function noticesArea(): HTMLElement | null {
  const area = document.querySelector('.woocommerce-cart-form, .wc-empty-cart-message')?.closest('.woocommerce') ?? document;
  return area.querySelector<HTMLElement>('.woocommerce-notices-wrapper');
}

/**
 * Shows `notices` in the notices area: instead of the ones there, or before them (`keep`, a
 * coupon call whose own notice came first). Our failure notices stay only when asked to.
 */
export function showNotices(notices: Element[], opts: { keep?: boolean; keepFailure?: boolean } = {}): void {
  const wrapper = noticesArea();
  if (!wrapper) return;
  const kept = [...wrapper.children].filter((n) => (n.classList.contains(FAILURE) ? opts.keepFailure : opts.keep));
  const texts = new Set(kept.map((n) => n.textContent?.replace(/\s+/g, ' ').trim()));
  wrapper.replaceChildren(...notices.filter((n) => !texts.has(n.textContent?.replace(/\s+/g, ' ').trim())), ...kept);
}

/** Our own message, WooCommerce's error markup, at the top of the notices. */
export function showFailure(message: string, signal: AbortSignal): void {
  const wrapper = noticesArea();
  if (!wrapper) return;
  wrapper.querySelectorAll(`.${FAILURE}`).forEach((n) => n.remove());
  const alert = document.createElement('div');
  alert.className = FAILURE;
  alert.setAttribute('role', 'alert');
  const list = document.createElement('ul');
  list.className = 'woocommerce-error';
  const item = document.createElement('li');
  item.textContent = message;
  list.append(item);
  alert.append(list);
  wrapper.prepend(alert);
  focusAlert(signal);
}

let pendingFocus: (() => void) | null = null;

/**
 * Focuses the first alert notice of the cart after WooCommerce's delay, so a screen reader reads
 * the result; not when the shopper has moved on meanwhile (another field, another action).
 */
export function focusAlert(signal: AbortSignal): void {
  cancelAlertFocus();
  // As the shop's cart script once each call is done: the first alert scrolled into view (SPEC §9).
  const shown = noticesArea()?.querySelector('[role="alert"]');
  if (shown) void scrollToNotices(shown);
  const from = document.activeElement;
  pendingFocus = later(
    signal,
    () => {
      pendingFocus = null;
      if (document.activeElement !== from && document.activeElement !== document.body) return;
      const alert = noticesArea()?.querySelector<HTMLElement>('[role="alert"]');
      if (!alert) return;
      alert.tabIndex = -1;
      alert.focus({ preventScroll: true });
    },
    FOCUS_DELAY,
  );
}

export function cancelAlertFocus(): void {
  pendingFocus?.();
  pendingFocus = null;
}

/**
 * A rejected coupon's message under its field, as WooCommerce's cart script shows it: the field
 * marked invalid and described by it, and focused with the code still in it. Typing again clears it.
 */
export function showCouponError(text: string, signal: AbortSignal): void {
  const field = document.querySelector<HTMLInputElement>('.woocommerce-cart-form #coupon_code');
  const box = field?.closest('.coupon');
  if (!field || !box) return;
  box.querySelector('.coupon-error-notice')?.remove();
  const error = document.createElement('p');
  error.className = 'coupon-error-notice';
  error.id = 'coupon-error-notice';
  error.setAttribute('role', 'alert');
  error.textContent = text;
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', error.id);
  // Focus first: a screen reader reads an alert that appears next to where it is.
  field.focus();
  box.append(error);
  const clear = () => {
    error.remove();
    field.classList.remove('has-error');
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  };
  field.addEventListener('input', clear, { once: true, signal });
}
