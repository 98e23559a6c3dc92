import { nodeAt, pathTo } from '../node-path.ts';
import type { WidgetModule } from '../types.ts';
import type { Hydration } from './index.ts';

/**
 * Starts the mount attempt and holds back the clicks that land inside the element meanwhile (the
 * chunk is still loading). Once the widget's module has arrived, a press it answers at once
 * (`press`: the podcast player plays the server's own <audio>) is answered, and not held. Once
 * the attempt is over, mounted or failed, the last click held is replayed on the same place: the
 * island's own button (a React island re-renders its subtree), or the server HTML's link or
 * submit button. Returns what lets clicks go without a replay.
 */
export function hydrateHoldingClicks(el: HTMLElement, hydrate: Hydration): () => void {
  let held: [number[], MouseEvent] | null = null;
  let widget: WidgetModule | undefined;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    if (!widget?.press?.(el, event.target as Element)) held = [pathTo(el, event.target as Node), event as MouseEvent];
  };
  const stop = () => el.removeEventListener('click', hold, true);
  el.addEventListener('click', hold, true);
  hydrate(
    () => {
      stop();
      // A new click event rather than .click(): it works on any node (an <svg> icon inside a link
      // has no .click()), keeps the modifier keys, and its default still happens in the server
      // HTML when no island mounted (the nearest link navigates, a submit button posts its form).
      const target = held && nodeAt(el, held[0]);
      target?.dispatchEvent(new MouseEvent('click', held![1]));
    },
    (arrived) => {
      widget = arrived;
      if (held && arrived.press?.(el, nodeAt(el, held[0]) as Element)) held = null;
    },
  );
  return stop;
}
