import { describe, expect, it } from 'vitest';
import { galleryItems } from './lightbox.ts';

// docs/shop.md#gallery-item: src, w, h, alt; title from the caption, else the image title.
const slide = (img: string, href = '/full.png') => {
  const el = document.createElement('div');
  el.className = 'woocommerce-product-gallery__image';
  el.innerHTML = `<a href="${href}">${img}</a>`;
  return el;
};

describe('galleryItems', () => {
  it('reads the large image, its size, the alt and the caption', () => {
    const items = galleryItems([
      slide(
        '<img src="/m.png" alt="Sudadera gris" title="Título" data-caption="Leyenda" data-large_image="/l.png" data-large_image_width="1200" data-large_image_height="900">',
      ),
    ]);
    expect(items).toEqual([{ src: '/l.png', w: 1200, h: 900, alt: 'Sudadera gris', title: 'Leyenda' }]);
  });

  it('takes the title when there is no caption, and the link when there is no large image', () => {
    const [item] = galleryItems([slide('<img src="/m.png" alt="" title="Sudadera roja" data-caption="">', '/roja.png')]);
    expect(item).toMatchObject({ src: '/roja.png', title: 'Sudadera roja', alt: '' });
  });

  it('leaves out a slide without an image', () => {
    expect(galleryItems([slide('<span>sin imagen</span>')])).toEqual([]);
  });
});
