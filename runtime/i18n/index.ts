import { es, type MessageKey } from './es.ts';

/** Looks up a Spanish message; each `%s` (or the side cart's `%s%`) is replaced, in order, by the next argument. */
export function t(key: MessageKey, ...args: Array<string | number>): string {
  return fill(es[key], args);
}

/** `text` with each `%s` (or the side cart's `%s%`) replaced, in order, by the next argument. */
export function fill(text: string, args: ReadonlyArray<string | number>): string {
  let i = 0;
  return text.replace(/%s%?/g, () => String(args[i++] ?? ''));
}

export type { MessageKey };
