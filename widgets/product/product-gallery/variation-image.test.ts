import { describe, expect, it } from 'vitest';
import { hasImage, restoreImage, swapImage } from './variation-image.ts';

const slideMarkup = `<div data-thumb="/p-100.png" class="woocommerce-product-gallery__image"><a href="/p.png"><img src="/p-600.png" width="600" height="600" srcset="/p-600.png 600w, /p-300.png 300w" sizes="(max-width: 600px) 100vw, 600px" alt="Sudadera gris" data-caption="Leyenda" data-src="/p.png" data-large_image="/p.png" data-large_image_width="1200" data-large_image_height="1200"></a></div>`;
const setup = () => {
  document.body.innerHTML = `${slideMarkup}<img class="thumb" src="/p-100.png">`;
  return {
    slide: document.querySelector<HTMLElement>('.woocommerce-product-gallery__image')!,
    thumb: document.querySelector<HTMLImageElement>('img.thumb')!,
  };
};
const attrs = (el: Element) =>
  Object.fromEntries(
    Array.from(el.attributes)
      .filter((a) => !a.name.startsWith('data-o_'))
      .map((a) => [a.name, a.value]),
  );

describe('variation image', () => {
  it('swaps the variation image into the first slide and restores every original', () => {
    const { slide, thumb } = setup();
    const before = [attrs(slide), attrs(slide.querySelector('img')!), attrs(slide.querySelector('a')!), attrs(thumb)];
    swapImage(slide, thumb, {
      src: '/r-600.png',
      src_w: 600,
      src_h: 600,
      srcset: '/r-600.png 600w',
      sizes: '600px',
      alt: 'Sudadera roja',
      caption: 'Roja',
      title: 'Sudadera roja',
      full_src: '/r.png',
      full_src_w: 1000,
      full_src_h: 1000,
      gallery_thumbnail_src: '/r-100.png',
    });
    const img = slide.querySelector('img')!;
    expect([
      img.getAttribute('src'),
      img.getAttribute('data-large_image'),
      img.getAttribute('data-large_image_width'),
      slide.querySelector('a')!.getAttribute('href'),
    ]).toEqual(['/r-600.png', '/r.png', '1000', '/r.png']);
    expect([slide.getAttribute('data-thumb'), thumb.getAttribute('src')]).toEqual(['/r-100.png', '/r-100.png']);
    restoreImage(slide, thumb);
    expect([attrs(slide), attrs(slide.querySelector('img')!), attrs(slide.querySelector('a')!), attrs(thumb)]).toEqual(before);
  });

  it('takes an image with no sizes without leaving the product srcset behind', () => {
    const { slide, thumb } = setup();
    swapImage(slide, thumb, { src: '/solo.png', alt: 'Solo' });
    const img = slide.querySelector('img')!;
    expect([img.getAttribute('src'), img.hasAttribute('srcset'), img.hasAttribute('sizes'), img.getAttribute('data-large_image')]).toEqual([
      '/solo.png',
      false,
      false,
      '/solo.png',
    ]);
  });

  it('ignores an image object without a src', () => {
    expect(hasImage({ alt: 'x' })).toBe(false);
    expect(hasImage(null)).toBe(false);
    expect(hasImage({ src: '/a.png' })).toBe(true);
  });
});
