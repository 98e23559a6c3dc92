// The one way the bundle reads what the server printed for it (docs/security.md). Posts,
// comments, product descriptions and widgets put markup on the page, and kses lets them give
// any element an id, a `name` or data attributes, but never a <script>. So:
// - data is read only from a <script> element: the first <script type="application/json" id="…">
//   in document order (the plugin prints its own in <head>, before any content), or the
//   <script id="{handle}-js-extra"> WordPress prints a handle's wp_localize_script data in;
// - a global is read only as a property the page's scripts defined on the window: an element a
//   post names `wpcf7` (<form name="wpcf7">, <a id="wpcf7">) is window.wpcf7 too, through the
//   window's named properties, which are never its own (DOM clobbering).
import { shorten } from '../core/excerpt.ts';

/** What a <script type="application/json"> held: nothing printed, or its value (undefined when it did not parse: said once in the console). */
export type PrintedJson = { found: false } | { found: true; value: unknown };

const said = new Set<string>();

/**
 * The JSON of the first `<script type="application/json" id="{id}">` of the document. An element of
 * any other kind with that id is content's and is passed over. Malformed JSON is said once, as
 * `[{caller}] #{id} is not valid JSON:` with the text and the cause, and read as no value.
 */
export function printedJson(id: string, caller: string, doc: Document = document): PrintedJson {
  const script = doc.querySelector(`script#${id}[type="application/json"]`);
  if (!script) return { found: false };
  const text = script.textContent ?? '';
  try {
    return { found: true, value: JSON.parse(text || 'null') as unknown };
  } catch (cause) {
    if (!said.has(id)) console.error(`[${caller}] #${id} is not valid JSON:`, shorten(text, 200), cause);
    said.add(id);
    return { found: true, value: undefined };
  }
}

/**
 * The object WordPress printed for `handle` with wp_localize_script (`var name = {…};` in
 * `<script id="{handle}-js-extra">`), in `doc`: the page, or a page fetched again and parsed. Null
 * when there is none or it does not parse.
 */
export function localizedData(handle: string, doc: Document = document): Record<string, unknown> | null {
  const printed = /=\s*(\{[\s\S]*\})\s*;/.exec(doc.querySelector(`script#${handle}-js-extra`)?.textContent ?? '')?.[1];
  if (!printed) return null;
  try {
    const value = JSON.parse(printed) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A global the page's scripts defined (`var name = …`, `window.name = …`): an object or a function,
 * or undefined. Only the window's own property counts: an element content named `name` is found
 * through the window's prototype chain, never as its own property.
 */
export function pageGlobal<T = Record<string, unknown>>(name: string, win: Window | null | undefined = globalThis.window): T | undefined {
  if (!win || !Object.prototype.hasOwnProperty.call(win, name)) return undefined;
  const value = (win as unknown as Record<string, unknown>)[name];
  if (typeof value === 'function') return value as T;
  // A global can still hold an element a script put there; no global the bundle reads is one.
  return value && typeof value === 'object' && !isNode(value) ? (value as T) : undefined;
}

function isNode(value: object): boolean {
  const node = (globalThis as { Node?: typeof Node }).Node;
  return node !== undefined && value instanceof node;
}

/** Tests only: say malformed JSON again. */
export function resetPrintedWarnings(): void {
  said.clear();
}
