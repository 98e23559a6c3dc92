// The contact-form island (docs/contact-form.md): a plain-TypeScript enhancer on Contact Form 7's
// unmodified markup, `div.wpcf7 > form.wpcf7-form` (or the same div with data-widget="contact-form").
// With JavaScript off the form posts to its page and the server renders the result.
//
// At mount it does what the page shows: the spinners, the acceptance gate, the counters, `form.wpcf7`.
// The rest (sending, answers, validation, the captcha) is form.ts, fetched with its rule schema
// once the visitor turns to the form (docs/contact-form.md#on-first-use).
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/contact-form.ts';
import { holdDuringPress } from '../../../runtime/ui/press-hold.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { IslandError, describe } from '../../../runtime/core/errors.ts';
import type { MountContext } from '../../../runtime/core/types.ts';
import { fixUrl, keepExclusive, updateAcceptance, updateCounters, updateFreeText } from './controls.ts';
import type { ContactForm, SubmitOptions } from './form.ts';
import { readInfo } from './status.ts';
import type { Schema } from '../../../rules/contact-form/checks.ts';

/**
 * `window.wpcf7` as the plugin's script completes it. Integrations wrap `submit` (CF7's reCAPTCHA
 * gets a token first), so the submit listener always calls whatever `wpcf7.submit` is now. The
 * entry (islands.ts) defines `submit` before DOMContentLoaded, when such a wrapper looks for it, as
 * a call of `islandsSubmit`, which the island sets here. Other properties the page set before us win.
 */
export interface Wpcf7Global {
  api?: { root: string; namespace: string };
  cached?: number | boolean;
  /** May be an integration's wrapper, which returns nothing (CF7's reCAPTCHA's). */
  submit(form: HTMLFormElement, options?: SubmitOptions): Promise<void> | void;
  islandsSubmit(form: HTMLFormElement, options?: SubmitOptions): Promise<void>;
  reset(form: HTMLFormElement): Promise<void>;
  validate(form: HTMLFormElement, options?: { target?: Element }): void;
  schemas: Map<string, Schema>;
}

/** Each mounted form's ContactForm, fetched on first use; and, once its schema is in, the form itself. */
const forms = new WeakMap<HTMLFormElement, () => Promise<ContactForm>>();
const settled = new WeakMap<HTMLFormElement, ContactForm>();

const noForm = (form: HTMLFormElement) => new IslandError('contact-form', `${describe(form)} is not a mounted contact form`);

async function contactForm(form: HTMLFormElement): Promise<ContactForm> {
  const cf = forms.get(form);
  if (!cf) throw noForm(form);
  return cf();
}

function wpcf7(): Wpcf7Global {
  // The plugin's own object, completed in place; else ours, written to the window itself (shadowing
  // an element content named wpcf7, which is no object of the plugin's).
  let g = pageGlobal<Partial<Wpcf7Global>>('wpcf7');
  if (!g) Object.assign(window, { wpcf7: (g = {}) });
  g.islandsSubmit = async (form, options) => (await contactForm(form)).submit(options);
  g.submit ??= g.islandsSubmit;
  g.reset ??= async (form) => (await contactForm(form)).reset();
  g.validate ??= (form, options = {}) => {
    const { target } = options;
    if (!target || !forms.has(form)) return;
    // At once, as the plugin's script does, unless the schema is still on its way.
    const cf = settled.get(form);
    if (cf) return cf.validateField(target);
    // Then once it has, unless the form was reset meanwhile: the send's reset would leave
    // 'Por favor, rellena este campo.' under the emptied fields.
    void contactForm(form).then(async (f) => {
      const resets = f.resets;
      await f.schemaLoaded;
      if (f.resets === resets) f.validateField(target);
    }, ignore);
  };
  g.schemas ??= new Map();
  return g as Wpcf7Global;
}

const ignore = () => {};

/**
 * The form's ContactForm (form.ts), fetched and set up the first time it is asked for: its rule
 * schema loads and its captcha refresh starts then. If it cannot come, the island fails (`fail`:
 * logged, its additions undone) and the form is the server's again, posting to its page.
 */
function firstUse(form: HTMLFormElement, global: Wpcf7Global, { signal, fail }: MountContext): () => Promise<ContactForm> {
  const info = readInfo(form);
  Object.assign(form, { wpcf7: info });
  let made: Promise<ContactForm> | null = null;
  const make = async () => {
    const { ContactForm } = await import('./form.ts');
    const cf = new ContactForm(form, signal, info);
    void cf.schemaLoaded.then(() => {
      if (cf.schema) global.schemas.set(info.id, cf.schema);
      if (!signal.aborted) settled.set(form, cf);
    });
    cf.startCaptchaRefresh();
    return cf;
  };
  return () =>
    (made ??= make().catch((error: unknown) => {
      if (!signal.aborted) fail(error);
      throw error;
    }));
}

