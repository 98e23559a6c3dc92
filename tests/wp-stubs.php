<?php
// Just enough of WordPress and WooCommerce for templates/islands-config.php to take its
// "inside WordPress" path under php-cli (php -d auto_prepend_file=tests/wp-stubs.php …). Each
// function returns what a Spanish shop at http://tienda.test would; none is WordPress code.

function admin_url( $path = '', $scheme = 'admin' ) {
	return ( 'relative' === $scheme ? '' : 'http://tienda.test' ) . '/wp-admin/' . $path;
}
function home_url( $path = '', $scheme = null ) {
	return ( 'relative' === $scheme ? '' : 'http://tienda.test' ) . $path;
}
function rest_url() {
	return 'http://tienda.test/wp-json/';
}
function esc_url_raw( $url ) {
	return $url;
}
function wp_create_nonce( $action ) {
	return substr( md5( 'stub|' . $action ), 0, 10 );
}
function get_theme_file_uri( $file ) {
	// The fixture server serves the bundle at /islands/, so the test page can load it.
	return '/' . $file;
}
function determine_locale() {
	return 'es_ES';
}
function get_option( $name ) {
	return 'woocommerce_cart_redirect_after_add' === $name ? 'no' : false;
}
function WC() {
	return null;
}
function wc_get_cart_url() {
	return 'http://tienda.test/carrito/';
}
function wc_get_checkout_url() {
	return 'http://tienda.test/finalizar-compra/';
}
function get_woocommerce_currency() {
	return 'EUR';
}
function is_cart() {
	return true;
}
function is_checkout() {
	return false;
}
class WC_AJAX {
	public static function get_endpoint( $request = '' ) {
		return '/?wc-ajax=' . $request;
	}
}
// The Islands plugin's answer (wordpress-plugin/islands/includes/activation.php): whether it
// prints the config and the module itself on this request. ISLANDS_TEST_PLUGIN_ACTIVE=1 says yes.
function islands_plugin_prints_head() {
	return '1' === getenv( 'ISLANDS_TEST_PLUGIN_ACTIVE' );
}
