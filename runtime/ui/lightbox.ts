// The full-screen lightbox (docs/shop.md#product-gallery, docs/popups.md#action-links), PhotoSwipe 5:
// share off, no history, no close on scroll, zero animations, no idle timer. Shared by the product
// gallery, the global lightbox and the action links' `lightbox`, each of which imports this module
// on its first open, so this code, PhotoSwipe and the stylesheet arrive together in one chunk then
// and never with the page. A slide may be a video (docs/popups.md#videos-in-the-lightbox): its
// player's code loads only for a lightbox that has one.
import PhotoSwipe from 'photoswipe';
import { t } from '../i18n/parts/product.ts';
import { injectLightboxStyles } from './lightbox-css.ts';
import type { LightboxVideo } from './lightbox-video.ts';

export type { LightboxVideo } from './lightbox-video.ts';

/** docs/shop.md#gallery-item: PhotoSwipe 5 reads w and h as it reads width and height. */
export interface GalleryItem {
  src: string;
  w: number;
  h: number;
  alt: string;
  /** The caption, or the image title when there is no caption. */
  title: string;
  /**
   * A video slide instead of an image (`src` is then the video's address, for the link shown when
   * it cannot play; w and h its size, 16:9 when 0). Optional: items without it are images.
   */
  video?: LightboxVideo;
}

/** 16:9 until the player knows better: PhotoSwipe fits the slide in the window. */
const VIDEO_SIZE = { w: 1280, h: 720 };

type Options = NonNullable<ConstructorParameters<typeof PhotoSwipe>[0]>;

/** A look over PhotoSwipe's own: classes on the lightbox (for the caller's stylesheet) and PhotoSwipe options (backdrop, arrows, room for bars). */
export interface LightboxDress {
  className: string;
  photoSwipe: Partial<Options>;
}

/** What a caller may change: the counter and zoom (on by default), its own UI before it opens, its dress. */
export interface LightboxOptions {
  counter?: boolean;
  zoom?: boolean;
  dress?: LightboxDress;
  /** Called before PhotoSwipe starts: register buttons and listeners on it here. */
  setup?: (pswp: PhotoSwipe) => void;
}

/** Opens the lightbox at `index`; focus goes back to what had it when it closes. */
export async function openLightbox(items: GalleryItem[], index: number, options: LightboxOptions = {}): Promise<void> {
  const video = items.some((item) => item.video) ? await import('./lightbox-video.ts') : null;
  injectLightboxStyles(document);
  const pswp = new PhotoSwipe(photoSwipeOptions(items, index, options));
  pswp.on('uiRegister', () => addCaption(pswp));
  if (video) playVideoSlides(pswp, video.videoSlide);
  pswp.on('firstUpdate', () => {
    pswp.element?.setAttribute('aria-label', t(items.every((item) => item.video) ? 'videoDialog' : 'galleryDialog'));
    pswp.element?.setAttribute('aria-modal', 'true');
  });
  pswp.addFilter('contentErrorElement', (_el, content) => imageError(String(content.data.src ?? '')));
  options.setup?.(pswp);
  pswp.init();
}

function photoSwipeOptions(items: GalleryItem[], index: number, options: LightboxOptions): Options {
  return {
    dataSource: items.map((item) => (item.video ? { ...item, type: 'video', w: item.w || VIDEO_SIZE.w, h: item.h || VIDEO_SIZE.h } : item)),
    index,
    mainClass: options.dress ? `islands-pswp ${options.dress.className}` : 'islands-pswp',
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
    ...options.dress?.photoSwipe,
  };
}

function addCaption(pswp: PhotoSwipe): void {
  pswp.ui?.registerElement({
    name: 'caption',
    order: 9,
    isButton: false,
    appendTo: 'root',
    // Text only: captions are the shop's data, never HTML.
    onInit: (el) => pswp.on('change', () => (el.textContent = String(pswp.currSlide?.data.title ?? ''))),
  });
}

/** A video slide's player: made when PhotoSwipe prepares the slide, playing only while shown. */
function playVideoSlides(pswp: PhotoSwipe, videoSlide: typeof import('./lightbox-video.ts').videoSlide): void {
  const players = new WeakMap<object, { play(): void; stop(): void }>();
  pswp.on('contentLoad', (event) => {
    const data = event.content.data as GalleryItem;
    if (!data.video) return;
    event.preventDefault();
    const slide = videoSlide(document, data.video, { frame: data.title || t('videoFrame'), open: t('videoOpenLink') });
    players.set(event.content, slide);
    event.content.element = slide.element as HTMLDivElement;
  });
  pswp.on('contentActivate', ({ content }) => players.get(content)?.play());
  pswp.on('contentDeactivate', ({ content }) => players.get(content)?.stop());
  pswp.on('contentDestroy', ({ content }) => players.get(content)?.stop());
}

/** A failed image: the message in Spanish with a link to the image itself. */
function imageError(src: string): HTMLDivElement {
  const box = document.createElement('div');
  box.className = 'pswp__error-msg';
  const link = document.createElement('a');
  link.href = src;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = t('imageOpenLink');
  box.append(t('imageLoadFailed'), ' ', link);
  return box;
}
