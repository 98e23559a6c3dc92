import Cookies from 'js-cookie';
import { hasConsent, waitsForConsentType } from '../../../runtime/page/consent.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { classify, decode, encode, formatDate, replaces, type Source } from './source.ts';

// The page-view side of order attribution: one call per page keeps the visitor's traffic source
// and session in the sbjs_* cookies; the checkout then copies them into the order (inputs.ts).

export interface AttributionConfig {
  /** Cookie lifetime in months (docs/site.md#order-attribution: 0.00001, which makes session cookies). */
  lifetime: number;
  /** Session length in minutes (30). */
  session: number;
  allowTracking: boolean;
  /** The WP Consent API category that must allow tracking ('marketing'), where a consent tool is active. */
  consentCategory: string | null;
}

export const COOKIES = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'migrations', 'promo'].map((c) => `sbjs_${c}`);

/** What WooCommerce prints as `wc_order_attribution = { params, fields }` (and setOrderTracking once an island runs). */
export interface PrintedAttribution {
  params?: Record<string, unknown>;
  fields?: unknown;
  setOrderTracking?: (allow: boolean) => void;
  [key: string]: unknown;
}

/** The printed settings; null where WooCommerce printed none: order attribution is switched off. */
export function printedAttribution(win: Window = window): PrintedAttribution | null {
  const printed = pageGlobal<PrintedAttribution>('wc_order_attribution', win);
  return printed && typeof printed === 'object' ? printed : null;
}

// setOrderTracking's choice, per printed object: once made it outranks what the page was printed
// with, consent category or not.
const choices = new WeakMap<PrintedAttribution, boolean>();

/** Records a choice, also into the printed params, where WooCommerce's own script kept it. */
export function chooseTracking(printed: PrintedAttribution, allow: boolean): void {
  choices.set(printed, allow);
  printed.params = { ...printed.params, allowTracking: allow };
}

/**
 * The page's settings, or null where WooCommerce printed none (Ajustes → Avanzado → Funciones:
 * order attribution off): then nothing is tracked and no field is written. With a consent tool
 * (params.consentCategory) the visitor's consent in the page decides, not the allowTracking the
 * server printed (a cached page may carry another visitor's); while the tool has yet to define the
 * consent type, tracking waits, off.
 */
export function attributionConfig(win: Window = window): AttributionConfig | null {
  const printed = printedAttribution(win);
  if (!printed) return null;
  const p = printed.params && typeof printed.params === 'object' ? printed.params : {};
  const consentCategory = typeof p.consentCategory === 'string' && p.consentCategory !== '' ? p.consentCategory : null;
  const starting = consentCategory ? !waitsForConsentType(win) && hasConsent(consentCategory, win) : p.allowTracking !== false;
  return {
    lifetime: typeof p.lifetime === 'number' ? p.lifetime : 0.00001,
    session: typeof p.session === 'number' ? p.session : 30,
    allowTracking: choices.get(printed) ?? starting,
    consentCategory,
  };
}

let trackedPage: string | null = null;

/** Records this page view once, however many widgets ask. */
export function trackPageOnce(
  config: AttributionConfig,
  now = new Date(),
  loc: Location = window.location,
  referrer = document.referrer,
): void {
  if (trackedPage === loc.href || !config.allowTracking) return;
  trackedPage = loc.href;
  // The lifetime is months of 30 days, counted in whole minutes as sourcebuster counts it: under
  // one minute (WooCommerce's 0.00001 months is 0.432) means a session cookie with no expiry,
  // which is what WooCommerce chose that tiny value for. A real date 26 s ahead would forget a
  // campaign arrival before the shopper reaches the checkout.
  const minutes = Math.floor(config.lifetime * 30 * 24 * 60);
  const lifetime = minutes >= 1 ? new Date(now.getTime() + minutes * 60 * 1000) : undefined;
  const sessionEnd = new Date(now.getTime() + config.session * 60 * 1000);
  const hit = classify(loc.href, referrer);
  // Every cookie read once, before the first write: a read after a write waits for the browser's
  // cookie store (about 3 ms each at 4× CPU slowdown), and each page view runs this.
  const jar = Cookies.get();
  const stored = jar.sbjs_current ? (Object.fromEntries(decode(jar.sbjs_current)) as unknown as Source) : null;
  const visit = encode({ fd: formatDate(now), ep: loc.href, rf: referrer || '(none)' });
  if (replaces(hit, stored)) {
    Cookies.set('sbjs_current', encode({ ...hit }), { expires: lifetime, path: '/' });
    Cookies.set('sbjs_current_add', visit, { expires: lifetime, path: '/' });
  }
  if (!jar.sbjs_first) {
    Cookies.set('sbjs_first', encode({ ...(stored ?? hit) }), { expires: lifetime, path: '/' });
    Cookies.set('sbjs_first_add', visit, { expires: lifetime, path: '/' });
  }
  const udata = decode(jar.sbjs_udata);
  const session = decode(jar.sbjs_session);
  const newSession = !session.get('pgs');
  const visits = (Number(udata.get('vst')) || 0) + (newSession ? 1 : 0);
  Cookies.set('sbjs_udata', encode({ vst: visits, uip: '(none)', uag: navigator.userAgent }), { expires: lifetime, path: '/' });
  Cookies.set('sbjs_session', encode({ pgs: newSession ? 1 : Number(session.get('pgs')) + 1, cpg: loc.href }), {
    expires: sessionEnd,
    path: '/',
  });
  Cookies.set('sbjs_migrations', '1418474375998=1', { expires: lifetime, path: '/' });
}

/** Turning tracking off deletes every traffic-source cookie, host-only and on .hostname. */
export function deleteTrackingCookies(hostname = window.location.hostname): void {
  for (const name of COOKIES) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name, { path: '/', domain: `.${hostname}` });
  }
  trackedPage = null;
}
