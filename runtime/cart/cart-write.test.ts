import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Busy } from './busy.ts';
import { cartCall, queueCartCall, type CartCall } from './cart-write.ts';
import { applyCartAnswer } from './cart-answer.ts';
import { NetError } from '../net/http.ts';

// A call the test finishes by hand, recording when it starts.
function deferred(log: string[], name: string) {
  let settle!: { resolve(v: string): void; reject(e: Error): void };
  const call = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      settle = { resolve, reject };
    });
  return { call, finish: (v: string) => settle.resolve(v), fail: (e: Error) => settle.reject(e) };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('queueCartCall', () => {
  it('runs cart calls one at a time in the order they were queued', async () => {
    const log: string[] = [];
    const a = deferred(log, 'a');
    const b = deferred(log, 'b');
    const c = deferred(log, 'c');
    const results = [queueCartCall(a.call), queueCartCall(b.call), queueCartCall(c.call)].map((p) => p.then((v) => log.push(`done ${v}`)));
    await tick();
    expect(log).toEqual(['start a']);
    a.finish('a');
    await tick();
    expect(log).toEqual(['start a', 'done a', 'start b']);
    b.finish('b');
    await tick();
    c.finish('c');
    await Promise.all(results);
    expect(log).toEqual(['start a', 'done a', 'start b', 'done b', 'start c', 'done c']);
  });

  it('a failed call rejects for its caller and the next one still runs', async () => {
    const log: string[] = [];
    const a = deferred(log, 'a');
    const b = deferred(log, 'b');
    const first = queueCartCall(a.call);
    const second = queueCartCall(b.call);
    await tick();
    a.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    b.finish('b');
    await expect(second).resolves.toBe('b');
  });
});

describe('cartCall', () => {
  let log: string[];
  let events: AbortController;
  beforeEach(() => {
    log = [];
    events = new AbortController();
    vi.spyOn(console, 'error').mockImplementation((...args) => void log.push(`log ${String(args[0])}`));
    for (const name of ['adding_to_cart', 'added_to_cart', 'wc_fragments_loaded']) {
      document.body.addEventListener(`islands:${name}`, () => log.push(`event ${name}`), { signal: events.signal });
    }
  });
  afterEach(() => {
    events.abort();
    vi.restoreAllMocks();
  });

  const busy =
    (name: string): Busy =>
    () => {
      log.push(`busy ${name}`);
      return () => log.push(`free ${name}`);
    };
  /** A call the test settles by hand; refetch and busy are recorded in the log. */
  function write(
    signal: AbortSignal,
    answer: Promise<unknown>,
    more: Partial<CartCall> = {},
  ): [CartCall, (s: AbortSignal) => Promise<unknown>] {
    const call: CartCall = {
      source: 'test',
      failure: 'Adding failed',
      signal,
      busy: busy('write'),
      refetch: { busy: busy('refetch'), fetch: async () => (log.push('refetch'), true) },
      ...more,
    };
    const send = (callSignal: AbortSignal) => {
      log.push('send');
      // As fetch does: the island's abort rejects the call on its way.
      return Promise.race([answer, new Promise((_, reject) => callSignal.addEventListener('abort', () => reject(callSignal.reason)))]);
    };
    return [call, send];
  }
  const run = (w: ReturnType<typeof write>) => cartCall(...w);

  it('an add: adding_to_cart before the call, then the answer applied: added_to_cart, the swap, wc_fragments_loaded', async () => {
    const life = new AbortController();
    const update = { fragments: { 'p.none': '<p></p>' }, cart_hash: 'h' };
    const end = await run(write(life.signal, Promise.resolve(update), { adding: { element: null, data: {} } }));
    expect(end).toEqual({ end: 'answered', answer: update });
    log.push('answered');
    if (end.end === 'answered') applyCartAnswer(end.answer as typeof update, { source: 'test', change: 'added' });
    expect(log).toEqual([
      'busy write',
      'event adding_to_cart',
      'send',
      'free write',
      'answered',
      'event added_to_cart',
      'event wc_fragments_loaded',
    ]);
  });

  it('a lost answer: the error, then the cart fetched again with no moment unblocked in between', async () => {
    const life = new AbortController();
    const end = await run(write(life.signal, Promise.reject(new NetError('timeout', 'El servidor ha tardado demasiado en responder.'))));
    expect(end).toMatchObject({ end: 'failed', message: 'El servidor ha tardado demasiado en responder.' });
    expect(await (end as { fetchedAgain: Promise<boolean> }).fetchedAgain).toBe(true);
    expect(log).toEqual([
      'busy write',
      'send',
      'log [islands:test] Adding failed',
      'busy refetch',
      'free write',
      'refetch',
      'free refetch',
    ]);
  });

  it('a known failure (a refusal, an answer without fragments) is said and fetches nothing', async () => {
    const life = new AbortController();
    const refused = await run(
      write(life.signal, Promise.reject(new NetError('http_error', 'El servidor ha respondido con un error (403).', { status: 403 }))),
    );
    expect(refused).toEqual({ end: 'failed', message: 'El servidor ha respondido con un error (403).', fetchedAgain: null });
    const unusable = await cartCall({ source: 'test', failure: 'Adding failed', signal: life.signal }, async () => {
      throw new Error('no fragments');
    });
    expect(unusable).toEqual({ end: 'failed', message: 'Ha ocurrido un error desconocido.', fetchedAgain: null });
    expect(log.filter((l) => l.startsWith('refetch'))).toEqual([]);
  });

  it('offline, the cart is fetched again once the browser is back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const life = new AbortController();
    const end = await run(write(life.signal, Promise.reject(new NetError('fetch_error', 'Probablemente estás desconectado.'))));
    expect(await (end as { fetchedAgain: Promise<boolean> }).fetchedAgain).toBe(false);
    expect(log).toEqual(['busy write', 'send', 'log [islands:test] Adding failed', 'free write']);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(log.slice(4)).toEqual(['busy refetch', 'refetch', 'free refetch']));
  });

  it('the island gone before its turn: nothing is sent, nothing fetched, nobody told', async () => {
    const life = new AbortController();
    let first!: () => void;
    void queueCartCall(() => new Promise<void>((resolve) => (first = resolve)));
    const pending = run(write(life.signal, Promise.resolve({})));
    await tick();
    life.abort(new DOMException('unmounted', 'AbortError'));
    first();
    expect(await pending).toEqual({ end: 'dropped' });
    expect(log).toEqual(['busy write', 'free write']);
  });

  it('the island gone while its call is on its way: the server may apply it, so the cart is fetched again, silently', async () => {
    const life = new AbortController();
    const pending = run(write(life.signal, new Promise(() => {})));
    await tick();
    life.abort(new DOMException('unmounted', 'AbortError'));
    expect(await pending).toEqual({ end: 'dropped' });
    await vi.waitFor(() => expect(log).toEqual(['busy write', 'send', 'busy refetch', 'free write', 'refetch', 'free refetch']));
  });
});
