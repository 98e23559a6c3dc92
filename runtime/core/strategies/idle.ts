import type { Strategy } from './index.ts';

/**
 * Mount once the page has loaded and the main thread is idle: an island that can wait never takes
 * bandwidth from the page's images and styles before the load event. Safari has no
 * requestIdleCallback: a timeout stands in.
 */
export const idle: Strategy = (_el, hydrate) => {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  let id: number | undefined;
  const start = () => (id = whenIdle(() => hydrate(), { timeout: 2000 }));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
  return () => {
    removeEventListener('load', start);
    (window.cancelIdleCallback ?? clearTimeout)(id!);
  };
};
