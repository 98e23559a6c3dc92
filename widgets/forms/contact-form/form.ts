// One contact form's life: submit, answer, reset and refill, validation on change. The form
// node and its hidden inputs are the server's and stay in place: the anti-spam script and
// analytics hold references to them.
import { siteConfig } from '../../../runtime/page/config.ts';
import { WPCF7_EVENTS } from '../../../runtime/page/events.ts';
import { shorten } from '../../../runtime/core/excerpt.ts';
import { t } from '../../../runtime/i18n/parts/contact-form.ts';
import { every, later } from '../../../runtime/core/lifetime.ts';
import { NetError } from '../../../runtime/net/http.ts';
import { fetchRefill, fetchSchema, sendFeedback, type FeedbackResponse } from './api.ts';
import { needsCaptcha, putCaptchaToken, refreshCaptchaToken, tokenSent } from './captcha.ts';
import { applyRefill, updateAcceptance, updateCounters, updateFreeText } from './controls.ts';
import { clearFieldError, clearResponse, focusFirstInvalid, showFieldError, showMessage } from './feedback.ts';
import { collect, type Schema } from '../../../rules/contact-form/checks.ts';
import { answerStatus, shownStatus, type Status } from '../../../rules/contact-form/status.ts';
import { applyStatus, readStatus, type FormInfo } from './status.ts';
import { validate } from '../../../rules/contact-form/validate.ts';

export interface SubmitOptions {
  submitter?: HTMLElement | null;
}

/** The event of each outcome; a Map, so a server status such as `constructor` finds none. */
const EVENT_OF = new Map<Status, string>([
  ['validation_failed', WPCF7_EVENTS.invalid],
  ['acceptance_missing', WPCF7_EVENTS.unaccepted],
  ['spam', WPCF7_EVENTS.spam],
  ['aborted', WPCF7_EVENTS.aborted],
  ['mail_sent', WPCF7_EVENTS.mailSent],
  ['mail_failed', WPCF7_EVENTS.mailFailed],
]);

export class ContactForm {
  schema: Schema | null = null;
  private status: Status;
  private busy = false;
  private refreshing = false;
  private afterMail = false;
  /** Sent, and not touched since: the emptied form is not sent again (its thank-you message stays). */
  private sentUntouched = false;
  private resetDone: Promise<void> = Promise.resolve();
  /** Resets so far: a field check asked before one would judge values that are gone. */
  resets = 0;
  private entered = -Infinity; // performance.now() of the last submit() call (awaitSubmit)

  /**
   * `signal` is the island's: its requests and timers end with it, and what they left undone stays
   * undone, quietly. `info` is the form's `form.wpcf7`, set at mount (status.ts readInfo).
   */
  constructor(
    readonly form: HTMLFormElement,
    private readonly signal: AbortSignal,
    readonly info: FormInfo,
  ) {
    this.status = readStatus(form);
    this.schemaLoaded = this.loadSchema();
  }

  /** Settles once the rule schema has come, or could not: a field changed meanwhile is validated then. */
  readonly schemaLoaded: Promise<void>;

  /** Loads the rule schema; until it arrives (or if it fails) validation waits for the server. */
  private async loadSchema(): Promise<void> {
    try {
      this.schema = await fetchSchema(this.info.id, this.signal);
    } catch (error) {
      if (!this.signal.aborted)
        console.warn(`[islands:contact-form] schema of form ${shorten(this.info.id)} unavailable; the server still validates`, error);
    }
  }

  private detail(formData?: FormData): Record<string, unknown> {
    const inputs = formData ? [...formData].filter(([name]) => !name.startsWith('_')).map(([name, value]) => ({ name, value })) : [];
    const { id, pluginVersion, locale, unitTag, containerPost } = this.info;
    return {
      contactFormId: Number(id),
      pluginVersion,
      contactFormLocale: locale,
      unitTag,
      containerPostId: containerPost,
      status: shownStatus(this.status),
      inputs,
      formData,
    };
  }

  private fire(name: string, detail: Record<string, unknown>): void {
    this.form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
  }

  setStatus(status: Status): void {
    const prev = this.status;
    this.status = status;
    this.info.status = shownStatus(status);
    applyStatus(this.form, status, prev, this.detail());
  }

  /**
   * Asks the captcha hook for a new token every `timings.captchaRefresh` ms (a hook set after the form
   * mounted is used too) until the island's signal aborts. A tick is skipped while a submit, which
   * gets its own token, or the previous refresh is still running.
   */
  startCaptchaRefresh(): void {
    every(this.signal, () => void this.refreshCaptcha(), siteConfig().timings.captchaRefresh);
  }

  private async refreshCaptcha(): Promise<void> {
    if (this.busy || this.refreshing) return;
    this.refreshing = true;
    try {
      await refreshCaptchaToken(this.form, this.signal);
    } catch (error) {
      if (!this.signal.aborted) console.warn('[islands:contact-form] captcha refresh failed; the next submit asks again', error);
    } finally {
      this.refreshing = false;
    }
  }

