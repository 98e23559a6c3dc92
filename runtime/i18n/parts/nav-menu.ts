// Elementor Pro's nav menu: its configuration error (docs/site-nav.md).
// A part of the one catalogue: only the nav-menu island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  menuOptionsInvalid: 'Error en la configuración del menú: el atributo «data-sm-options» debe contener JSON válido.',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
