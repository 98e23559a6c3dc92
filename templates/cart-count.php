<?php
/**
 * The header's cart count island (widgets/shop/cart-count). The server prints what the widget renders,
 * so hydration changes nothing visible; the island then follows the cart without a reload.
 *
 * In the theme's header:
 *
 *     get_template_part( 'templates/cart-count', null, array( 'count' => WC()->cart->get_cart_contents_count() ) );
 *
 * $args['count'] is the number of items in the cart (a whole number >= 0).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_count = isset( $args['count'] ) ? max( 0, (int) $args['count'] ) : 0;

// The same sentence as runtime/i18n (cartCount), in the theme's text domain when WordPress runs.
$islands_label = function_exists( '__' )
	/* translators: %s: the number of items in the cart. */
	? __( 'Artículos en el carrito: %s', 'islands' )
	: 'Artículos en el carrito: %s';
?>
<span class="islands-cart-count" data-widget="cart-count" data-props="<?php echo esc_attr( wp_json_encode( array( 'count' => $islands_count ) ) ); ?>"><span aria-hidden="true"><?php echo (int) $islands_count; ?></span><span class="screen-reader-text"><?php echo esc_html( sprintf( $islands_label, $islands_count ) ); ?></span></span>
