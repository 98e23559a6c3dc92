import { refreshFragments } from '../../runtime/fragments.ts';
import { t } from '../../runtime/i18n/index.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { queueCartCall } from '../../runtime/stores/cart.ts';
import { answerLost } from '../../runtime/net/lost-answer.ts';

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
  hooks: {
    busy(on: boolean): void;
    notice(kind: 'success' | 'error', text: string): void;
    resync(message: string): Promise<boolean>;
  },
): Promise<boolean> {
  const code = (form.elements.namedItem('coupon_code') as HTMLInputElement | null)?.value.trim() ?? '';
  if (!code) {
    hooks.notice('error', t('emptyCoupon'));
    return false;
  }
  const security = (form.elements.namedItem('security') as HTMLInputElement | null)?.value ?? '';
  hooks.busy(true);
  try {
    const html = await queueCartCall(() => wcAjax<string>('apply_coupon', { coupon_code: code, security }, { as: 'text' }));
    // The refresh replaces the panel, notice area included: the answer's notice goes in after it.
    await refreshFragments('side-cart');
    const answer = document.createElement('template');
    answer.innerHTML = html;
    const rejected = !!answer.content.querySelector('.woocommerce-error');
    hooks.notice(rejected ? 'error' : 'success', answer.content.textContent?.trim() ?? '');
    if (rejected) keepTyped(code);
    return true;
  } catch (error) {
    console.error('[islands:side-cart] Applying the coupon failed', error);
    const message = error instanceof Error && 'code' in error ? error.message : t('unknownError');
    hooks.notice('error', message);
    const changed = answerLost(error) && (await hooks.resync(message));
    keepTyped(code);
    return changed;
  } finally {
    hooks.busy(false);
  }
}

function keepTyped(code: string): void {
  const field = document.querySelector<HTMLInputElement>('form.xoo-wsc-coupon-form input[name="coupon_code"]');
  if (field && !field.value) field.value = code;
}
