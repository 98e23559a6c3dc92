// The thumbnail-navigated slider (docs/shop.md#product-gallery): slide animation 500 ms, smooth height, no
// arrows, no loop, no autoplay. Swiper does the sliding; the thumbnails are real buttons (the
// shop's were unfocusable images), still `ol.flex-control-thumbs img` for scripts that look for them.
// The slider's markup and layout are set up at once, Swiper's code only on intent
// (docs/performance.md#on-intent): a pointer resting on the thumbnails, keyboard focus on one, a
// touch on the slides, or a thumbnail pressed (that slide is then shown once Swiper is there). Until
// then the stylesheet lays the slides out as Swiper will, the first one shown, so its arrival moves
// nothing; a swipe made before it is finished once it comes.
import type Swiper from 'swiper';
import { t } from '../../../runtime/i18n/parts/product.ts';
import { POINTER_REST_MS } from '../../../runtime/ui/intent.ts';

export interface Slider {
  go(index: number): void;
  thumbImage(index: number): HTMLImageElement | null;
  /** Every thumbnail's image, in the slides' order. */
  thumbImages(): HTMLImageElement[];
  /** Re-measures the height after an image changed. */
  update(): void;
  destroy(): void;
}

/** On the viewport until Swiper runs: the styles (styles.ts) show the active slide alone. */
const WAITING = 'islands-slider-waiting';
/** How far (px) a finger must travel sideways, before Swiper runs, to count as a swipe. */
const SWIPE_PX = 40;

export function createSlider(gallery: HTMLElement, wrapper: HTMLElement, slides: readonly HTMLElement[], signal: AbortSignal): Slider {
  const doc = gallery.ownerDocument;
  const viewport = doc.createElement('div');
  viewport.className = `flex-viewport swiper swiper-autoheight ${WAITING}`;
  wrapper.before(viewport);
  viewport.append(wrapper);
  wrapper.classList.add('swiper-wrapper');
  for (const slide of slides) slide.classList.add('swiper-slide');
  const nav = doc.createElement('ol');
  nav.className = 'flex-control-nav flex-control-thumbs';
  let active = 0;
  const show = (i: number) => {
    active = i;
    markActive(slides, buttons, i);
  };
  const swiper = lazySwiper(
    viewport,
    () => active,
    (s) => {
      viewport.classList.remove(WAITING);
      s.on('slideChange', () => show(s.activeIndex));
    },
    (i) => {
      // Without Swiper's code (offline): the slide is shown at once.
      wrapper.style.transform = `translate3d(${-100 * i}%, 0, 0)`;
      show(i);
    },
  );
  const go = (i: number) => (i === active && !swiper.loading() ? undefined : swiper.slideTo(i));
  const buttons = slides.map((slide, i) => thumbButton(slide, i, slides.length, () => go(i)));
  for (const button of buttons) nav.append(button.parentElement!);
  viewport.after(nav);
  show(0);
  onThumbnailsIntent(nav, () => void swiper.load(), signal);
  followEarlySwipe(viewport, () => active, slides.length, swiper, signal);
  return {
    go,
    thumbImage: (index) => buttons[index]?.querySelector('img') ?? null,
    thumbImages: () => buttons.flatMap((b) => b.querySelector('img') ?? []),
    update: () => swiper.current()?.updateAutoHeight(0),
    destroy() {
      swiper.destroy();
      nav.remove();
      unwrap(viewport, wrapper, slides);
    },
  };
}

interface LazySwiper {
  load(): Promise<Swiper | null>;
  loading(): boolean;
  current(): Swiper | null;
  /** Slides to `index`, once Swiper is there (the last wish wins). */
  slideTo(index: number): void;
  destroy(): void;
}

/** Swiper on the viewport, its code fetched the first time it is wanted. */
function lazySwiper(
  viewport: HTMLElement,
  active: () => number,
  started: (s: Swiper) => void,
  fallback: (index: number) => void,
): LazySwiper {
  let swiper: Swiper | null = null;
  let pending: Promise<Swiper | null> | null = null;
  let wanted: number | null = null;
  let destroyed = false;
  const exactWidth = () => viewport.getBoundingClientRect().width;
  const load = () =>
    (pending ??= import('swiper').then(
      ({ default: SwiperClass }) => {
        if (destroyed) return null;
        swiper = new SwiperClass(viewport, {
          speed: 500,
          autoHeight: true,
          loop: false,
          slidesPerView: 1,
          initialSlide: active(),
          // Touch swipes still work; the mouse is for zoom, so dragging with it would fight the zoom.
          simulateTouch: false,
          // The viewport's exact width, as the shop's slider sizes its slides (Swiper's own is a whole pixel: 547 for 547.2).
          width: exactWidth(),
          on: { beforeResize: (s) => void (s.params.width = exactWidth()) },
        });
        exactHeight(swiper);
        started(swiper);
        if (wanted !== null) swiper.slideTo(wanted);
        wanted = null;
        return swiper;
      },
      (error: unknown) => {
        console.error("[islands:product-gallery] The slider's code could not be loaded; the thumbnails switch the image without it", error);
        return null;
      },
    ));
  return {
    load,
    loading: () => pending !== null && swiper === null,
    current: () => swiper,
    slideTo(index) {
      if (swiper) return void swiper.slideTo(index);
      wanted = index;
      void load().then((s) => {
        if (s || destroyed || wanted !== index) return;
        wanted = null;
        fallback(index);
      });
    },
    destroy() {
      destroyed = true;
      swiper?.destroy(true, true);
    },
  };
}

