// In-page anchors and URL-driven scrolling, once per page (docs/site-nav.md#in-page-anchors):
// links to an id on the same page scroll there over 500 ms, below the admin bar and the tallest
// sticky section; a hash (#id or #!id) naming a tab or accordion header opens it and scrolls to it
// over 300 ms less its custom offset (and the same top offset); ?theme_template_id={n} scrolls to that template. Empty hashes
// and #elementor-action links are left alone; a hash that is not an id only warns.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { customOffset, headerFor, openHeader } from './headers.ts';
import { documentTop, scrollWindowTo, topOffset } from '../../../runtime/ui/scroll.ts';

export const ANCHOR_SCROLL_MS = 500;
export const HEADER_SCROLL_MS = 300;

/** docs/site-nav.md#in-page-anchors: a letter or underscore, then word characters or hyphens. */
const VALID_ID = /^[A-Za-z_][\w-]*$/;

const warn = (message: string) => console.warn(`[islands:site-anchors] ${message}`);

/** The id a hash names ('#!' or '#' form), null for a hash the anchors leave alone, '' for an invalid one. */
export function hashId(hash: string): string | null {
  if (hash.length < 2 || /^#(elementor-action|%23elementor-action)/i.test(hash)) return null;
  let id = hash.slice(hash.startsWith('#!') ? 2 : 1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // kept as written: it fails the check below
  }
  return VALID_ID.test(id) ? id : '';
}

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

export default defineEnhancer((root, _props, { signal }) => {
  const doc = root.ownerDocument;
  const win = doc.defaultView!;

  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const here = win.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return;
    const id = hashId(link.hash);
    if (id === null) return;
    if (id === '') {
      warn(`Invalid selector ${JSON.stringify(link.hash.slice(0, 80))}: the link is left to the browser`);
      return;
    }
    const target = doc.getElementById(id);
    if (!target) return;
    event.preventDefault();
    win.history.pushState(win.history.state, '', link.hash);
    const header = headerFor(target);
    if (header) {
      void goToHeader(header, win);
      return;
    }
    void scrollWindowTo(win, () => documentTop(target) - topOffset(doc), ANCHOR_SCROLL_MS).then(() => {
      if (!signal.aborted) focusTarget(target);
    });
  }, { signal });

  const fromHash = () => {
    const id = hashId(win.location.hash);
    const target = id ? doc.getElementById(id) : null;
    const header = target && headerFor(target);
    if (header) void goToHeader(header, win);
    return !!header;
  };
  win.addEventListener('hashchange', fromHash, { signal });

  // After the load event: the browser's own jump to the hash comes with it and would undo ours.
  const onLoad = () => {
    if (signal.aborted || fromHash()) return;
    const template = new URLSearchParams(win.location.search).get('theme_template_id');
    if (template && /^\d+$/.test(template)) {
      const element = doc.querySelector(`.elementor-${template}`);
      if (element) void scrollWindowTo(win, () => documentTop(element) - topOffset(doc), ANCHOR_SCROLL_MS);
    }
  };
  if (doc.readyState === 'complete') win.requestAnimationFrame(onLoad);
  else win.addEventListener('load', () => win.requestAnimationFrame(onLoad), { signal, once: true });
});
