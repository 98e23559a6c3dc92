import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { later } from '../../../runtime/core/lifetime.ts';

/** docs/site-extras.md#login-popup: the selector rule of Essential Addons' popup-selector. */
const SELECTOR = /^[A-Za-z.#][A-Za-z0-9_:.#\s-]*$/;
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
      console.warn(
        `[islands:eael-login] popup-selector ${JSON.stringify(raw.slice(0, 80))} is not a selector the add-on accepts: nothing opened`,
      );
      return;
    }
    // The add-on's links write spaces in the selector as underscores.
    const selector = raw.replace(/_/g, ' ');
    later(
      signal,
      () => {
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
      },
      300,
    );
    return;
  }
  // The token's code (and the admin-ajax client) only where the widget is.
  import('./token.ts').then(
    ({ refreshToken }) => signal.aborted || refreshToken(el, signal),
    (error: unknown) => console.error("[islands:eael-login] The token's code could not be loaded; the page's token stays", error),
  );
});
