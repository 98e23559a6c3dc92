// The action links' `lightbox` (docs/popups.md#action-links): settings { id, url, slideshow }. With
// a slideshow, every image link of that slideshow in page order (a carousel's loop clones left
// out), opened at `url`; else the one image at `url`. Loaded with the first such click.
import { openLightbox, type GalleryItem } from '../../runtime/lightbox.ts';

/** The image's own size: PhotoSwipe lays a slide out from it, and links do not carry it. */
async function measured(item: GalleryItem): Promise<GalleryItem> {
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

export async function openActionLightbox(settings: Record<string, unknown>, doc: Document): Promise<void> {
  const url = typeof settings.url === 'string' ? settings.url : '';
  const slideshow = typeof settings.slideshow === 'string' ? settings.slideshow : '';
  const links = slideshow
    ? Array.from(doc.querySelectorAll<HTMLElement>(`[data-elementor-lightbox-slideshow="${CSS.escape(slideshow)}"]`)).filter(
        (a) => !a.closest('.swiper-slide-duplicate, .slick-cloned') && a.getAttribute('href'),
      )
    : [];
  const items: GalleryItem[] = links.length
    ? links.map((a) => ({
        src: a.getAttribute('href')!,
        w: 0,
        h: 0,
        alt: a.querySelector('img')?.getAttribute('alt') ?? '',
        title: a.getAttribute('data-elementor-lightbox-title') ?? '',
      }))
    : url
      ? [{ src: url, w: 0, h: 0, alt: '', title: '' }]
      : [];
  if (!items.length) {
    console.warn('[islands:elementor-actions] A lightbox action with no image to show; nothing done');
    return;
  }
  const index = Math.max(0, items.findIndex((item) => same(item.src, url, doc.baseURI)));
  await openLightbox(await Promise.all(items.map(measured)), index);
}
