// Addresses taken from markup or from a server's answer are followed or played only when they are
// http(s): a `javascript:` one would run the text as script, a `data:` one show anything.

/** Whether the parsed address is http: or https:. */
export const isWebUrl = (url: URL): boolean => url.protocol === 'http:' || url.protocol === 'https:';

/** `raw` resolved against `base` (the document's base URL by default) if it is http(s); null otherwise, or when it does not parse. */
export function webAddress(raw: string, base: string = document.baseURI): string | null {
  try {
    const url = new URL(raw, base);
    return isWebUrl(url) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * `raw` resolved against the document's base URL when it is on the page's own origin; null
 * otherwise (another site, a `javascript:` or `data:` address, or one that does not parse). What
 * the bundle fetches with the visitor's cookies and nonces, or imports, is only ever of this site.
 */
export function sameOriginAddress(raw: string, doc: Document = document): string | null {
  try {
    const url = new URL(raw, doc.baseURI);
    return url.origin === doc.location.origin && isWebUrl(url) ? url.href : null;
  } catch {
    return null;
  }
}
