<?php
/**
 * A countdown with the page builder's markup, for a theme that prints one itself (Elementor Pro
 * prints its own). The countdown island mounts on `.elementor-widget-countdown`
 * (docs/site-extras.md#countdown). With JavaScript off the digits stay empty: give the end date in
 * words nearby when it matters.
 *
 *     get_template_part( 'templates/countdown', null, array(
 *         'id'        => 'oferta1',           // 7 characters, the evergreen storage key
 *         'date'      => strtotime( '2026-12-24 00:00 Europe/Madrid' ), // or 0 with 'evergreen'
 *         'evergreen' => 0,                   // seconds from the visitor's first view
 *         'units'     => array( 'days' => 'Días', 'hours' => 'Horas', 'minutes' => 'Minutos', 'seconds' => 'Segundos' ),
 *         'actions'   => array( array( 'type' => 'hide' ), array( 'type' => 'message' ) ), // or redirect + redirect_url
 *         'message'   => '¡La oferta ha terminado!',
 *     ) );
 */

defined( 'ABSPATH' ) || exit;

$islands_esc = function_exists( 'esc_attr' )
	? 'esc_attr'
	: static function ( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	};
$islands_json = static function ( $value ) {
	return function_exists( 'wp_json_encode' ) ? wp_json_encode( $value ) : json_encode( $value );
};
$islands_id      = preg_replace( '/[^a-z0-9]/', '', strtolower( (string) ( $args['id'] ?? '' ) ) );
$islands_units   = is_array( $args['units'] ?? null ) ? $args['units'] : array( 'days' => 'Días', 'hours' => 'Horas', 'minutes' => 'Minutos', 'seconds' => 'Segundos' );
$islands_actions = is_array( $args['actions'] ?? null ) ? array_values( $args['actions'] ) : array();
$islands_message = (string) ( $args['message'] ?? '' );
?>
<div class="elementor-element elementor-element-<?php echo $islands_esc( $islands_id ); ?> elementor-widget elementor-widget-countdown" data-id="<?php echo $islands_esc( $islands_id ); ?>" data-element_type="widget" data-widget_type="countdown.default">
	<div class="elementor-countdown-wrapper" data-date="<?php echo (int) ( $args['date'] ?? 0 ); ?>"<?php if ( (int) ( $args['evergreen'] ?? 0 ) > 0 ) : ?> data-evergreen-interval="<?php echo (int) $args['evergreen']; ?>"<?php endif; ?><?php if ( $islands_actions ) : ?> data-expire-actions="<?php echo $islands_esc( $islands_json( $islands_actions ) ); ?>"<?php endif; ?>><?php foreach ( array( 'days', 'hours', 'minutes', 'seconds' ) as $islands_unit ) : if ( ! isset( $islands_units[ $islands_unit ] ) ) { continue; } ?><div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-<?php echo $islands_unit; ?>"></span> <span class="elementor-countdown-label"><?php echo $islands_esc( $islands_units[ $islands_unit ] ); ?></span></div><?php endforeach; ?></div><?php if ( '' !== $islands_message ) : ?><div class="elementor-countdown-expire--message" style="display:none"><?php echo $islands_esc( $islands_message ); ?></div><?php endif; ?>
</div>
