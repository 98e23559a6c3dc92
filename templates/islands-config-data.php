<?php
/**
 * The site configuration of the island runtime (runtime/page/config.ts), in one place for the two ways
 * a site prints it: the theme partial islands-config.php and the WordPress plugin
 * (wordpress-plugin/islands/, which packages a copy of this file).
 *
 * - islands_site_config( $overrides ): every SiteConfig key from WordPress and WooCommerce, with
 *   $overrides winning key by key. Outside WordPress (php-cli tests) it returns $overrides alone.
 * - islands_config_element( $config ): the <script type="application/json" id="islands-config">
 *   element the runtime reads.
 *
 * Each function is defined once, whichever copy of this file loads first.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'islands_site_config' ) ) {
	/**
	 * Every SiteConfig key from WordPress and WooCommerce, with the caller's keys winning.
	 *
	 * @param array $overrides Keys that win over what WordPress says.
	 * @return array
	 */
	function islands_site_config( array $overrides = array() ) {
		// Without WordPress there is nothing to ask; the caller's keys are the whole configuration.
		if ( ! function_exists( 'admin_url' ) || ! function_exists( 'wp_create_nonce' ) ) {
			return $overrides;
		}
		// An empty {} would leave every key to the globals, and no global holds the REST nonce unless
		// a script that needs it is enqueued: so every key is filled here.
		$wc = function_exists( 'WC' );
		return array_merge(
			array(
				'ajaxUrl'              => admin_url( 'admin-ajax.php', 'relative' ),
				// The pattern WooCommerce prints in wc_add_to_cart_params.wc_ajax_url.
				'wcAjaxUrl'            => class_exists( 'WC_AJAX' ) ? WC_AJAX::get_endpoint( '%%endpoint%%' ) : home_url( '/?wc-ajax=%%endpoint%%', 'relative' ),
				'restRoot'             => esc_url_raw( rest_url() ),
				'nonce'                => wp_create_nonce( 'wp_rest' ),
				'nonceEndpoint'        => admin_url( 'admin-ajax.php?action=rest-nonce', 'relative' ),
				'cartUrl'              => $wc ? wc_get_cart_url() : home_url( '/carrito/' ),
				'checkoutUrl'          => $wc ? wc_get_checkout_url() : home_url( '/finalizar-compra/' ),
				// Elementor Pro's menu cart nonce (ElementorProFrontendConfig.woocommerce.menu_cart).
				'fragmentsNonce'       => wp_create_nonce( 'elementor-menu-cart-fragments' ),
				'locale'               => function_exists( 'determine_locale' ) ? determine_locale() : get_locale(),
				'currency'             => $wc ? get_woocommerce_currency() : 'USD',
				'isCart'               => $wc && is_cart(),
				'isCheckout'           => $wc && is_checkout(),
				'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
			),
			$overrides
		);
	}
}

if ( ! function_exists( 'islands_config_element' ) ) {
	/**
	 * The #islands-config element of a configuration.
	 *
	 * @param array $config What islands_site_config() returned (or any SiteConfig subset).
	 * @return string The script element, safe to echo.
	 */
	function islands_config_element( array $config ) {
		// JSON_HEX_TAG turns "<" and ">" into \u003C and \u003E, so no value ("</script>", "<!--") can
		// end the script element early; JSON_HEX_AMP does the same for "&". The cast keeps an empty
		// configuration an object ({}), which is what the runtime expects.
		$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE;
		// Outside WordPress (the partial rendered by php-cli) there is no wp_json_encode().
		$json = function_exists( 'wp_json_encode' ) ? wp_json_encode( (object) $config, $flags ) : json_encode( (object) $config, $flags ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- see above.
		return '<script type="application/json" id="islands-config">' . ( false === $json ? '{}' : $json ) . "</script>\n";
	}
}
