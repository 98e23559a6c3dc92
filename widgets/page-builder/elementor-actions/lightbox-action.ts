// The action links' `lightbox` (docs/popups.md#action-links): settings { id, url, slideshow } or,
// for a video, { type: 'video', url, videoType }. With a slideshow, every image or video link of
// that slideshow in page order (a carousel's loop clones left out), opened at `url`; else the one
// image or video at `url`. Loaded with the first such click; the lightbox itself (PhotoSwipe with
// it) is fetched at once, while the images are measured.
import type { GalleryItem } from '../../../runtime/ui/lightbox.ts';
import { measure, videoItem, videoTypeOf } from '../../../runtime/ui/lightbox-items.ts';

const same = (a: string, b: string, base: string) => {
  try {
    return new URL(a, base).href === new URL(b, base).href;
  } catch {
    return false;
  }
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

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
        (a) =>
          !a.closest('.swiper-slide-duplicate, .slick-cloned') &&
          (a.getAttribute('href') || a.getAttribute('data-elementor-lightbox-video')),
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
  const index = Math.max(
    0,
    items.findIndex((item) => same(item.src, url, doc.baseURI)),
  );
  const [{ openLightbox }, measured] = await Promise.all([import('../../../runtime/ui/lightbox.ts'), Promise.all(items.map(measure))]);
  await openLightbox(measured, index);
}
