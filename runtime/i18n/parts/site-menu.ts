// Hello Elementor's header menu (docs/site-nav.md#the-theme-header-menu): its toggle's and sub-menu buttons' names.
// A part of the one catalogue: only the site-menu island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  menuToggle: 'Menú',
  menuSubmenu: 'Submenú de %s',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
