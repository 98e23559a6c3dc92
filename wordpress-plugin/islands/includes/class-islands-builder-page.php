<?php
/**
 * Islands_Builder_Page: which Elementor elements a page prints, and whether the islands cover them
 * all (includes/elementor.php says what follows from it).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * What Elementor prints on this page: whether it prints any document, and why the page builder's
 * scripts must stay (element → reason; empty when the islands cover every element).
 *
 * The decision comes from what each document printed on the page is made of, the same on every
 * view: Elementor's element cache (on by default) prints a document's stored HTML from the second
 * view on and renders again only its dynamic elements, so the elements it renders are not the
 * page's elements. Every document Elementor prints (the page, the theme builder's parts, the
 * popups, loop items, templates inside widgets) passes through its content filter, cached or not:
 * there the plugin reads the document's saved element tree and checks each element as Elementor
 * would build it. Elements Elementor renders outside any document are checked as they render.
 */
final class Islands_Builder_Page {

	/**
	 * Whether Elementor printed a document (or an element) on this page.
	 *
	 * @var bool
	 */
	private static $printed = false;

	/**
	 * Why the page builder's scripts stay: element (and setting) → reason.
	 *
	 * @var array<string, string>
	 */
	private static $uncovered = array();

	/**
	 * Documents already read on this page (a loop item prints once per post).
	 *
	 * @var array<int, true>
	 */
	private static $documents = array();

	/**
	 * On 'elementor/frontend/builder_content_data' (last): the element tree of a document about to
	 * print, read and passed on unchanged.
	 *
	 * @param mixed $data    The document's elements.
	 * @param mixed $post_id The document's id.
	 * @return mixed
	 */
	public static function note_document( $data, $post_id ) {
		$id = (int) $post_id;
		if ( isset( self::$documents[ $id ] ) || ! is_array( $data ) || ! class_exists( '\Elementor\Plugin' ) ) {
			return $data;
		}
		self::$documents[ $id ] = true;
		self::$printed          = true;
		$elements               = \Elementor\Plugin::$instance->elements_manager;
		foreach ( $data as $element_data ) {
			// The loop builder's "no posts" marker and the like: not elements.
			if ( ! is_array( $element_data ) || empty( $element_data['elType'] ) ) {
				continue;
			}
			$element = $elements->create_element_instance( $element_data );
			// An element Elementor cannot build (its widget's plugin is gone) is not printed either.
			if ( $element ) {
				self::note_tree( $element );
			}
		}
		return $data;
	}

	/**
	 * An element and everything inside it.
	 *
	 * @param \Elementor\Element_Base $element An element built from a document's data.
	 */
	private static function note_tree( $element ) {
		self::note( $element );
		foreach ( (array) $element->get_children() as $child ) {
			self::note_tree( $child );
		}
	}

	/**
	 * On 'elementor/frontend/before_render', for elements rendered outside a document; and for each
	 * element of a document's tree.
	 *
	 * @param mixed $element An Elementor element.
	 */
	public static function note( $element ) {
		$builder = islands_build()['builder'] ?? null;
		if ( ! is_array( $builder ) || ! is_object( $element ) || ! method_exists( $element, 'get_name' ) ) {
			return;
		}
		self::$printed = true;
		// Pro's global widget stands for the widget saved in its template: that one is printed.
		if ( method_exists( $element, 'get_original_element_instance' ) ) {
			$original = $element->get_original_element_instance();
			$element  = is_object( $original ) && method_exists( $original, 'get_name' ) ? $original : $element;
		}
		$name     = (string) $element->get_name();
		$elements = (array) $builder['elements'];
		if ( ! array_key_exists( $name, $elements ) ) {
			/* translators: %s: an Elementor element's name, e.g. video */
			self::$uncovered[ $name ] = sprintf( __( 'Elementor: element “%s”', 'islands' ), $name );
			return;
		}
		$allowed  = (array) $elements[ $name ] + (array) $builder['settings'];
		$settings = method_exists( $element, 'get_frontend_settings' ) ? (array) $element->get_frontend_settings() : array();
		foreach ( $settings as $key => $value ) {
			if ( ! array_key_exists( $key, $allowed ) ) {
				/* translators: 1: a setting's name, e.g. _animation, 2: an Elementor element's name */
				self::$uncovered[ $name . ' ' . $key ] = sprintf( __( 'Elementor: setting “%1$s” of “%2$s”', 'islands' ), $key, $name );
			} elseif ( is_array( $allowed[ $key ] ) && ! in_array( is_scalar( $value ) ? (string) $value : '', $allowed[ $key ], true ) ) {
				/* translators: 1: a setting's name, e.g. _animation, 2: its value, e.g. fadeIn, 3: an Elementor element's name */
				self::$uncovered[ $name . ' ' . $key ] = sprintf( __( 'Elementor: “%1$s” = “%2$s” in “%3$s”', 'islands' ), $key, is_scalar( $value ) ? (string) $value : '…', $name );
			}
		}
	}

	/**
	 * A page builder script: one of build.json's, or Essential Addons' per-page script (eael-<post id>).
	 *
	 * @param string $handle A script handle.
	 * @return bool
	 */
	public static function is_builder_script( $handle ) {
		$builder = islands_build()['builder'] ?? null;
		return ( is_array( $builder ) && in_array( $handle, (array) $builder['handles'], true ) ) || 1 === preg_match( '/^eael-\d+$/', $handle );
	}

	/**
	 * On 'islands_keep_script': why a page builder script stays, decided once the page has printed.
	 *
	 * @param string|null $reason A reason given already, or null.
	 * @param string      $handle A replaced script's handle.
	 * @return string|null
	 */
	public static function keep_reason( $reason, $handle ) {
		if ( null !== $reason || ! self::is_builder_script( $handle ) || ! did_action( 'wp_print_footer_scripts' ) ) {
			return $reason;
		}
		if ( islands_pro_keeps_popups() && in_array( $handle, array( 'elementor-pro-frontend', 'pro-elements-handlers' ), true ) ) {
			return __( 'Settings → Islands: Elementor Pro shows its own popups', 'islands' );
		}
		if ( ! self::$printed ) {
			return __( 'Elementor printed no element on this page', 'islands' );
		}
		return array() === self::$uncovered ? null : implode( '; ', array_slice( array_values( self::$uncovered ), 0, 5 ) );
	}

	/**
	 * On 'islands_replaced_handles': Essential Addons' per-page script, queued under its post's id.
	 *
	 * @param array<string, string[]> $handles Handle → islands that replace it.
	 * @return array<string, string[]>
	 */
	public static function add_addon_scripts( $handles ) {
		$kept = islands_settings()['keep'];
		foreach ( wp_scripts()->queue as $handle ) {
			if ( preg_match( '/^eael-\d+$/', $handle ) && ! in_array( $handle, $kept, true ) ) {
				$handles[ $handle ] = $handles[ $handle ] ?? array( 'eael-tabs' );
			}
		}
		return $handles;
	}
}
