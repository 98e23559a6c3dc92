// The cart page's coupons (docs/shop.md#cart-page): wc-ajax apply_coupon and remove_coupon with the page fetched
// after them, or the cart form's own post and the remove link where the page printed no nonce.
import { EVENTS, emit } from '../../../runtime/page/events.ts';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { http } from '../../../runtime/net/http.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { answerContent, fields, followLink, pageAnswer, pageOrThrow, type CartCalls } from './calls.ts';
import { focusAlert, noticesOf, showCouponError } from './notices.ts';
import { swapCartPage } from './page.ts';

const SOURCE = 'cart-page';
const isCode = (f: Element) => f.getAttribute('name') === 'coupon_code';

export function applyCoupon(calls: CartCalls, form: HTMLFormElement, value: string): Promise<boolean> {
  const field = form.querySelector<HTMLInputElement>('#coupon_code, input[name="coupon_code"]');
  const code = field?.value ?? '';
  const { params, signal } = calls;
  // Without the nonce the cart form's own post applies it (and, as WooCommerce does, the quantities).
  if (!params.applyCouponNonce) {
    return calls.write({
      failure: 'Applying the coupon failed',
      message: 'couponApplyFailed',
      send: (s) => http<string>(form.action, { method: 'POST', body: fields(form, { apply_coupon: value }), as: 'text', signal: s }),
      apply: pageAnswer(signal, { sent: (f) => isCode(f) || !!f.closest('.cart_item') }),
    });
  }
  return calls.write({
    failure: 'Applying the coupon failed',
    message: 'couponApplyFailed',
    send: async (s) =>
      [
        await wcAjax<string>('apply_coupon', { security: params.applyCouponNonce, coupon_code: code }, { as: 'text', signal: s }),
        await calls.getPage(s),
      ] as const,
    apply: ([notice, html]) => showCouponApplied(signal, code, notice, html),
  });
}

/** apply_coupon's notice with the page fetched after it. */
function showCouponApplied(signal: AbortSignal, code: string, notice: string, html: string): void {
  const page = pageOrThrow(html);
  const answer = answerContent(notice);
  const rejected = answer.querySelector('.woocommerce-error, .is-error');
  emit(EVENTS.appliedCoupon, SOURCE, [code]);
  // A rejected code stays typed, its error under the field; an applied one leaves the field empty.
  if (rejected) swapCartPage(page, {});
  else swapCartPage({ ...page, notices: [...noticesOf(answer), ...page.notices] }, { sent: isCode });
  if (rejected) showCouponError(rejected.textContent?.replace(/\s+/g, ' ').trim() ?? '', signal);
  else focusAlert(signal);
}

export function removeCoupon(calls: CartCalls, link: HTMLAnchorElement): Promise<boolean> {
  const code = link.getAttribute('data-coupon') ?? '';
  const { params, signal } = calls;
  if (!params.removeCouponNonce) return followLink(calls, link, 'couponRemoveFailed');
  return calls.write({
    failure: `Removing the coupon ${excerpt(code)} failed`,
    message: 'couponRemoveFailed',
    send: async (s) =>
      [
        await wcAjax<string>('remove_coupon', { security: params.removeCouponNonce, coupon: code }, { as: 'text', signal: s }),
        await calls.getPage(s),
      ] as const,
    apply: ([notice, html]) => {
      const page = pageOrThrow(html);
      const answer = answerContent(notice);
      emit(EVENTS.removedCoupon, SOURCE, [code]);
      // WooCommerce empties the coupon field too.
      swapCartPage({ ...page, notices: [...noticesOf(answer), ...page.notices] }, { sent: isCode });
      focusAlert(signal);
    },
  });
}
