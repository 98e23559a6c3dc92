// The variation image (docs/shop.md#variation-image): a thumbnail the gallery already has is slid
// to; any other image swaps into the first slide and back on reset. The originals are kept in
// data-o_<attr>, where themes expect them.

/** The parts of a variation's image object the gallery uses (docs/shop.md#variation-fields). */
export interface SwapImage {
  src?: unknown;
  src_w?: unknown;
  src_h?: unknown;
  srcset?: unknown;
  sizes?: unknown;
  title?: unknown;
  caption?: unknown;
  alt?: unknown;
  full_src?: unknown;
  full_src_w?: unknown;
  full_src_h?: unknown;
  gallery_thumbnail_src?: unknown;
}

type Target = [Element | null | undefined, string, keyof SwapImage];

function targets(slide: HTMLElement, thumb: HTMLImageElement | null): Target[] {
  const img = slide.querySelector('img');
  const link = slide.querySelector('a');
  return [
    [img, 'src', 'src'],
    [img, 'width', 'src_w'],
    [img, 'height', 'src_h'],
    [img, 'srcset', 'srcset'],
    [img, 'sizes', 'sizes'],
    [img, 'title', 'title'],
    [img, 'data-caption', 'caption'],
    [img, 'alt', 'alt'],
    [img, 'data-src', 'full_src'],
    [img, 'data-large_image', 'full_src'],
    [img, 'data-large_image_width', 'full_src_w'],
    [img, 'data-large_image_height', 'full_src_h'],
    [slide, 'data-thumb', 'gallery_thumbnail_src'],
    [link, 'href', 'full_src'],
    [thumb, 'src', 'gallery_thumbnail_src'],
  ];
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** True when the image has something to show; an image object with no src (or no sizes at all) is ignored. */
export const hasImage = (image: unknown): image is SwapImage =>
  !!image && typeof image === 'object' && text((image as SwapImage).src) !== '';

/** The variation's gallery thumbnail, as the shop reads it: what the gallery image shows in its thumbnail row. */
const thumbnailSrc = (image: SwapImage) => text(image.gallery_thumbnail_src);

/** The thumbnail showing the variation's image (its src, as the shop matches it); -1 when the gallery has none. */
export function thumbnailOf(thumbs: readonly HTMLImageElement[], image: SwapImage): number {
  const src = thumbnailSrc(image);
  return src ? thumbs.findIndex((thumb) => thumb.getAttribute('src') === src) : -1;
}

/** True when a thumbnail is the variation's image with another swapped over it (its original in data-o_src). */
export function swappedOut(thumbs: readonly HTMLImageElement[], image: SwapImage): boolean {
  const src = thumbnailSrc(image);
  return !!src && thumbs.some((thumb) => thumb.getAttribute('data-o_src') === src);
}

/** Writes the variation's image over the first slide, keeping each original once. */
export function swapImage(slide: HTMLElement, thumb: HTMLImageElement | null, image: SwapImage): void {
  for (const [el, attr, field] of targets(slide, thumb)) {
    if (!el) continue;
    if (!el.hasAttribute(`data-o_${attr}`)) el.setAttribute(`data-o_${attr}`, el.getAttribute(attr) ?? '');
    const value = text(image[field]) || (field === 'full_src' ? text(image.src) : '');
    // A field the variation lacks must not leave the product's value behind (a stale srcset wins over src).
    if (value) el.setAttribute(attr, value);
    else if (attr !== 'src' && attr !== 'href') el.removeAttribute(attr);
  }
}

/** Puts the product's own image back. */
export function restoreImage(slide: HTMLElement, thumb: HTMLImageElement | null): void {
  for (const [el, attr] of targets(slide, thumb)) {
    if (!el?.hasAttribute(`data-o_${attr}`)) continue;
    const original = el.getAttribute(`data-o_${attr}`)!;
    if (original) el.setAttribute(attr, original);
    else el.removeAttribute(attr);
    el.removeAttribute(`data-o_${attr}`);
  }
}
