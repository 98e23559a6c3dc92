// The popup timing rules (docs/popups.md#timing-rules), pure: everything they read comes in
// RuleInput, every count they keep goes through Counters, so tests run them on a fake storage
// and a fake clock. All active rules are checked (none short-circuits: page_views and sessions
// set their baseline when first checked) and must all pass, once per page view.
import type { BrowserName } from './environment.ts';
import { list, num, on, str } from './settings.ts';

/** The `elementor` storage object of docs/site.md#visitor-counters, as the rules use it. */
export interface Counters {
  /** False when browser storage refuses: the rules that need the visitor's history are left out. */
  readonly available: boolean;
  get(key: string): unknown;
  /** A lifetime (seconds) is set on the first write only: a fixed window. */
  set(key: string, value: unknown, lifetimeSeconds?: number): void;
  /** sessionStorage's own key, outside the object (the per-session impression count). */
  getSession(key: string): string | null;
  setSession(key: string, value: string): void;
}

export interface RuleInput {
  id: string;
  counters: Counters;
  referrer: string;
  /** location.host */
  host: string;
  device: string;
  browser: Record<BrowserName, boolean>;
  user: { roles: string[] } | null;
  /** The visitor's clock. */
  now: Date;
  warn(message: string): void;
}

type Timing = Record<string, unknown>;

/** SPEC §9: the impression windows, in seconds. */
const PERIODS: Record<string, number> = { day: 86_400, week: 604_800, month: 2_628_288 };

const impressionsKey = (id: string) => `popup-${id}-impressions-count`;

/** Views (or sessions) since this popup's rule was first checked, against the setting. */
function since(counter: 'pageViews' | 'sessions', baseline: string, min: number, input: RuleInput): boolean {
  const { counters } = input;
  if (!counters.available) return true;
  const current = num(counters.get(counter), 0);
  const key = `popup_${input.id}_${baseline}`;
  let first = num(counters.get(key), 0);
  // A zero baseline counts as none, as the page builder stores it.
  if (!first) counters.set(key, (first = current));
  return current - first >= min;
}

/** The impressions the `times` rule counts for its period. */
function impressions(t: Timing, input: RuleInput): number {
  const { counters, id } = input;
  const period = str(t.times_period);
  if (period === 'session') return num(counters.getSession(impressionsKey(id)), 0);
  if (PERIODS[period]) return num(counters.get(impressionsKey(id)), 0);
  return num(counters.get(`popup_${id}_times`), 0);
}

/** 'Y-m-d H:i(:s)' as the page builder saves dates, read as wall-clock time; '' is no date, NaN a bad one. */
export function wallClock(text: string): Date | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return new Date(NaN);
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s);
}

const RULES: Record<string, (t: Timing, input: RuleInput) => boolean> = {
  page_views: (t, input) => since('pageViews', 'page_views_initialPageViews', num(t.page_views_views, 3), input),
  sessions: (t, input) => since('sessions', 'sessions_initialSessions', num(t.sessions_sessions, 2), input),
  url(t, input) {
    const url = str(t.url_url);
    const action = str(t.url_action) || 'show';
    if (action !== 'regex') return (action === 'hide') !== input.referrer.includes(url);
    try {
      return new RegExp(url).test(input.referrer);
    } catch {
      input.warn(`popup ${input.id}: url rule ${JSON.stringify(url.slice(0, 80))} is not a valid regular expression; the popup stays hidden`);
      return false;
    }
  },
  sources(t, input) {
    const sources = Array.isArray(t.sources_sources) ? list(t.sources_sources) : ['search', 'external', 'internal'];
    if (['search', 'external', 'internal'].every((s) => sources.includes(s))) return true;
    const referrer = input.referrer.replace(/^https?:\/\/(?:www\.)?/, '');
    // An empty referrer (a direct visit) is not internal, so it counts as external.
    if (referrer && referrer.startsWith(input.host.replace('www.', ''))) return sources.includes('internal');
    if (sources.includes('external')) return true;
    return sources.includes('search') && /^(google|yahoo|bing|yandex|baidu)\./.test(referrer);
  },
  logged_in(t, input) {
    if (!input.user) return true;
    if ((str(t.logged_in_users) || 'all') === 'all') return false;
    const roles = list(t.logged_in_roles);
    return !input.user.roles.some((role) => roles.includes(role));
  },
  devices(t, input) {
    const devices = list(t.devices_devices);
    return !devices.length || devices.includes(input.device);
  },
  times: (t, input) => !input.counters.available || impressions(t, input) < num(t.times_times, 3),
  browsers(t, input) {
    if ((str(t.browsers_browsers) || 'all') === 'all') return true;
    return list(t.browsers_browsers_options).some((name) => input.browser[name as BrowserName]);
  },
  schedule(t, input) {
    const [start, end, server] = [t.schedule_start_date, t.schedule_end_date, t.schedule_server_datetime].map((v) => wallClock(str(v)));
    if ([start, end].some((d) => d && Number.isNaN(d.getTime()))) {
      input.warn(`popup ${input.id}: schedule dates are not dates; the popup stays hidden`);
      return false;
    }
    // 'site': the site's clock when the page was printed (a cached page keeps that time).
    const now = str(t.schedule_timezone) === 'site' && server && !Number.isNaN(server.getTime()) ? server : input.now;
    return (!start || now >= start) && (!end || now <= end);
  },
};

/** Whether every active timing rule lets the popup show on this page view. */
export function timingPasses(timing: Timing, input: RuleInput): boolean {
  let passes = true;
  for (const [name, check] of Object.entries(RULES)) {
    if (on(timing[name]) && !check(timing, input)) passes = false;
  }
  return passes;
}

/** SPEC §4: impressions count when the popup closes if times_count is '' or 'close', else when it opens. */
export const countsOnClose = (timing: Timing): boolean => timing.times_count === '' || timing.times_count === 'close';

/** One impression: the lifetime count, and the `times` rule's period count (its window fixed at the first write). */
export function countImpression(id: string, timing: Timing, counters: Counters): void {
  if (!counters.available) return;
  counters.set(`popup_${id}_times`, num(counters.get(`popup_${id}_times`), 0) + 1);
  if (!on(timing.times)) return;
  const period = str(timing.times_period);
  const key = impressionsKey(id);
  if (period === 'session') counters.setSession(key, String(num(counters.getSession(key), 0) + 1));
  else if (PERIODS[period]) counters.set(key, num(counters.get(key), 0) + 1, PERIODS[period]);
}

/** docs/popups.md#do-not-show-again */
export const isDisabled = (id: string, counters: Counters): boolean => !!counters.get(`popup_${id}_disable`);
export const disable = (id: string, counters: Counters): void => counters.set(`popup_${id}_disable`, true);
