// The global image lightbox (docs/site-nav.md#the-global-lightbox): a link to a png, jpg, jpeg,
// gif, svg or webp file without `download` opens the shared PhotoSwipe lightbox (runtime/lightbox.ts,
// fetched with the first open) instead of the bare image, with its slideshow's other images, as the
// page builder's kit switches say (open all image links or only those marked yes, counter,
// fullscreen, zoom, share). With JavaScript off, or where the page builder's own script still runs
// its lightbox, the link is left as it is.
import { defineEnhancer } from '../../runtime/enhancer.ts';
import { measure, opensLightbox, readSettings, slideshowOf } from './links.ts';

/** Elementor's frontend opens its own lightbox for these links while it is on the page. */
const builderRunsLightbox = (win: Window) => !!(win as { elementorFrontend?: { utils?: { urlActions?: unknown } } }).elementorFrontend?.utils?.urlActions;

let opening = false;

export default defineEnhancer((link, _props, { signal }) => {
  const win = link.ownerDocument.defaultView!;
  link.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const settings = readSettings(win);
    if (!(link instanceof HTMLAnchorElement) || !opensLightbox(link, settings) || builderRunsLightbox(win)) return;
    event.preventDefault();
    // A second click while the first is still fetching PhotoSwipe opens nothing more.
    if (opening) return;
    opening = true;
    const { items, index } = slideshowOf(link, settings);
    void Promise.all([Promise.all(items.map(measure)), import('../../runtime/lightbox.ts'), import('./extras.ts')])
      .then(([measured, { openLightbox }, { lightboxExtras }]) =>
        openLightbox(measured, index, { counter: settings.counter && measured.length > 1, zoom: settings.zoom, setup: lightboxExtras(settings) }),
      )
      .catch((error: unknown) => {
        console.error('[islands:image-lightbox] The lightbox could not open; going to the image', error);
        win.location.assign(link.href);
      })
      .finally(() => (opening = false));
  }, { signal });
});
