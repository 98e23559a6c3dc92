<?php
/**
 * The plugin's text domain (languages/, English source with a Spanish translation) and the
 * messages the islands show in the browser (includes/messages.php): printed in #islands-config
 * where they differ from the bundle's built-in Spanish, so a shop in another language reads its
 * own language; an es_ES shop prints none.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/** On init: the translations shipped in languages/ (a translation in wp-content/languages/plugins/ wins). */
function islands_load_textdomain() {
	load_plugin_textdomain( 'islands', false, dirname( plugin_basename( ISLANDS_PLUGIN_FILE ) ) . '/languages' );
}

/**
 * On 'islands_config': "messages", the browser messages whose text in the site's language is not
 * the built-in Spanish.
 *
 * @param mixed $config The site configuration printed as #islands-config.
 * @return mixed
 */
function islands_config_messages( $config ) {
	if ( ! is_array( $config ) ) {
		return $config;
	}
	$builtin  = array();
	$messages = array();
	foreach ( islands_browser_messages() as $key => $message ) {
		$messages[ $key ] = $message[0];
		$builtin[ $key ]  = $message[1];
	}
	/**
	 * Filters the messages the islands show in the browser, key → text (placeholders %s, %1$s,
	 * and the side cart's %s%). Only those that differ from the bundle's built-in Spanish are printed.
	 *
	 * @param array<string, string> $messages
	 */
	$messages = apply_filters( 'islands_messages', $messages );
	$printed  = array();
	foreach ( is_array( $messages ) ? $messages : array() as $key => $text ) {
		if ( isset( $builtin[ $key ] ) && is_string( $text ) && '' !== $text && $text !== $builtin[ $key ] ) {
			$printed[ $key ] = $text;
		}
	}
	if ( $printed ) {
		$config['messages'] = $printed;
	}
	return $config;
}
