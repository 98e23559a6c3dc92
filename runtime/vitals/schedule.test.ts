import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, sampled, scheduleVitals, vitalsSettings, type VitalsSettings } from './schedule.ts';

const settings: VitalsSettings = { share: 10, variant: 'original', page: 'shop', endpoint: '/wp-json/islands/v1/vitals', reporter: '/r.js' };
const printed = (text: string) => {
  document.body.innerHTML = `<script type="application/json" id="islands-vitals">${text}</script>`;
};
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('vitalsSettings', () => {
  it('reads #islands-vitals; absent, unreadable, without a reporter or with a share of 0 it is off', () => {
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
    scheduleVitals(settings, async (url) => (expect(url).toBe('/r.js'), { startReporter }));
    await vi.waitFor(() => expect(startReporter).toHaveBeenCalledWith(settings));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    scheduleVitals(settings, () => Promise.reject(new Error('offline')));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[islands:vitals] the reporter did not load', expect.any(Error)));
  });
});
