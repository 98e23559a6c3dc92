// Image markup in WordPress' shape: uploads URLs with -WxH size suffixes (fixtures/images/),
// srcset over the generated sizes, and WooCommerce's attachment props for variations.
import type { ImageInfo } from '../catalogue.ts';
import { esc } from '../html.ts';

export const UPLOADS = '/wp-content/uploads/2026/11/';
/** The sizes fixtures/images/generate.mjs writes; 1200 is the original file. */
export const SIZES = [100, 300, 600, 1200] as const;
export type Size = (typeof SIZES)[number];

export function imageUrl(name: string, size: Size = 1200): string {
  return size === 1200 ? `${UPLOADS}${name}.png` : `${UPLOADS}${name}-${size}x${size}.png`;
}

export function srcset(name: string): string {
  return SIZES.map((s) => `${imageUrl(name, s)} ${s}w`).join(', ');
}

/** An attachment image (wp_get_attachment_image) at one of the generated sizes. */
export function img(name: string, info: ImageInfo, size: Size, className: string, extra = ''): string {
  return (
    `<img width="${size}" height="${size}" src="${imageUrl(name, size)}" class="${className}" alt="${esc(info.alt)}"` +
    `${extra} decoding="async" srcset="${srcset(name)}" sizes="(max-width: ${size}px) 100vw, ${size}px" />`
  );
}

/** The shop thumbnail used by the listing, mini cart, side cart and cart page. */
export function thumbnail(name: string, info: ImageInfo): string {
  return img(name, info, 300, 'attachment-woocommerce_thumbnail size-woocommerce_thumbnail');
}

/** `image` of a variation object (wc_get_product_attachment_props), recorded shape. */
export function attachmentProps(name: string, info: ImageInfo): Record<string, string | number> {
  return {
    title: info.title,
    caption: info.caption,
    url: imageUrl(name),
    alt: info.alt || info.caption || info.title,
    src: imageUrl(name, 600),
    srcset: srcset(name),
    sizes: '(max-width: 600px) 100vw, 600px',
    full_src: imageUrl(name),
    full_src_w: 1200,
    full_src_h: 1200,
    gallery_thumbnail_src: imageUrl(name, 100),
    gallery_thumbnail_src_w: 100,
    gallery_thumbnail_src_h: 100,
    thumb_src: imageUrl(name, 300),
    thumb_src_w: 300,
    thumb_src_h: 300,
    src_w: 600,
    src_h: 600,
  };
}
