// The cart page's messages (docs/errors.md#messages-by-screen): a call that failed, the shipping
// calculator's state field. The server's own notices say the rest.
// A part of the one catalogue: only the cart-page island's chunk carries it (see ../part.ts).
import type { MessageKey } from '../index.ts';
import { messagePart } from '../part.ts';

export const messages = {
  cartUpdateFailed: 'No se ha podido actualizar el carrito. %s Las cantidades que has escrito siguen en el formulario.',
  cartRemoveFailed: 'No se ha podido eliminar el producto del carrito. %s',
  cartRestoreFailed: 'No se ha podido recuperar el producto eliminado. %s',
  shippingMethodFailed: 'No se ha podido cambiar el método de envío. %s',
  shippingCalculatorFailed: 'No se han podido calcular los gastos de envío. %s La dirección que has escrito sigue en el formulario.',
  stateCounty: 'Región / Provincia',
} as const;

/** A message the cart page shows: one of this part's, or a shared one. */
export type CartPageMessageKey = keyof typeof messages | MessageKey;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
