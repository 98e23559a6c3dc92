import { defineEnhancer } from '../../runtime/enhancer.ts';
import { attributionConfig, deleteTrackingCookies, trackPageOnce } from './tracker.ts';

/**
 * Mounted on the body of every page: counts the page view into the visitor's attribution session
 * and exposes `wc_order_attribution.setOrderTracking(allow)` for consent tools, as WooCommerce
 * does — turning tracking off deletes the cookies.
 */
export default defineEnhancer(() => {
  const printed = (window as unknown as { wc_order_attribution?: Record<string, unknown> }).wc_order_attribution;
  let config = attributionConfig();
  const setOrderTracking = (allow: boolean) => {
    config = { ...config, allowTracking: allow };
    if (allow) trackPageOnce(config);
    else deleteTrackingCookies();
  };
  if (printed) printed.setOrderTracking = setOrderTracking;
  setOrderTracking(config.allowTracking);
  return () => {
    if (printed?.setOrderTracking === setOrderTracking) delete printed.setOrderTracking;
  };
});
