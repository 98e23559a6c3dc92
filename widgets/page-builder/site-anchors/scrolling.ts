// What the anchors do once there is something to scroll to (site-anchors.ts fetches it then): the
// timed scroll below what covers the top of the page, a tab or accordion header opened first, and
// the focus on the target.
import { customOffset, headerFor, openHeader } from './headers.ts';
import { documentTop, scrollWindowTo, topOffset } from '../../../runtime/ui/scroll.ts';

export const ANCHOR_SCROLL_MS = 500;
export const HEADER_SCROLL_MS = 300;

/** Focus on the target without a second scroll, so keyboard users go on from there. */
function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function goToHeader(header: HTMLElement, win: Window): Promise<void> {
  openHeader(header);
  // The custom offset, and what covers the top of the page (or the header would land under it).
  return scrollWindowTo(win, () => documentTop(header) - customOffset(header) - topOffset(header.ownerDocument), HEADER_SCROLL_MS);
}

/** A link's target: its tab or accordion header opened and scrolled to, else the target itself, then focused. */
export function goTo(target: HTMLElement, signal: AbortSignal): void {
  const win = target.ownerDocument.defaultView!;
  const header = headerFor(target);
  if (header) {
    void goToHeader(header, win);
    return;
  }
  void scrollWindowTo(win, () => documentTop(target) - topOffset(target.ownerDocument), ANCHOR_SCROLL_MS).then(() => {
    if (!signal.aborted) focusTarget(target);
  });
}

/** The address's hash named a tab or accordion header (or an element inside one): opens it and scrolls there. */
export function goToHeaderOf(target: HTMLElement): boolean {
  const header = headerFor(target);
  if (header) void goToHeader(header, target.ownerDocument.defaultView!);
  return !!header;
}

/** ?theme_template_id={n}: scrolls to that template. */
export function goToTemplate(element: Element): void {
  const doc = element.ownerDocument;
  void scrollWindowTo(doc.defaultView!, () => documentTop(element) - topOffset(doc), ANCHOR_SCROLL_MS);
}
