// A part of the one catalogue that only some islands' chunks carry (checkout.ts, product.ts,
// extras.ts, podcast.ts): the catalogue in es.ts comes with the runtime every page loads.
import { siteMessages } from '../page/config.ts';
import { fill, t as tShared, type MessageKey } from './index.ts';

/** t() for a part: its own messages (the server's translation, else the built-in Spanish) and the shared ones. */
export function messagePart<Part extends Readonly<Record<string, string>>>(part: Part) {
  return (key: (keyof Part & string) | MessageKey, ...args: Array<string | number>): string =>
    Object.hasOwn(part, key) ? fill(siteMessages()[key] ?? part[key]!, args) : tShared(key as MessageKey, ...args);
}
