<?php
/**
 * A contact form with the markup Contact Form 7 prints, for themes that render a form themselves
 * (the plugin's own `[contact-form-7]` output needs no template: the island mounts on it as is).
 * widgets/forms/contact-form mounts on `div.wpcf7`; widgets/forms/antispam fills the `_wpcf7_ak_` fields on
 * submit. Without JavaScript the form posts to `action` and the plugin renders the result.
 *
 * In a theme's page template:
 *
 *     get_template_part( 'templates/contact-form', null, array(
 *         'form_id' => 31, 'post_id' => 32, 'action' => '/contacto/',
 *         'fields'  => array(
 *             array( 'name' => 'your-name', 'label' => 'Tu nombre', 'type' => 'text', 'required' => true, 'autocomplete' => 'name' ),
 *             array( 'name' => 'your-quantity', 'label' => 'Cantidad', 'type' => 'number', 'min' => 1, 'max' => 10, 'step' => 1 ),
 *             array( 'name' => 'your-message', 'label' => 'Tu mensaje', 'type' => 'textarea' ),
 *         ),
 *     ) );
 *
 * Field types: text, email, url, tel, number, date, textarea. Each control is printed as the plugin
 * prints it (text-like fields with size 40 and maxlength 400, a textarea with 2000), the markup of
 * the fixture's /contacto/ and /formulario-completo/ (tests/template-markup.test.ts compares them).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_form_id = isset( $args['form_id'] ) ? (int) $args['form_id'] : 0;
$islands_post_id = isset( $args['post_id'] ) ? (int) $args['post_id'] : 0;
$islands_counter = isset( $args['counter'] ) ? max( 1, (int) $args['counter'] ) : 1;
// The plugin's unit tag: wpcf7-f{form}-p{post}-o{n} inside the loop, wpcf7-f{form}-o{n} outside.
$islands_unit   = 'wpcf7-f' . $islands_form_id . ( $islands_post_id ? '-p' . $islands_post_id : '' ) . '-o' . $islands_counter;
$islands_action = ( isset( $args['action'] ) ? (string) $args['action'] : '' ) . '#' . $islands_unit;
$islands_fields = isset( $args['fields'] ) && is_array( $args['fields'] ) ? $args['fields'] : array();
$islands_submit = isset( $args['submit'] ) ? (string) $args['submit'] : 'Enviar';
$islands_label  = isset( $args['label'] ) ? (string) $args['label'] : 'Formulario de contacto';
$islands_types  = array( 'text', 'email', 'url', 'tel', 'number', 'date', 'textarea' );
?>
<div class="wpcf7 no-js" id="<?php echo esc_attr( $islands_unit ); ?>" lang="es-ES" dir="ltr" data-wpcf7-id="<?php echo (int) $islands_form_id; ?>">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="<?php echo esc_url( $islands_action ); ?>" method="post" class="wpcf7-form init" aria-label="<?php echo esc_attr( $islands_label ); ?>" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="<?php echo (int) $islands_form_id; ?>" /><input type="hidden" name="_wpcf7_version" value="6.1.6" /><input type="hidden" name="_wpcf7_locale" value="es_ES" /><input type="hidden" name="_wpcf7_unit_tag" value="<?php echo esc_attr( $islands_unit ); ?>" /><input type="hidden" name="_wpcf7_container_post" value="<?php echo (int) $islands_post_id; ?>" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" />
</fieldset>
<?php
foreach ( $islands_fields as $islands_field ) :
	$islands_name     = isset( $islands_field['name'] ) ? (string) $islands_field['name'] : '';
	$islands_type     = isset( $islands_field['type'] ) && in_array( $islands_field['type'], $islands_types, true ) ? $islands_field['type'] : 'text';
	$islands_required = ! empty( $islands_field['required'] );
	if ( ! preg_match( '/^[A-Za-z][-A-Za-z0-9_:.]*$/', $islands_name ) ) {
		continue; // The plugin drops names it cannot validate.
	}
	// The plugin's text tag handles email, url and tel too: they carry its wpcf7-text class and size.
	$islands_text  = in_array( $islands_type, array( 'text', 'email', 'url', 'tel' ), true );
	$islands_class = 'wpcf7-form-control wpcf7-' . $islands_type . ( $islands_required ? ' wpcf7-validates-as-required' : '' )
		. ( $islands_text && 'text' !== $islands_type ? ' wpcf7-text' : '' )
		. ( in_array( $islands_type, array( 'email', 'url', 'tel', 'number', 'date' ), true ) ? ' wpcf7-validates-as-' . $islands_type : '' );
	$islands_size  = $islands_text ? array(
		'size'      => '40',
		'maxlength' => '400',
	) : array();
	$islands_more  = array();
	foreach ( array( 'autocomplete', 'min', 'max', 'step' ) as $islands_key ) {
		if ( isset( $islands_field[ $islands_key ] ) && '' !== (string) $islands_field[ $islands_key ] ) {
			$islands_more[ $islands_key ] = $islands_field[ $islands_key ];
		}
	}
	$islands_aria = array(
		'aria-required' => $islands_required ? 'true' : null,
		'aria-invalid'  => 'false',
	);
	// A line ending in a closing PHP tag loses its newline to PHP: the control below stays on one line.
	?>
<p><label> <?php echo esc_html( isset( $islands_field['label'] ) ? $islands_field['label'] : $islands_name ); ?><br />
<span class="wpcf7-form-control-wrap" data-name="<?php echo esc_attr( $islands_name ); ?>"><?php if ( 'textarea' === $islands_type ) : ?>
<textarea cols="40" rows="10" maxlength="2000" class="<?php echo esc_attr( $islands_class ); ?>"<?php islands_print_attributes( $islands_aria ); ?> name="<?php echo esc_attr( $islands_name ); ?>"></textarea><?php else : ?>
<input<?php islands_print_attributes( $islands_size ); ?> class="<?php echo esc_attr( $islands_class ); ?>"<?php islands_print_attributes( $islands_more + $islands_aria ); ?> value="" type="<?php echo esc_attr( $islands_type ); ?>" name="<?php echo esc_attr( $islands_name ); ?>" /><?php endif; ?></span> </label>
</p>
<?php endforeach; ?>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="<?php echo esc_attr( $islands_submit ); ?>" />
</p><p style="display: none !important;" class="akismet-fields-container" data-prefix="_wpcf7_ak_"><label>&#916;<textarea name="_wpcf7_ak_hp_textarea" cols="45" rows="8" maxlength="100"></textarea></label><input type="hidden" id="ak_js_<?php echo (int) $islands_counter; ?>" name="_wpcf7_ak_js" value="<?php echo (int) random_int( 0, 250 ); ?>"/></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>
