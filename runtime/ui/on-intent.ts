// docs/performance.md#on-intent: intent on one of an island's items (a loop filter's terms).
import { POINTER_REST_MS } from './intent.ts';

/**
 * Calls `intent` with the element matching `selector` inside `root` when a pointer comes to rest on
 * it for POINTER_REST_MS, or the keyboard's focus lands on it (delegated, so items rendered later
 * count). A pointer that has pressed an item shows no more intent for it until it leaves: after a
 * click the pointer rests where it clicked, and that is not a wish to click again. `identify` names
 * an item across re-renders (a React bar replaces the element under the resting pointer).
 */
export function onIntent(
  root: HTMLElement,
  selector: string,
  intent: (item: Element) => void,
  signal: AbortSignal,
  identify: (item: Element) => unknown = (item) => item,
): void {
  let rest: ReturnType<typeof setTimeout> | undefined;
  let pressed: unknown = null;
  const itemOf = (event: Event) => {
    const item = (event.target as Element).closest?.(selector);
    return item && root.contains(item) ? item : null;
  };
  const listen = <K extends keyof HTMLElementEventMap>(type: K, on: (item: Element, event: HTMLElementEventMap[K]) => void) =>
    root.addEventListener(
      type,
      (event) => {
        const item = itemOf(event);
        if (item) on(item, event);
      },
      { signal, passive: true },
    );
  listen('pointerover', (item) => {
    clearTimeout(rest);
    if (identify(item) !== pressed) rest = setTimeout(() => intent(item), POINTER_REST_MS);
  });
  listen('pointerout', (item, event) => {
    if (item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(rest);
    if (identify(item) === pressed) pressed = null;
  });
  listen('pointerdown', (item) => {
    clearTimeout(rest);
    pressed = identify(item);
  });
  // Focus from the keyboard only: a click focuses what it pressed too.
  listen('focusin', (item) => item.matches(':focus-visible') && intent(item));
  signal.addEventListener('abort', () => clearTimeout(rest), { once: true });
}
