import type { Strategy } from './index.ts';

/**
 * Mount when the element enters the viewport. An element with display: contents has no box and
 * is never reported, so its children are observed instead.
 */
export const visible: Strategy = (el, hydrate) => {
  if (!('IntersectionObserver' in window)) {
    hydrate();
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      hydrate();
    },
    { rootMargin: '200px' },
  );
  const targets = getComputedStyle(el).display === 'contents' ? Array.from(el.children) : [el];
  for (const t of targets.length ? targets : [el]) io.observe(t);
  return () => io.disconnect();
};
