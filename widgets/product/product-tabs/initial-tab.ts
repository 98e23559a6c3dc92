/**
 * The tab opened on load (docs/shop.md#tab-opened-on-load), from the fragment and the whole URL:
 * reviews for a fragment containing 'comment-' or equal to '#reviews' / '#tab-reviews', or a URL
 * containing 'comment-page-' or 'cpage='; additional information for '#tab-additional_information';
 * otherwise the first tab. Returns the key of the tab, or null for the first one.
 */
export function initialTabKey(hash: string, url: string): 'reviews' | 'additional_information' | null {
  if (hash.includes('comment-') || hash === '#reviews' || hash === '#tab-reviews') return 'reviews';
  if (url.includes('comment-page-') || url.includes('cpage=')) return 'reviews';
  if (hash === '#tab-additional_information') return 'additional_information';
  return null;
}

/** A tab's #fragment as the panel id it names; a malformed %-escape is taken as written, not thrown. */
export function decodedId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
