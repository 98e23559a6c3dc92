// @vitest-environment jsdom
// Each trigger on a fake clock and jsdom events: when it fires, that the first to fire removes
// every trigger, and that the island's signal removes them too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armTriggers } from './triggers.ts';

let life: AbortController;
let fired: number;
const arm = (triggers: Record<string, unknown>) => armTriggers(triggers, () => fired++, life.signal);

beforeEach(() => {
  vi.useFakeTimers();
  life = new AbortController();
  fired = 0;
});
afterEach(() => {
  life.abort();
  vi.useRealTimers();
});

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('triggers', () => {
  it('page_load: after the delay in seconds', () => {
    arm({ page_load: 'yes', page_load_delay: 2 });
    vi.advanceTimersByTime(1999);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(1);
    expect(fired).toBe(1);
  });

  it('page_load: a second before it fires, `soon` says the popup is about to show', () => {
    let soonAt = -1;
    const start = Date.now();
    armTriggers(
      { page_load: 'yes', page_load_delay: 3 },
      () => fired++,
      life.signal,
      window,
      () => (soonAt = Date.now() - start),
    );
    vi.advanceTimersByTime(1999);
    expect(soonAt).toBe(-1);
    vi.advanceTimersByTime(1);
    expect([soonAt, fired]).toEqual([2000, 0]);
    vi.advanceTimersByTime(1000);
    expect(fired).toBe(1);
  });

  it('scrolling down: once the page is scrolled past the offset %', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    arm({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 30 });
    scrollTo(500); // 25 %
    expect(fired).toBe(0);
    scrollTo(600); // 30 %
    expect(fired).toBe(1);
  });

  it('scrolling up: on the first scroll upwards', () => {
    arm({ scrolling: 'yes', scrolling_direction: 'up' });
    scrollTo(400);
    expect(fired).toBe(0);
    scrollTo(390);
    expect(fired).toBe(1);
  });

  it('scrolling_to: when the element comes into view; a bad selector never fires', () => {
    const observed: Element[] = [];
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML = '<section id="ofertas"></section>';
    expect(() => arm({ scrolling_to: 'yes', scrolling_to_selector: '#[no' })).not.toThrow();
    arm({ scrolling_to: 'yes', scrolling_to_selector: '#ofertas' });
    expect(observed).toEqual([document.getElementById('ofertas')]);
    report([{ isIntersecting: false }]);
    expect(fired).toBe(0);
    report([{ isIntersecting: true }]);
    expect(fired).toBe(1);
    vi.unstubAllGlobals();
  });

  it('click: on exactly the Nth click anywhere', () => {
    arm({ click: 'yes', click_times: 3 });
    document.body.click();
    document.body.click();
    expect(fired).toBe(0);
    document.body.click();
    expect(fired).toBe(1);
  });

  it('inactivity: after the time with no key or mouse move; scrolling is not activity', () => {
    arm({ inactivity: 'yes', inactivity_time: 10 });
    vi.advanceTimersByTime(9000);
    document.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(9000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(9000);
    window.dispatchEvent(new Event('scroll'));
    expect(fired).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(fired).toBe(1);
  });

  it('exit_intent: the pointer leaving through the top of the window', () => {
    arm({ exit_intent: 'yes' });
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 300, relatedTarget: null }));
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: document.documentElement }));
    expect(fired).toBe(0);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -2, relatedTarget: null }));
    expect(fired).toBe(1);
  });

  it('the first to fire removes all of them', () => {
    arm({ page_load: 'yes', page_load_delay: 5, click: 'yes', click_times: 1, exit_intent: 'yes' });
    document.body.click();
    vi.advanceTimersByTime(10_000);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1 }));
    expect(fired).toBe(1);
  });

  it('the removal returned (the popup opened some other way) and the island going both disarm them', () => {
    const disarm = arm({ page_load: 'yes', page_load_delay: 1 });
    disarm();
    vi.advanceTimersByTime(2000);
    arm({ click: 'yes' });
    life.abort();
    document.body.click();
    expect(fired).toBe(0);
  });

  it('arms nothing that is switched off', () => {
    arm({ page_load: '', page_load_delay: 0, click: 'no' });
    vi.advanceTimersByTime(1000);
    document.body.click();
    expect(fired).toBe(0);
  });
  it('adblock_detection: after its delay, only when the bait ad box is hidden; the bait is taken out', async () => {
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
    await import('./adblock.ts'); // loaded once, so the trigger's own import answers at once
    const style = document.createElement('style');
    document.head.append(style);
    try {
      arm({ adblock_detection: 'yes', adblock_detection_delay: 1 });
      await vi.advanceTimersByTimeAsync(2000);
      expect(fired, 'the bait shows: no ad blocker').toBe(0);
      expect(document.querySelectorAll('.ad-box')).toHaveLength(0);
      style.textContent = '.ad-box { display: none }';
      arm({ adblock_detection: 'yes', adblock_detection_delay: 1 });
      await vi.advanceTimersByTimeAsync(900);
      expect(fired).toBe(0);
      await vi.advanceTimersByTimeAsync(200);
      expect(fired).toBe(1);
      expect(document.querySelectorAll('.ad-box')).toHaveLength(0);
    } finally {
      style.remove();
      vi.unstubAllGlobals();
    }
  });
});
