// The contact-form island (docs/contact-form.md): a plain-TypeScript enhancer on Contact Form 7's
// unmodified markup, `div.wpcf7 > form.wpcf7-form` (or the same div with data-widget="contact-form").
// With JavaScript off the form posts to its page and the server renders the result.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/contact-form.ts';
import { holdDuringPress } from '../../../runtime/ui/press-hold.ts';
import { IslandError, describe } from '../../../runtime/core/errors.ts';
import { fixUrl, keepExclusive, updateAcceptance, updateCounters, updateFreeText } from './controls.ts';
import { ContactForm, type SubmitOptions } from './form.ts';
import type { Schema } from '../../../rules/contact-form/checks.ts';

/**
 * `window.wpcf7` as the plugin's script completes it. Integrations wrap `submit` (a captcha
 * refreshes its token first), so the submit listener always calls whatever `wpcf7.submit` is now.
 * Properties the page set before us win.
 */
export interface Wpcf7Global {
  api?: { root: string; namespace: string };
  cached?: number | boolean;
  submit(form: HTMLFormElement, options?: SubmitOptions): Promise<void>;
  reset(form: HTMLFormElement): Promise<void>;
  validate(form: HTMLFormElement, options?: { target?: Element }): void;
  schemas: Map<string, Schema>;
}

const forms = new WeakMap<HTMLFormElement, ContactForm>();

const noForm = (form: HTMLFormElement) => new IslandError('contact-form', `${describe(form)} is not a mounted contact form`);

function wpcf7(): Wpcf7Global {
  const win = window as unknown as { wpcf7?: Partial<Wpcf7Global> };
  const g = (win.wpcf7 ??= {});
  g.submit ??= async (form, options) => {
    const cf = forms.get(form);
    if (!cf) throw noForm(form);
    await cf.submit(options);
  };
  g.reset ??= async (form) => {
    const cf = forms.get(form);
    if (!cf) throw noForm(form);
    await cf.reset();
  };
  g.validate ??= (form, options = {}) => {
    const cf = forms.get(form);
    if (cf && options.target) cf.validateField(options.target);
  };
  g.schemas ??= new Map();
  return g as Wpcf7Global;
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

export default defineEnhancer((container, _props, { signal }) => {
  // An HTML parser drops a <form> nested in another, so the inner form may not even exist.
  if (container.parentElement?.closest('form')) return misplaced(container);
  const form = Array.from(container.children).find((c): c is HTMLFormElement => c.matches('form.wpcf7-form'));
  if (!form) throw new IslandError('contact-form', 'no form.wpcf7-form inside the contact form container');

  const cf = new ContactForm(form, signal);
  forms.set(form, cf);
  Object.assign(form, { wpcf7: cf.info });
  const global = wpcf7();
  container.classList.replace('no-js', 'js');
  const spinners = addSpinners(form);
  updateAcceptance(form);
  updateCounters(form);
  updateFreeText(form);
  bindForm(form, cf, global, signal);
  void cf.loadSchema().then(() => {
    if (cf.schema) global.schemas.set(cf.info.id, cf.schema);
  });
  cf.startCaptchaRefresh();
  // A cached page (the plugin's inline `wpcf7.cached`) carries an old quiz question and captcha:
  // once the page has loaded, a reset fetches fresh ones through the refill.
  if (global.cached) {
    if (document.readyState === 'complete') void cf.reset();
    else window.addEventListener('load', () => void cf.reset(), { once: true, signal });
  }

  return () => {
    spinners.forEach((s) => s.remove());
    container.classList.replace('js', 'no-js');
    forms.delete(form);
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

/** Submit through whatever `wpcf7.submit` is now; a change or an input updates the controls and validates the field. */
function bindForm(form: HTMLFormElement, cf: ContactForm, global: Wpcf7Global, signal: AbortSignal): void {
  const press = holdDuringPress(signal);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void global.submit(form, { submitter: event.submitter }).catch((error: unknown) =>
      console.error('[islands:contact-form] wpcf7.submit failed', error),
    );
  }, { signal });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    cf.edited();
    if (target.matches('.wpcf7-validates-as-url')) fixUrl(target);
    if (target.type === 'checkbox') keepExclusive(target);
    updateFreeText(form, target);
    updateAcceptance(form);
    // Its error lines appear or go only after the press that left the field (on 'Enviar') has landed.
    if (target.matches('.wpcf7-form-control, .wpcf7-form-control *')) press.run(() => global.validate(form, { target }));
  }, { signal });
  form.addEventListener('input', (event) => {
    cf.edited();
    const name = (event.target as HTMLInputElement).name;
    if (name) updateCounters(form, name);
  }, { passive: true, signal });
  form.addEventListener('reset', () => cf.onReset(), { signal });
}
