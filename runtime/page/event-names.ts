// The names of the plugins' events the bundle sends and hears, with their arguments (docs/events.md
// says where each is fired). Sent and heard through runtime/page/events.ts.
// Const enums, not objects: esbuild writes each name into the chunk that uses it, so the list
// itself is in no file a page loads (as an object, all of it sat in the runtime every page loads).

export const enum EVENTS {
  addingToCart = 'adding_to_cart', // ($button, data)
  addedToCart = 'added_to_cart', // (fragments, cart_hash, $button)
  removedFromCart = 'removed_from_cart', // (fragments, cart_hash, $button)
  cartButtonUpdated = 'wc_cart_button_updated', // ($button)
  fragmentsRefreshed = 'wc_fragments_refreshed', // ()
  fragmentsLoaded = 'wc_fragments_loaded', // ()
  fragmentsAjaxError = 'wc_fragments_ajax_error', // ()
  fragmentRefresh = 'wc_fragment_refresh', // () asked for by themes
  updatedWcDiv = 'updated_wc_div', // ()
  updatedCartTotals = 'updated_cart_totals', // ()
  appliedCoupon = 'applied_coupon', // (coupon_code) the cart page's coupon call answered
  removedCoupon = 'removed_coupon', // (coupon) the cart page's coupon removal answered
  updatedShippingMethod = 'updated_shipping_method', // () the cart page's totals follow the chosen method
  cartEmptied = 'wc_cart_emptied', // () the cart page's last line went
  itemRemovedFromClassicCart = 'item_removed_from_classic_cart', // () a cart page line was removed
  updateCart = 'wc_update_cart', // () asked for by plugins: the cart page fetches its cart again
  updateCheckout = 'update_checkout', // ({current_target} | {update_shipping_method?, settled?(error)}) sent by the checkout for a change that moves the totals, asked for by plugins and the side cart: the order review is fetched again
  updatedCheckout = 'updated_checkout', // (data) the checkout's order review was painted from update_order_review
  checkoutError = 'checkout_error', // (error_message) placing the order failed
  appliedCouponInCheckout = 'applied_coupon_in_checkout', // (coupon_code)
  removedCouponInCheckout = 'removed_coupon_in_checkout', // (coupon)
  countryToStateChanged = 'country_to_state_changed', // (country, $wrapper) the state field follows the chosen country
  countryToStateChanging = 'country_to_state_changing', // (country, $wrapper) after it: the address rows take the country's locale
  addressI18nReady = 'wc_address_i18n_ready', // () once a page, before the country selects say their country
  initCheckout = 'init_checkout', // () the checkout form is set up (plugins ask for update_checkout from it)
  ajaxRequestNotSent = 'ajax_request_not_sent.adding_to_cart', // (false, false, $button) a third party vetoed the add
  paymentMethodSelected = 'payment_method_selected', // () the checkout's payment method was chosen (gateways listen)
  wcVariationForm = 'wc_variation_form', // (form instance)
  foundVariation = 'found_variation', // (variation)
  showVariation = 'show_variation', // (variation, purchasable)
  hideVariation = 'hide_variation', // ()
  resetData = 'reset_data', // ()
  variationHasChanged = 'woocommerce_variation_has_changed', // ()
  checkVariations = 'check_variations', // () a choice changed: match again (also asked for by plugins)
  variationSelectChange = 'woocommerce_variation_select_change', // () local list only, before check_variations
  resetImage = 'reset_image', // () on the form: the gallery shows the product's own image again
  galleryResetSlidePosition = 'woocommerce_gallery_reset_slide_position', // () on the gallery: back to the first slide
  galleryInitZoom = 'woocommerce_gallery_init_zoom', // () on the gallery: zoom set up again for the current image
  variationValuesUpdate = 'update_variation_values', // () before the options are pruned (the shop's own handler prunes them)
  updateVariationValues = 'woocommerce_update_variation_values', // () options were pruned
  clearResetAnnouncement = 'clear_reset_announcement', // () a choice changed: the reset announcement is emptied
  galleryBeforeInit = 'wc-product-gallery-before-init', // (gallery element, wc_single_product_params) on the gallery
  galleryAfterInit = 'wc-product-gallery-after-init', // (gallery element, wc_single_product_params) on the gallery
  sideCartToggled = 'xoo_wsc_cart_toggled', // ('show' | 'hide') the side cart opened or closed
  sideCartBeforeFragments = 'xoo_wsc_before_loading_fragments', // (answer) a side cart answer, before its fragments are swapped
  sideCartQuantityUpdated = 'xoo_wsc_quantity_updated', // (answer) a side cart line's quantity (or removal) answered
  sideCartUpdated = 'xoo_wsc_cart_updated', // (answer) right after it
  reloadProductVariations = 'reload_product_variations', // () asked for by plugins that change the list
  countdownExpire = 'countdown_expire', // (element) on the countdown widget: it reached zero, before its end actions
}

/**
 * Contact Form 7's own DOM events. They are not sent through emit(): the plugin dispatches plain
 * bubbling CustomEvents named exactly so on the form, with its detail object, and analytics tags
 * listen for them on document (jQuery `.on()` sees native events too).
 */
export const enum WPCF7_EVENTS {
  beforeSubmit = 'wpcf7beforesubmit',
  submit = 'wpcf7submit', // after every answer
  invalid = 'wpcf7invalid',
  unaccepted = 'wpcf7unaccepted',
  spam = 'wpcf7spam',
  aborted = 'wpcf7aborted',
  mailSent = 'wpcf7mailsent',
  mailFailed = 'wpcf7mailfailed',
  reset = 'wpcf7reset',
  statusChanged = 'wpcf7statuschanged', // detail.status, detail.prevStatus
}

/** jQuery events the plugins trigger only to ask whether a third party vetoes what comes next. */
export const enum VETO_EVENTS {
  addingToCart = 'should_send_ajax_request.adding_to_cart', // ($button) → false stops the asynchronous add
  placingOrder = 'checkout_place_order', // on the form, then checkout_place_order_{gateway} (a card gateway tokenising): false stops the order
  orderPlaced = 'checkout_place_order_success', // (result, checkout) on the form: false keeps the shopper here (a gateway's 3-D Secure window takes over)
}
