// The checkout's messages (docs/errors.md#messages-by-screen): an order whose answer never came is not
// sent again by itself.
// A part of the one catalogue: only the checkout island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  orderAnswerLost:
    'No ha llegado la respuesta de la tienda. %s No sabemos si tu pedido se ha realizado, así que no lo hemos vuelto a enviar.',
  orderCheckFirst:
    'Antes de volver a realizar el pedido, comprueba si has recibido el correo de confirmación o si se ha hecho algún cargo.',
  orderPlacedAfterAll: 'Tu carrito ya está vacío: el pedido sí se ha realizado. Busca la confirmación en tu correo.',
  orderNotPlaced:
    'Tu carrito sigue como estaba: el pedido no se ha realizado. Todo lo que has escrito sigue en el formulario; puedes volver a intentarlo.',
  orderNotSent: 'Tu pedido no se ha enviado. %s Todo lo que has escrito sigue en el formulario.',
  orderRedirectRefused:
    'La tienda ha respondido con una dirección no válida para continuar, así que no la hemos abierto. Busca la confirmación del pedido en tu correo.',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
