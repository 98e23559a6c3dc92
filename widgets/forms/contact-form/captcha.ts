// The captcha hook, called before each submit and on the refresh timer (form.ts).
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
const hook = () => pageGlobal<CaptchaProvider>('islandsCaptcha');
/** How often a missing hook is looked for while the captcha service's script may still be loading. */
const HOOK_POLL_MS = 100;

/**
 * The hook, once it is there. A form that carries a captcha field but whose hook is not set yet
 * (the captcha service's script still loading) waits for it `timings.captchaAnchor` (SPEC §9: 20 s)
 * at most, then fails; a form without a captcha field and without a hook needs no token.
 */
async function captchaHook(form: HTMLFormElement, signal: AbortSignal): Promise<CaptchaProvider | null> {
  const ready = hook();
  if (typeof ready === 'function') return ready;
  if (!form.querySelector(CAPTCHA_FIELD)) return null;
  const limit = siteConfig().timings.captchaAnchor;
  for (let waited = 0; waited < limit; waited += HOOK_POLL_MS) {
    await new Promise<void>((done) => later(signal, done, HOOK_POLL_MS));
    if (typeof hook() === 'function') return hook()!;
  }
  throw new Error(`the captcha hook was not there within ${limit} ms`);
}

/** Asks the hook for a token and puts it into the form; rejects when the hook fails or is too slow (the limit ends with `signal`). */
export async function putCaptchaToken(form: HTMLFormElement, signal: AbortSignal): Promise<void> {
  const provider = await captchaHook(form, signal);
  if (!provider) return;
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
