// The thumbnail-navigated slider (docs/shop.md#product-gallery): slide animation 500 ms, smooth height, no
// arrows, no loop, no autoplay. Swiper does the sliding; the thumbnails are real buttons (the
// shop's were unfocusable images), still `ol.flex-control-thumbs img` for scripts that look for them.
import Swiper from 'swiper';
import { t } from '../../runtime/i18n/index.ts';

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
  const buttons = slides.map((slide, i) => {
    const li = doc.createElement('li');
    const button = doc.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', t('galleryThumbnail', i + 1, slides.length));
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
    button.addEventListener('click', () => swiper.slideTo(i));
    li.append(button);
    nav.append(li);
    return button;
  });
  viewport.after(nav);

  const mark = (active: number) => {
    slides.forEach((slide, i) => {
      slide.classList.toggle('flex-active-slide', i === active);
      // Off-screen slides stay out of the tab order and the accessibility tree.
      slide.toggleAttribute('inert', i !== active);
    });
    buttons.forEach((b, i) => {
      b.setAttribute('aria-current', String(i === active));
      b.querySelector('img')?.classList.toggle('flex-active', i === active);
    });
  };

  const swiper = new Swiper(viewport, {
    speed: 500,
    autoHeight: true,
    loop: false,
    slidesPerView: 1,
    // Touch swipes still work; the mouse is for zoom, so dragging with it would fight the zoom.
    simulateTouch: false,
    on: { slideChange: (s) => mark(s.activeIndex) },
  });
  mark(swiper.activeIndex);

  return {
    go: (index) => swiper.slideTo(index),
    thumbImage: (index) => buttons[index]?.querySelector('img') ?? null,
    update: () => swiper.updateAutoHeight(0),
    destroy() {
      swiper.destroy(true, true);
      nav.remove();
      viewport.before(wrapper);
      viewport.remove();
      wrapper.classList.remove('swiper-wrapper');
      for (const slide of slides) {
        slide.classList.remove('swiper-slide', 'flex-active-slide');
        slide.removeAttribute('inert');
      }
    },
  };
}
