import { busyAreas, type Busy } from '../../../runtime/cart/busy.ts';
import { cartCall, fetchCartAgain, type CartRead } from '../../../runtime/cart/cart-write.ts';
import { siteConfig } from '../../../runtime/page/config.ts';
import { EVENTS, emit } from '../../../runtime/page/events.ts';
import { t } from '../../../runtime/i18n/parts/cart-page.ts';
import { http } from '../../../runtime/net/http.ts';
import { fields, followLink, pageAnswer, pageOrThrow, type CartCall, type CartCalls } from './calls.ts';
import { applyCoupon, removeCoupon } from './coupons.ts';
import { cancelAlertFocus, FAILURE, focusAlert, noticesArea, showFailure } from './notices.ts';
import { swapCartPage, type SwapOptions } from './page.ts';
import { cartParams } from './params.ts';
import { chooseShipping } from './shipping.ts';

const SOURCE = 'cart-page';
export const FORM = 'form.woocommerce-cart-form';
export const CALCULATOR = 'form.woocommerce-shipping-calculator';

/** True while a cart call holds the cart form (WooCommerce's is_blocked). */
const blocked = () => document.querySelector(FORM)?.getAttribute('aria-busy') === 'true';
// The form's action, as WooCommerce's script posts there; never the page's own address, which
// may still carry a no-JS action (?remove_coupon=…) that a second request would repeat.
const cartUrl = () => document.querySelector<HTMLFormElement>(FORM)?.action || siteConfig().cartUrl;
const getPage = (s?: AbortSignal) => http<string>(cartUrl(), { method: 'GET', as: 'text', signal: s });

/**
 * Each cart action of the page as one call through the shared cart-write sequence (queue, busy,
 * a lost answer's refetch), its answer put on the page as WooCommerce's cart script puts it, with
 * that script's events; a failure said in Spanish at the top of the notices, nothing typed lost.
 */
export function cartActions(signal: AbortSignal) {
  const params = cartParams();
  const busy = busyAreas(() => document.querySelectorAll<HTMLElement>(`${FORM}, div.cart_totals`), signal);
  const pageRead: CartRead = { fetch: () => refreshPage(signal, { keepFailure: true }), busy };
  const calls: CartCalls = { signal, params, getPage, write: (call) => writeOnPage(call, signal, busy, pageRead) };
  return {
    blocked,
    update: (form: HTMLFormElement, value: string) => updateCart(calls, form, value),
    removeLine: (link: HTMLAnchorElement) =>
      followLink(calls, link, 'cartRemoveFailed', () => emit(EVENTS.itemRemovedFromClassicCart, SOURCE)),
    /** WooCommerce's 'Deshacer' link of the removed line's notice. */
    restoreLine: (link: HTMLAnchorElement) => followLink(calls, link, 'cartRestoreFailed'),
    applyCoupon: (form: HTMLFormElement, value: string) => applyCoupon(calls, form, value),
    removeCoupon: (link: HTMLAnchorElement) => removeCoupon(calls, link),
    chooseShipping: (input: HTMLElement) => chooseShipping(calls, input),
    calculate: (form: HTMLFormElement) => calculateShipping(calls, form),
    /** The cart page fetched again, in the cart queue (wc_update_cart, an add elsewhere on the page). */
    refetch: () => void fetchCartAgain({ fetch: () => refreshPage(signal, { keepNotices: true }), busy }),
  };
}

/** The cart page as the server holds it now: after a lost answer, or when a plugin asks. */
async function refreshPage(signal: AbortSignal, opts: SwapOptions): Promise<boolean> {
  try {
    swapCartPage(pageOrThrow(await getPage()), opts);
    focusAlert(signal);
    return true;
  } catch (error) {
    console.error(`[islands:${SOURCE}] Fetching the cart page again failed; the page stays as it was`, error);
    return false;
  }
}

/**
 * One cart call through the shared write sequence (queue, busy, a lost answer's refetch);
 * `apply` puts its answer on the page. A failure is said in Spanish at the top of the notices,
 * and the page keeps everything typed; an answer that is no cart page may follow a change the
 * server made, so the page is fetched again then too.
 */
async function writeOnPage<A>(w: CartCall<A>, signal: AbortSignal, busy: Busy, pageRead: CartRead): Promise<boolean> {
  noticesArea()
    ?.querySelectorAll(`.${FAILURE}`)
    .forEach((n) => n.remove());
  cancelAlertFocus();
  let unusable = false;
  // The answer goes on the page in its turn of the queue, the cart areas still blocked.
  const result = await cartCall({ source: SOURCE, signal, busy, refetch: pageRead, failure: w.failure }, async (s) => {
    const answer = await w.send(s);
    try {
      w.apply(answer);
    } catch (error) {
      unusable = true;
      throw error;
    }
  });
  if (result.end !== 'failed') return result.end === 'answered';
  showFailure(t(w.message, result.message), signal);
  if (unusable) void fetchCartAgain(pageRead);
  return false;
}

const updateCart = (calls: CartCalls, form: HTMLFormElement, value: string) =>
  calls.write({
    failure: 'Updating the cart failed',
    message: 'cartUpdateFailed',
    send: (s) =>
      http<string>(form.action, { method: 'POST', body: fields(form, { update_cart: value || 'Update Cart' }), as: 'text', signal: s }),
    // The quantities were sent: the server's answer is theirs; a typed coupon code stays.
    apply: pageAnswer(calls.signal, { sent: (f) => !!f.closest('.cart_item') }),
  });

const calculateShipping = (calls: CartCalls, form: HTMLFormElement) =>
  calls.write({
    failure: 'Calculating shipping failed',
    message: 'shippingCalculatorFailed',
    send: (s) => http<string>(form.action, { method: 'POST', body: fields(form, { calc_shipping: 'x' }), as: 'text', signal: s }),
    apply: pageAnswer(calls.signal, { sent: (f) => !!f.closest(CALCULATOR) }),
  });
