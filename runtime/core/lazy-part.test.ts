import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.ts';

describe('lazyPart', () => {
  it('asks once while the load is under way or done, and shares its answer', async () => {
    let asked = 0;
    const part = lazyPart(async () => ({ n: ++asked }));
    const [a, b] = await Promise.all([part(), part()]);
    expect(a).toBe(b);
    expect(await part()).toBe(a);
    expect(asked).toBe(1);
  });

  it('forgets a failed load: every caller of it hears the failure, the next use asks again', async () => {
    let asked = 0;
    const part = lazyPart(async () => {
      if (++asked === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'scrolling';
    });
    const first = [part(), part()];
    for (const p of first) await expect(p).rejects.toThrow('Failed to fetch');
    expect(await part()).toBe('scrolling');
    expect(asked).toBe(2);
  });
});
