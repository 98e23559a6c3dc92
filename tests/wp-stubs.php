<?php
// Just enough of WordPress and WooCommerce for the partials of templates/ to take their "inside
// WordPress" path under php-cli (php -d auto_prepend_file=tests/wp-stubs.php …). Each function
// returns what a Spanish shop at http://tienda.test would, and the escaping functions follow
// WordPress's documented behaviour; none is WordPress code.

function admin_url( $path = '', $scheme = 'admin' ) {
	return ( 'relative' === $scheme ? '' : 'http://tienda.test' ) . '/wp-admin/' . $path;
}
function home_url( $path = '', $scheme = null ) {
	return ( 'relative' === $scheme ? '' : 'http://tienda.test' ) . $path;
}
function rest_url() {
	return 'http://tienda.test/wp-json/';
}
function esc_url_raw( $url ) {
	return $url;
}
// WordPress's esc_html() and esc_attr(): the five special characters as entities, an entity that is
// already there left as it is.
function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false );
}
function esc_attr( $text ) {
	return esc_html( $text );
}
// WordPress's esc_url() for display: characters a URL cannot hold removed, `&` and `'` as entities,
// and '' for an address whose scheme is not one of wp_allowed_protocols() (javascript:, data:, …).
function esc_url( $url, $protocols = null, $_context = 'display' ) {
	$url = str_replace( ' ', '%20', trim( (string) $url ) );
	$url = preg_replace( '|[^a-z0-9-~+_.?#=!&;,/:%@$\|*\'()\[\]\x80-\xff]|i', '', $url );
	$url = preg_replace( '/%0[0-9a-f]/i', '', $url );
	if ( '' === $url ) {
		return '';
	}
	if ( ! str_contains( $url, ':' ) && ! in_array( $url[0], array( '/', '#', '?' ), true ) && ! preg_match( '/^[a-z0-9-]+?\.php/i', $url ) ) {
		$url = 'http://' . $url;
	}
	if ( preg_match( '/^([^:\/?#]*):/', $url, $scheme ) ) {
		$allowed = $protocols ?? array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn' );
		if ( ! in_array( strtolower( $scheme[1] ), $allowed, true ) ) {
			return '';
		}
	}
	if ( 'display' === $_context ) {
		$url = str_replace( array( '&amp;', '&', "'" ), array( '&#038;', '&#038;', '&#039;' ), $url );
	}
	return $url;
}
function wp_json_encode( $value, $flags = 0, $depth = 512 ) {
	return json_encode( $value, $flags, $depth );
}
// The translation functions: the es_ES catalogue holds the partials' own Spanish, so each returns
// its text (escaped, for the esc_*__ pair).
function __( $text, $domain = 'default' ) {
	return $text;
}
function esc_html__( $text, $domain = 'default' ) {
	return esc_html( $text );
}
function esc_attr__( $text, $domain = 'default' ) {
	return esc_attr( $text );
}
// wp_print_script_tag() on the front end of a theme with html5 script support: each attribute's
// value through esc_attr(), a true one as its name alone, then "></script>" and a newline.
function wp_print_script_tag( $attributes ) {
	$html = '';
	foreach ( $attributes as $name => $value ) {
		if ( is_bool( $value ) ) {
			$html .= $value ? ' ' . esc_attr( $name ) : '';
		} else {
			$html .= ' ' . esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
		}
	}
	echo '<script' . $html . "></script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput
}
function wp_create_nonce( $action ) {
	return substr( md5( 'stub|' . $action ), 0, 10 );
}
function get_theme_file_uri( $file ) {
	// The fixture server serves the bundle at /islands/, so the test page can load it.
	return '/' . $file;
}
function determine_locale() {
	return 'es_ES';
}
function get_option( $name ) {
	return 'woocommerce_cart_redirect_after_add' === $name ? 'no' : false;
}
function WC() {
	return null;
}
function wc_get_cart_url() {
	return 'http://tienda.test/carrito/';
}
function wc_get_checkout_url() {
	return 'http://tienda.test/finalizar-compra/';
}
function get_woocommerce_currency() {
	return 'EUR';
}
function is_cart() {
	return true;
}
function is_checkout() {
	return false;
}
class WC_AJAX {
	public static function get_endpoint( $request = '' ) {
		return '/?wc-ajax=' . $request;
	}
}
// ISLANDS_TEST_PLUGIN_ACTIVE=1: the Islands plugin is installed on the site (it defines
// ISLANDS_PLUGIN_FILE in wordpress-plugin/islands/islands.php), so islands-config.php leaves the
// head to it.
if ( '1' === getenv( 'ISLANDS_TEST_PLUGIN_ACTIVE' ) ) {
	define( 'ISLANDS_PLUGIN_FILE', '/wp-content/plugins/islands/islands.php' );
}

