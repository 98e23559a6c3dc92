<?php
/**
 * The header menu's few lines of CSS for visitors without JavaScript, in one place for the two
 * that print them: the theme partial site-menu.php and the WordPress plugin on a Hello Elementor
 * site (wordpress-plugin/islands/, which packages a copy of this file). Hello prints its mobile
 * dropdown closed and inert, for its script to open: with JavaScript off (`@media (scripting:
 * none)`), or once the site-menu island failed, the toggle is hidden and the desktop menu shown at
 * every width, its sub-menus open up to the tablet width, so every link stays reachable.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'islands_site_menu_css' ) ) {
	/** The <style id="islands-site-menu-css"> element. */
	function islands_site_menu_css() {
		// The repeated classes outrank Hello's
		// `.site-header.menu-dropdown-tablet:not(.menu-layout-dropdown) .site-navigation { display: none !important }`.
		// Where the toggle would have been (up to the tablet width), sub-menus open under their
		// parent: a phone has no hover to show them.
		$rules = static function ( $header ) {
			return $header . ' .site-navigation-toggle-holder.site-navigation-toggle-holder{display:none!important}'
				. $header . ' .site-navigation.site-navigation{display:flex!important;flex-wrap:wrap}'
				. '@media (max-width:1024px){' . $header . ' .site-navigation ul.menu li ul{display:block;position:static}}';
		};
		return '<style id="islands-site-menu-css">@media (scripting:none){' . $rules( '.site-header.site-header.site-header' ) . '}'
			. $rules( '.site-header.site-header.site-header:has(.site-navigation-toggle-holder[data-island="error"])' ) . "</style>\n";
	}
}
