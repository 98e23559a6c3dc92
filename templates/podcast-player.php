<?php
/**
 * A podcast player for a theme that prints one itself: Seriously Simple Podcasting's Castos
 * player markup (templates/players/castos-player.php), single episode or with its playlist, which
 * widgets/podcast/podcast-player turns into the working player as it nears the viewport. The plugin's
 * stylesheet (or the theme's) styles it by the plugin's classes. Each <audio> carries `controls`:
 * hide them with scripting on and show them under `@media (scripting: none)`, so the episodes play
 * with JavaScript off too (the fixture's style.css does so).
 *
 * In a theme's episode template:
 *
 *     get_template_part( 'templates/podcast-player', null, array(
 *         'podcast_title' => 'Podcast de la tienda',
 *         'artwork'       => array( 'src' => $cover_url, 'alt' => 'Podcast de la tienda' ),
 *         'episode'       => array( 'id' => 35, 'title' => 'Episodio 1', 'audio_url' => $mp3, 'seconds' => 95 ),
 *         'feed_url'      => $feed,      // the Subscribe panel, when given
 *         'page_url'      => $permalink, // the Share panel, when given (with 'embed_code')
 *         'playlist'      => array(      // optional: the first page and what get_playlist_items needs
 *             'items' => array( array( 'id' => 35, 'title' => '…', 'podcast_title' => '…', 'date' => 'Jan 1, 2025',
 *                                      'seconds' => 95, 'excerpt' => '…', 'audio_url' => $mp3, 'image' => $thumb ) ),
 *             'atts'  => array( 'limit' => '3', 'page' => 1 ), // the [podcast_playlist] attributes
 *         ),
 *     ) );
 *
 * The playlist's nonce is wp_create_nonce( 'ssp_castos_player_{player_id}' ), as the plugin's, so
 * its get_playlist_items answers the island's next pages ($args['playlist']['nonce'] outside WordPress).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

// A web address or a path, else '': as the player's, no other scheme (javascript:, data:) nor a
// relative file name reaches an href or src.
$islands_url   = static function ( $url ) {
	$url = trim( (string) $url );
	return preg_match( '#^(https?:)?//|^/(?!/)#i', $url ) ? $url : '';
};
$islands_clock = static function ( $seconds ) {
	$s = max( 0, (int) $seconds );
	return sprintf( '%02d:%02d:%02d', intdiv( $s, 3600 ), intdiv( $s, 60 ) % 60, $s % 60 );
};
$islands_iso   = static function ( $seconds ) {
	$s = max( 0, (int) $seconds );
	return sprintf( 'PT%dH%dM%dS', intdiv( $s, 3600 ), intdiv( $s, 60 ) % 60, $s % 60 );
};

$islands_episode = isset( $args['episode'] ) && is_array( $args['episode'] ) ? $args['episode'] : array();
if ( empty( $islands_episode['audio_url'] ) ) {
	return;
}
$islands_id       = preg_replace( '/[^0-9]/', '', (string) ( $args['player_id'] ?? '' ) );
$islands_id       = '' !== $islands_id ? $islands_id : (string) ( function_exists( 'wp_rand' ) ? wp_rand() : random_int( 0, mt_getrandmax() ) );
$islands_ep       = (int) ( $islands_episode['id'] ?? 0 );
$islands_mode     = ( $args['mode'] ?? 'light' ) === 'dark' ? 'dark' : 'light';
$islands_podcast  = (string) ( $args['podcast_title'] ?? '' );
$islands_art      = isset( $args['artwork'] ) && is_array( $args['artwork'] ) ? $args['artwork'] : array();
$islands_seconds  = (int) ( $islands_episode['seconds'] ?? 0 );
$islands_feed     = (string) ( $args['feed_url'] ?? '' );
$islands_page     = (string) ( $args['page_url'] ?? '' );
$islands_playlist = isset( $args['playlist']['items'] ) && is_array( $args['playlist']['items'] ) ? $args['playlist'] : null;
$islands_props    = '';
if ( $islands_playlist ) {
	$islands_nonce = (string) ( $islands_playlist['nonce'] ?? ( function_exists( 'wp_create_nonce' ) ? wp_create_nonce( 'ssp_castos_player_' . $islands_id ) : '' ) );
	$islands_props = wp_json_encode(
		array(
			'atts'  => (object) ( $islands_playlist['atts'] ?? array() ),
			'nonce' => $islands_nonce,
		)
	);
}
?>
<div id="<?php echo esc_attr( $islands_id ); ?>" class="castos-player <?php echo esc_attr( $islands_mode ); ?>-mode " tabindex="0" data-episode="<?php echo (int) $islands_ep; ?>" data-player_id="<?php echo esc_attr( $islands_id ); ?>" data-widget="podcast-player"<?php islands_print_attributes( array( 'data-props' => $islands_props ? $islands_props : null ) ); ?>>
	<div class="player">
		<div class="player__main">
			<div class="player__artwork player__artwork-<?php echo (int) $islands_ep; ?>">
				<img decoding="async" src="<?php echo esc_url( $islands_url( $islands_art['src'] ?? '' ) ); ?>" alt="<?php echo esc_attr( $islands_art['alt'] ?? $islands_podcast ); ?>" title="<?php echo esc_attr( $islands_podcast ); ?>">
			</div>
			<div class="player__body">
				<div class="currently-playing">
					<div class="show player__podcast-title"><?php echo esc_html( $islands_podcast ); ?></div>
					<div class="episode-title player__episode-title"><?php echo esc_html( $islands_episode['title'] ?? '' ); ?></div>
				</div>
				<div class="play-progress">
					<div class="play-pause-controls">
						<button title="<?php echo esc_attr__( 'Reproducir', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Reproducir episodio', 'islands' ); ?>" aria-pressed="false" class="play-btn">
							<span class="screen-reader-text"><?php echo esc_html__( 'Reproducir episodio', 'islands' ); ?></span>
						</button>
						<button title="<?php echo esc_attr__( 'Pausar', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Pausar episodio', 'islands' ); ?>" aria-pressed="false" class="pause-btn hide">
							<span class="screen-reader-text"><?php echo esc_html__( 'Pausar episodio', 'islands' ); ?></span>
						</button>
						<span class="ssp-loader hide"></span>
					</div>
					<div>
						<audio preload="none" class="clip clip-<?php echo (int) $islands_ep; ?>" controls>
							<source src="<?php echo esc_url( $islands_url( $islands_episode['audio_url'] ) ); ?>">
						</audio>
						<div class="ssp-progress" role="progressbar" title="<?php echo esc_attr__( 'Buscar', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Progreso del episodio', 'islands' ); ?>" aria-valuenow="0" aria-valuemin="0" aria-valuemax="<?php echo (int) $islands_seconds; ?>">
							<span class="progress__filled"></span>
						</div>
						<div class="ssp-playback playback">
							<div class="playback__controls">
								<button class="player-btn player-btn__volume" title="<?php echo esc_attr__( 'Silenciar el episodio', 'islands' ); ?>">
									<span class="screen-reader-text"><?php echo esc_html__( 'Silenciar el episodio', 'islands' ); ?></span>
								</button>
								<button data-skip="-10" class="player-btn player-btn__rwd" title="<?php echo esc_attr__( 'Retroceder 10 segundos', 'islands' ); ?>">
									<span class="screen-reader-text"><?php echo esc_html__( 'Retroceder 10 segundos', 'islands' ); ?></span>
								</button>
								<button data-speed="1" class="player-btn player-btn__speed" title="<?php echo esc_attr__( 'Velocidad de reproducción', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Velocidad de reproducción: 1x', 'islands' ); ?>">1x</button>
								<button data-skip="30" class="player-btn player-btn__fwd" title="<?php echo esc_attr__( 'Avanzar 30 segundos', 'islands' ); ?>">
									<span class="screen-reader-text"><?php echo esc_html__( 'Avanzar 30 segundos', 'islands' ); ?></span>
								</button>
							</div>
							<div class="playback__timers">
								<time class="ssp-timer">00:00</time>
								<span>/</span>
								<time class="ssp-duration" datetime="<?php echo esc_attr( $islands_iso( $islands_seconds ) ); ?>"><?php echo esc_html( $islands_clock( $islands_seconds ) ); ?></time>
							</div>
						</div>
					</div>
				</div>
<?php if ( $islands_feed || $islands_page ) : ?>
				<nav class="player-panels-nav" aria-label="<?php echo esc_attr__( 'Paneles del reproductor', 'islands' ); ?>">
	<?php if ( $islands_feed ) : ?>
					<button class="subscribe-btn" id="subscribe-btn-<?php echo (int) $islands_ep; ?>" title="<?php echo esc_attr__( 'Suscribirse', 'islands' ); ?>"><?php echo esc_html__( 'Suscribirse', 'islands' ); ?></button>
	<?php endif; ?>
	<?php if ( $islands_page ) : ?>
					<button class="share-btn" id="share-btn-<?php echo (int) $islands_ep; ?>" title="<?php echo esc_attr__( 'Compartir', 'islands' ); ?>"><?php echo esc_html__( 'Compartir', 'islands' ); ?></button>
	<?php endif; ?>
				</nav>
<?php endif; ?>
			</div>
		</div>
	</div>
<?php if ( $islands_feed || $islands_page ) : ?>
	<div class="player-panels player-panels-<?php echo (int) $islands_ep; ?>">
	<?php if ( $islands_feed ) : ?>
		<div class="subscribe player-panel subscribe-<?php echo (int) $islands_ep; ?>">
			<div class="close-btn close-btn-<?php echo (int) $islands_ep; ?>"><span></span><span></span></div>
			<div class="panel__inner">
				<div class="subscribe-icons">
		<?php foreach ( (array) ( $args['subscribe_links'] ?? array() ) as $islands_link ) : ?>
					<a href="<?php echo esc_url( $islands_url( $islands_link['url'] ?? '' ) ); ?>" target="_blank" rel="noopener noreferrer" class="<?php echo esc_attr( $islands_link['class'] ?? '' ); ?>"><span></span><?php echo esc_html( $islands_link['label'] ?? '' ); ?></a>
		<?php endforeach; ?>
				</div>
				<div class="player-panel-row">
					<div class="title">RSS Feed</div>
					<div><input value="<?php echo esc_attr( $islands_feed ); ?>" class="input-rss input-rss-<?php echo (int) $islands_ep; ?>" title="<?php echo esc_attr__( 'URL del feed RSS', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'URL del feed RSS', 'islands' ); ?>" readonly /></div>
					<button class="copy-rss copy-rss-<?php echo (int) $islands_ep; ?>" title="<?php echo esc_attr__( 'Copiar la URL del feed RSS', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Copiar la URL del feed RSS', 'islands' ); ?>"></button>
				</div>
			</div>
		</div>
	<?php endif; ?>
	<?php if ( $islands_page ) : ?>
		<div class="share share-<?php echo (int) $islands_ep; ?> player-panel">
			<div class="close-btn close-btn-<?php echo (int) $islands_ep; ?>"><span></span><span></span></div>
			<div class="player-panel-row">
				<div class="title"><?php echo esc_html__( 'Compartir', 'islands' ); ?></div>
				<div class="icons-holder">
					<a href="<?php echo esc_url( $islands_url( $islands_episode['audio_url'] ) ); ?>" class="share-icon download" title="<?php echo esc_attr__( 'Descargar', 'islands' ); ?>" download><span class="screen-reader-text"><?php echo esc_html__( 'Descargar', 'islands' ); ?></span></a>
				</div>
			</div>
			<div class="player-panel-row">
				<div class="title"><?php echo esc_html__( 'Enlace', 'islands' ); ?></div>
				<div><input value="<?php echo esc_attr( $islands_page ); ?>" class="input-link input-link-<?php echo (int) $islands_ep; ?>" title="<?php echo esc_attr__( 'URL del episodio', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'URL del episodio', 'islands' ); ?>" readonly /></div>
				<button class="copy-link copy-link-<?php echo (int) $islands_ep; ?>" title="<?php echo esc_attr__( 'Copiar la URL del episodio', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Copiar la URL del episodio', 'islands' ); ?>"></button>
			</div>
			<div class="player-panel-row">
				<div class="title"><?php echo esc_html__( 'Insertar', 'islands' ); ?></div>
				<div><input type="text" value="<?php echo esc_attr( $args['embed_code'] ?? '' ); ?>" title="<?php echo esc_attr__( 'Código para insertar', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Código para insertar', 'islands' ); ?>" class="input-embed input-embed-<?php echo (int) $islands_ep; ?>" readonly/></div>
				<button class="copy-embed copy-embed-<?php echo (int) $islands_ep; ?>" title="<?php echo esc_attr__( 'Copiar el código para insertar', 'islands' ); ?>" aria-label="<?php echo esc_attr__( 'Copiar el código para insertar', 'islands' ); ?>"></button>
			</div>
		</div>
	<?php endif; ?>
	</div>
<?php endif; ?>
<?php if ( $islands_playlist ) : ?>
	<div class="playlist__wrapper" data-page="1">
		<div class="loader"></div>
		<ul class="playlist__items" tabindex="0" aria-label="<?php echo esc_attr__( 'Episodios', 'islands' ); ?>">
	<?php
	foreach ( $islands_playlist['items'] as $islands_i => $islands_item ) :
		$islands_item_id = (int) ( $islands_item['id'] ?? 0 );
		?>
			<li class="playlist__item<?php echo 0 === $islands_i ? ' active' : ''; ?>" data-episode="<?php echo (int) $islands_item_id; ?>">
				<div class="playlist__item__cover">
					<img decoding="async" src="<?php echo esc_url( $islands_url( $islands_item['image'] ?? '' ) ); ?>" title="<?php echo esc_attr( $islands_item['title'] ?? '' ); ?>" alt="<?php echo esc_attr( $islands_item['title'] ?? '' ); ?>"/>
				</div>
				<div class="playlist__item__details">
					<h2 class="playlist__episode-title" data-podcast="<?php echo esc_attr( $islands_item['podcast_title'] ?? $islands_podcast ); ?>"><?php echo esc_html( $islands_item['title'] ?? '' ); ?></h2>
					<p><?php echo esc_html( $islands_item['date'] ?? '' ); ?> • <?php echo esc_html( $islands_clock( $islands_item['seconds'] ?? 0 ) ); ?></p>
					<p class="playlist__episode-description"><?php echo esc_html( $islands_item['excerpt'] ?? '' ); ?></p>
				</div>
				<audio preload="none" class="clip clip-<?php echo (int) $islands_item_id; ?>" controls>
					<source src="<?php echo esc_url( $islands_url( $islands_item['audio_url'] ?? '' ) ); ?>">
				</audio>
			</li>
	<?php endforeach; ?>
		</ul>
	</div>
<?php endif; ?>
</div>
