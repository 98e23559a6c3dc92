// The one catalogue of visible Spanish text. The messages docs/errors.md quotes are verbatim; the generic
// network errors are the Spanish of WordPress' own strings. Keys name what the text is for.
export const es = {
  // Network (docs/errors.md#network-errors: generic errors, translated; plus the cases our clients add).
  fetchError: 'Probablemente estás desconectado.',
  invalidJson: 'La respuesta no es una respuesta JSON válida.',
  unknownError: 'Ha ocurrido un error desconocido.',
  timeoutError: 'El servidor ha tardado demasiado en responder. Por favor, inténtalo de nuevo.',
  httpError: 'El servidor ha respondido con un error (%s). Por favor, inténtalo de nuevo.',
  postProcess:
    'Error al subir el archivo multimedia. Si es una foto o una imagen grande, redúcela e inténtalo de nuevo.',

  // Shop (docs/shop.md, docs/errors.md#messages-by-screen).
  viewCart: 'Ver carrito',
  checkout: 'Finalizar compra',
  cartCount: 'Artículos en el carrito: %s',
  onlyInStock: 'Solo %s% en existencias',
  multiplesOf: 'Solo se pueden comprar cantidades en múltiplos de %s%',
  emptyCoupon: 'Por favor, introduce el código de promoción',
  shippingUseCheckout: 'Por favor, usa el formulario de pago para calcular el envío',
  requiredField: 'es un campo obligatorio',
  invalidField: 'No válido',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  noMatchingVariations:
    'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
  selectionNeeded: 'Elige las opciones del producto antes de añadir este producto a tu carrito.',
  variationUnavailable: 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.',
  variationLoadFailed: 'No se ha podido cargar la variación elegida. %s',
  retry: 'Volver a intentarlo',
  selectionReset:
    'Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito.',
  missingRating: 'Por favor elige una puntuación',
  menuOptionsInvalid: 'Error en la configuración del menú: el atributo «data-sm-options» debe contener JSON válido.',
  starRating: '%s de 5 estrellas',
  galleryFullscreen: 'Ver galería de imágenes a pantalla completa',
  imageLoadFailed: 'No se ha podido cargar la imagen.',

  // Checkout (widgets/shop/checkout): an order whose answer never came is not sent again by itself.
  orderAnswerLost: 'No ha llegado la respuesta de la tienda. %s No sabemos si tu pedido se ha realizado, así que no lo hemos vuelto a enviar.',
  orderCheckFirst: 'Antes de volver a realizar el pedido, comprueba si has recibido el correo de confirmación o si se ha hecho algún cargo.',
  orderPlacedAfterAll: 'Tu carrito ya está vacío: el pedido sí se ha realizado. Busca la confirmación en tu correo.',
  orderNotPlaced: 'Tu carrito sigue como estaba: el pedido no se ha realizado. Todo lo que has escrito sigue en el formulario; puedes volver a intentarlo.',
  orderNotSent: 'Tu pedido no se ha enviado. %s Todo lo que has escrito sigue en el formulario.',
  orderRedirectRefused: 'La tienda ha respondido con una dirección no válida para continuar, así que no la hemos abierto. Busca la confirmación del pedido en tu correo.',

  // Single product page: gallery, lightbox and quantity stepper (docs/shop.md#product-gallery, docs/shop.md#quick-view-quantity-stepper).
  galleryThumbnail: 'Mostrar la imagen %1$s de %2$s',
  galleryDialog: 'Imagen a pantalla completa',
  galleryClose: 'Cerrar (Esc)',
  galleryZoom: 'Ampliar/Reducir',
  galleryPrevious: 'Anterior (flecha izquierda)',
  galleryNext: 'Siguiente (flecha derecha)',
  galleryCounterSeparator: ' de ',
  imageOpenLink: 'Abrir la imagen',
  // The lightbox's video slides (runtime/ui/lightbox.ts, docs/popups.md#videos-in-the-lightbox).
  videoDialog: 'Vídeo a pantalla completa',
  videoFrame: 'Vídeo',
  videoOpenLink: 'Abrir el vídeo',
  quantityDecrease: 'Reducir la cantidad',
  quantityIncrease: 'Aumentar la cantidad',

  // Side cart.
  sideCartTitle: 'Tu carrito',
  sideCartOpen: 'Abrir el carrito',
  sideCartClose: 'Cerrar el carrito',
  sideCartRemoveLine: 'Eliminar del carrito',
  removeFromCart: 'Eliminar %s del carrito',
  orderReviewNotUpdated: 'No se ha podido actualizar el resumen del pedido. %s Lo que has escrito sigue en el formulario.',
  cartPageNotUpdated: 'No se ha podido actualizar el carrito de esta página. %s Lo que has escrito sigue en la página.',
  belowMinimum: 'La cantidad mínima es %s%',
  belowMinimumStep: 'La cantidad mínima es %1$s%, en múltiplos de %2$s%',
  removeLineQuestion: '¿Eliminar «%s» del carrito?',
  removeLineYes: 'Eliminar',
  removeLineNo: 'Mantener',

  // Cart page (widgets/shop/cart-page): a call that failed; the server's own notices say the rest.
  cartUpdateFailed: 'No se ha podido actualizar el carrito. %s Las cantidades que has escrito siguen en el formulario.',
  cartRemoveFailed: 'No se ha podido eliminar el producto del carrito. %s',
  cartRestoreFailed: 'No se ha podido recuperar el producto eliminado. %s',
  couponApplyFailed: 'No se ha podido aplicar el cupón. %s El código sigue escrito en su campo.',
  couponRemoveFailed: 'No se ha podido quitar el cupón. %s',
  shippingMethodFailed: 'No se ha podido cambiar el método de envío. %s',
  stateCounty: 'Región / Provincia',
  selectOption: 'Elige una opción…',
  shippingCalculatorFailed: 'No se han podido calcular los gastos de envío. %s La dirección que has escrito sigue en el formulario.',

  // Contact forms (docs/contact-form.md#showing-an-answer; the per-field and overall messages come from the server).
  contactFormMisplaced: 'Error: Este formulario de contacto está situado en el lugar incorrecto.',
  contactFormNotSent:
    'Tu mensaje no se ha enviado. %s Lo que has escrito sigue en el formulario: puedes volver a enviarlo.',
  contactFormCaptchaFailed: 'No se ha podido completar la verificación anti-spam.',

  // Loop filters (docs/loop-filter.md): the listing after a filter, and a refresh that failed.
  loopFilterResults: 'Listado actualizado: %s resultados.',
  loopFilterOneResult: 'Listado actualizado: 1 resultado.',
  loopFilterNoResults: 'Listado actualizado: no hay resultados.',
  loopFilterFailed: 'No se ha podido actualizar el listado. %s',
  loopFilterTryAgain: 'Vuelve a intentarlo dentro de un momento.',

  // Popups (docs/popups.md#the-dialog), the image lightbox and header menus (docs/site-nav.md), the site-wide widgets (docs/site-extras.md).
  popupClose: 'Cerrar', popupLabel: 'Ventana emergente',
  lightboxFullscreen: 'Pantalla completa', lightboxExitFullscreen: 'Salir de pantalla completa',
  lightboxShare: 'Compartir', lightboxPinIt: 'Pinear', lightboxDownload: 'Descargar imagen',
  menuToggle: 'Menú', menuSubmenu: 'Submenú de %s',
  comingSoonDismiss: 'Descartar el aviso de «Próximamente»', comingSoonDismissFailed: 'No se ha podido descartar el aviso. %s',
  shareOn: 'Compartir en %s', shareCount: '%s veces compartido', readingProgress: 'Progreso de lectura',
  carouselLabel: 'Carrusel', carouselSlide: '%1$s de %2$s', carouselPrevious: 'Diapositiva anterior', carouselNext: 'Diapositiva siguiente',
} as const;

export type MessageKey = keyof typeof es;
