<?php
/**
 * Elementor's, Elementor Pro's and Essential Addons' front-end scripts (docs/site-extras.md#the-page-builders-scripts).
 * Every element of the Elementor documents a page prints is checked against the elements the
 * islands cover (build.json "builder", from wordpress-plugin/replaced-handles.mjs): its name, and
 * the front-end settings it prints for those scripts (data-settings), read from the documents'
 * saved element trees so that a view served from Elementor's element cache decides as the first
 * view did (Islands_Builder_Page). On a page where all are covered, the page builder's scripts
 * print as data only (elementorFrontendConfig stays) and the islands do their work; one element
 * outside the list keeps them all, and #islands-report says which. The decision is taken in the
 * footer, once the page and its popups have printed: the scripts are footer scripts.
 *
 * Where Elementor Pro's handlers stay, its popup module is left out of the modules Pro starts
 * (through Pro's own 'elementor-pro/frontend/handlers' filter): it would show the popups twice
 * with the islands and count the page views a second time. The share buttons, countdown and
 * progress tracker modules go the same way (docs/site-extras.md): their islands would otherwise
 * open every share window twice and run a countdown's end actions twice.
 * The owner can keep Pro's popups instead (a switch under Ajustes → Islands): Pro's scripts then
 * stay, its popup module with them, and the islands leave the popups and the visit counts to it.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/** The owner's switch under Ajustes → Islands: Elementor Pro keeps showing its own popups. */
function islands_pro_keeps_popups() {
	return 'elementor' === islands_settings()['popups'];
}

/**
 * With that switch, #islands-config says so ("popups": "elementor"): the popup islands then stay
 * off the printed popups, and the page views are counted by Pro alone.
 *
 * @param mixed $config The site configuration printed as #islands-config.
 * @return mixed
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
	islands_print_inline_style( 'islands-addon-tabs', '@media (scripting:none){' . sprintf( $first, '' ) . '{display:block!important}}' . sprintf( $first, '[data-island="error"]' ) . '{display:block!important}' );
}
