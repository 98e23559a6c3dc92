// Focus across the side cart's refreshes. Every cart answer replaces the panel's markup (and the
// basket and menu cart with it), so the focused control is removed from the page and focus falls to
// <body>. A control is remembered by what it is, not by the element: its cart line's key (the line
// at the same position once that line is gone) and which of the line's controls it was, so the
// control of the new markup can take focus back.

const LINE = '.xoo-wsc-product[data-key]';

export interface ControlPlace {
  /** The cart line's key, or null for a control outside the lines (basket, close, coupon). */
  key: string | null;
  lineIndex: number;
  /** Tag, classes and name: what the same control of the new markup has (compared, not made into a selector). */
  tag: string;
  classes: string[];
  name: string | null;
  /** Its position among the matching controls of its line (else of the page). */
  index: number;
}

const matching = (scope: ParentNode, place: Omit<ControlPlace, 'index'>): HTMLElement[] =>
  [...scope.querySelectorAll<HTMLElement>(place.tag)].filter(
    (el) => place.classes.every((c) => el.classList.contains(c)) && el.getAttribute('name') === place.name,
  );

export function placeOf(el: Element): ControlPlace {
  const line = el.closest<HTMLElement>(LINE);
  const what = { tag: el.localName, classes: [...el.classList], name: el.getAttribute('name') };
  return {
    key: line?.dataset.key ?? null,
    lineIndex: line ? [...document.querySelectorAll(LINE)].indexOf(line) : -1,
    ...what,
    index: matching(line ?? document, { key: null, lineIndex: -1, ...what }).indexOf(el as HTMLElement),
  };
}

/**
 * The control now at `place`: in the same line (found by comparing keys: a key is the server's
 * text, never made into a selector), else in the line that took its place, else the last line.
 */
export function controlAt(place: ControlPlace): HTMLElement | null {
  if (place.key === null) return matching(document, place)[place.index] ?? null;
  const lines = [...document.querySelectorAll<HTMLElement>(LINE)];
  const line = lines.find((l) => l.dataset.key === place.key) ?? lines[place.lineIndex] ?? lines.at(-1);
  return line ? (matching(line, place)[place.index] ?? null) : null;
}

/**
 * Follows the focused control inside `root` and, after a refresh removed it while focus had gone
 * nowhere else, focuses its counterpart (the panel's first control when it has none).
 */
export function keepFocus(root: HTMLElement, fallback: () => HTMLElement | undefined, signal: AbortSignal) {
  let last: { el: Element; place: ControlPlace } | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const el = event.target as Element;
    last = root.contains(el) ? { el, place: placeOf(el) } : null;
  };
  document.addEventListener('focusin', onFocusIn, { signal });
  return {
    /** After the panel's markup was replaced: puts focus back where the shopper had it. */
    restore(): void {
      if (!last || last.el.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const next = controlAt(last.place);
      next?.focus();
      if (!next || document.activeElement !== next) fallback()?.focus();
    },
  };
}

/**
 * Themes slide the panel in with a visibility transition, and an element that is still
 * visibility: hidden cannot take focus: try again each frame until it can (half a second at most).
 * `target` is found again each frame: a cart answer may replace the panel's markup meanwhile (the
 * panel opens with an add's line before the answer), and then its counterpart takes focus. Stops
 * once focus is no longer `wanted` (the panel closed, or opened again).
 */
export function focusWhenShown(
  target: () => HTMLElement | null | undefined,
  wanted: () => boolean,
  signal: AbortSignal,
  frames = 30,
): void {
  const el = target();
  if (!el?.isConnected || signal.aborted || !wanted()) return;
  el.focus();
  if (document.activeElement !== el && frames > 0) requestAnimationFrame(() => focusWhenShown(target, wanted, signal, frames - 1));
}
