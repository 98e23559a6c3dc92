<?php
/**
 * Deleting the plugin leaves nothing behind, on every site of a network: its options, the field
 * data's tables, its daily clean-up and the rate limit's counters. (The trial cookie lives in
 * visitors' browsers and expires by itself.)
 *
 * @package Islands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;

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
	delete_option( 'islands_vitals_db' );
	wp_clear_scheduled_hook( 'islands_vitals_prune' );
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the plugin's own tables and counters.
	$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}islands_vitals, {$wpdb->prefix}islands_vitals_targets" );
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_islands\\_vitals\\_rate\\_%' OR option_name LIKE '\\_transient\\_timeout\\_islands\\_vitals\\_rate\\_%'" );
	// phpcs:enable
	// Counters in a persistent object cache expire within 10 minutes; gone now where the cache can say.
	if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ) {
		wp_cache_flush_group( 'islands_vitals_rate' );
	}
	if ( $islands_site ) {
		restore_current_blog();
	}
}
