<?php
/**
 * A contact form with the markup Contact Form 7 prints, for themes that render a form themselves
 * (the plugin's own `[contact-form-7]` output needs no template: the island mounts on it as is).
 * widgets/contact-form mounts on `div.wpcf7`; widgets/antispam fills the `_wpcf7_ak_` fields on
 * submit. Without JavaScript the form posts to `action` and the plugin renders the result.
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
 */

defined( 'ABSPATH' ) || exit;

$islands_esc = function_exists( 'esc_attr' )
	? 'esc_attr'
	: static function ( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	};
$islands_url = function_exists( 'esc_url' )
	? 'esc_url'
	: static function ( $url ) {
		// Outside WordPress, what esc_url() does that matters here: an address whose scheme is not
		// http(s), mailto or tel (javascript:, data:) is dropped.
		$url = str_replace( ' ', '%20', (string) preg_replace( '/[\x00-\x1f\x7f]/', '', trim( (string) $url ) ) );
		return preg_match( '/^[^\/?#]*:/', $url ) && ! preg_match( '/^(https?|mailto|tel):/i', $url ) ? '' : htmlspecialchars( $url, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	};

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
<div class="wpcf7 no-js" id="<?php echo $islands_esc( $islands_unit ); ?>" lang="es-ES" dir="ltr" data-wpcf7-id="<?php echo $islands_form_id; ?>">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="<?php echo $islands_url( $islands_action ); ?>" method="post" class="wpcf7-form init" aria-label="<?php echo $islands_esc( $islands_label ); ?>" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="<?php echo $islands_form_id; ?>" /><input type="hidden" name="_wpcf7_version" value="6.1.6" /><input type="hidden" name="_wpcf7_locale" value="es_ES" /><input type="hidden" name="_wpcf7_unit_tag" value="<?php echo $islands_esc( $islands_unit ); ?>" /><input type="hidden" name="_wpcf7_container_post" value="<?php echo $islands_post_id; ?>" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" />
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
	$islands_size  = $islands_text ? ' size="40" maxlength="400"' : '';
	$islands_more  = '';
	foreach ( array( 'autocomplete', 'min', 'max', 'step' ) as $islands_key ) {
		if ( isset( $islands_field[ $islands_key ] ) && '' !== (string) $islands_field[ $islands_key ] ) {
			$islands_more .= ' ' . $islands_key . '="' . $islands_esc( $islands_field[ $islands_key ] ) . '"';
		}
	}
	$islands_aria = ( $islands_required ? ' aria-required="true"' : '' ) . ' aria-invalid="false"';
	?>
<p><label> <?php echo $islands_esc( isset( $islands_field['label'] ) ? $islands_field['label'] : $islands_name ); ?><br />
<span class="wpcf7-form-control-wrap" data-name="<?php echo $islands_esc( $islands_name ); ?>"><?php if ( 'textarea' === $islands_type ) : ?><textarea cols="40" rows="10" maxlength="2000" class="<?php echo $islands_esc( $islands_class ); ?>"<?php echo $islands_aria; ?> name="<?php echo $islands_esc( $islands_name ); ?>"></textarea><?php else : ?><input<?php echo $islands_size; ?> class="<?php echo $islands_esc( $islands_class ); ?>"<?php echo $islands_more . $islands_aria; ?> value="" type="<?php echo $islands_type; ?>" name="<?php echo $islands_esc( $islands_name ); ?>" /><?php endif; ?></span> </label>
</p>
<?php endforeach; ?>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="<?php echo $islands_esc( $islands_submit ); ?>" />
</p><p style="display: none !important;" class="akismet-fields-container" data-prefix="_wpcf7_ak_"><label>&#916;<textarea name="_wpcf7_ak_hp_textarea" cols="45" rows="8" maxlength="100"></textarea></label><input type="hidden" id="ak_js_<?php echo $islands_counter; ?>" name="_wpcf7_ak_js" value="<?php echo random_int( 0, 250 ); ?>"/></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>
