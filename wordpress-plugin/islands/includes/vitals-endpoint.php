<?php
/**
 * POST /wp-json/islands/v1/vitals (docs/vitals.md): one page view's measures, from the reporter
 * or any tool that speaks the same shape. Public by design (no cookie, nonce or login: a beacon
 * sent as the page goes away carries none); every value is checked, and nothing personal is kept.
 * 204 when counted; 400 with {code, message} when anything is off; 429 past the rate limit.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

const ISLANDS_VITALS_MAX_BODY = 2048;
// Beacons one client (an address; an IPv6 /64) may have counted per window: a real visitor, even
// measured on every page view, sends about one a page; a flood of any size changes at most 6 × 5 buckets.
const ISLANDS_VITALS_RATE_LIMIT  = 6;
const ISLANDS_VITALS_RATE_WINDOW = 600;

/** What each key of a beacon may be. */
function islands_vitals_allowed() {
	return array(
		'variant' => array( 'islands', 'original' ),
		'page'    => array( 'product', 'shop', 'cart', 'checkout', 'page', 'post', 'home', 'other' ),
		'device'  => array( 'mobile', 'desktop' ),
	);
}

/** On rest_api_init: the route. */
function islands_vitals_register_route() {
	register_rest_route(
		'islands/v1',
		'/vitals',
		array(
			'methods'             => 'POST',
			'callback'            => 'islands_vitals_receive',
			// Public on purpose: see above.
			'permission_callback' => '__return_true',
		)
	);
}

/**
 * The route's answer.
 *
 * @param WP_REST_Request $request The beacon.
 * @return WP_REST_Response|WP_Error
 */
function islands_vitals_receive( WP_REST_Request $request ) {
	$type = strtolower( trim( explode( ';', (string) $request->get_header( 'content_type' ) )[0] ) );
	if ( 'application/json' !== $type && 'text/plain' !== $type ) {
		return islands_vitals_refusal( 'islands_vitals_type', __( 'The body must be JSON, sent as application/json or text/plain.', 'islands' ) );
	}
	// Where the REST prefix is not /wp-json/ the early check did not recognise the address.
	if ( ! islands_vitals_counted() && islands_vitals_over_rate_limit() ) {
		return new WP_Error( 'islands_vitals_rate', __( 'Too many beacons from this client; try again later.', 'islands' ), array( 'status' => 429 ) );
	}
	$beacon = islands_vitals_check_beacon( $request->get_body() );
	if ( is_wp_error( $beacon ) ) {
		return $beacon;
	}
	islands_vitals_record( $beacon );
	return new WP_REST_Response( null, 204 );
}

/**
 * A 400 answer.
 *
 * @param string $code    Machine-readable reason.
 * @param string $message What was off.
 * @return WP_Error
 */
function islands_vitals_refusal( $code, $message ) {
	return new WP_Error( $code, $message, array( 'status' => 400 ) );
}

/**
 * Whether a decoded JSON value was a non-empty object (string keys), not a list.
 *
 * @param mixed $value The decoded value.
 */
function islands_vitals_is_object( $value ) {
	return is_array( $value ) && $value && array_keys( $value ) !== range( 0, count( $value ) - 1 );
}

/**
 * A beacon's body, checked: every key known, every value allowed and within its bound.
 *
 * @param string $body The raw body.
 * @return array|WP_Error The beacon (variant, page, device, metrics), or why not.
 */
