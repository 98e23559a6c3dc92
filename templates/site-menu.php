<?php
/**
 * The header menu with Hello Elementor's markup (template-parts/dynamic-header.php), for a theme
 * that prints its own header. The menu assigned to the theme location `location` is printed twice
 * by wp_nav_menu(), as Hello does: the desktop `nav.site-navigation` (plain links; its sub-menus are
 * the theme's CSS, `:hover` and `:focus-within`), then the mobile toggle and its dropdown, which the
 * site-menu island drives (docs/site-nav.md#the-theme-header-menu). The island finds the toggle
 * inside `.site-header`: print the partial inside the theme's `<header class="site-header …">`
 * (Hello's `menu-dropdown-tablet` / `menu-dropdown-mobile` class on it says where the toggle takes
 * over, with Hello's header-footer.css or the theme's own rules for it). No menu assigned to the
 * location: nothing is printed.
 *
 * The dropdown is printed closed (`aria-hidden`, `inert`), as Hello prints it, so its links wait for
 * the island. With JavaScript off (`@media (scripting: none)`), or once the island failed, a few
 * lines of CSS printed once with the first menu hide the toggle and show the desktop menu at every
 * width, so every link stays reachable.
 *
 *     <header id="site-header" class="site-header menu-dropdown-tablet">
 *         <?php get_template_part( 'islands/templates/site-menu', null, array(
 *             'location'     => 'menu-1',         // the theme location (register_nav_menus)
 *             'label'        => 'Menú principal', // the desktop nav's name
 *             'mobile_label' => 'Menú móvil',     // the dropdown's name
 *             'toggle_label' => 'Menú',           // the toggle button's name
 *         ) ); ?>
 *     </header>
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_menu_args = array(
	'theme_location' => (string) ( $args['location'] ?? 'menu-1' ),
	'fallback_cb'    => false,
	'container'      => false,
	'echo'           => false,
);
$islands_menu      = wp_nav_menu( $islands_menu_args );
if ( ! $islands_menu ) {
	return;
}
// The same menu again, a separate call so that WordPress gives its list another id.
$islands_mobile_menu = wp_nav_menu( $islands_menu_args );

if ( ! defined( 'ISLANDS_SITE_MENU_CSS' ) ) {
	define( 'ISLANDS_SITE_MENU_CSS', true );
	require_once __DIR__ . '/site-menu-css.php';
	echo islands_site_menu_css(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant CSS, whose quotes in [data-island="error"] esc_html() would turn into &quot;.
}
?>
<nav class="site-navigation show" aria-label="<?php echo esc_attr( $args['label'] ?? 'Menú principal' ); ?>">
	<?php echo $islands_menu; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_nav_menu()'s markup, escaped by its walker; item titles are HTML (and a theme's icons), which wp_kses_post() could strip. ?>
</nav>
<div class="site-navigation-toggle-holder show">
	<button type="button" class="site-navigation-toggle" aria-label="<?php echo esc_attr( $args['toggle_label'] ?? 'Menú' ); ?>">
		<span class="site-navigation-toggle-icon" aria-hidden="true"></span>
	</button>
</div>
<nav class="site-navigation-dropdown show" aria-label="<?php echo esc_attr( $args['mobile_label'] ?? 'Menú móvil' ); ?>" aria-hidden="true" inert>
	<?php echo $islands_mobile_menu; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- as above. ?>
</nav>
