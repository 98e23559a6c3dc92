<?php
/**
 * When the swap applies: its settings, and the trial mode.
 *
 * - mode "all": every visitor gets the bundle in place of the replaced scripts;
 * - mode "trial": only logged-in administrators, and visitors who opened a page with ?islands=1
 *   (remembered by a cookie until they open one with ?islands=0).
 * ?islands=0 always shows the original page for that request, which is also how to compare.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

const ISLANDS_OPTION       = 'islands_settings';
const ISLANDS_TRIAL_COOKIE = 'islands_trial';

/**
 * The plugin's settings on this site, each key with its default.
 *
 * @return array{mode: string, keep: string[], popups: string, vitals: int}
 */
function islands_settings() {
	$saved = get_option( ISLANDS_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'mode'   => isset( $saved['mode'] ) && 'trial' === $saved['mode'] ? 'trial' : 'all',
		'keep'   => isset( $saved['keep'] ) && is_array( $saved['keep'] ) ? array_values( array_map( 'strval', $saved['keep'] ) ) : array(),
		// Who shows Elementor Pro's popups: the popup islands, or Pro's own script (includes/elementor.php).
		'popups' => isset( $saved['popups'] ) && 'elementor' === $saved['popups'] ? 'elementor' : 'islands',
		// The share of page views the field data measures, in percent (includes/vitals.php).
		'vitals' => isset( $saved['vitals'] ) ? islands_vitals_clamp_share( $saved['vitals'] ) : 10,
	);
}

/** The ?islands= value of this request: '1', '0' or null. */
function islands_query_choice() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display preference, no state change on the site.
	$value = isset( $_GET['islands'] ) ? sanitize_key( wp_unslash( $_GET['islands'] ) ) : null;
	return '1' === $value || '0' === $value ? $value : null;
}

/** On init: ?islands=1 starts a trial visit for this browser, ?islands=0 ends it. */
function islands_remember_trial_choice() {
	$choice = islands_query_choice();
	if ( null === $choice || is_admin() || 'trial' !== islands_settings()['mode'] || headers_sent() ) {
		return;
	}
	$path = defined( 'COOKIEPATH' ) && COOKIEPATH ? COOKIEPATH : '/';
	$host = defined( 'COOKIE_DOMAIN' ) ? COOKIE_DOMAIN : '';
	if ( '1' === $choice ) {
		setcookie( ISLANDS_TRIAL_COOKIE, '1', time() + 30 * DAY_IN_SECONDS, $path, $host, is_ssl(), true );
		$_COOKIE[ ISLANDS_TRIAL_COOKIE ] = '1';
	} else {
		setcookie( ISLANDS_TRIAL_COOKIE, '', time() - YEAR_IN_SECONDS, $path, $host, is_ssl(), true );
		unset( $_COOKIE[ ISLANDS_TRIAL_COOKIE ] );
	}
}

/**
 * True when this response depends on the visitor's own choice: ?islands=0 or ?islands=1 in the
 * address, or the trial swap (an administrator, or the trial cookie). A page cache keys on the
 * address only, so such a page, stored, would be served to every visitor.
 */
function islands_response_varies_by_visitor() {
	if ( null !== islands_query_choice() ) {
		return true;
	}
	return 'trial' === islands_settings()['mode'] && islands_is_active();
}

/**
 * Keeps a response that depends on the visitor's choice out of full-page caches: the no-cache
 * headers for the caches that honour them, DONOTCACHEPAGE for those that read it (WP Super Cache,
 * W3 Total Cache, WP Rocket…) and LiteSpeed Cache's own call. Caches that only look at cookies
 * (nginx fastcgi_cache, Varnish) must be told to bypass the islands_trial cookie (README).
 */
function islands_keep_trial_out_of_caches() {
	if ( ! islands_response_varies_by_visitor() ) {
		return;
	}
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the page caches' own constant.
	}
	do_action( 'litespeed_control_set_nocache', 'islands: the page depends on the visitor\'s choice (?islands= or the trial cookie)' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- LiteSpeed Cache's own action.
	if ( ! headers_sent() ) {
		// nocache_headers() sends "no-cache, must-revalidate, max-age=0, no-store, private".
		nocache_headers();
	}
}

/**
 * WP Super Cache serves its stored copy of a page to everyone without the cookies it knows, so a
 * trial visitor would get the original page: its documented wpsc_add_cookie makes it skip its
 * stored copies for a visitor holding the trial cookie. It writes WP Super Cache's configuration
 * file, so this runs once, on admin_init for an administrator only: admin_init also runs for
 * anyone's request to admin-ajax.php and admin-post.php, logged in or not.
 */
function islands_register_trial_cookie_with_page_caches() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	if ( function_exists( 'wpsc_get_cookies' ) && ! in_array( ISLANDS_TRIAL_COOKIE, (array) wpsc_get_cookies(), true ) ) {
		do_action( 'wpsc_add_cookie', ISLANDS_TRIAL_COOKIE ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WP Super Cache's own action.
	}
}

/** On deactivation: WP Super Cache no longer needs to tell trial visitors apart. */
function islands_forget_trial_cookie_in_page_caches() {
	do_action( 'wpsc_delete_cookie', ISLANDS_TRIAL_COOKIE ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WP Super Cache's own action.
}

/**
 * True on a page the plugin may serve either way (the bundle, or the shop's own scripts by the
 * visitor's choice): a page the theme renders (not wp-login.php, feeds or REST, which never reach
 * template_redirect), outside the dashboard, the customizer and Elementor's editor preview, with
 * the bundle in the package.
 */
function islands_page_in_scope() {
	if ( ! did_action( 'template_redirect' ) || ! islands_build() || is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_customize_preview() ) {
		return false;
	}
	// Elementor's editor preview runs the page's original scripts for the editor.
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	return ! isset( $_GET['elementor-preview'] );
}

/**
 * Whether this visitor gets the islands, by the mode, ?islands= and the trial cookie: ?islands=0
 * never; in Trial mode, also administrators when $ask_manager (who is logged in may be asked).
 *
 * @param bool $ask_manager Whether an administrator's view counts in Trial mode.
 * @return bool
 */
function islands_chosen_for_visitor( $ask_manager ) {
	$choice = islands_query_choice();
	if ( '0' === $choice ) {
		return false;
	}
	return 'all' === islands_settings()['mode'] || '1' === $choice || ! empty( $_COOKIE[ ISLANDS_TRIAL_COOKIE ] )
		|| ( $ask_manager && current_user_can( 'manage_options' ) );
}

/** True on a request where the plugin prints the bundle and drops the scripts it replaces. */
function islands_is_active() {
	static $active = null;
	if ( null !== $active ) {
		return $active;
	}
	// Asked before template_redirect, the answer is "not yet", and not remembered.
	if ( ! did_action( 'template_redirect' ) ) {
		return false;
	}
	$active = false;
	if ( ! islands_page_in_scope() ) {
		return $active;
	}
	$active = islands_chosen_for_visitor( true );
	/**
	 * Filters whether Islands replaces the scripts on this request.
	 *
	 * @param bool $active
	 */
	$active = (bool) apply_filters( 'islands_active', $active );
	return $active;
}

/** Whether the plugin prints the config and the module itself on this request. */
function islands_plugin_prints_head() {
	return islands_is_active();
}
