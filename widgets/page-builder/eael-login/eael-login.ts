import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { later } from '../../../runtime/core/lifetime.ts';
import { adminAjaxPost } from '../../../runtime/net/adminAjax.ts';

/** docs/site-extras.md#login-popup: the selector rule of Essential Addons' popup-selector. */
const SELECTOR = /^[A-Za-z.#][A-Za-z0-9_:.#\s-]*$/;
/** The login forms' token fields (docs/site-extras.md#add-on-token). */
const TOKEN_FIELDS = '#eael-login-nonce, #eael-register-nonce, #eael-lostpassword-nonce, #eael-resetpassword-nonce';
/** Attempts and the pause before each retry: three tries in all, then the page's token stays. */
const RETRY_DELAYS = [1000, 3000];

type Localize = { nonce?: unknown; ajaxurl?: unknown };

let token: Promise<string | null> | null = null;

/**
 * One eael_get_token per page, shared by every login form on it: a page from a cache carries a
 * token that may have expired. Bounded: after the last failed try it settles on null and the
 * server's token stays; nothing polls.
 */
export function addOnToken(signal: AbortSignal): Promise<string | null> {
  token ??= (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const { nonce } = await adminAjaxPost<{ nonce?: unknown }>('eael_get_token');
        if (typeof nonce === 'string' && nonce) return nonce;
        throw new Error(`no nonce in the answer: ${JSON.stringify(nonce)}`);
      } catch (error) {
        const delay = RETRY_DELAYS[attempt];
        if (delay === undefined || signal.aborted) {
          console.error(`[islands:eael-login] eael_get_token failed ${attempt + 1} times; the page's token stays:`, error);
          return null;
        }
        await new Promise((resolve) => later(signal, () => resolve(undefined), delay));
      }
    }
  })();
  const pending = token;
  // A page that drops every login form before the answer may try again with the next one.
  void pending.then((value) => {
    if (value === null && token === pending) token = null;
  });
  return pending;
}

/** Tests only. */
export function forgetAddOnToken(): void {
  token = null;
}

/**
 * Essential Addons' login / register widget and its page-wide behaviour (general.js):
 * - on its localize script (printed wherever the add-on is): a `popup-selector` in the address,
 *   with eael-lostpassword or eael-resetpassword, clicks what the selector names after 300 ms, so
 *   the popup holding the form opens on the form the reset e-mail link asked for;
 * - on each login / register widget: its token fields get a fresh add-on token.
 */
export default defineEnhancer((el, _props, { signal }) => {
  const win = el.ownerDocument.defaultView ?? window;
  if (el.matches('script')) {
    const query = new URLSearchParams(win.location.search);
    const raw = query.get('popup-selector');
    if (!raw || !(query.has('eael-lostpassword') || query.has('eael-resetpassword'))) return;
    if (!SELECTOR.test(raw)) {
      console.warn(`[islands:eael-login] popup-selector ${JSON.stringify(raw.slice(0, 80))} is not a selector the add-on accepts: nothing opened`);
      return;
    }
    // The add-on's links write spaces in the selector as underscores.
    const selector = raw.replace(/_/g, ' ');
    later(signal, () => {
      try {
        for (const target of el.ownerDocument.querySelectorAll<HTMLElement>(selector)) {
          // Focused first, as a visitor's press would: an island that mounts on interaction (an
          // action link) then wakes up and takes the click; the popup gives the focus back here.
          target.focus({ preventScroll: true });
          target.click();
        }
      } catch (error) {
        console.warn(`[islands:eael-login] popup-selector ${JSON.stringify(selector)} is not a valid selector:`, error);
      }
    }, 300);
    return;
  }
  void addOnToken(signal).then((nonce) => {
    if (!nonce || signal.aborted) return;
    for (const field of el.querySelectorAll<HTMLInputElement>(TOKEN_FIELDS)) field.value = nonce;
    // The add-on's other scripts still on the page read its global (never replaced, only updated).
    const localize = (win as unknown as { localize?: Localize }).localize;
    if (localize && typeof localize === 'object' && 'nonce' in localize) localize.nonce = nonce;
  });
});
