<?php
/**
 * Side Cart's own markup of one cart line, printed once per page as #islands-side-cart-line for
 * the side cart island to show an add's line before the server answers (docs/cart.md#the-line-at-once).
 * It is rendered through Side Cart's template (product.php, or product-card.php with the card
 * layout) with the shop's settings, so a theme's override of the template and the shop's choice
 * of columns hold. Where the product's own values go it holds placeholders, which the island
 * replaces with the product card's name, link, image, price and quantity, as text only:
 * islands:name, islands:link, islands:image, islands:alt, islands:price, islands:total, islands:quantity.
 * The markup is the same for every visitor (no cart data in it), so page caches keep it.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Wraps the formatted number of the price wc_price() prints in $token, keeping the currency symbol
 * and its position as the shop sets them.
 *
 * @param string $token The placeholder.
 * @return string
 */
function islands_side_cart_price_slot( $token ) {
	$slot = static function () use ( $token ) {
		return $token;
	};
	add_filter( 'formatted_woocommerce_price', $slot, PHP_INT_MAX );
	$html = wc_price( 0 );
	remove_filter( 'formatted_woocommerce_price', $slot, PHP_INT_MAX );
	return $html;
}

/**
 * The arguments Side Cart's body template gives its line template, with placeholders for the
 * product's values, through Side Cart's own Xoo_Wsc_Template_Args::product() (the shop's settings).
 *
 * @param bool $linked Whether the shop links each line's name and image to the product (product_link).
 * @return array
 */
function islands_side_cart_line_args( $linked ) {
	$size    = wc_get_image_size( 'woocommerce_thumbnail' );
	$image   = sprintf(
		'<img width="%1$d" height="%2$d" src="islands:image" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="islands:alt" decoding="async" />',
		(int) ( $size['width'] ?? 0 ),
		(int) ( $size['height'] ?? 0 )
	);
	$product = new WC_Product_Simple();
	// A number for Side Cart's own arithmetic (its savings); the placeholder goes in before the template prints it.
	$item = array(
		'key'        => '',
		'data'       => $product,
		'product_id' => 0,
		'quantity'   => 1,
	);
	$args = Xoo_Wsc_Template_Args::product(
		$product,
		$item,
		'',
		array(
			'cart_item_key'     => '',
			'cart_item'         => $item,
			'_product'          => $product,
			'product_id'        => '',
			'product_name'      => $linked ? '<a href="islands:link">islands:name</a>' : 'islands:name',
			'product_permalink' => 'islands:link',
			'product_meta'      => '',
			'product_price'     => islands_side_cart_price_slot( 'islands:price' ),
			'product_subtotal'  => islands_side_cart_price_slot( 'islands:total' ),
			'thumbnail'         => $linked ? '<a href="islands:link">' . $image . '</a>' : $image,
			'bundleData'        => array(),
		)
	);

	$args['cart_item']['quantity'] = 'islands:quantity';
	return $args;
}

/**
 * The line's markup with placeholders, as Side Cart's body template builds each line; null where
 * Side Cart or WooCommerce is not there, or its template could not be rendered.
 *
 * @return array|null
 */
function islands_side_cart_line() {
	if ( ! class_exists( 'Xoo_Wsc_Template_Args' ) || ! function_exists( 'xoo_wsc_helper' ) || ! function_exists( 'wc_price' ) || ! class_exists( 'WC_Product_Simple' ) ) {
		return null;
	}
	try {
		if ( null === Xoo_Wsc_Template_Args::$gl ) {
			Xoo_Wsc_Template_Args::declare_options();
		}
		$body = Xoo_Wsc_Template_Args::cart_body();
		$card = 'card' === ( $body['pattern'] ?? 'row' );
		$html = xoo_wsc_helper()->get_template( 'global/body/' . ( $card ? 'product-card' : 'product' ) . '.php', islands_side_cart_line_args( ! empty( $body['showPLink'] ) ), '', true );
	} catch ( Throwable $error ) {
		return null;
	}
	if ( ! is_string( $html ) || '' === trim( $html ) ) {
		return null;
	}
	return array(
		'line'     => $card ? '<div class="xoo-wsc-product-cont">' . trim( $html ) . '</div>' : trim( $html ),
		'products' => '<div class="xoo-wsc-products xoo-wsc-pattern-' . ( $card ? 'card' : 'row' ) . '"></div>',
		'order'    => 'desc' === ( $body['cartOrder'] ?? 'asc' ) ? 'desc' : 'asc',
		'price'    => array(
			'decimals'          => wc_get_price_decimals(),
			'decimalSeparator'  => wc_get_price_decimal_separator(),
			'thousandSeparator' => wc_get_price_thousand_separator(),
		),
	);
}

/** On wp_footer, after Side Cart's own markup: #islands-side-cart-line. */
function islands_print_side_cart_line() {
	if ( is_admin() || ! islands_is_active() ) {
		return;
	}
	$line = islands_side_cart_line();
	if ( null === $line ) {
		return;
	}
	islands_print_json_script( 'islands-side-cart-line', $line );
}
