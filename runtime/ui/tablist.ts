// The keyboard of a tablist (WAI-ARIA Authoring Practices, "Tabs"), shared by the tab islands over
// the plugins' markup (WooCommerce's product tabs, Essential Addons' advanced tabs): which tab a
// key moves the focus to. What a tab does when it gets there is the island's.

/** The keys a tablist takes for itself (Enter and Space open a tab: each island says how). */
export const TAB_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/** The list counts as vertical when the second tab sits further below the first than to its right. */
export function isVertical(first: DOMRect, second: DOMRect | undefined): boolean {
  if (!second) return false;
  return second.top - first.top > second.left - first.left;
}

/**
 * The index of the tab `key` moves to from `index`, or -1 for a key the list leaves alone. Arrows
 * wrap; a vertical list (as laid out now: a theme may stack a row on a phone) takes Up and Down,
 * a horizontal one Left and Right, swapped when the list reads right to left; Home and End go to
 * the ends.
 */
export function tabKeyTarget(key: string, index: number, tabs: readonly HTMLElement[], list: HTMLElement): number {
  if (!TAB_KEYS.includes(key) || index < 0) return -1;
  if (key === 'Home') return 0;
  if (key === 'End') return tabs.length - 1;
  const vertical = isVertical(tabs[0]!.getBoundingClientRect(), tabs[1]?.getBoundingClientRect());
  const rtl = getComputedStyle(list).direction === 'rtl';
  const [prev, next] = vertical ? ['ArrowUp', 'ArrowDown'] : rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  if (key === prev) return (index - 1 + tabs.length) % tabs.length;
  if (key === next) return (index + 1) % tabs.length;
  return -1;
}
