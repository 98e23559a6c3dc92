import { afterEach, describe, expect, it, vi } from 'vitest';
import { idle } from './idle.ts';

// jsdom has no requestIdleCallback: the timeout that stands in for it is what runs here.
describe('idle strategy', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
  });

  const loading = () => Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });

  it('waits for the load event, then for the idle moment', () => {
    vi.useFakeTimers();
    loading();
    const hydrate = vi.fn();
    idle(document.body, hydrate);
    vi.advanceTimersByTime(5000);
    expect(hydrate, 'not before the load event').not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(hydrate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, only waits for the idle moment', () => {
    vi.useFakeTimers();
    const hydrate = vi.fn();
    idle(document.body, hydrate);
    vi.advanceTimersByTime(200);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load event, it never mounts', () => {
    vi.useFakeTimers();
    loading();
    const hydrate = vi.fn();
    idle(document.body, hydrate)();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(hydrate).not.toHaveBeenCalled();
  });
});
