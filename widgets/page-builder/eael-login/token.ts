// The login / register widget's token (docs/site-extras.md#add-on-token): fetched only on pages
// that have the widget (eael-login.ts is on every page of the add-on, for its address).
import { later } from '../../../runtime/core/lifetime.ts';
import { adminAjaxPost } from '../../../runtime/net/adminAjax.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

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
function addOnToken(signal: AbortSignal): Promise<string | null> {
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

/** The widget's token fields, and the add-on's global, get a fresh token. */
export function refreshToken(el: HTMLElement, signal: AbortSignal): void {
  const win = el.ownerDocument.defaultView ?? window;
  void addOnToken(signal).then((nonce) => {
    if (!nonce || signal.aborted) return;
    for (const field of el.querySelectorAll<HTMLInputElement>(TOKEN_FIELDS)) field.value = nonce;
    // The add-on's other scripts still on the page read its global (never replaced, only updated).
    const localize = pageGlobal<Localize>('localize', win);
    if (localize && typeof localize === 'object' && 'nonce' in localize) localize.nonce = nonce;
  });
}
