// The media carousel's names (docs/site-extras.md).
// A part of the one catalogue: only the carousel island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  carouselLabel: 'Carrusel',
  carouselSlide: '%1$s de %2$s',
  carouselPrevious: 'Diapositiva anterior',
  carouselNext: 'Diapositiva siguiente',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
