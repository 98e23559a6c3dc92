// The islands' own stylesheets (the lightbox, the popup dialog, the slider, the carousel): each
// added to <head> once per id. Only a <style> element counts as already there: page content may
// give any element that id, and must not keep the styles out (docs/security.md).

/** Adds `css` as `<style id="{id}">` to <head> unless it is there; returns the style element (null for no css). */
export function addOwnStyle(id: string, css: string, doc: Document = document): HTMLStyleElement | null {
  if (!css) return null;
  const present = doc.head.querySelector<HTMLStyleElement>(`style#${id}`);
  if (present) return present;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
  return style;
}
