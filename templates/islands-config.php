<?php
/**
 * Site configuration for the island runtime (runtime/page/config.ts) and the bundle's module script.
 *
 * Print it once per page, in <head>, from a theme that holds dist/islands/ as islands/ and
 * templates/ as islands/templates/:
 *
 *     get_template_part( 'islands/templates/islands-config' );
 *
 * Inside WordPress it fills every key of SiteConfig from WordPress and WooCommerce
 * (islands-config-data.php, the same code the WordPress plugin runs), and loads
 * islands/islands.js from the theme. $args may override any of it:
 *
 *     get_template_part( 'islands/templates/islands-config', null, array(
 *         'config' => array( 'timings' => array( 'notificationTime' => 3000 ) ),
 *         'src'    => get_theme_file_uri( 'islands/islands.js' ),
 *     ) );
 *
 * When the Islands plugin is installed on the site this partial prints nothing, so a theme can
 * keep the call while it moves to the plugin: the plugin prints all this itself where it applies,
 * and where it does not (?islands=0, a visitor outside the trial) the page must keep the shop's own
 * scripts, not get the theme's copy of the bundle. Outside WordPress (tests render it with php-cli)
 * only $args['config'] is printed.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

if ( defined( 'ISLANDS_PLUGIN_FILE' ) ) {
	return;
}

require_once __DIR__ . '/islands-config-data.php';
require_once __DIR__ . '/islands-escaping.php';

$islands_config = islands_site_config( isset( $args['config'] ) && is_array( $args['config'] ) ? $args['config'] : array() );
$islands_src    = isset( $args['src'] ) ? (string) $args['src'] : (
	function_exists( 'get_theme_file_uri' ) ? get_theme_file_uri( 'islands/islands.js' ) : '/islands/islands.js'
);

echo islands_config_element( $islands_config ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with JSON_HEX_TAG and JSON_HEX_AMP, which no value can end early; HTML-escaping it would corrupt the JSON.
// As the plugin prints it: wp_enqueue_script() prints no type="module" before WordPress 6.5.
wp_print_script_tag(
	array(
		'type' => 'module',
		'src'  => esc_url( $islands_src ),
	)
);
