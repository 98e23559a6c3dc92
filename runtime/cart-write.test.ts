import { describe, expect, it } from 'vitest';
import { queueCartCall } from './cart-write.ts';

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
    const results = [queueCartCall(a.call), queueCartCall(b.call), queueCartCall(c.call)].map((p) =>
      p.then((v) => log.push(`done ${v}`)),
    );
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
