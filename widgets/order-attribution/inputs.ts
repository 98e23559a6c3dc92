import { defineEnhancer } from '../../runtime/enhancer.ts';
import { attributionConfig, attributionData, trackPageOnce } from './tracker.ts';

type CheckoutStore = { setExtensionData?: (namespace: string, data: Record<string, string>) => void };

/**
 * Mounted on the `<wc-order-attribution-inputs>` element WooCommerce prints inside the checkout
 * (and registration) form: writes one hidden `wc_order_attribution_{field}` input per field, and
 * hands the same data to a block checkout as extension data under woocommerce/order-attribution.
 * A second such element in the same form is removed, as duplicates would post twice.
 */
export default defineEnhancer((el) => {
  const form = el.closest('form');
  const first = (form ?? document).querySelector('wc-order-attribution-inputs');
  if (first && first !== el) {
    el.remove();
    return () => {};
  }
  const config = attributionConfig();
  if (!config.allowTracking) return () => {};
  trackPageOnce(config);
  const data = attributionData(config);
  const inputs = Object.entries(data).map(([field, value]) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = `${config.prefix}${field}`;
    input.value = value;
    return input;
  });
  el.replaceChildren(...inputs);
  const wp = (window as unknown as { wp?: { data?: { dispatch?: (store: string) => CheckoutStore | undefined } } }).wp;
  wp?.data?.dispatch?.('wc/store/checkout')?.setExtensionData?.('woocommerce/order-attribution', data);
  return () => el.replaceChildren();
});
