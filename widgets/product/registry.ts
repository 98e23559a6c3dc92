import type { WidgetDef } from '../../runtime/core/types.ts';

// The product page's islands: the variations form, the gallery, the tabs, the review stars.
// What each field says: widgets/registry.ts.
export const productWidgets: readonly WidgetDef[] = [
  {
    name: 'variations-form',
    hydrate: 'load',
    selector: 'form.variations_form',
    standsAsideFor: ['wc-add-to-cart-variation'],
    load: () => import('./variations-form/variations-form.ts'),
  },
  {
    name: 'product-gallery',
    hydrate: 'load',
    selector: '.woocommerce-product-gallery',
    load: () => import('./product-gallery/product-gallery.ts'),
  },
  {
    name: 'product-tabs',
    hydrate: 'load',
    selector: '.woocommerce-tabs, .wc-tabs-wrapper',
    standsAsideFor: ['wc-single-product'],
    load: () => import('./product-tabs/product-tabs.ts'),
  },
  // In the reviews tab, hidden at load: its stars can wait for the first idle moment.
  {
    name: 'review-rating',
    hydrate: 'idle',
    selector: 'select#rating',
    standsAsideFor: ['wc-single-product'],
    load: () => import('./review-rating/review-rating.ts'),
  },
];
