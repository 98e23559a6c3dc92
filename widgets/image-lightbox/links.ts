// Which links the global lightbox opens, and the items of a link's slideshow
// (docs/site-nav.md#the-global-lightbox). Pure DOM reading: no PhotoSwipe here.

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
  const kit = (win as { elementorFrontendConfig?: { kit?: Record<string, unknown> } }).elementorFrontendConfig?.kit;
  const on = (key: string) => (kit && key in kit ? kit[key] === 'yes' : true);
  return {
    global: on('global_image_lightbox'),
    counter: on('lightbox_enable_counter'),
    fullscreen: on('lightbox_enable_fullscreen'),
    zoom: on('lightbox_enable_zoom'),
    share: on('lightbox_enable_share'),
  };
}

/** Whether the lightbox opens for this link (a video link is not an image: left to its own handler). */
export function opensLightbox(link: Element, settings: LightboxSettings): boolean {
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.hasAttribute('data-elementor-lightbox-video')) return false;
  if (!IMAGE_HREF.test(link.getAttribute('href') ?? '')) return false;
  const choice = link.getAttribute('data-elementor-open-lightbox');
  return choice === 'yes' || (settings.global && choice !== 'no');
}

export interface LightboxItem {
  src: string;
  w: number;
  h: number;
  alt: string;
  title: string;
  description: string;
  /** data-e-action-hash: the deep link the share links carry. */
  hash: string;
}

function itemOf(link: HTMLAnchorElement): LightboxItem {
  return {
    src: link.href,
    w: 0,
    h: 0,
    alt: link.querySelector('img')?.getAttribute('alt') ?? '',
    title: link.getAttribute('data-elementor-lightbox-title') ?? '',
    description: link.getAttribute('data-elementor-lightbox-description') ?? '',
    hash: link.getAttribute('data-e-action-hash') ?? '',
  };
}

/**
 * The clicked link's slideshow (every qualifying link of its data-elementor-lightbox-slideshow
 * group in page order, a carousel's loop clones left out) and where the clicked one is in it.
 */
export function slideshowOf(link: HTMLAnchorElement, settings: LightboxSettings): { items: LightboxItem[]; index: number } {
  const group = link.getAttribute('data-elementor-lightbox-slideshow');
  if (!group) return { items: [itemOf(link)], index: 0 };
  const links = Array.from(link.ownerDocument.querySelectorAll('a[data-elementor-lightbox-slideshow]')).filter(
    (a): a is HTMLAnchorElement =>
      a.getAttribute('data-elementor-lightbox-slideshow') === group && opensLightbox(a, settings) && !a.closest('.swiper-slide-duplicate, .slick-cloned'),
  );
  const index = links.indexOf(link);
  return index < 0 ? { items: [itemOf(link)], index: 0 } : { items: links.map(itemOf), index };
}

/** The image's own size: PhotoSwipe lays a slide out from it, and links do not carry it. */
export async function measure(item: LightboxItem): Promise<LightboxItem> {
  const img = new Image();
  img.src = item.src;
  try {
    await img.decode();
    return { ...item, w: img.naturalWidth, h: img.naturalHeight };
  } catch {
    return item; // PhotoSwipe shows its error message, with a link to the file
  }
}
