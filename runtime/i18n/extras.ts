// The messages of the islands a few pages have: contact forms (docs/contact-form.md#showing-an-answer;
// the per-field and overall messages come from the server), loop filters (docs/loop-filter.md), popups
// (docs/popups.md#the-dialog), the image lightbox (docs/site-nav.md) and the site-wide widgets
// (docs/site-extras.md), Elementor Pro's nav menu (docs/site-nav.md).
// A part of the one catalogue (es.ts): only the chunks of the islands that show them carry them.
import { messagePart } from './part.ts';

export const esExtras = {
  contactFormMisplaced: 'Error: Este formulario de contacto está situado en el lugar incorrecto.',
  contactFormNotSent: 'Tu mensaje no se ha enviado. %s Lo que has escrito sigue en el formulario: puedes volver a enviarlo.',
  contactFormCaptchaFailed: 'No se ha podido completar la verificación anti-spam.',
  loopFilterResults: 'Listado actualizado: %s resultados.',
  loopFilterOneResult: 'Listado actualizado: 1 resultado.',
  loopFilterNoResults: 'Listado actualizado: no hay resultados.',
  loopFilterFailed: 'No se ha podido actualizar el listado. %s',
  loopFilterTryAgain: 'Vuelve a intentarlo dentro de un momento.',
  popupClose: 'Cerrar',
  popupLabel: 'Ventana emergente',
  lightboxFullscreen: 'Pantalla completa',
  lightboxExitFullscreen: 'Salir de pantalla completa',
  lightboxShare: 'Compartir',
  lightboxPinIt: 'Pinear',
  lightboxDownload: 'Descargar imagen',
  comingSoonDismiss: 'Descartar el aviso de «Próximamente»',
  comingSoonDismissFailed: 'No se ha podido descartar el aviso. %s',
  shareOn: 'Compartir en %s',
  shareCount: '%s veces compartido',
  readingProgress: 'Progreso de lectura',
  menuOptionsInvalid: 'Error en la configuración del menú: el atributo «data-sm-options» debe contener JSON válido.',
  carouselLabel: 'Carrusel',
  carouselSlide: '%1$s de %2$s',
  carouselPrevious: 'Diapositiva anterior',
  carouselNext: 'Diapositiva siguiente',
} as const;

/** t() for these islands: their own messages and the shared ones. */
export const t = messagePart(esExtras);
