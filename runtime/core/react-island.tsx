import { Component, startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountContext, WidgetModule } from './types.ts';

// Every React widget imports this module, so esbuild puts React, react-dom and this renderer in
// one chunk shared by the React widgets, and a page without a React island never fetches it.

/** Numbers the roots: useId is unique only within one root, and two players share a widget name. */
let roots = 0;

class Boundary extends Component<{ onError(error: unknown): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Tells its parent when React has committed the first render (with the boundary's fallback, if the island threw). */
function Committed({ onCommit, children }: { onCommit(): void; children: ReactNode }) {
  useLayoutEffect(onCommit, []);
  return children;
}

/**
 * A React island: its own root inside an error boundary. The server markup is kept aside and put
 * back on unmount or crash, so a failing island leaves the page as the server sent it.
 */
export function defineReactIsland<P extends object>(
  Widget: ComponentType<P>,
  parseProps: (raw: unknown, element: HTMLElement) => P,
): WidgetModule<P> {
  return {
    parseProps,
    mount(el: HTMLElement, props: P, ctx: MountContext) {
      const serverMarkup = Array.from(el.childNodes);
      // The runtime logs the crash once with the widget name; React's own report would repeat it.
      const root = createRoot(el, { onCaughtError: () => {}, identifierPrefix: `${ctx.name}-${++roots}-` });
      const cleanup = () => {
        root.unmount();
        el.replaceChildren(...serverMarkup);
      };
      // A transition, so React renders in slices that leave input and paint through
      // (docs/performance.md#short-tasks); the server markup stays on screen until the commit,
      // and "mounted" waits for it.
      return new Promise<() => void>((resolve) =>
        startTransition(() =>
          root.render(
            <Committed onCommit={() => resolve(cleanup)}>
              <Boundary onError={(error) => queueMicrotask(() => ctx.fail(error))}>
                <Widget {...props} />
              </Boundary>
            </Committed>,
          ),
        ),
      );
    },
  };
}
