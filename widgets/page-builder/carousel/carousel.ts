import Swiper from 'swiper';
import { Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
// @ts-expect-error swiper types its CSS as a side-effect module; esbuild inlines it as text here.
import swiperCss from 'swiper/swiper.css' with { type: 'text' };
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/carousel.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { addOwnStyle } from '../../../runtime/ui/own-style.ts';
import { breakpointsOf, slidesPerView, type CarouselSettings } from './breakpoints.ts';

const CSS_ID = 'islands-carousel-css';
// What the page builder's own carousel CSS gives, for pages that print only the widget.
const CAROUSEL_CSS = `.elementor-image-carousel-wrapper{position:relative}.elementor-image-carousel-wrapper .swiper-slide img{display:block;max-width:100%;height:auto}.elementor-swiper-button{position:absolute;top:50%;transform:translateY(-50%);z-index:1;cursor:pointer;display:inline-flex}.elementor-swiper-button-prev{left:10px}.elementor-swiper-button-next{right:10px}.elementor-swiper-button svg{width:25px;height:25px}`;

function injectCss(doc: Document): void {
  addOwnStyle(CSS_ID, (typeof swiperCss === 'string' ? swiperCss : '') + CAROUSEL_CSS, doc);
}

/**
 * The page builder's image carousel (docs/site-extras.md#carousel): Swiper, fetched with this
 * widget's code only when a carousel nears the viewport; slides per view by device from the
 * widget's settings or the defaults (3, 2, 1); arrows are buttons for the keyboard too.
 */
export default defineEnhancer<CarouselSettings>(
  (widget, settings) => {
    const container = widget.querySelector<HTMLElement>('.elementor-image-carousel-wrapper, .swiper');
    const wrapper = container?.querySelector<HTMLElement>('.swiper-wrapper');
    if (!container || !wrapper) return;
    const doc = widget.ownerDocument;
    injectCss(doc);
    const slides = [...wrapper.querySelectorAll<HTMLElement>(':scope > .swiper-slide')];
    slides.forEach((slide, i) => {
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', 'slide');
      slide.setAttribute('aria-label', t('carouselSlide', i + 1, slides.length));
    });
    if (!container.getAttribute('aria-label')) container.setAttribute('aria-label', t('carouselLabel'));
    const prev = container.querySelector<HTMLElement>('.elementor-swiper-button-prev');
    const next = container.querySelector<HTMLElement>('.elementor-swiper-button-next');
    for (const [button, label] of [
      [prev, t('carouselPrevious')],
      [next, t('carouselNext')],
    ] as const) {
      if (!button) continue;
      button.setAttribute('role', 'button');
      button.setAttribute('tabindex', '0');
      if (!button.getAttribute('aria-label')) button.setAttribute('aria-label', label);
    }
    const arrows = settings.navigation === 'both' || settings.navigation === 'arrows' || settings.navigation === undefined;
    const dots = settings.navigation === 'both' || settings.navigation === 'dots' || settings.navigation === undefined;
    const pagination = container.querySelector<HTMLElement>('.swiper-pagination');
    const speed = Number(settings.autoplay_speed);
    const swiper = new Swiper(container, {
      modules: [Navigation, Pagination, Autoplay, Keyboard],
      speed: Number(settings.speed) > 0 ? Number(settings.speed) : 500,
      loop: settings.infinite === 'yes' && slides.length > 1,
      breakpoints: slidesPerView(settings, breakpointsOf(pageGlobal('elementorFrontendConfig', doc.defaultView))),
      keyboard: { enabled: true, onlyInViewport: true },
      navigation: arrows && prev && next ? { prevEl: prev, nextEl: next } : false,
      pagination: dots && pagination ? { el: pagination, clickable: true, type: 'bullets' } : false,
      autoplay:
        settings.autoplay === 'yes' && !doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches
          ? { delay: speed > 0 ? speed : 5000, pauseOnMouseEnter: settings.pause_on_hover !== 'no', disableOnInteraction: true }
          : false,
    });
    // Enter and Space on the arrows, which are not real buttons in the page builder's markup.
    const press = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const target = event.target as Element;
      if (target === prev || target === next) {
        event.preventDefault();
        if (target === prev) swiper.slidePrev();
        else swiper.slideNext();
      }
    };
    container.addEventListener('keydown', press);
    return () => {
      container.removeEventListener('keydown', press);
      swiper.destroy(true, true);
    };
  },
  (_raw, el) => {
    try {
      return JSON.parse(el.getAttribute('data-settings') || '{}') as CarouselSettings;
    } catch {
      return {};
    }
  },
);
