// The one way the bundle reads what the server printed for it (docs/security.md). Posts,
// comments, product descriptions and widgets put markup on the page, and kses lets them give
// elements an id, but never a <script>. So:
// - data is read only from a <script> element: the first <script type="application/json" id="…">
//   in document order (the plugin prints its own in <head>, before any content), or the
//   <script id="{handle}-js-extra"> of wp_localize_script (printed-localized.ts);
// - a global is read only as a property the page's scripts defined on the window: an element
//   content gave the id `wpcf7` is window.wpcf7 too, through the window's named properties, which
//   are never its own (DOM clobbering).

/** What a <script type="application/json"> held: nothing printed; its value; or its text, when it did not parse. */
export type PrintedJson = { found: false } | { found: true; value: unknown } | { found: true; value?: undefined; invalid: string };

/**
 * The JSON of the first `<script type="application/json" id="{id}">` of the document. An element of
 * any other kind with that id is content's and is passed over. Malformed JSON is for the caller to say.
 */
export function printedJson(id: string, doc: Document = document): PrintedJson {
  const text = doc.querySelector(`script#${id}[type="application/json"]`)?.textContent;
  if (text == null) return { found: false };
  try {
    return { found: true, value: JSON.parse(text || 'null') as unknown };
  } catch {
    return { found: true, invalid: text };
  }
}

/**
 * A global the page's scripts defined (`var name = …`, `window.name = …`) when it is an object or a
 * function; else undefined. Only the window's own property counts: an element content named
 * `name` is found through the window's prototype chain, never as its own property.
 */
export function pageGlobal<T = Record<string, unknown>>(name: string, win: Window | null | undefined = globalThis.window): T | undefined {
  const value: unknown = win && Object.hasOwn(win, name) ? (win as unknown as Record<string, unknown>)[name] : undefined;
  return (value && typeof value === 'object') || typeof value === 'function' ? (value as T) : undefined;
}
