<?php
/**
 * Elementor Pro's popups, shown by the popup islands instead (docs/popups.md#on-a-wordpress-site).
 * Pro's popup code sits in its pro-elements-handlers script with the handlers of every other Pro
 * widget, which stay. On a page where the islands are active, that script's popup module is left
 * out of the modules Pro starts, through Pro's own 'elementor-pro/frontend/handlers' filter: it
 * then neither shows the popups (twice, with the islands) nor counts the page views a second time.
 * The share buttons, countdown and progress tracker modules go the same way: their islands
 * (docs/site-extras.md) would otherwise open every share window twice and run a countdown's end
 * actions twice.
 * The owner can keep Pro's popups instead (a switch under Ajustes → Islands): its module stays, and
 * the islands leave the popups and the visit counts to it.
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

function islands_leave_out_pro_popups() {
	if ( ! islands_is_active() || ! wp_script_is( 'pro-elements-handlers', 'enqueued' ) ) {
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
