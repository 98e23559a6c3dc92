import { siteConfig } from '../../../runtime/page/config.ts';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { announce } from '../../../runtime/ui/announce.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { printsScript } from '../../../runtime/core/shop-scripts.ts';
import { enhanceDescriptions } from './descriptions.ts';

/**
 * What WooCommerce does on every shop page, without jQuery: the sort selector submits its form;
 * the listing's result count is re-read to screen readers once the page has settled; a quantity
 * below its minimum is raised to it; the notices are made accessible and the first alert is
 * focused so a screen reader reads the result of the last form post (notices.ts, fetched only
 * where the page printed one). The cart's and the checkout's show/hide controls are their islands'
 * (runtime/ui/shop-toggles.ts), so the listing and the product pages never fetch them. Password
 * fields get a show/hide toggle: the registry also matches each shop password field itself, so the
 * runtime mounts the ones a login popup inserts later too, with no observer of our own.
 */
export default defineEnhancer((el, _props, { signal }) =>
  el instanceof HTMLInputElement ? passwordToggle(el, signal) : enhancePage(el, signal),
);

/**
 * An alert notice WooCommerce printed: an error list, or a success message. Not any role="alert":
 * the listing's result count carries one too.
 */
const ALERT_NOTICE = '.woocommerce-message[role="alert"], [role="alert"] > .woocommerce-error, .woocommerce-error[role="alert"]';

/** woocommerce.js kept by the owner (Ajustes → Islands) does this page's work itself. */
const shopScriptKept = () => printsScript('woocommerce');

function enhancePage(body: HTMLElement, signal: AbortSignal): void {
  if (shopScriptKept()) return;
  body.addEventListener(
    'change',
    (event) => {
      const select = (event.target as Element).closest<HTMLSelectElement>('.woocommerce-ordering select.orderby');
      select?.form?.requestSubmit ? select.form.requestSubmit() : select?.form?.submit();
    },
    { signal },
  );

  const count = body.querySelector<HTMLElement>('.woocommerce-result-count');
  if (count?.textContent?.trim()) {
    const delay = siteConfig().timings.resultCountAnnounce;
    const ownRegion = count.getAttribute('role') === 'alert' || count.getAttribute('aria-live');
    if (ownRegion) readAgain(count, delay, signal);
    else onAbort(signal, announce(count.textContent.trim().replace(/\s+/g, ' '), delay));
  }

  for (const input of body.querySelectorAll<HTMLInputElement>('input.qty')) {
    if (input.closest('.product-quantity')) continue; // the cart table keeps what the shopper typed
    const min = parseFloat(input.min);
    if (!Number.isNaN(min) && input.value !== '' && parseFloat(input.value) < min) input.value = String(min);
  }

  // The many pages without an alert notice never fetch its code.
  if (body.querySelector(ALERT_NOTICE)) {
    import('./notices.ts').then(
      ({ enhanceNotices }) => signal.aborted || enhanceNotices(body, ALERT_NOTICE, signal),
      (error: unknown) =>
        console.error("[islands:shop-page] The notices' code could not be loaded; they stay as the shop prints them", error),
    );
  }
  enhanceDescriptions(body, signal);
}

/**
 * The result count as the shop prints it is its own live region (role=alert): read again `delay` ms
 * after load with its text shown all along. Screen readers are kept from it until then, when its
 * content is put back anew, which a live region reads.
 */
function readAgain(count: HTMLElement, delay: number, signal: AbortSignal): void {
  count.setAttribute('aria-hidden', 'true');
  later(
    signal,
    () => {
      count.replaceChildren(...[...count.childNodes].map((node) => node.cloneNode(true)));
      count.setAttribute('aria-hidden', 'false');
    },
    delay,
  );
  onAbort(signal, () => count.getAttribute('aria-hidden') === 'true' && count.removeAttribute('aria-hidden'));
}

function passwordToggle(input: HTMLInputElement, signal: AbortSignal): (() => void) | undefined {
  if (input.parentElement?.classList.contains('password-input')) return;
  // woocommerce.js gives the shop's forms their toggle once the page is ready (after this may run).
  if (shopScriptKept() && input.closest('.woocommerce form')) return;
  const wrap = document.createElement('span');
  wrap.className = 'password-input';
  input.replaceWith(wrap);
  wrap.append(input);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  const sync = () => {
    const shown = input.type === 'text';
    button.setAttribute('aria-label', t(shown ? 'hidePassword' : 'showPassword'));
    button.setAttribute('aria-pressed', String(shown));
    button.classList.toggle('display-password', shown);
  };
  button.addEventListener(
    'click',
    () => {
      input.type = input.type === 'password' ? 'text' : 'password';
      sync();
      input.focus();
    },
    { signal },
  );
  sync();
  wrap.append(button);
  return () => {
    input.type = 'password';
    wrap.replaceWith(input);
  };
}
