// The thumbnail-navigated slider (docs/shop.md#product-gallery): slide animation 500 ms, smooth height, no
// arrows, no loop, no autoplay. Swiper does the sliding; the thumbnails are real buttons (the
// shop's were unfocusable images), still `ol.flex-control-thumbs img` for scripts that look for them.
import Swiper from 'swiper';
import { t } from '../../../runtime/i18n/product.ts';

export interface Slider {
  go(index: number): void;
  thumbImage(index: number): HTMLImageElement | null;
  /** Re-measures the height after an image changed. */
  update(): void;
  destroy(): void;
}

export function createSlider(gallery: HTMLElement, wrapper: HTMLElement, slides: readonly HTMLElement[]): Slider {
  const doc = gallery.ownerDocument;
  const viewport = doc.createElement('div');
  viewport.className = 'flex-viewport swiper';
  wrapper.before(viewport);
  viewport.append(wrapper);
  wrapper.classList.add('swiper-wrapper');
  for (const slide of slides) slide.classList.add('swiper-slide');
  const nav = doc.createElement('ol');
  nav.className = 'flex-control-nav flex-control-thumbs';
  const buttons = slides.map((slide, i) => thumbButton(slide, i, slides.length, () => swiper.slideTo(i)));
  for (const button of buttons) nav.append(button.parentElement!);
  viewport.after(nav);
  const swiper = new Swiper(viewport, {
    speed: 500,
    autoHeight: true,
    loop: false,
    slidesPerView: 1,
    // Touch swipes still work; the mouse is for zoom, so dragging with it would fight the zoom.
    simulateTouch: false,
    on: { slideChange: (s) => markActive(slides, buttons, s.activeIndex) },
  });
  markActive(slides, buttons, swiper.activeIndex);
  return {
    go: (index) => swiper.slideTo(index),
    thumbImage: (index) => buttons[index]?.querySelector('img') ?? null,
    update: () => swiper.updateAutoHeight(0),
    destroy() {
      swiper.destroy(true, true);
      nav.remove();
      unwrap(viewport, wrapper, slides);
    },
  };
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
  for (const [from, to] of [['data-thumb-srcset', 'srcset'], ['data-thumb-sizes', 'sizes']] as const) {
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
  for (const slide of slides) {
    slide.classList.remove('swiper-slide', 'flex-active-slide');
    slide.removeAttribute('inert');
  }
}
