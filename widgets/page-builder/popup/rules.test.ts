// @vitest-environment node
// The timing rules and the impression counts on a fake storage and a fake clock: what each rule
// lets through, which keys it keeps, and that storage that refuses leaves only the rules that need no history.
import { describe, expect, it } from 'vitest';
import { contextRules, wallClock, type Context } from './context-rules.ts';
import { browserFlags } from './environment.ts';
import {
  countImpression,
  countsOnClose,
  disable,
  HISTORY_RULES,
  isDisabled,
  timingPasses as check,
  type Counters,
  type RuleInput,
} from './rules.ts';

/** The `elementor` object with its __expiration map, and sessionStorage's own keys, on a clock the test moves. */
function fakeStorage(available = true) {
  const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
  const blob: Record<string, unknown> = {};
  const expiry: Record<string, number> = {};
  const session = new Map<string, string>();
  const counters: Counters = {
    available,
    get(key) {
      if (expiry[key] !== undefined && expiry[key]! < clock.now) {
        delete blob[key];
        delete expiry[key];
      }
      return available ? blob[key] : undefined;
    },
    set(key, value, lifetimeSeconds) {
      if (!available) return;
      blob[key] = value;
      if (lifetimeSeconds && expiry[key] === undefined) expiry[key] = clock.now + lifetimeSeconds * 1000;
    },
    getSession: (key) => (available ? (session.get(key) ?? null) : null),
    setSession: (key, value) => void (available && session.set(key, value)),
  };
  return { counters, blob, expiry, session, clock };
}

type Input = RuleInput & { warnings: string[]; context: Context };

/** Popup 53's rule input, with a page and visitor that `over` may change. */
function input(counters: Counters, over: Partial<Context> = {}): Input {
  const warnings: string[] = [];
  const context: Context = {
    referrer: '',
    host: 'tienda.example',
    device: 'desktop',
    browser: browserFlags('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'),
    user: null,
    now: new Date(2026, 10, 24, 12, 0),
    ...over,
  };
  return { id: '53', counters, warn: (m) => warnings.push(m), warnings, context };
}

/** Every rule, as the engine runs them for a popup that uses the context rules. */
const timingPasses = (timing: Record<string, unknown>, i: Input) => check(timing, i, { ...HISTORY_RULES, ...contextRules(i.context) });

describe('page_views and sessions', () => {
  it('count from the first check: /promociones/ (views 1) shows from the second page view', () => {
    const { counters, blob } = fakeStorage();
    const timing = { page_views: 'yes', page_views_views: 1 };
    blob.pageViews = 1;
    expect(timingPasses(timing, input(counters)), 'first view').toBe(false);
    expect(blob.popup_53_page_views_initialPageViews).toBe(1);
    blob.pageViews = 2;
    expect(timingPasses(timing, input(counters)), 'second view').toBe(true);
    expect(blob.popup_53_page_views_initialPageViews, 'the baseline stays').toBe(1);
  });

  it('sessions since the first check, default 2', () => {
    const { counters, blob } = fakeStorage();
    blob.sessions = 4;
    expect(timingPasses({ sessions: 'yes' }, input(counters))).toBe(false);
    blob.sessions = 5;
    expect(timingPasses({ sessions: 'yes' }, input(counters))).toBe(false);
    blob.sessions = 6;
    expect(timingPasses({ sessions: 'yes' }, input(counters))).toBe(true);
    expect(blob.popup_53_sessions_initialSessions).toBe(4);
  });

  it('every active rule is checked, even after one failed: a baseline is kept anyway', () => {
    const { counters, blob } = fakeStorage();
    blob.pageViews = 3;
    expect(timingPasses({ devices: 'yes', devices_devices: ['mobile'], page_views: 'yes' }, input(counters))).toBe(false);
    expect(blob.popup_53_page_views_initialPageViews).toBe(3);
  });
});

