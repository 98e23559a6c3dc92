// The one catalogue of visible Spanish text. The messages docs/errors.md quotes are verbatim; the generic
// network errors are the Spanish of WordPress' own strings. Keys name what the text is for. This
// module holds what the runtime and the islands of every page show, and what two islands share;
// a message only one island shows is in that island's part of the same catalogue (parts/, see
// part.ts), carried by that island's chunk alone.
export const es = {
  // Network (docs/errors.md#network-errors: generic errors, translated; plus the cases our clients add).
  fetchError: 'Probablemente estás desconectado.',
  invalidJson: 'La respuesta no es una respuesta JSON válida.',
  unknownError: 'Ha ocurrido un error desconocido.',
  timeoutError: 'El servidor ha tardado demasiado en responder. Por favor, inténtalo de nuevo.',
  httpError: 'El servidor ha respondido con un error (%s). Por favor, inténtalo de nuevo.',
  postProcess: 'Error al subir el archivo multimedia. Si es una foto o una imagen grande, redúcela e inténtalo de nuevo.',

  // Shop (docs/shop.md, docs/errors.md#messages-by-screen).
  viewCart: 'Ver carrito',
  checkout: 'Finalizar compra',
  cartCount: 'Artículos en el carrito: %s',
  // The cart page's and the checkout's coupon forms.
  couponApplyFailed: 'No se ha podido aplicar el cupón. %s El código sigue escrito en su campo.',
  couponRemoveFailed: 'No se ha podido quitar el cupón. %s',
  invalidField: 'No válido',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  retry: 'Volver a intentarlo',

  // Side cart.
  sideCartTitle: 'Tu carrito',
  sideCartOpen: 'Abrir el carrito',
  sideCartClose: 'Cerrar el carrito',
  sideCartRemoveLine: 'Eliminar del carrito',
  removeFromCart: 'Eliminar %s del carrito',
  orderReviewNotUpdated: 'No se ha podido actualizar el resumen del pedido. %s Lo que has escrito sigue en el formulario.',

  // The share buttons' and the image lightbox's share links (docs/site-extras.md).
  shareOn: 'Compartir en %s',
} as const;

export type MessageKey = keyof typeof es;
