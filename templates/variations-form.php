<?php
/**
 * The variable product form as WooCommerce prints it (add-to-cart/variable.php), for themes that
 * render the product themselves. widgets/product/variations-form mounts on it; without JavaScript it posts
 * add-to-cart, product_id, quantity and the attribute_* choices to the product page, and the shop
 * finds the variation.
 *
 * In a theme's product template:
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
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_id         = isset( $args['product_id'] ) ? (int) $args['product_id'] : 0;
$islands_action     = isset( $args['action'] ) ? (string) $args['action'] : '';
$islands_title      = isset( $args['title'] ) ? (string) $args['title'] : '';
$islands_attributes = isset( $args['attributes'] ) && is_array( $args['attributes'] ) ? $args['attributes'] : array();
$islands_variations = array_key_exists( 'variations', $args ?? array() ) ? $args['variations'] : false;
// The literal `false` means "look variations up on the server"; an empty list means out of stock.
// JSON_HEX_AMP: an entity in the JSON (the price HTML's `&#36;`) must reach the script as written,
// as WooCommerce's wc_esc_json() keeps it; esc_attr() leaves entities as they are, so a `&` written
// as \u0026 is the way to keep it.
$islands_data = false === $islands_variations ? 'false' : wp_json_encode( array_values( (array) $islands_variations ), JSON_HEX_AMP );
// Left out when not given, as the shop's own form has no data-custom_data.
$islands_custom = isset( $args['custom_data'] ) ? $args['custom_data'] : null;
$islands_custom = is_array( $islands_custom ) || is_object( $islands_custom ) ? wp_json_encode( (object) $islands_custom, JSON_HEX_AMP ) : $islands_custom;
$islands_last   = count( $islands_attributes ) - 1;
// WooCommerce's quantity input takes a uniqid() id, so two forms on one page never share one.
$islands_qty = uniqid( 'quantity_' );
?>
<form class="variations_form cart" action="<?php echo esc_url( $islands_action ); ?>" method="post" enctype="multipart/form-data" data-product_id="<?php echo (int) $islands_id; ?>" data-product_variations="<?php echo esc_attr( $islands_data ); ?>"<?php islands_print_attributes( array( 'data-custom_data' => null !== $islands_custom ? (string) $islands_custom : null ) ); ?>>
<?php if ( array() === $islands_variations ) : ?>
	<p class="stock out-of-stock">Este producto está agotado y no está disponible.</p>
<?php else : ?>
	<table class="variations" role="presentation">
		<tbody>
	<?php
	foreach ( $islands_attributes as $islands_i => $islands_attribute ) :
		$islands_name  = (string) $islands_attribute['name'];
		$islands_field = preg_replace( '/^attribute_/', '', $islands_name );
		$islands_value = isset( $islands_attribute['selected'] ) ? (string) $islands_attribute['selected'] : '';
		// A line ending in a closing PHP tag loses its newline to PHP: the select stays on one line.
		?>
		<tr>
				<th class="label"><label for="<?php echo esc_attr( $islands_field ); ?>"><?php echo esc_html( $islands_attribute['label'] ?? $islands_field ); ?></label></th>
				<td class="value">
					<select id="<?php echo esc_attr( $islands_field ); ?>" class="" name="<?php echo esc_attr( $islands_name ); ?>" data-attribute_name="<?php echo esc_attr( $islands_name ); ?>" data-show_option_none="yes"><option value="">Elige una opción</option><?php foreach ( (array) ( $islands_attribute['options'] ?? array() ) as $islands_option => $islands_label ) : ?>
<option value="<?php echo esc_attr( $islands_option ); ?>"<?php echo (string) $islands_option === $islands_value ? " selected='selected'" : ''; ?>><?php echo esc_html( $islands_label ); ?></option><?php endforeach; ?></select>
					<?php if ( $islands_i === $islands_last ) : ?>
<a class="reset_variations" href="#" aria-label="Vaciar opciones">Limpiar</a><?php endif; ?>
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
				<label class="screen-reader-text" for="<?php echo esc_attr( $islands_qty ); ?>"><?php echo esc_html( $islands_title ); ?> cantidad</label>
				<input type="number" id="<?php echo esc_attr( $islands_qty ); ?>" class="input-text qty text" name="quantity" value="1" aria-label="Cantidad de productos" min="1" step="1" placeholder="" inputmode="numeric" autocomplete="off" />
			</div>
			<button type="submit" class="single_add_to_cart_button button alt">Añadir al carrito</button>
			<input type="hidden" name="add-to-cart" value="<?php echo (int) $islands_id; ?>" />
			<input type="hidden" name="product_id" value="<?php echo (int) $islands_id; ?>" />
			<input type="hidden" name="variation_id" class="variation_id" value="0" />
		</div>
	</div>
<?php endif; ?>
</form>
