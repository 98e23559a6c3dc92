// The gallery's items for the full-screen lightbox (docs/shop.md#gallery-item); the lightbox itself
// is runtime/ui/lightbox.ts, shared with the action links, and dressed as the shop's own
// (lightbox-dress.ts): both loaded on the first open.
import type { GalleryItem } from '../../../runtime/ui/lightbox.ts';

/** Opens the lightbox on the slides' images at `index`, its code fetched the first time. */
export async function openGalleryLightbox(slides: readonly HTMLElement[], index: number): Promise<void> {
  const [{ openLightbox }, { shopDress }] = await Promise.all([import('../../../runtime/ui/lightbox.ts'), import('./lightbox-dress.ts')]);
  await openLightbox(galleryItems(slides), index, { dress: shopDress() });
}

/** Items from the slides' data-large_image* (never the displayed src: that is the medium size). */
export function galleryItems(slides: readonly HTMLElement[]): GalleryItem[] {
  return slides.flatMap((slide) => {
    const img = slide.querySelector('img');
    if (!img) return [];
    const src = img.getAttribute('data-large_image') || slide.querySelector('a')?.getAttribute('href') || img.getAttribute('src') || '';
    if (!src) return [];
    return [
      {
        src,
        w: Number(img.getAttribute('data-large_image_width')) || img.naturalWidth || 0,
        h: Number(img.getAttribute('data-large_image_height')) || img.naturalHeight || 0,
        alt: img.getAttribute('alt') ?? '',
        title: img.getAttribute('data-caption') || img.getAttribute('title') || '',
      },
    ];
  });
}
