import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { ORDER_TRACKING_EVENT, type IslandEventDetail } from '../../../runtime/page/events.ts';
import { later } from '../../../runtime/core/lifetime.ts';
import {
  CONSENT_CHANGE,
  CONSENT_TYPE_DEFINED,
  CONSENT_TYPE_WAIT_MS,
  consentChange,
  hasConsent,
  waitsForConsentType,
} from '../../../runtime/page/consent.ts';
import { attributionConfig, chooseTracking, deleteTrackingCookies, printedAttribution, trackPageOnce } from './tracker.ts';

const SOURCE = 'order-attribution';

/**
 * Mounted on the body of every page: counts the page view into the visitor's attribution session
 * and exposes `wc_order_attribution.setOrderTracking(allow)` for consent tools, as WooCommerce
 * does — turning tracking off deletes the cookies. The choice is written back into the printed
 * params (an island mounted later reads it there) and announced to the checkout inputs.
 *
 * Where WooCommerce printed no `wc_order_attribution` (order attribution switched off) it does
 * nothing. Where a consent tool speaks the WP Consent API (params.consentCategory), it follows the
 * tool as WooCommerce's wp-consent-api-integration did: its consent changes, and the consent type
 * once defined (waited for CONSENT_TYPE_WAIT_MS at most, then the API's default type decides).
 */
export default defineEnhancer((body, _props, { signal }) => {
  const printed = printedAttribution();
  const config = attributionConfig();
  if (!printed || !config) return;
  const category = config.consentCategory;
  // Any choice, the tool's own call included, ends the wait for the consent type.
  let waiting = category !== null && waitsForConsentType();
  const setOrderTracking = (allow: boolean) => {
    waiting = false;
    chooseTracking(printed, allow);
    const chosen = attributionConfig();
    if (allow && chosen) trackPageOnce(chosen);
    else deleteTrackingCookies();
    body.dispatchEvent(new CustomEvent<IslandEventDetail>(ORDER_TRACKING_EVENT, { detail: { source: SOURCE, args: [allow] } }));
  };
  printed.setOrderTracking = setOrderTracking;

  if (category) {
    const decide = () => setOrderTracking(hasConsent(category));
    document.addEventListener(CONSENT_TYPE_DEFINED, decide, { signal });
    document.addEventListener(
      CONSENT_CHANGE,
      (event) => {
        const allow = consentChange(event, category);
        if (allow !== undefined) setOrderTracking(allow);
      },
      { signal },
    );
    if (waiting) later(signal, () => void (waiting && decide()), CONSENT_TYPE_WAIT_MS);
  }
  // While the consent type is awaited nothing is written, and nothing deleted either: a visitor
  // who consented on an earlier page keeps the first visit's source.
  if (!waiting) {
    if (config.allowTracking) trackPageOnce(config);
    else deleteTrackingCookies();
  }
  return () => {
    if (printed.setOrderTracking === setOrderTracking) delete printed.setOrderTracking;
  };
});
