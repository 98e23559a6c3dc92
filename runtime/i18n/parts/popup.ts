// The popup dialog's messages (docs/popups.md#the-dialog).
// A part of the one catalogue: only the popup island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  popupClose: 'Cerrar',
  popupLabel: 'Ventana emergente',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
