<?php
/**
 * WooCommerce's coming-soon footer banner, for a theme that prints it itself (WooCommerce's own
 * is printed in wp_footer for logged-in managers while the store is in "coming soon" mode). The
 * coming-soon-banner island finds it by its id, and its dismiss link posts the user's flag to
 * `rest_url` with `nonce` (docs/site-extras.md#coming-soon-banner).
 *
 * In the theme's footer:
 *
 *     get_template_part( 'templates/coming-soon-banner', null, array(
 *         'rest_url' => rest_url( 'wp/v2/users/' . get_current_user_id() ),
 *         'nonce'    => wp_create_nonce( 'wp_rest' ),
 *         'settings_url' => admin_url( 'admin.php?page=wc-settings&tab=site-visibility' ),
 *     ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_rest     = (string) ( $args['rest_url'] ?? '' );
$islands_nonce    = (string) ( $args['nonce'] ?? '' );
$islands_settings = (string) ( $args['settings_url'] ?? '' );
?>
<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>
			Esta página está en modo «Próximamente» y solo es visible para ti y para quienes tienen permiso. Para hacerla pública para todos,&nbsp;<a href='<?php echo esc_url( $islands_settings ); ?>'>cambia los ajustes de visibilidad</a>
		</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='<?php echo esc_url( $islands_rest ); ?>' data-rest-nonce='<?php echo esc_attr( $islands_nonce ); ?>'></a></div>
