// Cart areas blocked while a cart call is on its way (docs/shop.md#cart-areas-while-busy: an overlay at opacity 0.6), set
// inline by the bundle so a theme without WooCommerce's blockUI CSS still shows it. The count in
// data-islands-busy lets two widgets block one area (a listing add and the side cart's refresh of
// /carrito/): only the last release unblocks it.
import { onAbort } from '../core/lifetime.ts';
import { $cart } from '../stores/cart.ts';

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

/** Shows something busy: each call holds it and returns that hold's release (idempotent). */
export type Busy = () => () => void;

/**
 * Blocks the areas `find` returns for as long as any hold is kept (several calls may overlap), and
 * tells `marked` when that starts and ends (a plugin's own loading class). A fragment swap replaces
 * those areas while a call still runs, so they are found and blocked again on every $cart change.
 * Everything is released when `signal` aborts, and later holds do nothing.
 */
export function busyAreas(find: () => Iterable<HTMLElement>, signal: AbortSignal, marked?: (busy: boolean) => void): Busy {
  let holds = 0;
  const blocked = new Map<HTMLElement, () => void>();
  const paint = () => {
    const busy = holds > 0 && !signal.aborted;
    const want = new Set(busy ? find() : []);
    for (const [el, release] of blocked) {
      if (want.has(el)) continue;
      release();
      blocked.delete(el);
    }
    for (const el of want) if (!blocked.has(el)) blocked.set(el, block(el));
    marked?.(busy);
  };
  onAbort(signal, $cart.listen(paint));
  onAbort(signal, paint);
  return () => {
    holds++;
    paint();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds--;
      paint();
    };
  };
}
