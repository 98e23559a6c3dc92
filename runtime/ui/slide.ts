// Sliding a part open or shut, as jQuery's slideDown/slideUp do for the shop's scripts (the
// variation details, the checkout's field descriptions): a height animation where the Web
// Animations API exists and the visitor has not asked for reduced motion, the end state either way.
import { later } from '../core/lifetime.ts';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Slides an element open or shut over `ms` (visual only where the Web Animations API exists); `done` runs after `ms` unless `signal` has aborted. */
export function slide(el: HTMLElement, open: boolean, ms: number, done: () => void, signal: AbortSignal): () => void {
  el.style.display = '';
  // A part the stylesheet hides (WooCommerce's field descriptions) is a block while it slides, as with slideDown/slideUp.
  if (getComputedStyle(el).display === 'none') el.style.display = 'block';
  if (typeof el.animate === 'function' && !reducedMotion()) {
    const height = `${el.scrollHeight}px`;
    el.animate({ height: open ? ['0px', height] : [height, '0px'], overflow: ['hidden', 'hidden'] }, { duration: ms, easing: 'ease' });
  }
  return later(
    signal,
    () => {
      if (!open) el.style.display = 'none';
      done();
    },
    ms,
  );
}
