// The contract between the runtime and a widget. The runtime knows a widget only as a name, a
// lazy loader and a default strategy; how a widget renders is its module's business.

export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

/** Undoes what ctx.signal cannot: unmounts a React root, puts server markup back. */
export type Cleanup = () => void;

/** What a widget chunk exports as default (built with defineReactIsland or defineEnhancer). */
export interface WidgetModule<P = unknown> {
  /** Turns the raw JSON props (or {} for selector-matched markup) into typed props, or throws. */
  parseProps(raw: unknown, element: HTMLElement): P;
  /** An enhancer mounts at once; a React island resolves once its first render is on screen. */
  mount(element: HTMLElement, props: P, ctx: MountContext): Cleanup | void | Promise<Cleanup | void>;
  /**
   * Answers a press on the server's markup while the island mounts (its module has arrived, its
   * first render has not): true when it did, and the click is then not replayed. The podcast
   * player plays the plugin's own <audio> at the press, before React is ready.
   */
  press?(element: HTMLElement, target: Element): boolean;
}

/** An enhancer's module: it mounts at once, in the task the runtime gives it. */
export interface EnhancerModule<P = unknown> extends WidgetModule<P> {
  mount(element: HTMLElement, props: P, ctx: MountContext): Cleanup | void;
}

export interface MountContext {
  name: string;
  /**
   * Aborted when the island unmounts (its element removed, a fragment swap, a crash, stop()):
   * listeners added with `{ signal }`, timers from runtime/core/lifetime.ts, store subscriptions tied
   * to it and requests given it all end with the island.
   */
  signal: AbortSignal;
  /** Reports a failure after mount (e.g. a render error): the runtime logs it, runs the cleanup and marks the island. */
  fail(error: unknown): void;
}

export interface WidgetDef {
  /** The data-widget value, folder name, error prefix and event source. */
  name: string;
  hydrate: Hydrate;
  /** Selector of unmodified plugin markup that mounts this widget without data-widget. */
  selector?: string;
  /**
   * WordPress script handles the island stands in for whose own file, printed on the page
   * (`<script src id="{handle}-js">`: the owner keeps it under Ajustes → Islands), does the same
   * work: the island then does not mount anywhere on that page, so nothing is done twice.
   */
  standsAsideFor?: readonly string[];
  /** Its (selector-matched) element is a template the widget shows copies of (a popup): nothing inside it mounts in place. */
  holdsContent?: boolean;
  /**
   * Its selector names the controls it serves, which it listens for from the body: it mounts once,
   * on the body, when the first of them is found (a page without any never fetches its code).
   */
  onBody?: boolean;
  /**
   * Its module comes once the page has loaded and is idle, though the island mounts by its
   * strategy: a module that answers a press (`press`) then answers it with no round trip. Only for
   * a small module that does nothing as it is evaluated.
   */
  early?: boolean;
  load: () => Promise<{ default: WidgetModule<unknown> }>;
}
