<?php
/**
 * Elementor's, Elementor Pro's and Essential Addons' front-end scripts (docs/site-extras.md#the-page-builders-scripts).
 * While Elementor renders a page, every element it prints is checked against the elements the
 * islands cover (build.json "builder", from wordpress-plugin/replaced-handles.mjs): its name, and
 * the front-end settings it prints for those scripts (data-settings). On a page where all are
 * covered, the page builder's scripts print as data only (elementorFrontendConfig stays) and the
 * islands do their work; one element outside the list keeps them all, and #islands-report says
 * which. The decision is taken in the footer, once the page and its popups have rendered: the
 * scripts are footer scripts.
 *
 * Where Elementor Pro's handlers stay, its popup module is left out of the modules Pro starts
 * (through Pro's own 'elementor-pro/frontend/handlers' filter): it would show the popups twice
 * with the islands and count the page views a second time. The share buttons, countdown and
 * progress tracker modules go the same way (docs/site-extras.md): their islands would otherwise
 * open every share window twice and run a countdown's end actions twice.
 * The owner can keep Pro's popups instead (a switch under Ajustes → Islands): Pro's scripts then
 * stay, its popup module with them, and the islands leave the popups and the visit counts to it.
 */

defined( 'ABSPATH' ) || exit;

/** The owner's switch under Ajustes → Islands: Elementor Pro keeps showing its own popups. */
function islands_pro_keeps_popups() {
	return 'elementor' === islands_settings()['popups'];
}

/**
 * With that switch, #islands-config says so ("popups": "elementor"): the popup islands then stay
 * off the printed popups, and the page views are counted by Pro alone.
 */
function islands_config_pro_popups( $config ) {
	if ( is_array( $config ) && islands_pro_keeps_popups() ) {
		$config['popups'] = 'elementor';
	}
	return $config;
}

/** Runs after the swap's footer pass: only where Pro's handlers still print. */
function islands_leave_out_pro_popups() {
	$scripts = wp_scripts();
	if ( ! islands_is_active() || ! $scripts->query( 'pro-elements-handlers', 'enqueued' ) || ! $scripts->registered['pro-elements-handlers']->src ) {
		return;
	}
	// The share buttons, countdown and progress tracker go whatever the popup switch says.
	$modules = array( 'share_buttons', 'countdown', 'progressTracker' );
	if ( ! islands_pro_keeps_popups() ) {
		$modules[] = 'popup';
	}
	$deletes = '';
	foreach ( $modules as $module ) {
		$deletes .= 'delete h.' . $module . ';';
	}
	// Pro adds its modules when its frontend starts: this runs after its own filter, which adds them.
	wp_add_inline_script(
		'pro-elements-handlers',
		"window.elementorProFrontend&&elementorProFrontend.on('elementor-pro/modules/init/before',function(){elementorFrontend.hooks.addFilter('elementor-pro/frontend/handlers',function(h){{$deletes}return h},20)});",
		'after'
	);
}

/**
 * What Elementor rendered on this page: whether it rendered any element, and why the page
 * builder's scripts must stay (element → reason; empty when the islands cover every element).
 */
final class Islands_Builder_Page {

	/** @var bool */
	private static $rendered = false;

	/** @var array<string, string> */
	private static $uncovered = array();

	/** On 'elementor/frontend/before_render', for every element of the page, its popups and loop items. */
	public static function note( $element ) {
		$builder = islands_build()['builder'] ?? null;
		if ( ! is_array( $builder ) || ! is_object( $element ) || ! method_exists( $element, 'get_name' ) ) {
			return;
		}
		self::$rendered = true;
		$name           = (string) $element->get_name();
		$elements       = (array) $builder['elements'];
		if ( ! array_key_exists( $name, $elements ) ) {
			self::$uncovered[ $name ] = sprintf( 'Elementor: elemento «%s»', $name );
			return;
		}
		$allowed  = (array) $elements[ $name ] + (array) $builder['settings'];
		$settings = method_exists( $element, 'get_frontend_settings' ) ? (array) $element->get_frontend_settings() : array();
		foreach ( $settings as $key => $value ) {
			if ( ! array_key_exists( $key, $allowed ) ) {
				self::$uncovered[ $name . ' ' . $key ] = sprintf( 'Elementor: ajuste «%s» de «%s»', $key, $name );
			} elseif ( is_array( $allowed[ $key ] ) && ! in_array( is_scalar( $value ) ? (string) $value : '', $allowed[ $key ], true ) ) {
				self::$uncovered[ $name . ' ' . $key ] = sprintf( 'Elementor: «%s» = «%s» en «%s»', $key, is_scalar( $value ) ? (string) $value : '…', $name );
			}
		}
	}

	/** A page builder script: one of build.json's, or Essential Addons' per-page script (eael-<post id>). */
	public static function is_builder_script( $handle ) {
		$builder = islands_build()['builder'] ?? null;
		return ( is_array( $builder ) && in_array( $handle, (array) $builder['handles'], true ) ) || 1 === preg_match( '/^eael-\d+$/', $handle );
	}

	/** 'islands_keep_script': why a page builder script stays, decided once the page has rendered. */
	public static function keep_reason( $reason, $handle ) {
		if ( null !== $reason || ! self::is_builder_script( $handle ) || ! did_action( 'wp_print_footer_scripts' ) ) {
			return $reason;
		}
		if ( islands_pro_keeps_popups() && in_array( $handle, array( 'elementor-pro-frontend', 'pro-elements-handlers' ), true ) ) {
			return 'Ajustes → Islands: Elementor Pro muestra sus ventanas emergentes';
		}
		if ( ! self::$rendered ) {
			return 'Elementor no ha generado ningún elemento en esta página';
		}
		return array() === self::$uncovered ? null : implode( '; ', array_slice( array_values( self::$uncovered ), 0, 5 ) );
	}

	/** 'islands_replaced_handles': Essential Addons' per-page script, queued under its post's id. */
	public static function add_addon_scripts( $handles ) {
		$kept = islands_settings()['keep'];
		foreach ( wp_scripts()->queue as $handle ) {
			if ( preg_match( '/^eael-\d+$/', $handle ) && ! in_array( $handle, $kept, true ) ) {
				$handles[ $handle ] = $handles[ $handle ] ?? array( 'eael-tabs' );
			}
		}
		return $handles;
	}
}

/**
 * On wp_head, where Essential Addons is active: its advanced tabs print every panel hidden until
 * its script opens one. With scripting off, or where the eael-tabs island failed and put the
 * printed markup back, the panel that script would open first shows (the default one, else the
 * first of an auto-active widget), as fixtures/pages/style.css does on the fixture pages.
 */
function islands_print_addon_tabs_style() {
	if ( ! defined( 'EAEL_PLUGIN_VERSION' ) || ! islands_is_active() ) {
		return;
	}
	$first = '.eael-advance-tabs%1$s>.eael-tabs-content>div.active-default,.eael-advance-tabs.eael-tab-auto-active%1$s>.eael-tabs-content:not(:has(>.active-default))>div:first-child';
	echo '<style id="islands-addon-tabs-css">@media (scripting:none){' . sprintf( $first, '' ) . '{display:block!important}}' // phpcs:ignore WordPress.Security.EscapeOutput -- constant CSS.
		. sprintf( $first, '[data-island="error"]' ) . '{display:block!important}</style>' . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- constant CSS.
}
