import { excerpt, shorten } from './excerpt.ts';
import { readRawProps } from './props.ts';
import { isHydrate, strategies } from './strategies/index.ts';
import { describe, IslandError } from './errors.ts';
import { standingAside } from './shop-scripts.ts';
import type { Cleanup, WidgetDef } from './types.ts';

export const MOUNTED_EVENT = 'islands:mounted'; // on an island's element once mounted (detail: { name })

// The island's state lives in the DOM, on data-island: "pending" (waiting for its strategy),
// "mounted", or "error" (bad props, unknown widget, failed chunk, crash). Several selector-matched
// enhancers may share one element (the body, say); data-island then shows the worst of their
// states. An element already marked by another runtime instance is left alone.
const STATE = 'data-island';
/** docs/site.md#loading-widget-code: a script part that has not arrived after 120 s has failed. */
const CHUNK_TIMEOUT = 120_000;
type State = 'pending' | 'mounted' | 'error';
type Island = { state: State; cleanup: Cleanup };

export interface Islands {
  /** Mounts every island in (and including) node that is not mounted yet. */
  scan(node: ParentNode): void;
  /** Unmounts every island and stops observing. */
  stop(): void;
}

export function startIslands(widgets: readonly WidgetDef[], doc: Document = document): Islands {
  const aside = standingAside(widgets, doc); // widgets whose work a shop script the owner kept does
  const byName = new Map(widgets.map((w) => [w.name, w]));
  const matchers = widgets.filter((w) => w.selector && !aside.has(w.name));
  const holders = widgets.filter((w) => w.holdsContent && w.selector).map((w) => w.selector).join(', ');
  const live = new Map<HTMLElement, Map<string, Island>>();

  const set = (el: HTMLElement, name: string, state: State, cleanup: Cleanup = () => {}) => {
    const own = live.get(el) ?? new Map<string, Island>();
    live.set(el, own.set(name, { state, cleanup }));
    const states = [...own.values()].map((i) => i.state);
    el.setAttribute(STATE, (['error', 'pending', 'mounted'] as const).find((s) => states.includes(s))!);
  };
  const stateOf = (el: HTMLElement, name: string) => live.get(el)?.get(name)?.state;

  const fail = (el: HTMLElement, name: string, message: string, cause?: unknown) => {
    live.get(el)?.get(name)?.cleanup();
    set(el, name, 'error');
    console.error(`[islands:${shorten(name, 40)}] ${message} on ${describe(el)}`, ...(cause === undefined ? [] : [cause]));
  };

  const mount = (el: HTMLElement, def: WidgetDef | undefined, name: string) => {
    if (live.get(el)?.has(name) || aside.has(name) || (!live.has(el) && el.hasAttribute(STATE)) || (holders && el.parentElement?.closest(holders))) return;
    if (!def) return fail(el, name, `Unknown widget ${excerpt(name)}: nothing mounted`);
    let raw: unknown;
    try {
      raw = readRawProps(el);
    } catch (error) {
      return fail(el, name, (error as Error).message, (error as Error).cause);
    }
    const hydrate = el.getAttribute('data-hydrate') || def.hydrate;
    if (!isHydrate(hydrate)) return fail(el, name, `Unknown data-hydrate ${excerpt(hydrate)}`);
    set(el, name, 'pending');
    // The strategy's cancel stays the cleanup until the island mounts or fails: the visible and
    // interaction strategies hold clicks back meanwhile, and only they know how to let them go.
    const cancel = strategies[hydrate](el, (settled) => {
      void hydrateIsland(el, def, raw).then(() => live.get(el)?.has(name) && settled?.());
    }, () => void def.load().catch(() => {})); // a failed chunk is reported when the island mounts
    if (stateOf(el, name) === 'pending') set(el, name, 'pending', cancel);
  };

  const hydrateIsland = async (el: HTMLElement, def: WidgetDef, raw: unknown): Promise<void> => {
    const { name } = def;
    let widget;
    try {
      widget = (await withTimeout(def.load(), CHUNK_TIMEOUT)).default;
    } catch (error) {
      // docs/errors.md#console-only-failures: 'Loading chunk {id} failed.' with the failure type and the source.
      const type = error instanceof Error ? error.name : typeof error;
      return fail(el, name, `Loading chunk ${name} failed. (${type}: ${error instanceof Error ? error.message : String(error)})`, error);
    }
    if (!el.isConnected || stateOf(el, name) !== 'pending') return;
    const crashed = (error: unknown) => fail(el, name, 'Crashed; server markup restored', error);
    // Every way out (removed, swapped by a fragment, crashed, stopped, failed mount) aborts the
    // island's signal, before the widget's own undo.
    const life = new AbortController();
    const end = () => life.abort(new DOMException(`${name} unmounted`, 'AbortError'));
    let cleanup: Cleanup | undefined;
    let early: { error: unknown } | undefined; // fail() called while mount() was still running
    try {
      const props = widget.parseProps(raw, el);
      const undo = widget.mount(el, props, { name, signal: life.signal, fail: (error) => (cleanup ? crashed(error) : (early = { error })) });
      cleanup = () => {
        end();
        undo?.();
      };
    } catch (error) {
      end();
      const message = error instanceof IslandError ? error.message.replace(/^\[islands:[^\]]+\] /, '') : 'Mount failed';
      return fail(el, name, message, error);
    }
    set(el, name, 'mounted', cleanup);
    if (early) return crashed(early.error);
    el.dispatchEvent(new CustomEvent(MOUNTED_EVENT, { bubbles: true, detail: { name } }));
  };

  const scan = (node: ParentNode) => {
    const own = node instanceof HTMLElement ? [node] : [];
    for (const el of [...own, ...node.querySelectorAll<HTMLElement>('[data-widget]')]) {
      if (!el.matches('[data-widget]')) continue;
      const name = el.getAttribute('data-widget') || '';
      mount(el, byName.get(name), name);
    }
    for (const def of matchers) {
      const sel = def.selector as string;
      for (const el of [...own, ...node.querySelectorAll<HTMLElement>(sel)]) {
        if (el.matches(sel) && !el.hasAttribute('data-widget')) mount(el, def, def.name);
      }
    }
  };

  const unmount = (el: HTMLElement, own: Map<string, Island>) => {
    live.delete(el);
    el.removeAttribute(STATE);
    for (const island of own.values()) island.cleanup();
  };

  // Fragments, refreshed listings and popups insert HTML later; removed islands let go of everything.
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node);
    }
    if (!removed) return;
    for (const [el, own] of live) if (!el.isConnected) unmount(el, own);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  scan(doc);

  return {
    scan,
    stop() {
      observer.disconnect();
      for (const [el, own] of live) unmount(el, own);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(Object.assign(new Error(`no answer after ${ms / 1000} s`), { name: 'timeout' })), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
