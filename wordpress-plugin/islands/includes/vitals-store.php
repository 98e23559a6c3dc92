<?php
/**
 * The field data's storage (docs/vitals.md): one row per day × variant × page type × device ×
 * metric × bucket, counting the page views whose value fell in that bucket. Buckets are fixed and
 * log-scale (each 8 % wider than the one before; 152 at most, up to LCP's 120 s), so a day holds
 * at most 8 page types × 2 variants × 2 devices × 5 metrics × 152 buckets (24,320 rows; real
 * traffic fills a few dozen buckets per metric) whatever the traffic, and a percentile read from
 * them is within one bucket of the exact one.
 * Rows older than 90 days go by a daily cron. A second small table keeps the targets of slow
 * interactions (INP over 200 ms), at most 20 a day per variant.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

const ISLANDS_VITALS_DB_VERSION = '1';
const ISLANDS_VITALS_DB_OPTION  = 'islands_vitals_db';
const ISLANDS_VITALS_CRON       = 'islands_vitals_prune';
const ISLANDS_VITALS_KEEP_DAYS  = 90;
// Each bucket's upper bound is 8 % above its lower one (on the value + 1, so 0 has a bucket).
const ISLANDS_VITALS_RATIO = 1.08;
// Distinct slow-interaction targets kept per day and variant.
const ISLANDS_VITALS_TARGETS_A_DAY = 20;

/** The metrics, each with its sane upper bound (ms; CLS unitless). */
function islands_vitals_bounds() {
	return array(
		'LCP'  => 120000,
		'INP'  => 60000,
		'CLS'  => 50,
		'FCP'  => 120000,
		'TTFB' => 120000,
	);
}

/**
 * This site's tables.
 *
 * @return array{buckets: string, targets: string}
 */
function islands_vitals_tables() {
	global $wpdb;
	return array(
		'buckets' => $wpdb->prefix . 'islands_vitals',
		'targets' => $wpdb->prefix . 'islands_vitals_targets',
	);
}

/** Creates or updates this site's tables (dbDelta) and schedules the daily clean-up. */
function islands_vitals_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$tables  = islands_vitals_tables();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$tables['buckets']} (
  day date NOT NULL,
  variant varchar(8) NOT NULL,
  page varchar(8) NOT NULL,
  device varchar(7) NOT NULL,
  metric varchar(4) NOT NULL,
  bucket smallint(5) unsigned NOT NULL,
  views int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (day,variant,page,device,metric,bucket)
) $charset;
CREATE TABLE {$tables['targets']} (
  day date NOT NULL,
  variant varchar(8) NOT NULL,
  target varchar(100) NOT NULL,
  views int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (day,variant,target)
) $charset;"
	);
	update_option( ISLANDS_VITALS_DB_OPTION, ISLANDS_VITALS_DB_VERSION );
	if ( ! wp_next_scheduled( ISLANDS_VITALS_CRON ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', ISLANDS_VITALS_CRON );
	}
}

/**
 * On init: an install that predates the field data, or a site of a network the plugin was
 * activated on, gets its tables on its first request (activation runs once, for one site).
 */
function islands_vitals_upgrade() {
	if ( ISLANDS_VITALS_DB_VERSION !== get_option( ISLANDS_VITALS_DB_OPTION ) ) {
		islands_vitals_install();
	}
}

/** On deactivation: the daily clean-up stops (activation schedules it again). */
function islands_vitals_stop_cron() {
	wp_clear_scheduled_hook( ISLANDS_VITALS_CRON );
}

/** On the daily cron: rows older than 90 days go, and the rate limit's expired counters. */
function islands_vitals_prune() {
	global $wpdb;
	$oldest = wp_date( 'Y-m-d', time() - ISLANDS_VITALS_KEEP_DAYS * DAY_IN_SECONDS );
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own tables.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}islands_vitals WHERE day < %s", $oldest ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}islands_vitals_targets WHERE day < %s", $oldest ) );
	// phpcs:enable
	// From the database even with a persistent object cache (which keeps the counters, and expires
	// them, itself): a site that added one since may still hold counters written as rows.
	delete_expired_transients( true );
}

