<?php
/**
 * The product gallery as WooCommerce prints it (single-product/product-image.php): hidden at
 * opacity 0 until widgets/product/product-gallery shows it with its slider, zoom and lightbox. Without
 * JavaScript the <noscript> rule shows it and each image links to its full size.
 *
 * The gallery element is the one the fixture product pages print (tests/template-markup.test.ts);
 * srcset and sizes are printed when given, as wp_get_attachment_image() prints them.
 *
 * In a theme's product template:
 *
 *     get_template_part( 'templates/product-gallery', null, array( 'images' => array(
 *         array( 'src' => '…-600x600.png', 'width' => 600, 'height' => 600, 'thumb' => '…-100x100.png',
 *                'full' => '….png', 'full_width' => 1200, 'full_height' => 1200,
 *                'alt' => 'Sudadera con capucha gris', 'caption' => 'Leyenda',
 *                'srcset' => wp_get_attachment_image_srcset( $id, 'woocommerce_single' ), 'sizes' => '(max-width: 600px) 100vw, 600px',
 *                'thumb_srcset' => wp_get_attachment_image_srcset( $id, 'woocommerce_gallery_thumbnail' ), 'thumb_sizes' => '(max-width: 100px) 100vw, 100px' ),
 *     ) ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_images = isset( $args['images'] ) && is_array( $args['images'] ) ? array_values( $args['images'] ) : array();
$islands_with   = $islands_images ? 'with-images' : 'without-images';
// An attribute printed only when the image gives it (srcset and sizes need the attachment's sizes).
$islands_given = static function ( $image, $key ) {
	return isset( $image[ $key ] ) && '' !== (string) $image[ $key ] ? $image[ $key ] : null;
};
?>
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
<div class="woocommerce-product-gallery woocommerce-product-gallery--<?php echo esc_attr( $islands_with ); ?> woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
	<div class="woocommerce-product-gallery__wrapper">
<?php
foreach ( $islands_images as $islands_i => $islands_image ) :
	$islands_full  = (string) ( $islands_image['full'] ?? $islands_image['src'] ?? '' );
	$islands_thumb = array(
		'data-thumb-srcset' => $islands_given( $islands_image, 'thumb_srcset' ),
		'data-thumb-sizes'  => $islands_given( $islands_image, 'thumb_sizes' ),
	);
	$islands_sizes = array(
		'srcset' => $islands_given( $islands_image, 'srcset' ),
		'sizes'  => $islands_given( $islands_image, 'sizes' ),
	);
	?>
		<div data-thumb="<?php echo esc_url( $islands_image['thumb'] ?? $islands_image['src'] ?? '' ); ?>" data-thumb-alt="<?php echo esc_attr( $islands_image['alt'] ?? '' ); ?>"<?php islands_print_attributes( $islands_thumb ); ?> class="woocommerce-product-gallery__image"><a href="<?php echo esc_url( $islands_full ); ?>"><img src="<?php echo esc_url( $islands_image['src'] ?? '' ); ?>" width="<?php echo (int) ( $islands_image['width'] ?? 600 ); ?>" height="<?php echo (int) ( $islands_image['height'] ?? 600 ); ?>" class="<?php echo 0 === $islands_i ? 'wp-post-image' : ''; ?>" alt="<?php echo esc_attr( $islands_image['alt'] ?? '' ); ?>" data-caption="<?php echo esc_attr( $islands_image['caption'] ?? '' ); ?>" data-src="<?php echo esc_url( $islands_full ); ?>" data-large_image="<?php echo esc_url( $islands_full ); ?>" data-large_image_width="<?php echo (int) ( $islands_image['full_width'] ?? 0 ); ?>" data-large_image_height="<?php echo (int) ( $islands_image['full_height'] ?? 0 ); ?>" decoding="async"<?php islands_print_attributes( $islands_sizes ); ?> /></a></div>
<?php endforeach; ?>
	</div>
</div>
