// Zoom on the slide's image (docs/shop.md#product-gallery): only when the large image is wider than the gallery; on
// hover with a mouse, on click (tap) on touch devices. The zoom layer is decorative to assistive tech.
import { onAbort } from '../../../runtime/core/lifetime.ts';

const isTouch = (doc: Document) => 'ontouchstart' in doc.documentElement;

/**
 * The layer's size and place go inline and !important: the shop's stylesheets size every gallery
 * image (WooCommerce: `.woocommerce div.product div.images img { width: 100% }`, themes:
 * `max-width: 100%`), which would shrink the large image to the slide and zoom nothing.
 */
function place(layer: HTMLImageElement, left: number, top: number, width: number, height: number): void {
  const style = {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${width}px`,
    height: height ? `${height}px` : 'auto',
    'max-width': 'none',
    'max-height': 'none',
  };
  for (const [name, value] of Object.entries(style)) layer.style.setProperty(name, value, 'important');
}

export function zoomable(slide: HTMLElement, gallery: HTMLElement): boolean {
  const img = slide.querySelector('img');
  const large = Number(img?.getAttribute('data-large_image_width'));
  return !!img?.getAttribute('data-large_image') && large > gallery.getBoundingClientRect().width;
}

/** Binds zoom on every slide; returns the unbind (the gallery binds again when its images change). */
export function bindZoom(gallery: HTMLElement, slides: readonly HTMLElement[]): () => void {
  const doc = gallery.ownerDocument;
  const touch = isTouch(doc);
  const bound = new AbortController();
  const { signal } = bound;
  for (const slide of slides) {
    let layer: HTMLImageElement | null = null;
    const layerFor = (): HTMLImageElement | null => {
      const src = slide.querySelector('img')?.getAttribute('data-large_image') ?? '';
      if (layer && layer.getAttribute('src') === src) return layer;
      layer?.remove();
      layer = null;
      if (!zoomable(slide, gallery)) return null;
      layer = doc.createElement('img');
      layer.className = 'zoomImg';
      layer.src = src;
      layer.alt = '';
      layer.setAttribute('aria-hidden', 'true');
      slide.append(layer);
      return layer;
    };
    const move = (event: MouseEvent) => {
      if (!layer) return;
      const box = slide.getBoundingClientRect();
      const x = (event.clientX - box.left) / box.width;
      const y = (event.clientY - box.top) / box.height;
      const w = layer.naturalWidth || Number(slide.querySelector('img')?.getAttribute('data-large_image_width'));
      const h = layer.naturalHeight || Number(slide.querySelector('img')?.getAttribute('data-large_image_height'));
      place(layer, -x * Math.max(0, w - box.width), -y * Math.max(0, h - box.height), w, h);
    };
    const show = (event: MouseEvent) => {
      const el = layerFor();
      if (!el) return;
      el.style.opacity = '1';
      move(event);
    };
    const hide = () => {
      if (layer) layer.style.opacity = '0';
    };
    const tap = (event: MouseEvent) => {
      const el = layerFor();
      if (!el) return;
      event.preventDefault();
      if (el.style.opacity === '1') hide();
      else show(event);
    };
    if (touch) slide.addEventListener('click', tap, { signal });
    else {
      slide.addEventListener('mouseenter', show, { signal });
      slide.addEventListener('mousemove', move, { signal });
      slide.addEventListener('mouseleave', hide, { signal });
    }
    onAbort(signal, () => layer?.remove());
  }
  return () => bound.abort();
}
