<?php
/**
 * A reading progress bar with Elementor Pro's Progress Tracker markup, for a theme that prints one
 * itself. The progress-tracker island mounts on `.elementor-widget-progress-tracker`
 * (docs/site-extras.md#progress-tracker): it makes the tracker a `role="progressbar"` named
 * 'Progreso de lectura' (or `label`) and fills the bar (horizontal) or the ring (circular) as the
 * page, the post content or the element `selector` names is read. The bar's look is the theme's (or
 * Pro's) CSS. With JavaScript off, or once the island failed, it would never move: a line of CSS
 * printed once with the first tracker hides it then.
 *
 * In a theme's single post template:
 *
 *     get_template_part( 'islands/templates/progress-tracker', null, array(
 *         'id'          => 'lectura',      // the element id, 7 characters as the page builder's
 *         'type'        => 'horizontal',   // or 'circular'
 *         'relative_to' => 'entire_page',  // or 'post_content' (.elementor-widget-theme-post-content), or 'selector'
 *         'selector'    => '',             // with 'selector': '#id' or '.class' of the element to follow
 *         'percentage'  => false,          // true: '{n}%' as text beside the bar
 *         'direction'   => '',             // 'ltr' or 'rtl' (the ring's way round); '' the default
 *         'align'       => '',             // Pro's alignment class suffix
 *         'label'       => '',             // the progressbar's name; '' for 'Progreso de lectura'
 *     ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_id       = preg_replace( '/[^a-z0-9]/', '', strtolower( (string) ( $args['id'] ?? '' ) ) );
$islands_type     = 'circular' === ( $args['type'] ?? '' ) ? 'circular' : 'horizontal';
$islands_relative = in_array( $args['relative_to'] ?? '', array( 'post_content', 'selector' ), true ) ? $args['relative_to'] : 'entire_page';
$islands_settings = array(
	'type'        => $islands_type,
	'relative_to' => $islands_relative,
);
if ( 'selector' === $islands_relative ) {
	$islands_settings['selector'] = (string) ( $args['selector'] ?? '' );
}
if ( in_array( $args['direction'] ?? '', array( 'ltr', 'rtl' ), true ) ) {
	$islands_settings['direction'] = $args['direction'];
}
$islands_settings['percentage'] = empty( $args['percentage'] ) ? 'no' : 'yes';
$islands_label                  = (string) ( $args['label'] ?? '' );

if ( ! defined( 'ISLANDS_PROGRESS_TRACKER_CSS' ) ) {
	define( 'ISLANDS_PROGRESS_TRACKER_CSS', true );
	echo '<style id="islands-progress-tracker-css">@media (scripting:none){.elementor-widget-progress-tracker{display:none}}'
		. '.elementor-widget-progress-tracker[data-island="error"]{display:none}</style>' . "\n";
}
?>
<div class="elementor-element elementor-element-<?php echo esc_attr( $islands_id ); ?> elementor-widget elementor-widget-progress-tracker" data-id="<?php echo esc_attr( $islands_id ); ?>" data-element_type="widget" data-settings="<?php echo esc_attr( wp_json_encode( $islands_settings ) ); ?>" data-widget_type="progress-tracker.default">
	<div class="elementor-scrolling-tracker elementor-scrolling-tracker-<?php echo esc_attr( $islands_type ); ?> elementor-scrolling-tracker-alignment-<?php echo esc_attr( (string) ( $args['align'] ?? '' ) ); ?>"<?php islands_print_attributes( array( 'aria-label' => '' !== $islands_label ? $islands_label : null ) ); ?>>
<?php if ( 'horizontal' === $islands_type ) : ?>
		<div class="current-progress"><div class="current-progress-percentage"></div></div>
<?php else : ?>
		<svg width="100%" height="100%">
			<circle class="circle" r="40%" cx="50%" cy="50%"/>
			<circle class="current-progress" r="40%" cx="50%" cy="50%"/>
		</svg>
		<div class="current-progress-percentage"></div>
<?php endif; ?>
	</div>
</div>
