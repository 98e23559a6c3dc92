// The entry a theme loads with <script type="module">. It holds only the runtime: widget code
// arrives in lazy chunks, React only with the first React island.
import { startIslands } from './runtime/core/mount.ts';
import { countVisit, popupsLeftToBuilder, visitCountedHere } from './runtime/stores/visitor.ts';
import { widgets } from './widgets/registry.ts';

const start = () => {
  // docs/popups.md#actions-in-the-address and docs/site-extras.md#login-popup: what a page's
  // address, not its markup, asks for.
  if (location.hash.includes('elementor-action')) document.documentElement.setAttribute('data-e-action-on-load', '');
  if (new URLSearchParams(location.search).has('popup-selector')) document.documentElement.setAttribute('data-eael-popup-selector', '');
  startIslands(widgets);
  // docs/site.md#visitor-counters: page views and sessions are counted where Elementor Pro counted them, and
  // where a popup reads them, so the popup rules (page_views, sessions) see the same counts; no
  // other page stores anything. Where the site keeps Elementor Pro's own popups, Pro counts them.
  if (!popupsLeftToBuilder() && visitCountedHere()) countVisit();
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
