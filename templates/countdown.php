<?php
/**
 * A countdown with the page builder's markup, for a theme that prints one itself (Elementor Pro
 * prints its own). The countdown island mounts on `.elementor-widget-countdown`
 * (docs/site-extras.md#countdown). With JavaScript off the digits stay empty: give the end date in
 * words nearby when it matters.
 *
 * In a theme's template:
 *
 *     get_template_part( 'templates/countdown', null, array(
 *         'id'        => 'oferta1',           // 7 characters, the evergreen storage key
 *         'date'      => strtotime( '2026-12-24 00:00 Europe/Madrid' ), // or 0 with 'evergreen'
 *         'evergreen' => 0,                   // seconds from the visitor's first view
 *         'units'     => array( 'days' => 'Días', 'hours' => 'Horas', 'minutes' => 'Minutos', 'seconds' => 'Segundos' ),
 *         'actions'   => array( array( 'type' => 'hide' ), array( 'type' => 'message' ) ), // or redirect + redirect_url
 *         'message'   => '¡La oferta ha terminado!',
 *     ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_id      = preg_replace( '/[^a-z0-9]/', '', strtolower( (string) ( $args['id'] ?? '' ) ) );
$islands_units   = is_array( $args['units'] ?? null ) ? $args['units'] : array(
	'days'    => 'Días',
	'hours'   => 'Horas',
	'minutes' => 'Minutos',
	'seconds' => 'Segundos',
);
$islands_actions = is_array( $args['actions'] ?? null ) ? array_values( $args['actions'] ) : array();
$islands_message = (string) ( $args['message'] ?? '' );
// The units given, in the widget's order whatever the order of $args['units'].
$islands_labels = array();
foreach ( array( 'days', 'hours', 'minutes', 'seconds' ) as $islands_unit ) {
	if ( isset( $islands_units[ $islands_unit ] ) ) {
		$islands_labels[ $islands_unit ] = $islands_units[ $islands_unit ];
	}
}
$islands_wrapper = array(
	'data-date'               => (int) ( $args['date'] ?? 0 ),
	'data-evergreen-interval' => (int) ( $args['evergreen'] ?? 0 ) > 0 ? (int) $args['evergreen'] : null,
	'data-expire-actions'     => $islands_actions ? wp_json_encode( $islands_actions ) : null,
);
// A line ending in a closing PHP tag loses its newline to PHP: the widget stays on one line.
?>
<div class="elementor-element elementor-element-<?php echo esc_attr( $islands_id ); ?> elementor-widget elementor-widget-countdown" data-id="<?php echo esc_attr( $islands_id ); ?>" data-element_type="widget" data-widget_type="countdown.default">
	<div class="elementor-countdown-wrapper"<?php islands_print_attributes( $islands_wrapper ); ?>><?php foreach ( $islands_labels as $islands_unit => $islands_label ) : ?>
<div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-<?php echo esc_attr( $islands_unit ); ?>"></span> <span class="elementor-countdown-label"><?php echo esc_html( $islands_label ); ?></span></div><?php endforeach; ?></div><?php if ( '' !== $islands_message ) : ?>
<div class="elementor-countdown-expire--message" style="display:none"><?php echo esc_html( $islands_message ); ?></div><?php endif; ?>
</div>
