// The WordPress script handles each island stands in for: the one list the plugin reads (the
// build writes it into the plugin's build.json) and scripts/wordpress-plugin.test.ts checks
// against widgets/registry.ts, so a new island cannot be added without saying what it replaces.
//
// On a page, the plugin stops printing a listed handle that is enqueued, keeping its config global
// (wp_localize_script data) and its "before" inline script; a handle that a script still printed
// depends on stays, and so do its dependencies (jQuery among them). An empty list is a decision:
// the island adds behaviour the shop's scripts never had, or the script it meets stays.

/** @type {Readonly<Record<string, readonly string[]>>} */
export const replacedHandles = {
  'cart-count': [],
  'cart-fragments': ['wc-cart-fragments', 'js-cookie'],
  'add-to-cart': ['wc-add-to-cart', 'jquery-blockui'],
  // woocommerce.js: sort selector, password toggles, store notice, quantity minimum.
  'shop-page': ['woocommerce'],
  // The side cart's own script (XootiX).
  'side-cart': ['xoo-wsc-main-js'],
  'order-attribution': ['wc-order-attribution', 'sourcebuster-js'],
  'order-attribution-inputs': [],
  // cart.js: every cart-page action in place (update, remove and undo, coupons, shipping method and
  // calculator). The island stands aside wherever wc-cart is still printed (a switch under Ajustes).
  'cart-page': ['wc-cart'],
  // checkout.js: the order review refresh, the AJAX order, the checkout's coupon form.
  'checkout': ['wc-checkout'],
  'checkout-fields': [],
  // The address forms' country and state (selectWoo only dressed those selects up). On the
  // checkout, wc-country-select and wc-address-i18n come only as wc-checkout's dependencies: their
  // data (wc_country_select_params, wc_address_i18n_params), which the island reads, stays when
  // wc-checkout goes: the swap prints a replaced script's replaced dependencies as data only too.
  'country-select': ['wc-country-select', 'wc-address-i18n', 'selectWoo'],
  'variations-form': ['wc-add-to-cart-variation'],
  // wc-single-product drives the gallery, the tabs and the review rating together.
  'product-gallery': ['wc-single-product', 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default'],
  'product-tabs': ['wc-single-product'],
  'review-rating': ['wc-single-product'],
  // Essential Addons' quick view keeps its own scripts; the island only adds the steppers.
  'quantity-stepper': [],
  'store-notice': ['woocommerce'],
  'comment-reply': ['comment-reply'],
  'contact-form': ['contact-form-7', 'swv'],
  'antispam': ['akismet-frontend'],
  // Seriously Simple Podcasting's castos-player.js (its ssp_castos_player_{id} globals stay).
  'podcast-player': ['ssp-castos-player'],
  // Elementor Pro's popups live in pro-elements-handlers with every other Pro widget's script,
  // which stays: the plugin switches off only its popup module (docs/popups.md#on-a-wordpress-site).
  'popup': [],
  'popup-dialog': [],
  // Elementor's frontend runs its own action links (and its lightbox) while it is on the page.
  'elementor-actions': [],
  // The same for an action in the page's address: Elementor's frontend runs its lightbox ones too.
  'elementor-actions-hash': [],
  // Elementor Pro's loop filter lives in pro-elements-handlers too, which stays: the island keeps
  // the bar's first click to itself, and the React bar replaces the buttons Elementor had bound.
  'loop-filter': [],
  // Elementor 3.27+ scrolls anchors with CSS and its frontend does far more: it stays; the island
  // adds the timed scroll, the offsets and the tab hashes.
  'site-anchors': [],
  // Elementor's global lightbox lives in elementor-frontend, which stays: the island stands aside
  // while it runs (docs/site-nav.md#on-a-wordpress-site).
  'image-lightbox': [],
  // Hello Elementor's hello-frontend.js does only the header's mobile menu.
  'site-menu': ['hello-theme-frontend'],
  // SmartMenus is driven by Elementor Pro's nav-menu handler in pro-elements-handlers, which stays.
  'nav-menu': [],
  // The last thing woocommerce.js did that no island covered (docs/site-extras.md#coming-soon-banner).
  'coming-soon-banner': ['woocommerce'],
  // Essential Addons' general.js stays wherever one of its widgets' scripts needs it; where it goes
  // (baseHandles), this island keeps its popup-selector address and refreshes the login token.
  'eael-login': [],
  // Essential Addons' Advanced Tabs run in the add-on's per-page script (eael-<post id>, built from
  // the scripts of the add-on widgets on that page, over eael-general): a handle named per page, so
  // the plugin decides where it goes. The island stands aside while the add-on's tabs script runs.
  'eael-tabs': [],
  // Elementor Pro's share buttons, countdown, progress tracker and Elementor's floating buttons and
  // carousel live in pro-elements-handlers and Elementor's frontend with the rest of the page
  // builder (anchors, lightbox, menus, motion effects), which stay: these islands stand beside them.
  'share-buttons': [],
  'floating-buttons': [],
  'countdown': [],
  'progress-tracker': [],
  'carousel': [],
};

/**
 * Scripts no island replaces that have nothing to do on a page unless another script builds on
 * them: Essential Addons' general.js only sets up the namespace and hooks its widgets' scripts use
 * (a page with such a widget enqueues one, eael-<post id>, which depends on it and keeps it).
 * @type {Readonly<Record<string, string>>}
 */
export const baseHandles = {
  'eael-general': 'Essential Addons: base de los scripts de sus widgets',
};

/**
 * Scripts their plugin enqueues on every page: their islands count as at work on a page (for the
 * plugin's modulepreload hints) only once the plugin has fired this action, when it renders.
 * @type {Readonly<Record<string, string>>}
 */
export const renderedWhen = {
  'contact-form-7': 'wpcf7_shortcode_callback',
  swv: 'wpcf7_shortcode_callback',
};

/**
 * Stylesheets that go with a replaced script: WooCommerce's PhotoSwipe 4 skin paints its sprite
 * onto the bundle's PhotoSwipe 5 buttons. Its base stylesheet stays: it keeps WooCommerce's
 * PhotoSwipe 4 markup (printed in the footer) hidden.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const replacedStyles = {
  'photoswipe-ui-default': ['photoswipe-default-skin'],
};

/** Handle → the islands that replace it (the shape build.json carries). */
export function handlesToWidgets() {
  /** @type {Record<string, string[]>} */
  const byHandle = {};
  for (const [widget, handles] of Object.entries(replacedHandles)) {
    for (const handle of handles) (byHandle[handle] ??= []).push(widget);
  }
  return byHandle;
}
