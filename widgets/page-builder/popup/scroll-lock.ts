// prevent_scroll (docs/popups.md#the-dialog): the page behind an open popup does not scroll, and
// does not move either. Hiding a scrollbar that takes room widens the layout by its width, so the
// body gets that width back as padding while the lock holds. That width is measured as what the
// layout gains: a phone's scrollbars take no room, and there innerWidth also counts content wider
// than the screen (its layout viewport grows to fit it), so innerWidth − clientWidth is no scrollbar.

let holders = 0;
let undo: () => void = () => {};

/** Locks the page's scrolling until the returned function runs; nested locks release with the last. */
export function lockScroll(doc: Document): () => void {
  if (holders++ === 0) {
    const { body, documentElement: html } = doc;
    const before = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    const padding = parseFloat(doc.defaultView?.getComputedStyle(body).paddingRight ?? '0') || 0;
    const width = html.clientWidth;
    // The page builder's class, which the site's own stylesheet may style.
    body.classList.add('dialog-prevent-scroll');
    html.style.overflow = 'hidden';
    const gap = html.clientWidth - width;
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
