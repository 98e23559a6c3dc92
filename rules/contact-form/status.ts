// The status names of a contact form (docs/contact-form.md#status): the server's answer codes and
// the form's own states, and the shown status each becomes (the form's class and data-status).
// Pure, so the browser island and the fixture backend's no-JS page print the same class.

/** Server codes plus the client-side states. */
export type Status = string;

/** Server codes and client states → shown status. A Map: a server's `constructor` is no entry of it. */
const SHOWN = new Map<Status, string>([
  ['init', 'init'],
  ['validation_failed', 'invalid'],
  ['acceptance_missing', 'unaccepted'],
  ['spam', 'spam'],
  ['aborted', 'aborted'],
  ['mail_sent', 'sent'],
  ['mail_failed', 'failed'],
  ['payment_required', 'payment-required'],
  ['submitting', 'submitting'],
  ['resetting', 'resetting'],
  ['validating', 'validating'],
]);

/** The form's own states: no outcome the plugin answers. */
const OWN_STATES = new Set<Status>(['init', 'submitting', 'resetting', 'validating']);

/**
 * The status a feedback answer puts the form in, and whether it is an outcome the form knows. An
 * unknown code (a plugin's own, or garbage such as `constructor`) keeps its custom-{slug}, unless
 * it names one of the form's own states ('submitting' would leave the form busy): then mail_failed.
 */
export function answerStatus(code: Status): { status: Status; known: boolean } {
  if (OWN_STATES.has(code)) return { status: 'mail_failed', known: false };
  return { status: code, known: SHOWN.has(code) };
}

/**
 * The class and data-status of a status. Any other code becomes `custom-{slug}`; every run of
 * characters outside [0-9a-z] is replaced (the plugin's PHP rule, so an AJAX answer and the
 * server-rendered page agree: `a_b_c` → `custom-a-b-c`).
 */
export function shownStatus(status: Status): string {
  const known = SHOWN.get(status);
  if (known) return known;
  const slug = status
    .replace(/[^0-9a-z]+/gi, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `custom-${slug}`;
}

const ALL_SHOWN = new Set(SHOWN.values());

/** The status a shown status stands for; one the form does not know reads as 'init'. */
export function statusOfShown(shown: string): Status {
  const code = [...SHOWN].find(([, s]) => s === shown)?.[0];
  return code ?? (ALL_SHOWN.has(shown) ? shown : 'init');
}
