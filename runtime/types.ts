// The contract between the runtime and a widget. The runtime knows a widget only as a name, a
// lazy loader and a default strategy; how a widget renders is its module's business.
import { shorten } from './excerpt.ts';

export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

/** Undoes a mount: unmounts a React root, removes listeners, unbinds stores. */
export type Cleanup = () => void;

/** What a widget chunk exports as default (built with defineReactIsland or defineEnhancer). */
export interface WidgetModule<P = unknown> {
  kind: 'react' | 'enhancer';
  /** Turns the raw JSON props (or {} for selector-matched markup) into typed props, or throws. */
  parseProps(raw: unknown, element: HTMLElement): P;
  mount(element: HTMLElement, props: P, ctx: MountContext): Cleanup;
}

export interface MountContext {
  name: string;
  /** Reports a failure after mount (e.g. a render error): the runtime logs it, runs the cleanup and marks the island. */
  fail(error: unknown): void;
}

export interface WidgetDef {
  /** The data-widget value, folder name, error prefix and event source. */
  name: string;
  hydrate: Hydrate;
  /** Selector of unmodified plugin markup that mounts this widget without data-widget. */
  selector?: string;
  load: () => Promise<{ default: WidgetModule<unknown> }>;
}

/**
 * The runtime's own event, fired on an island's element once it has mounted (detail: { name }).
 * runtime/events.ts lists it with the others; it is defined here because the entry needs only
 * this name, and importing events.ts would put all of it (1 KB gzip) before the first island.
 */
export const MOUNTED_EVENT = 'islands:mounted';

/** A bad data-props, unknown widget or props that fail parseProps. */
export class IslandError extends Error {
  constructor(widget: string, message: string) {
    super(`[islands:${widget}] ${message}`);
    this.name = 'IslandError';
  }
}

/** A short description of an element for error messages: tag, id, classes. */
export function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
  return `<${el.tagName.toLowerCase()}${shorten(id + cls)}>`;
}
