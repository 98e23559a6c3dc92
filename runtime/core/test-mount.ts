// For unit tests: mounts one widget module straight on an element with the context the runtime
// gives it (a signal aborted on unmount) and returns the unmount, as the runtime would run it.
import type { EnhancerModule } from './types.ts';

export function mountWidget<P>(widget: EnhancerModule<P>, el: HTMLElement, name: string, raw: unknown = {}): () => void {
  const life = new AbortController();
  const undo = widget.mount(el, widget.parseProps(raw, el), { name, signal: life.signal, fail: () => {} });
  return () => {
    life.abort(new DOMException(`${name} unmounted`, 'AbortError'));
    undo?.();
  };
}
