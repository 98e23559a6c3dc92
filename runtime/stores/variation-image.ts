import { atom } from 'nanostores';

/** What a variations form asks its product's gallery to show: a variation's image, or (null) the product's own. */
export interface ImageAsk {
  image: unknown;
}

/**
 * Each variations form's last image ask, by form (docs/shop.md#variation-image). The variations
 * form island and the stand-ins (a plugin's `wc_variations_image_update`) ask; the product gallery
 * of the same product shows it, and a gallery that mounts later shows the ask it finds. Every ask
 * is a new entry, so a match announced again is shown again, as the shop's script does.
 */
export const $variationImages = atom<ReadonlyMap<Element, ImageAsk>>(new Map());

export function askVariationImage(form: Element, image: unknown): void {
  $variationImages.set(new Map($variationImages.get()).set(form, { image }));
}

/** A form that leaves the page (its island unmounted) asks nothing any more. */
export function forgetVariationImage(form: Element): void {
  if (!$variationImages.get().has(form)) return;
  const next = new Map($variationImages.get());
  next.delete(form);
  $variationImages.set(next);
}