function islands_vitals_check_beacon( $body ) {
	if ( strlen( $body ) > ISLANDS_VITALS_MAX_BODY ) {
		return islands_vitals_refusal( 'islands_vitals_too_large', __( 'The body is over 2 KB.', 'islands' ) );
	}
	$beacon = json_decode( $body, true, 4 );
	if ( ! islands_vitals_is_object( $beacon ) ) {
		return islands_vitals_refusal( 'islands_vitals_json', __( 'The body is not a JSON object.', 'islands' ) );
	}
	$allowed = islands_vitals_allowed();
	$unknown = array_diff( array_keys( $beacon ), array_merge( array_keys( $allowed ), array( 'metrics' ) ) );
	if ( $unknown ) {
		/* translators: %s: the unknown key */
		return islands_vitals_refusal( 'islands_vitals_key', sprintf( __( 'Unknown key: %s.', 'islands' ), substr( (string) reset( $unknown ), 0, 40 ) ) );
	}
	foreach ( $allowed as $key => $values ) {
		if ( ! isset( $beacon[ $key ] ) || ! in_array( $beacon[ $key ], $values, true ) ) {
			/* translators: 1: the key, 2: the values it may take */
			return islands_vitals_refusal( 'islands_vitals_value', sprintf( __( '%1$s must be one of: %2$s.', 'islands' ), $key, implode( ', ', $values ) ) );
		}
	}
	$metrics = islands_vitals_check_metrics( $beacon['metrics'] ?? null );
	if ( is_wp_error( $metrics ) ) {
		return $metrics;
	}
	$beacon['metrics'] = $metrics;
	return $beacon;
}

/**
 * A beacon's metrics, checked: at least one, each a finite number from 0 to its bound; INPTarget a
 * short text, only with INP.
 *
 * @param mixed $metrics What the beacon said.
 * @return array|WP_Error
 */
function islands_vitals_check_metrics( $metrics ) {
	$bounds = islands_vitals_bounds();
	if ( ! islands_vitals_is_object( $metrics ) ) {
		return islands_vitals_refusal( 'islands_vitals_metrics', __( 'metrics must be an object with at least one of LCP, INP, CLS, FCP, TTFB.', 'islands' ) );
	}
	foreach ( $metrics as $name => $value ) {
		if ( 'INPTarget' === $name ) {
			if ( ! is_string( $value ) || ! isset( $metrics['INP'] ) || '' === $value || mb_strlen( $value ) > 100 || preg_match( '/[\x00-\x1f\x7f]/', $value ) ) {
				return islands_vitals_refusal( 'islands_vitals_target', __( 'INPTarget must be a text of 1 to 100 characters, sent with INP.', 'islands' ) );
			}
			continue;
		}
		if ( ! isset( $bounds[ $name ] ) ) {
			/* translators: %s: the unknown metric */
			return islands_vitals_refusal( 'islands_vitals_key', sprintf( __( 'Unknown metric: %s.', 'islands' ), substr( (string) $name, 0, 40 ) ) );
		}
		if ( ! ( is_int( $value ) || is_float( $value ) ) || ! is_finite( (float) $value ) || $value < 0 || $value > $bounds[ $name ] ) {
			/* translators: 1: the metric, 2: its largest value */
			return islands_vitals_refusal( 'islands_vitals_range', sprintf( __( '%1$s must be a number from 0 to %2$s.', 'islands' ), $name, $bounds[ $name ] ) );
		}
	}
	return $metrics;
}

/**
 * Whether this request is a beacon to the route (by its address alone: WordPress has not routed
 * it yet when the rate limit is asked).
 */
function islands_vitals_is_beacon_request() {
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
	$uri    = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	return 'post' === $method && (bool) preg_match( '#(/wp-json/|[?&]rest_route=/)islands/v1/vitals/?($|[?&])#', rawurldecode( $uri ) );
}

/**
 * The rate limit's salt: what wp_salt( 'nonce' ) gives, read before pluggable.php defines it (the
 * check runs as the plugin loads): wp-config.php's keys, or else the ones WordPress keeps as options.
 */
function islands_vitals_secret() {
	if ( defined( 'NONCE_KEY' ) && defined( 'NONCE_SALT' ) ) {
		return NONCE_KEY . NONCE_SALT;
	}
	return get_site_option( 'nonce_key' ) . get_site_option( 'nonce_salt' );
}

/**
 * The client the rate limit counts: an IPv4 address on its own, an IPv6 address by its /64 (a
 * subscriber is given a whole /64 and may use any address in it), an IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d) as its IPv4 address. Anything else as given.
 *
 * @param string $address The request's REMOTE_ADDR.
 * @return string
 */
function islands_vitals_rate_client( $address ) {
	$packed = filter_var( $address, FILTER_VALIDATE_IP ) ? inet_pton( $address ) : false;
	if ( false === $packed || 16 !== strlen( $packed ) ) {
		return $address;
	}
	if ( str_repeat( "\0", 10 ) . "\xff\xff" === substr( $packed, 0, 12 ) ) {
		return inet_ntop( substr( $packed, 12 ) );
	}
	return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
}

