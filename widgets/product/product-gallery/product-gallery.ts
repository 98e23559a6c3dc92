import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { EVENTS, emit, onThirdParty } from '../../../runtime/page/events.ts';
import { $variationImages, type ImageAsk } from '../../../runtime/stores/variation-image.ts';
import { t } from '../../../runtime/i18n/parts/product.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { openGalleryLightbox } from './lightbox.ts';
import { createSlider, type Slider } from './slider.ts';
import { GALLERY_CSS } from './styles.ts';
import { addOwnStyle } from '../../../runtime/ui/own-style.ts';
// @ts-expect-error swiper types its CSS as a side-effect module; esbuild inlines it as text here.
import swiperCss from 'swiper/swiper.css' with { type: 'text' };
import { hasImage, restoreImage, swapImage, swappedOut, thumbnailOf } from './variation-image.ts';
import { bindZoom } from './zoom.ts';

const SOURCE = 'product-gallery';

/**
 * The single product gallery (docs/shop.md#product-gallery): revealed (the shop prints it at
 * opacity 0), a slider when there is more than one image, zoom, the magnifier that opens the
 * lightbox, and the variation image in the first slide.
 */
export default defineEnhancer((gallery, _props, { signal }) => {
  // The shop's init events, on the gallery with the element itself and its settings: plugins set up their own views around them.
  const args = [gallery, pageGlobal('wc_single_product_params') ?? {}];
  emit(EVENTS.galleryBeforeInit, SOURCE, args, gallery, false);
  const restore = setUpGallery(gallery, signal);
  emit(EVENTS.galleryAfterInit, SOURCE, args, gallery, false);
  return restore;
});

function setUpGallery(gallery: HTMLElement, signal: AbortSignal): (() => void) | undefined {
  // Selected by class: old theme overrides print <figure class="woocommerce-product-gallery__wrapper">.
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  const slides = wrapper ? Array.from(wrapper.querySelectorAll<HTMLElement>(':scope > .woocommerce-product-gallery__image')) : [];
  const reveal = () => (gallery.style.opacity = '1');
  if (!wrapper || !slides.length) {
    reveal();
    return;
  }
  // The shop's theme has no styles for the islands' slider and lightbox.
  addOwnStyle('islands-gallery-css', (typeof swiperCss === 'string' ? swiperCss : '') + GALLERY_CSS);
  const slider: Slider | null = slides.length > 1 ? createSlider(gallery, wrapper, slides, signal) : null;
  reveal();
  const zoom = galleryZoom(gallery, slides);
  const trigger = addTrigger(gallery);
  bindLightbox(trigger, wrapper, slides, signal);
  const setUpZoom = () => {
    zoom.rebuild();
    slider?.update();
  };
  followVariationImage(gallery, slides[0]!, slider, setUpZoom, signal);
  // What plugins (and the stand-ins, for a plugin's call) trigger on the gallery; the gallery's own
  // are done where they are sent, never heard back.
  onAbort(
    signal,
    onThirdParty(EVENTS.galleryResetSlidePosition, () => slider?.go(0), gallery),
    onThirdParty(EVENTS.galleryInitZoom, setUpZoom, gallery),
  );
  // The server's markup back: the first image, then what was added around the slides.
  return () => {
    restoreImage(slides[0]!, slider?.thumbImage(0) ?? null);
    zoom.remove();
    trigger.remove();
    slider?.destroy();
  };
}

/** Zoom on the slides; rebuilt when the large image may have changed size (the layers come again on the next hover). */
function galleryZoom(gallery: HTMLElement, slides: HTMLElement[]) {
  let unbind = bindZoom(gallery, slides);
  return {
    rebuild() {
      unbind();
      unbind = bindZoom(gallery, slides);
    },
    remove: () => unbind(),
  };
}

