// The form's status (SPEC §4 "Contact form status"): one class on the form and its data-status,
// the inert elements of that status, and the wpcf7statuschanged event.
import { WPCF7_EVENTS } from '../../runtime/events.ts';

/** Server codes plus the client-side states. */
export type Status = string;

const SHOWN: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  payment_required: 'payment-required',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
};

/**
 * The class and data-status of a status. Any other code becomes `custom-{slug}`; every run of
 * characters outside [0-9a-z] is replaced (the plugin's PHP rule, so an AJAX answer and the
 * server-rendered page agree: `a_b_c` → `custom-a-b-c`).
 */
export function shownStatus(status: Status): string {
  const known = SHOWN[status];
  if (known) return known;
  const slug = status.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/g, '-').toLowerCase();
  return `custom-${slug}`;
}

const ALL_SHOWN = new Set(Object.values(SHOWN));

/** The status the server rendered into the form's class (a no-JS post-back keeps its result). */
export function readStatus(form: HTMLFormElement): Status {
  const shown = form.getAttribute('data-status') ?? 'init';
  const code = Object.keys(SHOWN).find((k) => SHOWN[k] === shown);
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