// wp_nav_menu() as WordPress prints a menu assigned to a theme location (Walker_Nav_Menu's markup:
// `ul#menu-{slug}.menu`, `li.menu-item…menu-item-has-children`, `ul.sub-menu`; item addresses through
// esc_url, titles as stored, for they are HTML). The menus: ISLANDS_TEST_MENUS, JSON of
// {"location": [{"title", "url", "children": […]}, …]}, else menu-1 holds the fixture's header menu
// (server/render/site-nav.ts). A location without a menu gives false, as with 'fallback_cb' => false.
function wp_nav_menu( $args = array() ) {
	static $ids = array();
	$menus    = json_decode( (string) getenv( 'ISLANDS_TEST_MENUS' ), true );
	$menus    = is_array( $menus ) ? $menus : array(
		'menu-1' => array(
			array( 'title' => 'Inicio', 'url' => '/' ),
			array(
				'title'    => 'Tienda',
				'url'      => '/tienda/',
				'children' => array(
					array( 'title' => 'Camiseta básica', 'url' => '/producto/camiseta-basica/' ),
					array( 'title' => 'Sudadera con capucha', 'url' => '/producto/sudadera-con-capucha/' ),
				),
			),
			array(
				'title'    => 'Blog',
				'url'      => '/blog-filtrado/',
				'children' => array(
					array( 'title' => 'Reseña de hosting', 'url' => '/resena-mejor-hosting/' ),
					array( 'title' => 'Podcast', 'url' => '/podcast/' ),
				),
			),
			array( 'title' => 'Contacto', 'url' => '/contacto/' ),
		),
	);
	$location = (string) ( $args['theme_location'] ?? '' );
	if ( empty( $menus[ $location ] ) ) {
		return false;
	}
	$item  = 200;
	$items = static function ( array $list ) use ( &$items, &$item ) {
		$out = array();
		foreach ( $list as $entry ) {
			$n     = ++$item;
			$kids  = empty( $entry['children'] ) ? '' : "\n<ul class=\"sub-menu\">\n" . $items( $entry['children'] ) . "\n</ul>\n";
			$class = 'menu-item menu-item-type-post_type menu-item-object-page' . ( $kids ? ' menu-item-has-children' : '' ) . ' menu-item-' . $n;
			$out[] = '<li class="' . esc_attr( $class ) . '"><a href="' . esc_url( $entry['url'] ?? '' ) . '">' . $entry['title'] . '</a>' . $kids . '</li>';
		}
		return implode( "\n", $out );
	};
	// A second call for the same menu gets another id, as WordPress numbers repeated menu ids.
	$slug        = 'menu-' . preg_replace( '/[^a-z0-9-]/', '', $location );
	$id          = isset( $ids[ $slug ] ) ? $slug . '-' . ( ++$ids[ $slug ] ) : $slug;
	$ids[ $slug ] = $ids[ $slug ] ?? 0;
	$html        = '<ul id="' . esc_attr( $id ) . '" class="' . esc_attr( $args['menu_class'] ?? 'menu' ) . '">' . $items( $menus[ $location ] ) . '</ul>';
	if ( isset( $args['echo'] ) && ! $args['echo'] ) {
		return $html;
	}
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput
}