/**
 * The bucket of a value: floor(log(1 + v) / log(1.08)), CLS counted in thousandths.
 *
 * @param string    $metric LCP, INP, CLS, FCP or TTFB.
 * @param int|float $value  A valid value (finite, 0 or more, within its bound).
 * @return int
 */
function islands_vitals_bucket( $metric, $value ) {
	$scaled = 'CLS' === $metric ? $value * 1000 : $value;
	return (int) floor( log( 1 + $scaled ) / log( ISLANDS_VITALS_RATIO ) );
}

/**
 * The values a bucket covers, [lower, upper), in the metric's unit.
 *
 * @param string $metric The metric.
 * @param int    $bucket The bucket.
 * @return float[]
 */
function islands_vitals_bucket_range( $metric, $bucket ) {
	$scale = 'CLS' === $metric ? 1000 : 1;
	return array( ( pow( ISLANDS_VITALS_RATIO, $bucket ) - 1 ) / $scale, ( pow( ISLANDS_VITALS_RATIO, $bucket + 1 ) - 1 ) / $scale );
}

/**
 * A percentile of counted buckets: the middle of the bucket that holds the nearest-rank value, so
 * within one bucket's width of the exact percentile of the values counted.
 *
 * @param string         $metric  The metric.
 * @param array<int,int> $counts  Bucket → page views.
 * @param float          $share   0.75 for the p75.
 * @return float|null Null without page views.
 */
function islands_vitals_percentile( $metric, array $counts, $share = 0.75 ) {
	$total = array_sum( $counts );
	if ( $total <= 0 ) {
		return null;
	}
	ksort( $counts );
	$rank = (int) max( 1, ceil( $share * $total ) );
	$seen = 0;
	foreach ( $counts as $bucket => $views ) {
		$seen += $views;
		if ( $seen >= $rank ) {
			$range = islands_vitals_bucket_range( $metric, (int) $bucket );
			return ( $range[0] + $range[1] ) / 2;
		}
	}
	return null;
}

/**
 * Counts one page view's beacon, already checked (islands_vitals_check_beacon()): one statement for
 * its metrics, and its interaction's target when the interaction was slow.
 *
 * @param array $beacon variant, page, device, metrics.
 */
function islands_vitals_record( array $beacon ) {
	global $wpdb;
	$day  = wp_date( 'Y-m-d' );
	$rows = array();
	foreach ( array_intersect_key( $beacon['metrics'], islands_vitals_bounds() ) as $metric => $value ) {
		$rows[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %d, 1)', $day, $beacon['variant'], $beacon['page'], $beacon['device'], $metric, islands_vitals_bucket( $metric, $value ) );
	}
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the plugin's own tables.
	// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row is prepared above.
	$wpdb->query( "INSERT INTO {$wpdb->prefix}islands_vitals (day, variant, page, device, metric, bucket, views) VALUES " . implode( ', ', $rows ) . ' ON DUPLICATE KEY UPDATE views = views + 1' );
	$target = $beacon['metrics']['INPTarget'] ?? '';
	if ( '' !== $target && $beacon['metrics']['INP'] > 200 ) {
		$known = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}islands_vitals_targets WHERE day = %s AND variant = %s", $day, $beacon['variant'] ) );
		$here  = $known < ISLANDS_VITALS_TARGETS_A_DAY || $wpdb->get_var( $wpdb->prepare( "SELECT views FROM {$wpdb->prefix}islands_vitals_targets WHERE day = %s AND variant = %s AND target = %s", $day, $beacon['variant'], $target ) );
		if ( $here ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->prefix}islands_vitals_targets (day, variant, target, views) VALUES (%s, %s, %s, 1) ON DUPLICATE KEY UPDATE views = views + 1", $day, $beacon['variant'], $target ) );
		}
	}
	// phpcs:enable
}
