// Contact Form 7's own reCAPTCHA v3 without a theme hook (docs/contact-form.md#captcha, issue 38):
// its script writes each token into _wpcf7_recaptcha_response and wraps wpcf7.submit, which the
// entry defines before DOMContentLoaded as a call of the island's islandsSubmit (islands.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';
import { resetSiteConfig } from '../../../runtime/page/config.ts';
import { contactFormMarkup } from './test-markup.ts';

type Submit = (form: HTMLFormElement, options?: object) => unknown;
interface Wpcf7 {
  submit?: Submit;
  islandsSubmit?: Submit;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const sentAnswer = {
  contact_form_id: 33,
  status: 'mail_sent',
  message: 'Gracias por tu mensaje. Ha sido enviado.',
  posted_data_hash: 'abc',
  into: '#wpcf7-f33-p34-o1',
  invalid_fields: [],
};
const CAPTCHA_FAILED = 'No se ha podido completar la verificación anti-spam.';

let islands: Islands | undefined;
let posts: FormData[] = [];

const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const tokenField = () => form().querySelector<HTMLInputElement>('input[name="_wpcf7_recaptcha_response"]')!;
const sentTokens = () => posts.map((body) => body.get('_wpcf7_recaptcha_response'));
const wpcf7 = () => (window as unknown as { wpcf7: Wpcf7 }).wpcf7;
/** CF7's script puts a token in every reCAPTCHA field as an attribute. */
const cf7PutsToken = (token: string) => tokenField().setAttribute('value', token);

/** The page as WordPress prints it with CF7's reCAPTCHA on: its wpcf7 object, the form with the empty token field. */
function page({ entryStub }: { entryStub: boolean }) {
  const g: Wpcf7 = {};
  // What islands.ts does before DOMContentLoaded on such a page.
  if (entryStub) g.submit = (f, o) => g.islandsSubmit!(f, o);
  Object.assign(window, { wpcf7: g });
  document.body.innerHTML = contactFormMarkup();
  form()
    .querySelector('.hidden-fields-container')!
    .insertAdjacentHTML('beforeend', '<input type="hidden" name="_wpcf7_recaptcha_response" value="" />');
  form().querySelector<HTMLInputElement>('[name="your-consent"]')!.checked = true;
}

/** CF7's reCAPTCHA module at DOMContentLoaded: wraps wpcf7.submit when it is a function; its wrapper returns nothing. */
function cf7WrapsSubmit(token: () => Promise<string>): string[] {
  const wrapped: string[] = [];
  const g = wpcf7();
  if (typeof g.submit !== 'function') return wrapped;
  const submit = g.submit;
  g.submit = (f, o = {}) => {
    wrapped.push('execute');
    void token()
      .then(cf7PutsToken)
      .then(() => submit(f, o));
  };
  return wrapped;
}

async function mount() {
  islands = startIslands(widgets.filter((w) => w.name === 'contact-form'));
  await vi.waitFor(() => expect(document.querySelector('[data-island="mounted"]')).not.toBeNull());
}

const settled = () => vi.waitFor(() => expect(form().getAttribute('aria-busy')).toBe('false'));

beforeEach(() => {
  document.head.innerHTML = `<script type="application/json" id="islands-config">{"restRoot":"/wp-json/"}</script>`;
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.includes('/feedback/schema')) return json([]);
    if (url.includes('/refill')) return json([]);
    posts.push(init.body as FormData);
    return json(sentAnswer);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  resetSiteConfig();
  vi.useRealTimers();
  islands?.stop();
  islands = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { wpcf7?: unknown }).wpcf7;
});

describe("contact-form with Contact Form 7's own reCAPTCHA and no islandsCaptcha hook", () => {
  it("the entry's wpcf7.submit, wrapped by CF7's script, sends through the island with the wrapper's token", async () => {
    page({ entryStub: true });
    let n = 0;
    const wrapped = cf7WrapsSubmit(async () => `token-${++n}`);
    await mount();
    expect(typeof wpcf7().islandsSubmit, "the island answers the entry's submit").toBe('function');
    form().requestSubmit();
    await vi.waitFor(() => expect(form().getAttribute('data-status')).toBe('sent'));
    form()
      .querySelector<HTMLInputElement>('[name="your-name"]')!
      .dispatchEvent(new Event('input', { bubbles: true }));
    form().requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(wrapped).toEqual(['execute', 'execute']);
    expect(sentTokens()).toEqual(['token-1', 'token-2']);
  });

  it('without a wrapper, sends the token CF7 put in the form once; the next send waits for a new one', async () => {
    page({ entryStub: false });
    await mount();
    cf7PutsToken('homepage-token');
    form().requestSubmit();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    await settled();
    form()
      .querySelector<HTMLInputElement>('[name="your-name"]')!
      .dispatchEvent(new Event('input', { bubbles: true }));
    form().requestSubmit();
    await new Promise((r) => setTimeout(r, 300));
    expect(posts, 'the spent token is not sent again').toHaveLength(1);
    cf7PutsToken('change-token');
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(sentTokens()).toEqual(['homepage-token', 'change-token']);
  });

  it("a wrapper that never calls through (Google's script gives no token): the captcha message 20 s after the press, nothing sent", async () => {
    page({ entryStub: true });
    cf7WrapsSubmit(() => new Promise<string>(() => {}));
    await mount();
    form().dispatchEvent(new FocusEvent('focusin'));
    await vi.waitFor(() => expect(document.querySelector('[data-island="mounted"]')).not.toBeNull());
    await expectCaptchaMessageAfter20s();
    expect(document.querySelector('.screen-reader-response [role=status]')!.textContent).toContain(CAPTCHA_FAILED);
  });

  it('no token and no hook: waits 20 s for one, then the captcha message, nothing sent', async () => {
    page({ entryStub: false });
    await mount();
    await expectCaptchaMessageAfter20s();
  });

  it('the 60 s refresh leaves the token to CF7 when there is no hook: no wait, no warning', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    page({ entryStub: false });
    await mount();
    form().dispatchEvent(new FocusEvent('focusin'));
    cf7PutsToken('cf7-token');
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(tokenField().value).toBe('cf7-token');
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('captcha refresh failed'), expect.anything());
  });
});

/** A press, then the spec's 20 s for a token: not failed a moment before, the captcha message at 20 s, nothing sent. */
async function expectCaptchaMessageAfter20s(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  form().requestSubmit();
  await vi.advanceTimersByTimeAsync(19_900);
  expect(form().getAttribute('data-status')).not.toBe('failed');
  await vi.advanceTimersByTimeAsync(100);
  expect(form().getAttribute('data-status')).toBe('failed');
  expect(form().querySelector('.wpcf7-response-output')!.textContent).toContain(CAPTCHA_FAILED);
  expect(posts).toHaveLength(0);
}
