<?php
/**
 * The field data section's chart of the daily p75 per variant (inline SVG, no script), the slow
 * interactions' targets and the CSV download (docs/vitals.md).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/** Page views a day needs before the chart draws its p75. */
const ISLANDS_VITALS_MIN_DAY_VIEWS = 5;

/**
 * Daily bucket counts per variant and metric, page types and devices together.
 *
 * @return array<string, array<string, array<int,int>>> "variant|metric" → day → bucket → page views.
 */
function islands_vitals_daily() {
	$daily = array();
	foreach ( islands_vitals_counts( 'daily' ) as $key => $buckets ) {
		list( $day, $variant, , , $metric ) = explode( '|', $key );
		foreach ( $buckets as $bucket => $views ) {
			$daily[ "$variant|$metric" ][ $day ][ $bucket ] = ( $daily[ "$variant|$metric" ][ $day ][ $bucket ] ?? 0 ) + $views;
		}
	}
	return $daily;
}

/** The charts of LCP, INP and CLS. */
function islands_vitals_charts() {
	$daily = islands_vitals_daily();
	$days  = array();
	for ( $i = ISLANDS_VITALS_DAYS - 1; $i >= 0; $i-- ) {
		$days[] = wp_date( 'Y-m-d', time() - $i * DAY_IN_SECONDS );
	}
	echo '<div class="islands-vitals-charts" style="display: flex; flex-wrap: wrap; gap: 1em">';
	foreach ( array( 'LCP', 'INP', 'CLS' ) as $metric ) {
		islands_vitals_chart( $metric, $days, $daily );
	}
	echo '</div><p class="description">' . esc_html__( 'Solid blue line: with Islands. Dashed grey line: with the shop’s own scripts. Dotted green line: the limit of “Good”. One dot a day; days with fewer than 5 page views are left out.', 'islands' ) . '</p>';
}

/**
 * One metric's chart: a line per variant over the last 28 days, and the "good" threshold.
 *
 * @param string $metric The metric.
 * @param array  $days   The days, oldest first.
 * @param array  $daily  What islands_vitals_daily() returned.
 */
function islands_vitals_chart( $metric, array $days, array $daily ) {
	$series = array();
	foreach ( array_keys( islands_vitals_variant_names() ) as $variant ) {
		foreach ( $days as $i => $day ) {
			$counts = $daily[ "$variant|$metric" ][ $day ] ?? array();
			if ( array_sum( $counts ) >= ISLANDS_VITALS_MIN_DAY_VIEWS ) {
				$series[ $variant ][ $i ] = islands_vitals_percentile( $metric, $counts );
			}
		}
	}
	$good = islands_vitals_thresholds()[ $metric ][0];
	$top  = max( array_merge( array( $good * 2 ), ...array_values( array_map( 'array_values', $series ) ) ) );
	$y    = function ( $value ) use ( $top ) {
		return round( 90 - 80 * $value / $top, 1 );
	};
	/* translators: %s: the metric, e.g. LCP */
	$title = sprintf( __( 'Daily p75 of %s, last 28 days', 'islands' ), $metric );
	echo '<figure style="margin: 0"><svg class="islands-vitals-chart" data-metric="' . esc_attr( $metric ) . '" role="img" aria-label="' . esc_attr( $title ) . '" viewBox="0 0 290 100" width="290" height="100" style="background: #fff; border: 1px solid #c3c4c7">';
	echo '<line x1="5" x2="285" y1="' . esc_attr( (string) $y( $good ) ) . '" y2="' . esc_attr( (string) $y( $good ) ) . '" stroke="#00a32a" stroke-dasharray="1 3"/>';
	foreach ( $series as $variant => $points ) {
		$coordinates = array();
		$color       = 'islands' === $variant ? '#2271b1' : '#50575e';
		foreach ( $points as $i => $value ) {
			$coordinates[] = ( 5 + $i * 10 ) . ',' . $y( $value );
		}
		$dash = 'islands' === $variant ? '' : ' stroke-dasharray="5 3"';
		echo '<polyline data-variant="' . esc_attr( $variant ) . '" fill="none" stroke="' . esc_attr( $color ) . '" stroke-width="2"' . $dash . ' points="' . esc_attr( implode( ' ', $coordinates ) ) . '"/>'; // phpcs:ignore WordPress.Security.EscapeOutput -- $dash is one of two constants.
		// A dot per day, so a day between two gaps shows too.
		foreach ( $coordinates as $point ) {
			list( $cx, $cy ) = explode( ',', $point );
			echo '<circle cx="' . esc_attr( $cx ) . '" cy="' . esc_attr( $cy ) . '" r="2" fill="' . esc_attr( $color ) . '"/>';
		}
	}
	echo '</svg><figcaption>' . esc_html( $title ) . '</figcaption></figure>';
}

/** The targets of slow interactions (INP over 200 ms) in the last 28 days, per variant. */
function islands_vitals_slow_targets() {
	global $wpdb;
	$since = wp_date( 'Y-m-d', time() - ( ISLANDS_VITALS_DAYS - 1 ) * DAY_IN_SECONDS );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table.
	$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT variant, target, SUM(views) AS views FROM {$wpdb->prefix}islands_vitals_targets WHERE day >= %s GROUP BY variant, target ORDER BY views DESC, target LIMIT 20", $since ), ARRAY_A );
	if ( ! $rows ) {
		return;
	}
	echo '<h3>' . esc_html__( 'Where interactions were slow (INP over 200 ms)', 'islands' ) . '</h3><table class="widefat striped" style="max-width: 48em"><thead><tr><th scope="col">' . esc_html__( 'Element (and the island that handled it)', 'islands' ) . '</th><th scope="col">' . esc_html__( 'Variant', 'islands' ) . '</th><th scope="col">' . esc_html__( 'Page views', 'islands' ) . '</th></tr></thead><tbody>';
	$names = islands_vitals_variant_names();
	foreach ( $rows as $row ) {
		echo '<tr><td><code>' . esc_html( $row['target'] ) . '</code></td><td>' . esc_html( $names[ $row['variant'] ] ?? $row['variant'] ) . '</td><td>' . esc_html( number_format_i18n( (int) $row['views'] ) ) . '</td></tr>';
	}
	echo '</tbody></table>';
}

/** On admin_post_islands_vitals_csv: the daily p75 per variant, page type, device and metric, 90 days. */
function islands_vitals_csv() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'islands' ), 403 );
	}
	check_admin_referer( 'islands_vitals_csv' );
	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="islands-vitals-' . wp_date( 'Y-m-d' ) . '.csv"' );
	$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body.
	fputcsv( $out, array( 'day', 'variant', 'page', 'device', 'metric', 'page_views', 'p75' ), ',', '"', '' );
	foreach ( islands_vitals_counts( 'daily', ISLANDS_VITALS_KEEP_DAYS ) as $key => $counts ) {
		$row = explode( '|', $key );
		fputcsv( $out, array_merge( $row, array( array_sum( $counts ), round( islands_vitals_percentile( end( $row ), $counts ), 4 ) ) ), ',', '"', '' );
	}
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the response body.
	exit;
}
