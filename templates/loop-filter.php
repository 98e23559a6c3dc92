<?php
/**
 * A loop filter bar for a theme that prints one itself: Elementor Pro's Taxonomy Filter markup
 * (div.elementor-widget-taxonomy-filter › search.e-filter › .e-filter-item), which
 * widgets/page-builder/loop-filter turns into the filter that refreshes the Loop Grid in place
 * (docs/loop-filter.md). Each term is a link to the filtered listing, with `role="button"` and
 * `aria-pressed` as the plugin's buttons, so filtering works with JavaScript off too: the page
 * must print its grid for the `e-filter-{loop_id}-{taxonomy}` parameters of the address (Elementor
 * Pro's Loop Grid does, for `+` and `~`).
 *
 * Above the theme's post grid:
 *
 *     get_template_part( 'templates/loop-filter', null, array(
 *         'widget_id'           => 'd49ad14',  // this bar's element id (7 letters and digits)
 *         'loop_id'             => 'f1584e6',  // the Loop Grid it filters
 *         'taxonomy'            => 'category',
 *         'multiple'            => true,       // several terms at once…
 *         'logical_combination' => 'OR',       // …joined by AND or OR
 *     ) );
 *
 * Inside WordPress the terms ('terms' => array( array( 'slug' => …, 'name' => … ) )), the base URL
 * (the listing's first page), the page number and the query string default to the taxonomy's
 * non-empty terms, get_permalink(), the 'paged' / 'page' query vars and $_SERVER['QUERY_STRING'].
 * The address rules are rules/loop-filter.ts's, written again here.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_loop = (string) ( $args['loop_id'] ?? '' );
$islands_id   = (string) ( $args['widget_id'] ?? '' );
$islands_tax  = (string) ( $args['taxonomy'] ?? '' );
if ( ! preg_match( '/^[a-zA-Z0-9]{7}$/', $islands_loop ) || ! preg_match( '/^[a-zA-Z0-9]{7}$/', $islands_id ) || ! preg_match( '/^[\w-]+$/', $islands_tax ) ) {
	return;
}
$islands_multiple = ! empty( $args['multiple'] );
$islands_join     = in_array( $args['logical_combination'] ?? '', array( 'AND', 'OR' ), true ) ? $args['logical_combination'] : 'DISABLED';
$islands_join     = $islands_multiple ? $islands_join : 'DISABLED';

$islands_terms = $args['terms'] ?? null;
if ( ! is_array( $islands_terms ) && function_exists( 'get_terms' ) ) {
	$islands_terms = array();
	$islands_found = get_terms(
		array(
			'taxonomy'   => $islands_tax,
			'hide_empty' => true,
		)
	);
	foreach ( is_array( $islands_found ) ? $islands_found : array() as $islands_term ) {
		$islands_terms[] = array(
			'slug' => $islands_term->slug,
			'name' => $islands_term->name,
		);
	}
}
$islands_base  = (string) ( $args['base_url'] ?? ( function_exists( 'get_permalink' ) ? get_permalink() : '/' ) );
$islands_page  = (int) ( $args['page_num'] ?? ( function_exists( 'get_query_var' ) ? max( 1, (int) get_query_var( 'paged' ), (int) get_query_var( 'page' ) ) : 1 ) );
$islands_query = (string) ( $args['query'] ?? ( $_SERVER['QUERY_STRING'] ?? '' ) ); // phpcs:ignore WordPress.Security -- read as the browser's URLSearchParams reads it, escaped on output.
$islands_all   = (string) ( $args['all_label'] ?? ( function_exists( '__' ) ? __( 'Todas', 'islands' ) : 'Todas' ) );

// A term's identity: a percent-encoded slug and its characters are one term.
$islands_key = static function ( $slug ) {
	$decoded = rawurldecode( (string) $slug );
	$decoded = preg_match( '//u', $decoded ) ? $decoded : (string) $slug;
	return class_exists( 'Normalizer' ) ? (string) Normalizer::normalize( $decoded, Normalizer::FORM_C ) : $decoded;
};
// The query string as pairs, as URLSearchParams reads it ('+' is a space).
$islands_pairs = array();
foreach ( '' === $islands_query ? array() : explode( '&', ltrim( $islands_query, '?' ) ) as $islands_part ) {
	if ( '' === $islands_part ) {
		continue;
	}
	$islands_kv      = explode( '=', $islands_part, 2 );
	$islands_pairs[] = array( urldecode( $islands_kv[0] ), urldecode( $islands_kv[1] ?? '' ) );
}
$islands_prefix  = "e-filter-{$islands_loop}-";
$islands_filters = array(); // By taxonomy: the chosen term keys ('terms') and how they join ('join': AND, OR, NOT or DISABLED).
foreach ( $islands_pairs as list( $islands_k, $islands_v ) ) {
	if ( 0 !== strpos( $islands_k, $islands_prefix ) || strlen( $islands_k ) === strlen( $islands_prefix ) ) {
		continue;
	}
	$islands_list = array_values( array_unique( array_map( $islands_key, array_values( array_filter( array_map( 'trim', preg_split( '/[ +~!]/', $islands_v ) ), 'strlen' ) ) ) ) );
	if ( ! $islands_list ) {
		continue;
	}
	$islands_j = false !== strpos( $islands_v, '~' ) ? 'OR' : ( false !== strpos( $islands_v, '!' ) ? 'NOT' : ( preg_match( '/[ +]/', trim( $islands_v ) ) ? 'AND' : 'DISABLED' ) );
	$islands_filters[ substr( $islands_k, strlen( $islands_prefix ) ) ] = array(
		'terms' => $islands_list,
		'join'  => $islands_j,
	);
}
$islands_current = $islands_filters[ $islands_tax ] ?? null;

// The filter after a click on $slug (docs/loop-filter.md#choosing-terms); null: no filter.
$islands_toggle = static function ( $slug ) use ( $islands_current, $islands_multiple, $islands_join, $islands_key ) {
	if ( '__all' === $slug ) {
		return null;
	}
	$key = $islands_key( $slug );
	if ( $islands_current && in_array( $key, $islands_current['terms'], true ) ) {
		$terms = array_values( array_diff( $islands_current['terms'], array( $key ) ) );
		if ( ! $terms ) {
			return null;
		}
		return array(
			'terms' => $terms,
			'join'  => 1 === count( $terms ) && 'NOT' !== $islands_current['join'] ? 'DISABLED' : $islands_current['join'],
		);
	}
	if ( ! $islands_multiple || 'DISABLED' === $islands_join || ! $islands_current ) {
		return array(
			'terms' => array( $key ),
			'join'  => 'DISABLED',
		);
	}
	return array(
		'terms' => array_merge( $islands_current['terms'], array( $key ) ),
		'join'  => 'NOT' === $islands_current['join'] ? 'NOT' : $islands_join,
	);
};
// The listing's first page, on this site: the path of the base URL.
$islands_path = function_exists( 'wp_parse_url' ) ? wp_parse_url( $islands_base, PHP_URL_PATH ) : parse_url( $islands_base, PHP_URL_PATH ); // phpcs:ignore WordPress.WP.AlternativeFunctions
$islands_path = $islands_path ? $islands_path : '/';
// The address of the listing with this taxonomy's filter replaced: other parameters kept, page dropped.
$islands_href = static function ( $filter ) use ( $islands_pairs, $islands_filters, $islands_tax, $islands_prefix, $islands_loop, $islands_path ) {
	$filters = $islands_filters;
	if ( $filter ) {
		$filters[ $islands_tax ] = $filter;
	} else {
		unset( $filters[ $islands_tax ] );
	}
	$out = array();
	foreach ( $islands_pairs as list( $k, $v ) ) {
		if ( 0 === strpos( $k, $islands_prefix ) || "e-page-{$islands_loop}" === $k || 'page' === $k || 'paged' === $k ) {
			continue;
		}
		$out[] = rawurlencode( $k ) . '=' . rawurlencode( $v );
	}
	$separators = array(
		'AND' => '+',
		'OR'  => '~',
		'NOT' => '!',
	);
	foreach ( $filters as $taxonomy => $f ) {
		$value = 'DISABLED' === $f['join'] ? $f['terms'][0] : ( 'NOT' === $f['join'] && 1 === count( $f['terms'] ) ? '!' : '' ) . implode( $separators[ $f['join'] ], $f['terms'] );
		$out[] = rawurlencode( $islands_prefix . $taxonomy ) . '=' . rawurlencode( $value );
	}
	// As URLSearchParams writes a query: a space as '+'; the separators and '*' left as they are.
	$query = str_replace( array( '%20', '%2B', '%7E', '%21', '%2A' ), array( '+', '+', '~', '!', '*' ), implode( '&', $out ) );
	return $islands_path . ( '' === $query ? '' : '?' . $query );
};

$islands_settings = array(
	'selected_element'   => $islands_loop,
	'taxonomy'           => $islands_tax,
	'multiple_selection' => $islands_multiple ? 'yes' : 'no',
);
if ( $islands_multiple ) {
	$islands_settings['logical_combination'] = $islands_join;
}
$islands_settings['horizontal_scroll'] = 'disable';

$islands_item = static function ( $slug, $label, $pressed ) use ( $islands_href, $islands_toggle ) {
	printf(
		"\t\t\t<a class=\"e-filter-item\" href=\"%s\" role=\"button\" data-filter=\"%s\" aria-pressed=\"%s\">%s</a>\n",
		esc_url( $islands_href( $islands_toggle( $slug ) ) ),
		esc_attr( $slug ),
		$pressed ? 'true' : 'false',
		esc_html( $label )
	);
};
?>
<div class="elementor-element elementor-element-<?php echo esc_attr( $islands_id ); ?> elementor-widget elementor-widget-taxonomy-filter" data-id="<?php echo esc_attr( $islands_id ); ?>" data-element_type="widget" data-settings="<?php echo esc_attr( wp_json_encode( $islands_settings ) ); ?>" data-widget_type="taxonomy-filter.default">
		<search class="e-filter" role="search" data-base-url="<?php echo esc_url( $islands_base ); ?>" data-page-num="<?php echo (int) max( 1, $islands_page ); ?>">
<?php
foreach ( is_array( $islands_terms ) ? $islands_terms : array() as $islands_term ) {
	$islands_slug = (string) ( $islands_term['slug'] ?? '' );
	if ( '' !== $islands_slug ) {
		$islands_item( $islands_slug, $islands_term['name'] ?? $islands_slug, $islands_current && in_array( $islands_key( $islands_slug ), $islands_current['terms'], true ) );
	}
}
$islands_item( '__all', $islands_all, ! $islands_current );
?>
		</search>
</div>
