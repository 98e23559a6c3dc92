// In-page anchors and URL-driven scrolling, once per page (docs/site-nav.md#in-page-anchors):
// links to an id on the same page scroll there over 500 ms, below the admin bar and the tallest
// sticky section; a hash (#id or #!id) naming a tab or accordion header opens it and scrolls to it
// over 300 ms less its custom offset (and the same top offset); ?theme_template_id={n} scrolls to that template. Empty hashes
// and #elementor-action links are left alone; a hash that is not an id only warns.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { lazyPart } from '../../../runtime/core/lazy-part.ts';

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

/**
 * The scrolling part (scrolling.ts: the timed scroll, the tab and accordion headers) comes only
 * when there is somewhere to go: a link to an id on this page pointed at, focused or pressed, or
 * an address naming one. Most pages never need it.
 */
const scrollingPart = lazyPart(() => import('./scrolling.ts'));

/** Runs `go` with the scrolling part; without it (offline), the browser's own jump to the hash. */
function withScrolling(go: (part: typeof import('./scrolling.ts')) => void, jump?: HTMLElement): void {
  scrollingPart().then(go, (error: unknown) => {
    console.error('[islands:site-anchors] The scrolling code could not be loaded; the page jumps instead', error);
    jump?.scrollIntoView();
  });
}

/** A link to an element of this page under the event (a click with no modifier): the link and that element. */
function samePageLink(event: MouseEvent, doc: Document): [HTMLAnchorElement, HTMLElement] | null {
  if (
    event.defaultPrevented ||
    (event.type === 'click' && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))
  )
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const here = doc.defaultView!.location;
  if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search) return null;
  const id = hashId(link.hash);
  if (id === '' && event.type === 'click')
    warn(`Invalid selector ${JSON.stringify(link.hash.slice(0, 80))}: the link is left to the browser`);
  const target = id ? doc.getElementById(id) : null;
  return target ? [link, target] : null;
}

export default defineEnhancer((root, _props, { signal }) => {
  const doc = root.ownerDocument;
  const win = doc.defaultView!;

  // A pointer over such a link, or the focus on it, fetches the part before the click comes.
  const early = (event: Event) => {
    if (samePageLink(event as MouseEvent, doc)) void scrollingPart().catch(() => {});
  };
  for (const type of ['pointerover', 'focusin'] as const) doc.addEventListener(type, early, { signal, passive: true });
  doc.addEventListener(
    'click',
    (event) => {
      const found = samePageLink(event, doc);
      if (!found) return;
      const [link, target] = found;
      event.preventDefault();
      win.history.pushState(win.history.state, '', link.hash);
      withScrolling((part) => signal.aborted || part.goTo(target, signal), target);
    },
    { signal },
  );

  /** The address's hash names an element: its tab or accordion header opens, else `then` runs. */
  const fromHash = (then?: () => void) => {
    const id = hashId(win.location.hash);
    const target = id ? doc.getElementById(id) : null;
    if (target) withScrolling((part) => signal.aborted || part.goToHeaderOf(target) || then?.());
    else then?.();
  };
  win.addEventListener('hashchange', () => fromHash(), { signal });

  // After the load event: the browser's own jump to the hash comes with it and would undo ours.
  const onLoad = () => {
    if (signal.aborted) return;
    fromHash(() => {
      const template = new URLSearchParams(win.location.search).get('theme_template_id');
      const element = template && /^\d+$/.test(template) ? doc.querySelector(`.elementor-${template}`) : null;
      if (element) withScrolling((part) => signal.aborted || part.goToTemplate(element));
    });
  };
  if (doc.readyState === 'complete') win.requestAnimationFrame(onLoad);
  else win.addEventListener('load', () => win.requestAnimationFrame(onLoad), { signal, once: true });
});
