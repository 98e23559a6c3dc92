// The Seriously Simple Podcasting (Castos) player with its playlist, as `[ss_player]` +
// `[podcast_playlist limit="3"]` print it (recorded/pages/article-comments-podcast). The page
// embeds playlist page 1; later pages come from get_playlist_items. One addition: each <audio>
// carries `controls`, which the theme's stylesheet shows only with scripting off (the
// podcast-player island draws the player otherwise), so the episodes play with JavaScript off: on
// WordPress, the Islands plugin adds the same (wordpress-plugin/islands/includes/podcast.php).
import type { ContentData, Episode } from '../catalogue.ts';
import { esc } from '../html.ts';
import { imageUrl, UPLOADS } from './image.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The player prints English dates even on an es_ES site ("Jan 1, 2025"), as recorded. */
export function episodeDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${months[(m ?? 1) - 1]} ${d}, ${y}`;
}

export function duration(seconds: number): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The <time datetime> the plugin prints (ssp_iso_duration): PT0H1M35S. */
export function isoDuration(seconds: number): string {
  return `PT${Math.floor(seconds / 3600)}H${Math.floor(seconds / 60) % 60}M${seconds % 60}S`;
}

export const audioUrl = (podcast: ContentData['podcast'], episode: Episode): string =>
  `${UPLOADS}episodio-${podcast.episodes.indexOf(episode) + 1}.wav`;

export function playlistItem(podcast: ContentData['podcast'], episode: Episode, active: boolean): string {
  const title = esc(episode.title);
  return `<li class="playlist__item${active ? ' active' : ''}"
	data-episode="${episode.id}">
	<div class="playlist__item__cover">
		<img decoding="async" src="${imageUrl(podcast.image, 100)}" title="${title}" alt="${title}"/>
	</div>
	<div class="playlist__item__details">
		<h2 class="playlist__episode-title" data-podcast="${esc(podcast.title)}">${title}</h2>
		<p>${episodeDate(episode.date)} • ${duration(episode.seconds)}</p>
		<p class="playlist__episode-description">${esc(episode.excerpt)}</p>
	</div>
	<audio preload="none" class="clip clip-${episode.id}" controls>
		<source src="${audioUrl(podcast, episode)}">
	</audio>
</li>`;
}

/**
 * The player of `[podcast_playlist]`, or with `playlist` false the single episode of `[ss_player]`,
 * printed without its Subscribe and Share buttons (the plugin's show_*_button settings off): two
 * players of one episode would otherwise repeat the plugin's ids (subscribe-btn-{episode}).
 */
export function castosPlayer(podcast: ContentData['podcast'], playerId: string, pageUrl: string, playlist = true): string {
  const first = podcast.episodes[0];
  if (!first) return '';
  const id = first.id;
  return `<div id="${playerId}" class="castos-player light-mode " tabindex="0" data-episode="${id}" data-player_id="${playerId}">
	<div class="player">
		<div class="player__main">
			<div class="player__artwork player__artwork-${id}">
				<img decoding="async" src="${imageUrl(podcast.image, 300)}" alt="${esc(podcast.title)}" title="${esc(podcast.title)}">
			</div>
			<div class="player__body">
				<div class="currently-playing">
					<div class="show player__podcast-title">${esc(podcast.title)}</div>
					<div class="episode-title player__episode-title">${esc(first.title)}</div>
				</div>
${playProgress(podcast, first)}${playlist ? panelsNav(id) : ''}			</div>
		</div>
	</div>
