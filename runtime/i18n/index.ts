import { es, type MessageKey } from './es.ts';

/** Looks up a Spanish message; each `%s` (or the side cart's `%s%`) is replaced, in order, by the next argument. */
export function t(key: MessageKey, ...args: Array<string | number>): string {
  let i = 0;
  return es[key].replace(/%s%?/g, () => String(args[i++] ?? ''));
}

export type { MessageKey };
