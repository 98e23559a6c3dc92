// The entry a theme loads with <script type="module">. It holds only the runtime: widget code
// arrives in lazy chunks, React only with the first React island.
import { startIslands } from './runtime/core/mount.ts';
import { popupsLeftToBuilder, visitCountedHere } from './runtime/stores/visit-counted.ts';
import { widgets } from './widgets/registry.ts';
import { pageGlobal } from './runtime/page/printed.ts';
import { printsScript } from './runtime/core/shop-scripts.ts';

// docs/stand-ins.md: where the page kept jQuery for a third party, the replaced scripts' functions
// it may call come in a chunk of their own, which installs them as it arrives. The page's ready
// handlers wait for it (jQuery's own count of holds, which holdReady raises without jQuery
// Migrate's warning): the chunk lets them go, or this does if it failed to come.
const jq = pageGlobal<{ readyWait: number; ready(wait: boolean): void }>('jQuery');
if (jq) {
  jq.readyWait++;
  // Rethrown: the browser's console error names the chunk that failed.
  import('./runtime/page/stand-ins/install.ts').catch((error: unknown) => {
    jq.ready(true);
    throw error;
  });
}

// docs/contact-form.md#wpcf7submit: CF7's reCAPTCHA (and integrations like it) wraps wpcf7.submit at
// DOMContentLoaded, only if it is a function then, and the contact form's chunk may come later. So it
// is defined here, on the plugin's wpcf7 object, and hands each call to the island (contact-form.ts
// sets islandsSubmit as it mounts); not where CF7's own script is kept, which brings its own.
const wpcf7 = pageGlobal<{ submit?: unknown; islandsSubmit?: (form: unknown, options: unknown) => unknown }>('wpcf7');
if (wpcf7 && !printsScript('contact-form-7')) wpcf7.submit ??= (form: unknown, options: unknown) => wpcf7.islandsSubmit!(form, options);

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
