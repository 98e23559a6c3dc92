// The form's status (docs/contact-form.md#status): one class on the form and its data-status,
// the inert elements of that status, and the wpcf7statuschanged event.
import { WPCF7_EVENTS } from '../../runtime/events.ts';

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
  const slug = status.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-').toLowerCase();
  return `custom-${slug}`;
}

const ALL_SHOWN = new Set(SHOWN.values());

/** The status the server rendered into the form's class (a no-JS post-back keeps its result). */
export function readStatus(form: HTMLFormElement): Status {
  const shown = form.getAttribute('data-status') ?? 'init';
  const code = [...SHOWN].find(([, s]) => s === shown)?.[0];
  return code ?? (ALL_SHOWN.has(shown) ? shown : 'init');
}

/**
 * Moves the form to a status: swaps the class, sets data-status, makes `.inert-on-{shown}`
 * elements inert (and only those), and dispatches wpcf7statuschanged with status and prevStatus.
 */
export function applyStatus(form: HTMLFormElement, status: Status, prev: Status, detail: object): void {
  const next = shownStatus(status);
  const before = shownStatus(prev);
  if (before !== next) form.classList.remove(before);
  form.classList.add(next);
  form.setAttribute('data-status', next);
  for (const el of form.querySelectorAll<HTMLElement>('[class*="inert-on-"]')) {
    el.toggleAttribute('inert', el.classList.contains(`inert-on-${next}`));
  }
  form.setAttribute('aria-busy', String(status === 'submitting' || status === 'resetting'));
  form.dispatchEvent(
    new CustomEvent(WPCF7_EVENTS.statusChanged, { bubbles: true, detail: { ...detail, status: next, prevStatus: before } }),
  );
}
