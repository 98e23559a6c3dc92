// The entry a theme loads with <script type="module">. It holds only the runtime: widget code
// arrives in lazy chunks, React only with the first React island.
import { startIslands } from './runtime/mount.ts';
import { countVisit } from './runtime/stores/visitor.ts';
import { widgets } from './widgets/registry.ts';

const start = () => {
  startIslands(widgets);
  // docs/site.md#visitor-counters: page views and sessions are counted on every page, as Elementor Pro does, so the
  // popup rules that read them (page_views, sessions) see the same counts.
  countVisit();
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
