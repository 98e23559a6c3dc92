// Which links the global lightbox opens, and the items of a link's slideshow
// (docs/site-nav.md#the-global-lightbox): images, and videos (a link's
// data-elementor-lightbox-video, the Video widget's overlay). Pure DOM reading: no PhotoSwipe here.
import type { GalleryItem } from '../../../runtime/ui/lightbox.ts';
import { videoItem, videoTypeOf } from '../../../runtime/ui/lightbox-items.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

/** png, jpg, jpeg, gif, svg or webp, before any query string. */
const IMAGE_HREF = /^[^?#]+\.(png|jpe?g|gif|svg|webp)(\?[^#]*)?(#.*)?$/i;

/** The page builder's kit switches the lightbox reads (elementorFrontendConfig.kit). */
export interface LightboxSettings {
  /** global_image_lightbox: every image link opens it unless it says data-elementor-open-lightbox="no". */
  global: boolean;
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
}

/** From elementorFrontendConfig.kit; a page without it gets the kit's defaults (all on). */
export function readSettings(win: Window): LightboxSettings {
  const kit = pageGlobal<{ kit?: Record<string, unknown> }>('elementorFrontendConfig', win)?.kit;
  const on = (key: string) => (kit && key in kit ? kit[key] === 'yes' : true);
  return {
    global: on('global_image_lightbox'),
    counter: on('lightbox_enable_counter'),
    fullscreen: on('lightbox_enable_fullscreen'),
    zoom: on('lightbox_enable_zoom'),
    share: on('lightbox_enable_share'),
  };
}

/** The Video widget's overlay: data-elementor-lightbox JSON { type: 'video', url, videoType, modalOptions }. */
function widgetVideo(el: Element): { url: string; videoType: string; ratio: string } | null {
  const raw = el.getAttribute('data-elementor-lightbox');
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return null;
    const { type, url, videoType, modalOptions } = data as Record<string, unknown>;
    if (type !== 'video' || typeof url !== 'string' || !url) return null;
    const ratio = (modalOptions as { videoAspectRatio?: unknown } | null)?.videoAspectRatio;
    return {
      url,
      videoType: typeof videoType === 'string' && videoType ? videoType : videoTypeOf(url),
      ratio: typeof ratio === 'string' ? ratio : '',
    };
  } catch {
    return null;
  }
}

/**
 * Whether the lightbox opens for this element: a link to an image file without `download`, a link
 * marked as video (data-elementor-lightbox-video), or the Video widget's lightbox overlay.
 */
export function opensLightbox(el: Element, settings: LightboxSettings): boolean {
  if (el instanceof HTMLAnchorElement) {
    const image = !el.hasAttribute('download') && IMAGE_HREF.test(el.getAttribute('href') ?? '');
    if (!image && !el.getAttribute('data-elementor-lightbox-video')) return false;
  } else if (!widgetVideo(el)) return false;
  const choice = el.getAttribute('data-elementor-open-lightbox');
  return choice === 'yes' || (settings.global && choice !== 'no');
}

export interface LightboxItem extends GalleryItem {
  description: string;
  /** data-e-action-hash: the deep link the share links carry. */
  hash: string;
}

function itemOf(el: Element): LightboxItem {
  const title = el.getAttribute('data-elementor-lightbox-title') ?? '';
  const own = {
    description: el.getAttribute('data-elementor-lightbox-description') ?? '',
    hash: el.getAttribute('data-e-action-hash') ?? '',
  };
  const overlay = widgetVideo(el);
  if (overlay) return { ...videoItem({ url: overlay.url, videoType: overlay.videoType }, title, overlay.ratio), ...own };
  const video = el.getAttribute('data-elementor-lightbox-video');
  if (video) return { ...videoItem({ url: video, videoType: videoTypeOf(video) }, title), ...own };
  return { src: (el as HTMLAnchorElement).href, w: 0, h: 0, alt: el.querySelector('img')?.getAttribute('alt') ?? '', title, ...own };
}

/**
 * The clicked link's slideshow (every qualifying link of its data-elementor-lightbox-slideshow
 * group in page order, a carousel's loop clones left out) and where the clicked one is in it.
 */
export function slideshowOf(link: Element, settings: LightboxSettings): { items: LightboxItem[]; index: number } {
  const group = link.getAttribute('data-elementor-lightbox-slideshow');
  if (!group) return { items: [itemOf(link)], index: 0 };
  const links = Array.from(link.ownerDocument.querySelectorAll('a[data-elementor-lightbox-slideshow]')).filter(
    (a) =>
      a.getAttribute('data-elementor-lightbox-slideshow') === group &&
      opensLightbox(a, settings) &&
      !a.closest('.swiper-slide-duplicate, .slick-cloned'),
  );
  const index = links.indexOf(link);
  return index < 0 ? { items: [itemOf(link)], index: 0 } : { items: links.map(itemOf), index };
}
