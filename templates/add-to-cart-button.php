<?php
/**
 * A shop listing's add-to-cart button, as WooCommerce's loop/add-to-cart.php prints it, for a theme
 * that builds its own product cards. The add-to-cart island (one listener on <body>) sends it
 * through wc-ajax=add_to_cart; without JavaScript the link itself adds (?add-to-cart=ID).
 *
 * In a theme's product card:
 *
 *     get_template_part( 'templates/add-to-cart-button', null, array(
 *         'product_id' => $product->get_id(), 'sku' => $product->get_sku(), 'name' => $product->get_name(),
 *         'url' => $product->get_permalink(), 'type' => $product->get_type(), 'in_stock' => $product->is_in_stock(),
 *         'quantity' => 1,
 *     ) );
 *
 * quantity is the smallest the shop accepts (a Min/Max Quantities minimum): the button posts it, and
 * the link carries it too (?add-to-cart=ID&quantity=N) so the add works with JavaScript off.
 * type 'variable' and out-of-stock products link to the product page; 'external' to external_url.
 * Every data-* attribute is posted, so a theme may add its own.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_id       = max( 0, (int) ( $args['product_id'] ?? 0 ) );
$islands_name     = (string) ( $args['name'] ?? '' );
$islands_type     = (string) ( $args['type'] ?? 'simple' );
$islands_link     = (string) ( $args['url'] ?? '' );
$islands_quantity = max( 1, (int) ( $args['quantity'] ?? 1 ) );
$islands_in_stock = (bool) ( $args['in_stock'] ?? true );
$islands_describe = 'woocommerce_loop_add_to_cart_link_describedby_' . $islands_id;
$islands_note     = '';
$islands_success  = null;

// Each aria-label begins with the visible words (WCAG 2.5.3), as the fixture pages print them.
if ( 'external' === $islands_type ) {
	$islands_href  = (string) ( $args['external_url'] ?? $islands_link );
	$islands_class = 'button product_type_external';
	$islands_text  = (string) ( $args['button_text'] ?? 'Comprar producto' );
	$islands_label = $islands_text;
} elseif ( 'variable' === $islands_type ) {
	$islands_href  = $islands_link;
	$islands_class = 'button product_type_variable add_to_cart_button';
	$islands_text  = 'Seleccionar opciones';
	$islands_label = "Seleccionar opciones para “{$islands_name}”";
	$islands_note  = 'Este producto tiene múltiples variantes. Las opciones se pueden elegir en la página de producto';
} elseif ( ! $islands_in_stock ) {
	$islands_href  = $islands_link;
	$islands_class = 'button product_type_simple';
	$islands_text  = 'Leer más';
	$islands_label = "Leer más sobre “{$islands_name}”";
} else {
	// Without JavaScript the link adds: a minimum quantity goes in it, or the shop refuses one.
	$islands_href    = '?add-to-cart=' . $islands_id . ( $islands_quantity > 1 ? '&quantity=' . $islands_quantity : '' );
	$islands_class   = 'button product_type_simple add_to_cart_button ajax_add_to_cart';
	$islands_text    = 'Añadir al carrito';
	$islands_label   = "Añadir al carrito: “{$islands_name}”";
	$islands_success = "«{$islands_name}» se ha añadido a tu carrito";
}
// The add link is this page's own query, numbers only: esc_attr() keeps it as WooCommerce prints
// it (`&amp;`); an address from the theme goes through esc_url(), which drops javascript: and the like.
?>
<a href="<?php echo null !== $islands_success ? esc_attr( $islands_href ) : esc_url( $islands_href ); ?>" aria-describedby="<?php echo esc_attr( $islands_describe ); ?>" data-quantity="<?php echo (int) $islands_quantity; ?>" class="<?php echo esc_attr( $islands_class ); ?>" data-product_id="<?php echo (int) $islands_id; ?>" data-product_sku="<?php echo esc_attr( $args['sku'] ?? '' ); ?>" aria-label="<?php echo esc_attr( $islands_label ); ?>" rel="nofollow"<?php echo null !== $islands_success ? ' data-success_message="' . esc_attr( $islands_success ) . '"' : ''; ?>><?php echo esc_html( $islands_text ); ?></a>	<span id="<?php echo esc_attr( $islands_describe ); ?>" class="screen-reader-text"><?php echo esc_html( $islands_note ); ?></span>
