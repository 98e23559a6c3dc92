// prevent_scroll (docs/popups.md#the-dialog): the page behind an open popup does not scroll, and
// does not move either. Hiding the page's scrollbar widens the layout by the scrollbar's width,
// so the body gets that width back as padding while the lock holds.

let holders = 0;
let undo: () => void = () => {};

/** Locks the page's scrolling until the returned function runs; nested locks release with the last. */
export function lockScroll(doc: Document): () => void {
  if (holders++ === 0) {
    const { body, documentElement: html } = doc;
    const gap = (doc.defaultView?.innerWidth ?? 0) - html.clientWidth;
    const before = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    const padding = parseFloat(doc.defaultView?.getComputedStyle(body).paddingRight ?? '0') || 0;
    // The page builder's class, which the site's own stylesheet may style.
    body.classList.add('dialog-prevent-scroll');
    html.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${padding + gap}px`;
    undo = () => {
      body.classList.remove('dialog-prevent-scroll');
      html.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) undo();
  };
}
