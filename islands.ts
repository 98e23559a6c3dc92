// The entry a theme loads with <script type="module">. It holds only the runtime: widget code
// arrives in lazy chunks, React only with the first React island.
import { startIslands } from './runtime/core/mount.ts';
import { popupsLeftToBuilder, visitCountedHere } from './runtime/stores/visit-counted.ts';
import { widgets } from './widgets/registry.ts';

const start = () => {
  // docs/popups.md#actions-in-the-address and docs/site-extras.md#login-popup: what a page's
  // address, not its markup, asks for.
  if (location.hash.includes('elementor-action')) document.documentElement.setAttribute('data-e-action-on-load', '');
  if (new URLSearchParams(location.search).has('popup-selector')) document.documentElement.setAttribute('data-eael-popup-selector', '');
  startIslands(widgets);
  // docs/site.md#visitor-counters: page views and sessions are counted where Elementor Pro counted them, and
  // where a popup reads them, so the popup rules (page_views, sessions) see the same counts; no
  // other page stores anything, nor fetches the counters' code. Where the site keeps Elementor Pro's
  // own popups, Pro counts them.
  if (!popupsLeftToBuilder() && visitCountedHere()) {
    import('./runtime/stores/visitor.ts').then(
      (visitor) => visitor.countVisitOnce(),
      (error: unknown) => console.error('[islands] The visitor counters could not load; this page view is not counted', error),
    );
  }
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
