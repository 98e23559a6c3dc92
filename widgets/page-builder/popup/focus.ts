// Focus inside the popup dialog (docs/popups.md#keyboard-and-focus): moved in on open, kept in
// with Tab and Shift+Tab, given back on close.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** What Tab reaches inside `root`, in order: focusable, not taken out with tabindex=-1, and rendered. */
export function tabbables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], template') && el.getClientRects().length > 0,
  );
}

/** Focus on the first thing to use, else the dialog itself. */
export function focusFirst(dialog: HTMLElement): void {
  (tabbables(dialog)[0] ?? dialog).focus({ preventScroll: true });
}

/** Tab from the last (Shift+Tab from the first, or from the dialog itself) wraps around. */
export function keepFocus(dialog: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const all = tabbables(dialog);
  const first = all[0];
  const last = all[all.length - 1];
  const active = dialog.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
