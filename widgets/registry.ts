import type { WidgetDef } from '../runtime/core/types.ts';

// Every widget the bundle knows: its data-widget name, when it mounts by default, the plugin
// markup it also mounts on, and the lazy chunk that holds it. The runtime never imports a widget.
// standsAsideFor: the shop's scripts that do the island's work where the owner keeps them (Ajustes →
// Islands): where one's file is printed the runtime does not mount the island on that page. A kept
// script left out here either does nothing alone (a library: js-cookie, blockUI, flexslider, swv…)
// or shares an island's work, which the island then sorts out itself (shop-page's parts of woocommerce.js).
export const widgets: readonly WidgetDef[] = [
  { name: 'cart-count', hydrate: 'load', load: () => import('./shop/cart-count/cart-count.ts') },
  {
    name: 'cart-fragments',
    hydrate: 'load',
    // WooCommerce's footer script swaps the class before a deferred module runs: both spellings.
    selector: 'body.woocommerce-no-js, body.woocommerce-js',
    standsAsideFor: ['wc-cart-fragments'],
    load: () => import('./shop/cart-fragments/cart-fragments.ts'),
  },
  // The listing's add buttons and the mini cart's remove links, heard from the body: a page without one never fetches it.
  { name: 'add-to-cart', hydrate: 'load', selector: '.add_to_cart_button,.remove_from_cart_button', onBody: true, standsAsideFor: ['wc-add-to-cart'], load: () => import('./shop/add-to-cart/add-to-cart.ts') },
  {
    // The shop's body, and each shop password field on its own, so fields a popup inserts later
    // get their show/hide toggle too (the selectors of WooCommerce's own toggle).
    name: 'shop-page',
    hydrate: 'load',
    selector: 'body.woocommerce-page, body.woocommerce, .woocommerce form .woocommerce-Input[type="password"], form.woocommerce-form input[type="password"]',
    load: () => import('./shop/shop-page/shop-page.ts'),
  },
  { name: 'side-cart', hydrate: 'load', selector: 'div.xoo-wsc-markup', standsAsideFor: ['xoo-wsc-main-js'], load: () => import('./shop/side-cart/side-cart.ts') },
  { name: 'order-attribution', hydrate: 'load', selector: 'body', standsAsideFor: ['wc-order-attribution'], load: () => import('./shop/order-attribution/order-attribution.ts') },
  {
    name: 'order-attribution-inputs',
    hydrate: 'load',
    selector: 'wc-order-attribution-inputs',
    standsAsideFor: ['wc-order-attribution'],
    load: () => import('./shop/order-attribution/inputs.ts'),
  },
  {
    // The classic cart page: its body listens for every cart action, each cart form gates its update button.
    name: 'cart-page',
    hydrate: 'load',
    selector: 'body.woocommerce-cart, form.woocommerce-cart-form',
    standsAsideFor: ['wc-cart'],
    load: () => import('./shop/cart-page/cart-page.ts'),
  },
  {
    // WooCommerce's checkout script checks the fields inline too (messages twice otherwise).
    name: 'checkout-fields',
    hydrate: 'load',
    selector: 'form.checkout.woocommerce-checkout',
    standsAsideFor: ['wc-checkout'],
    load: () => import('./shop/checkout-fields/checkout-fields.ts'),
  },
  {
    // The order review, the AJAX order and the coupon form of the same form (WooCommerce's checkout.js).
    name: 'checkout',
    hydrate: 'load',
    selector: 'form.checkout.woocommerce-checkout',
    standsAsideFor: ['wc-checkout'],
    load: () => import('./shop/checkout/checkout.ts'),
  },
  {
    // The country of the checkout's and My account's address forms (the cart page's calculator has its own).
    name: 'country-select',
    hydrate: 'load',
    selector: '.woocommerce-billing-fields .country_to_state, .woocommerce-shipping-fields .country_to_state, .woocommerce-address-fields .country_to_state',
    // wc-checkout brings wc-country-select with it.
    standsAsideFor: ['wc-country-select', 'wc-address-i18n'],
    load: () => import('./shop/country-select/country-select.ts'),
  },
  {
    name: 'variations-form',
    hydrate: 'load',
    selector: 'form.variations_form',
    standsAsideFor: ['wc-add-to-cart-variation'],
    load: () => import('./product/variations-form/variations-form.ts'),
  },
  {
    name: 'product-gallery',
    hydrate: 'load',
    selector: '.woocommerce-product-gallery',
    load: () => import('./product/product-gallery/product-gallery.ts'),
  },
  {
    name: 'product-tabs',
    hydrate: 'load',
    selector: '.woocommerce-tabs, .wc-tabs-wrapper',
    standsAsideFor: ['wc-single-product'],
    load: () => import('./product/product-tabs/product-tabs.ts'),
  },
  // In the reviews tab, hidden at load: its stars can wait for the first idle moment.
  { name: 'review-rating', hydrate: 'idle', selector: 'select#rating', standsAsideFor: ['wc-single-product'], load: () => import('./product/review-rating/review-rating.ts') },
  {
    // The quick-view popup's quantity (Essential Addons injects it later; the runtime mounts it then).
    name: 'quantity-stepper',
    hydrate: 'load',
    selector: '.eael-product-popup .quantity',
    load: () => import('./shop/quantity-stepper/quantity-stepper.ts'),
  },
  {
    name: 'store-notice',
    hydrate: 'load',
    selector: '.woocommerce-store-notice',
    standsAsideFor: ['woocommerce'],
    load: () => import('./shop/store-notice/store-notice.ts'),
  },
  { name: 'comment-reply', hydrate: 'idle', selector: 'div#respond.comment-respond', standsAsideFor: ['comment-reply'], load: () => import('./forms/comment-reply/comment-reply.ts') },
  {
    // Contact Form 7's container; the enhancer finds its form.wpcf7-form (or reports it misplaced).
    name: 'contact-form',
    hydrate: 'load',
    selector: 'div.wpcf7',
    // swv is only the plugin's validation library: alone it does nothing.
    standsAsideFor: ['contact-form-7'],
    load: () => import('./forms/contact-form/contact-form.ts'),
  },
  {
    // Seriously Simple Podcasting's player, single episode or playlist: a React island, so React
    // is fetched only on intent (a pointer resting on the player, a press, a touch, focus inside);
    // until then the plugin's markup is the player. Its module, with no React, comes when the page is
    // idle: a press before React plays the plugin's own <audio> at once (docs/performance.md#the-podcast-press).
    name: 'podcast-player',
    hydrate: 'interaction',
    early: true,
    selector: 'div.castos-player[data-player_id]',
    standsAsideFor: ['ssp-castos-player'],
    load: () => import('./podcast/podcast-player/podcast-player.ts'),
  },
  {
    // Elementor Pro's popups, printed hidden in the footer: the rule engine (plain TypeScript) on
    // each, never on the copy a dialog shows. The dialog island it inserts when a popup is about to
    // show is what brings React (docs/popups.md).
    name: 'popup',
    hydrate: 'load',
    selector: '[data-elementor-type="popup"]:not(.elementor-popup-modal *)',
    holdsContent: true,
    load: () => import('./page-builder/popup/popup.ts'),
  },
  { name: 'popup-dialog', hydrate: 'load', load: () => import('./page-builder/popup/dialog.tsx') },
  {
    // The page builder's #elementor-action: links, both spellings; code only once one is used.
    name: 'elementor-actions',
    hydrate: 'interaction',
    selector: 'a[href^="#elementor-action"], a[href^="%23elementor-action"]',
    load: () => import('./page-builder/elementor-actions/elementor-actions.ts'),
  },
  {
    // An action in the page's address (#elementor-action:…), run once on load: the entry marks
    // <html> only when the address carries one (islands.ts), so no other page loads this.
    name: 'elementor-actions-hash',
    hydrate: 'load',
    selector: 'html[data-e-action-on-load]',
    load: () => import('./page-builder/elementor-actions/hash.ts'),
  },
  {
    // Elementor Pro's Taxonomy Filter bar over a Loop Grid: a small enhancer until the first use,
    // which fetches the React bar while the listing is already being refreshed (docs/loop-filter.md).
    name: 'loop-filter',
    hydrate: 'load',
    selector: 'search.e-filter',
    load: () => import('./page-builder/loop-filter/loop-filter.ts'),
  },
  {
    // Once per page: in-page anchors, tab and accordion hashes, ?theme_template_id (docs/site-nav.md).
    // The address's hash is read after the load event anyway, and until the island is up a link
    // to an id on the page jumps there as without JavaScript: it waits for the first idle moment.
    name: 'site-anchors',
    hydrate: 'idle',
    selector: 'body',
    load: () => import('./page-builder/site-anchors/site-anchors.ts'),
  },
  {
    // Links to an image file, the page builder's lightbox links (video ones too) and the Video
    // widget's lightbox overlay; PhotoSwipe comes with the first open, a video player only for a video.
    name: 'image-lightbox',
    hydrate: 'interaction',
    selector:
      'a[href]:is([data-elementor-open-lightbox], [data-elementor-lightbox-video], [href*=".png" i], [href*=".jpg" i], [href*=".jpeg" i], [href*=".gif" i], [href*=".svg" i], [href*=".webp" i]):not([download]:not([data-elementor-lightbox-video]), .woocommerce-product-gallery *, .pswp *), [data-elementor-open-lightbox="yes"][data-elementor-lightbox]:not(a, .pswp *)',
    load: () => import('./page-builder/image-lightbox/image-lightbox.ts'),
  },
  {
    // Hello Elementor's header: the mobile menu's toggle and its dropdown.
    name: 'site-menu',
    hydrate: 'load',
    selector: '.site-header .site-navigation-toggle-holder',
    standsAsideFor: ['hello-theme-frontend'],
    load: () => import('./theme/site-menu/site-menu.ts'),
  },
  {
    // Elementor Pro's Nav Menu widget (its sub-menus, and the burger's dropdown).
    name: 'nav-menu',
    hydrate: 'load',
    selector: '.elementor-widget-nav-menu',
    load: () => import('./page-builder/nav-menu/nav-menu.ts'),
  },
  {
    // WooCommerce's coming-soon footer banner (logged-in managers only); its dismiss saves a user meta flag.
    name: 'coming-soon-banner',
    hydrate: 'load',
    selector: '#coming-soon-footer-banner',
    standsAsideFor: ['woocommerce'],
    load: () => import('./shop/coming-soon-banner/coming-soon-banner.ts'),
  },
  {
    // Essential Addons: its localize script (printed wherever the add-on runs) where the address
    // carries a popup-selector (the entry marks <html> then, islands.ts), and each login /
    // register widget for a fresh add-on token.
    name: 'eael-login',
    hydrate: 'load',
    selector: 'html[data-eael-popup-selector] script#eael-general-js-extra, .elementor-widget-eael-login-register',
    load: () => import('./page-builder/eael-login/eael-login.ts'),
  },
  {
    // Essential Addons' Advanced Tabs: printed with every panel hidden, so at once (docs/site-extras.md#advanced-tabs).
    name: 'eael-tabs',
    hydrate: 'load',
    selector: '.eael-advance-tabs',
    load: () => import('./page-builder/eael-tabs/eael-tabs.ts'),
  },
  { name: 'share-buttons', hydrate: 'idle', selector: '.elementor-widget-share-buttons', load: () => import('./page-builder/share-buttons/share-buttons.ts') },
  {
    // Elementor's floating buttons document (contact buttons, floating bars): chat box and click counting.
    name: 'floating-buttons',
    hydrate: 'idle',
    selector: '[data-elementor-type="floating-buttons"]',
    // Elementor's frontend runs these buttons and counts their clicks itself: not twice.
    standsAsideFor: ['elementor-frontend'],
    load: () => import('./page-builder/floating-buttons/floating-buttons.ts'),
  },
  { name: 'countdown', hydrate: 'load', selector: '.elementor-widget-countdown', load: () => import('./page-builder/countdown/countdown.ts') },
  { name: 'progress-tracker', hydrate: 'load', selector: '.elementor-widget-progress-tracker', load: () => import('./page-builder/progress-tracker/progress-tracker.ts') },
  {
    // The page builder's image carousel: Swiper comes with its code, as one nears the viewport.
    name: 'carousel',
    hydrate: 'visible',
    selector: '.elementor-widget-image-carousel',
    // Elementor's frontend runs its own carousels: two Swipers on one element would fight (docs/site-extras.md#carousel).
    standsAsideFor: ['elementor-frontend'],
    load: () => import('./page-builder/carousel/carousel.ts'),
  },
  {
    // Once per page: document-level passive listeners cover every POST form, even later ones.
    name: 'antispam',
    hydrate: 'idle',
    selector: 'html',
    standsAsideFor: ['akismet-frontend'],
    load: () => import('./forms/antispam/antispam.ts'),
  },
];
