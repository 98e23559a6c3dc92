<?php
/**
 * What the plugin prints in <head>: #islands-config, the module script of bundle/islands.js
 * (?ver= the build's content hash, so no cache serves a stale entry) and modulepreload hints for
 * the chunks the entry imports. After the footer scripts, when the page has rendered and the swap
 * knows which scripts it dropped, modulepreload hints for the chunks of the islands that replace
 * them (the preload scanner still finds them early): each island can then mount one round trip
 * after the entry instead of after a chain of imports. Those hints are of low priority: the
 * stylesheets the first paint waits for come first, and a deferred module cannot run before them.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Prints a stylesheet of the plugin's own rules where it is called, through WordPress's styles API:
 * a handle with no file, its rules inline (<style id="{$handle}-inline-css">).
 *
 * @param string $handle The style handle.
 * @param string $css    Constant rules of the plugin's (no data in them).
 */
function islands_print_inline_style( $handle, $css ) {
	$build = islands_build();
	wp_register_style( $handle, false, array(), $build ? $build['version'] : false );
	wp_add_inline_style( $handle, $css );
	wp_print_styles( $handle );
}

/**
 * Prints data for the bundle as a <script type="application/json"> element, through WordPress's
 * inline script API (its attribute filter: a content security policy's nonce, say). JSON_HEX_TAG
 * and JSON_HEX_AMP turn "<", ">" and "&" into \u escapes, so no value can end the element early.
 *
 * @param string $id   The element's id, which the bundle reads it by.
 * @param mixed  $data What to encode (an object stays an object).
 */
function islands_print_json_script( $id, $data ) {
	$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE;
	$json  = wp_json_encode( $data, $flags );
	wp_print_inline_script_tag(
		false === $json ? '{}' : $json,
		array(
			'type' => 'application/json',
			'id'   => $id,
		)
	);
}

/** On wp_head, after wp_enqueue_scripts (priority 1) has filled the queue. */
function islands_print_head() {
	if ( ! islands_is_active() ) {
		return;
	}
	$build = islands_build();
	/**
	 * Filters the site configuration printed as #islands-config (runtime/page/config.ts SiteConfig).
	 *
	 * @param array $config
	 */
	$config = apply_filters( 'islands_config', islands_site_config() );
	islands_print_json_script( 'islands-config', (object) ( is_array( $config ) ? $config : array() ) );

	$src = islands_bundle_url( $build['entry'] );
	// Where the site has the script modules API (WordPress 6.5+) the module is registered there,
	// and a block theme prints it in <head>. A classic theme's modules print in the footer, so
	// the plugin prints this one itself, through the same source filter.
	if ( function_exists( 'wp_register_script_module' ) ) {
		wp_register_script_module( 'islands', $src, array(), $build['version'] );
		if ( function_exists( 'wp_is_block_theme' ) && wp_is_block_theme() ) {
			wp_enqueue_script_module( 'islands' );
			islands_print_preloads( (array) ( $build['preload']['entry'] ?? array() ) );
			return;
		}
		// WordPress's own filter of a script module's URL, so a CDN or cache plugin rewrites this one too.
		$url = apply_filters( 'script_module_loader_src', add_query_arg( 'ver', $build['version'], $src ), 'islands' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, not ours.
	} else {
		$url = add_query_arg( 'ver', $build['version'], $src );
	}
	wp_print_script_tag(
		array(
			'type' => 'module',
			'src'  => $url,
			'id'   => 'islands-js-module',
		)
	);
	islands_print_preloads( (array) ( $build['preload']['entry'] ?? array() ) );
}

/** On wp_print_footer_scripts, after the swap: the chunks of the islands that replace what it dropped. */
function islands_print_island_preloads() {
	if ( is_admin() || ! islands_is_active() ) {
		return;
	}
	$build = islands_build();
	$by    = (array) ( $build['preload']['widgets'] ?? array() );
	$entry = (array) ( $build['preload']['entry'] ?? array() );
	$files = array();
	foreach ( Islands_Swap::islands_at_work() as $widget ) {
		$files = array_merge( $files, (array) ( $by[ $widget ] ?? array() ) );
	}
	islands_print_preloads( array_diff( array_unique( $files ), $entry ), true );
}

/**
 * Prints a modulepreload hint for each chunk.
 *
 * @param string[] $files Chunk paths relative to bundle/.
 * @param bool     $low   Whether the hints are of low priority (fetchpriority="low").
 */
function islands_print_preloads( array $files, $low = false ) {
	foreach ( $files as $file ) {
		if ( $low ) {
			printf( '<link rel="modulepreload" fetchpriority="low" href="%s">' . "\n", esc_url( islands_bundle_url( $file ) ) );
		} else {
			printf( '<link rel="modulepreload" href="%s">' . "\n", esc_url( islands_bundle_url( $file ) ) );
		}
	}
}

/**
 * On wp_head, with the Hello Elementor theme: its header's mobile menu is printed closed and inert
 * for its script (replaced by the site-menu island) to open. The CSS the theme partial
 * templates/site-menu.php prints shows the desktop menu instead with JavaScript off, or once the
 * island failed, so every link stays reachable.
 */
function islands_print_site_menu_style() {
	if ( 'hello-elementor' !== get_template() || ! islands_is_active() || defined( 'ISLANDS_SITE_MENU_CSS' ) ) {
		return;
	}
	define( 'ISLANDS_SITE_MENU_CSS', true );
	echo islands_site_menu_css(); // phpcs:ignore WordPress.Security.EscapeOutput -- constant CSS.
}
