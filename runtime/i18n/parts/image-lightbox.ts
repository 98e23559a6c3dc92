// The image lightbox's toolbar (docs/site-nav.md).
// A part of the one catalogue: only the image-lightbox island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  lightboxFullscreen: 'Pantalla completa',
  lightboxExitFullscreen: 'Salir de pantalla completa',
  lightboxShare: 'Compartir',
  lightboxPinIt: 'Pinear',
  lightboxDownload: 'Descargar imagen',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