  /**
   * The submit flow. A second call while one is running does nothing: the form shows it is busy. So
   * does a call after mail_sent before the visitor edits the form: an impatient second or third click
   * would send the emptied form and replace the thank-you message with 'please fill in' errors.
   */
  async submit({ submitter }: SubmitOptions = {}): Promise<void> {
    this.entered = performance.now();
    if (this.busy || this.sentUntouched) return;
    if (this.info.blocked) {
      clearResponse(this.form, this.info.unitTag);
      this.setStatus('submitting');
      return;
    }
    this.busy = true;
    try {
      try {
        await putCaptchaToken(this.form, this.signal);
      } catch (error) {
        if (this.signal.aborted) return;
        return this.failed(t('contactFormCaptchaFailed'), error);
      }
      const formData = new FormData(this.form);
      const name = submitter?.getAttribute('name');
      if (name) formData.append(name, (submitter as HTMLButtonElement).value ?? '');
      clearResponse(this.form, this.info.unitTag);
      tokenSent(this.form);
      this.fire(WPCF7_EVENTS.beforeSubmit, this.detail(formData));
      const before = this.status;
      this.setStatus('submitting');
      let res: FeedbackResponse;
      try {
        res = await sendFeedback(this.info.id, formData, this.signal);
      } catch (error) {
        // The form left the page: nobody waits for the answer, and put back it is not left busy.
        if (this.signal.aborted) return this.setStatus(before);
        return this.failed(error instanceof NetError ? error.message : t('unknownError'), error);
      }
      await this.answer(res, formData);
    } finally {
      this.busy = false;
    }
  }

  /**
   * A press of send at `pressed` went to `wpcf7.submit`, which CF7's reCAPTCHA holds until Google gives a
   * token: with a captcha field and no submit() `timings.captchaAnchor` (20 s) later, the captcha failed.
   */
  awaitSubmit(pressed: number): void {
    const limit = siteConfig().timings.captchaAnchor;
    if (needsCaptcha(this.form))
      later(
        this.signal,
        () => {
          if (this.entered < pressed && !this.busy)
            this.failed(t('contactFormCaptchaFailed'), new Error(`wpcf7.submit did not come within ${limit} ms`));
        },
        Math.max(0, limit - (performance.now() - pressed)),
      );
  }

  /** Nothing typed is lost: the fields keep their values and the shopper can send again. */
  private failed(reason: string, error: unknown): void {
    console.warn('[islands:contact-form] submit failed', error);
    this.setStatus('mail_failed');
    showMessage(this.form, t('contactFormNotSent', reason));
  }

  /**
   * An outcome the form does not know (a plugin's own status, or garbage such as `constructor`) is
   * the generic failure: the "not sent" message with the server's words, nothing reset, no outcome
   * event; its status is answerStatus()'s.
   */
  private async answer(res: FeedbackResponse, formData: FormData): Promise<void> {
    const { status, known } = answerStatus(res.status);
    this.setStatus(status);
    const detail = { ...this.detail(formData), apiResponse: res, status: res.status };
    const specific = EVENT_OF.get(res.status);
    if (specific) this.fire(specific, detail);
    this.fire(WPCF7_EVENTS.submit, detail);
    const hash = this.form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
    if (hash) hash.value = res.posted_data_hash ?? '';
    applyRefill(this.form, res);
    for (const invalid of res.invalid_fields) showFieldError(this.form, invalid, this.info.unitTag);
    showMessage(this.form, known ? res.message : t('contactFormNotSent', res.message || t('unknownError')));
    if (res.invalid_fields.length) focusFirstInvalid(this.form);
    if (res.status !== 'mail_sent') return;
    this.sentUntouched = true;
    await this.reset(true);
  }

  /** Resets the form; after mail_sent the status comes back to mail_sent, otherwise to init. */
  reset(afterMail = false): Promise<void> {
    this.afterMail = afterMail;
    this.form.reset(); // fires the reset event, which runs onReset
    return this.resetDone;
  }

  /** The reset event fires before the fields get their defaults, so the follow-up waits a task. */
  onReset(): void {
    const afterMail = this.afterMail;
    this.afterMail = false;
    this.resets++;
    if (!afterMail) {
      this.sentUntouched = false;
      clearResponse(this.form, this.info.unitTag);
    }
    this.setStatus('resetting');
    this.resetDone = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
      updateCounters(this.form);
      updateAcceptance(this.form);
      updateFreeText(this.form);
      if (!(await this.refill())) return;
      this.setStatus(afterMail ? 'mail_sent' : 'init');
      // As Contact Form 7: wpcf7reset once the form is refilled and its status is back.
      this.fire(WPCF7_EVENTS.reset, this.detail(new FormData(this.form)));
    });
  }

  /**
   * Asks for the quiz's question and the captcha again and shows them; what the visitor typed
   * stays. False once the island is gone.
   */
  async refill(): Promise<boolean> {
    try {
      applyRefill(this.form, await fetchRefill(this.info.id, this.signal));
    } catch (error) {
      if (this.signal.aborted) return false;
      console.warn('[islands:contact-form] refill failed; the quiz keeps its question', error);
    }
    return true;
  }

  /** The visitor typed or chose something: the next submit sends again. */
  edited(): void {
    this.sentUntouched = false;
  }

  /** Validates the changed field against the schema: validating, then back to the previous status. */
  validateField(target: Element): void {
    const wrap = target.closest<HTMLElement>('.wpcf7-form-control-wrap[data-name]');
    // While a submit is on its way the server's answer decides: an error shown now would outlive it.
    if (!this.schema || !wrap || wrap.closest('.novalidate') || this.busy) return;
    const field = wrap.getAttribute('data-name') ?? '';
    const prev = this.status;
    this.setStatus('validating');
    const error = validate(this.schema, collect(new FormData(this.form))).get(field);
    const shownField = field.replace(/\./g, '_');
    if (error === undefined) clearFieldError(this.form, shownField, this.info.unitTag);
    else showFieldError(this.form, { field: shownField, message: error }, this.info.unitTag);
    this.setStatus(prev);
  }
}
