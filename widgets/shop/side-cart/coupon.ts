import type { Busy } from '../../../runtime/cart/busy.ts';
import { cartCall, type CartRead } from '../../../runtime/cart/cart-write.ts';
import { refreshFragments } from '../../../runtime/cart/cart-answer.ts';
import { t } from '../../../runtime/i18n/parts/side-cart.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';

/**
 * The side cart's coupon entry (`form.xoo-wsc-coupon-form` with `coupon_code` and the cart's
 * `security` nonce). WooCommerce answers `apply_coupon` with its notice HTML, not JSON; the cart
 * areas are refreshed to show the discount, then that notice's text is shown. A lost answer may
 * hide an applied coupon, so the cart is fetched again after its error. The refresh prints an
 * empty coupon field: a code that was not applied is put back as typed, to be corrected. Resolves
 * true when the cart shown may have changed (the caller refreshes the cart page then).
 */
export async function applyCoupon(
  form: HTMLFormElement,
  signal: AbortSignal,
  hooks: { busy: Busy; notice(kind: 'success' | 'error', text: string): void; refetch: CartRead },
): Promise<boolean> {
  const code = (form.elements.namedItem('coupon_code') as HTMLInputElement | null)?.value.trim() ?? '';
  if (!code) {
    hooks.notice('error', t('emptyCoupon'));
    return false;
  }
  const security = (form.elements.namedItem('security') as HTMLInputElement | null)?.value ?? '';
  const call = await cartCall(
    {
      source: 'side-cart',
      signal,
      busy: hooks.busy,
      refetch: hooks.refetch,
      failure: 'Applying the coupon failed',
    },
    async (signal) => {
      const html = await wcAjax<string>('apply_coupon', { coupon_code: code, security }, { as: 'text', signal });
      // The answer has no fragments: the cart is fetched right after, before the queue moves on.
      await refreshFragments('side-cart', signal);
      return html;
    },
  );
  if (call.end === 'answered') {
    // The refresh replaced the panel, notice area included: the answer's notice goes in after it.
    const answer = document.createElement('template');
    answer.innerHTML = call.answer;
    const rejected = !!answer.content.querySelector('.woocommerce-error');
    hooks.notice(rejected ? 'error' : 'success', answer.content.textContent?.trim() ?? '');
    if (rejected) keepTyped(code);
  }
  if (call.end !== 'failed') return call.end === 'answered';
  hooks.notice('error', call.message);
  const changed = (await call.fetchedAgain) ?? false;
  // The fetched panel replaced the notice area: the error is said again in it.
  if (changed) hooks.notice('error', call.message);
  keepTyped(code);
  return changed;
}

function keepTyped(code: string): void {
  const field = document.querySelector<HTMLInputElement>('form.xoo-wsc-coupon-form input[name="coupon_code"]');
  if (field && !field.value) field.value = code;
}
