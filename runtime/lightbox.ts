// The full-screen lightbox (docs/shop.md#product-gallery, docs/popups.md#action-links), PhotoSwipe 5
// loaded on first open: share off, no history, no close on scroll, zero animations, no idle timer.
// Shared by the product gallery and the action links' `lightbox`.
import type PhotoSwipe from 'photoswipe';
import { t } from './i18n/index.ts';

/** docs/shop.md#gallery-item: PhotoSwipe 5 reads w and h as it reads width and height. */
export interface GalleryItem {
  src: string;
  w: number;
  h: number;
  alt: string;
  /** The caption, or the image title when there is no caption. */
  title: string;
}

/** What a caller may change: the counter and zoom (on by default), and its own UI before it opens. */
export interface LightboxOptions {
  counter?: boolean;
  zoom?: boolean;
  /** Called before PhotoSwipe starts: register buttons and listeners on it here. */
  setup?: (pswp: PhotoSwipe) => void;
}

/** Opens the lightbox at `index`; focus goes back to what had it when it closes. */
export async function openLightbox(items: GalleryItem[], index: number, options: LightboxOptions = {}): Promise<void> {
  const [{ default: PhotoSwipe }, { injectLightboxStyles }] = await Promise.all([
    import('photoswipe'),
    import('./lightbox-css.ts'),
  ]);
  injectLightboxStyles(document);
  const pswp = new PhotoSwipe({
    dataSource: items,
    index,
    mainClass: 'islands-pswp',
    showHideAnimationType: 'none',
    showAnimationDuration: 0,
    hideAnimationDuration: 0,
    zoomAnimationDuration: 0,
    closeOnVerticalDrag: false,
    trapFocus: true,
    returnFocus: true,
    closeTitle: t('galleryClose'),
    zoomTitle: t('galleryZoom'),
    arrowPrevTitle: t('galleryPrevious'),
    arrowNextTitle: t('galleryNext'),
    indexIndicatorSep: t('galleryCounterSeparator'),
    errorMsg: t('imageLoadFailed'),
    counter: options.counter ?? true,
    zoom: options.zoom ?? true,
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      // Text only: captions are the shop's data, never HTML.
      onInit: (el) => pswp.on('change', () => (el.textContent = String(pswp.currSlide?.data.title ?? ''))),
    });
  });
  pswp.on('firstUpdate', () => {
    pswp.element?.setAttribute('aria-label', t('galleryDialog'));
    pswp.element?.setAttribute('aria-modal', 'true');
  });
  // A failed image: the message in Spanish with a link to the image itself.
  pswp.addFilter('contentErrorElement', (_el, content) => {
    const box = document.createElement('div');
    box.className = 'pswp__error-msg';
    const link = document.createElement('a');
    link.href = String(content.data.src ?? '');
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = t('imageOpenLink');
    box.append(t('imageLoadFailed'), ' ', link);
    return box;
  });
  options.setup?.(pswp);
  pswp.init();
}
