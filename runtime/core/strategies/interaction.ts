import { hydrateHoldingClicks } from './held-clicks.ts';
import type { Strategy } from './index.ts';

const triggers = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Mount on the first pointerdown, focusin or keydown inside the element. The click that follows a
 * pointerdown usually lands before the chunk has loaded: it is held back and replayed. The pointer
 * arriving over the element fetches the code already, so that the press which follows mounts at once.
 */
export const interaction: Strategy = (el, hydrate, prefetch = () => {}) => {
  let release = () => {};
  const off = () => {
    el.removeEventListener('pointerover', prefetch);
    for (const type of triggers) el.removeEventListener(type, start);
  };
  const start = () => {
    off();
    release = hydrateHoldingClicks(el, hydrate);
  };
  el.addEventListener('pointerover', prefetch, { once: true });
  for (const type of triggers) el.addEventListener(type, start);
  return () => {
    off();
    release();
  };
};
