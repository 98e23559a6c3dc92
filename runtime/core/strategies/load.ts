import type { Strategy } from './index.ts';

/** Mount as soon as the runtime sees the element. */
export const load: Strategy = (_el, hydrate) => {
  hydrate();
  return () => {};
};
