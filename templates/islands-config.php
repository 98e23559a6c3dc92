<?php
/**
 * Site configuration for the island runtime (runtime/config.ts) and the bundle's module script.
 * Print it once per page, in <head> or before </body>:
 *
 *     get_template_part( 'templates/islands-config', null, array(
 *         'config' => array( 'ajaxUrl' => admin_url( 'admin-ajax.php' ), 'nonce' => wp_create_nonce( 'wp_rest' ), ... ),
 *         'src'    => get_theme_file_uri( 'dist/islands.js' ),
 *     ) );
 *
 * $args['config'] holds the keys of SiteConfig (runtime/config.ts); $args['src'] is the URL of
 * dist/islands.js. Works outside WordPress too (tests render it with php-cli): every WordPress
 * function it uses has a plain-PHP fallback.
 */

defined( 'ABSPATH' ) || exit;

$islands_config = isset( $args['config'] ) && is_array( $args['config'] ) ? $args['config'] : array();
$islands_src    = isset( $args['src'] ) ? (string) $args['src'] : '/islands/islands.js';

// JSON_HEX_TAG turns "<" and ">" into \u003C and \u003E, so no value ("</script>", "<!--") can
// end the script element early; JSON_HEX_AMP does the same for "&". The cast keeps an empty
// configuration an object ({}), which is what the runtime expects.
$islands_json_flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE;
$islands_json       = function_exists( 'wp_json_encode' )
	? wp_json_encode( (object) $islands_config, $islands_json_flags )
	: json_encode( (object) $islands_config, $islands_json_flags );

$islands_url = function_exists( 'esc_url' )
	? esc_url( $islands_src )
	: htmlspecialchars( $islands_src, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
?>
<script type="application/json" id="islands-config"><?php echo false === $islands_json ? '{}' : $islands_json; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON escaped for a script element above. ?></script>
<script type="module" src="<?php echo $islands_url; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above. ?>"></script>
