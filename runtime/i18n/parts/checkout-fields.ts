// The checkout fields' message (docs/shop.md): the inline error of a required field left empty.
// A part of the one catalogue: only the checkout-fields island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  requiredField: 'es un campo obligatorio',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
