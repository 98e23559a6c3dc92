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
 */

defined( 'ABSPATH' ) || exit;

function islands_leave_out_pro_popups() {
	if ( ! islands_is_active() || ! wp_script_is( 'pro-elements-handlers', 'enqueued' ) ) {
		return;
	}
	// Pro adds its modules when its frontend starts: this runs after its own filter, which adds them.
	wp_add_inline_script(
		'pro-elements-handlers',
		"window.elementorProFrontend&&elementorProFrontend.on('elementor-pro/modules/init/before',function(){elementorFrontend.hooks.addFilter('elementor-pro/frontend/handlers',function(h){delete h.popup;delete h.share_buttons;delete h.countdown;delete h.progressTracker;return h},20)});",
		'after'
	);
}
