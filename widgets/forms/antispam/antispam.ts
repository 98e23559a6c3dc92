// Anti-spam behaviour fields on every same-host POST form (docs/site.md#anti-spam-behaviour-fields).
// Mounted once per page on <html>: listeners on document are passive and delegated, so forms
// added later are covered and a keystroke costs a closest() and a few assignments. The fields are
// added in the capture phase of submit, before any form's own submit handler builds its FormData.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { Collector } from './collector.ts';

const KEYS = ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm'] as const;

/** POST forms whose action stays on this host (any scheme or port, as the anti-spam service checks). */
export function isTracked(form: HTMLFormElement): boolean {
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'post') return false;
  const action = form.getAttribute('action');
  if (!action) return true;
  try {
    const url = new URL(action, document.baseURI);
    return !/^https?:$/.test(url.protocol) || url.hostname === location.hostname;
  } catch {
    return false;
  }
}

/** The fields' prefix: `ak_`, or the data-prefix of the form's anti-spam container. */
const prefixOf = (form: HTMLFormElement) =>
  form.querySelector('.akismet-fields-container[data-prefix]')?.getAttribute('data-prefix') || 'ak_';

const formOf = (target: EventTarget | null): HTMLFormElement | null => {
  if (!(target instanceof Element)) return null;
  const form = target.closest('form');
  return form && isTracked(form) ? form : null;
};

/**
 * Writes the 14 fields into the form, reusing ours from an earlier submit (AJAX forms send many
 * times). One query and one insertion: this runs in the submit's own frame.
 */
export function writeFields(form: HTMLFormElement, values: Record<string, string>): void {
  const prefix = prefixOf(form);
  const ours = new Map(Array.from(form.querySelectorAll<HTMLInputElement>('input[data-islands-antispam]'), (input) => [input.name, input]));
  const added: HTMLInputElement[] = [];
  for (const key of KEYS) {
    const name = prefix + key;
    let input = ours.get(name);
    if (!input) {
      input = Object.assign(document.createElement('input'), { type: 'hidden', name });
      input.setAttribute('data-islands-antispam', '');
      added.push(input);
    }
    input.value = values[key] ?? '';
  }
  form.append(...added);
}

export default defineEnhancer((root, _props, { signal }) => {
  const doc = root.ownerDocument;
  const c = new Collector(signal);
  const text = (t: EventTarget | null) => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement;

  const listeners: [string, (e: Event) => void][] = [
    [
      'keydown',
      (e) => {
        const form = formOf(e.target);
        if (form) c.keydown(form, (e as KeyboardEvent).key, Date.now());
      },
    ],
    [
      'keyup',
      (e) => {
        const form = text(e.target) ? formOf(e.target) : null;
        if (form) c.keyup(form, (e as KeyboardEvent).key, Date.now());
      },
    ],
    ['focusin', (e) => formOf(e.target) && c.resetKeys()],
    ['focusout', (e) => formOf(e.target) && c.resetKeys()],
    ['mousedown', () => c.mousedown(Date.now())],
    ['mouseup', () => c.mouseup(Date.now())],
    ['mousemove', (e) => c.mousemove((e as MouseEvent).clientX, (e as MouseEvent).clientY, Date.now())],
    ['touchstart', () => c.touchstart(Date.now())],
    ['touchend', () => c.touchend(Date.now())],
    ['touchmove', () => c.touchmoves.hit(Date.now())],
    ['scroll', () => c.scrolls.hit(Date.now())],
    [
      'submit',
      (e) => {
        const form = e.target instanceof HTMLFormElement && isTracked(e.target) ? e.target : null;
        if (form) writeFields(form, c.fields(form, Date.now()));
      },
    ],
  ];
  for (const [type, fn] of listeners) doc.addEventListener(type, fn, { passive: true, capture: true, signal });
});