describe('url', () => {
  const check = (timing: Record<string, unknown>, referrer: string) => {
    const i = input(fakeStorage().counters, { referrer });
    return [timingPasses({ url: 'yes', ...timing }, i), i.warnings] as const;
  };
  it('shows or hides when the referrer contains the text', () => {
    expect(check({ url_url: 'boletin', url_action: 'show' }, 'https://correo.example/boletin/3')[0]).toBe(true);
    expect(check({ url_url: 'boletin', url_action: 'show' }, 'https://google.com/')[0]).toBe(false);
    expect(check({ url_url: 'boletin', url_action: 'hide' }, 'https://correo.example/boletin/3')[0]).toBe(false);
    expect(check({ url_url: 'boletin', url_action: 'hide' }, '')[0]).toBe(true);
  });
  it('tests a regular expression; an invalid one hides the popup and says so once', () => {
    expect(check({ url_url: '^https://(www\\.)?google\\.', url_action: 'regex' }, 'https://www.google.es/')[0]).toBe(true);
    expect(check({ url_url: '^https://(www\\.)?google\\.', url_action: 'regex' }, 'https://bing.com/')[0]).toBe(false);
    const [passes, warnings] = check({ url_url: '([a-z', url_action: 'regex' }, 'https://google.com/');
    expect(passes).toBe(false);
    expect(warnings).toEqual(['popup 53: url rule "([a-z" is not a valid regular expression; the popup stays hidden']);
  });
});

describe('sources', () => {
  const from = (sources: string[], referrer: string) =>
    timingPasses({ sources: 'yes', sources_sources: sources }, input(fakeStorage().counters, { referrer, host: 'www.tienda.example' }));
  it('tells internal, search and other sites apart; a direct visit counts as external', () => {
    expect(from(['internal'], 'https://tienda.example/tienda/')).toBe(true);
    expect(from(['internal'], 'https://www.google.es/')).toBe(false);
    expect(from(['search'], 'https://www.google.es/search?q=x')).toBe(true);
    expect(from(['search'], 'https://duckduckgo.com/')).toBe(false);
    expect(from(['external'], '')).toBe(true);
    expect(from(['search'], '')).toBe(false);
    expect(from(['internal', 'search', 'external'], 'anything')).toBe(true);
  });
});

