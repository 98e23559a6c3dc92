import { nodeAt, pathTo } from '../node-path.ts';
import type { Strategy } from './index.ts';

const triggers = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Mount on the first pointerdown, focusin or keydown inside the element. The click that follows a
 * pointerdown usually lands before the chunk has loaded, so it is held back and replayed on the
 * same place once the mount attempt is over, whether it mounted or failed. The pointer arriving
 * over the element fetches the code already, so that the press which follows mounts at once.
 */
export const interaction: Strategy = (el, hydrate, prefetch = () => {}) => {
  let held: [number[], MouseEvent] | null = null;
  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    held = [pathTo(el, event.target as Node), event as MouseEvent];
  };
  const stop = () => {
    el.removeEventListener('pointerover', prefetch);
    for (const type of triggers) el.removeEventListener(type, start);
    el.removeEventListener('click', holdClick, true);
  };
  const start = () => {
    for (const type of triggers) el.removeEventListener(type, start);
    el.addEventListener('click', holdClick, true);
    hydrate(() => {
      stop();
      // A new click event rather than .click(): it works on any node (an <svg> icon inside a link
      // has no .click()), keeps the modifier keys, and its default still happens in the server
      // HTML when no island mounted (the nearest link navigates, a submit button posts its form).
      const target = held && nodeAt(el, held[0]);
      target?.dispatchEvent(new MouseEvent('click', held![1]));
    });
  };
  el.addEventListener('pointerover', prefetch, { once: true });
  for (const type of triggers) el.addEventListener(type, start);
  return stop;
};
