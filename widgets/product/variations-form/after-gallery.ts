// The variations form's start waits for the product gallery (docs/shop.md#variable-product-form).
import { later, onAbort } from '../../../runtime/core/lifetime.ts';

/**
 * Calls `then` once the product's gallery island has mounted or failed (at once when there is no gallery still
 * waiting for its code), or after `max` ms at the latest. The shop starts the form after the gallery: a match or
 * reset sent before the gallery listens would leave the wrong image (and no zoom set-up) on a slow phone.
 */
export function afterGallery(product: ParentNode, signal: AbortSignal, then: () => void, max: number): void {
  const gallery = product.querySelector('.woocommerce-product-gallery[data-island="pending"]');
  if (!gallery) return then();
  const go = () => {
    if (signal.aborted || !watch) return;
    watch.disconnect();
    watch = null;
    cancel();
    then();
  };
  let watch: MutationObserver | null = new MutationObserver(() => gallery.getAttribute('data-island') !== 'pending' && go());
  watch.observe(gallery, { attributes: true, attributeFilter: ['data-island'] });
  const cancel = later(signal, go, max);
  onAbort(signal, () => watch?.disconnect());
}
