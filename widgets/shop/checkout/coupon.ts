import { block } from '../../../runtime/cart/busy.ts';
import { emit, EVENTS } from '../../../runtime/page/events.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { http, NetError } from '../../../runtime/net/http.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { queueCartCall } from '../../../runtime/cart/cart-write.ts';
import { freshNonces, type CheckoutParams } from './params.ts';
import { askOrderReview } from '../../../runtime/shop/order-review.ts';

const COUPON_FORM = 'form.checkout_coupon';
const REMOVE = '.woocommerce-checkout-review-order .woocommerce-remove-coupon';
/** What an answer's notices replace, as on the shop. */
const EARLIER = '.woocommerce-error, .woocommerce-message, .is-error, .is-success, .checkout-inline-error-message';
const ERROR_ID = 'coupon-error-notice';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content;
}

/** The code field's own error, under it, as the shop's checkout script shows a refused code. */
function showCouponError(couponForm: HTMLFormElement, text: string): void {
  const input = couponForm.querySelector<HTMLInputElement>('#coupon_code');
  if (!input || !text) return;
  clearCouponError();
  const notice = document.createElement('span');
  notice.className = ERROR_ID;
  notice.id = ERROR_ID;
  notice.setAttribute('role', 'alert');
  notice.textContent = text;
  input.parentElement?.append(notice);
  input.classList.add('has-error');
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', ERROR_ID);
  input.focus();
}

function clearCouponError(): void {
  const input = document.querySelector<HTMLInputElement>('#coupon_code');
  input?.classList.remove('has-error');
  input?.removeAttribute('aria-invalid');
  input?.removeAttribute('aria-describedby');
  document.getElementById(ERROR_ID)?.remove();
}

/** Closes the coupon form as its toggle does, focus going back to the link that opens it. */
function closeCouponForm(couponForm: HTMLElement): void {
  const toggle = document.querySelector<HTMLElement>('a.showcoupon');
  if (couponForm.contains(document.activeElement)) toggle?.focus();
  couponForm.style.display = 'none';
  toggle?.setAttribute('aria-expanded', 'false');
}

interface CouponContext {
  form: HTMLFormElement;
  params: CheckoutParams;
  signal: AbortSignal;
}

/**
 * apply_coupon or remove_coupon in the cart queue, behind any other cart write: a nonce the shop
 * refuses is fetched again once, in the same turn, so no other write comes in between.
 */
function couponCall(c: CouponContext, endpoint: 'apply_coupon' | 'remove_coupon', body: () => Record<string, string>): Promise<string> {
  const send = async (again: boolean): Promise<string> => {
    try {
      return await wcAjax<string>(endpoint, body(), { as: 'text', signal: c.signal });
    } catch (error) {
      if (!again || !(error instanceof NetError) || error.status !== 403) throw error;
      const fresh = await freshNonces(c.signal, (url, s) => http<string>(url, { as: 'text', signal: s }));
      if (!fresh) throw error;
      Object.assign(c.params, fresh);
      return send(false);
    }
  };
  return queueCartCall(() => send(true));
}

async function applyCoupon(c: CouponContext, couponForm: HTMLFormElement): Promise<void> {
  const code = couponForm.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? '';
  couponForm.classList.add('processing');
  const release = block(couponForm);
  try {
    const html = await couponCall(c, 'apply_coupon', () => ({
      security: c.params.applyCouponNonce,
      coupon_code: code,
      billing_email: c.form.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '',
    }));
    document.querySelectorAll(EARLIER).forEach((n) => n.remove());
    if (/woocommerce-error|is-error/.test(html)) {
      showCouponError(couponForm, parse(html).textContent?.replace(/\s+/g, ' ').trim() ?? '');
    } else {
      closeCouponForm(couponForm);
      couponForm.before(parse(html));
      const input = couponForm.querySelector<HTMLInputElement>('#coupon_code');
      if (input) input.value = '';
    }
    emit(EVENTS.appliedCouponInCheckout, 'checkout', [code]);
    // As the shop's script: the review follows, keeping the shipping method chosen.
    askOrderReview('checkout', { update_shipping_method: false });
  } catch (error) {
    if (c.signal.aborted) return;
    console.error('[islands:checkout] Applying the coupon failed', error);
    showCouponError(couponForm, t('couponApplyFailed', error instanceof NetError ? error.message : t('unknownError')));
  } finally {
    couponForm.classList.remove('processing');
    release();
  }
}

async function removeCoupon(c: CouponContext, link: HTMLElement): Promise<void> {
  const area = link.closest<HTMLElement>('.woocommerce-checkout-review-order');
  const release = area ? block(area) : () => {};
  const code = link.dataset.coupon ?? '';
  try {
    const html = await couponCall(c, 'remove_coupon', () => ({ security: c.params.removeCouponNonce, coupon: code }));
    document.querySelectorAll(EARLIER).forEach((n) => n.remove());
    c.form.before(parse(html));
    emit(EVENTS.removedCouponInCheckout, 'checkout', [code]);
    askOrderReview('checkout', { update_shipping_method: false });
    const couponForm = document.querySelector<HTMLFormElement>(COUPON_FORM);
    const input = couponForm?.querySelector<HTMLInputElement>('#coupon_code');
    if (input) input.value = '';
    if (couponForm) closeCouponForm(couponForm);
  } catch (error) {
    if (c.signal.aborted) return;
    console.error('[islands:checkout] Removing the coupon failed', error);
    const box = document.createElement('div');
    box.className = 'woocommerce-error';
    box.setAttribute('role', 'alert');
    box.textContent = t('couponRemoveFailed', error instanceof NetError ? error.message : t('unknownError'));
    document.querySelectorAll(EARLIER).forEach((n) => n.remove());
    c.form.before(box);
  } finally {
    release();
  }
}

/**
 * The checkout's coupon form and the review's [Eliminar] links, in place (apply_coupon,
 * remove_coupon, answered with the shop's notices), each followed by a refresh of the review that
 * keeps the shipping method. A nonce the shop refuses is fetched again once; a failed call says so
 * and keeps the code typed.
 */
export function checkoutCoupons(form: HTMLFormElement, params: CheckoutParams, signal: AbortSignal): void {
  const c: CouponContext = { form, params, signal };
  document.addEventListener(
    'submit',
    (event) => {
      const couponForm = event.target;
      if (!(couponForm instanceof HTMLFormElement) || !couponForm.matches(COUPON_FORM) || event.defaultPrevented) return;
      event.preventDefault();
      if (!couponForm.classList.contains('processing')) void applyCoupon(c, couponForm);
    },
    { signal },
  );
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(REMOVE) : null;
      if (!link) return;
      event.preventDefault();
      void removeCoupon(c, link);
    },
    { signal },
  );
  // The link says role="button": Space presses it too.
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.matches(REMOVE)) return;
      event.preventDefault();
      (event.target as HTMLElement).click();
    },
    { signal },
  );
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof Element && event.target.id === 'coupon_code') clearCouponError();
    },
    { signal },
  );
}
