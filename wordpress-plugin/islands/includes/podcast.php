<?php
/**
 * Seriously Simple Podcasting's Castos player plays nothing without its script: the <audio> it
 * prints has no controls. Where Islands is at work, each <audio class="clip"> of a Castos player
 * gets `controls`, and a few lines of CSS in <head> show them only with scripting off, or in a
 * player whose island failed and put the server's markup back (data-island="error"), where they
 * take the place of the buttons that do nothing without the player's script. With scripting on the
 * audio stays hidden, as an <audio> without controls is, so nothing moves when the island mounts.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * On do_shortcode_tag ([ss_player], [podcast_playlist], [podcast_episode], also inside a page
 * builder's shortcode widget) and late on the_content (the plugin's own player under an episode).
 *
 * @param mixed $output The shortcode's or the content's HTML.
 * @return mixed
 */
function islands_podcast_audio_controls( $output ) {
	if ( ! is_string( $output ) || false === strpos( $output, 'castos-player' ) || ! islands_is_active() ) {
		return $output;
	}
	return preg_replace( '/<audio\b(?![^>]*\bcontrols\b)(?=[^>]*\bclass="clip\b)/', '<audio controls', $output );
}

/** On wp_head, where Seriously Simple Podcasting is active: the CSS above. */
function islands_print_podcast_style() {
	if ( ! defined( 'SSP_VERSION' ) || ! islands_is_active() ) {
		return;
	}
	// !important: the plugin's stylesheet, printed later, lays these out with longer selectors.
	$dead = '.play-pause-controls,.ssp-progress,.playback__controls,.player-panels-nav';
	$show = '{display:block;width:100%}';
	$css  = '.castos-player audio.clip[controls]{display:none}'
		. '@media (scripting:none){.castos-player audio.clip[controls]' . $show . '.castos-player :is(' . $dead . '){display:none!important}}'
		. '.castos-player[data-island="error"] audio.clip[controls]' . $show . '.castos-player[data-island="error"] :is(' . $dead . '){display:none!important}';
	islands_print_inline_style( 'islands-podcast', $css );
}
