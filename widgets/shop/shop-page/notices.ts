import { later, onAbort } from '../../../runtime/core/lifetime.ts';

/** WooCommerce's error list as its notices/error.php prints it. */
const ALERT_LIST = 'ul.woocommerce-error[role="alert"], ol.woocommerce-error[role="alert"]';
/** WooCommerce focuses the first alert notice this long after load. */
const FOCUS_DELAY = 500;

/**
 * The page's notices made accessible, then the first alert notice (`alertNotice`: the selector
 * shop-page.ts fetched this code for) focused after 500 ms so a screen reader reads the result of
 * the last form post, as WooCommerce's own script does.
 *
 * WooCommerce prints its errors as `<ul class="woocommerce-error" role="alert">`: the role takes
 * the list's semantics away, so its items belong to no list, and a list may not be an alert (axe:
 * listitem, aria-allowed-role). Each such list gives its role to a `<div role="alert">` around it
 * and is a list again, with its classes and place kept for the shop's stylesheet. The fixture
 * backend prints that repaired markup itself. All of it is undone when `signal` aborts.
 */
export function enhanceNotices(root: HTMLElement, alertNotice: string, signal: AbortSignal): void {
  onAbort(signal, ...[...root.querySelectorAll<HTMLElement>(ALERT_LIST)].map(alertAround));
  const notice = root.querySelector<HTMLElement>(alertNotice);
  // The element that carries the alert role is the one focused: its name is the notice's text.
  const target = notice?.matches('[role="alert"]') ? notice : notice?.parentElement;
  if (target) {
    target.tabIndex = -1;
    later(signal, () => target.focus(), FOCUS_DELAY);
  }
}

/** Moves a list's alert role onto a new wrapper; returns what puts it back. */
function alertAround(list: HTMLElement): () => void {
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  list.removeAttribute('role');
  list.replaceWith(alert);
  alert.append(list);
  return () => {
    if (!alert.isConnected) return;
    alert.replaceWith(list);
    list.setAttribute('role', 'alert');
  };
}
