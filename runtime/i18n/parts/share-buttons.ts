// The share buttons' count (docs/site-extras.md).
// A part of the one catalogue: only the share-buttons island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  shareCount: '%s veces compartido',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
