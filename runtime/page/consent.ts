// The WP Consent API, as a consent tool (Complianz, CookieYes, Cookiebot…) offers it in the page:
// the functions and events WooCommerce's order attribution follows (docs/site.md#consent), and the
// field data's `statistics` check (docs/vitals.md). Where the API is active WooCommerce adds
// params.consentCategory ('marketing') to wc_order_attribution.
import { pageGlobal } from './printed.ts';

/** SPEC §9: how long the consent default waits for the tool to define the consent type. */
export const CONSENT_TYPE_WAIT_MS = 2000;

/** Fired by the consent tool once it set `window.wp_consent_type` (optin, optout…). */
export const CONSENT_TYPE_DEFINED = 'wp_consent_type_defined';
/** Fired by `wp_set_consent(category, value)`; detail: category → 'allow' | 'deny'. */
export const CONSENT_CHANGE = 'wp_listen_for_consent_change';

type HasConsent = (category: string) => unknown;

/**
 * Whether the consent type is still to come: the API was told (waitfor_consent_hook) that the tool
 * defines it during the page load, and the tool has not done so yet.
 */
export function waitsForConsentType(win: Window = window): boolean {
  // wp_consent_type is a string ('optin'), which pageGlobal does not give: only the window's own
  // property counts, as there, so an element content names wp_consent_type does not define it.
  const type: unknown = Object.getOwnPropertyDescriptor(win, 'wp_consent_type')?.value;
  return !!pageGlobal<{ waitfor_consent_hook?: unknown }>('consent_api', win)?.waitfor_consent_hook && type === undefined;
}

/** `wp_has_consent(category)`; without the API in the page (an optimiser dropped it) no consent. */
export function hasConsent(category: string, win: Window = window): boolean {
  const ask = pageGlobal<HasConsent>('wp_has_consent', win);
  try {
    return typeof ask === 'function' && ask(category) === true;
  } catch {
    return false;
  }
}

/** Whether a consent tool speaks the WP Consent API on this page (`wp_has_consent` is defined). */
export function consentApiInPage(win: Window = window): boolean {
  return typeof pageGlobal<HasConsent>('wp_has_consent', win) === 'function';
}

/**
 * What a consent change says of one category: true for 'allow', false for anything else, undefined
 * when the change is about other categories. The API's detail is an array with named keys.
 */
export function consentChange(event: Event, category: string): boolean | undefined {
  const detail: unknown = (event as CustomEvent).detail;
  if (!detail || typeof detail !== 'object' || !Object.hasOwn(detail, category)) return undefined;
  return (detail as Record<string, unknown>)[category] === 'allow';
}
