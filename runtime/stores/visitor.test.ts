import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSessionKey, storageWorks, writeSessionKey } from './popup-storage.ts';
import { visitCountedHere } from './visit-counted.ts';
import { countVisit, countVisitOnce, readCounter, writeCounter } from './visitor.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const stored = (area: Storage) => JSON.parse(area.getItem('elementor') ?? '{}') as Record<string, unknown>;

describe('visitor counters', () => {
  it('counts every page view, and a session once per tab session', () => {
    countVisit();
    expect(countVisit()).toEqual({ pageViews: 2, sessions: 1 });
    expect([readCounter('pageViews'), readCounter('sessions')], 'what the popup rules read').toEqual([2, 1]);
    sessionStorage.clear(); // the tab was closed: a new session
    expect(countVisit()).toEqual({ pageViews: 3, sessions: 2 });
    // Where Elementor Pro keeps them, so a visitor's counts carry over.
    expect(stored(localStorage)).toEqual({ pageViews: 3, sessions: 2 });
    expect(stored(sessionStorage)).toEqual({ activeSession: true });
  });

  it('forgets a value once its lifetime (a fixed window from the first write) is over', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    writeCounter('popup_7_times', 1, { lifetimeSeconds: 60 });
    vi.advanceTimersByTime(30_000);
    writeCounter('popup_7_times', 2, { lifetimeSeconds: 60 }); // does not extend the window
    expect(readCounter('popup_7_times')).toBe(2);
    vi.advanceTimersByTime(31_000);
    expect(readCounter('popup_7_times')).toBeUndefined();
    expect(stored(localStorage)).toEqual({ __expiration: {} });
  });

  it('starts over from storage that is not JSON, and survives storage that refuses writes', () => {
    localStorage.setItem('elementor', '{no es json');
    expect(countVisit().pageViews).toBe(1);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => countVisit()).not.toThrow();
    setItem.mockRestore();
  });

  it('says whether the storage object can be kept, leaving nothing behind when it checks', () => {
    expect(storageWorks()).toBe(true);
    expect(localStorage.getItem('elementor'), 'no object written by the check').toBeNull();
    countVisit();
    expect(storageWorks()).toBe(true);
    expect(stored(localStorage)).toEqual({ pageViews: 1, sessions: 1 });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(storageWorks()).toBe(false);
    setItem.mockRestore();
  });

  it("keeps sessionStorage's own keys outside the object (the per-session popup count), and survives refusal", () => {
    writeSessionKey('popup-53-impressions-count', '2');
    expect(readSessionKey('popup-53-impressions-count')).toBe('2');
    expect(sessionStorage.getItem('elementor')).toBeNull();
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('insecure', 'SecurityError');
    });
    expect(readSessionKey('popup-53-impressions-count')).toBeNull();
    getItem.mockRestore();
  });
});

describe('the page view counted once', () => {
  it('by whichever asks first, the entry or a popup: the second gets the same counts', () => {
    localStorage.clear();
    sessionStorage.clear();
    const first = countVisitOnce();
    expect(countVisitOnce()).toBe(first);
    expect(readCounter('pageViews')).toBe(first.pageViews);
  });
});

describe('where the visit is counted', () => {
  const w = window as unknown as Record<string, unknown>;
  afterEach(() => {
    delete w.ElementorProFrontendConfig;
    document.body.innerHTML = '';
  });

  it('only where Elementor Pro counted it (the site has popups) or a popup is printed: not on the shop', () => {
    expect(visitCountedHere(), 'a shop page: no Elementor Pro, no popup').toBe(false);
    w.ElementorProFrontendConfig = { popup: { hasPopUps: false } };
    expect(visitCountedHere(), 'Pro on a site without popups').toBe(false);
    w.ElementorProFrontendConfig = { popup: { hasPopUps: true } };
    expect(visitCountedHere()).toBe(true);
    delete w.ElementorProFrontendConfig;
    document.body.innerHTML = '<div data-elementor-type="popup" data-elementor-id="53"></div>';
    expect(visitCountedHere()).toBe(true);
  });
});
