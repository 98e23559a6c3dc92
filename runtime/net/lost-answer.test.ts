import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetError } from './http.ts';
import { answerLost, whenOnline } from './lost-answer.ts';

describe('answerLost', () => {
  it('is true only when the call may have reached the server without a usable answer', () => {
    const lost = [
      new NetError('fetch_error', ''),
      new NetError('timeout', ''),
      new NetError('invalid_json', '', { status: 200 }),
      new NetError('http_error', '', { status: 502 }),
      new NetError('unknown_error', '', { status: 500 }),
    ];
    const known = [
      new NetError('http_error', '', { status: 403 }),
      new NetError('rest_forbidden', '', { status: 401 }),
      new NetError('unknown_error', ''),
      new DOMException('aborted', 'AbortError'),
      new Error('not a network error'),
    ];
    expect(lost.map(answerLost)).toEqual(lost.map(() => true));
    expect(known.map(answerLost)).toEqual(known.map(() => false));
  });
});

describe('whenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs at once while online', () => {
    const runs: string[] = [];
    whenOnline(() => runs.push('run'));
    expect(runs).toEqual(['run']);
  });

  it('waits for the online event while offline, runs once, and can be cancelled', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const runs: string[] = [];
    whenOnline(() => runs.push('first'));
    const cancel = whenOnline(() => runs.push('cancelled'));
    expect(runs).toEqual([]);
    cancel();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(runs).toEqual(['first']);
  });
});
