import { nodeAt, pathTo } from '../node-path.ts';
import type { Strategy } from './index.ts';

const triggers = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Mount on the first pointerdown, focusin or keydown inside the element. The click that follows a
 * pointerdown usually lands before the chunk has loaded, so it is held back and replayed on the
 * same place once the island is mounted.
 */
export const interaction: Strategy = (el, hydrate) => {
  let held: number[] | null = null;
  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    held = pathTo(el, event.target as Node);
  };
  const start = () => {
    for (const type of triggers) el.removeEventListener(type, start);
    el.addEventListener('click', holdClick, true);
    hydrate(() => {
      el.removeEventListener('click', holdClick, true);
      const target = held && nodeAt(el, held);
      if (target instanceof HTMLElement) target.click();
    });
  };
  for (const type of triggers) el.addEventListener(type, start);
  return () => {
    for (const type of triggers) el.removeEventListener(type, start);
    el.removeEventListener('click', holdClick, true);
  };
};
