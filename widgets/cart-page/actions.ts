import { busyAreas } from '../../runtime/busy.ts';
import { cartCall, fetchCartAgain, type CartRead } from '../../runtime/cart-write.ts';
import { siteConfig } from '../../runtime/config.ts';
import { EVENTS, emit } from '../../runtime/events.ts';
import { excerpt } from '../../runtime/excerpt.ts';
import { t, type MessageKey } from '../../runtime/i18n/index.ts';
import { http } from '../../runtime/net/http.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { cancelAlertFocus, FAILURE, focusAlert, noticesArea, noticesOf, showCouponError, showFailure } from './notices.ts';
import { readCartPage, replaceTotals, swapCartPage, type CartPageAnswer, type SwapOptions } from './page.ts';
import { cartParams } from './params.ts';

const SOURCE = 'cart-page';
export const FORM = 'form.woocommerce-cart-form';
export const CALCULATOR = 'form.woocommerce-shipping-calculator';

/** The cart form's fields (as a browser posts them) with `extra` set. */
function fields(form: HTMLFormElement, extra: Record<string, string>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

const pageOrThrow = (html: string): CartPageAnswer => {
  const answer = readCartPage(html);
  if (!answer) throw new Error(`The answer is not the cart page: ${excerpt(html)}`);
  return answer;
};

/**
 * Each cart action of the page as one call through the shared cart-write sequence (queue, busy,
 * a lost answer's refetch), its answer put on the page as WooCommerce's cart script puts it, with
 * that script's events; a failure said in Spanish at the top of the notices, nothing typed lost.
 */
export function cartActions(signal: AbortSignal) {
  const params = cartParams();
  const busy = busyAreas(() => document.querySelectorAll<HTMLElement>(`${FORM}, div.cart_totals`), signal);
  const blocked = () => document.querySelector(FORM)?.getAttribute('aria-busy') === 'true';
  // The form's action, as WooCommerce's script posts there; never the page's own address, which
  // may still carry a no-JS action (?remove_coupon=…) that a second request would repeat.
  const cartUrl = () => document.querySelector<HTMLFormElement>(FORM)?.action || siteConfig().cartUrl;
  const getPage = (s?: AbortSignal) => http<string>(cartUrl(), { method: 'GET', as: 'text', signal: s });

  /** The cart page as the server holds it now: after a lost answer, or when a plugin asks. */
  const refresh = async (opts: SwapOptions): Promise<boolean> => {
    try {
      swapCartPage(pageOrThrow(await getPage()), opts);
      focusAlert(signal);
      return true;
    } catch (error) {
      console.error(`[islands:${SOURCE}] Fetching the cart page again failed; the page stays as it was`, error);
      return false;
    }
  };
  const pageRead: CartRead = { fetch: () => refresh({ keepFailure: true }), busy };

  /**
   * One cart call through the shared write sequence (queue, busy, a lost answer's refetch);
   * `apply` puts its answer on the page. A failure is said in Spanish at the top of the notices,
   * and the page keeps everything typed; an answer that is no cart page may follow a change the
   * server made, so the page is fetched again then too.
   */
  const write = async <A>(w: { failure: string; message: MessageKey; send(s: AbortSignal): Promise<A>; apply(answer: A): void }): Promise<boolean> => {
    noticesArea()?.querySelectorAll(`.${FAILURE}`).forEach((n) => n.remove());
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
  };

  /** An answer that is a whole cart page: swapped in, then `then` (an event), then its alert focused. */
  const pageAnswer = (opts: SwapOptions, then?: () => void) => (html: string) => {
    swapCartPage(pageOrThrow(html), opts);
    then?.();
    focusAlert(signal);
  };

  const update = (form: HTMLFormElement, value: string) =>
    write({
      failure: 'Updating the cart failed',
      message: 'cartUpdateFailed',
      send: (s) => http<string>(form.action, { method: 'POST', body: fields(form, { update_cart: value || 'Update Cart' }), as: 'text', signal: s }),
      // The quantities were sent: the server's answer is theirs; a typed coupon code stays.
      apply: pageAnswer({ sent: (f) => !!f.closest('.cart_item') }),
    });

  const followLink = (link: HTMLAnchorElement, message: MessageKey, then?: () => void) =>
    write({
      failure: `Following ${excerpt(link.href)} failed`,
      message,
      send: (s) => http<string>(link.href, { method: 'GET', as: 'text', signal: s }),
      apply: pageAnswer({}, then),
    });

  const applyCoupon = (form: HTMLFormElement, value: string) => {
    const field = form.querySelector<HTMLInputElement>('#coupon_code, input[name="coupon_code"]');
    const code = field?.value ?? '';
    const isCode = (f: Element) => f.getAttribute('name') === 'coupon_code';
    // Without the nonce the cart form's own post applies it (and, as WooCommerce does, the quantities).
    if (!params.applyCouponNonce) {
      return write({
        failure: 'Applying the coupon failed',
        message: 'couponApplyFailed',
        send: (s) => http<string>(form.action, { method: 'POST', body: fields(form, { apply_coupon: value }), as: 'text', signal: s }),
        apply: pageAnswer({ sent: (f) => isCode(f) || !!f.closest('.cart_item') }),
      });
    }
    return write({
      failure: 'Applying the coupon failed',
      message: 'couponApplyFailed',
      send: async (s) => [await wcAjax<string>('apply_coupon', { security: params.applyCouponNonce, coupon_code: code }, { as: 'text', signal: s }), await getPage(s)] as const,
      apply: ([notice, html]) => {
        const page = pageOrThrow(html);
        const answer = document.createElement('template');
        answer.innerHTML = notice;
        const rejected = answer.content.querySelector('.woocommerce-error, .is-error');
        emit(EVENTS.appliedCoupon, SOURCE, [code]);
        // A rejected code stays typed, its error under the field; an applied one leaves the field empty.
        if (rejected) swapCartPage(page, {});
        else swapCartPage({ ...page, notices: [...noticesOf(answer.content), ...page.notices] }, { sent: isCode });
        if (rejected) showCouponError(rejected.textContent?.replace(/\s+/g, ' ').trim() ?? '', signal);
        else focusAlert(signal);
      },
    });
  };

  const removeCoupon = (link: HTMLAnchorElement) => {
    const code = link.getAttribute('data-coupon') ?? '';
    if (!params.removeCouponNonce) return followLink(link, 'couponRemoveFailed');
    return write({
      failure: `Removing the coupon ${excerpt(code)} failed`,
      message: 'couponRemoveFailed',
      send: async (s) => [await wcAjax<string>('remove_coupon', { security: params.removeCouponNonce, coupon: code }, { as: 'text', signal: s }), await getPage(s)] as const,
      apply: ([notice, html]) => {
        const page = pageOrThrow(html);
        const answer = document.createElement('template');
        answer.innerHTML = notice;
        emit(EVENTS.removedCoupon, SOURCE, [code]);
        // WooCommerce empties the coupon field too.
        swapCartPage({ ...page, notices: [...noticesOf(answer.content), ...page.notices] }, { sent: (f) => f.getAttribute('name') === 'coupon_code' });
        focusAlert(signal);
      },
    });
  };

  /** update_shipping_method answers the totals alone; the chosen radio keeps focus in the new ones. */
  const chooseShipping = async (input: HTMLElement) => {
    const chosen: Record<string, string> = {};
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]')) {
      chosen[`shipping_method[${el.dataset.index ?? '0'}]`] = el.value;
    }
    const ok = await write({
      failure: 'Choosing the shipping method failed',
      message: 'shippingMethodFailed',
      send: (s) => wcAjax<string>('update_shipping_method', { security: params.shippingMethodNonce, ...chosen }, { as: 'text', signal: s }),
      apply: (html) => {
        const answer = document.createElement('template');
        answer.innerHTML = html;
        const fresh = answer.content.querySelector('.cart_totals');
        const totals = document.querySelector('.cart_totals');
        if (!fresh || !totals) throw new Error(`update_shipping_method answered no cart totals: ${excerpt(html)}`);
        replaceTotals(totals, fresh);
        if (input.id) document.getElementById(input.id)?.focus();
        emit(EVENTS.updatedCartTotals, SOURCE);
        emit(EVENTS.updatedShippingMethod, SOURCE);
      },
    });
    // Not chosen on the server: the page shows the method it still has.
    if (!ok && input.isConnected && input instanceof HTMLInputElement) {
      for (const radio of document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(input.name)}"]`)) radio.checked = radio.defaultChecked;
    }
  };

  const calculate = (form: HTMLFormElement) =>
    write({
      failure: 'Calculating shipping failed',
      message: 'shippingCalculatorFailed',
      send: (s) => http<string>(form.action, { method: 'POST', body: fields(form, { calc_shipping: 'x' }), as: 'text', signal: s }),
      apply: pageAnswer({ sent: (f) => !!f.closest(CALCULATOR) }),
    });

  return {
    /** True while a cart call holds the cart form (WooCommerce's is_blocked). */
    blocked,
    update,
    removeLine: (link: HTMLAnchorElement) => followLink(link, 'cartRemoveFailed', () => emit(EVENTS.itemRemovedFromClassicCart, SOURCE)),
    /** WooCommerce's 'Deshacer' link of the removed line's notice. */
    restoreLine: (link: HTMLAnchorElement) => followLink(link, 'cartRestoreFailed'),
    applyCoupon,
    removeCoupon,
    chooseShipping,
    calculate,
    /** The cart page fetched again, in the cart queue (wc_update_cart, an add elsewhere on the page). */
    refetch: () => void fetchCartAgain({ fetch: () => refresh({ keepNotices: true }), busy }),
  };
}
