<?php
/**
 * Islands_Swap: which replaced scripts print as data only on this page (includes/swap.php has
 * the report's helpers).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The swap: on each pass where WordPress prints scripts (the head, then the footer, since a page
 * enqueues scripts while it renders), every replaced handle in the queue is printed as data only:
 * its wp_localize_script global (wc_add_to_cart_params, xoo_wsc_params, …) and its "before"
 * inline script (var wpcf7 = …) stay, with their ids; its file, translations and dependencies go.
 *
 * A replaced handle stays a real script when a script still printed depends on it, when code
 * was added to run after it (an "after" inline script: the bundle would not give that code what
 * it expects), or when the 'islands_keep_script' filter gives a reason (includes/elementor.php:
 * an Elementor element no island covers). Dependencies go with the scripts that pulled them in,
 * so jQuery leaves a page when nothing still printed needs it; when something does,
 * #islands-report names it.
 */
final class Islands_Swap {

	/**
	 * Handles printed as data only → their original src, deps and textdomain.
	 *
	 * @var array<string, array>
	 */
	private static $silenced = array();

	/**
	 * Handle → the kept handles (or reasons) that need it.
	 *
	 * @var array<string, string[]>
	 */
	private static $needed_by = array();

	/**
	 * Stylesheets dropped on this page, by handle.
	 *
	 * @var array<string, true>
	 */
	private static $dropped_styles = array();

