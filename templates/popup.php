<?php
/**
 * A popup for a theme that prints one itself, as Elementor Pro prints its popups in the footer:
 * div[data-elementor-type="popup"][data-elementor-id][data-elementor-settings], hidden until the
 * popup islands (widgets/popup) show it by its rules and triggers, or a link opens it
 * (docs/popups.md). Print it in the footer (wp_footer).
 *
 *     get_template_part( 'templates/popup', null, array(
 *         'id'       => 53,                       // the popup's own id (a whole number)
 *         'settings' => array(                    // the page builder's names (docs/popups.md)
 *             'entrance_animation' => 'fadeIn',
 *             'prevent_scroll'     => 'yes',
 *             'triggers'           => array( 'page_load' => 'yes', 'page_load_delay' => 2 ),
 *             'timing'             => array( 'page_views' => 'yes', 'page_views_views' => 1 ),
 *         ),
 *         'content'  => $html,                    // the popup's content, HTML the theme has escaped
 *     ) );
 *
 * A link that opens it: islands_popup_action( 'popup:open', array( 'id' => '53' ) ) as its href;
 * one that closes it for good, from inside it: islands_popup_action( 'popup:close', array( 'do_not_show_again' => 'yes' ) ).
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'islands_popup_action' ) ) {
	/** The page builder's action hash: '#' and the URL-encoded `elementor-action:action=…&settings={base64 JSON}`. */
	function islands_popup_action( $action, $settings = array() ) {
		$json = function_exists( 'wp_json_encode' ) ? wp_json_encode( $settings ) : json_encode( $settings );
		return '#' . rawurlencode( 'elementor-action:action=' . $action . '&settings=' . base64_encode( (string) $json ) );
	}
}

$islands_id = (int) ( $args['id'] ?? 0 );
if ( $islands_id <= 0 ) {
	return;
}
$islands_settings = is_array( $args['settings'] ?? null ) ? $args['settings'] : array();
$islands_json     = function_exists( 'wp_json_encode' ) ? wp_json_encode( (object) $islands_settings ) : json_encode( (object) $islands_settings );
$islands_attr     = function_exists( 'esc_attr' ) ? esc_attr( (string) $islands_json ) : htmlspecialchars( (string) $islands_json, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );

// The page builder's popup stylesheet hides printed popups; a theme without it gets the same rule, once.
static $islands_styled = false;
if ( ! $islands_styled ) {
	$islands_styled = true;
	echo "<style id=\"islands-popup-hidden\">[data-elementor-type=\"popup\"]:not(.elementor-edit-area){display:none}</style>\n";
}
?>
<div data-elementor-type="popup" data-elementor-id="<?php echo $islands_id; ?>" class="elementor elementor-<?php echo $islands_id; ?> elementor-location-popup" data-elementor-settings="<?php echo $islands_attr; ?>" data-elementor-post-type="elementor_library">
	<?php echo (string) ( $args['content'] ?? '' ); // phpcs:ignore WordPress.Security.EscapeOutput -- the theme's own HTML, escaped by the theme. ?>
</div>