/** The magnifier that opens the lightbox, a button first in the gallery. */
function addTrigger(gallery: HTMLElement): HTMLAnchorElement {
  const trigger = gallery.ownerDocument.createElement('a');
  trigger.href = '#';
  trigger.className = 'woocommerce-product-gallery__trigger';
  trigger.setAttribute('role', 'button');
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-label', t('galleryFullscreen'));
  const icon = gallery.ownerDocument.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = '🔍';
  trigger.append(icon);
  gallery.prepend(trigger);
  return trigger;
}

/** The magnifier opens the lightbox on the shown slide; an image link on its own. */
function bindLightbox(trigger: HTMLElement, wrapper: HTMLElement, slides: HTMLElement[], signal: AbortSignal): void {
  const current = () =>
    Math.max(
      0,
      slides.findIndex((s) => s.classList.contains('flex-active-slide')),
    );
  const open = (index: number) => {
    openGalleryLightbox(slides, index).catch((error: unknown) => {
      console.error(`[islands:${SOURCE}] The lightbox could not be opened`, error);
    });
  };
  const onTrigger = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== ' ') return;
    event.preventDefault();
    open(current());
  };
  trigger.addEventListener('click', onTrigger, { signal });
  trigger.addEventListener('keydown', onTrigger, { signal });
  // Image links point at the full-size file: with the lightbox, a click opens it there instead.
  wrapper.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest('.woocommerce-product-gallery__image a');
      if (!link || event.defaultPrevented) return;
      event.preventDefault();
      open(
        Math.max(
          0,
          slides.findIndex((s) => s.contains(link)),
        ),
      );
    },
    { signal },
  );
}

/**
 * The variations forms of the same product ask for their matches' images ($variationImages). As the
 * shop's variation script: an image the gallery has (a thumbnail shows it) is slid to, its thumbnail
 * then the current one; any other goes in the first slide, and the slider goes home.
 */
function followVariationImage(
  gallery: HTMLElement,
  first: HTMLElement,
  slider: Slider | null,
  setUpZoom: () => void,
  signal: AbortSignal,
): void {
  const scope = gallery.closest('.product') ?? gallery.ownerDocument.body;
  const thumb = () => slider?.thumbImage(0) ?? null;
  let cancelZoom = () => {};
  // 20 ms after the image changed (once it is in), zoom is set up again, then the gallery's event says so.
  const zoomAgain = () => {
    cancelZoom();
    cancelZoom = later(
      signal,
      () => {
        setUpZoom();
        emit(EVENTS.galleryInitZoom, SOURCE, [], gallery);
      },
      20,
    );
  };
  const showImage = (image: unknown) => {
    if (hasImage(image)) {
      const thumbs = slider?.thumbImages() ?? [];
      // The first slide shows another image over this one: it is put back, then slid to.
      if (swappedOut(thumbs, image)) restoreImage(first, thumb());
      const index = thumbnailOf(thumbs, image);
      if (slider && index >= 0) {
        slider.go(index);
        return zoomAgain();
      }
      swapImage(first, thumb(), image);
    } else restoreImage(first, thumb());
    // Home, then the shop's event, which its script sends for every image it swaps and every reset, changed or not.
    slider?.go(0);
    emit(EVENTS.galleryResetSlidePosition, SOURCE, [], gallery);
    zoomAgain();
  };
  // Each ask of a variations form of this product not shown yet, whenever it came.
  const shown = new WeakMap<Element, ImageAsk>();
  const showAsks = (asks: ReadonlyMap<Element, ImageAsk>) => {
    for (const [form, ask] of asks) {
      if (shown.get(form) === ask || !scope.contains(form)) continue;
      shown.set(form, ask);
      showImage(ask.image);
    }
  };
  onAbort(
    signal,
    $variationImages.subscribe(showAsks),
    // A plugin's own found_variation or reset_image, which the shop's form handles by showing the image.
    onThirdParty(EVENTS.foundVariation, ([variation]) => showImage((variation as { image?: unknown } | undefined)?.image), scope),
    onThirdParty(EVENTS.resetImage, () => showImage(null), scope),
  );
}
