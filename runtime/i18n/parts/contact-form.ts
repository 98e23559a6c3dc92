// The contact form's messages (docs/contact-form.md#showing-an-answer): the per-field and overall
// messages come from the server.
// A part of the one catalogue: only the contact-form island's chunk carries it (see ../part.ts).
import { messagePart } from '../part.ts';

export const messages = {
  contactFormMisplaced: 'Error: Este formulario de contacto está situado en el lugar incorrecto.',
  contactFormNotSent: 'Tu mensaje no se ha enviado. %s Lo que has escrito sigue en el formulario: puedes volver a enviarlo.',
  contactFormCaptchaFailed: 'No se ha podido completar la verificación anti-spam.',
} as const;

/** t() for this island: its own messages and the shared ones. */
export const t = messagePart(messages);
