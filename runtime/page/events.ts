// The bundle's events. Each is dispatched twice over: as a native CustomEvent named
// `islands:{name}` with `detail: { source, args }` (for modern listeners), and,
// when jQuery is on the page, as the original jQuery event with the original argument order,
// because analytics, payment buttons and themes bind with jQuery `.on()` and only a jQuery
// trigger passes them the extra arguments. The native name is prefixed so jQuery handlers bound
// to the original name are not called a second time without their arguments. The cart's events
// are sent by runtime/cart/cart-events.ts alone, for third parties: the islands follow $cart instead.

export const EVENTS = {
  addingToCart: 'adding_to_cart', // ($button, data)
  addedToCart: 'added_to_cart', // (fragments, cart_hash, $button)
  removedFromCart: 'removed_from_cart', // (fragments, cart_hash, $button)
  cartButtonUpdated: 'wc_cart_button_updated', // ($button)
  fragmentsRefreshed: 'wc_fragments_refreshed', // ()
  fragmentsLoaded: 'wc_fragments_loaded', // ()
  fragmentsAjaxError: 'wc_fragments_ajax_error', // ()
  fragmentRefresh: 'wc_fragment_refresh', // () asked for by themes
  updatedWcDiv: 'updated_wc_div', // ()
  updatedCartTotals: 'updated_cart_totals', // ()
  appliedCoupon: 'applied_coupon', // (coupon_code) the cart page's coupon call answered
  removedCoupon: 'removed_coupon', // (coupon) the cart page's coupon removal answered
  updatedShippingMethod: 'updated_shipping_method', // () the cart page's totals follow the chosen method
  cartEmptied: 'wc_cart_emptied', // () the cart page's last line went
  itemRemovedFromClassicCart: 'item_removed_from_classic_cart', // () a cart page line was removed
  updateCart: 'wc_update_cart', // () asked for by plugins: the cart page fetches its cart again
  updateCheckout: 'update_checkout', // ({update_shipping_method?, settled?(error)}) asked for by plugins and the side cart: the order review is fetched again
  updatedCheckout: 'updated_checkout', // (data) the checkout's order review was painted from update_order_review
  checkoutError: 'checkout_error', // (error_message) placing the order failed
  appliedCouponInCheckout: 'applied_coupon_in_checkout', // (coupon_code)
  removedCouponInCheckout: 'removed_coupon_in_checkout', // (coupon)
  countryToStateChanged: 'country_to_state_changed', // (country, $wrapper) the state field follows the chosen country
  paymentMethodSelected: 'payment_method_selected', // () the checkout's payment method was chosen (gateways listen)
  wcVariationForm: 'wc_variation_form', // (form instance)
  foundVariation: 'found_variation', // (variation)
  showVariation: 'show_variation', // (variation, purchasable)
  hideVariation: 'hide_variation', // ()
  resetData: 'reset_data', // ()
  variationHasChanged: 'woocommerce_variation_has_changed', // ()
  checkVariations: 'check_variations', // () a choice changed: match again (also asked for by plugins)
  variationSelectChange: 'woocommerce_variation_select_change', // () local list only, before check_variations
  resetImage: 'reset_image', // () on the form: the gallery shows the product's own image again
  galleryResetSlidePosition: 'woocommerce_gallery_reset_slide_position', // () on the gallery: back to the first slide
  galleryInitZoom: 'woocommerce_gallery_init_zoom', // () on the gallery: zoom set up again for the current image
  updateVariationValues: 'woocommerce_update_variation_values', // () options were pruned
  reloadProductVariations: 'reload_product_variations', // () asked for by plugins that change the list
  countdownExpire: 'countdown_expire', // (element) on the countdown widget: it reached zero, before its end actions
} as const;

/**
 * Contact Form 7's own DOM events. They are not sent through emit(): the plugin dispatches plain
 * bubbling CustomEvents named exactly so on the form, with its detail object, and analytics tags
 * listen for them on document (jQuery `.on()` sees native events too).
 */
