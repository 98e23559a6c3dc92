// A React island's first commit replaces the server's markup, and the focused control goes with it
// (the focus falls to <body>): the loop filter's bar and the podcast player give it back.

/**
 * Follows the focus inside el until giveBack(): then, if the focus was lost meanwhile, the control
 * `keyOf` last named is focused again in the new markup through `find`. A visitor may Tab on while
 * React renders (the latest control counts); focus that left el stays where it went.
 */
export function followFocus<K>(
  el: HTMLElement,
  signal: AbortSignal,
  keyOf: (node: Element) => K | null,
  find: (key: K) => HTMLElement | null | undefined,
): { giveBack(): void } {
  const inside = (node: EventTarget | null): node is Element => node instanceof Element && el.contains(node);
  let focused = inside(document.activeElement) ? keyOf(document.activeElement) : null;
  const onFocusIn = (event: FocusEvent) => inside(event.target) && (focused = keyOf(event.target) ?? focused);
  const onFocusOut = (event: FocusEvent) => event.relatedTarget && !inside(event.relatedTarget) && (focused = null);
  el.addEventListener('focusin', onFocusIn, { signal });
  el.addEventListener('focusout', onFocusOut, { signal });
  return {
    giveBack() {
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      const lost = !document.activeElement || document.activeElement === document.body;
      if (focused !== null && lost) find(focused)?.focus();
    },
  };
}
