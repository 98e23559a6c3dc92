import type { Strategy } from './index.ts';

/** Mount when the main thread is idle; Safari has no requestIdleCallback, so a timeout stands in. */
export const idle: Strategy = (_el, hydrate) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => hydrate(), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(() => hydrate(), 200);
  return () => clearTimeout(id);
};
