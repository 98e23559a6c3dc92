// The JSON-only `var name = {...};` globals WordPress and the plugins print (recorded pages), so
// code written for a real shop finds them here too. Values mirror the recorded ones; URLs are ours.
import { md5 } from '../session.ts';
import { scriptJson } from '../html.ts';
import { ORDER_ATTRIBUTION_FIELDS } from '../../rules/order-attribution.ts';

export type PageKind = 'page' | 'shop' | 'product' | 'variable-product' | 'cart' | 'checkout' | 'article';

export interface GlobalsInput {
  kind: PageKind;
  origin: string;
  /** Seriously Simple Podcasting player id and nonce on pages with the player. */
  player?: { id: string; nonce: string; limit: number };
  cartNonces?: { applyCoupon: string; removeCoupon: string; shipping: string; orderReview: string };
  /** wc_country_select_params and wc_address_i18n_params, printed where the shop has address forms (cart, checkout). */
  addressLocale?: { countrySelect: Record<string, unknown>; addressI18n: Record<string, unknown> };
}

const WC_AJAX = '/?wc-ajax=%%endpoint%%';
const ADMIN_AJAX = '/wp-admin/admin-ajax.php';

function script(id: string, name: string, value: unknown): string {
  return `<script id="${id}">\nvar ${name} = ${scriptJson(value)};\n</script>`;
}

/** Globals printed in <head> (wp_enqueue_script 'in_footer' false). */
export function headGlobals(g: GlobalsInput): string {
  const out = [script('wc-add-to-cart-js-extra', 'wc_add_to_cart_params', addToCartParams(g))];
  if (g.kind === 'product' || g.kind === 'variable-product') {
    out.push(script('wc-single-product-js-extra', 'wc_single_product_params', singleProductParams()));
  }
  out.push(script('woocommerce-js-extra', 'woocommerce_params', woocommerceParams()));
  if (g.kind === 'cart' && g.cartNonces) out.push(script('wc-cart-js-extra', 'wc_cart_params', cartParams(g.cartNonces)));
  if (g.kind === 'checkout' && g.cartNonces) out.push(script('wc-checkout-js-extra', 'wc_checkout_params', checkoutParams(g.cartNonces)));
  if (g.addressLocale) {
    out.push(script('wc-country-select-js-extra', 'wc_country_select_params', g.addressLocale.countrySelect));
    out.push(script('wc-address-i18n-js-extra', 'wc_address_i18n_params', g.addressLocale.addressI18n));
  }
  out.push(script('wc-cart-fragments-js-extra', 'wc_cart_fragments_params', cartFragmentsParams(g.origin)));
  return out.join('\n');
}

type CartNonces = NonNullable<GlobalsInput['cartNonces']>;

const addToCartParams = (g: GlobalsInput) => ({
  ajax_url: ADMIN_AJAX,
  wc_ajax_url: WC_AJAX,
  i18n_view_cart: 'Ver carrito',
  cart_url: `${g.origin}/carrito/`,
  is_cart: g.kind === 'cart' ? '1' : '',
  cart_redirect_after_add: 'no',
});

const singleProductParams = () => ({
  i18n_required_rating_text: 'Por favor elige una puntuación',
  i18n_rating_options: [1, 2, 3, 4, 5].map((n) => `${n} de 5 estrellas`),
  i18n_product_gallery_trigger_text: 'Ver galería de imágenes a pantalla completa',
  review_rating_required: 'yes',
  flexslider: {
    rtl: false,
    animation: 'slide',
    smoothHeight: true,
    directionNav: false,
    controlNav: 'thumbnails',
    slideshow: false,
    animationSpeed: 500,
    animationLoop: false,
    allowOneSlide: false,
  },
  zoom_enabled: '1',
  zoom_options: [],
  photoswipe_enabled: '1',
  photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
  flexslider_enabled: '1',
});

const woocommerceParams = () => ({
  ajax_url: ADMIN_AJAX,
  wc_ajax_url: WC_AJAX,
  i18n_password_show: 'Mostrar contraseña',
  i18n_password_hide: 'Ocultar contraseña',
});

const cartParams = (nonces: CartNonces) => ({
  ajax_url: ADMIN_AJAX,
  wc_ajax_url: WC_AJAX,
  update_shipping_method_nonce: nonces.shipping,
  apply_coupon_nonce: nonces.applyCoupon,
  remove_coupon_nonce: nonces.removeCoupon,
});

