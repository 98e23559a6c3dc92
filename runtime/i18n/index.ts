import { siteMessages } from '../page/config.ts';
import { es, type MessageKey } from './es.ts';

/**
 * A message of the catalogue: the server's translation where the WordPress plugin printed one
 * (#islands-config "messages"), else the built-in Spanish. Placeholders are filled by fill().
 */
export function t(key: MessageKey, ...args: Array<string | number>): string {
  return fill(siteMessages()[key] ?? es[key], args);
}

/**
 * `text` with its placeholders filled from `args`: each `%s` (or the side cart's `%s%`) by the next
 * argument, and an ordered `%2$s` (`%2$s%`) by the second, so a translation may reorder them.
 */
export function fill(text: string, args: ReadonlyArray<string | number>): string {
  let i = 0;
  return text.replace(/%(?:(\d+)\$)?s%?/g, (_, n: string | undefined) => String(args[n ? Number(n) - 1 : i++] ?? ''));
}

export type { MessageKey };
