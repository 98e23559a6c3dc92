<?php
/**
 * The slide-out side cart's frame, in the XootiX Side Cart markup the side-cart island enhances
 * (a shop that runs the plugin already prints it in wp_footer). Print it once, before </body>:
 *
 * In the theme's footer:
 *
 *     get_template_part( 'templates/side-cart', null, array( 'count' => WC()->cart->get_cart_contents_count() ) );
 *
 * Only the basket and the header are printed: 200 ms after load the island asks
 * wc-ajax=xoo_wsc_refresh_fragments and the shop's `div.xoo-wsc-container` fragment (lines,
 * quantity steppers, coupon form, totals) replaces the container.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

$islands_count = isset( $args['count'] ) ? max( 0, (int) $args['count'] ) : 0;
?>
<div class="xoo-wsc-markup-notices"></div>
<div class="xoo-wsc-markup">
	<div class="xoo-wsc-modal">
		<div class="xoo-wsc-container">
			<div class="xoo-wsc-basket">
				<span class="xoo-wsc-items-count"><?php echo (int) $islands_count; ?></span>
				<span class="xoo-wsc-bki xoo-wsc-icon-shopping-bag1"></span>
			</div>
			<div class="xoo-wsc-header">
				<div class="xoo-wsch-top xoo-wsch-new">
					<div class="xoo-wsc-notice-container" data-section="cart"><ul class="xoo-wsc-notices"></ul></div>
					<div class="xoo-wsch-section xoo-wsch-sec-left">
						<div class="xoo-wsch-basket">
							<span class="xoo-wsch-bki xoo-wsc-icon-shopping-bag1 xoo-wsch-icon"></span>
							<span class="xoo-wsch-items-count"><?php echo (int) $islands_count; ?></span>
						</div>
						<span class="xoo-wsch-text">Tu carrito</span>
					</div>
					<div class="xoo-wsch-section xoo-wsch-sec-center"></div>
					<div class="xoo-wsch-section xoo-wsch-sec-right"><span class="xoo-wsch-close xoo-wsc-icon-cross xoo-wsch-icon"></span></div>
				</div>
			</div>
			<div class="xoo-wsc-body"></div>
			<div class="xoo-wsc-footer"></div>
			<span class="xoo-wsc-loader"></span>
			<span class="xoo-wsc-icon-spinner8 xoo-wsc-loader-icon"></span>
		</div>
		<span class="xoo-wsc-opac"></span>
	</div>
</div>
