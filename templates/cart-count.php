<?php
/**
 * The header's cart count island (widgets/cart-count). The server prints what the widget renders,
 * so hydration changes nothing visible; the island then follows the cart without a reload.
 *
 *     get_template_part( 'templates/cart-count', null, array( 'count' => WC()->cart->get_cart_contents_count() ) );
 *
 * $args['count'] is the number of items in the cart (a whole number >= 0).
 */

defined( 'ABSPATH' ) || exit;

$islands_count = isset( $args['count'] ) ? max( 0, (int) $args['count'] ) : 0;

$islands_props = function_exists( 'wp_json_encode' )
	? wp_json_encode( array( 'count' => $islands_count ) )
	: json_encode( array( 'count' => $islands_count ) );

$islands_attr = function_exists( 'esc_attr' )
	? 'esc_attr'
	: static function ( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	};

// The same sentence as runtime/i18n (cartCount), in the theme's text domain when WordPress runs.
$islands_label = function_exists( '__' ) ? __( 'Artículos en el carrito: %s', 'islands' ) : 'Artículos en el carrito: %s';
?>
<span class="islands-cart-count" data-widget="cart-count" data-props="<?php echo $islands_attr( $islands_props ); ?>"><span aria-hidden="true"><?php echo $islands_count; ?></span><span class="screen-reader-text"><?php echo $islands_attr( sprintf( $islands_label, $islands_count ) ); ?></span></span>
