import { refreshFragments } from '../../runtime/fragments.ts';
import { t } from '../../runtime/i18n/index.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { queueCartCall } from '../../runtime/stores/cart.ts';

/**
 * The side cart's coupon entry (`form.xoo-wsc-coupon-form` with `coupon_code` and the cart's
 * `security` nonce). WooCommerce answers `apply_coupon` with its notice HTML, not JSON; the cart
 * areas are refreshed to show the discount, then that notice is shown as sent.
 */
export async function applyCoupon(
  form: HTMLFormElement,
  hooks: { busy(on: boolean): void; notice(kind: 'error', text: string): void; serverNotice(html: string): void },
): Promise<void> {
  const code = (form.elements.namedItem('coupon_code') as HTMLInputElement | null)?.value.trim() ?? '';
  if (!code) return hooks.notice('error', t('emptyCoupon'));
  const security = (form.elements.namedItem('security') as HTMLInputElement | null)?.value ?? '';
  hooks.busy(true);
  try {
    const html = await queueCartCall(() => wcAjax<string>('apply_coupon', { coupon_code: code, security }, { as: 'text' }));
    // The refresh replaces the panel, notice area included: the answer's notice goes in after it.
    await refreshFragments('side-cart');
    hooks.serverNotice(html);
  } catch (error) {
    console.error('[islands:side-cart] Applying the coupon failed', error);
    hooks.notice('error', error instanceof Error && 'code' in error ? error.message : t('unknownError'));
  } finally {
    hooks.busy(false);
  }
}
