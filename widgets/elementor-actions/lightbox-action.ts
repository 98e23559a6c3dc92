// The action links' `lightbox` (docs/popups.md#action-links): settings { id, url, slideshow } or,
// for a video, { type: 'video', url, videoType }. With a slideshow, every image or video link of
// that slideshow in page order (a carousel's loop clones left out), opened at `url`; else the one
// image or video at `url`. Loaded with the first such click.
import { openLightbox, videoItem, type GalleryItem } from '../../runtime/lightbox.ts';

/** The image's own size: PhotoSwipe lays a slide out from it, and links do not carry it. */
async function measured(item: GalleryItem): Promise<GalleryItem> {
  if (item.video) return item;
  const img = new Image();
  img.src = item.src;
  try {
    await img.decode();
    return { ...item, w: img.naturalWidth, h: img.naturalHeight };
  } catch {
    return item; // PhotoSwipe shows its error message, with a link to the file
  }
}

const same = (a: string, b: string, base: string) => {
  try {
    return new URL(a, base).href === new URL(b, base).href;
  } catch {
    return false;
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A slideshow's video link names only its address: the player follows from the host. */
const videoTypeOf = (url: string) => (/(^|\.|\/\/)(youtube(-nocookie)?\.com|youtu\.be)\//i.test(url) ? 'youtube' : /vimeo\.com\//i.test(url) ? 'vimeo' : 'hosted');

function slideOf(a: Element): GalleryItem {
  const title = a.getAttribute('data-elementor-lightbox-title') ?? '';
  const video = a.getAttribute('data-elementor-lightbox-video');
  if (video) return videoItem({ url: video, videoType: videoTypeOf(video) }, title);
  return { src: a.getAttribute('href')!, w: 0, h: 0, alt: a.querySelector('img')?.getAttribute('alt') ?? '', title };
}

export async function openActionLightbox(settings: Record<string, unknown>, doc: Document): Promise<void> {
  const url = text(settings.url);
  const slideshow = text(settings.slideshow);
  const links = slideshow
    ? Array.from(doc.querySelectorAll<HTMLElement>(`[data-elementor-lightbox-slideshow="${CSS.escape(slideshow)}"]`)).filter(
        (a) => !a.closest('.swiper-slide-duplicate, .slick-cloned') && (a.getAttribute('href') || a.getAttribute('data-elementor-lightbox-video')),
      )
    : [];
  const items: GalleryItem[] = links.length
    ? links.map(slideOf)
    : settings.type === 'video' && url
      ? [videoItem({ url, videoType: text(settings.videoType) || videoTypeOf(url) })]
      : url
        ? [{ src: url, w: 0, h: 0, alt: '', title: '' }]
        : [];
  if (!items.length) {
    console.warn('[islands:elementor-actions] A lightbox action with nothing to show; nothing done');
    return;
  }
  const index = Math.max(0, items.findIndex((item) => same(item.src, url, doc.baseURI)));
  await openLightbox(await Promise.all(items.map(measured)), index);
}
