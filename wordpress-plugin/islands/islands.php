<?php
/**
 * Plugin Name:       Islands
 * Plugin URI:        https://github.com/islands-wp/islands
 * Description:       Makes the shop's pages interactive (WooCommerce, Side Cart, Contact Form 7, Akismet, Elementor) with a light bundle of islands instead of their jQuery scripts. Try it first as an administrator only: Settings → Islands.
 * Version:           0.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            Islands
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       islands
 * Domain Path:       /languages
 *
 * Islands is free software: you can redistribute it and/or modify it under the terms of the GNU
 * General Public License as published by the Free Software Foundation, either version 2 of the
 * License, or (at your option) any later version.
 *
 * What it does on each front-end page where it is active (includes/activation.php says when):
 * - prints #islands-config and loads bundle/islands.js as a module in <head> (includes/head.php);
 * - stops printing the scripts the bundle replaces on that page, keeping their config globals,
 *   and lets jQuery go when nothing left needs it (includes/swap.php);
 * - says in #islands-report which handles stayed and why;
 * - stops printing Elementor's, Elementor Pro's and Essential Addons' scripts on a page whose
 *   every Elementor element an island covers; where they stay, leaves Pro's popup module out
 *   unless the owner keeps Pro's own popups (includes/elementor.php);
 * - in a classic theme, links each block's stylesheet in <head> instead of the whole block library
 *   (includes/block-styles.php);
 * - gives the podcast player's <audio> controls for visitors without JavaScript (includes/podcast.php);
 * - measures a share of page views with web-vitals on both variants, receives them at
 *   /wp-json/islands/v1/vitals and counts them per day in a table of its own (includes/vitals*.php).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

define( 'ISLANDS_PLUGIN_FILE', __FILE__ );

// The code shared with the theme partials: the site configuration (templates/islands-config.php)
// and the header menu's no-JavaScript CSS (templates/site-menu.php).
require_once __DIR__ . '/templates/islands-config-data.php';
require_once __DIR__ . '/templates/site-menu-css.php';
require_once __DIR__ . '/includes/build.php';
require_once __DIR__ . '/includes/activation.php';
require_once __DIR__ . '/includes/head.php';
require_once __DIR__ . '/includes/class-islands-swap.php';
require_once __DIR__ . '/includes/swap.php';
require_once __DIR__ . '/includes/class-islands-builder-page.php';
require_once __DIR__ . '/includes/elementor.php';
require_once __DIR__ . '/includes/podcast.php';
require_once __DIR__ . '/includes/block-styles.php';
require_once __DIR__ . '/includes/side-cart-line.php';
require_once __DIR__ . '/includes/messages.php';
require_once __DIR__ . '/includes/i18n.php';
require_once __DIR__ . '/includes/vitals-store.php';
require_once __DIR__ . '/includes/vitals-endpoint.php';
require_once __DIR__ . '/includes/vitals.php';

// A beacon over the rate limit (or too large) is answered now, before the plugins after this one
// load and before any initialises: a flood costs each request little, so page views keep their pace.
islands_vitals_refuse_early();

Islands_Swap::add_hooks();
add_action( 'init', 'islands_load_textdomain' );
register_deactivation_hook( __FILE__, 'islands_forget_trial_cookie_in_page_caches' );
register_activation_hook( __FILE__, 'islands_vitals_install' );
register_deactivation_hook( __FILE__, 'islands_vitals_stop_cron' );
add_action( 'init', 'islands_vitals_upgrade' );
add_action( 'rest_api_init', 'islands_vitals_register_route' );
add_action( ISLANDS_VITALS_CRON, 'islands_vitals_prune' );
add_action( 'wp_footer', 'islands_print_vitals', 100 );
// After Side Cart's markup (wp_footer, 10).
add_action( 'wp_footer', 'islands_print_side_cart_line', 20 );
add_filter( 'islands_config', 'islands_config_messages' );
add_action( 'init', 'islands_remember_trial_choice' );
add_action( 'template_redirect', 'islands_keep_trial_out_of_caches' );
add_action( 'wp_head', 'islands_print_head', 2 );
// Before init, when WordPress registers the block styles; a theme's own answer (10) comes later.
add_filter( 'should_load_separate_core_block_assets', 'islands_load_separate_block_styles', 0 );
// After the redirects of template_redirect, which need no buffer.
add_action( 'template_redirect', 'islands_buffer_block_styles', 1000 );
add_action( 'wp_print_footer_scripts', 'islands_print_island_preloads', 12 );
// After the swap's footer pass (9, added above) and before the printing itself (10).
add_action( 'wp_print_footer_scripts', 'islands_leave_out_pro_popups', 9 );
add_action( 'elementor/frontend/before_render', array( 'Islands_Builder_Page', 'note' ) );
add_filter( 'elementor/frontend/builder_content_data', array( 'Islands_Builder_Page', 'note_document' ), PHP_INT_MAX, 2 );
add_filter( 'islands_keep_script', array( 'Islands_Builder_Page', 'keep_reason' ), 10, 2 );
add_filter( 'islands_replaced_handles', array( 'Islands_Builder_Page', 'add_addon_scripts' ) );
add_action( 'wp_head', 'islands_print_podcast_style', 3 );
add_action( 'wp_head', 'islands_print_addon_tabs_style', 3 );
add_action( 'wp_head', 'islands_print_site_menu_style', 3 );
add_filter( 'do_shortcode_tag', 'islands_podcast_audio_controls', 10, 1 );
add_filter( 'the_content', 'islands_podcast_audio_controls', 1000, 1 );
add_filter( 'islands_config', 'islands_config_pro_popups' );

if ( is_admin() ) {
	require_once __DIR__ . '/includes/admin.php';
	add_action( 'admin_init', 'islands_vitals_privacy_text' );
	add_action( 'admin_post_islands_vitals_csv', 'islands_vitals_csv' );
	add_action( 'admin_menu', 'islands_admin_menu' );
	add_action( 'admin_init', 'islands_register_settings' );
	add_action( 'admin_init', 'islands_register_trial_cookie_with_page_caches' );
	add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'islands_settings_link' );
}