	/** Hooks the swap into WordPress's script printing. */
	public static function add_hooks() {
		// Last on wp_print_scripts, which WordPress fires just before it prints the head scripts.
		add_action( 'wp_print_scripts', array( __CLASS__, 'on_print_pass' ), PHP_INT_MAX );
		add_action( 'wp_print_styles', array( __CLASS__, 'on_print_styles' ), PHP_INT_MAX );
		// Before _wp_footer_scripts (priority 10), which prints late styles and footer scripts.
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'on_footer_pass' ), 9 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'print_report' ), 11 );
	}

	/** On wp_print_scripts, just before the head scripts print. */
	public static function on_print_pass() {
		if ( ! is_admin() && islands_is_active() ) {
			self::plan( wp_scripts() );
		}
	}

	/** On wp_print_footer_scripts, before the footer scripts print. */
	public static function on_footer_pass() {
		if ( is_admin() || ! islands_is_active() ) {
			return;
		}
		// WooCommerce prints the code queued with wc_enqueue_js() after the footer scripts,
		// wrapped in jQuery(function($){…}): that code needs jQuery.
		if ( ! empty( $GLOBALS['wc_queued_js'] ) ) {
			wp_enqueue_script( 'jquery' );
			self::$needed_by['jquery'][] = 'wc_enqueue_js';
		}
		self::plan( wp_scripts() );
		self::on_print_styles();
	}

	/** Stylesheets that go with a replaced script; what they pulled in stays queued. */
	public static function on_print_styles() {
		if ( is_admin() || ! islands_is_active() ) {
			return;
		}
		self::plan( wp_scripts() );
		$styles = wp_styles();
		foreach ( islands_replaced_styles() as $script => $handles ) {
			foreach ( (array) $handles as $handle ) {
				// A stylesheet stays with its script, and with a library's script of its own name that
				// a plugin still prints (select2's share a name). Where either is printed after all (a
				// script enqueued later needs it), one dropped in the head comes back as a late style.
				if ( ! isset( self::$silenced[ $script ] ) || wp_script_is( $handle, 'enqueued' ) ) {
					if ( isset( self::$dropped_styles[ $handle ] ) ) {
						$styles->enqueue( $handle );
						unset( self::$dropped_styles[ $handle ] );
					}
					continue;
				}
				if ( ! in_array( $handle, $styles->queue, true ) ) {
					continue;
				}
				$styles->dequeue( $handle );
				self::$dropped_styles[ $handle ] = true;
				foreach ( $styles->registered[ $handle ]->deps ?? array() as $dep ) {
					$styles->enqueue( $dep );
				}
			}
		}
	}

	/**
	 * The islands that replace the scripts dropped on this page. A plugin that enqueues its
	 * script on every page (Contact Form 7) counts only once it has rendered its markup (build.json
	 * "renderedWhen": the action it fires then); the page builder's scripts do not count; an
	 * island whose markup only some pages print counts where that markup is (build.json
	 * "preloadWhere").
	 */
	public static function islands_at_work() {
		$replaced = islands_replaced_handles();
		$rendered = (array) ( islands_build()['renderedWhen'] ?? array() );
		$where    = (array) ( islands_build()['preloadWhere'] ?? array() );
		$islands  = array();
		foreach ( array_keys( self::$silenced ) as $handle ) {
			if ( isset( $rendered[ $handle ] ) && ! did_action( $rendered[ $handle ] ) ) {
				continue;
			}
			// The page builder's scripts stand for a dozen islands, of which a page has a few: those
			// find their markup and load as usual, none is preloaded for nothing.
			if ( Islands_Builder_Page::is_builder_script( $handle ) ) {
				continue;
			}
			$islands = array_merge( $islands, (array) ( $replaced[ $handle ] ?? array() ) );
		}
		$here = static function ( $island ) use ( $where ) {
			return ! isset( $where[ $island ] ) || (bool) array_filter( (array) $where[ $island ], array( __CLASS__, 'holds' ) );
		};
		return array_values( array_filter( array_unique( $islands ), $here ) );
	}

	/**
	 * Whether a build.json "preloadWhere" condition holds on this page: `body.<class>`, the body
	 * has the class; else a hook WordPress has run (an action, or a filter on WordPress 6.1+).
	 *
	 * @param string $condition A condition.
	 * @return bool
	 */
	public static function holds( $condition ) {
		static $body = null;
		if ( str_starts_with( $condition, 'body.' ) ) {
			$body = $body ?? get_body_class();
			return in_array( substr( $condition, 5 ), $body, true );
		}
		return did_action( $condition ) > 0 || ( function_exists( 'did_filter' ) && did_filter( $condition ) > 0 );
	}

	/**
	 * Decides, for what is queued now, which replaced handles print as data only.
	 *
	 * @param WP_Scripts $scripts WordPress's scripts.
	 */
	private static function plan( WP_Scripts $scripts ) {
		$replaced = islands_replaced_handles();
		$roots    = array();
		foreach ( $scripts->queue as $handle ) {
			if ( ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			if ( ! isset( $replaced[ $handle ] ) ) {
				$roots[ $handle ] = $handle;
				continue;
			}
			$why = self::keep_reason( $scripts, $handle );
			if ( null !== $why ) {
				$roots[ $handle ]           = $why;
				self::$needed_by[ $handle ] = array( $why );
			}
		}
		$need = array();
		foreach ( $roots as $root => $why ) {
			self::walk( $scripts, $root, $why, $need );
		}
		foreach ( $need as $handle => $why ) {
			self::$needed_by[ $handle ] = array_values( array_unique( array_merge( self::$needed_by[ $handle ] ?? array(), array_keys( $why ) ) ) );
		}
		foreach ( $scripts->queue as $handle ) {
			if ( isset( $replaced[ $handle ], $scripts->registered[ $handle ] ) && ! isset( $roots[ $handle ] ) && ! isset( $need[ $handle ] ) ) {
				self::silence( $scripts, $handle );
			}
		}
		// A script enqueued later in the page may need a handle an earlier pass silenced.
		foreach ( array_keys( self::$silenced ) as $handle ) {
			if ( isset( $need[ $handle ] ) || isset( $roots[ $handle ] ) ) {
				self::restore( $scripts, $handle );
			}
		}
	}

	/**
	 * Records, for every dependency of $handle (recursively), that $why needs it.
	 *
	 * @param WP_Scripts $scripts WordPress's scripts.
	 * @param string     $handle  A script that stays.
	 * @param string     $why     What keeps it: its own handle, or a reason.
	 * @param array      $need    Handle → the reasons it is needed for, filled in.
	 */
	private static function walk( WP_Scripts $scripts, $handle, $why, array &$need ) {
		$deps = isset( self::$silenced[ $handle ] ) ? self::$silenced[ $handle ]['deps'] : ( $scripts->registered[ $handle ]->deps ?? array() );
		foreach ( $deps as $dep ) {
			if ( isset( $need[ $dep ][ $why ] ) ) {
				continue;
			}
			$need[ $dep ][ $why ] = true;
			self::walk( $scripts, $dep, $why, $need );
		}
	}

	/**
	 * Why a replaced handle in the queue stays a script on this page, or null.
	 *
	 * @param WP_Scripts $scripts WordPress's scripts.
	 * @param string     $handle  A replaced script's handle.
	 * @return string|null
	 */
	private static function keep_reason( WP_Scripts $scripts, $handle ) {
		$after = $scripts->get_data( $handle, 'after' );
		if ( ! isset( self::$silenced[ $handle ] ) && is_array( $after ) && array() !== array_filter( $after ) ) {
			return islands_code_after_reason( $handle );
		}
		/**
		 * Filters why a replaced script stays on this page (a reason shown in #islands-report), or
		 * null to replace it. Called on each pass: a footer script may be decided in the footer.
		 *
		 * @param string|null $reason
		 * @param string      $handle
		 */
		$reason = apply_filters( 'islands_keep_script', null, $handle );
		if ( is_string( $reason ) && '' !== $reason ) {
			return $reason;
		}
		return self::unserved_caller( $scripts, $handle );
	}

	/**
	 * Why a replaced library stays: a script printed on this page calls one of its functions that
	 * the bundle has no stand-in for (docs/stand-ins.md), without declaring it. Only the site's own
	 * files are read, once a request each.
	 *
	 * @param WP_Scripts $scripts WordPress's scripts.
	 * @param string     $handle  A replaced script's handle.
	 * @return string|null "{caller} calls {function}", or null.
	 */
	private static function unserved_caller( WP_Scripts $scripts, $handle ) {
		$unserved = array(
			'flexslider'            => array( '$.fn.flexslider' => '/\\.flexslider\\s*\\(/' ),
			'zoom'                  => array( '$.fn.zoom' => '/(?:\\$|jQuery)\\.zoom\\s*\\(|\\.zoom\\s*\\(\\s*\\{/' ),
			'photoswipe'            => array( 'PhotoSwipe' => '/\\bnew\\s+PhotoSwipe\\s*\\(/' ),
			'photoswipe-ui-default' => array( 'PhotoSwipeUI_Default' => '/\\bPhotoSwipeUI_Default\\b/' ),
			'jquery-blockui'        => array( '$.growlUI' => '/\\.growlUI\\s*\\(/' ),
			'sourcebuster-js'       => array( 'sbjs' => '/\\bsbjs\\.(?:init|get)\\b/' ),
		);
		if ( ! isset( $unserved[ $handle ] ) ) {
			return null;
		}
		$replaced = islands_replaced_handles();
		foreach ( $scripts->queue as $caller ) {
			if ( isset( $replaced[ $caller ] ) || ! isset( $scripts->registered[ $caller ] ) ) {
				continue;
			}
			$code = self::local_script( (string) $scripts->registered[ $caller ]->src );
			foreach ( $unserved[ $handle ] as $name => $pattern ) {
				if ( '' !== $code && preg_match( $pattern, $code ) ) {
					return $caller . ' calls ' . $name;
				}
			}
		}
		return null;
	}

	/**
	 * The text of a script file of this site (under wp-content or wp-includes), '' for any other.
	 *
	 * @param string $src A script's src: absolute, or relative to the site as WordPress allows.
	 * @return string
	 */
	private static function local_script( $src ) {
		static $read = array();

		$src = (string) strtok( $src, '?#' );
		if ( str_starts_with( $src, '/' ) && ! str_starts_with( $src, '//' ) ) {
			$src = site_url( $src );
		}
		if ( ! isset( $read[ $src ] ) ) {
			$read[ $src ] = '';
			$roots        = array(
				content_url( '/' ) => WP_CONTENT_DIR . '/',
				includes_url()     => ABSPATH . WPINC . '/',
			);
			foreach ( $roots as $url => $dir ) {
				$path = str_starts_with( $src, $url ) ? realpath( $dir . substr( $src, strlen( $url ) ) ) : false;
				if ( $path && str_starts_with( $path, (string) realpath( $dir ) ) && str_ends_with( $path, '.js' ) && filesize( $path ) < 1048576 ) {
					$read[ $src ] = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this site.
				}
			}
		}
		return $read[ $src ];
	}

	/**
	 * Prints a replaced script as data only: no file, no translations, no dependencies but its
	 * replaced ones (silenced too).
	 *
	 * @param WP_Scripts $scripts WordPress's scripts.
	 * @param string     $handle  A replaced script's handle.
	 */
	private static function silence( WP_Scripts $scripts, $handle ) {
		if ( isset( self::$silenced[ $handle ] ) ) {
			return;
		}
		$item                      = $scripts->registered[ $handle ];
		self::$silenced[ $handle ] = array(
			'src'        => $item->src,
			'deps'       => $item->deps,
			'textdomain' => $item->textdomain ?? '',
		);
		// A handle without src is an alias: WordPress prints its localize data and inline scripts
		// (only "before" is left) and nothing else. Its replaced dependencies go the same way and stay
		// its dependencies, so their data still prints: on the checkout, wc-country-select and
		// wc-address-i18n come only as wc-checkout's, and the islands read their globals.
		$replaced = islands_replaced_handles();
		$kept     = array();
		foreach ( $item->deps as $dep ) {
			if ( isset( $replaced[ $dep ], $scripts->registered[ $dep ] ) ) {
				$kept[] = $dep;
				self::silence( $scripts, $dep );
			}
		}
		$item->src        = false;
		$item->deps       = $kept;
		$item->textdomain = '';
	}

	/**
	 * Makes a silenced script a real one again (a script enqueued later needs it).
	 *
	 * @param WP_Scripts $scripts WordPress's scripts.
	 * @param string     $handle  A silenced script's handle.
	 */
	private static function restore( WP_Scripts $scripts, $handle ) {
		$item             = $scripts->registered[ $handle ];
		$item->src        = self::$silenced[ $handle ]['src'];
		$item->deps       = self::$silenced[ $handle ]['deps'];
		$item->textdomain = self::$silenced[ $handle ]['textdomain'];
		unset( self::$silenced[ $handle ] );
		if ( in_array( $handle, $scripts->done, true ) ) {
			// Its data was printed with the head: print the file now, not the globals again.
			$scripts->done = array_values( array_diff( $scripts->done, array( $handle ) ) );
			unset( $item->extra['data'], $item->extra['before'] );
		}
	}

	/** What the swap did on this page, after the footer scripts: handles dropped, kept and why. */
	public static function print_report() {
		if ( is_admin() || ! islands_is_active() ) {
			return;
		}
		$scripts  = wp_scripts();
		$replaced = islands_replaced_handles();
		$kept     = array();
		foreach ( array_keys( $replaced ) as $handle ) {
			if ( in_array( $handle, $scripts->done, true ) && ! isset( self::$silenced[ $handle ] ) ) {
				$kept[ $handle ] = self::$needed_by[ $handle ] ?? array( islands_code_after_reason( $handle ) );
			}
		}
		$jquery = null;
		if ( in_array( 'jquery-core', $scripts->done, true ) ) {
			$jquery = array_values( array_unique( array_merge( self::$needed_by['jquery'] ?? array(), self::$needed_by['jquery-core'] ?? array() ) ) );
			if ( in_array( 'jquery', $scripts->queue, true ) && ! in_array( 'wc_enqueue_js', $jquery, true ) ) {
				$jquery[] = 'jquery';
			}
		}
		if ( $jquery ) {
			islands_note_jquery_page( $jquery );
		}
		if ( ! islands_show_report() ) {
			return;
		}
		$report = array(
			'replaced' => array_keys( self::$silenced ),
			'kept'     => (object) $kept,
			'jquery'   => $jquery,
		);
		islands_print_json_script( 'islands-report', $report );
		if ( $jquery ) {
			/* translators: %s: script handles, e.g. elementor-frontend, wc-add-to-cart */
			$note = sprintf( __( 'Islands: jQuery stays on this page because it is needed by: %s', 'islands' ), implode( ', ', $jquery ) );
			// Escaped, and no "--" left that could end the comment early.
			echo '<!-- ' . esc_html( str_replace( '--', '- -', $note ) ) . " -->\n";
		}
	}
}
