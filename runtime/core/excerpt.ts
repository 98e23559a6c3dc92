// Raw input quoted in a log line or an error message: a 5 MB attribute or answer must never be
// logged whole, so every message that quotes what a page or a server gave goes through here.

/** The text cut to `max` characters, '…' marking the cut. */
export function shorten(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A value as a message quotes it: a string JSON-quoted (quotes and spaces show), anything else
 * JSON-encoded, or named by its type when it cannot be; either way shortened to `max`. */
export function excerpt(value: unknown, max = 120): string {
  if (typeof value === 'string') return JSON.stringify(shorten(value, max));
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value); // a BigInt or a cycle
  }
  return shorten(text, max);
}
