import { defineEnhancer } from '../../runtime/enhancer.ts';
import { ORDER_TRACKING_EVENT, type IslandEventDetail } from '../../runtime/events.ts';
import { attributionConfig, deleteTrackingCookies, trackPageOnce } from './tracker.ts';

const SOURCE = 'order-attribution';

/**
 * Mounted on the body of every page: counts the page view into the visitor's attribution session
 * and exposes `wc_order_attribution.setOrderTracking(allow)` for consent tools, as WooCommerce
 * does — turning tracking off deletes the cookies. The choice is written back into the printed
 * params (an island mounted later reads it there) and announced to the checkout inputs.
 */
export default defineEnhancer((body) => {
  const printed = (window as unknown as { wc_order_attribution?: { params?: Record<string, unknown>; [key: string]: unknown } })
    .wc_order_attribution;
  const apply = (allow: boolean) => {
    if (allow) trackPageOnce({ ...attributionConfig(), allowTracking: true });
    else deleteTrackingCookies();
  };
  const setOrderTracking = (allow: boolean) => {
    if (printed) printed.params = { ...printed.params, allowTracking: allow };
    apply(allow);
    body.dispatchEvent(new CustomEvent<IslandEventDetail>(ORDER_TRACKING_EVENT, { detail: { source: SOURCE, args: [allow] } }));
  };
  if (printed) printed.setOrderTracking = setOrderTracking;
  apply(attributionConfig().allowTracking);
  return () => {
    if (printed?.setOrderTracking === setOrderTracking) delete printed.setOrderTracking;
  };
});