describe('logged_in, devices, browsers', () => {
  const { counters } = fakeStorage();
  it('logged_in: guests pass; all hides every user; custom hides the listed roles', () => {
    expect(timingPasses({ logged_in: 'yes', logged_in_users: 'all' }, input(counters))).toBe(true);
    expect(timingPasses({ logged_in: 'yes', logged_in_users: 'all' }, input(counters, { user: { roles: ['customer'] } }))).toBe(false);
    const custom = { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['administrator'] };
    expect(timingPasses(custom, input(counters, { user: { roles: ['customer'] } }))).toBe(true);
    expect(timingPasses(custom, input(counters, { user: { roles: ['administrator'] } }))).toBe(false);
  });
  it('devices: the current device mode is in the list', () => {
    expect(timingPasses({ devices: 'yes', devices_devices: ['desktop', 'tablet'] }, input(counters))).toBe(true);
    expect(timingPasses({ devices: 'yes', devices_devices: ['mobile'] }, input(counters))).toBe(false);
    expect(timingPasses({ devices: 'yes', devices_devices: ['mobile'] }, input(counters, { device: 'mobile' }))).toBe(true);
  });
  it('browsers: all, or one of the chosen', () => {
    expect(timingPasses({ browsers: 'yes', browsers_browsers: 'all' }, input(counters))).toBe(true);
    expect(
      timingPasses({ browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['firefox', 'safari'] }, input(counters)),
    ).toBe(false);
    expect(timingPasses({ browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] }, input(counters))).toBe(
      true,
    );
  });
  it('reads the browser as the page builder does', () => {
    const flags = (ua: string) =>
      Object.entries(browserFlags(ua))
        .filter(([, v]) => v)
        .map(([k]) => k);
    expect(
      flags('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0'),
    ).toEqual(['edge']);
    expect(
      flags('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'),
    ).toEqual(['safari']);
    expect(flags('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toEqual(['firefox']);
    expect(flags('Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko')).toEqual(['ie']);
  });
});

describe('schedule', () => {
  const { counters } = fakeStorage();
  const window = { schedule: 'yes', schedule_start_date: '2026-11-20 00:00', schedule_end_date: '2026-11-30 23:59' };
  it("in the visitor's time zone, against the visitor's clock", () => {
    expect(timingPasses({ ...window, schedule_timezone: 'visitor' }, input(counters))).toBe(true);
    expect(timingPasses({ ...window, schedule_timezone: 'visitor' }, input(counters, { now: new Date(2026, 11, 1) }))).toBe(false);
    expect(timingPasses({ ...window, schedule_timezone: 'visitor' }, input(counters, { now: new Date(2026, 10, 19, 23, 59) }))).toBe(false);
  });
  it("in the site's time zone, against the site clock the page was printed with", () => {
    const site = { ...window, schedule_timezone: 'site', schedule_server_datetime: '2026-12-02 08:00:00' };
    expect(timingPasses(site, input(counters)), 'the site says December').toBe(false);
    expect(timingPasses({ ...site, schedule_server_datetime: '2026-11-25 08:00:00' }, input(counters, { now: new Date(2027, 0, 1) }))).toBe(
      true,
    );
  });
  it('an open end, and dates that are not dates (hidden, with a warning)', () => {
    expect(timingPasses({ schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: '2026-11-01' }, input(counters))).toBe(true);
    const i = input(counters);
    expect(timingPasses({ schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: 'pronto' }, i)).toBe(false);
    expect(i.warnings).toHaveLength(1);
    expect(wallClock('2026-11-24 09:05')?.getHours()).toBe(9);
  });
});

describe('times and impressions', () => {
  it('lifetime: popup_{id}_times under times_times', () => {
    const { counters, blob } = fakeStorage();
    const timing = { times: 'yes', times_times: 2 };
    expect(timingPasses(timing, input(counters))).toBe(true);
    countImpression('53', timing, counters);
    countImpression('53', timing, counters);
    expect(blob).toEqual({ popup_53_times: 2 });
    expect(timingPasses(timing, input(counters))).toBe(false);
  });

  it('per day: popup-{id}-impressions-count with an expiry set at the first write, a fixed window', () => {
    const { counters, blob, expiry, clock } = fakeStorage();
    const timing = { times: 'yes', times_times: 2, times_period: 'day' };
    const start = clock.now;
    countImpression('53', timing, counters);
    clock.now += 20 * 3600_000;
    countImpression('53', timing, counters);
    expect(blob['popup-53-impressions-count']).toBe(2);
    expect(expiry['popup-53-impressions-count'], 'not moved by the second write').toBe(start + 86_400_000);
    expect(timingPasses(timing, input(counters))).toBe(false);
    clock.now = start + 86_400_001;
    expect(timingPasses(timing, input(counters)), 'a day after the first impression').toBe(true);
  });

  it('week and month windows are 604800 s and 2628288 s', () => {
    for (const [period, seconds] of [
      ['week', 604_800],
      ['month', 2_628_288],
    ] as const) {
      const { counters, expiry, clock } = fakeStorage();
      countImpression('7', { times: 'yes', times_period: period }, counters);
      expect(expiry['popup-7-impressions-count']).toBe(clock.now + seconds * 1000);
    }
  });

  it("per session: sessionStorage's own popup-{id}-impressions-count key", () => {
    const { counters, session, blob } = fakeStorage();
    const timing = { times: 'yes', times_times: 1, times_period: 'session' };
    countImpression('53', timing, counters);
    expect(session.get('popup-53-impressions-count')).toBe('1');
    expect(blob).toEqual({ popup_53_times: 1 });
    expect(timingPasses(timing, input(counters))).toBe(false);
  });

  it("counts on close when times_count is '' or 'close', else on open", () => {
    expect([
      countsOnClose({ times_count: '' }),
      countsOnClose({ times_count: 'close' }),
      countsOnClose({}),
      countsOnClose({ times_count: 'open' }),
    ]).toEqual([true, true, false, false]);
  });
});

describe('the history rules alone', () => {
  it('are what the engine checks for a popup with no context rule', () => {
    const { counters, blob } = fakeStorage();
    Object.assign(blob, { pageViews: 5, popup_53_page_views_initialPageViews: 4 });
    const timing = { page_views: 'yes', page_views_views: 1, devices: 'yes', devices_devices: ['mobile'] };
    expect(check(timing, input(counters)), 'devices is left to context-rules.ts').toBe(true);
    expect(timingPasses(timing, input(counters)), 'with it, a desktop fails').toBe(false);
  });
});

describe('do not show again, and storage that refuses', () => {
  it('disables a popup for good under popup_{id}_disable', () => {
    const { counters, blob } = fakeStorage();
    expect(isDisabled('53', counters)).toBe(false);
    disable('53', counters);
    expect(blob).toEqual({ popup_53_disable: true });
    expect(isDisabled('53', counters)).toBe(true);
  });

  it('leaves out the rules that need history and keeps the others', () => {
    const { counters } = fakeStorage(false);
    const timing = { page_views: 'yes', page_views_views: 1, sessions: 'yes', times: 'yes', times_times: 1 };
    expect(timingPasses(timing, input(counters))).toBe(true);
    expect(timingPasses({ ...timing, devices: 'yes', devices_devices: ['mobile'] }, input(counters))).toBe(false);
    expect(() => countImpression('53', { times: 'yes', times_period: 'day' }, counters)).not.toThrow();
  });
});
