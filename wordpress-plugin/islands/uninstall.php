<?php
/**
 * Deleting the plugin leaves nothing behind: its two options, on every site of a network. (The
 * trial cookie lives in visitors' browsers and expires by itself.)
 *
 * @package Islands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$islands_sites = is_multisite() ? get_sites(
	array(
		'fields' => 'ids',
		'number' => 0,
	)
) : array( 0 );
foreach ( $islands_sites as $islands_site ) {
	if ( $islands_site ) {
		switch_to_blog( $islands_site );
	}
	delete_option( 'islands_settings' );
	delete_option( 'islands_jquery_pages' );
	if ( $islands_site ) {
		restore_current_blog();
	}
}
