import type { WidgetDef } from '../../runtime/core/types.ts';

// The page builder's islands (Elementor, Elementor Pro, Essential Addons): popups, action links, the
// loop filter, menus, tabs, carousels and the rest. What each field says: widgets/registry.ts.
export const pageBuilderWidgets: readonly WidgetDef[] = [
  {
    // Elementor Pro's popups, printed hidden in the footer: the rule engine (plain TypeScript) on
    // each, never on the copy a dialog shows. The dialog island it inserts when a popup is about to
    // show is what brings React (docs/popups.md).
    name: 'popup',
    hydrate: 'load',
    selector: '[data-elementor-type="popup"]:not(.elementor-popup-modal *)',
    holdsContent: true,
    load: () => import('./popup/popup.ts'),
  },
  { name: 'popup-dialog', hydrate: 'load', load: () => import('./popup/dialog.tsx') },
  {
    // The page builder's #elementor-action: links, both spellings; code only once one is used.
    name: 'elementor-actions',
    hydrate: 'interaction',
    selector: 'a[href^="#elementor-action"], a[href^="%23elementor-action"]',
    load: () => import('./elementor-actions/elementor-actions.ts'),
  },
  {
    // An action in the page's address (#elementor-action:…), run once on load: the entry marks
    // <html> only when the address carries one (islands.ts), so no other page loads this.
    name: 'elementor-actions-hash',
    hydrate: 'load',
    selector: 'html[data-e-action-on-load]',
    load: () => import('./elementor-actions/hash.ts'),
  },
  {
    // Elementor Pro's Taxonomy Filter bar over a Loop Grid: a small enhancer until the first use,
    // which fetches the React bar while the listing is already being refreshed (docs/loop-filter.md).
    name: 'loop-filter',
    hydrate: 'load',
    selector: 'search.e-filter',
    load: () => import('./loop-filter/loop-filter.ts'),
  },
  {
    // Once per page: in-page anchors, tab and accordion hashes, ?theme_template_id (docs/site-nav.md).
    // The address's hash is read after the load event anyway, and until the island is up a link
    // to an id on the page jumps there as without JavaScript: it waits for the first idle moment.
    name: 'site-anchors',
    hydrate: 'idle',
    selector: 'body',
    load: () => import('./site-anchors/site-anchors.ts'),
  },
  {
    // Links to an image file, the page builder's lightbox links (video ones too) and the Video
    // widget's lightbox overlay; PhotoSwipe comes with the first open, a video player only for a video.
    name: 'image-lightbox',
    hydrate: 'interaction',
    selector:
      'a[href]:is([data-elementor-open-lightbox], [data-elementor-lightbox-video], [href*=".png" i], [href*=".jpg" i], [href*=".jpeg" i], [href*=".gif" i], [href*=".svg" i], [href*=".webp" i]):not([download]:not([data-elementor-lightbox-video]), .woocommerce-product-gallery *, .pswp *), [data-elementor-open-lightbox="yes"][data-elementor-lightbox]:not(a, .pswp *)',
    load: () => import('./image-lightbox/image-lightbox.ts'),
  },
  {
    // Elementor Pro's Nav Menu widget (its sub-menus, and the burger's dropdown).
    name: 'nav-menu',
    hydrate: 'load',
    selector: '.elementor-widget-nav-menu',
    load: () => import('./nav-menu/nav-menu.ts'),
  },
  {
    // Essential Addons: its localize script (printed wherever the add-on runs) where the address
    // carries a popup-selector (the entry marks <html> then, islands.ts), and each login /
    // register widget for a fresh add-on token.
    name: 'eael-login',
    hydrate: 'load',
    selector: 'html[data-eael-popup-selector] script#eael-general-js-extra, .elementor-widget-eael-login-register',
    load: () => import('./eael-login/eael-login.ts'),
  },
  {
    // Essential Addons' Advanced Tabs: printed with every panel hidden, so at once (docs/site-extras.md#advanced-tabs).
    name: 'eael-tabs',
    hydrate: 'load',
    selector: '.eael-advance-tabs',
    load: () => import('./eael-tabs/eael-tabs.ts'),
  },
  {
    name: 'share-buttons',
    hydrate: 'idle',
    selector: '.elementor-widget-share-buttons',
    load: () => import('./share-buttons/share-buttons.ts'),
  },
  {
    // Elementor's floating buttons document (contact buttons, floating bars): chat box and click counting.
    name: 'floating-buttons',
    hydrate: 'idle',
    selector: '[data-elementor-type="floating-buttons"]',
    // Elementor's frontend runs these buttons and counts their clicks itself: not twice.
    standsAsideFor: ['elementor-frontend'],
    load: () => import('./floating-buttons/floating-buttons.ts'),
  },
  { name: 'countdown', hydrate: 'load', selector: '.elementor-widget-countdown', load: () => import('./countdown/countdown.ts') },
  {
    name: 'progress-tracker',
    hydrate: 'load',
    selector: '.elementor-widget-progress-tracker',
    load: () => import('./progress-tracker/progress-tracker.ts'),
  },
  {
    // The page builder's image carousel: Swiper comes with its code, as one nears the viewport.
    name: 'carousel',
    hydrate: 'visible',
    selector: '.elementor-widget-image-carousel',
    // Elementor's frontend runs its own carousels: two Swipers on one element would fight (docs/site-extras.md#carousel).
    standsAsideFor: ['elementor-frontend'],
    load: () => import('./carousel/carousel.ts'),
  },
];
