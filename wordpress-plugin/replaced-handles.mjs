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
  // wp-consent-api-integration: WooCommerce's link to a consent tool (WP Consent API); its "before"
  // inline script, which sets params.consentCategory, stays as data, and wp-consent-api, the
  // tool's, stays.
  'order-attribution': ['wc-order-attribution', 'sourcebuster-js', 'wp-consent-api-integration'],
  'order-attribution-inputs': [],
  // cart.js: every cart-page action in place (update, remove and undo, coupons, shipping method and
  // calculator). The island stands aside wherever wc-cart is still printed (a switch under Ajustes).
  'cart-page': ['wc-cart'],
  // checkout.js: the order review refresh, the AJAX order, the checkout's coupon form.
  checkout: ['wc-checkout'],
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
  antispam: ['akismet-frontend'],
  // Seriously Simple Podcasting's castos-player.js (its ssp_castos_player_{id} globals stay).
  'podcast-player': ['ssp-castos-player'],
  // Elementor's and Elementor Pro's front-end scripts go only on a page whose every Elementor
  // element an island covers (builderElements below); elsewhere they stay, and the plugin switches
  // off Pro's popup module (docs/popups.md#on-a-wordpress-site).
  popup: ['elementor-pro-frontend', 'pro-elements-handlers'],
  'popup-dialog': [],
  // Where Elementor's frontend stays, it runs its own action links (and its lightbox) and these
  // islands stand aside.
  'elementor-actions': ['elementor-frontend'],
  'elementor-actions-hash': ['elementor-frontend'],
  // Where Pro stays, the island keeps the bar's first click to itself, and the React bar replaces
  // the buttons Elementor had bound.
  // imagesloaded: Pro's posts and loop grid enqueue it for their masonry, which a covered loop grid
  // (builderElements) does not use.
  'loop-filter': ['elementor-pro-frontend', 'pro-elements-handlers', 'imagesloaded'],
  // Where Elementor's frontend stays (3.27+ scrolls anchors with CSS), the island adds the timed
  // scroll, the offsets and the tab hashes.
  'site-anchors': ['elementor-frontend'],
  // Where Elementor's frontend stays, so does its global lightbox, and the island stands aside
  // (docs/site-nav.md#on-a-wordpress-site).
  'image-lightbox': ['elementor-frontend'],
  // Hello Elementor's hello-frontend.js does only the header's mobile menu.
  'site-menu': ['hello-theme-frontend'],
  // SmartMenus, driven by Elementor Pro's nav-menu handler in pro-elements-handlers.
  'nav-menu': ['elementor-pro-frontend', 'pro-elements-handlers', 'smartmenus'],
  // The last thing woocommerce.js did that no island covered (docs/site-extras.md#coming-soon-banner).
  'coming-soon-banner': ['woocommerce'],
  // Essential Addons' general.js stays wherever one of its widgets' scripts needs it; where it goes
  // (baseHandles), this island keeps its popup-selector address and refreshes the login token.
  'eael-login': [],
  // Elementor Pro's share buttons, countdown and progress tracker (Pro's modules for them are
  // switched off where Pro stays), and Elementor's floating buttons and carousel (where Elementor's
  // frontend stays, these islands stand aside).
  'share-buttons': ['elementor-pro-frontend', 'pro-elements-handlers'],
  'floating-buttons': ['elementor-frontend'],
  countdown: ['elementor-pro-frontend', 'pro-elements-handlers'],
  'progress-tracker': ['elementor-pro-frontend', 'pro-elements-handlers'],
  carousel: ['elementor-frontend', 'swiper'],
  // Essential Addons' Advanced Tabs run in the add-on's per-page script (eael-<post id>, built from
  // the scripts of the add-on widgets on that page, over eael-general): a handle named per page,
  // which the plugin adds to this table where it finds it queued (includes/elementor.php) and drops
  // with the page builder's scripts. Where it stays, the island stands aside.
  'eael-tabs': [],
};

/**
 * The page builder's scripts: replaced only on a page where every element Elementor rendered is
 * one of builderElements with only the front-end settings listed there (the settings Elementor
 * prints in data-settings are the ones its scripts act on). One element outside the list keeps
 * them all, and #islands-report names it. Essential Addons' per-page script (eael-<post id>, the
 * handlers of the EA widgets on that page) is one of them too: the plugin finds it by its name.
 * @type {readonly string[]}
 */
export const builderHandles = [
  'elementor-frontend',
  'elementor-pro-frontend',
  'pro-elements-handlers',
  'swiper',
  'smartmenus',
  'imagesloaded',
];

/** Any value (null) or the values allowed (a list). */
const anyValue = null;

/**
 * Elementor element name → the front-end settings it may carry. Elements with no handler in
 * Elementor's or Pro's frontend (markup and CSS: a widget with one, such as the accordion, the
 * video or Pro's form, is not listed), and those an island covers.
 * @type {Readonly<Record<string, Readonly<Record<string, readonly string[] | null>>>>}
 */
