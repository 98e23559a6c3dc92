import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { ORDER_TRACKING_EVENT } from '../../../runtime/page/events.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { attributionData, orderFields } from './fields.ts';
import { attributionConfig, printedAttribution, trackPageOnce } from './tracker.ts';

type CheckoutStore = { setExtensionData?: (namespace: string, data: Record<string, string>, replace?: boolean) => void };

const NAMESPACE = 'woocommerce/order-attribution';

/**
 * Mounted on the `<wc-order-attribution-inputs>` element WooCommerce prints inside the checkout
 * (and registration) form: writes one hidden `wc_order_attribution_{field}` input per field, and
 * hands the same data to a block checkout as extension data under woocommerce/order-attribution.
 * A second such element in the same form is removed, as duplicates would post twice. Both follow
 * `setOrderTracking()`: emptied when tracking goes off, written again when it comes back on. Where
 * WooCommerce printed no `wc_order_attribution` (order attribution switched off) it writes nothing.
 *
 * The inputs go at the form's end, not inside the element (printed before the billing fields):
 * Chromium keys a page's saved form state by the form's first named controls, so named inputs
 * added ahead of them make Back restore nothing the shopper typed.
 */
export default defineEnhancer((el, _props, { signal }) => {
  const form = el.closest('form');
  const first = (form ?? document).querySelector('wc-order-attribution-inputs');
  if (first && first !== el) {
    el.remove();
    return;
  }
  let inputs: HTMLInputElement[] = [];
  const write = () => {
    const printed = printedAttribution();
    const config = attributionConfig();
    if (!printed || !config) return;
    if (config.allowTracking) trackPageOnce(config);
    const fields = orderFields(printed);
    const data = attributionData(fields);
    const sent = config.allowTracking ? data : Object.fromEntries(Object.keys(data).map((field) => [field, '']));
    for (const input of inputs) input.remove();
    inputs = (config.allowTracking ? Object.entries(data) : []).map(([field, value]) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = `${fields.prefix}${field}`;
      input.value = value;
      return input;
    });
    (form ?? el).append(...inputs);
    // Older checkout stores merge extension data into what they hold (the third argument, replace,
    // is newer): every field is sent, emptied when off, so no earlier value survives either way.
    const wp = pageGlobal<{ data?: { dispatch?: (store: string) => CheckoutStore | undefined } }>('wp');
    wp?.data?.dispatch?.('wc/store/checkout')?.setExtensionData?.(NAMESPACE, sent, true);
  };
  write();
  document.body.addEventListener(ORDER_TRACKING_EVENT, write, { signal });
  return () => inputs.forEach((input) => input.remove());
});
