<?php
/**
 * Ajustes → Islands, "Your visitors' speed" (docs/vitals.md): the last 28 days of field data per
 * variant, the p75 of each metric with the page views behind it and Google's Core Web Vitals band,
 * per page type and device on demand, a chart of the daily p75, the slow interactions' targets and
 * a CSV download. Fewer than ISLANDS_VITALS_MIN_VIEWS page views say so instead of a number.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

const ISLANDS_VITALS_DAYS      = 28;
const ISLANDS_VITALS_MIN_VIEWS = 20;

/** Each metric's Core Web Vitals thresholds (good up to the first, poor past the second). */
function islands_vitals_thresholds() {
	return array(
		'LCP'  => array( 2500, 4000 ),
		'INP'  => array( 200, 500 ),
		'CLS'  => array( 0.1, 0.25 ),
		'FCP'  => array( 1800, 3000 ),
		'TTFB' => array( 800, 1800 ),
	);
}

/** The variants, as the screen names them. */
function islands_vitals_variant_names() {
	return array(
		'islands'  => __( 'With Islands', 'islands' ),
		'original' => __( 'With the shop’s own scripts', 'islands' ),
	);
}

/**
 * Bucket counts since a day, grouped.
 *
 * @param string $by    'variant', 'detail' (variant, page, device) or 'daily' (day, variant, page, device).
 * @param int    $days  How many days back, today included.
 * @return array<string, array<int, int>> "variant|…|metric" → bucket → page views.
 */
function islands_vitals_counts( $by, $days = ISLANDS_VITALS_DAYS ) {
	global $wpdb;
	$columns = array(
		'variant' => 'variant',
		'detail'  => 'variant, page, device',
		'daily'   => 'day, variant, page, device',
	)[ $by ];
	$since   = wp_date( 'Y-m-d', time() - ( $days - 1 ) * DAY_IN_SECONDS );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; $columns is one of three fixed lists.
	$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT $columns, metric, bucket, SUM(views) AS views FROM {$wpdb->prefix}islands_vitals WHERE day >= %s GROUP BY $columns, metric, bucket ORDER BY $columns, metric, bucket", $since ), ARRAY_A );
	$counts = array();
	foreach ( (array) $rows as $row ) {
		$views  = (int) $row['views'];
		$bucket = (int) $row['bucket'];
		unset( $row['views'], $row['bucket'] );
		$counts[ implode( '|', $row ) ][ $bucket ] = $views;
	}
	return $counts;
}

/**
 * A p75 as the screen shows it.
 *
 * @param string $metric The metric.
 * @param float  $value  Its p75.
 * @return string
 */
function islands_vitals_format( $metric, $value ) {
	if ( 'CLS' === $metric ) {
		return number_format_i18n( $value, 2 );
	}
	if ( 'INP' === $metric || 'TTFB' === $metric ) {
		return number_format_i18n( $value ) . ' ms';
	}
	return number_format_i18n( $value / 1000, 2 ) . ' s';
}

/**
 * Google's band of a p75: good, needs improvement or poor.
 *
 * @param string $metric The metric.
 * @param float  $value  Its p75.
 * @return string[] CSS class suffix and label.
 */
function islands_vitals_band( $metric, $value ) {
	list( $good, $poor ) = islands_vitals_thresholds()[ $metric ];
	if ( $value <= $good ) {
		return array( 'good', __( 'Good', 'islands' ) );
	}
	return $value <= $poor ? array( 'fair', __( 'Needs improvement', 'islands' ) ) : array( 'poor', __( 'Poor', 'islands' ) );
}

/**
 * One table cell: the p75 with its band and page views, or "too few page views".
 *
 * @param string         $metric The metric.
 * @param array<int,int> $counts Bucket → page views.
 * @return string Escaped HTML.
 */
function islands_vitals_cell( $metric, array $counts ) {
	$views = array_sum( $counts );
	/* translators: %s: number of page views */
	$behind = esc_html( sprintf( __( 'Page views: %s', 'islands' ), number_format_i18n( $views ) ) );
	if ( $views < ISLANDS_VITALS_MIN_VIEWS ) {
		return '<td class="islands-vitals-few">' . esc_html__( 'Too few page views', 'islands' ) . '<br><small>' . $behind . '</small></td>';
	}
	$p75                   = islands_vitals_percentile( $metric, $counts );
	list( $class, $label ) = islands_vitals_band( $metric, $p75 );
	return '<td class="islands-vitals-' . esc_attr( $class ) . '" data-p75="' . esc_attr( (string) round( $p75, 4 ) ) . '"><strong>' . esc_html( islands_vitals_format( $metric, $p75 ) ) . '</strong> ' . esc_html( $label ) . '<br><small>' . $behind . '</small></td>';
}

