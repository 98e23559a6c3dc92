<?php
/**
 * Block styles on demand in a classic theme, before WordPress 6.9 (which does this itself).
 *
 * A classic theme prints <head> before it renders the content, so WordPress links the whole block
 * library (116 KB) on every page, render-blocking, whatever blocks the page holds. For the
 * visitors who get the islands, the plugin asks WordPress for each block's own stylesheet instead,
 * as a block theme does, and moves the ones printed after the content up into <head>, right after
 * the library's place: the cascade is the one the library gave, and the first paint waits for less.
 * The shop's own page (?islands=0) keeps the whole library.
 *
 * Where <head> has already left (something flushed the page early), the block styles print where
 * WordPress prints late styles, at the foot of the page: nothing is lost.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether this request loads block styles on demand. Asked before init (WordPress registers the
 * block styles then), so it reads what is known that early: the settings, ?islands= and the trial
 * cookie, not the page.
 */
function islands_block_styles_on_demand() {
	// WordPress 6.3 registers each core block's stylesheet; 6.9 does all of this itself.
	if ( ! function_exists( 'register_core_block_style_handles' ) || function_exists( 'wp_load_classic_theme_block_styles_on_demand' ) || is_admin() || wp_doing_ajax() ) {
		return false;
	}
	// Not who is logged in: asked before init, that would fix the user before other plugins'
	// determine_current_user filters are added.
	$wanted = islands_chosen_for_visitor( false );
	/**
	 * Filters whether a classic theme's block styles load on demand, each block's own in <head>,
	 * instead of the whole block library.
	 *
	 * @param bool $wanted
	 */
	return (bool) apply_filters( 'islands_block_styles_on_demand', $wanted );
}

/**
 * On should_load_separate_core_block_assets, at priority 0: a theme that says no later wins.
 *
 * @param bool $load WordPress's answer so far.
 * @return bool
 */
function islands_load_separate_block_styles( $load ) {
	return $load || islands_block_styles_on_demand();
}

/**
 * The block styles taken from the foot of the page, waiting for <head> to pass through the buffer.
 *
 * @param string|null $html   Sets them; null reads them.
 * @param bool        $passed Notes that the buffer let part of the page go before they were taken.
 * @return array{html: string, passed: bool}
 */
function islands_late_block_styles( $html = null, $passed = false ) {
	static $state = array(
		'html'   => '',
		'passed' => false,
	);
	if ( null !== $html ) {
		$state['html'] = $html;
	}
	if ( $passed ) {
		$state['passed'] = true;
	}
	return $state;
}

/** On template_redirect: a classic theme's page, with block styles on demand, is buffered. */
function islands_buffer_block_styles() {
	if ( is_feed() || is_embed() || is_robots() || wp_is_block_theme() || ! wp_should_load_separate_core_block_assets() || ! islands_block_styles_on_demand() ) {
		return;
	}
	ob_start( 'islands_hoist_block_styles' );
	// Before wp_print_footer_scripts (20) prints the late styles.
	add_action( 'wp_footer', 'islands_take_block_styles', 19 );
}

/**
 * The stylesheets the library held, in its order: each core block's, then the theme.json styles
 * that followed it. Other blocks' styles are left where WordPress prints them, as without the plugin.
 *
 * @return string[]
 */
function islands_block_style_handles() {
	$handles = array();
	foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $block_type ) {
		if ( 0 === strpos( (string) $block_type->name, 'core/' ) ) {
			$handles = array_merge( $handles, (array) $block_type->style_handles );
		}
	}
	$handles[] = 'global-styles';
	return $handles;
}

/** On wp_footer (19): the block styles enqueued while the page rendered, printed into the buffer. */
function islands_take_block_styles() {
	$styles = wp_styles();
	$queued = array_values( array_diff( array_intersect( islands_block_style_handles(), $styles->queue ), $styles->done ) );
	if ( ! $queued || islands_late_block_styles()['passed'] ) {
		return;
	}
	ob_start();
	$styles->do_items( $queued );
	islands_late_block_styles( (string) ob_get_clean() );
}

/**
 * The buffer's callback: the block styles taken go right after the library's element in <head>
 * (its inline common rules or its link), else before </head>, else at the end.
 *
 * @param string $html The page, or the part of it flushed so far.
 * @return string
 */
function islands_hoist_block_styles( $html ) {
	$late = islands_late_block_styles()['html'];
	if ( '' === $late ) {
		// Part of the page leaves before the styles were taken (flushed, or the buffer ended early):
		// from now on they stay where WordPress prints them.
		if ( '' !== $html ) {
			islands_late_block_styles( null, true );
		}
		return $html;
	}
	islands_late_block_styles( '' );
	$at = false;
	if ( preg_match( '~<style\b[^>]*\bid=([\'"])wp-block-library-inline-css\1[^>]*>.*?</style>~is', $html, $m, PREG_OFFSET_CAPTURE )
		|| preg_match( '~<link\b[^>]*\bid=([\'"])wp-block-library-css\1[^>]*>~i', $html, $m, PREG_OFFSET_CAPTURE ) ) {
		$at = $m[0][1] + strlen( $m[0][0] );
	} elseif ( false !== stripos( $html, '</head>' ) ) {
		$at = stripos( $html, '</head>' );
	}
	if ( false === $at ) {
		return $html . $late;
	}
	return substr( $html, 0, $at ) . "\n" . $late . substr( $html, $at );
}
