// The side cart's line edits (docs/shop.md#side-cart): the quantity rules, the coupon and shipping
// notes, the question before a line is removed, the cart page left stale.
// A part of the one catalogue: only the side cart's line edits carry it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  onlyInStock: 'Solo %s% en existencias',
  multiplesOf: 'Solo se pueden comprar cantidades en múltiplos de %s%',
  emptyCoupon: 'Por favor, introduce el código de promoción',
  shippingUseCheckout: 'Por favor, usa el formulario de pago para calcular el envío',
  cartPageNotUpdated: 'No se ha podido actualizar el carrito de esta página. %s Lo que has escrito sigue en la página.',
  belowMinimum: 'La cantidad mínima es %s%',
  belowMinimumStep: 'La cantidad mínima es %1$s%, en múltiplos de %2$s%',
  removeLineQuestion: '¿Eliminar «%s» del carrito?',
  removeLineYes: 'Eliminar',
  removeLineNo: 'Mantener',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