const checkoutParams = (nonces: CartNonces) => ({
  ajax_url: ADMIN_AJAX,
  wc_ajax_url: WC_AJAX,
  update_order_review_nonce: nonces.orderReview,
  apply_coupon_nonce: nonces.applyCoupon,
  remove_coupon_nonce: nonces.removeCoupon,
  option_guest_checkout: 'yes',
  checkout_url: '/?wc-ajax=checkout',
  is_checkout: '1',
  debug_mode: '1',
  i18n_checkout_error:
    'Se produjo un error al procesar tu pedido. Comprueba si hay cargos en tu método de pago y revisa tu historial de pedidos antes de volver a realizar el pedido.',
});

/** The fragments' storage keys carry the site's hash, as WooCommerce names them. */
function cartFragmentsParams(origin: string) {
  const siteKey = md5(`${origin}/`);
  return {
    ajax_url: ADMIN_AJAX,
    wc_ajax_url: WC_AJAX,
    cart_hash_key: `wc_cart_hash_${siteKey}`,
    fragment_name: `wc_fragments_${siteKey}`,
    request_timeout: '5000',
  };
}

/** Globals printed before </body> (footer scripts). */
export function footerGlobals(g: GlobalsInput): string {
  const out = [
    script('contact-form-7-js-before', 'wpcf7', { api: { root: `${g.origin}/wp-json/`, namespace: 'contact-form-7/v1' } }),
    script('wc-order-attribution-js-extra', 'wc_order_attribution', {
      params: {
        lifetime: 1.0e-5,
        session: 30,
        base64: false,
        ajaxurl: `${g.origin}${ADMIN_AJAX}`,
        prefix: 'wc_order_attribution_',
        allowTracking: true,
      },
      fields: ORDER_ATTRIBUTION_FIELDS,
    }),
    script('xoo-wsc-main-js-js-extra', 'xoo_wsc_params', xooParams(g)),
  ];
  if (g.kind === 'variable-product') {
    out.push(
      script('wc-add-to-cart-variation-js-extra', 'wc_add_to_cart_variation_params', {
        wc_ajax_url: WC_AJAX,
        i18n_no_matching_variations_text:
          'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
        i18n_make_a_selection_text: 'Elige las opciones del producto antes de añadir este producto a tu carrito.',
        i18n_unavailable_text: 'Lo siento, este producto no está disponible. Por favor, elige otra combinación.',
        i18n_reset_alert_text:
          'Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito.',
      }),
    );
  }
  if (g.player) {
    out.push(
      script(`ssp-castos-player-${g.player.id}-js-extra`, `ssp_castos_player_${g.player.id}`, {
        ajax_url: `${g.origin}${ADMIN_AJAX}`,
        atts: {
          type: 'audio',
          series: '',
          tag: '',
          order: 'ASC',
          orderby: 'menu_order ID',
          include: '',
          exclude: '',
          style: 'light',
          player_style: 'standard',
          tracklist: true,
          tracknumbers: true,
          images: true,
          limit: String(g.player.limit),
          page: 1,
          class: '',
        },
        nonce: g.player.nonce,
      }),
    );
  }
  return out.join('\n');
}

function xooParams(g: GlobalsInput): Record<string, unknown> {
  return {
    adminurl: `${g.origin}${ADMIN_AJAX}`,
    wc_ajax_url: WC_AJAX,
    qtyUpdateDelay: '500',
    notificationTime: '5000',
    html: {
      successNotice:
        '<ul class="xoo-wsc-notices"><li class="xoo-wsc-notice-success"><span class="xoo-wsc-icon-check_circle"></span>%s%</li></ul>',
      errorNotice: '<ul class="xoo-wsc-notices"><li class="xoo-wsc-notice-error"><span class="xoo-wsc-icon-cross"></span>%s%</li></ul>',
    },
    strings: {
      maxQtyError: 'Solo %s% en existencias',
      stepQtyError: 'Solo se pueden comprar cantidades en múltiplos de %s%',
      calculateCheckout: 'Por favor, usa el formulario de pago para calcular el envío',
      couponEmpty: 'Por favor, introduce el código de promoción',
    },
    isCheckout: g.kind === 'checkout' ? '1' : '',
    isCart: g.kind === 'cart' ? '1' : '',
    sliderAutoClose: '1',
    shippingEnabled: '1',
    couponsEnabled: '1',
    autoOpenCart: 'yes',
    addedToCart: '',
    ajaxAddToCart: 'yes',
    skipAjaxForData: [],
    showBasket: 'hide_empty',
    flyToCart: 'no',
    productFlyClass: '',
    refreshCart: 'no',
    fetchDelay: '200',
    triggerClass: '',
    productLayout: 'rows',
    cardAnimate: { enable: 'yes', type: 'slideUp', event: 'back_hover', duration: '0.5' },
    menuCartHideOnEmpty: [],
    shortcodeEls: { subtotal: '.xoo-wsc-sc-subt', count: '.xoo-wsc-sc-count', icon: '.xoo-wsc-sc-bki' },
  };
}
