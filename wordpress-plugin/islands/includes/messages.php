<?php
/**
 * The messages the islands show in the browser, through WordPress's translation functions, so a
 * shop in another language translates them with a .po file (text domain islands). Each comes with
 * the bundle's built-in Spanish: the plugin prints in #islands-config only the ones whose
 * translation differs from it (includes/head.php).
 *
 * Made by scripts/plugin-i18n.mjs from wordpress-plugin/messages.mjs and runtime/i18n/: edit those.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every browser message: key → array( its text in the site's language, the built-in Spanish ).
 *
 * @return array<string, array{0: string, 1: string}>
 */
function islands_browser_messages() {
	return array(
		'fetchError'               => array( __( 'You are probably offline.', 'islands' ), 'Probablemente estás desconectado.' ),
		'invalidJson'              => array( __( 'The response is not a valid JSON response.', 'islands' ), 'La respuesta no es una respuesta JSON válida.' ),
		'unknownError'             => array( __( 'An unknown error occurred.', 'islands' ), 'Ha ocurrido un error desconocido.' ),
		'timeoutError'             => array( __( 'The server took too long to respond. Please try again.', 'islands' ), 'El servidor ha tardado demasiado en responder. Por favor, inténtalo de nuevo.' ),
		'httpError'                => array(
			/* translators: %s: the HTTP status code */
			__( 'The server responded with an error (%s). Please try again.', 'islands' ),
			'El servidor ha respondido con un error (%s). Por favor, inténtalo de nuevo.',
		),
		'postProcess'              => array( __( 'Post-processing of the image failed. If this is a photo or a large image, please scale it down and try again.', 'islands' ), 'Error al subir el archivo multimedia. Si es una foto o una imagen grande, redúcela e inténtalo de nuevo.' ),
		'viewCart'                 => array( __( 'View cart', 'islands' ), 'Ver carrito' ),
		'checkout'                 => array( __( 'Checkout', 'islands' ), 'Finalizar compra' ),
		'cartCount'                => array(
			/* translators: %s: the number of items */
			__( 'Items in the cart: %s', 'islands' ),
			'Artículos en el carrito: %s',
		),
		'onlyInStock'              => array(
			/* translators: %s%: the quantity in stock */
			__( 'Only %s% in stock', 'islands' ),
			'Solo %s% en existencias',
		),
		'multiplesOf'              => array(
			/* translators: %s%: the quantity step */
			__( 'Quantities can only be bought in multiples of %s%', 'islands' ),
			'Solo se pueden comprar cantidades en múltiplos de %s%',
		),
		'emptyCoupon'              => array( __( 'Please enter a coupon code', 'islands' ), 'Por favor, introduce el código de promoción' ),
		'shippingUseCheckout'      => array( __( 'Please use the checkout form to calculate shipping', 'islands' ), 'Por favor, usa el formulario de pago para calcular el envío' ),
		'requiredField'            => array( __( 'is a required field', 'islands' ), 'es un campo obligatorio' ),
		'invalidField'             => array( __( 'Invalid', 'islands' ), 'No válido' ),
		'showPassword'             => array( __( 'Show password', 'islands' ), 'Mostrar contraseña' ),
		'hidePassword'             => array( __( 'Hide password', 'islands' ), 'Ocultar contraseña' ),
		'noMatchingVariations'     => array( __( 'Sorry, no products matched your selection. Please choose a different combination.', 'islands' ), 'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.' ),
		'selectionNeeded'          => array( __( 'Please select some product options before adding this product to your cart.', 'islands' ), 'Elige las opciones del producto antes de añadir este producto a tu carrito.' ),
		'variationUnavailable'     => array( __( 'Sorry, this product is unavailable. Please choose a different combination.', 'islands' ), 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.' ),
		'variationLoadFailed'      => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The chosen variation could not be loaded. %s', 'islands' ),
			'No se ha podido cargar la variación elegida. %s',
		),
		'retry'                    => array( __( 'Try again', 'islands' ), 'Volver a intentarlo' ),
		'selectionReset'           => array( __( 'Your selection has been reset. Please select some product options before adding this product to your cart.', 'islands' ), 'Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito.' ),
		'missingRating'            => array( __( 'Please select a rating', 'islands' ), 'Por favor elige una puntuación' ),
		'menuOptionsInvalid'       => array( __( 'Menu configuration error: the "data-sm-options" attribute must hold valid JSON.', 'islands' ), 'Error en la configuración del menú: el atributo «data-sm-options» debe contener JSON válido.' ),
		'starRating'               => array(
			/* translators: %s: the rating */
			__( '%s out of 5 stars', 'islands' ),
			'%s de 5 estrellas',
		),
		'galleryFullscreen'        => array( __( 'View full-screen image gallery', 'islands' ), 'Ver galería de imágenes a pantalla completa' ),
		'imageLoadFailed'          => array( __( 'The image could not be loaded.', 'islands' ), 'No se ha podido cargar la imagen.' ),
		'orderAnswerLost'          => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The shop’s answer did not arrive. %s We do not know whether your order was placed, so we have not sent it again.', 'islands' ),
			'No ha llegado la respuesta de la tienda. %s No sabemos si tu pedido se ha realizado, así que no lo hemos vuelto a enviar.',
		),
		'orderCheckFirst'          => array( __( 'Before placing the order again, check whether you received the confirmation email or were charged.', 'islands' ), 'Antes de volver a realizar el pedido, comprueba si has recibido el correo de confirmación o si se ha hecho algún cargo.' ),
		'orderPlacedAfterAll'      => array( __( 'Your cart is now empty: the order was placed. Look for the confirmation in your email.', 'islands' ), 'Tu carrito ya está vacío: el pedido sí se ha realizado. Busca la confirmación en tu correo.' ),
		'orderNotPlaced'           => array( __( 'Your cart is as it was: the order was not placed. Everything you typed is still in the form; you can try again.', 'islands' ), 'Tu carrito sigue como estaba: el pedido no se ha realizado. Todo lo que has escrito sigue en el formulario; puedes volver a intentarlo.' ),
		'orderNotSent'             => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'Your order was not sent. %s Everything you typed is still in the form.', 'islands' ),
			'Tu pedido no se ha enviado. %s Todo lo que has escrito sigue en el formulario.',
		),
		'orderRedirectRefused'     => array( __( 'The shop answered with an invalid address to continue, so we did not open it. Look for the order confirmation in your email.', 'islands' ), 'La tienda ha respondido con una dirección no válida para continuar, así que no la hemos abierto. Busca la confirmación del pedido en tu correo.' ),
		'galleryThumbnail'         => array(
			/* translators: %1$s: the image number, %2$s: the number of images */
			__( 'Show image %1$s of %2$s', 'islands' ),
			'Mostrar la imagen %1$s de %2$s',
		),
		'galleryDialog'            => array( __( 'Full-screen image', 'islands' ), 'Imagen a pantalla completa' ),
		'galleryClose'             => array( __( 'Close (Esc)', 'islands' ), 'Cerrar (Esc)' ),
		'galleryZoom'              => array( __( 'Zoom in/out', 'islands' ), 'Ampliar/Reducir' ),
		'galleryPrevious'          => array( __( 'Previous (arrow left)', 'islands' ), 'Anterior (flecha izquierda)' ),
		'galleryNext'              => array( __( 'Next (arrow right)', 'islands' ), 'Siguiente (flecha derecha)' ),
		'galleryCounterSeparator'  => array( __( ' of ', 'islands' ), ' de ' ),
		'imageOpenLink'            => array( __( 'Open the image', 'islands' ), 'Abrir la imagen' ),
		'videoDialog'              => array( __( 'Full-screen video', 'islands' ), 'Vídeo a pantalla completa' ),
		'videoFrame'               => array( __( 'Video', 'islands' ), 'Vídeo' ),
		'videoOpenLink'            => array( __( 'Open the video', 'islands' ), 'Abrir el vídeo' ),
		'quantityDecrease'         => array( __( 'Decrease quantity', 'islands' ), 'Reducir la cantidad' ),
		'quantityIncrease'         => array( __( 'Increase quantity', 'islands' ), 'Aumentar la cantidad' ),
		'sideCartTitle'            => array( __( 'Your cart', 'islands' ), 'Tu carrito' ),
		'sideCartOpen'             => array( __( 'Open the cart', 'islands' ), 'Abrir el carrito' ),
		'sideCartClose'            => array( __( 'Close the cart', 'islands' ), 'Cerrar el carrito' ),
		'sideCartRemoveLine'       => array( __( 'Remove from cart', 'islands' ), 'Eliminar del carrito' ),
		'removeFromCart'           => array(
			/* translators: %s: the product name */
			__( 'Remove %s from cart', 'islands' ),
			'Eliminar %s del carrito',
		),
		'orderReviewNotUpdated'    => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The order summary could not be updated. %s What you typed is still in the form.', 'islands' ),
			'No se ha podido actualizar el resumen del pedido. %s Lo que has escrito sigue en el formulario.',
		),
		'cartPageNotUpdated'       => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The cart on this page could not be updated. %s What you typed is still on the page.', 'islands' ),
			'No se ha podido actualizar el carrito de esta página. %s Lo que has escrito sigue en la página.',
		),
		'belowMinimum'             => array(
			/* translators: %s%: the minimum quantity */
			__( 'The minimum quantity is %s%', 'islands' ),
			'La cantidad mínima es %s%',
		),
		'belowMinimumStep'         => array(
			/* translators: %1$s%: the minimum quantity, %2$s%: the quantity step */
			__( 'The minimum quantity is %1$s%, in multiples of %2$s%', 'islands' ),
			'La cantidad mínima es %1$s%, en múltiplos de %2$s%',
		),
		'removeLineQuestion'       => array(
			/* translators: %s: the product name */
			__( 'Remove “%s” from the cart?', 'islands' ),
			'¿Eliminar «%s» del carrito?',
		),
		'removeLineYes'            => array( __( 'Remove', 'islands' ), 'Eliminar' ),
		'removeLineNo'             => array( __( 'Keep', 'islands' ), 'Mantener' ),
		'cartUpdateFailed'         => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The cart could not be updated. %s The quantities you typed are still in the form.', 'islands' ),
			'No se ha podido actualizar el carrito. %s Las cantidades que has escrito siguen en el formulario.',
		),
		'cartRemoveFailed'         => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The product could not be removed from the cart. %s', 'islands' ),
			'No se ha podido eliminar el producto del carrito. %s',
		),
		'cartRestoreFailed'        => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The removed product could not be restored. %s', 'islands' ),
			'No se ha podido recuperar el producto eliminado. %s',
		),
		'couponApplyFailed'        => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The coupon could not be applied. %s The code is still in its field.', 'islands' ),
			'No se ha podido aplicar el cupón. %s El código sigue escrito en su campo.',
		),
		'couponRemoveFailed'       => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The coupon could not be removed. %s', 'islands' ),
			'No se ha podido quitar el cupón. %s',
		),
		'shippingMethodFailed'     => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The shipping method could not be changed. %s', 'islands' ),
			'No se ha podido cambiar el método de envío. %s',
		),
		'stateCounty'              => array( __( 'State / County', 'islands' ), 'Región / Provincia' ),
		'shippingCalculatorFailed' => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'Shipping could not be calculated. %s The address you typed is still in the form.', 'islands' ),
			'No se han podido calcular los gastos de envío. %s La dirección que has escrito sigue en el formulario.',
		),
		'contactFormMisplaced'     => array( __( 'Error: This contact form is placed in the wrong place.', 'islands' ), 'Error: Este formulario de contacto está situado en el lugar incorrecto.' ),
		'contactFormNotSent'       => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'Your message was not sent. %s What you typed is still in the form: you can send it again.', 'islands' ),
			'Tu mensaje no se ha enviado. %s Lo que has escrito sigue en el formulario: puedes volver a enviarlo.',
		),
		'contactFormCaptchaFailed' => array( __( 'The anti-spam check could not be completed.', 'islands' ), 'No se ha podido completar la verificación anti-spam.' ),
		'loopFilterResults'        => array(
			/* translators: %s: the number of results */
			__( 'Listing updated: %s results.', 'islands' ),
			'Listado actualizado: %s resultados.',
		),
		'loopFilterOneResult'      => array( __( 'Listing updated: 1 result.', 'islands' ), 'Listado actualizado: 1 resultado.' ),
		'loopFilterNoResults'      => array( __( 'Listing updated: no results.', 'islands' ), 'Listado actualizado: no hay resultados.' ),
		'loopFilterFailed'         => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The listing could not be updated. %s', 'islands' ),
			'No se ha podido actualizar el listado. %s',
		),
		'loopFilterTryAgain'       => array( __( 'Try again in a moment.', 'islands' ), 'Vuelve a intentarlo dentro de un momento.' ),
		'popupClose'               => array( __( 'Close', 'islands' ), 'Cerrar' ),
		'popupLabel'               => array( __( 'Popup', 'islands' ), 'Ventana emergente' ),
		'lightboxFullscreen'       => array( __( 'Full screen', 'islands' ), 'Pantalla completa' ),
		'lightboxExitFullscreen'   => array( __( 'Exit full screen', 'islands' ), 'Salir de pantalla completa' ),
		'lightboxShare'            => array( __( 'Share', 'islands' ), 'Compartir' ),
		'lightboxPinIt'            => array( __( 'Pin it', 'islands' ), 'Pinear' ),
		'lightboxDownload'         => array( __( 'Download image', 'islands' ), 'Descargar imagen' ),
		'menuToggle'               => array( __( 'Menu', 'islands' ), 'Menú' ),
		'menuSubmenu'              => array(
			/* translators: %s: the menu item */
			__( 'Submenu of %s', 'islands' ),
			'Submenú de %s',
		),
		'comingSoonDismiss'        => array( __( 'Dismiss the “Coming soon” notice', 'islands' ), 'Descartar el aviso de «Próximamente»' ),
		'comingSoonDismissFailed'  => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'The notice could not be dismissed. %s', 'islands' ),
			'No se ha podido descartar el aviso. %s',
		),
		'shareOn'                  => array(
			/* translators: %s: the network, e.g. Facebook */
			__( 'Share on %s', 'islands' ),
			'Compartir en %s',
		),
		'shareCount'               => array(
			/* translators: %s: the number of shares */
			__( 'Shared %s times', 'islands' ),
			'%s veces compartido',
		),
		'readingProgress'          => array( __( 'Reading progress', 'islands' ), 'Progreso de lectura' ),
		'carouselLabel'            => array( __( 'Carousel', 'islands' ), 'Carrusel' ),
		'carouselSlide'            => array(
			/* translators: %1$s: the slide number, %2$s: the number of slides */
			__( '%1$s of %2$s', 'islands' ),
			'%1$s de %2$s',
		),
		'carouselPrevious'         => array( __( 'Previous slide', 'islands' ), 'Diapositiva anterior' ),
		'carouselNext'             => array( __( 'Next slide', 'islands' ), 'Diapositiva siguiente' ),
		'podcastPlay'              => array( __( 'Play episode', 'islands' ), 'Reproducir episodio' ),
		'podcastPause'             => array( __( 'Pause episode', 'islands' ), 'Pausar episodio' ),
		'podcastLoading'           => array( __( 'Loading', 'islands' ), 'Cargando' ),
		'podcastMute'              => array( __( 'Mute the episode', 'islands' ), 'Silenciar el episodio' ),
		'podcastRewind'            => array( __( 'Rewind 10 seconds', 'islands' ), 'Retroceder 10 segundos' ),
		'podcastForward'           => array( __( 'Fast-forward 30 seconds', 'islands' ), 'Avanzar 30 segundos' ),
		'podcastSpeed'             => array(
			/* translators: %s: the speed, e.g. 1.5 */
			__( 'Playback speed: %sx', 'islands' ),
			'Velocidad de reproducción: %sx',
		),
		'podcastSeek'              => array( __( 'Position in the episode', 'islands' ), 'Posición en el episodio' ),
		'podcastPosition'          => array(
			/* translators: %1$s: the time played, %2$s: the length of the episode */
			__( '%1$s of %2$s', 'islands' ),
			'%1$s de %2$s',
		),
		'podcastHour'              => array(
			/* translators: %s: 1 */
			__( '%s hour', 'islands' ),
			'%s hora',
		),
		'podcastHours'             => array(
			/* translators: %s: the number of hours */
			__( '%s hours', 'islands' ),
			'%s horas',
		),
		'podcastMinute'            => array(
			/* translators: %s: 1 */
			__( '%s minute', 'islands' ),
			'%s minuto',
		),
		'podcastMinutes'           => array(
			/* translators: %s: the number of minutes */
			__( '%s minutes', 'islands' ),
			'%s minutos',
		),
		'podcastSecond'            => array(
			/* translators: %s: 1 */
			__( '%s second', 'islands' ),
			'%s segundo',
		),
		'podcastSeconds'           => array(
			/* translators: %s: the number of seconds */
			__( '%s seconds', 'islands' ),
			'%s segundos',
		),
		'podcastAnd'               => array( __( ' and ', 'islands' ), ' y ' ),
		'podcastPanels'            => array( __( 'Player panels', 'islands' ), 'Paneles del reproductor' ),
		'podcastSubscribe'         => array( __( 'Subscribe', 'islands' ), 'Suscribirse' ),
		'podcastShare'             => array( __( 'Share', 'islands' ), 'Compartir' ),
		'podcastClosePanel'        => array( __( 'Close the panel', 'islands' ), 'Cerrar el panel' ),
		'podcastRssFeed'           => array( __( 'RSS feed', 'islands' ), 'Feed RSS' ),
		'podcastRssUrl'            => array( __( 'RSS feed URL', 'islands' ), 'URL del feed RSS' ),
		'podcastCopyRss'           => array( __( 'Copy the RSS feed URL', 'islands' ), 'Copiar la URL del feed RSS' ),
		'podcastLink'              => array( __( 'Link', 'islands' ), 'Enlace' ),
		'podcastEpisodeUrl'        => array( __( 'Episode URL', 'islands' ), 'URL del episodio' ),
		'podcastCopyLink'          => array( __( 'Copy the episode URL', 'islands' ), 'Copiar la URL del episodio' ),
		'podcastEmbed'             => array( __( 'Embed', 'islands' ), 'Insertar' ),
		'podcastEmbedCode'         => array( __( 'Embed code', 'islands' ), 'Código para insertar' ),
		'podcastCopyEmbed'         => array( __( 'Copy the embed code', 'islands' ), 'Copiar el código para insertar' ),
		'podcastCopied'            => array( __( 'Copied', 'islands' ), 'Copiado' ),
		'podcastCopySelected'      => array( __( 'Text selected: press Ctrl+C to copy it.', 'islands' ), 'Texto seleccionado: pulsa Ctrl+C para copiarlo.' ),
		'podcastShareOn'           => array(
			/* translators: %s: the network, e.g. Facebook */
			__( 'Share on %s', 'islands' ),
			'Compartir en %s',
		),
		'podcastDownload'          => array( __( 'Download', 'islands' ), 'Descargar' ),
		'podcastEpisodes'          => array( __( 'Episodes', 'islands' ), 'Episodios' ),
		'podcastLoadingMore'       => array( __( 'Loading more episodes…', 'islands' ), 'Cargando más episodios…' ),
		'podcastMoreFailed'        => array(
			/* translators: %s: why, one of the network messages (e.g. "You are probably offline.") */
			__( 'More episodes could not be loaded. %s', 'islands' ),
			'No se han podido cargar más episodios. %s',
		),
		'podcastNonceExpired'      => array( __( 'This page’s security key has expired, which is normal when the page came from a cache. Reload the page to see the other episodes.', 'islands' ), 'La clave de seguridad de esta página ha caducado, algo normal si la página venía de una caché. Recarga la página para ver el resto de episodios.' ),
	);
}