/** A contact form inside another form cannot work (its fields would post with the outer one). */
function misplaced(container: HTMLElement): () => void {
  const original = Array.from(container.childNodes);
  const p = document.createElement('p');
  p.className = 'wpcf7-form-in-wrong-place';
  p.textContent = t('contactFormMisplaced');
  container.replaceChildren(p);
  return () => container.replaceChildren(...original);
}

export default defineEnhancer((container, _props, ctx) => {
  const { signal } = ctx;
  // An HTML parser drops a <form> nested in another, so the inner form may not even exist.
  if (container.parentElement?.closest('form')) return misplaced(container);
  const form = Array.from(container.children).find((c): c is HTMLFormElement => c.matches('form.wpcf7-form'));
  if (!form) throw new IslandError('contact-form', 'no form.wpcf7-form inside the contact form container');

  const global = wpcf7();
  const cf = firstUse(form, global, ctx);
  forms.set(form, cf);
  container.classList.replace('no-js', 'js');
  const spinners = addSpinners(form);
  updateAcceptance(form);
  updateCounters(form);
  updateFreeText(form);
  const edited = bindForm(form, cf, global, signal);
  // A cached page (the plugin's inline `wpcf7.cached`) carries an old quiz question and captcha:
  // once the page has loaded, a reset fetches fresh ones through the refill. A visitor may have
  // typed by then (a slow page): only the quiz and the captcha are asked for again.
  const refresh = () => void cf().then((f) => void (edited() ? f.refill() : f.reset()), ignore);
  if (global.cached) {
    if (document.readyState === 'complete') refresh();
    else window.addEventListener('load', refresh, { once: true, signal });
  }

  return () => {
    spinners.forEach((s) => s.remove());
    container.classList.replace('js', 'no-js');
    forms.delete(form);
    settled.delete(form);
  };
});

/** The plugin's spinner after every `.has-spinner` control that has none yet; returns the ones added. */
function addSpinners(form: HTMLFormElement): HTMLElement[] {
  const spinners: HTMLElement[] = [];
  for (const el of form.querySelectorAll('.has-spinner')) {
    if (el.nextElementSibling?.classList.contains('wpcf7-spinner')) continue;
    const spinner = document.createElement('span');
    spinner.className = 'wpcf7-spinner';
    el.after(spinner);
    spinners.push(spinner);
  }
  return spinners;
}

/**
 * Submit through whatever `wpcf7.submit` is now; a change or an input updates the controls and
 * validates the field. The visitor turning to the form (a focus, a press, a touch) fetches the
 * rest of the island. Returns whether the visitor has edited the form yet.
 */
function bindForm(form: HTMLFormElement, firstUse: () => Promise<ContactForm>, global: Wpcf7Global, signal: AbortSignal): () => boolean {
  const press = holdDuringPress(signal);
  let touched = false;
  const intents = ['focusin', 'pointerdown', 'touchstart'] as const;
  const ready = () => {
    for (const type of intents) form.removeEventListener(type, ready);
    void firstUse().catch(ignore);
  };
  for (const type of intents) form.addEventListener(type, ready, { passive: true, signal });
  const edited = () => {
    touched = true;
    void firstUse().then((cf) => cf.edited(), ignore);
  };
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      const { submitter } = event;
      const pressed = performance.now();
      void firstUse().then((cf) => cf.awaitSubmit(pressed), ignore);
      // A wrapper may return nothing, or throw: either way one promise.
      void Promise.resolve()
        .then(() => global.submit(form, { submitter }))
        .catch((error: unknown) => {
          // The rest of the island could not come: the form is the server's again, and this send posts.
          if (signal.aborted) return form.requestSubmit(submitter);
          console.error('[islands:contact-form] wpcf7.submit failed', error);
        });
    },
    { signal },
  );
  form.addEventListener(
    'change',
    (event) => {
      const target = event.target as HTMLInputElement;
      edited();
      if (target.matches('.wpcf7-validates-as-url')) fixUrl(target);
      if (target.type === 'checkbox') keepExclusive(target);
      updateFreeText(form, target);
      updateAcceptance(form);
      // Its error lines appear or go only after the press that left the field (on 'Enviar') has landed.
      if (target.matches('.wpcf7-form-control, .wpcf7-form-control *')) press.run(() => global.validate(form, { target }));
    },
    { signal },
  );
  form.addEventListener(
    'input',
    (event) => {
      edited();
      const name = (event.target as HTMLInputElement).name;
      if (name) updateCounters(form, name);
    },
    { passive: true, signal },
  );
  form.addEventListener('reset', () => void firstUse().then((cf) => cf.onReset(), ignore), { signal });
  return () => touched;
}
