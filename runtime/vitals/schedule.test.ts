import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, sampled, scheduleVitals, vitalsSettings, type VitalsSettings } from './schedule.ts';

const here = location.origin;
const settings: VitalsSettings = {
  share: 10,
  variant: 'original',
  page: 'shop',
  endpoint: `${here}/wp-json/islands/v1/vitals`,
  reporter: `${here}/wp-content/plugins/islands/bundle/vitals-reporter.js?ver=abc123`,
};
const printed = (text: string) => {
  document.body.innerHTML = `<script type="application/json" id="islands-vitals">${text}</script>`;
};
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('vitalsSettings', () => {
  it('reads #islands-vitals; absent, unreadable, without a reporter or with a share of 0 it is off', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(vitalsSettings('islands-vitals')).toBeNull();
    printed(JSON.stringify(settings));
    expect(vitalsSettings('islands-vitals')).toEqual(settings);
    printed('{"share":');
    expect(vitalsSettings('islands-vitals')).toBeNull();
    printed(JSON.stringify({ ...settings, reporter: undefined }));
    expect(vitalsSettings('islands-vitals')).toBeNull();
    printed(JSON.stringify({ ...settings, share: 0 }));
    expect(vitalsSettings('islands-vitals')).toBeNull();
  });
});

describe('vitalsSettings: what page content cannot steer (docs/security.md)', () => {
  it('passes over an element content gave the id: only a <script type="application/json"> is read', () => {
    document.body.innerHTML = `<pre id="islands-vitals">${JSON.stringify({ ...settings, share: 100 })}</pre>`;
    expect(vitalsSettings('islands-vitals')).toBeNull();
  });

  it.each([
    ['a data: address', 'data:text/javascript,alert(document.domain)'],
    ['another site', 'https://evil.example/wp-content/plugins/islands/bundle/vitals-reporter.js'],
    ['another file of this site', `${here}/wp-content/uploads/evil.js`],
    ["the REST API's JSONP answer", `${here}/wp-json/bundle/vitals-reporter.js?_jsonp=alert`],
    ['a query route', `${here}/?rest_route=/bundle/vitals-reporter.js`],
  ])('refuses a reporter at %s, with one console error naming it', (_, reporter) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    printed(JSON.stringify({ ...settings, reporter }));
    expect(vitalsSettings('islands-vitals')).toBeNull();
    expect(spy).toHaveBeenCalledOnce();
    expect(spy.mock.calls[0]).toEqual(['[islands:vitals] #islands-vitals reporter refused, not of this site:', reporter.slice(0, 120)]);
  });

  it('refuses a beacon endpoint of another site', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    printed(JSON.stringify({ ...settings, endpoint: 'https://evil.example/collect' }));
    expect(vitalsSettings('islands-vitals')).toBeNull();
    expect(spy.mock.calls[0]).toEqual([
      '[islands:vitals] #islands-vitals endpoint refused, not of this site:',
      'https://evil.example/collect',
    ]);
  });

  it('says malformed JSON once, naming the element', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    printed('{"share":');
    expect(vitalsSettings('islands-vitals')).toBeNull();
    expect(spy.mock.calls).toEqual([['[islands:vitals] #islands-vitals is not valid JSON']]);
  });
});

describe('sampled', () => {
  it('measures the share of page views: 10 % takes random numbers under 0.1', () => {
    expect(sampled(settings, 0.0999)).toBe(true);
    expect(sampled(settings, 0.1)).toBe(false);
    expect(sampled({ ...settings, share: 100 }, 0.9999)).toBe(true);
  });
});

describe('afterLoadWhenIdle', () => {
  /** A window whose load event and idle callbacks the test fires. */
  function fakeWindow(readyState: DocumentReadyState) {
    const target = new EventTarget();
    const idle: (() => void)[] = [];
    const win = Object.assign(target, { document: { readyState }, requestIdleCallback: (task: () => void) => idle.push(task) });
    return { win: win as unknown as Window, idle, target };
  }

  it('waits for the load event, then for an idle task', () => {
    const { win, idle, target } = fakeWindow('interactive');
    const task = vi.fn();
    afterLoadWhenIdle(task, win);
    expect(idle).toHaveLength(0);
    target.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(task).toHaveBeenCalledOnce();
  });

  it('after the load event, only for an idle task', () => {
    const { win, idle } = fakeWindow('complete');
    const task = vi.fn();
    afterLoadWhenIdle(task, win);
    expect(task).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('scheduleVitals', () => {
  it('an unsampled page view, or no settings, loads nothing', () => {
    const load = vi.fn();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    scheduleVitals(settings, load);
    scheduleVitals(null, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('a sampled one loads the reporter from its address and starts it; a failed load says so once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    const startReporter = vi.fn();
    scheduleVitals(settings, async (url) => (expect(url).toBe(settings.reporter), { startReporter }));
    await vi.waitFor(() => expect(startReporter).toHaveBeenCalledWith(settings));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    scheduleVitals(settings, () => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[islands:vitals] the reporter did not load', expect.any(Error)));
  });
});
