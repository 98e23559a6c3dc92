// WooCommerce's es_ES notices, as the recorded site prints them (recorded/endpoints 08, 24, 25, 27
// and pages/cart-with-items). Names are catalogue strings; arguments are already-escaped HTML.
import { esc } from './html.ts';

const viewCartButton = (cartUrl: string): string => `<a href="${esc(cartUrl)}" class="button wc-forward">Ver carrito</a>`;

/** «Camiseta básica», the quotes the es_ES translation uses around product names. */
export const quoted = (name: string): string => `«${esc(name)}»`;

export const messages = {
  chooseOptions: (url: string, name: string): string =>
    `Por favor, elige las opciones del producto visitando <a href="${esc(url)}" title="${esc(name)}">${esc(name)}</a>.`,
  notPurchasable: (): string => 'Lo siento, este producto no se puede comprar.',
  outOfStock: (name: string): string => `No puedes añadir ${quoted(name)} al carrito porque el producto está agotado.`,
  // The trailing space is in WooCommerce's string too.
  notEnoughStock: (name: string, stock: number): string =>
    `No puedes añadir esa cantidad de &quot;${esc(name)}&quot; al carrito porque no hay suficientes existencias (quedan ${stock}). `,
  stockInCart: (stock: number, inCart: number, cartUrl: string): string =>
    `No puedes añadir esa cantidad al carrito &mdash; tenemos ${stock} en existencias y ya tienes ${inCart} en tu carrito. ${viewCartButton(cartUrl)}`,
  soldIndividuallyAgain: (name: string, cartUrl: string): string =>
    `No puedes añadir otro ${quoted(name)} a tu carrito. ${viewCartButton(cartUrl)}`,
  onlyOneAllowed: (name: string): string => `Solo puedes tener 1 ${esc(name)} en tu carrito.`,
  requiredField: (label: string): string => `${esc(label)} es un campo obligatorio`,
  invalidValue: (label: string): string => `Valor no válido enviado para ${esc(label)}`,
  notEnoughStockForOrder: (name: string, stock: number): string =>
    `Lo siento, no tenemos suficientes existencias de ${quoted(name)} para completar tu pedido (hay disponibilidad de ${stock}). Sentimos cualquier inconveniente causado.`,
  added: (name: string, quantity: number, cartUrl: string): string =>
    `${
      quantity > 1 ? `${quantity} &times; ${quoted(name)} se han añadido a tu carrito.` : `${quoted(name)} se ha añadido a tu carrito.`
    } ${viewCartButton(cartUrl)}`,
  removed: (name: string, undoUrl: string): string =>
    `${quoted(name)} eliminado. <a href="${esc(undoUrl)}" class="restore-item">¿Deshacer?</a>`,
  cartUpdated: (): string => 'Carrito actualizado.',
  cartEmpty: (): string => 'Tu carrito está vacío.',
  // recorded/endpoints 13-16; the expired and removed wordings are WooCommerce's es_ES strings.
  couponApplied: (): string => 'El código de cupón se ha aplicado correctamente.',
  couponAlready: (code: string): string => `¡El código del cupón ${quoted(code)} ya se ha aplicado!`,
  couponUnknown: (code: string): string => `El cupón ${quoted(code)} no se puede aplicar porque no existe.`,
  couponEmpty: (): string => 'Por favor, introduce un código de cupón.',
  couponExpired: (): string => 'Este cupón ha caducado.',
  couponRemoved: (): string => 'Se ha eliminado el cupón.',
  // wc-ajax remove_coupon's own wording on the real site.
  couponRemovedAjax: (): string => 'El cupón ha sido eliminado.',
  couponRemoveFailed: (): string => 'Lo siento, ha habido un problema al borrar este cupón.',
  shippingUpdated: (): string => 'Costes de envío actualizados.',
  invalidPostcode: (): string => 'Por favor, introduce un código postal válido.',
  // Min/Max Quantities' es_ES notices.
  belowMinimum: (name: string, min: number): string => `La cantidad mínima permitida para ${quoted(name)} es ${min}.`,
  aboveMaximum: (name: string, max: number): string => `La cantidad máxima permitida para ${quoted(name)} es ${max}.`,
  notMultiple: (name: string, step: number): string => `${quoted(name)} solo se puede comprar en múltiplos de ${step}.`,
  requiredCheckoutField: (label: string): string => `<strong>${esc(label)}</strong> es un campo obligatorio.`,
  invalidBillingEmail: (): string =>
    '<strong>Dirección de correo electrónico de facturación</strong> no es una dirección de correo electrónico válida.',
  noShipping: (): string =>
    'No hay métodos de envío disponibles. Por favor, comprueba tu dirección o ponte en contacto con nosotros si necesitas ayuda.',
  sessionExpired: (): string => 'Lo siento, tu sesión ha caducado. <a href="/tienda/" class="wc-backward">Volver a la tienda</a>',
  /** data-success_message of the listing buttons and of the mini cart's remove links. */
  addedShort: (name: string): string => `«${name}» se ha añadido a tu carrito`,
  removedShort: (name: string): string => `«${name}» se ha quitado de tu carrito`,
};
