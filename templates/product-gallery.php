<?php
/**
 * The product gallery as WooCommerce prints it (single-product/product-image.php): hidden at
 * opacity 0 until widgets/product-gallery shows it with its slider, zoom and lightbox. Without
 * JavaScript the <noscript> rule shows it and each image links to its full size.
 *
 *     get_template_part( 'templates/product-gallery', null, array( 'images' => array(
 *         array( 'src' => '…-600x600.png', 'width' => 600, 'height' => 600, 'thumb' => '…-100x100.png',
 *                'full' => '….png', 'full_width' => 1200, 'full_height' => 1200,
 *                'alt' => 'Sudadera con capucha gris', 'caption' => 'Leyenda', 'title' => 'Sudadera' ),
 *     ) ) );
 */

defined( 'ABSPATH' ) || exit;

$islands_esc    = function_exists( 'esc_attr' )
	? 'esc_attr'
	: static function ( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	};
$islands_images = isset( $args['images'] ) && is_array( $args['images'] ) ? array_values( $args['images'] ) : array();
$islands_with   = $islands_images ? 'with-images' : 'without-images';
?>
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
<div class="woocommerce-product-gallery woocommerce-product-gallery--<?php echo $islands_with; ?> woocommerce-product-gallery--columns-4 images" data-widget="product-gallery" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
	<div class="woocommerce-product-gallery__wrapper">
<?php foreach ( $islands_images as $islands_i => $islands_image ) :
	$islands_full = (string) ( $islands_image['full'] ?? $islands_image['src'] ?? '' );
	?>
		<div data-thumb="<?php echo $islands_esc( $islands_image['thumb'] ?? $islands_image['src'] ?? '' ); ?>" data-thumb-alt="<?php echo $islands_esc( $islands_image['alt'] ?? '' ); ?>" class="woocommerce-product-gallery__image"><a href="<?php echo $islands_esc( $islands_full ); ?>"><img src="<?php echo $islands_esc( $islands_image['src'] ?? '' ); ?>" width="<?php echo (int) ( $islands_image['width'] ?? 600 ); ?>" height="<?php echo (int) ( $islands_image['height'] ?? 600 ); ?>" class="<?php echo 0 === $islands_i ? 'wp-post-image' : ''; ?>" alt="<?php echo $islands_esc( $islands_image['alt'] ?? '' ); ?>" title="<?php echo $islands_esc( $islands_image['title'] ?? '' ); ?>" data-caption="<?php echo $islands_esc( $islands_image['caption'] ?? '' ); ?>" data-src="<?php echo $islands_esc( $islands_full ); ?>" data-large_image="<?php echo $islands_esc( $islands_full ); ?>" data-large_image_width="<?php echo (int) ( $islands_image['full_width'] ?? 0 ); ?>" data-large_image_height="<?php echo (int) ( $islands_image['full_height'] ?? 0 ); ?>" decoding="async" /></a></div>
<?php endforeach; ?>
	</div>
</div>
