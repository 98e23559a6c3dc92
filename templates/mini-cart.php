<?php
/**
 * WooCommerce's mini cart widget frame (cart/mini-cart.php is what fills it). As WooCommerce does,
 * the content is printed empty: the cart fragments (`div.widget_shopping_cart_content`) fill it,
 * so a cached page never shows another shopper's cart. Its remove links are handled by the
 * add-to-cart island (wc-ajax=remove_from_cart, falling back to the link).
 *
 * 'hide_if_empty' is the widget's "Ocultar si el carrito está vacío" setting (on unless given as
 * false): the cart-fragments island then hides the widget while the cart is empty.
 *
 * In a theme's sidebar or header:
 *
 *     get_template_part( 'templates/mini-cart', null, array( 'title' => 'Carrito', 'hide_if_empty' => true ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_title = (string) ( $args['title'] ?? 'Carrito' );
$islands_hide  = (bool) ( $args['hide_if_empty'] ?? true );
?>
<div class="widget woocommerce widget_shopping_cart">
	<h2 class="widgettitle"><?php echo esc_html( $islands_title ); ?></h2>
<?php if ( $islands_hide ) : ?>
	<div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div>
<?php else : ?>
	<div class="widget_shopping_cart_content"></div>
<?php endif; ?>
</div>
