// The captcha token of each submit (docs/contact-form.md#captcha): the theme's `islandsCaptcha` hook,
// else the token Contact Form 7's own reCAPTCHA script put in the form. Used by form.ts.
import { siteConfig } from '../../../runtime/page/config.ts';
import { later } from '../../../runtime/core/lifetime.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

/**
 * The captcha hook: a site's captcha integration sets `window.islandsCaptcha` to a function that
 * returns a fresh token for the form. It runs before each submit and every `timings.captchaRefresh`
 * (docs/contact-form.md#captcha: 60 s) while the form is on the page, because tokens expire; a hook that has not answered
 * after `timings.captchaExecute` (15 s) has failed. The token goes into the
 * form's `input[data-islands-captcha]`, else `_wpcf7_recaptcha_response` (created when missing).
 */
export type CaptchaProvider = (form: HTMLFormElement) => Promise<string | null | undefined> | string | null | undefined;

/** The captcha field a captcha integration printed: the form expects a token. */
const CAPTCHA_FIELD = 'input[data-islands-captcha], input[name="_wpcf7_recaptcha_response"]';
/** The field CF7 prints when its reCAPTCHA is on; CF7's script writes each new token into it. */
const RECAPTCHA_FIELD = 'input[name="_wpcf7_recaptcha_response"]';
const hook = () => pageGlobal<CaptchaProvider>('islandsCaptcha');
/** How often a missing hook or token is looked for while the captcha service's script may still be working. */
const POLL_MS = 100;
/** The token each form sent last: a reCAPTCHA token passes one check only, so it is never sent twice. */
const sentTokens = new WeakMap<HTMLFormElement, string>();

/** Whether the form carries a captcha field, so a submit needs a token. */
export const needsCaptcha = (form: HTMLFormElement): boolean => !!form.querySelector(CAPTCHA_FIELD);

/** A token CF7's reCAPTCHA script put in the form that this form has not sent yet; else null. */
function freshToken(form: HTMLFormElement): string | null {
  const token = form.querySelector<HTMLInputElement>(RECAPTCHA_FIELD)?.value ?? '';
  return token && token !== sentTokens.get(form) ? token : null;
}

/** Remembers the token the form is sending now (docs/contact-form.md#captcha: once). */
export function tokenSent(form: HTMLFormElement): void {
  const token = form.querySelector<HTMLInputElement>(RECAPTCHA_FIELD)?.value;
  if (token) sentTokens.set(form, token);
}

/**
 * Where the submit's token comes from: the hook once it is set; null when the form already holds a
 * fresh token of CF7's script, or needs none. A form that carries a captcha field with neither
 * (the captcha service's script still loading, or working on a token) waits for one of them
 * `timings.captchaAnchor` (SPEC §9: 20 s) at most, then fails.
 */
async function tokenSource(form: HTMLFormElement, signal: AbortSignal): Promise<CaptchaProvider | null> {
  const limit = siteConfig().timings.captchaAnchor;
  for (let waited = 0; ; waited += POLL_MS) {
    const ready = hook();
    if (typeof ready === 'function') return ready;
    if (!needsCaptcha(form) || freshToken(form)) return null;
    if (waited >= limit) throw new Error(`no captcha token and no captcha hook within ${limit} ms`);
    await new Promise<void>((done) => later(signal, done, POLL_MS));
  }
}

/** Asks the hook for a token and puts it into the form; rejects when the hook fails or is too slow (the limit ends with `signal`). */
async function askHook(provider: CaptchaProvider, form: HTMLFormElement, signal: AbortSignal): Promise<void> {
  // A hook that never answers would leave the form busy for good; past the limit it counts as failed.
  const limit = siteConfig().timings.captchaExecute;
  let cancel = () => {};
  const timeout = new Promise<never>((_, reject) => {
    cancel = later(signal, () => reject(new Error(`captcha hook gave no token within ${limit} ms`)), limit);
  });
  let token: string;
  try {
    token = (await Promise.race([Promise.resolve().then(() => provider(form)), timeout])) ?? '';
  } finally {
    cancel();
  }
  let input = form.querySelector<HTMLInputElement>(CAPTCHA_FIELD);
  if (!input) {
    input = Object.assign(document.createElement('input'), { type: 'hidden', name: '_wpcf7_recaptcha_response' });
    (form.querySelector('.hidden-fields-container') ?? form).append(input);
  }
  input.value = token;
}

/** Makes sure the form holds a token to send; rejects when none came in time (see tokenSource, askHook). */
export async function putCaptchaToken(form: HTMLFormElement, signal: AbortSignal): Promise<void> {
  const provider = await tokenSource(form, signal);
  if (provider) await askHook(provider, form, signal);
}

/** The refresh tick: asks the hook for a new token. Without one there is nothing to do: CF7's script renews its own. */
export async function refreshCaptchaToken(form: HTMLFormElement, signal: AbortSignal): Promise<void> {
  const provider = hook();
  if (typeof provider === 'function') await askHook(provider, form, signal);
}
