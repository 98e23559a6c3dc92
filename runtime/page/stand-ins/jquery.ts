// What the stand-ins need of the page's jQuery (docs/stand-ins.md): its `fn`, and the elements of a set.

/** A jQuery set as `this` of a `$.fn` function: array-like, with the elements it holds. */
export type JQuerySet = ArrayLike<unknown>;

/** The page's jQuery, as far as the stand-ins use it. */
export interface PageJQuery {
  (target: unknown): JQuerySet;
  fn: Record<string, unknown>;
  [name: string]: unknown;
}

/** The set's elements (a set may also hold the window or a document). */
export const elementsOf = (set: JQuerySet): Element[] => Array.from(set).filter((item): item is Element => item instanceof Element);

/** The set's first element: a jQuery argument may be a set, an element or a selector. */
export function firstElement(jq: PageJQuery, target: unknown): Element | null {
  if (target instanceof Element) return target;
  return target == null ? null : (elementsOf(jq(target))[0] ?? null);
}

/**
 * Defines `name` on `owner` unless the page has it already: a replaced script that stayed (a
 * caller needed it: #islands-report) defines its own, and a plugin's own definition wins.
 */
export function define(owner: Record<string, unknown>, name: string, value: unknown): void {
  if (owner[name] === undefined) owner[name] = value;
}
