<?php
/**
 * Stand-ins for the few WordPress functions the partials of templates/ print through, for when a
 * partial is rendered without WordPress (php-cli, the tests). Each is defined only where WordPress's
 * own is missing, so inside WordPress the real esc_html(), esc_attr(), esc_url()… run; the partials
 * call them by their WordPress names, which is also what lets the coding standards see the escaping.
 *
 * Each follows WordPress's documented behaviour closely enough that a partial prints the same
 * markup inside and outside WordPress. None is WordPress code. Then islands_print_attributes(), for
 * the attributes a partial prints only when the data has them.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

// These are WordPress's names on purpose: a prefixed name would be a second escaper the coding
// standards cannot see through. They exist only where WordPress is absent.
// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedFunctionFound

if ( ! function_exists( 'esc_html' ) ) {
	/**
	 * The five special characters as entities; an entity already in the text is kept, as WordPress does.
	 *
	 * @param string $text Text to print in an element.
	 * @return string
	 */
	function esc_html( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', false );
	}
}

if ( ! function_exists( 'esc_attr' ) ) {
	/**
	 * As esc_html(), for an attribute value.
	 *
	 * @param string $text Text to print in a quoted attribute.
	 * @return string
	 */
	function esc_attr( $text ) {
		return esc_html( $text );
	}
}

if ( ! function_exists( 'esc_html__' ) ) {
	/**
	 * Without WordPress there is no catalogue: the text as written (the partials' Spanish), escaped.
	 *
	 * @param string $text   Text to translate.
	 * @param string $domain Text domain (unused here).
	 * @return string
	 */
	function esc_html__( $text, $domain = 'default' ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's signature; no catalogue to look in.
		return esc_html( $text );
	}
}

if ( ! function_exists( 'esc_attr__' ) ) {
	/**
	 * As esc_html__(), for an attribute value.
	 *
	 * @param string $text   Text to translate.
	 * @param string $domain Text domain (unused here).
	 * @return string
	 */
	function esc_attr__( $text, $domain = 'default' ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's signature; no catalogue to look in.
		return esc_attr( $text );
	}
}

if ( ! function_exists( 'esc_url' ) ) {
	/**
	 * A URL for an href or src: characters a URL cannot hold removed, `&` and `'` as entities, and ''
	 * for an address whose scheme WordPress does not allow (javascript:, data:, vbscript:…).
	 *
	 * @param string $url       The address.
	 * @param array  $protocols Allowed schemes; WordPress's default list when null.
	 * @return string
	 */
	function esc_url( $url, $protocols = null ) {
		$url = str_replace( ' ', '%20', ltrim( (string) $url ) );
		$url = (string) preg_replace( '|[^a-z0-9-~+_.?#=!&;,/:%@$\|*\'()\[\]\x80-\xff]|i', '', $url );
		// Encoded line breaks and other control characters, which could split a header or hide a scheme.
		$url = (string) preg_replace( '/%0[0-9a-f]/i', '', $url );
		if ( '' === $url ) {
			return '';
		}
		// A bare host ("tienda.test/x") is an absolute address to WordPress; a path, query, fragment or a PHP file is not.
		if ( false === strpos( $url, ':' ) && ! in_array( $url[0], array( '/', '#', '?' ), true ) && ! preg_match( '/^[a-z0-9-]+?\.php/i', $url ) ) {
			$url = 'http://' . $url;
		}
		if ( preg_match( '/^([^:\/?#]*):/', $url, $scheme ) ) {
			$allowed = null !== $protocols ? (array) $protocols : array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn' );
			if ( ! in_array( strtolower( $scheme[1] ), $allowed, true ) ) {
				return '';
			}
		}
		return str_replace( array( '&amp;', '&', "'" ), array( '&#038;', '&#038;', '&#039;' ), $url );
	}
}

if ( ! function_exists( 'wp_json_encode' ) ) {
	/**
	 * JSON, or false when the value cannot be encoded.
	 *
	 * @param mixed $value The value.
	 * @param int   $flags json_encode() flags.
	 * @param int   $depth Maximum depth.
	 * @return string|false
	 */
	function wp_json_encode( $value, $flags = 0, $depth = 512 ) {
		return json_encode( $value, $flags, $depth ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- this is the stand-in for wp_json_encode().
	}
}

if ( ! function_exists( 'wp_print_script_tag' ) ) {
	/**
	 * Prints a script element with these attributes (true: the attribute alone), as WordPress does.
	 *
	 * @param array $attributes Attribute names and values.
	 */
	function wp_print_script_tag( $attributes ) {
		echo '<script';
		islands_print_attributes( (array) $attributes );
		echo "></script>\n";
	}
}

// phpcs:enable

if ( ! function_exists( 'islands_print_attributes' ) ) {
	/**
	 * Prints attributes that are there or not depending on the data: ` name="value"` each, the value
	 * through esc_attr(); true prints the name alone, null or false nothing. Addresses go through
	 * esc_url() before they come here.
	 *
	 * @param array $attributes Attribute names and values, in the order they are printed.
	 */
	function islands_print_attributes( array $attributes ) {
		foreach ( $attributes as $name => $value ) {
			if ( true === $value ) {
				echo ' ' . esc_attr( $name );
			} elseif ( null !== $value && false !== $value ) {
				echo ' ' . esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
			}
		}
	}
}