${playlist ? playerPanels(podcast, first, pageUrl) : ''}${playlist ? playlistPanel(podcast) : ''}</div>`;
}

/** Play and pause, the episode's <audio>, the progress bar, and the playback buttons and timers. */
function playProgress(podcast: ContentData['podcast'], first: Episode): string {
  const id = first.id;
  return `				<div class="play-progress">
					<div class="play-pause-controls">
						<button title="Reproducir" aria-label="Reproducir episodio" aria-pressed="false" class="play-btn">
							<span class="screen-reader-text">Reproducir episodio</span>
						</button>
						<button title="Pausar" aria-label="Pausar episodio" aria-pressed="false" class="pause-btn hide">
							<span class="screen-reader-text">Pausar episodio</span>
						</button>
						<span class="ssp-loader hide"></span>
					</div>
					<div>
						<audio preload="none" class="clip clip-${id}" controls>
							<source src="${audioUrl(podcast, first)}">
						</audio>
						<div class="ssp-progress" role="progressbar" title="Buscar" aria-label="Progreso del episodio" aria-valuenow="0" aria-valuemin="0" aria-valuemax="${first.seconds}">
							<span class="progress__filled"></span>
						</div>
						<div class="ssp-playback playback">
							<div class="playback__controls">
								<button class="player-btn player-btn__volume" title="Silenciar el episodio">
									<span class="screen-reader-text">Silenciar el episodio</span>
								</button>
								<button data-skip="-10" class="player-btn player-btn__rwd" title="Retroceder 10 segundos">
									<span class="screen-reader-text">Retroceder 10 segundos</span>
								</button>
								<button data-speed="1" class="player-btn player-btn__speed" title="Velocidad de reproducción" aria-label="Velocidad de reproducción: 1x">1x</button>
								<button data-skip="30" class="player-btn player-btn__fwd" title="Avanzar 30 segundos">
									<span class="screen-reader-text">Avanzar 30 segundos</span>
								</button>
							</div>
							<div class="playback__timers">
								<time class="ssp-timer">00:00</time>
								<span>/</span>
								<time class="ssp-duration" datetime="${isoDuration(first.seconds)}">${duration(first.seconds)}</time>
							</div>
						</div>
					</div>
				</div>
`;
}

/** The Subscribe and Share buttons that open the panels. */
function panelsNav(id: number): string {
  return `				<nav class="player-panels-nav" aria-label="Paneles del reproductor">
					<button class="subscribe-btn" id="subscribe-btn-${id}" title="Suscribirse">Suscribirse</button>
					<button class="share-btn" id="share-btn-${id}" title="Compartir">Compartir</button>
				</nav>
`;
}

/** The Subscribe panel (the RSS feed) and the Share panel (download, link, embed code). */
function playerPanels(podcast: ContentData['podcast'], first: Episode, pageUrl: string): string {
  const id = first.id;
  return `	<div class="player-panels player-panels-${id}">
		<div class="subscribe player-panel subscribe-${id}">
			<div class="close-btn close-btn-${id}"><span></span><span></span></div>
			<div class="panel__inner">
				<div class="subscribe-icons"></div>
				<div class="player-panel-row">
					<div class="title">RSS Feed</div>
					<div><input value="/feed/podcast/${esc(podcast.slug)}" class="input-rss input-rss-${id}" title="URL del feed RSS" aria-label="URL del feed RSS" readonly /></div>
					<button class="copy-rss copy-rss-${id}" title="Copiar la URL del feed RSS" aria-label="Copiar la URL del feed RSS"></button>
				</div>
			</div>
		</div>
		<div class="share share-${id} player-panel">
			<div class="close-btn close-btn-${id}"><span></span><span></span></div>
			<div class="player-panel-row">
				<div class="title">Compartir</div>
				<div class="icons-holder">
					<a href="${audioUrl(podcast, first)}" class="share-icon download" title="Descargar" download><span class="screen-reader-text">Descargar</span></a>
				</div>
			</div>
			<div class="player-panel-row">
				<div class="title">Enlace</div>
				<div><input value="${esc(pageUrl)}" class="input-link input-link-${id}" title="URL del episodio" aria-label="URL del episodio" readonly /></div>
				<button class="copy-link copy-link-${id}" title="Copiar la URL del episodio" aria-label="Copiar la URL del episodio"></button>
			</div>
			<div class="player-panel-row">
				<div class="title">Insertar</div>
				<div><input type="text" value="${esc(`<iframe src="${pageUrl}embed/" width="500" height="350" title="${podcast.title}"></iframe>`)}" title="Código para insertar" aria-label="Código para insertar" class="input-embed input-embed-${id}" readonly/></div>
				<button class="copy-embed copy-embed-${id}" title="Copiar el código para insertar" aria-label="Copiar el código para insertar"></button>
			</div>
		</div>
	</div>
`;
}

/** Playlist page 1, its first episode active; later pages come from get_playlist_items. */
function playlistPanel(podcast: ContentData['podcast']): string {
  const page1 = podcast.episodes.slice(0, podcast.playlistPageSize);
  return `	<div class="playlist__wrapper" data-page="1">
		<div class="loader"></div>
		<ul class="playlist__items" tabindex="0" aria-label="Episodios">
${page1.map((e, i) => playlistItem(podcast, e, i === 0)).join('\n')}
		</ul>
	</div>
`;
}
