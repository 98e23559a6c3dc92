<?php
/**
 * The product tabs as WooCommerce prints them (single-product/tabs/tabs.php): every panel visible
 * and no ARIA state, which widgets/product-tabs adds (roving tabindex, arrows, Home/End, the
 * tab opened by the URL). $args['tabs'] lists key, title and the panel's HTML (trusted theme output).
 *
 *     get_template_part( 'templates/product-tabs', null, array( 'tabs' => array(
 *         array( 'key' => 'description', 'title' => 'Descripción', 'content' => '<p>…</p>' ),
 *         array( 'key' => 'reviews', 'title' => 'Valoraciones (2)', 'content' => $reviews_html ),
 *     ) ) );
 */

defined( 'ABSPATH' ) || exit;

$islands_esc  = function_exists( 'esc_attr' )
	? 'esc_attr'
	: static function ( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	};
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
<?php foreach ( $islands_tabs as $islands_tab ) : $islands_k = $islands_key( $islands_tab ); ?>
		<li role="presentation" class="<?php echo $islands_k; ?>_tab" id="tab-title-<?php echo $islands_k; ?>">
			<a href="#tab-<?php echo $islands_k; ?>" role="tab" aria-controls="tab-<?php echo $islands_k; ?>"><?php echo $islands_esc( $islands_tab['title'] ?? $islands_k ); ?></a>
		</li>
<?php endforeach; ?>
	</ul>
<?php foreach ( $islands_tabs as $islands_tab ) : $islands_k = $islands_key( $islands_tab ); ?>
	<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--<?php echo $islands_k; ?> panel entry-content wc-tab" id="tab-<?php echo $islands_k; ?>" role="tabpanel" aria-labelledby="tab-title-<?php echo $islands_k; ?>">
		<?php echo (string) ( $islands_tab['content'] ?? '' ); // phpcs:ignore WordPress.Security.EscapeOutput -- the theme's own panel HTML. ?>
	</div>
<?php endforeach; ?>
</div>
