// The form's status on the page (docs/contact-form.md#status): one class on the form and its
// data-status, the inert elements of that status, and the wpcf7statuschanged event. The status
// names themselves are rules/contact-form/status.ts, shared with the fixture backend.
import { WPCF7_EVENTS } from '../../../runtime/page/events.ts';
import { shownStatus, statusOfShown, type Status } from '../../../rules/contact-form/status.ts';

/** What `form.wpcf7` holds, as the plugin's script sets it (Stripe sets `blocked`). */
export interface FormInfo {
  id: string;
  pluginVersion: string;
  locale: string;
  unitTag: string;
  containerPost: number;
  status: string;
  blocked?: boolean;
}

/** The form's `form.wpcf7`, from its hidden fields and the status the server rendered. */
export function readInfo(form: HTMLFormElement): FormInfo {
  const data = new FormData(form);
  const get = (name: string) => String(data.get(name) ?? '');
  return {
    id: get('_wpcf7'),
    pluginVersion: get('_wpcf7_version'),
    locale: get('_wpcf7_locale'),
    unitTag: get('_wpcf7_unit_tag'),
    containerPost: Number(get('_wpcf7_container_post')) || 0,
    status: shownStatus(readStatus(form)),
  };
}

/** The status the server rendered into the form's class (a no-JS post-back keeps its result). */
export function readStatus(form: HTMLFormElement): Status {
  return statusOfShown(form.getAttribute('data-status') ?? 'init');
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
