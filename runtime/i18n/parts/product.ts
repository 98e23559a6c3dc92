// The single product page's messages: the variations form, the review rating, the gallery and the
// lightbox with its video slides, the quick view's quantity stepper (docs/shop.md#product-gallery,
// docs/popups.md#videos-in-the-lightbox, docs/shop.md#quick-view-quantity-stepper).
// A part of the one catalogue: only the chunks of the islands that show them carry it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  noMatchingVariations: 'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
  selectionNeeded: 'Elige las opciones del producto antes de añadir este producto a tu carrito.',
  variationUnavailable: 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.',
  variationLoadFailed: 'No se ha podido cargar la variación elegida. %s',
  selectionReset:
    'Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito.',
  missingRating: 'Por favor elige una puntuación',
  starRating: '%s de 5 estrellas',
  galleryFullscreen: 'Ver galería de imágenes a pantalla completa',
  imageLoadFailed: 'No se ha podido cargar la imagen.',
  galleryThumbnail: 'Mostrar la imagen %1$s de %2$s',
  galleryDialog: 'Imagen a pantalla completa',
  galleryClose: 'Cerrar (Esc)',
  galleryZoom: 'Ampliar/Reducir',
  galleryPrevious: 'Anterior (flecha izquierda)',
  galleryNext: 'Siguiente (flecha derecha)',
  galleryCounterSeparator: ' de ',
  imageOpenLink: 'Abrir la imagen',
  videoDialog: 'Vídeo a pantalla completa',
  videoFrame: 'Vídeo',
  videoOpenLink: 'Abrir el vídeo',
  quantityDecrease: 'Reducir la cantidad',
  quantityIncrease: 'Aumentar la cantidad',
} as const;

/** t() for these islands: their own messages and the shared ones. */
export const t = messagePart(messages);
