import { t } from '../../../runtime/i18n/index.ts';

// The drawer's DOM: the plugin prints clickable spans and divs; they are made into keyboard
// buttons here (again after every fragment swap, which prints them anew), the container becomes
// a labelled modal dialog, and focus moves in on open and back to the opener on close.

const CONTROLS: ReadonlyArray<[string, () => string]> = [
  ['.xoo-wsc-basket', () => t('sideCartOpen')],
  ['.xoo-wsch-close', () => t('sideCartClose')],
  ['.xoo-wsc-smr-del', () => t('sideCartRemoveLine')],
  ['.xoo-wsc-cart-trigger', () => t('sideCartOpen')],
];

export function upgradeMarkup(root: HTMLElement, open: boolean): void {
  for (const [selector, label] of CONTROLS) {
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) continue;
      el.setAttribute('role', 'button');
      el.tabIndex = 0;
      if (!el.hasAttribute('data-islands-label') && el.hasAttribute('aria-label')) continue; // the theme's own
      el.setAttribute('aria-label', labelFor(el, label()));
      el.setAttribute('data-islands-label', '');
    }
  }
  for (const list of root.querySelectorAll('.xoo-wsc-notice-container')) list.setAttribute('aria-live', 'polite');
  setOpen(root, open);
}

/**
 * A delete control names its line ("Eliminar Camiseta básica del carrito"); a control that shows
 * text (the basket's count) keeps that text in its name, as WCAG 2.5.3 asks.
 */
function labelFor(el: HTMLElement, generic: string): string {
  const visible = el.textContent?.trim();
  // Not in parentheses: checkers (axe) drop parentheticals before comparing the name with the text.
  if (!el.classList.contains('xoo-wsc-smr-del')) return visible ? `${generic}: ${visible}` : generic;
  const name = el.closest('.xoo-wsc-product')?.querySelector('.xoo-wsc-pname')?.textContent?.trim();
  return name ? t('removeFromCart', name) : generic;
}

export function setOpen(root: HTMLElement, open: boolean): void {
  const modal = root.querySelector('.xoo-wsc-modal') ?? root;
  for (const el of [modal, document.body, document.documentElement]) el.classList.toggle('xoo-wsc-cart-active', open);
  // Closed, the panel stays in the DOM: keep it out of the tab order and the accessibility tree.
  // The container also holds the floating basket, so it is a dialog only while open.
  const panel = root.querySelector<HTMLElement>('.xoo-wsc-container');
  if (!panel) return;
  if (open) {
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', root.querySelector('.xoo-wsch-text')?.textContent?.trim() || t('sideCartTitle'));
  } else {
    for (const a of ['role', 'aria-modal', 'aria-label']) panel.removeAttribute(a);
  }
  for (const part of panel.querySelectorAll<HTMLElement>('.xoo-wsc-header, .xoo-wsc-body, .xoo-wsc-footer')) part.inert = !open;
}

export function focusables(panel: Element): HTMLElement[] {
  return [
    ...panel.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex="0"]',
    ),
  ].filter((el) => !el.closest('[inert]') && !el.closest('.xoo-wsc-basket'));
}

/** Tab and Shift+Tab cycle inside the open panel. */
export function trapTab(event: KeyboardEvent, panel: Element): void {
  if (event.key !== 'Tab') return;
  const items = focusables(panel);
  if (!items.length) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
