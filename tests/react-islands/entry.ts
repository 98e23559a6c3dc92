// A test entry built by runtime/core/react-island.browser.test.ts with the bundle's own esbuild
// options: the real runtime with a registry of test widgets, so the React path (shared React
// chunk, one root per island, error boundary, unmount) is proven in Chromium even while every
// shipped widget is an enhancer.
import { startIslands } from '../../runtime/core/mount.ts';
import type { WidgetDef } from '../../runtime/core/types.ts';

const widgets: WidgetDef[] = [
  { name: 'basket-total', hydrate: 'load', load: () => import('./basket-total.tsx') },
  { name: 'crashing', hydrate: 'load', load: () => import('./crashing.tsx') },
  { name: 'note', hydrate: 'load', load: () => import('./note.ts') },
];

startIslands(widgets);
