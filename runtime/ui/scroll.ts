// Scrolling for the in-page anchors (docs/site-nav.md#in-page-anchors) and for tabs that scroll to
// their panel on a click (docs/site-extras.md#advanced-tabs): a linear scroll of the window over a
// fixed time, a jump under prefers-reduced-motion, and the offset the page's fixed parts take at
// the top (the admin bar and the tallest active sticky section).

/** Elementor's sticky sections while they stick, in both layouts (sections and containers). */
const STICKY = '.elementor-sticky--active';

/** What covers the top of the viewport: #wpadminbar plus the tallest visible sticky section. */
export function topOffset(doc: Document): number {
  // WordPress prints the bar as a child of <body>, where no content is (docs/security.md).
  const bar = doc.body.querySelector(':scope > #wpadminbar');
  const barHeight = bar?.getClientRects().length ? bar.getBoundingClientRect().height : 0;
  let tallest = 0;
  for (const el of doc.querySelectorAll<HTMLElement>(STICKY)) {
    if (!el.getClientRects().length) continue;
    tallest = Math.max(tallest, el.getBoundingClientRect().height);
  }
  return barHeight + tallest;
}

export const reducedMotion = (win: Window): boolean => win.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The element's top in document coordinates. */
export const documentTop = (el: Element): number => el.getBoundingClientRect().top + (el.ownerDocument.defaultView?.scrollY ?? 0);

let running: AbortController | undefined;

/**
 * Scrolls the window to `top` (document px, measured again each frame: the page may still move
 * under it, as islands mount and images arrive) over `duration` ms, linearly, one step a frame; a
 * jump under prefers-reduced-motion. A new scroll, a wheel or a touch ends the one under way.
 * Resolves when it ends. The page's own `scroll-behavior: smooth` is overridden step by step.
 */
export function scrollWindowTo(win: Window, top: () => number, duration: number): Promise<void> {
  running?.abort();
  const target = () => Math.max(0, Math.min(top(), win.document.documentElement.scrollHeight - win.innerHeight));
  if (reducedMotion(win) || duration <= 0) {
    win.scrollTo({ top: target(), behavior: 'instant' });
    return Promise.resolve();
  }
  const own = new AbortController();
  running = own;
  const stop = () => own.abort();
  for (const type of ['wheel', 'touchstart'] as const) win.addEventListener(type, stop, { passive: true, once: true, signal: own.signal });
  const from = win.scrollY;
  const start = win.performance.now();
  return new Promise((done) => {
    own.signal.addEventListener('abort', () => done(), { once: true });
    const step = (now: number) => {
      if (own.signal.aborted) return;
      const progress = Math.min(1, (now - start) / duration);
      win.scrollTo({ top: from + (target() - from) * progress, behavior: 'instant' });
      if (progress < 1) win.requestAnimationFrame(step);
      else own.abort();
    };
    win.requestAnimationFrame(step);
  });
}

/** SPEC §9: notices are scrolled to 100 px above them, over 1000 ms (WooCommerce's scroll_to_notices). */
const NOTICE_MARGIN = 100;
const NOTICE_SCROLL_MS = 1000;

/** Scrolls the window to a notice that just appeared (cart and checkout): 100 px above it, over 1 s; a jump under prefers-reduced-motion. */
export function scrollToNotices(notice: Element): Promise<void> {
  const win = notice.ownerDocument.defaultView;
  if (!win) return Promise.resolve();
  return scrollWindowTo(win, () => documentTop(notice) - NOTICE_MARGIN, NOTICE_SCROLL_MS);
}
