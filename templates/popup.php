<?php
/**
 * A popup for a theme that prints one itself, as Elementor Pro prints its popups in the footer:
 * div[data-elementor-type="popup"][data-elementor-id][data-elementor-settings], hidden until the
 * popup islands (widgets/page-builder/popup) show it by its rules and triggers, or a link opens it
 * (docs/popups.md).
 *
 * Print it in the footer (wp_footer):
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
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

if ( ! function_exists( 'islands_popup_action' ) ) {
	/**
	 * The page builder's action hash: '#' and the URL-encoded `elementor-action:action=…&settings={base64 JSON}`.
	 *
	 * @param string $action   The action, e.g. 'popup:open' or 'popup:close'.
	 * @param array  $settings The action's settings, e.g. array( 'id' => '53' ).
	 * @return string The href, URL-encoded.
	 */
	function islands_popup_action( $action, $settings = array() ) {
		// Base64 because the page builder's action links carry their settings so; nothing is hidden.
		return '#' . rawurlencode( 'elementor-action:action=' . $action . '&settings=' . base64_encode( (string) wp_json_encode( $settings ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- see above.
	}
}

$islands_id = (int) ( $args['id'] ?? 0 );
if ( $islands_id <= 0 ) {
	return;
}
$islands_settings = is_array( $args['settings'] ?? null ) ? $args['settings'] : array();

// The page builder's popup stylesheet hides printed popups; a theme without it gets the same rule, once.
static $islands_styled = false;
if ( ! $islands_styled ) {
	$islands_styled = true;
	echo "<style id=\"islands-popup-hidden\">[data-elementor-type=\"popup\"]:not(.elementor-edit-area){display:none}</style>\n";
}
?>
<div data-elementor-type="popup" data-elementor-id="<?php echo (int) $islands_id; ?>" class="elementor elementor-<?php echo (int) $islands_id; ?> elementor-location-popup" data-elementor-settings="<?php echo esc_attr( (string) wp_json_encode( (object) $islands_settings ) ); ?>" data-elementor-post-type="elementor_library">
	<?php echo (string) ( $args['content'] ?? '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the theme's own HTML, escaped by the theme: a popup may hold a form, whose inputs wp_kses_post() would strip. ?>
</div>
