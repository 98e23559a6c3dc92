// What WordPress printed for a script handle with wp_localize_script, read as printed.ts reads the
// rest (docs/security.md): only from the <script> element WordPress prints it in. A file of its
// own, so that only the islands that read one carry it.

/**
 * The object WordPress printed for `handle` (`var name = {…};` in `<script id="{handle}-js-extra">`),
 * in `doc`: the page, or a page fetched again and parsed. Null when there is none or it does not parse.
 */
export function localizedData(handle: string, doc: Document = document): Record<string, unknown> | null {
  const printed = /=\s*(\{[\s\S]*\})\s*;/.exec(doc.querySelector(`script#${handle}-js-extra`)?.textContent ?? '')?.[1];
  try {
    const value: unknown = printed ? JSON.parse(printed) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
