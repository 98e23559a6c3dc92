import { excerpt } from './excerpt.ts';
import { fail, type Registry, set, STATE, stateOf, unmount } from './island-state.ts';
import { readRawProps } from './props.ts';
import { isHydrate, strategies } from './strategies/index.ts';
import { IslandError } from './errors.ts';
import { standingAside } from './shop-scripts.ts';
import type { Cleanup, WidgetDef, WidgetModule } from './types.ts';
import { yieldToMain } from './yield.ts';

export const MOUNTED_EVENT = 'islands:mounted'; // on an island's element once mounted (detail: { name })

/** docs/site.md#loading-widget-code: a script part that has not arrived after 120 s has failed. */
const CHUNK_TIMEOUT = 120_000;

export interface Islands {
  /** Mounts every island in (and including) node that is not mounted yet. */
  scan(node: ParentNode): void;
  /** Unmounts every island and stops observing. */
  stop(): void;
}

export function startIslands(widgets: readonly WidgetDef[], doc: Document = document): Islands {
  const reg: Registry = {
    live: new Map(),
    aside: standingAside(widgets, doc),
    holders: widgets
      .filter((w) => w.holdsContent && w.selector)
      .map((w) => w.selector)
      .join(', '),
  };
  const byName = new Map(widgets.map((w) => [w.name, w]));
  const matchers = widgets.filter((w) => w.selector && !reg.aside.has(w.name));
  // One pass over the document for every island's markup, then each island's own selector on what it found.
  const anyMarkup = ['[data-widget]', ...matchers.map((w) => w.selector)].join(', ');
  const scan = (node: ParentNode) => scanNode(reg, node, byName, matchers, anyMarkup);
  // Fragments, refreshed listings and popups insert HTML later; removed islands let go of everything.
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) if (node instanceof HTMLElement) scan(node);
    }
    if (removed) for (const [el, own] of reg.live) if (!el.isConnected) unmount(reg, el, own);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  scan(doc);
  return {
    scan,
    stop() {
      observer.disconnect();
      for (const [el, own] of reg.live) unmount(reg, el, own);
    },
  };
}

/** Mounts the data-widget islands and the selector-matched enhancers in (and including) node. */
function scanNode(reg: Registry, node: ParentNode, byName: Map<string, WidgetDef>, matchers: WidgetDef[], anyMarkup: string): void {
  const found = [...(node instanceof HTMLElement ? [node] : []), ...node.querySelectorAll<HTMLElement>(anyMarkup)].filter((el) =>
    el.matches(anyMarkup),
  );
  for (const el of found) {
    const name = el.getAttribute('data-widget');
    if (name !== null) mount(reg, el, byName.get(name), name);
  }
  for (const def of matchers) {
    for (const el of found)
      if (el.matches(def.selector!) && !el.hasAttribute('data-widget')) mount(reg, def.onBody ? el.ownerDocument.body : el, def, def.name);
  }
}

/** Reads the island's props and hands it to its hydration strategy (pending until that fires). */
function mount(reg: Registry, el: HTMLElement, def: WidgetDef | undefined, name: string): void {
  if (
    reg.live.get(el)?.has(name) ||
    reg.aside.has(name) ||
    (!reg.live.has(el) && el.hasAttribute(STATE)) ||
    (reg.holders && el.parentElement?.closest(reg.holders))
  )
    return;
  if (!def) return fail(reg, el, name, `Unknown widget ${excerpt(name)}: nothing mounted`);
  let raw: unknown;
  try {
    raw = readRawProps(el);
  } catch (error) {
    return fail(reg, el, name, (error as Error).message, (error as Error).cause);
  }
  const hydrate = el.getAttribute('data-hydrate') || def.hydrate;
  if (!isHydrate(hydrate)) return fail(reg, el, name, `Unknown data-hydrate ${excerpt(hydrate)}`);
  set(reg, el, name, 'pending');
  // The strategy's cancel stays the cleanup until the island mounts or fails: the visible and
  // interaction strategies hold clicks back meanwhile, and only they know how to let them go.
  const cancel = strategies[hydrate](el, (settled, imported) => {
    void hydrateIsland(reg, el, def, raw, imported).then(() => reg.live.get(el)?.has(name) && settled?.());
  });
  if (stateOf(reg, el, name) === 'pending') set(reg, el, name, 'pending', cancel);
  // A failure is the mount's to report, when its strategy asks for the module.
  if (def.early) strategies.idle(el, () => def.load().catch(() => {}));
}

/** Loads the widget's chunk and mounts it on el, unless el went away or failed meanwhile. */
async function hydrateIsland(
  reg: Registry,
  el: HTMLElement,
  def: WidgetDef,
  raw: unknown,
  imported?: (widget: WidgetModule) => void,
): Promise<void> {
  const { name } = def;
  let widget: WidgetModule<unknown>;
  // Each island's import in a task of its own: chunks already preloaded are evaluated as soon as
  // they are asked for, and a page's dozen of them asked in one task made one long task.
  await yieldToMain();
  try {
    widget = (await withTimeout(def.load(), CHUNK_TIMEOUT)).default;
  } catch (error) {
    // docs/errors.md#console-only-failures: 'Loading chunk {id} failed.' with the failure type and the source.
    const type = error instanceof Error ? error.name : typeof error;
    return fail(reg, el, name, `Loading chunk ${name} failed. (${type}: ${error instanceof Error ? error.message : String(error)})`, error);
  }
  imported?.(widget);
  // One island's mount per task: chunks that arrive together do not mount in one long task.
  await yieldToMain();
  const stillPending = () => el.isConnected && stateOf(reg, el, name) === 'pending';
  if (!stillPending()) return;
  // Every way out (removed, swapped by a fragment, crashed, stopped, failed mount) aborts the
  // island's signal, before the widget's own undo.
  const life = new AbortController();
  const end = () => life.abort(new DOMException(`${name} unmounted`, 'AbortError'));
  const crashed = (error: unknown) => fail(reg, el, name, 'Crashed; server markup restored', error);
  let cleanup: Cleanup | undefined;
  let early: { error: unknown } | undefined; // fail() called while mount() was still running
  try {
    const props = widget.parseProps(raw, el);
    const undo = await widget.mount(el, props, {
      name,
      signal: life.signal,
      fail: (error) => (cleanup ? crashed(error) : (early = { error })),
    });
    cleanup = () => {
      end();
      undo?.();
    };
  } catch (error) {
    end();
    const message = error instanceof IslandError ? error.message.replace(/^\[islands:[^\]]+\] /, '') : 'Mount failed';
    return fail(reg, el, name, message, error);
  }
  // A React island commits its first render in a later task: it may have been removed meanwhile.
  if (!stillPending()) return cleanup();
  set(reg, el, name, 'mounted', cleanup);
  if (early) return crashed(early.error);
  el.dispatchEvent(new CustomEvent(MOUNTED_EVENT, { bubbles: true, detail: { name } }));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new DOMException(`no answer after ${ms / 1000} s`, 'TimeoutError')), ms)),
  );
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
