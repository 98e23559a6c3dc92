import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every, later, onAbort } from './lifetime.ts';

let life: AbortController;
const seen: string[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  life = new AbortController();
  seen.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('later', () => {
  it('fires once after its delay', () => {
    later(life.signal, () => seen.push('fired'), 100);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(['fired']);
  });

  it('never fires once the signal has aborted, before or after it was set', () => {
    later(life.signal, () => seen.push('pending'), 100);
    life.abort();
    later(life.signal, () => seen.push('late'), 100);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('returns its own cancel, and a fired or cancelled timer leaves no abort listener behind', () => {
    const remove = vi.spyOn(life.signal, 'removeEventListener');
    const cancel = later(life.signal, () => seen.push('cancelled'), 100);
    later(life.signal, () => seen.push('fired'), 50);
    cancel();
    vi.advanceTimersByTime(200);
    expect(seen).toEqual(['fired']);
    expect(remove).toHaveBeenCalledTimes(2);
  });
});

describe('every', () => {
  it('repeats until the signal aborts', () => {
    every(life.signal, () => seen.push('tick'), 100);
    vi.advanceTimersByTime(350);
    life.abort();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['tick', 'tick', 'tick']);
  });

  it('stops by its own stop too', () => {
    const stop = every(life.signal, () => seen.push('tick'), 100);
    vi.advanceTimersByTime(100);
    stop();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['tick']);
  });
});

describe('onAbort', () => {
  it('runs the undo once on abort, or at once when the signal has already aborted', () => {
    onAbort(life.signal, () => seen.push('unbind'));
    expect(seen).toEqual([]);
    life.abort();
    life.abort();
    onAbort(life.signal, () => seen.push('late unbind'));
    expect(seen).toEqual(['unbind', 'late unbind']);
  });

  it('takes several undos and runs them in order', () => {
    onAbort(
      life.signal,
      () => seen.push('off 1'),
      () => seen.push('off 2'),
    );
    life.abort();
    expect(seen).toEqual(['off 1', 'off 2']);
  });
});
