<?php
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

defined( 'ABSPATH' ) || exit;

final class Islands_Swap {

	/** @var array<string, array> Handles printed as data only → their original src, deps, textdomain. */
	private static $silenced = array();

	/** @var array<string, string[]> Handle → the kept handles (or reasons) that need it. */
	private static $needed_by = array();

	public static function add_hooks() {
		// Last on wp_print_scripts, which WordPress fires just before it prints the head scripts.
		add_action( 'wp_print_scripts', array( __CLASS__, 'on_print_pass' ), PHP_INT_MAX );
		add_action( 'wp_print_styles', array( __CLASS__, 'on_print_styles' ), PHP_INT_MAX );
		// Before _wp_footer_scripts (priority 10), which prints late styles and footer scripts.
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'on_footer_pass' ), 9 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'print_report' ), 11 );
	}

	public static function on_print_pass() {
		if ( ! is_admin() && islands_is_active() ) {
			self::plan( wp_scripts() );
		}
	}

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
			if ( ! isset( self::$silenced[ $script ] ) ) {
				continue;
			}
			foreach ( (array) $handles as $handle ) {
				if ( ! in_array( $handle, $styles->queue, true ) ) {
					continue;
				}
				$styles->dequeue( $handle );
				foreach ( $styles->registered[ $handle ]->deps ?? array() as $dep ) {
					$styles->enqueue( $dep );
				}
			}
		}
	}

	/**
	 * The islands that replace the scripts dropped on this page. A plugin that enqueues its
	 * script on every page (Contact Form 7) counts only once it has rendered its markup (build.json
	 * "renderedWhen": the action it fires then); the page builder's scripts do not count.
	 */
	public static function islands_at_work() {
		$replaced = islands_replaced_handles();
		$rendered = (array) ( islands_build()['renderedWhen'] ?? array() );
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
		return array_values( array_unique( $islands ) );
	}

	/** Decides, for what is queued now, which replaced handles print as data only. */
	private static function plan( WP_Scripts $scripts ) {
		$replaced = islands_replaced_handles();
		$roots    = array();
		foreach ( $scripts->queue as $handle ) {
			if ( ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			if ( ! isset( $replaced[ $handle ] ) ) {
				$roots[ $handle ] = $handle;
			} elseif ( null !== ( $why = self::keep_reason( $scripts, $handle ) ) ) {
				$roots[ $handle ]            = $why;
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

	/** Records, for every dependency of $handle (recursively), that $why needs it. */
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

	/** Why a replaced handle in the queue stays a script on this page, or null. */
	private static function keep_reason( WP_Scripts $scripts, $handle ) {
		$after = $scripts->get_data( $handle, 'after' );
		if ( ! isset( self::$silenced[ $handle ] ) && is_array( $after ) && array() !== array_filter( $after ) ) {
			return 'código añadido tras ' . $handle;
		}
		/**
		 * Filters why a replaced script stays on this page (a reason shown in #islands-report), or
		 * null to replace it. Called on each pass: a footer script may be decided in the footer.
		 *
		 * @param string|null $reason
		 * @param string      $handle
		 */
		$reason = apply_filters( 'islands_keep_script', null, $handle );
		return is_string( $reason ) && '' !== $reason ? $reason : null;
	}

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
				$kept[ $handle ] = self::$needed_by[ $handle ] ?? array( 'código añadido tras ' . $handle );
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
		$flags  = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;
		echo '<script type="application/json" id="islands-report">' . wp_json_encode( $report, $flags ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON escaped for a script element.
		if ( $jquery ) {
			// phpcs:ignore WordPress.Security.EscapeOutput -- handle names, "--" cannot end the comment early after esc_html.
			echo '<!-- Islands: jQuery sigue en esta página porque lo necesita: ' . str_replace( '--', '- -', esc_html( implode( ', ', $jquery ) ) ) . " -->\n";
		}
	}
}

/**
 * Whether this page shows what the swap did (#islands-report and the "jQuery sigue" comment): to
 * the site's administrators only, since the handles it names are of no use to a shopper and a
 * page cache would keep them for everyone.
 *
 * @return bool
 */
function islands_show_report() {
	/**
	 * Filters whether #islands-report and the "jQuery sigue" comment are printed on this page.
	 *
	 * @param bool $show Default: the visitor can manage options.
	 */
	return (bool) apply_filters( 'islands_show_report', current_user_can( 'manage_options' ) );
}

/** The longest path islands_note_jquery_page() records. */
const ISLANDS_JQUERY_PATH_MAX = 200;
/** Seconds between two of a trial visitor's writes of the jQuery pages list. */
const ISLANDS_JQUERY_NOTE_INTERVAL = 300;

/**
 * Remembers (for Ajustes → Islands) the last pages where jQuery stayed and which handles kept it.
 * Only an administrator's or a trial visitor's view counts: an anonymous crawl must not write to
 * the database on every request. 404s, searches and feeds are not pages to report; a path longer
 * than ISLANDS_JQUERY_PATH_MAX is left out; a trial visitor's view writes at most once every
 * ISLANDS_JQUERY_NOTE_INTERVAL seconds. Written only when the entry for that path changes, and
 * never more than 20 paths.
 *
 * @param string[] $handles The handles that kept jQuery on this page.
 */
function islands_note_jquery_page( array $handles ) {
	$admin = current_user_can( 'manage_options' );
	$trial = 'trial' === islands_settings()['mode'] && ( '1' === islands_query_choice() || ! empty( $_COOKIE[ ISLANDS_TRIAL_COOKIE ] ) );
	if ( ( ! $admin && ! $trial ) || is_404() || is_search() || is_feed() ) {
		return;
	}
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
	$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
	if ( strlen( $path ) > ISLANDS_JQUERY_PATH_MAX ) {
		return;
	}
	$pages = get_option( 'islands_jquery_pages', array() );
	$pages = is_array( $pages ) ? $pages : array();
	sort( $handles );
	if ( isset( $pages[ $path ] ) && $pages[ $path ]['handles'] === $handles ) {
		return;
	}
	$last = $pages ? max( array_map( 'intval', array_column( $pages, 'time' ) ) ) : 0;
	if ( ! $admin && time() - $last < ISLANDS_JQUERY_NOTE_INTERVAL ) {
		return;
	}
	unset( $pages[ $path ] );
	$pages[ $path ] = array(
		'handles' => $handles,
		'time'    => time(),
	);
	update_option( 'islands_jquery_pages', array_slice( $pages, -20, null, true ), false );
}