/**
 * Counts this client's beacon in the current window and says whether it is over the limit. The
 * counter is named by a salted hash of the client and the window (no address is stored) and
 * expires with the window.
 */
function islands_vitals_over_rate_limit() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$window  = (int) floor( time() / ISLANDS_VITALS_RATE_WINDOW );
	$name    = 'islands_vitals_rate_' . substr( hash_hmac( 'sha256', islands_vitals_rate_client( $address ) . '|' . $window, islands_vitals_secret() ), 0, 24 );
	$count   = islands_vitals_count( $name, ( $window + 1 ) * ISLANDS_VITALS_RATE_WINDOW );
	/**
	 * Filters how many beacons one client (an IPv4 address, an IPv6 /64) may have counted per 10
	 * minutes (6 by default): a shop whose visitors share few addresses (a company network, a
	 * reverse proxy) may raise it. Only a must-use plugin can change it: the check runs as this
	 * plugin loads.
	 *
	 * @param int $limit Beacons per client per window.
	 */
	return $count > (int) apply_filters( 'islands_vitals_rate_limit', ISLANDS_VITALS_RATE_LIMIT );
}

/**
 * Adds 1 to a rate limit counter and gives its count. In the persistent object cache where the
 * site has one (add and incr are atomic there, and nothing reaches the database); else in the
 * options table as a transient, in one atomic statement so concurrent beacons each get their count.
 *
 * @param string $name  The counter's name.
 * @param int    $until When its window ends (Unix time).
 * @return int
 */
function islands_vitals_count( $name, $until ) {
	global $wpdb;
	if ( wp_using_ext_object_cache() ) {
		wp_cache_add( $name, 0, 'islands_vitals_rate', max( 1, $until - time() ) );
		$count = wp_cache_incr( $name, 1, 'islands_vitals_rate' );
		// Evicted between the two calls: this beacon is the first one the cache knows of.
		return false === $count ? 1 : (int) $count;
	}
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- an atomic counter; the Options API reads and writes in two steps.
	$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'no') ON DUPLICATE KEY UPDATE option_value = LAST_INSERT_ID(option_value + 1)", '_transient_' . $name ) );
	$count = 1 === (int) $wpdb->rows_affected ? 1 : (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
	if ( 1 === $count ) {
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", '_transient_timeout_' . $name, (string) $until ) );
	}
	// phpcs:enable
	return $count;
}

/**
 * Whether this request's beacon was already counted against the rate limit.
 *
 * @param bool $now True to say it was, now.
 */
function islands_vitals_counted( $now = false ) {
	static $counted = false;
	if ( $now ) {
		$counted = true;
	}
	return $counted;
}

/**
 * As the plugin loads: a beacon over the rate limit, or with a body over 2 KB, is answered before
 * the shop's plugins initialise, so a flood costs little and never holds up page views for long.
 */
function islands_vitals_refuse_early() {
	if ( ! islands_vitals_is_beacon_request() ) {
		return;
	}
	islands_vitals_counted( true );
	$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
	if ( $length > ISLANDS_VITALS_MAX_BODY ) {
		islands_vitals_answer_now( 400, 'islands_vitals_too_large', 'The body is over 2 KB.' );
	}
	if ( islands_vitals_over_rate_limit() ) {
		header( 'Retry-After: ' . ISLANDS_VITALS_RATE_WINDOW );
		islands_vitals_answer_now( 429, 'islands_vitals_rate', 'Too many beacons from this client; try again later.' );
	}
}

/**
 * Answers {code, message} and ends the request (translations are not loaded yet: English).
 *
 * @param int    $status  HTTP status.
 * @param string $code    Machine-readable reason.
 * @param string $message What was off.
 */
function islands_vitals_answer_now( $status, $code, $message ) {
	status_header( $status );
	header( 'Content-Type: application/json; charset=utf-8' );
	nocache_headers();
	echo wp_json_encode(
		array(
			'code'    => $code,
			'message' => $message,
			'data'    => array( 'status' => $status ),
		)
	);
	exit;
}
