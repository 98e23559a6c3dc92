import { hydrateHoldingClicks } from './held-clicks.ts';
import type { Strategy } from './index.ts';
import { POINTER_REST_MS } from '../../ui/intent.ts';

const triggers = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Mount on intent: the pointer resting over the element, or the first pointerdown, touch, focus or
 * key inside it. A pointer only passing over fetches nothing. The click that follows a press
 * usually lands before the chunk has loaded: it is held back and replayed.
 */
export const interaction: Strategy = (el, hydrate) => {
  let release = () => {};
  let rest: ReturnType<typeof setTimeout> | undefined;
  const listening = new AbortController();
  const { signal } = listening;
  const off = () => {
    listening.abort();
    clearTimeout(rest);
  };
  const start = () => {
    off();
    release = hydrateHoldingClicks(el, hydrate);
  };
  el.addEventListener('pointerenter', () => (rest = setTimeout(start, POINTER_REST_MS)), { signal });
  el.addEventListener('pointerleave', () => clearTimeout(rest), { signal });
  for (const type of triggers) el.addEventListener(type, start, { signal, passive: true });
  return () => {
    off();
    release();
  };
};
