<?php
/**
 * A shop listing's add-to-cart button, as WooCommerce's loop/add-to-cart.php prints it, for a theme
 * that builds its own product cards. The add-to-cart island (one listener on <body>) sends it
 * through wc-ajax=add_to_cart; without JavaScript the link itself adds (?add-to-cart=ID).
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

$islands_id       = max( 0, (int) ( $args['product_id'] ?? 0 ) );
$islands_name     = (string) ( $args['name'] ?? '' );
$islands_type     = (string) ( $args['type'] ?? 'simple' );
$islands_link     = (string) ( $args['url'] ?? '' );
$islands_quantity = max( 1, (int) ( $args['quantity'] ?? 1 ) );
$islands_in_stock = (bool) ( $args['in_stock'] ?? true );
$islands_ids      = sprintf( 'data-product_id="%d" data-product_sku="%s"', $islands_id, $islands_esc( $args['sku'] ?? '' ) );
$islands_describe = 'woocommerce_loop_add_to_cart_link_describedby_' . $islands_id;
$islands_common   = sprintf( 'aria-describedby="%s" data-quantity="%d"', $islands_describe, $islands_quantity );
$islands_note     = '';

// Each aria-label begins with the visible words (WCAG 2.5.3), as the fixture pages print them.
if ( 'external' === $islands_type ) {
	$islands_text   = (string) ( $args['button_text'] ?? 'Comprar producto' );
	$islands_button = sprintf( '<a href="%s" %s class="button product_type_external" %s aria-label="%s" rel="nofollow">%s</a>', $islands_url( $args['external_url'] ?? $islands_link ), $islands_common, $islands_ids, $islands_esc( $islands_text ), $islands_esc( $islands_text ) );
} elseif ( 'variable' === $islands_type ) {
	$islands_button = sprintf( '<a href="%s" %s class="button product_type_variable add_to_cart_button" %s aria-label="%s" rel="nofollow">Seleccionar opciones</a>', $islands_url( $islands_link ), $islands_common, $islands_ids, $islands_esc( "Seleccionar opciones para “{$islands_name}”" ) );
	$islands_note   = 'Este producto tiene múltiples variantes. Las opciones se pueden elegir en la página de producto';
} elseif ( ! $islands_in_stock ) {
	$islands_button = sprintf( '<a href="%s" %s class="button product_type_simple" %s aria-label="%s" rel="nofollow">Leer más</a>', $islands_url( $islands_link ), $islands_common, $islands_ids, $islands_esc( "Leer más sobre “{$islands_name}”" ) );
} else {
	$islands_button = sprintf(
		'<a href="?add-to-cart=%d%s" %s class="button product_type_simple add_to_cart_button ajax_add_to_cart" %s aria-label="%s" rel="nofollow" data-success_message="%s">Añadir al carrito</a>',
		$islands_id,
		// Without JavaScript the link adds: a minimum quantity goes in it, or the shop refuses one.
		$islands_quantity > 1 ? '&amp;quantity=' . $islands_quantity : '',
		$islands_common,
		$islands_ids,
		$islands_esc( "Añadir al carrito: “{$islands_name}”" ),
		$islands_esc( "«{$islands_name}» se ha añadido a tu carrito" )
	);
}
?>
<?php echo $islands_button; ?>	<span id="<?php echo $islands_esc( $islands_describe ); ?>" class="screen-reader-text"><?php echo $islands_esc( $islands_note ); ?></span>
