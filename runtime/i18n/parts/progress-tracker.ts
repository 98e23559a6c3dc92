// The reading progress bar's name (docs/site-extras.md).
// A part of the one catalogue: only the progress-tracker island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  readingProgress: 'Progreso de lectura',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
