import type { Fragments } from '../../runtime/fragments.ts';

// The shop's answers checked where they come in: every later use reads these shapes, never the
// server's object itself (a `fragments` that is a string, a `notice` that is an object, keys such as
// `__proto__` or `constructor`).

export interface CartUpdate {
  /** Selector → HTML; entries whose HTML is not a string are dropped. */
  fragments: Fragments;
  cart_hash: string;
}

/** A cart answer with fragments (refresh, quantity, add), or null. */
export function cartUpdate(value: unknown): CartUpdate | null {
  if (!value || typeof value !== 'object') return null;
  const { fragments, cart_hash } = value as { fragments?: unknown; cart_hash?: unknown };
  if (!fragments || typeof fragments !== 'object' || Array.isArray(fragments)) return null;
  // fromEntries defines own properties: a `__proto__` key stays a key, as it was in the JSON.
  const html = Object.entries(fragments).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (!html.length) return null;
  return { fragments: Object.fromEntries(html), cart_hash: typeof cart_hash === 'string' ? cart_hash : '' };
}

/** The notice HTML of a refused add (`{error: 1, notice}`), or null. */
export function refusedAdd(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const { error, notice } = value as { error?: unknown; notice?: unknown };
  return error && typeof notice === 'string' && notice.trim() ? notice : null;
}
