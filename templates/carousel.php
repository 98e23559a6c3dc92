<?php
/**
 * An image carousel with the page builder's Image Carousel markup (`.elementor-widget-image-carousel`,
 * a `.swiper` of `.swiper-slide`s, the arrows and the dots), for a theme that prints one itself.
 * The carousel island mounts on it as it nears the viewport (docs/site-extras.md#carousel): Swiper,
 * slides per view by device (3, 2, 1 unless set), arrows that answer Enter and Space, autoplay
 * when asked. A slide with a `link` is a link (to its full image, say: the global lightbox opens
 * it, grouped with the carousel's other slides); a `link` that is not a web address (javascript:, …)
 * is dropped by esc_url() and the slide is a plain image. With JavaScript off, or once the island
 * failed, a few lines of CSS printed once with the first carousel lay the slides out in rows and
 * hide the arrows and dots, which would do nothing: every image and link stays on the page.
 *
 * In a theme's template:
 *
 *     get_template_part( 'islands/templates/carousel', null, array(
 *         'id'     => 'galeria',                // the element id, 7 characters as the page builder's
 *         'name'   => 'Carrusel de imágenes',   // the region's name
 *         'slides' => array(
 *             array(
 *                 'src' => $src, 'alt' => 'Sudadera roja', 'width' => 300, 'height' => 300, // 'srcset', 'sizes' too
 *                 'link'        => $full_image_url, // optional: the slide is a link
 *                 'lightbox'    => true,            // a link to an image opens in the lightbox; false: never
 *                 'title'       => 'Sudadera roja', // the lightbox's caption
 *                 'description' => '',              // and the text under it
 *                 'caption'     => '',              // printed under the image
 *             ),
 *         ),
 *         'slides_to_show'        => '',     // '' for 3 on desktop
 *         'slides_to_show_tablet' => '',     // '' for 2
 *         'slides_to_show_mobile' => '',     // '' for 1
 *         'slides_to_scroll'      => '',     // '' for 1
 *         'navigation'            => 'both', // 'arrows', 'dots' or 'none'
 *         'autoplay'              => false,
 *         'autoplay_speed'        => 5000,   // ms
 *         'pause_on_hover'        => true,
 *         'infinite'              => true,
 *         'speed'                 => 500,    // ms per move
 *         'direction'             => 'ltr',  // or 'rtl'
 *     ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_id     = preg_replace( '/[^a-z0-9]/', '', strtolower( (string) ( $args['id'] ?? '' ) ) );
$islands_slides = is_array( $args['slides'] ?? null ) ? array_values(
	array_filter(
		$args['slides'],
		static function ( $slide ) {
			return is_array( $slide ) && '' !== (string) ( $slide['src'] ?? '' );
		}
	)
) : array();
if ( ! $islands_slides ) {
	return;
}
$islands_count    = static function ( $value ) {
	return (int) $value > 0 ? (string) (int) $value : '';
};
$islands_nav      = in_array( $args['navigation'] ?? 'both', array( 'both', 'arrows', 'dots', 'none' ), true ) ? ( $args['navigation'] ?? 'both' ) : 'both';
$islands_autoplay = ! empty( $args['autoplay'] );
$islands_settings = array(
	'slides_to_show'        => $islands_count( $args['slides_to_show'] ?? '' ),
	'slides_to_show_tablet' => $islands_count( $args['slides_to_show_tablet'] ?? '' ),
	'slides_to_show_mobile' => $islands_count( $args['slides_to_show_mobile'] ?? '' ),
	'slides_to_scroll'      => $islands_count( $args['slides_to_scroll'] ?? '' ),
	'navigation'            => $islands_nav,
	'autoplay'              => $islands_autoplay ? 'yes' : 'no',
	'pause_on_hover'        => ( $args['pause_on_hover'] ?? true ) ? 'yes' : 'no',
	'autoplay_speed'        => (int) ( $args['autoplay_speed'] ?? 5000 ) > 0 ? (int) ( $args['autoplay_speed'] ?? 5000 ) : 5000,
	'infinite'              => ( $args['infinite'] ?? true ) ? 'yes' : 'no',
	'speed'                 => (int) ( $args['speed'] ?? 500 ) > 0 ? (int) ( $args['speed'] ?? 500 ) : 500,
);

$islands_total  = count( $islands_slides );
$islands_arrows = $islands_total > 1 && in_array( $islands_nav, array( 'both', 'arrows' ), true );
$islands_dots   = $islands_total > 1 && in_array( $islands_nav, array( 'both', 'dots' ), true );

if ( ! defined( 'ISLANDS_CAROUSEL_CSS' ) ) {
	define( 'ISLANDS_CAROUSEL_CSS', true );
	$islands_css   = static function ( $w ) {
		return $w . ' .elementor-swiper-button,' . $w . ' .swiper-pagination{display:none}'
			. $w . ' .swiper-wrapper{display:flex;flex-wrap:wrap;gap:10px;transform:none}'
			. $w . ' .swiper-slide{flex:1 1 12em;width:auto;max-width:100%}'
			. $w . ' .swiper-slide img{display:block;max-width:100%;height:auto}';
	};
	$islands_style = '<style id="islands-carousel-fallback-css">@media (scripting:none){' . $islands_css( '.elementor-widget-image-carousel' ) . '}'
		. $islands_css( '.elementor-widget-image-carousel[data-island="error"]' ) . "</style>\n";
	// Constant CSS: esc_html() would turn the quotes of [data-island="error"] into &quot; and break the rule.
	echo $islands_style; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- see above.
}
?>
<div class="elementor-element elementor-element-<?php echo esc_attr( $islands_id ); ?> elementor-widget elementor-widget-image-carousel" data-id="<?php echo esc_attr( $islands_id ); ?>" data-element_type="widget" data-settings="<?php echo esc_attr( wp_json_encode( $islands_settings ) ); ?>" data-widget_type="image-carousel.default">
	<div class="elementor-image-carousel-wrapper swiper" role="region" aria-roledescription="carousel" aria-label="<?php echo esc_attr( $args['name'] ?? 'Carrusel de imágenes' ); ?>" dir="<?php echo 'rtl' === ( $args['direction'] ?? '' ) ? 'rtl' : 'ltr'; ?>">
		<div class="elementor-image-carousel swiper-wrapper" aria-live="<?php echo $islands_autoplay ? 'off' : 'polite'; ?>">
<?php
foreach ( $islands_slides as $islands_i => $islands_slide ) :
	// The link's and image's attributes, each printed only when the slide has it; the addresses
	// through esc_url() (a javascript: link is dropped, and the slide is a plain image).
	$islands_link = esc_url( (string) ( $islands_slide['link'] ?? '' ) );
	$islands_a    = array( 'href' => $islands_link );
	if ( false === ( $islands_slide['lightbox'] ?? true ) ) {
		$islands_a['data-elementor-open-lightbox'] = 'no';
	} else {
		$islands_a['data-elementor-open-lightbox']      = 'yes';
		$islands_a['data-elementor-lightbox-slideshow'] = $islands_id;
		foreach ( array( 'title', 'description' ) as $islands_key ) {
			if ( '' !== (string) ( $islands_slide[ $islands_key ] ?? '' ) ) {
				$islands_a[ 'data-elementor-lightbox-' . $islands_key ] = $islands_slide[ $islands_key ];
			}
		}
	}
	$islands_img = array(
		'src' => esc_url( (string) ( $islands_slide['src'] ?? '' ) ),
		'alt' => (string) ( $islands_slide['alt'] ?? '' ),
	);
	foreach ( array( 'width', 'height' ) as $islands_key ) {
		if ( (int) ( $islands_slide[ $islands_key ] ?? 0 ) > 0 ) {
			$islands_img[ $islands_key ] = (int) $islands_slide[ $islands_key ];
		}
	}
	foreach ( array( 'srcset', 'sizes' ) as $islands_key ) {
		if ( '' !== (string) ( $islands_slide[ $islands_key ] ?? '' ) ) {
			$islands_img[ $islands_key ] = $islands_slide[ $islands_key ];
		}
	}
	$islands_caption = (string) ( $islands_slide['caption'] ?? '' );
	// A line ending in a closing PHP tag loses its newline to PHP: the slide stays on one line.
	?>
			<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="<?php echo esc_attr( ( $islands_i + 1 ) . ' de ' . $islands_total ); ?>"><?php if ( '' !== $islands_link ) : ?>
<a<?php islands_print_attributes( $islands_a ); ?>><?php endif; ?><figure class="swiper-slide-inner"><img class="swiper-slide-image"<?php islands_print_attributes( $islands_img ); ?>><?php if ( '' !== $islands_caption ) : ?>
<figcaption class="elementor-image-carousel-caption"><?php echo esc_html( $islands_caption ); ?></figcaption><?php endif; ?></figure><?php echo '' !== $islands_link ? '</a>' : ''; ?></div>
<?php endforeach; ?>
		</div>
<?php if ( $islands_arrows ) : ?>
		<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Diapositiva anterior"><svg aria-hidden="true" class="e-font-icon-svg e-eicon-chevron-left" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" stroke-width="2.5"></path></svg></div>
		<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Diapositiva siguiente"><svg aria-hidden="true" class="e-font-icon-svg e-eicon-chevron-right" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><path d="M9 4l8 8-8 8" fill="none" stroke="currentColor" stroke-width="2.5"></path></svg></div>
<?php endif; ?>
<?php if ( $islands_dots ) : ?>
		<div class="swiper-pagination"></div>
<?php endif; ?>
	</div>
</div>
