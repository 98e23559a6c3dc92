<?php
/**
 * What the swap did, for the site's owner: whether a page shows #islands-report, and the pages
 * where jQuery stayed (Settings → Islands). The swap itself is Islands_Swap.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The reason a replaced script stays when code was added to run after it.
 *
 * @param string $handle The script's handle.
 * @return string
 */
function islands_code_after_reason( $handle ) {
	/* translators: %s: a script handle */
	return sprintf( __( 'code added after %s', 'islands' ), $handle );
}

/**
 * Whether this page shows what the swap did (#islands-report and the "jQuery sigue" comment): to
 * the site's administrators only, since the handles it names are of no use to a shopper and a
 * page cache would keep them for everyone.
 *
 * @return bool
 */
function islands_show_report() {
	/**
	 * Filters whether #islands-report and the "jQuery sigue" comment are printed on this page.
	 *
	 * @param bool $show Default: the visitor can manage options.
	 */
	return (bool) apply_filters( 'islands_show_report', current_user_can( 'manage_options' ) );
}

/** The longest path islands_note_jquery_page() records. */
const ISLANDS_JQUERY_PATH_MAX = 200;

/**
 * Remembers (for Ajustes → Islands) the last pages where jQuery stayed and which handles kept it.
 * Only the view of a logged-in user who can manage options counts: no anonymous request writes to
 * the database, neither a crawl nor a visitor who adds ?islands=1 in trial mode. 404s, searches and
 * feeds are not pages to report; a path longer than ISLANDS_JQUERY_PATH_MAX is left out. Written
 * only when the entry for that path changes, and never more than 20 paths.
 *
 * @param string[] $handles The handles that kept jQuery on this page.
 */
function islands_note_jquery_page( array $handles ) {
	if ( ! current_user_can( 'manage_options' ) || is_404() || is_search() || is_feed() ) {
		return;
	}
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
	$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
	if ( strlen( $path ) > ISLANDS_JQUERY_PATH_MAX ) {
		return;
	}
	$pages = get_option( 'islands_jquery_pages', array() );
	$pages = is_array( $pages ) ? $pages : array();
	sort( $handles );
	if ( isset( $pages[ $path ] ) && $pages[ $path ]['handles'] === $handles ) {
		return;
	}
	unset( $pages[ $path ] );
	$pages[ $path ] = array(
		'handles' => $handles,
		'time'    => time(),
	);
	update_option( 'islands_jquery_pages', array_slice( $pages, -20, null, true ), false );
}

/**
 * On 'islands_keep_script': Side Cart's script stays where one of its settings asks for what the
 * side cart island does not do (docs/side-cart-settings.md). Its card layout is laid out by
 * Masonry and animated by its script; the island covers the row layout only.
 *
 * @param string|null $reason A reason given already, or null.
 * @param string      $handle A replaced script's handle.
 * @return string|null
 */
function islands_side_cart_keep_reason( $reason, $handle ) {
	if ( null !== $reason || 'xoo-wsc-main-js' !== $handle ) {
		return $reason;
	}
	$style = get_option( 'xoo-wsc-sy-options' );
	if ( is_array( $style ) && isset( $style['scb-playout'] ) && 'cards' === $style['scb-playout'] ) {
		/* translators: Side Cart's setting as its screen names it (Style → Side Cart Body). */
		return __( 'Side Cart\'s setting "Products Layout" (scb-playout) is "Cards": its card layout and animation are Side Cart\'s own', 'islands' );
	}
	return null;
}
add_filter( 'islands_keep_script', 'islands_side_cart_keep_reason', 10, 2 );
