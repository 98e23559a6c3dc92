// The loop filter's messages (docs/loop-filter.md): what the live region says of a new listing.
// A part of the one catalogue: only the loop-filter island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  loopFilterResults: 'Listado actualizado: %s resultados.',
  loopFilterOneResult: 'Listado actualizado: 1 resultado.',
  loopFilterNoResults: 'Listado actualizado: no hay resultados.',
  loopFilterFailed: 'No se ha podido actualizar el listado. %s',
  loopFilterTryAgain: 'Vuelve a intentarlo dentro de un momento.',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