export const builderElements = {
  section: {},
  column: {},
  container: {},
  heading: {},
  'text-editor': {},
  // Links: action links (elementor-actions), images (image-lightbox), anchors (site-anchors).
  button: {},
  image: {},
  icon: {},
  'icon-box': {},
  'image-box': {},
  'icon-list': {},
  'social-icons': {},
  spacer: {},
  divider: {},
  html: {},
  shortcode: {},
  'menu-anchor': {},
  'theme-post-title': {},
  'theme-post-excerpt': {},
  'theme-page-title': {},
  'theme-site-logo': {},
  'theme-site-title': {},
  'theme-post-content': {},
  'theme-post-featured-image': {},
  'theme-archive-title': {},
  'post-info': {},
  'post-navigation': {},
  'post-comments': {},
  breadcrumbs: {},
  'author-box': {},
  sitemap: {},
  google_maps: {},
  testimonial: {},
  'star-rating': {},
  rating: {},
  'image-gallery': {},
  'image-carousel': {
    slides_to_show: anyValue,
    slides_to_show_tablet: anyValue,
    slides_to_show_mobile: anyValue,
    slides_to_scroll: anyValue,
    navigation: anyValue,
    autoplay: anyValue,
    pause_on_hover: anyValue,
    pause_on_interaction: anyValue,
    autoplay_speed: anyValue,
    infinite: anyValue,
    effect: ['slide'],
    speed: anyValue,
  },
  'share-buttons': {},
  countdown: {},
  'progress-tracker': { type: anyValue, percentage: anyValue, relative_to: anyValue, selector: anyValue, direction: anyValue },
  'nav-menu': { layout: anyValue, submenu_icon: anyValue, toggle: anyValue },
  'contact-buttons': {},
  'taxonomy-filter': {
    selected_element: anyValue,
    taxonomy: anyValue,
    multiple_selection: anyValue,
    logical_combination: anyValue,
    horizontal_scroll: ['disable'],
  },
  // Loop grid pages with links (page_reload); AJAX pages and "load more" are Pro's.
  'loop-grid': {
    template_id: anyValue,
    _skin: anyValue,
    columns: anyValue,
    columns_tablet: anyValue,
    columns_mobile: anyValue,
    edit_handle_selector: anyValue,
    row_gap: anyValue,
    row_gap_tablet: anyValue,
    row_gap_mobile: anyValue,
    pagination_type: ['numbers', 'prev_next', 'numbers_and_prev_next'],
    pagination_load_type: ['page_reload'],
  },
  'eael-creative-button': {},
  'eael-adv-tabs': {},
};

/**
 * Front-end settings any element may carry: backgrounds without a video or slideshow, and no
 * entrance animation.
 * @type {Readonly<Record<string, readonly string[] | null>>}
 */
export const builderSettings = {
  background_background: ['classic', 'gradient'],
  background_overlay_background: ['classic', 'gradient'],
  _animation: ['none'],
  animation: ['none'],
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
 * Scripts enqueued on pages that may not show their markup: their islands count as at work on a page (for the
 * plugin's modulepreload hints) only once the plugin has fired this action, when it renders.
 * @type {Readonly<Record<string, string>>}
 */
export const renderedWhen = {
  'contact-form-7': 'wpcf7_shortcode_callback',
  swv: 'wpcf7_shortcode_callback',
  // Elementor pages enqueue the product page's scripts without a product on them.
  'wc-single-product': 'woocommerce_before_single_product',
  flexslider: 'woocommerce_before_single_product',
  zoom: 'woocommerce_before_single_product',
  photoswipe: 'woocommerce_before_single_product',
  'photoswipe-ui-default': 'woocommerce_before_single_product',
  'wc-add-to-cart-variation': 'woocommerce_before_variations_form',
};

/**
 * Islands that stand for a script enqueued on every page but whose markup only some pages print.
 * They count as at work (for the plugin's modulepreload hints) only where one of these holds:
 * `body.<class>`, the body has that class; else a hook WordPress has run, as the markup's plugin
 * runs it when it prints that markup. Elsewhere the runtime still mounts them if their markup is
 * there, a round trip later.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const preloadWhere = {
  // woocommerce.js is on every page for the store notice; the shop-page island works on the shop's pages.
  'shop-page': ['body.woocommerce', 'body.woocommerce-page'],
  // WooCommerce prints the notice, and this class, only while the notice is switched on.
  'store-notice': ['body.woocommerce-demo-store'],
  // wc-add-to-cart is on every page; a listing's add button passes through this filter, the mini cart runs this action.
  'add-to-cart': ['woocommerce_loop_add_to_cart_link', 'woocommerce_before_mini_cart'],
  // Hello Elementor enqueues its script on every page; its header prints the menu's toggle only
  // where wp_nav_menu() printed the header's menu, and this filter runs on each menu it prints.
  'site-menu': ['wp_nav_menu'],
};

/**
 * Stylesheets that go with a replaced script. WooCommerce's PhotoSwipe 4 skin paints its sprite
 * onto the bundle's PhotoSwipe 5 buttons; its base stylesheet stays: it keeps WooCommerce's
 * PhotoSwipe 4 markup (printed in the footer) hidden. select2's stylesheet dresses only the boxes
 * selectWoo builds, which the islands never build (the address selects stay plain): 15 KB less
 * render-blocking CSS on the cart and the checkout. Where a plugin prints the script of the same
 * name (select2's own), its stylesheet stays (includes/class-islands-swap.php).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const replacedStyles = {
  'photoswipe-ui-default': ['photoswipe-default-skin'],
  selectWoo: ['select2'],
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