/**
 * Swiper's autoHeight takes the shown slide's offsetHeight, a whole pixel: the shop's slider takes
 * its exact height (547.2 px, not 547), and the thumbnails and the page below follow it.
 */
function exactHeight(swiper: Swiper): void {
  const measure = swiper.updateAutoHeight.bind(swiper);
  swiper.updateAutoHeight = (speed) => {
    measure(speed);
    const slide = swiper.slides[swiper.activeIndex];
    if (slide) swiper.wrapperEl.style.height = `${slide.getBoundingClientRect().height}px`;
  };
  swiper.updateAutoHeight();
}

/**
 * A pointer resting on the thumbnails, or focus among them (the keyboard's, or a press's). The
 * rest is the interaction strategy's, written again here: shared, it would move into the entry's
 * chunk on every page (+55 bytes gzip, over the entry's budget).
 */
function onThumbnailsIntent(nav: HTMLElement, intent: () => void, signal: AbortSignal): void {
  let rest: ReturnType<typeof setTimeout> | undefined;
  nav.addEventListener('pointerenter', () => (rest = setTimeout(intent, POINTER_REST_MS)), { signal });
  nav.addEventListener('pointerleave', () => clearTimeout(rest), { signal });
  nav.addEventListener('focusin', intent, { signal });
  signal.addEventListener('abort', () => clearTimeout(rest), { once: true });
}

/**
 * A touch on the slides shows intent; a swipe finished before Swiper runs (Swiper hears only the
 * gestures that start after it) goes to the next or previous slide once it does.
 */
function followEarlySwipe(viewport: HTMLElement, active: () => number, count: number, swiper: LazySwiper, signal: AbortSignal): void {
  let start: Touch | null = null;
  viewport.addEventListener(
    'touchstart',
    (event) => {
      start = swiper.current() ? null : (event.touches[0] ?? null);
      void swiper.load();
    },
    { passive: true, signal },
  );
  viewport.addEventListener(
    'touchend',
    (event) => {
      const end = event.changedTouches[0];
      const [dx, dy] = start && end ? [end.clientX - start.clientX, end.clientY - start.clientY] : [0, 0];
      start = null;
      // Sideways more than down: a finger scrolling the page past the gallery slides nothing.
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      const next = Math.min(count - 1, Math.max(0, active() + (dx < 0 ? 1 : -1)));
      if (next !== active()) swiper.slideTo(next);
    },
    { passive: true, signal },
  );
}

/** One slide's thumbnail: a button in its own `li`, with the image the shop printed for it. */
function thumbButton(slide: HTMLElement, i: number, count: number, go: () => void): HTMLButtonElement {
  const doc = slide.ownerDocument;
  const li = doc.createElement('li');
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', t('galleryThumbnail', i + 1, count));
  const img = doc.createElement('img');
  img.src = slide.getAttribute('data-thumb') || slide.querySelector('img')?.getAttribute('src') || '';
  for (const [from, to] of [
    ['data-thumb-srcset', 'srcset'],
    ['data-thumb-sizes', 'sizes'],
  ] as const) {
    const value = slide.getAttribute(from);
    if (value) img.setAttribute(to, value);
  }
  img.alt = '';
  img.width = 100;
  img.height = 100;
  button.append(img);
  button.addEventListener('click', go);
  li.append(button);
  return button;
}

function markActive(slides: readonly HTMLElement[], buttons: readonly HTMLButtonElement[], active: number): void {
  slides.forEach((slide, i) => {
    slide.classList.toggle('flex-active-slide', i === active);
    // Off-screen slides stay out of the tab order and the accessibility tree.
    slide.toggleAttribute('inert', i !== active);
  });
  buttons.forEach((b, i) => {
    b.setAttribute('aria-current', String(i === active));
    b.querySelector('img')?.classList.toggle('flex-active', i === active);
  });
}

/** The server's wrapper back where the viewport was, its slides without Swiper's classes. */
function unwrap(viewport: HTMLElement, wrapper: HTMLElement, slides: readonly HTMLElement[]): void {
  viewport.before(wrapper);
  viewport.remove();
  wrapper.classList.remove('swiper-wrapper');
  wrapper.style.removeProperty('transform');
  for (const slide of slides) {
    slide.classList.remove('swiper-slide', 'flex-active-slide');
    slide.removeAttribute('inert');
  }
}
