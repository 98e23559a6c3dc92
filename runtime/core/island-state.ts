// The state table of one runtime instance's islands (runtime/core/mount.ts places them).
import { shorten } from './excerpt.ts';
import { describe } from './errors.ts';
import type { Cleanup } from './types.ts';

// The island's state lives in the DOM, on data-island: "pending" (waiting for its strategy),
// "mounted", or "error" (bad props, unknown widget, failed chunk, crash). Several selector-matched
// enhancers may share one element (the body, say); data-island then shows the worst of their
// states. An element already marked by another runtime instance is left alone.
export const STATE = 'data-island';
export type State = 'pending' | 'mounted' | 'error';
export type Island = { state: State; cleanup: Cleanup };

/** One runtime instance's islands, and what it must leave alone. */
export interface Registry {
  live: Map<HTMLElement, Map<string, Island>>;
  /** Widgets whose work a shop script the owner kept does. */
  aside: Set<string>;
  /** Selectors of the islands whose content is their own: nothing inside them mounts. */
  holders: string;
}

export function set(reg: Registry, el: HTMLElement, name: string, state: State, cleanup: Cleanup = () => {}): void {
  const own = reg.live.get(el) ?? new Map<string, Island>();
  reg.live.set(el, own.set(name, { state, cleanup }));
  const states = [...own.values()].map((i) => i.state);
  el.setAttribute(STATE, (['error', 'pending', 'mounted'] as const).find((s) => states.includes(s))!);
}

export const stateOf = (reg: Registry, el: HTMLElement, name: string) => reg.live.get(el)?.get(name)?.state;

export function fail(reg: Registry, el: HTMLElement, name: string, message: string, cause?: unknown): void {
  reg.live.get(el)?.get(name)?.cleanup();
  set(reg, el, name, 'error');
  console.error(`[islands:${shorten(name, 40)}] ${message} on ${describe(el)}`, ...(cause === undefined ? [] : [cause]));
}

export function unmount(reg: Registry, el: HTMLElement, own: Map<string, Island>): void {
  reg.live.delete(el);
  el.removeAttribute(STATE);
  for (const island of own.values()) island.cleanup();
}
