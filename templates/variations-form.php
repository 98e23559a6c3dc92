<?php
/**
 * The variable product form as WooCommerce prints it (add-to-cart/variable.php), for themes that
 * render the product themselves. widgets/variations-form mounts on it; without JavaScript it posts
 * add-to-cart, product_id, quantity and the attribute_* choices to the product page, and the shop
 * finds the variation.
 *
 *     get_template_part( 'templates/variations-form', null, array(
 *         'product_id' => 25, 'action' => get_permalink(), 'title' => 'Sudadera con capucha',
 *         'attributes' => array(
 *             array( 'name' => 'attribute_pa_color', 'label' => 'Color', 'options' => array( 'rojo' => 'Rojo', 'azul' => 'Azul' ) ),
 *         ),
 *         // The variation objects (WC_Product_Variable::get_available_variations()), or false over
 *         // the threshold (30): then every complete choice asks /?wc-ajax=get_variation.
 *         'variations' => $product->get_available_variations(),
 *         // Optional: what a plugin needs get_variation to receive as custom_data. An array is
 *         // printed as JSON and sent as custom_data[key]=value; a string is sent as it is.
 *         'custom_data' => array( 'grabado' => 'Ana' ),
 *     ) );
 */

defined( 'ABSPATH' ) || exit;

$islands_esc  = function_exists( 'esc_attr' )
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
$islands_json = static function ( $value ) {
	return function_exists( 'wp_json_encode' ) ? wp_json_encode( $value ) : json_encode( $value );
};

$islands_id         = isset( $args['product_id'] ) ? (int) $args['product_id'] : 0;
$islands_action     = isset( $args['action'] ) ? (string) $args['action'] : '';
$islands_title      = isset( $args['title'] ) ? (string) $args['title'] : '';
$islands_attributes = isset( $args['attributes'] ) && is_array( $args['attributes'] ) ? $args['attributes'] : array();
$islands_variations = array_key_exists( 'variations', $args ?? array() ) ? $args['variations'] : false;
// The literal `false` means "look variations up on the server"; an empty list means out of stock.
$islands_data = false === $islands_variations ? 'false' : $islands_json( array_values( (array) $islands_variations ) );
// Left out when not given, as the shop's own form has no data-custom_data.
$islands_custom = isset( $args['custom_data'] ) ? $args['custom_data'] : null;
$islands_custom = is_array( $islands_custom ) || is_object( $islands_custom ) ? $islands_json( (object) $islands_custom ) : $islands_custom;
$islands_last   = count( $islands_attributes ) - 1;
// WooCommerce's quantity input takes a uniqid() id, so two forms on one page never share one.
$islands_qty  = uniqid( 'quantity_' );
?>
<form class="variations_form cart" action="<?php echo $islands_url( $islands_action ); ?>" method="post" enctype="multipart/form-data" data-product_id="<?php echo $islands_id; ?>" data-product_variations="<?php echo $islands_esc( $islands_data ); ?>"<?php if ( null !== $islands_custom ) : ?> data-custom_data="<?php echo $islands_esc( (string) $islands_custom ); ?>"<?php endif; ?>>
<?php if ( array() === $islands_variations ) : ?>
	<p class="stock out-of-stock">Este producto está agotado y no está disponible.</p>
<?php else : ?>
	<table class="variations" role="presentation">
		<tbody>
<?php foreach ( $islands_attributes as $islands_i => $islands_attribute ) :
	$islands_name  = (string) $islands_attribute['name'];
	$islands_field = preg_replace( '/^attribute_/', '', $islands_name );
	$islands_value = isset( $islands_attribute['selected'] ) ? (string) $islands_attribute['selected'] : '';
	?>
			<tr>
				<th class="label"><label for="<?php echo $islands_esc( $islands_field ); ?>"><?php echo $islands_esc( $islands_attribute['label'] ?? $islands_field ); ?></label></th>
				<td class="value">
					<select id="<?php echo $islands_esc( $islands_field ); ?>" class="" name="<?php echo $islands_esc( $islands_name ); ?>" data-attribute_name="<?php echo $islands_esc( $islands_name ); ?>" data-show_option_none="yes"><option value="">Elige una opción</option><?php foreach ( (array) ( $islands_attribute['options'] ?? array() ) as $islands_option => $islands_label ) : ?><option value="<?php echo $islands_esc( $islands_option ); ?>"<?php echo (string) $islands_option === $islands_value ? " selected='selected'" : ''; ?>><?php echo $islands_esc( $islands_label ); ?></option><?php endforeach; ?></select>
					<?php if ( $islands_i === $islands_last ) : ?><a class="reset_variations" href="#" aria-label="Vaciar opciones">Limpiar</a><?php endif; ?>
				</td>
			</tr>
<?php endforeach; ?>
		</tbody>
	</table>
	<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
	<div class="single_variation_wrap">
		<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
		<div class="woocommerce-variation-add-to-cart variations_button">
			<div class="quantity">
				<label class="screen-reader-text" for="<?php echo $islands_esc( $islands_qty ); ?>"><?php echo $islands_esc( $islands_title ); ?> cantidad</label>
				<input type="number" id="<?php echo $islands_esc( $islands_qty ); ?>" class="input-text qty text" name="quantity" value="1" aria-label="Cantidad de productos" min="1" step="1" placeholder="" inputmode="numeric" autocomplete="off" />
			</div>
			<button type="submit" class="single_add_to_cart_button button alt">Añadir al carrito</button>
			<input type="hidden" name="add-to-cart" value="<?php echo $islands_id; ?>" />
			<input type="hidden" name="product_id" value="<?php echo $islands_id; ?>" />
			<input type="hidden" name="variation_id" class="variation_id" value="0" />
		</div>
	</div>
<?php endif; ?>
</form>