export const WPCF7_EVENTS = {
  beforeSubmit: 'wpcf7beforesubmit',
  submit: 'wpcf7submit', // after every answer
  invalid: 'wpcf7invalid',
  unaccepted: 'wpcf7unaccepted',
  spam: 'wpcf7spam',
  aborted: 'wpcf7aborted',
  mailSent: 'wpcf7mailsent',
  mailFailed: 'wpcf7mailfailed',
  reset: 'wpcf7reset',
  statusChanged: 'wpcf7statuschanged', // detail.status, detail.prevStatus
} as const;

/* The runtime's own event, MOUNTED_EVENT ('islands:mounted', fired on an island's element once it
 * has mounted, detail: { name }), is defined and exported by mount.ts alone. Neither file may
 * import the other: mount.ts would put all of this file (1 KB gzip) before the first island, and
 * a re-export here would move the runtime out of the entry into a chunk every page loads. */

/**
 * Fired on document.body when `wc_order_attribution.setOrderTracking(allow)` turns order tracking on or off
 * (detail: { source: 'order-attribution', args: [allow] }), so the checkout's hidden attribution inputs, mounted apart from the body, follow the shopper's consent.
 */
export const ORDER_TRACKING_EVENT = 'islands:order-tracking';

/** jQuery events the plugins trigger only to ask whether a third party vetoes what comes next. */
export const VETO_EVENTS = {
  addingToCart: 'should_send_ajax_request.adding_to_cart', // ($button) → false stops the asynchronous add
  placingOrder: 'checkout_place_order', // on the form, then checkout_place_order_{gateway} (a card gateway tokenising): false stops the order
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS] | `wpcf7${string}`;

export interface IslandEventDetail {
  /** The widget (or runtime module) that sent the event. */
  source: string;
  args: unknown[];
}

type JQueryLike = ((target: unknown) => {
  trigger(name: string, args?: unknown[]): unknown;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
  off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
});

function jQueryOf(target: EventTarget): JQueryLike | null {
  const win = (target instanceof Node ? target.ownerDocument?.defaultView : (target as Window)) ?? window;
  const jq = (win as unknown as { jQuery?: JQueryLike }).jQuery;
  return typeof jq === 'function' ? jq : null;
}

let relaying = 0; // set while we trigger through jQuery, so our own bridge ignores the echo

/**
 * Dispatches one event. Elements among `args` are passed to jQuery handlers wrapped as jQuery
 * objects, as the plugins' scripts do.
 */
export function emit(name: EventName, source: string, args: unknown[] = [], target: EventTarget = document.body): void {
  target.dispatchEvent(new CustomEvent<IslandEventDetail>(`islands:${name}`, { bubbles: true, detail: { source, args } }));
  const jq = jQueryOf(target);
  if (!jq) return;
  relaying++;
  try {
    jq(target).trigger(name, args.map((a) => (a instanceof Element ? jq(a) : a)));
  } finally {
    relaying--;
  }
}

/**
 * Listens to one event, whether the bundle sent it or a third party triggered the original jQuery
 * event (for example a theme's `wc_fragment_refresh`). Returns the unsubscribe function.
 */
export function on(name: EventName, handler: (detail: IslandEventDetail) => void, target: EventTarget = document.body): () => void {
  const native = (event: Event) => handler((event as CustomEvent<IslandEventDetail>).detail);
  target.addEventListener(`islands:${name}`, native);
  const jq = jQueryOf(target);
  const bridged = (_event: unknown, ...args: unknown[]) => {
    if (!relaying) handler({ source: 'jquery', args });
  };
  jq?.(target).on(name, bridged);
  return () => {
    target.removeEventListener(`islands:${name}`, native);
    jq?.(target).off(name, bridged);
  };
}

/**
 * Asks third parties whether they veto an action: the plugins call jQuery's triggerHandler, whose
 * return value is the last handler's, and a handler returning false says no. Without jQuery
 * nobody can have bound a handler, so the answer is yes.
 */
export function allowed(name: (typeof VETO_EVENTS)[keyof typeof VETO_EVENTS] | `checkout_place_order_${string}`, args: unknown[] = [], target: EventTarget = document.body): boolean {
  const jq = jQueryOf(target);
  if (!jq) return true;
  return jq(target).triggerHandler(name, args.map((a) => (a instanceof Element ? jq(a) : a))) !== false;
}
