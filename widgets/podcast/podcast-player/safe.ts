// What the player takes from markup and answers: http(s) URLs only, and text shown as text.
import { webAddress } from '../../../runtime/ui/web-address.ts';

/** The URL resolved against the page, if it is http(s); '' for javascript:, data: and the rest. */
export function safeUrl(raw: string): string {
  // A blank address would resolve to the page itself.
  return raw.trim() ? (webAddress(raw.trim()) ?? '') : '';
}

/**
 * get_playlist_items sends every string through esc_html (docs/network.md#podcast-playlist), so
 * "&amp;" means "&". Decoding once, as a textarea's RCDATA does (no element is ever made from
 * it), gives the text to render as text: "&lt;b&gt;" shows as "<b>", not bold and not "&lt;b&gt;".
 */
export function htmlText(escaped: string): string {
  if (!escaped.includes('&')) return escaped;
  const area = document.createElement('textarea');
  area.innerHTML = escaped;
  return area.value;
}

/** The plugin's Twitter intent swaps text and url (upstream bug): put the page URL back in url. */
export function tweetUrl(href: string): string {
  const url = new URL(href);
  const text = url.searchParams.get('text') ?? '';
  const page = url.searchParams.get('url') ?? '';
  if (!/^https?:\/\//.test(text) || /^https?:\/\//.test(page)) return href;
  url.searchParams.set('text', page);
  url.searchParams.set('url', text);
  return url.href;
}
