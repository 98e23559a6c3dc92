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
