// The checkout's, the cart page's and the checkout fields' messages (docs/errors.md#messages-by-screen): an order
// whose answer never came is not sent again by itself; a cart page call that failed (the server's own
// notices say the rest).
// A part of the one catalogue (es.ts): only the chunks of the islands that show them carry them.
import type { MessageKey } from './index.ts';
import { messagePart } from './part.ts';

export const esCheckout = {
  requiredField: 'es un campo obligatorio',
  orderAnswerLost: 'No ha llegado la respuesta de la tienda. %s No sabemos si tu pedido se ha realizado, así que no lo hemos vuelto a enviar.',
  orderCheckFirst: 'Antes de volver a realizar el pedido, comprueba si has recibido el correo de confirmación o si se ha hecho algún cargo.',
  orderPlacedAfterAll: 'Tu carrito ya está vacío: el pedido sí se ha realizado. Busca la confirmación en tu correo.',
  orderNotPlaced: 'Tu carrito sigue como estaba: el pedido no se ha realizado. Todo lo que has escrito sigue en el formulario; puedes volver a intentarlo.',
  orderNotSent: 'Tu pedido no se ha enviado. %s Todo lo que has escrito sigue en el formulario.',
  orderRedirectRefused: 'La tienda ha respondido con una dirección no válida para continuar, así que no la hemos abierto. Busca la confirmación del pedido en tu correo.',
  cartUpdateFailed: 'No se ha podido actualizar el carrito. %s Las cantidades que has escrito siguen en el formulario.',
  cartRemoveFailed: 'No se ha podido eliminar el producto del carrito. %s',
  cartRestoreFailed: 'No se ha podido recuperar el producto eliminado. %s',
  couponApplyFailed: 'No se ha podido aplicar el cupón. %s El código sigue escrito en su campo.',
  couponRemoveFailed: 'No se ha podido quitar el cupón. %s',
  shippingMethodFailed: 'No se ha podido cambiar el método de envío. %s',
  stateCounty: 'Región / Provincia',
  selectOption: 'Elige una opción…',
  shippingCalculatorFailed: 'No se han podido calcular los gastos de envío. %s La dirección que has escrito sigue en el formulario.',
} as const;

/** A message these islands show: one of this part's, or a shared one. */
export type CheckoutMessageKey = keyof typeof esCheckout | MessageKey;

/** t() for these islands: their own messages and the shared ones. */
export const t = messagePart(esCheckout);
