// The shop's answers checked where they come in: every later use reads these shapes, never the
// server's object itself (a `fragments` that is a string, a `notice` that is an object, keys such as
// `__proto__` or `constructor`).

/** A cart answer with fragments (refresh, quantity, add), or null: checked as every cart answer is. */
export { checkedUpdate as cartUpdate, type CartUpdate } from '../../../runtime/cart/cart-answer.ts';

/** The notice HTML of a refused add (`{error: 1, notice}`), or null. */
export function refusedAdd(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const { error, notice } = value as { error?: unknown; notice?: unknown };
  return error && typeof notice === 'string' && notice.trim() ? notice : null;
}
