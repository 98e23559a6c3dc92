// Timers and handles that end with an island (its MountContext.signal), so a widget never keeps
// a list of what to undo. Listeners need no helper: addEventListener takes { signal } itself.

/** setTimeout that never fires once `signal` has aborted; returns a cancel for re-armed timers. */
export function later(signal: AbortSignal, fn: () => void, ms: number): () => void {
  return timer(signal, fn, ms, false);
}

/** setInterval that stops when `signal` aborts; returns its own stop. */
export function every(signal: AbortSignal, fn: () => void, ms: number): () => void {
  return timer(signal, fn, ms, true);
}

function timer(signal: AbortSignal, fn: () => void, ms: number, repeat: boolean): () => void {
  if (signal.aborted) return () => {};
  // The abort listener goes when the timer ends, so a timer re-armed all day adds up to nothing.
  const cancel = () => {
    if (repeat) clearInterval(id);
    else clearTimeout(id);
    signal.removeEventListener('abort', cancel);
  };
  const id = repeat ? setInterval(fn, ms) : setTimeout(() => (cancel(), fn()), ms);
  signal.addEventListener('abort', cancel, { once: true });
  return cancel;
}

/** Runs each undo once `signal` aborts (at once if it already has): a store's unbind, an `on()`'s off. */
export function onAbort(signal: AbortSignal, ...undos: Array<() => void>): void {
  const undo = () => undos.forEach((u) => u());
  if (signal.aborted) undo();
  else signal.addEventListener('abort', undo, { once: true });
}
