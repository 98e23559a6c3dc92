<?php
/**
 * Share buttons with Elementor Pro's markup, for a theme that prints them itself. The share-buttons
 * island mounts on `.elementor-widget-share-buttons` (docs/site-extras.md#share-buttons): each
 * button opens its network for this page. A count printed as `data-count` shows on the networks
 * that have one (facebook, linkedin, pinterest, reddit, vk, odnoklassniki, stumbleupon, pocket,
 * xing), display only. With JavaScript off the buttons do nothing: print a plain link list instead
 * where sharing must work without it.
 *
 * In a theme's single post template:
 *
 *     get_template_part( 'templates/share-buttons', null, array(
 *         'id'       => 'compart',
 *         'networks' => array( 'facebook' => 'Facebook', 'x-twitter' => 'X', 'whatsapp' => 'WhatsApp', 'email' => 'Email' ),
 *         'counts'   => array( 'facebook' => 1234 ),
 *         'share_url' => '',   // empty: the page's own address
 *     ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_id       = preg_replace( '/[^a-z0-9]/', '', strtolower( (string) ( $args['id'] ?? '' ) ) );
$islands_networks = is_array( $args['networks'] ?? null ) ? $args['networks'] : array();
$islands_counts   = is_array( $args['counts'] ?? null ) ? $args['counts'] : array();
$islands_url      = (string) ( $args['share_url'] ?? '' );
$islands_settings = $islands_url ? wp_json_encode( array( 'share_url' => array( 'url' => $islands_url ) ) ) : null;
?>
<div class="elementor-element elementor-element-<?php echo esc_attr( $islands_id ); ?> elementor-share-buttons--view-icon-text elementor-share-buttons--skin-gradient elementor-share-buttons--shape-square elementor-grid-0 elementor-share-buttons--color-official elementor-widget elementor-widget-share-buttons" data-id="<?php echo esc_attr( $islands_id ); ?>" data-element_type="widget"<?php islands_print_attributes( array( 'data-settings' => $islands_settings ) ); ?> data-widget_type="share-buttons.default">
	<div class="elementor-grid" role="list">
<?php
foreach ( $islands_networks as $islands_network => $islands_title ) :
	$islands_network = preg_replace( '/[^a-z-]/', '', (string) $islands_network );
	?>
		<div class="elementor-grid-item" role="listitem">
			<div class="elementor-share-btn elementor-share-btn_<?php echo esc_attr( $islands_network ); ?>"<?php islands_print_attributes( array( 'data-count' => isset( $islands_counts[ $islands_network ] ) ? (int) $islands_counts[ $islands_network ] : null ) ); ?> role="button" tabindex="0" aria-label="<?php echo esc_attr( 'Compartir en ' . $islands_title ); ?>">
				<div class="elementor-share-btn__text"><span class="elementor-share-btn__title"><?php echo esc_html( $islands_title ); ?></span></div>
			</div>
		</div>
<?php endforeach; ?>
	</div>
</div>
