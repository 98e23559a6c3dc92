// The "coming soon" banner's messages (docs/site-extras.md).
// A part of the one catalogue: only the coming-soon-banner island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  comingSoonDismiss: 'Descartar el aviso de «Próximamente»',
  comingSoonDismissFailed: 'No se ha podido descartar el aviso. %s',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
