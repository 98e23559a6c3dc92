<?php
/**
 * Elementor's, Elementor Pro's and Essential Addons' front-end scripts (docs/site-extras.md#the-page-builders-scripts).
 * Every element of the Elementor documents a page prints is checked against the elements the
 * islands cover (build.json "builder", from wordpress-plugin/replaced-handles.mjs): its name, and
 * the front-end settings it prints for those scripts (data-settings), read from the documents'
 * saved element trees so that a view served from Elementor's element cache decides as the first
 * view did (Islands_Builder_Page). On a page where all are covered, the page builder's scripts
 * print as data only (elementorFrontendConfig stays) and the islands do their work; one element
 * outside the list keeps them all, and #islands-report says which. The decision is taken in the
 * footer, once the page and its popups have printed: the scripts are footer scripts.
 *
 * Where Elementor Pro's handlers stay, its popup module is left out of the modules Pro starts
 * (through Pro's own 'elementor-pro/frontend/handlers' filter): it would show the popups twice
 * with the islands and count the page views a second time. The share buttons, countdown and
 * progress tracker modules go the same way (docs/site-extras.md): their islands would otherwise
 * open every share window twice and run a countdown's end actions twice.
 * The owner can keep Pro's popups instead (a switch under Ajustes → Islands): Pro's scripts then
 * stay, its popup module with them, and the islands leave the popups and the visit counts to it.
 */

defined( 'ABSPATH' ) || exit;

/** The owner's switch under Ajustes → Islands: Elementor Pro keeps showing its own popups. */
function islands_pro_keeps_popups() {
	return 'elementor' === islands_settings()['popups'];
}

/**
 * With that switch, #islands-config says so ("popups": "elementor"): the popup islands then stay
 * off the printed popups, and the page views are counted by Pro alone.
 */
function islands_config_pro_popups( $config ) {
	if ( is_array( $config ) && islands_pro_keeps_popups() ) {
		$config['popups'] = 'elementor';
	}
	return $config;
}

/** Runs after the swap's footer pass: only where Pro's handlers still print. */
function islands_leave_out_pro_popups() {
	$scripts = wp_scripts();
	if ( ! islands_is_active() || ! $scripts->query( 'pro-elements-handlers', 'enqueued' ) || ! $scripts->registered['pro-elements-handlers']->src ) {
		return;
	}
	// The share buttons, countdown and progress tracker go whatever the popup switch says.
	$modules = array( 'share_buttons', 'countdown', 'progressTracker' );
	if ( ! islands_pro_keeps_popups() ) {
		$modules[] = 'popup';
	}
	$deletes = '';
	foreach ( $modules as $module ) {
		$deletes .= 'delete h.' . $module . ';';
	}
	// Pro adds its modules when its frontend starts: this runs after its own filter, which adds them.
	wp_add_inline_script(
		'pro-elements-handlers',
		"window.elementorProFrontend&&elementorProFrontend.on('elementor-pro/modules/init/before',function(){elementorFrontend.hooks.addFilter('elementor-pro/frontend/handlers',function(h){{$deletes}return h},20)});",
		'after'
	);
}

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

	/** @var bool */
	private static $printed = false;

	/** @var array<string, string> */
	private static $uncovered = array();

	/** @var array<int, true> Documents already read on this page (a loop item prints once per post). */
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

	/** An element and everything inside it. */
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
			self::$uncovered[ $name ] = sprintf( 'Elementor: elemento «%s»', $name );
			return;
		}
		$allowed  = (array) $elements[ $name ] + (array) $builder['settings'];
		$settings = method_exists( $element, 'get_frontend_settings' ) ? (array) $element->get_frontend_settings() : array();
		foreach ( $settings as $key => $value ) {
			if ( ! array_key_exists( $key, $allowed ) ) {
				self::$uncovered[ $name . ' ' . $key ] = sprintf( 'Elementor: ajuste «%s» de «%s»', $key, $name );
			} elseif ( is_array( $allowed[ $key ] ) && ! in_array( is_scalar( $value ) ? (string) $value : '', $allowed[ $key ], true ) ) {
				self::$uncovered[ $name . ' ' . $key ] = sprintf( 'Elementor: «%s» = «%s» en «%s»', $key, is_scalar( $value ) ? (string) $value : '…', $name );
			}
		}
	}

	/** A page builder script: one of build.json's, or Essential Addons' per-page script (eael-<post id>). */
	public static function is_builder_script( $handle ) {
		$builder = islands_build()['builder'] ?? null;
		return ( is_array( $builder ) && in_array( $handle, (array) $builder['handles'], true ) ) || 1 === preg_match( '/^eael-\d+$/', $handle );
	}

	/** 'islands_keep_script': why a page builder script stays, decided once the page has rendered. */
	public static function keep_reason( $reason, $handle ) {
		if ( null !== $reason || ! self::is_builder_script( $handle ) || ! did_action( 'wp_print_footer_scripts' ) ) {
			return $reason;
		}
		if ( islands_pro_keeps_popups() && in_array( $handle, array( 'elementor-pro-frontend', 'pro-elements-handlers' ), true ) ) {
			return 'Ajustes → Islands: Elementor Pro muestra sus ventanas emergentes';
		}
		if ( ! self::$printed ) {
			return 'Elementor no ha generado ningún elemento en esta página';
		}
		return array() === self::$uncovered ? null : implode( '; ', array_slice( array_values( self::$uncovered ), 0, 5 ) );
	}

	/** 'islands_replaced_handles': Essential Addons' per-page script, queued under its post's id. */
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

/**
 * On wp_head, where Essential Addons is active: its advanced tabs print every panel hidden until
 * its script opens one. With scripting off, or where the eael-tabs island failed and put the
 * printed markup back, the panel that script would open first shows (the default one, else the
 * first of an auto-active widget), as fixtures/pages/style.css does on the fixture pages.
 */
function islands_print_addon_tabs_style() {
	if ( ! defined( 'EAEL_PLUGIN_VERSION' ) || ! islands_is_active() ) {
		return;
	}
	$first = '.eael-advance-tabs%1$s>.eael-tabs-content>div.active-default,.eael-advance-tabs.eael-tab-auto-active%1$s>.eael-tabs-content:not(:has(>.active-default))>div:first-child';
	echo '<style id="islands-addon-tabs-css">@media (scripting:none){' . sprintf( $first, '' ) . '{display:block!important}}' // phpcs:ignore WordPress.Security.EscapeOutput -- constant CSS.
		. sprintf( $first, '[data-island="error"]' ) . '{display:block!important}</style>' . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- constant CSS.
}
