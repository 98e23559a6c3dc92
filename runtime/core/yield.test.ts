// docs/performance.md#short-tasks: the runtime mounts one island per task, each after
// yieldToMain(); and yieldToMain() itself resolves in a new task, not a microtask.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEnhancer } from './enhancer.ts';

const yields: Array<() => void> = [];
vi.mock('./yield.ts', async (original) => ({
  ...(await original<typeof import('./yield.ts')>()),
  // Held until the test lets each one go: the task the browser would run later.
  yieldToMain: vi.fn(() => new Promise<void>((resolve) => yields.push(resolve))),
}));

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

afterEach(() => {
  yields.length = 0;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('one mount per task', () => {
  it('islands ask for their chunks each in a task of its own, and mount each in a later one', async () => {
    const { startIslands } = await import('./mount.ts');
    const mounted: string[] = [];
    const asked: string[] = [];
    const record = defineEnhancer((el) => void mounted.push(el.id));
    document.body.innerHTML = '<p id="one" data-widget="one"></p><p id="two" data-widget="two"></p>';
    const chunk = Promise.resolve({ default: record });
    const islands = startIslands(['one', 'two'].map((name) => ({ name, hydrate: 'load' as const, load: () => (asked.push(name), chunk) })));
    await settle();
    // A chunk already preloaded is evaluated as soon as it is asked for: not in the scan's task.
    expect(asked, 'no chunk asked for in the task that found the islands').toEqual([]);
    expect(yields).toHaveLength(2);
    yields[0]!();
    await settle();
    expect(asked).toEqual(['one']);
    expect(mounted, 'nothing mounts in the task its chunk arrived in').toEqual([]);
    yields[1]!();
    await settle();
    expect(asked).toEqual(['one', 'two']);
    expect(yields).toHaveLength(4);
    yields[2]!();
    await settle();
    expect(mounted).toEqual(['one']);
    yields[3]!();
    await settle();
    expect(mounted).toEqual(['one', 'two']);
    islands.stop();
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield() where the browser has it', async () => {
    const { yieldToMain } = await vi.importActual<typeof import('./yield.ts')>('./yield.ts');
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('otherwise resolves in a new task: every microtask queued before it runs first, and a message task too', async () => {
    const { yieldToMain } = await vi.importActual<typeof import('./yield.ts')>('./yield.ts');
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => order.push('task queued before');
    channel.port2.postMessage(null);
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('50 microtasks'));
    await yieldToMain();
    order.push('yielded');
    channel.port1.close();
    expect(order).toEqual(['50 microtasks', 'task queued before', 'yielded']);
  });
});
