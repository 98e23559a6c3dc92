// The timing rules that read the page and the visitor rather than the visitor's history
// (docs/popups.md#timing-rules): url, sources, logged_in, devices, browsers, schedule. Loaded only
// for a popup that switches one on; pure over the Context read once from the page.
import { browserFlags, deviceMode, loggedInUser, type BrowserName } from './environment.ts';
import type { Rule } from './rules.ts';
import { str } from './values.ts';

export interface Context {
  referrer: string;
  /** location.host */
  host: string;
  device: string;
  browser: Record<BrowserName, boolean>;
  user: { roles: string[] } | null;
  /** The visitor's clock. */
  now: Date;
}

export function readContext(win: Window, withDevice: boolean): Context {
  return {
    referrer: win.document.referrer,
    host: win.location.host,
    device: withDevice ? deviceMode(win) : '',
    browser: browserFlags(win.navigator.userAgent),
    user: loggedInUser(win),
    now: new Date(),
  };
}

/** 'Y-m-d H:i(:s)' as the page builder saves dates, read as wall-clock time; '' is no date, NaN a bad one. */
export function wallClock(text: string): Date | null {
  if (!text) return null;
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return new Date(NaN);
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, s);
}

const SOURCES = ['search', 'external', 'internal'];

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function contextRules(c: Context): Record<string, Rule> {
  return {
    url(t, { id, warn }) {
      const url = str(t.url_url);
      const action = str(t.url_action) || 'show';
      if (action !== 'regex') return (action === 'hide') !== c.referrer.includes(url);
      try {
        return new RegExp(url).test(c.referrer);
      } catch {
        warn(`popup ${id}: url rule ${JSON.stringify(url.slice(0, 80))} is not a valid regular expression; the popup stays hidden`);
        return false;
      }
    },
    sources(t) {
      const sources = Array.isArray(t.sources_sources) ? list(t.sources_sources) : SOURCES;
      if (SOURCES.every((s) => sources.includes(s))) return true;
      const referrer = c.referrer.replace(/^https?:\/\/(?:www\.)?/, '');
      // An empty referrer (a direct visit) is not internal, so it counts as external.
      if (referrer?.startsWith(c.host.replace('www.', ''))) return sources.includes('internal');
      if (sources.includes('external')) return true;
      return sources.includes('search') && /^(google|yahoo|bing|yandex|baidu)\./.test(referrer);
    },
    logged_in(t) {
      if (!c.user) return true;
      if ((str(t.logged_in_users) || 'all') === 'all') return false;
      const roles = list(t.logged_in_roles);
      return !c.user.roles.some((role) => roles.includes(role));
    },
    devices(t) {
      const devices = list(t.devices_devices);
      return !devices.length || devices.includes(c.device);
    },
    browsers(t) {
      if ((str(t.browsers_browsers) || 'all') === 'all') return true;
      return list(t.browsers_browsers_options).some((name) => c.browser[name as BrowserName]);
    },
    schedule(t, { id, warn }) {
      const [start, end, server] = [t.schedule_start_date, t.schedule_end_date, t.schedule_server_datetime].map((v) => wallClock(str(v)));
      if ([start, end].some((d) => d && Number.isNaN(d.getTime()))) {
        warn(`popup ${id}: schedule dates are not dates; the popup stays hidden`);
        return false;
      }
      // 'site': the site's clock when the page was printed (a cached page keeps that time).
      const now = str(t.schedule_timezone) === 'site' && server && !Number.isNaN(server.getTime()) ? server : c.now;
      return (!start || now >= start) && (!end || now <= end);
    },
  };
}
