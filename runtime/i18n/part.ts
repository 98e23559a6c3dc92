// The catalogue's parts (parts/): the messages only one island shows, named after it (product.ts:
// the single product page's islands, which come together). A part is imported by its island alone,
// so esbuild writes it into that island's chunk: no page fetches another island's messages, and no
// part costs a file of its own (scripts/architecture.test.ts keeps the rule). es.ts, with the
// runtime every page loads, holds the rest.
import { siteMessages } from '../page/config.ts';
import { fill, t as tShared, type MessageKey } from './index.ts';

/** t() for a part: its own messages (the server's translation, else the built-in Spanish) and the shared ones. */
export function messagePart<Part extends Readonly<Record<string, string>>>(part: Part) {
  return (key: (keyof Part & string) | MessageKey, ...args: Array<string | number>): string =>
    Object.hasOwn(part, key) ? fill(siteMessages()[key] ?? part[key]!, args) : tShared(key as MessageKey, ...args);
}
