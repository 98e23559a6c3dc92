// Screen-reader announcements. A live region must already be in the page when its text changes,
// or screen readers stay silent; and text written at once after a DOM swap is often missed, which
// is why callers pass the spec's delays (cart success 1000 ms, result count 2000 ms).

/** The polite status region, created on first use (WooCommerce's own region is reused if present). */
export function liveRegion(className = 'widget_shopping_cart_live_region', doc: Document = document): HTMLElement {
  let region = doc.querySelector<HTMLElement>(`div.${className}[role="status"]`);
  if (!region) {
    region = doc.createElement('div');
    region.className = `${className} screen-reader-text`;
    region.setAttribute('role', 'status');
    doc.body.append(region);
  }
  return region;
}

/**
 * Writes `text` into the region after `delay` ms. Returns a cancel function. The region is
 * emptied first so the same message twice in a row is still read.
 */
export function announce(text: string, delay = 0, region: HTMLElement = liveRegion()): () => void {
  region.textContent = '';
  region.removeAttribute('aria-relevant');
  const timer = setTimeout(() => {
    region.setAttribute('aria-relevant', 'all');
    region.textContent = text;
  }, delay);
  return () => clearTimeout(timer);
}
