// For unit tests: the page's jQuery as far as the bundle and a third party use it, on one target
// at a time (no bubbling), so a test can be the theme or plugin that triggers or hears an event.
export type Handler = (event: unknown, ...args: unknown[]) => void;

/** A minimal jQuery stand-in with jQuery's trigger/on semantics for custom events on one target. */
export function fakeJQuery() {
  const handlers = new Map<EventTarget, Map<string, Handler[]>>();
  const jq = (target: unknown) => {
    const t = (target as { el?: EventTarget }).el ?? (target as EventTarget);
    const of = (name: string) => {
      if (!handlers.has(t)) handlers.set(t, new Map());
      const m = handlers.get(t)!;
      if (!m.has(name)) m.set(name, []);
      return m.get(name)!;
    };
    return {
      el: t,
      // As jQuery's: an object's own fields are copied onto the event the handlers get.
      trigger: (event: string | { type: string }, args: unknown[] = []) => {
        const heard = typeof event === 'string' ? { type: event } : { ...event };
        for (const h of of(heard.type).slice()) h(heard, ...args);
      },
      // jQuery's triggerHandler answers with the last handler's return value (undefined without one).
      triggerHandler: (name: string, args: unknown[] = []) =>
        of(name).reduce<unknown>((_last, h) => (h as (...a: unknown[]) => unknown)({ type: name }, ...args), undefined),
      on: (name: string, h: Handler) => void of(name).push(h),
      off: (name: string, h: Handler) => void of(name).splice(of(name).indexOf(h), 1),
    };
  };
  return jq;
}
