// An action named by the page's address (docs/popups.md#actions-in-the-address): a page opened at
// `…#elementor-action:action=…&settings=…` runs that action once, as the page builder does on load.
// Only an action the page itself prints runs: the element whose data-e-action-hash is that hash (a
// gallery image's lightbox), else an action link whose href holds it (a popup opener, which the
// page builder left out). An address alone never makes up an action. Mounted on <html> when the
// entry saw such a hash (islands.ts), so other pages load none of this.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';

/** Both spellings and either encoding compare equal: decoded as the router decodes hrefs. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(decodeURI(text));
  } catch {
    return text;
  }
}

/** The element of the page the hash names and the action text it carries, or null. Attribute values are compared, never used as selectors. */
export function elementForHash(doc: Document, hash: string): { el: Element; action: string } | null {
  const want = decoded(hash);
  if (!want.startsWith('#elementor-action:')) return null;
  for (const el of Array.from(doc.querySelectorAll('[data-e-action-hash]'))) {
    const action = el.getAttribute('data-e-action-hash')!;
    if (decoded(action) === want) return { el, action };
  }
  for (const el of Array.from(doc.querySelectorAll('a[href*="elementor-action"]'))) {
    const href = el.getAttribute('href')!;
    if (decoded(href).includes(want)) return { el, action: el.getAttribute('data-e-action-hash') || href };
  }
  return null;
}

export default defineEnhancer((root, _props, { signal }) => {
  const doc = root.ownerDocument;
  const found = elementForHash(doc, doc.defaultView?.location.hash ?? '');
  if (!found) return;
  // The router's own chunk (not code shared with this one, which would put a second fetch in
  // front of every link's first click).
  void import('./elementor-actions.ts').then(
    ({ readAction, runAction }) => {
      const parsed = readAction(found.action);
      if (parsed && !signal.aborted) runAction(parsed, found.el, signal);
    },
    (error: unknown) => console.error('[islands:elementor-actions-hash] Loading chunk elementor-actions failed', error),
  );
});
