// Cart areas blocked while a cart call is on its way (docs/shop.md#cart-areas-while-busy: an overlay at opacity 0.6), set
// inline by the bundle so a theme without WooCommerce's blockUI CSS still shows it. The count in
// data-islands-busy lets two widgets block one area (a listing add and the side cart's refresh of
// /carrito/): only the last release unblocks it.

const COUNT = 'data-islands-busy';

/** Dims `el` to 0.6, makes it unclickable and aria-busy; returns its release (idempotent). */
export function block(el: HTMLElement): () => void {
  el.setAttribute(COUNT, String((Number(el.getAttribute(COUNT)) || 0) + 1));
  el.setAttribute('aria-busy', 'true');
  el.style.opacity = '0.6';
  el.style.pointerEvents = 'none';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (Number(el.getAttribute(COUNT)) || 1) - 1;
    if (left > 0) return void el.setAttribute(COUNT, String(left));
    el.removeAttribute(COUNT);
    el.removeAttribute('aria-busy');
    el.style.removeProperty('opacity');
    el.style.removeProperty('pointer-events');
  };
}
