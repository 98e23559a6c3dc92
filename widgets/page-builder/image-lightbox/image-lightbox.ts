// The global lightbox (docs/site-nav.md#the-global-lightbox): a link to a png, jpg, jpeg, gif, svg
// or webp file without `download`, a link marked as video (data-elementor-lightbox-video) or the
// Video widget's lightbox overlay opens the shared PhotoSwipe lightbox (runtime/ui/lightbox.ts,
// fetched with the first open; a video's player code only when a video is in it) instead of the
// bare image, with its slideshow's other images and videos, as the page builder's kit switches say
// (open all image links or only those marked yes, counter, fullscreen, zoom, share). With
// JavaScript off, or where the page builder's own script still runs its lightbox, the link is left
// as it is.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { measure } from '../../../runtime/ui/lightbox-items.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { opensLightbox, readSettings, slideshowOf } from './links.ts';

/** Elementor's frontend opens its own lightbox for these links while it is on the page. */
const builderRunsLightbox = (win: Window) =>
  !!pageGlobal<{ utils?: { urlActions?: unknown } }>('elementorFrontend', win)?.utils?.urlActions;

let opening = false;

export default defineEnhancer((el, _props, { signal }) => {
  const win = el.ownerDocument.defaultView!;
  el.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const settings = readSettings(win);
      if (!opensLightbox(el, settings) || builderRunsLightbox(win)) return;
      event.preventDefault();
      // A second click while the first is still fetching PhotoSwipe opens nothing more.
      if (opening) return;
      opening = true;
      const { items, index } = slideshowOf(el, settings);
      void Promise.all([Promise.all(items.map(measure)), import('../../../runtime/ui/lightbox.ts'), import('./extras.ts')])
        .then(([measured, { openLightbox }, { lightboxExtras }]) =>
          openLightbox(measured, index, {
            counter: settings.counter && measured.length > 1,
            zoom: settings.zoom,
            setup: lightboxExtras(settings),
          }),
        )
        .catch((error: unknown) => {
          if (!(el instanceof HTMLAnchorElement))
            return console.error('[islands:image-lightbox] The lightbox could not open the video', error);
          console.error('[islands:image-lightbox] The lightbox could not open; going to the link', error);
          win.location.assign(el.href);
        })
        .finally(() => (opening = false));
    },
    { signal },
  );
  // The Video widget's overlay is a <div>: its play icon (role="button", tabindex="0") opens it with
  // Enter or Space, as a button does.
  if (!(el instanceof HTMLAnchorElement)) {
    el.addEventListener(
      'keydown',
      (event) => {
        const button = (event.target as Element).closest('[role="button"]');
        if ((event.key !== 'Enter' && event.key !== ' ') || !button || !el.contains(button)) return;
        event.preventDefault();
        (button as HTMLElement).click();
      },
      { signal },
    );
  }
});
