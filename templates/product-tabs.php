<?php
/**
 * The product tabs as WooCommerce prints them (single-product/tabs/tabs.php): every panel visible
 * and no ARIA state, which widgets/product/product-tabs adds (roving tabindex, arrows, Home/End, the
 * tab opened by the URL). $args['tabs'] lists key, title and the panel's HTML (trusted theme output).
 *
 * In a theme's product template:
 *
 *     get_template_part( 'templates/product-tabs', null, array( 'tabs' => array(
 *         array( 'key' => 'description', 'title' => 'Descripción', 'content' => '<p>…</p>' ),
 *         array( 'key' => 'reviews', 'title' => 'Valoraciones (2)', 'content' => $reviews_html ),
 *     ) ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_tabs = isset( $args['tabs'] ) && is_array( $args['tabs'] ) ? $args['tabs'] : array();
$islands_key  = static function ( $tab ) {
	return preg_replace( '/[^a-z0-9_-]/', '', strtolower( (string) ( $tab['key'] ?? '' ) ) );
};
if ( ! $islands_tabs ) {
	return;
}
?>
<div class="woocommerce-tabs wc-tabs-wrapper">
	<ul class="tabs wc-tabs" role="tablist">
<?php
foreach ( $islands_tabs as $islands_tab ) :
	$islands_k = $islands_key( $islands_tab );
	?>
		<li role="presentation" class="<?php echo esc_attr( $islands_k ); ?>_tab" id="tab-title-<?php echo esc_attr( $islands_k ); ?>">
			<a href="#tab-<?php echo esc_attr( $islands_k ); ?>" role="tab" aria-controls="tab-<?php echo esc_attr( $islands_k ); ?>"><?php echo esc_html( $islands_tab['title'] ?? $islands_k ); ?></a>
		</li>
<?php endforeach; ?>
	</ul>
<?php
foreach ( $islands_tabs as $islands_tab ) :
	$islands_k = $islands_key( $islands_tab );
	?>
	<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--<?php echo esc_attr( $islands_k ); ?> panel entry-content wc-tab" id="tab-<?php echo esc_attr( $islands_k ); ?>" role="tabpanel" aria-labelledby="tab-title-<?php echo esc_attr( $islands_k ); ?>">
		<?php echo (string) ( $islands_tab['content'] ?? '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the theme's own panel HTML, as WooCommerce prints its tab callbacks' output: the reviews panel holds the review form, whose inputs wp_kses_post() would strip. ?>
	</div>
<?php endforeach; ?>
</div>
