// The entry a theme loads with <script type="module">. It holds only the runtime: widget code
// arrives in lazy chunks, React only with the first React island.
import { startIslands } from './runtime/mount.ts';
import { widgets } from './widgets/registry.ts';

const start = () => startIslands(widgets);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
