<?php
/**
 * Site configuration for the island runtime (runtime/config.ts) and the bundle's module script.
 * Print it once per page, in <head>, from a theme that holds dist/ as islands/ and this partial
 * as islands/templates/islands-config.php:
 *
 *     get_template_part( 'islands/templates/islands-config' );
 *
 * Inside WordPress it fills every key of SiteConfig (runtime/config.ts) from WordPress and
 * WooCommerce, and loads islands/islands.js from the theme. $args may override any of it:
 *
 *     get_template_part( 'islands/templates/islands-config', null, array(
 *         'config' => array( 'timings' => array( 'notificationTime' => 3000 ) ),
 *         'src'    => get_theme_file_uri( 'islands/islands.js' ),
 *     ) );
 *
 * Outside WordPress (tests render it with php-cli) only $args['config'] is printed, and every
 * WordPress function it uses has a plain-PHP fallback.
 */

defined( 'ABSPATH' ) || exit;

$islands_config = isset( $args['config'] ) && is_array( $args['config'] ) ? $args['config'] : array();
$islands_src    = isset( $args['src'] ) ? (string) $args['src'] : (
	function_exists( 'get_theme_file_uri' ) ? get_theme_file_uri( 'islands/islands.js' ) : '/islands/islands.js'
);

// Called without arguments inside WordPress, the partial must still give the runtime a nonce and
// the shop's URLs: an empty {} would leave them to the globals, and no global holds the REST nonce
// unless a script that needs it is enqueued. $args['config'] keys win over these.
if ( function_exists( 'admin_url' ) && function_exists( 'wp_create_nonce' ) ) {
	$islands_wc     = function_exists( 'WC' );
	$islands_config = array_merge(
		array(
			'ajaxUrl'              => admin_url( 'admin-ajax.php', 'relative' ),
			// The pattern WooCommerce prints in wc_add_to_cart_params.wc_ajax_url.
			'wcAjaxUrl'            => class_exists( 'WC_AJAX' ) ? WC_AJAX::get_endpoint( '%%endpoint%%' ) : home_url( '/?wc-ajax=%%endpoint%%', 'relative' ),
			'restRoot'             => esc_url_raw( rest_url() ),
			'nonce'                => wp_create_nonce( 'wp_rest' ),
			'nonceEndpoint'        => admin_url( 'admin-ajax.php?action=rest-nonce', 'relative' ),
			'cartUrl'              => $islands_wc ? wc_get_cart_url() : home_url( '/carrito/' ),
			'checkoutUrl'          => $islands_wc ? wc_get_checkout_url() : home_url( '/finalizar-compra/' ),
			// Elementor Pro's menu cart nonce (ElementorProFrontendConfig.woocommerce.menu_cart).
			'fragmentsNonce'       => wp_create_nonce( 'elementor-menu-cart-fragments' ),
			'locale'               => function_exists( 'determine_locale' ) ? determine_locale() : get_locale(),
			'currency'             => $islands_wc ? get_woocommerce_currency() : 'USD',
			'isCart'               => $islands_wc && is_cart(),
			'isCheckout'           => $islands_wc && is_checkout(),
			'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
		),
		$islands_config
	);
}

// JSON_HEX_TAG turns "<" and ">" into \u003C and \u003E, so no value ("</script>", "<!--") can
// end the script element early; JSON_HEX_AMP does the same for "&". The cast keeps an empty
// configuration an object ({}), which is what the runtime expects.
$islands_json_flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE;
$islands_json       = function_exists( 'wp_json_encode' )
	? wp_json_encode( (object) $islands_config, $islands_json_flags )
	: json_encode( (object) $islands_config, $islands_json_flags );

$islands_url = function_exists( 'esc_url' )
	? esc_url( $islands_src )
	: htmlspecialchars( $islands_src, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
?>
<script type="application/json" id="islands-config"><?php echo false === $islands_json ? '{}' : $islands_json; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON escaped for a script element above. ?></script>
<script type="module" src="<?php echo $islands_url; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above. ?>"></script>