/**
 * The p75 table: a row per metric, a column per variant.
 *
 * @param array<string, array<int,int>> $counts "variant|metric" → buckets (of one page type and device, or all).
 * @param string                        $prefix What precedes the variant in the keys ('' or "page|device|" after it).
 * @param string                        $suffix What follows the variant in the keys.
 */
function islands_vitals_table( array $counts, $prefix = '', $suffix = '' ) {
	echo '<table class="widefat striped islands-vitals-table" style="max-width: 48em"><thead><tr><th scope="col">' . esc_html__( 'Metric (p75)', 'islands' ) . '</th>';
	foreach ( islands_vitals_variant_names() as $variant => $name ) {
		echo '<th scope="col" data-variant="' . esc_attr( $variant ) . '">' . esc_html( $name ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	foreach ( array_keys( islands_vitals_bounds() ) as $metric ) {
		echo '<tr data-metric="' . esc_attr( $metric ) . '"><th scope="row">' . esc_html( $metric ) . '</th>';
		foreach ( array_keys( islands_vitals_variant_names() ) as $variant ) {
			echo islands_vitals_cell( $metric, $counts[ $prefix . $variant . $suffix . '|' . $metric ] ?? array() ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in islands_vitals_cell().
		}
		echo '</tr>';
	}
	echo '</tbody></table>';
}

/** The section of the settings screen. */
function islands_vitals_section() {
	$share = islands_settings()['vitals'];
	// The bands' colours: WordPress's own success, warning and error colours.
	echo '<style>.islands-vitals-good strong{color:#007017}.islands-vitals-fair strong{color:#8a4d00}.islands-vitals-poor strong{color:#b32d2e}</style>';
	echo '<h2 id="islands-vitals">' . esc_html__( 'Your visitors’ speed', 'islands' ) . '</h2>';
	echo '<p>' . esc_html__( 'Measured on your own visitors’ page views over the last 28 days, on the pages with Islands and on those with the shop’s own scripts (trial mode, or ?islands=0). p75: three in four page views were at least this fast. Core Web Vitals bands: LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25.', 'islands' ) . '</p>';
	if ( ! $share ) {
		echo '<p><em>' . esc_html__( 'Measuring is off (share of page views: 0 %).', 'islands' ) . '</em></p>';
	}
	islands_vitals_table( islands_vitals_counts( 'variant' ) );
	islands_vitals_details();
	islands_vitals_charts();
	islands_vitals_slow_targets();
	$csv = wp_nonce_url( admin_url( 'admin-post.php?action=islands_vitals_csv' ), 'islands_vitals_csv' );
	echo '<p><a class="button" href="' . esc_url( $csv ) . '">' . esc_html__( 'Download CSV (daily p75 per page type and device, 90 days)', 'islands' ) . '</a></p>';
}

/** Per page type and device, folded away until asked for. */
function islands_vitals_details() {
	$counts = islands_vitals_counts( 'detail' );
	$groups = array();
	foreach ( array_keys( $counts ) as $key ) {
		list( , $page, $device )   = explode( '|', $key );
		$groups[ "$page|$device" ] = array( $page, $device );
	}
	echo '<details class="islands-vitals-detail"><summary>' . esc_html__( 'Per page type and device', 'islands' ) . '</summary>';
	if ( ! $groups ) {
		echo '<p>' . esc_html__( 'No page views measured yet.', 'islands' ) . '</p>';
	}
	ksort( $groups );
	foreach ( $groups as $group => list( $page, $device ) ) {
		echo '<h3 data-group="' . esc_attr( $group ) . '">' . esc_html( islands_vitals_page_name( $page ) . ' · ' . ( 'mobile' === $device ? __( 'mobile', 'islands' ) : __( 'desktop', 'islands' ) ) ) . '</h3>';
		// Keys are "variant|page|device|metric": the variant first, the group after it.
		islands_vitals_table( $counts, '', '|' . $group );
	}
	echo '</details>';
}

/**
 * A page type, as the screen names it.
 *
 * @param string $page The beacon's page type.
 */
function islands_vitals_page_name( $page ) {
	$names = array(
		'product'  => __( 'Product', 'islands' ),
		'shop'     => __( 'Shop and categories', 'islands' ),
		'cart'     => __( 'Cart', 'islands' ),
		'checkout' => __( 'Checkout', 'islands' ),
		'page'     => __( 'Page', 'islands' ),
		'post'     => __( 'Post', 'islands' ),
		'home'     => __( 'Home page', 'islands' ),
		'other'    => __( 'Other', 'islands' ),
	);
	return $names[ $page ] ?? $page;
}
