<?php
/**
 * Field data (docs/vitals.md): how fast the shop is for its own visitors, measured with web-vitals
 * on a share of page views, on both variants (the islands, and the shop's own scripts under trial
 * mode or ?islands=0), so Ajustes → Islands can show the difference (includes/admin-vitals.php).
 *
 * On each page in scope this prints #islands-vitals (the share, the variant, the page type, the
 * endpoint, the reporter's address) and bundle/vitals.js inline: the browser decides whether this
 * page view is measured and, if so, loads bundle/vitals-reporter.js after the load event.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * A share in percent, 0 to 100.
 *
 * @param mixed $value What the option or the form holds.
 * @return int
 */
function islands_vitals_clamp_share( $value ) {
	return is_numeric( $value ) ? (int) max( 0, min( 100, round( (float) $value ) ) ) : 10;
}

/** The share of page views measured on this request, in percent (0: none, and nothing is printed). */
function islands_vitals_share() {
	/**
	 * Filters the share of page views the field data measures, in percent.
	 *
	 * @param int $share From Ajustes → Islands (10 by default).
	 */
	return islands_vitals_clamp_share( apply_filters( 'islands_vitals_share', islands_settings()['vitals'] ) );
}

/** The page type a beacon reports: product, shop, cart, checkout, home, page, post or other. */
function islands_vitals_page_type() {
	$wc = function_exists( 'is_woocommerce' );
	if ( $wc && is_product() ) {
		return 'product';
	}
	if ( $wc && is_cart() ) {
		return 'cart';
	}
	if ( $wc && is_checkout() ) {
		return 'checkout';
	}
	if ( $wc && ( is_shop() || is_product_taxonomy() ) ) {
		return 'shop';
	}
	if ( is_front_page() ) {
		return 'home';
	}
	if ( is_page() ) {
		return 'page';
	}
	return is_singular( 'post' ) ? 'post' : 'other';
}

/**
 * What #islands-vitals says on this request, or null where nothing is measured.
 *
 * @return array|null
 */
function islands_vitals_page_settings() {
	$build = islands_build();
	$files = (array) ( $build['vitals'] ?? array() );
	$share = islands_vitals_share();
	if ( ! $share || empty( $files['entry'] ) || empty( $files['reporter'] ) || ! islands_page_in_scope() ) {
		return null;
	}
	return array(
		'share'    => $share,
		'variant'  => islands_is_active() ? 'islands' : 'original',
		'page'     => islands_vitals_page_type(),
		'endpoint' => esc_url_raw( rest_url( 'islands/v1/vitals' ) ),
		'reporter' => esc_url_raw( add_query_arg( 'ver', $files['reporterVersion'] ?? '', islands_bundle_url( $files['reporter'] ) ) ),
	);
}

/** On wp_footer: #islands-vitals and bundle/vitals.js, inline, on both variants. */
function islands_print_vitals() {
	$settings = islands_vitals_page_settings();
	if ( ! $settings ) {
		return;
	}
	$file = dirname( ISLANDS_PLUGIN_FILE ) . '/bundle/' . islands_build()['vitals']['entry'];
	$code = is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own package.
	// The built file never holds "</script"; if it ever did, it could not be printed inline.
	if ( '' === $code || false !== stripos( $code, '</script' ) ) {
		return;
	}
	islands_print_json_script( 'islands-vitals', $settings );
	wp_print_inline_script_tag(
		$code,
		array(
			'type' => 'module',
			'id'   => 'islands-vitals-js',
		)
	);
}

/** On admin_init: what the field data measures, for the site's privacy policy page. */
function islands_vitals_privacy_text() {
	if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
		return;
	}
	$text = __( 'On a share of page views (10 % unless the site owner changes it), Islands measures how fast the page loaded and answered: the times of its largest content, its first content and its first byte, how much its layout moved, and how long the slowest interaction took to respond, with a short description of the element it was on. It sends them once, as the page is closed, together with the kind of page (product, shop, cart…), whether the screen was narrow or wide, and which scripts the page had. Nothing personal is kept: no IP address, user agent, cookie or address of the page. The site only keeps counts per day, removed after 90 days. To limit abuse, a code derived from the IP address, which cannot be turned back into it, is kept for 10 minutes. Where a consent tool speaks the WP Consent API, nothing is measured without consent for statistics.', 'islands' );
	wp_add_privacy_policy_content( 'Islands', wp_kses_post( wpautop( $text, false ) ) );
}
