<?php
/**
 * The bundle the package carries (bundle/) and what the build knew about it (build.json, written
 * by scripts/wordpress-plugin.mjs): its content hash, the chunks to preload, the handle table.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the build knew about the bundle: build.json, read once.
 *
 * @return array|null build.json, or null when the package has no bundle (a bare source checkout).
 */
function islands_build() {
	static $build = null;
	if ( null === $build ) {
		$file  = dirname( ISLANDS_PLUGIN_FILE ) . '/build.json';
		$data  = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
		$build = is_array( $data ) && ! empty( $data['version'] ) && is_readable( dirname( ISLANDS_PLUGIN_FILE ) . '/bundle/islands.js' )
			? $data
			: false;
	}
	return $build ? $build : null;
}

/**
 * URL of a file of the bundle, e.g. islands_bundle_url( 'islands.js' ).
 *
 * @param string $file Path inside bundle/.
 * @return string
 */
function islands_bundle_url( $file ) {
	return plugins_url( 'bundle/' . ltrim( $file, '/' ), ISLANDS_PLUGIN_FILE );
}

/**
 * Every script handle the plugin may stop printing → the islands that replace it ([] for a base
 * script that goes only when nothing builds on it), less those the site owner keeps.
 *
 * @return array<string, string[]>
 */
function islands_replaced_handles() {
	$build   = islands_build();
	$handles = $build ? (array) $build['handles'] : array();
	foreach ( array_keys( (array) ( $build['base'] ?? array() ) ) as $base ) {
		$handles[ $base ] = $handles[ $base ] ?? array();
	}
	foreach ( islands_settings()['keep'] as $kept ) {
		unset( $handles[ $kept ] );
	}
	/**
	 * Filters the script handles Islands stops printing, as handle → islands that replace it.
	 * Add a handle to drop a script the bundle replaces on your site; unset one to keep it.
	 *
	 * @param array<string, string[]> $handles
	 */
	$filtered = apply_filters( 'islands_replaced_handles', $handles );
	return is_array( $filtered ) ? $filtered : $handles;
}

/** Replaced script handle → stylesheet handles that go with it. */
function islands_replaced_styles() {
	$build = islands_build();
	return $build ? (array) ( $build['styles'] ?? array() ) : array();
}
