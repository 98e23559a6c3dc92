import { describe, expect, it } from 'vitest';
import { evergreenEnd, parseActions, remaining } from './time.ts';

const DAY = 86_400_000;

describe('remaining', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(remaining(2 * DAY + 3 * 3600_000 + 4 * 60_000 + 5_000, 0)).toEqual({ total: 183_845_000, parts: [2, 3, 4, 5] });
  });

  it('passes a hidden unit on to the next shown one', () => {
    expect(remaining(2 * DAY + 3 * 3600_000, 0, [false, true, true, true]).parts).toEqual([0, 51, 0, 0]);
    expect(remaining(3 * 3600_000 + 61_000, 0, [false, false, true, true]).parts).toEqual([0, 0, 181, 1]);
  });

  it('never goes below zero', () => {
    expect(remaining(0, 5_000)).toEqual({ total: -5_000, parts: [0, 0, 0, 0] });
  });
});

describe('end actions', () => {
  it('keeps hide, message and http(s) redirects, in order; drops any other address and any other type', () => {
    const raw = JSON.stringify([
      { type: 'message' },
      { type: 'redirect', redirect_url: 'javascript:alert(1)' },
      { type: 'redirect', redirect_url: ' https://tienda.test/fin/ ' },
      { type: 'redirect', redirect_url: '//otro.test/' },
      { type: 'explode' },
      { type: 'hide' },
    ]);
    expect(parseActions(raw)).toEqual([{ type: 'message' }, { type: 'redirect', url: 'https://tienda.test/fin/' }, { type: 'hide' }]);
    expect(parseActions('no es json')).toEqual([]);
    expect(parseActions('{"type":"hide"}')).toEqual([]);
  });
});

describe('evergreen end', () => {
  it("starts at the first view, keeps it under the page builder's keys, starts again when the interval changes", () => {
    localStorage.clear();
    const first = evergreenEnd(window, 'abc1234', 60);
    expect(localStorage.getItem('abc1234-evergreen_due_date')).toBe(String(first));
    expect(localStorage.getItem('abc1234-evergreen_interval')).toBe('60');
    expect(evergreenEnd(window, 'abc1234', 60)).toBe(first);
    const changed = evergreenEnd(window, 'abc1234', 120);
    expect(changed).toBeGreaterThan(first);
    expect(localStorage.getItem('abc1234-evergreen_interval')).toBe('120');
  });
});
