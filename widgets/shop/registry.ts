import type { WidgetDef } from '../../runtime/core/types.ts';

// WooCommerce's and Side Cart's islands: the cart and its fragments, the listing's add to cart, the
// side cart, the cart page, the checkout, the shop's notices. What each field says: widgets/registry.ts.
export const shopWidgets: readonly WidgetDef[] = [
  { name: 'cart-count', hydrate: 'load', load: () => import('./cart-count/cart-count.ts') },
  {
    name: 'cart-fragments',
    hydrate: 'load',
    // WooCommerce's footer script swaps the class before a deferred module runs: both spellings.
    selector: 'body.woocommerce-no-js, body.woocommerce-js',
    standsAsideFor: ['wc-cart-fragments'],
    load: () => import('./cart-fragments/cart-fragments.ts'),
  },
  // The listing's add buttons and the mini cart's remove links, heard from the body: a page without one never fetches it.
  {
    name: 'add-to-cart',
    hydrate: 'load',
    selector: '.add_to_cart_button,.remove_from_cart_button',
    onBody: true,
    standsAsideFor: ['wc-add-to-cart'],
    load: () => import('./add-to-cart/add-to-cart.ts'),
  },
  {
    // The shop's body, and each shop password field on its own, so fields a popup inserts later
    // get their show/hide toggle too (the selectors of WooCommerce's own toggle).
    name: 'shop-page',
    hydrate: 'load',
    selector:
      'body.woocommerce-page, body.woocommerce, .woocommerce form .woocommerce-Input[type="password"], form.woocommerce-form input[type="password"]',
    load: () => import('./shop-page/shop-page.ts'),
  },
  {
    name: 'side-cart',
    hydrate: 'load',
    selector: 'div.xoo-wsc-markup',
    standsAsideFor: ['xoo-wsc-main-js'],
    load: () => import('./side-cart/side-cart.ts'),
  },
  {
    name: 'order-attribution',
    hydrate: 'load',
    selector: 'body',
    standsAsideFor: ['wc-order-attribution'],
    load: () => import('./order-attribution/order-attribution.ts'),
  },
  {
    name: 'order-attribution-inputs',
    hydrate: 'load',
    selector: 'wc-order-attribution-inputs',
    standsAsideFor: ['wc-order-attribution'],
    load: () => import('./order-attribution/inputs.ts'),
  },
  {
    // The classic cart page: its body listens for every cart action, each cart form gates its update button.
    name: 'cart-page',
    hydrate: 'load',
    selector: 'body.woocommerce-cart, form.woocommerce-cart-form',
    standsAsideFor: ['wc-cart'],
    load: () => import('./cart-page/cart-page.ts'),
  },
  {
    // WooCommerce's checkout script checks the fields inline too (messages twice otherwise).
    name: 'checkout-fields',
    hydrate: 'load',
    selector: 'form.checkout.woocommerce-checkout',
    standsAsideFor: ['wc-checkout'],
    load: () => import('./checkout-fields/checkout-fields.ts'),
  },
  {
    // The order review, the AJAX order and the coupon form of the same form (WooCommerce's checkout.js).
    name: 'checkout',
    hydrate: 'load',
    selector: 'form.checkout.woocommerce-checkout',
    standsAsideFor: ['wc-checkout'],
    load: () => import('./checkout/checkout.ts'),
  },
  {
    // The country of the checkout's and My account's address forms (the cart page's calculator has its own).
    name: 'country-select',
    hydrate: 'load',
    selector:
      '.woocommerce-billing-fields .country_to_state, .woocommerce-shipping-fields .country_to_state, .woocommerce-address-fields .country_to_state',
    // wc-checkout brings wc-country-select with it.
    standsAsideFor: ['wc-country-select', 'wc-address-i18n'],
    load: () => import('./country-select/country-select.ts'),
  },
  {
    // The quick-view popup's quantity (Essential Addons injects it later; the runtime mounts it then).
    name: 'quantity-stepper',
    hydrate: 'load',
    selector: '.eael-product-popup .quantity',
    load: () => import('./quantity-stepper/quantity-stepper.ts'),
  },
  {
    name: 'store-notice',
    hydrate: 'load',
    selector: '.woocommerce-store-notice',
    standsAsideFor: ['woocommerce'],
    load: () => import('./store-notice/store-notice.ts'),
  },
  {
    // WooCommerce's coming-soon footer banner (logged-in managers only); its dismiss saves a user meta flag.
    name: 'coming-soon-banner',
    hydrate: 'load',
    selector: '#coming-soon-footer-banner',
    standsAsideFor: ['woocommerce'],
    load: () => import('./coming-soon-banner/coming-soon-banner.ts'),
  },
];
