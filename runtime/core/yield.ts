// docs/performance.md#short-tasks: the runtime hands the main thread back between pieces of work,
// so input and paint are never held up by more than one island's mount.

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: scheduler.yield() where the browser has it (the continuation runs ahead
 * of other queued tasks, so mounting is not pushed behind every timer), a MessageChannel task
 * otherwise (not setTimeout, which browsers clamp to 4 ms once nested).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
