// The player's props, read once from Seriously Simple Podcasting's own markup (templates/players/
// castos-player.php, single episode and playlist alike) and its ssp_castos_player_{id} global, or
// from a theme's data-widget="podcast-player" copy of that markup with the global in data-props.
import { IslandError } from '../../../runtime/core/errors.ts';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { safeUrl, tweetUrl } from './safe.ts';

export interface Episode {
  id: string;
  title: string;
  podcastTitle: string;
  /** The audio file, http(s) only; '' when there is none (the item cannot play). */
  audio: string;
  cover: string;
  /** "Jan 1, 2025 • 00:00:02": date and duration as the server wrote them. */
  meta: string;
  excerpt: string;
  /** From the server's markup; null until the audio says (playlist pages carry "00:00:02"). */
  seconds: number | null;
}

export interface Link {
  href: string;
  /** The icon class the plugin's stylesheet draws (facebook, twitter, download, apple-podcasts…). */
  kind: string;
  label: string;
  download: boolean;
}

/** What get_playlist_items needs: the render's atts and nonce (SPEC §7). */
export interface PlaylistSource {
  atts: Record<string, unknown>;
  nonce: string;
}

export interface PlayerProps {
  playerId: string;
  /** The episode the player shows first. */
  episode: Episode;
  artwork: { src: string; alt: string };
  /** The server's total time ("00:01:35"), kept until the audio knows better. */
  durationLabel: string;
  loaderSrc: string;
  subscribe: { links: Link[]; feedUrl: string } | null;
  share: { links: Link[]; pageUrl: string; embed: string } | null;
  playlist: { items: Episode[]; page: number; source: PlaylistSource | null } | null;
}

/** What the React player mounts with: the props, and the plugin's own <audio>, which it adopts. */
export interface IslandProps extends PlayerProps {
  /** The main player's <audio> when its source is http(s); it may be sounding (a press answered while React loaded). */
  serverAudio: HTMLAudioElement | null;
}

const fail = (message: string): never => {
  throw new IslandError('podcast-player', message);
};
const text = (el: Element | null | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const attr = (el: Element | null | undefined, name: string): string => el?.getAttribute(name)?.trim() ?? '';
/** The http(s) address an <audio> plays, '' for none: its first <source>'s, or its own src. */
const sourceOf = (audio: Element | null): string => safeUrl(attr(audio?.querySelector('source[src]'), 'src') || attr(audio, 'src'));
const audioOf = (scope: Element): string => sourceOf(scope.querySelector('audio'));

/** "00:01:05", "01:05" or "1:02:03" → seconds; null for anything else. */
export function clockSeconds(clock: string): number | null {
  if (!/^\d+(:\d{1,2}){1,2}$/.test(clock.replace(/\s/g, ''))) return null;
  return clock
    .replace(/\s/g, '')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

function episodeOf(item: HTMLElement): Episode | null {
  const id = attr(item, 'data-episode');
  if (!id) return null;
  const heading = item.querySelector('.playlist__episode-title');
  const meta = text(item.querySelector('.playlist__item__details p:not(.playlist__episode-description)'));
  return {
    id,
    title: text(heading),
    podcastTitle: attr(heading, 'data-podcast'),
    audio: audioOf(item),
    cover: safeUrl(attr(item.querySelector('.playlist__item__cover img'), 'src')),
    meta,
    excerpt: text(item.querySelector('.playlist__episode-description')),
    seconds: clockSeconds(meta.split('•').pop() ?? ''),
  };
}

function linksIn(scope: Element | null): Link[] {
  return Array.from(scope?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []).flatMap((a) => {
    const href = safeUrl(a.getAttribute('href') ?? '');
    const kind = Array.from(a.classList).find((c) => c !== 'share-icon') ?? '';
    return href
      ? [
          {
            href: kind === 'twitter' ? tweetUrl(href) : href,
            kind,
            label: text(a) || attr(a, 'title'),
            download: a.hasAttribute('download'),
          },
        ]
      : [];
  });
}

/** The ssp_castos_player_{id} global (or data-props): atts and nonce, or null when absent or malformed. */
function playlistSource(raw: unknown, playerId: string): PlaylistSource | null {
  const props = raw && typeof raw === 'object' && Object.keys(raw).length ? raw : pageGlobal(`ssp_castos_player_${playerId}`);
  if (props === undefined) return null;
  const { atts, nonce } = (props ?? {}) as { atts?: unknown; nonce?: unknown };
  if (!atts || typeof atts !== 'object' || Array.isArray(atts) || typeof nonce !== 'string' || !nonce) {
    console.error(
      `[islands:podcast-player] ssp_castos_player_${playerId} has no atts object or nonce: ${excerpt(props)}; no more episodes will load`,
    );
    return null;
  }
  return { atts: atts as Record<string, unknown>, nonce };
}

/** The main player's <audio> in the plugin's markup, if its source is one the player would play (http(s)). */
export function serverAudio(el: Element): HTMLAudioElement | null {
  const audio = el.querySelector<HTMLAudioElement>('.player__body .play-progress audio');
  return audio && sourceOf(audio) ? audio : null;
}

export function parseIslandProps(raw: unknown, el: HTMLElement): IslandProps {
  return { ...parsePlayerProps(raw, el), serverAudio: serverAudio(el) };
}

export function parsePlayerProps(raw: unknown, el: HTMLElement): PlayerProps {
  const playerId = attr(el, 'data-player_id') || fail('the player has no data-player_id');
  const body = el.querySelector('.player__body') ?? fail('no .player__body in the player');
  const progress = el.querySelector('.ssp-progress');
  const episode: Episode = {
    id: attr(el, 'data-episode'),
    title: text(body.querySelector('.player__episode-title')),
    podcastTitle: text(body.querySelector('.player__podcast-title')),
    audio: audioOf(el.querySelector('.play-progress') ?? body),
    cover: '',
    meta: '',
    excerpt: '',
    seconds: Number(attr(progress, 'aria-valuemax')) || clockSeconds(text(el.querySelector('.ssp-duration'))),
  };
  if (!episode.audio) fail(`the player's <audio> has no http(s) source: ${excerpt(el.querySelector('audio')?.outerHTML ?? '')}`);
  const art = el.querySelector('.player__artwork img');
  const artwork = { src: safeUrl(attr(art, 'src')), alt: attr(art, 'alt') || episode.podcastTitle };
  const subscribePanel = el.querySelector('.player-panels .subscribe');
  const sharePanel = el.querySelector('.player-panels .share');
  const wrapper = el.querySelector('.playlist__wrapper');
  const items = Array.from(wrapper?.querySelectorAll<HTMLElement>('li.playlist__item') ?? []).map(episodeOf);
  if (items.includes(null)) fail('a .playlist__item has no data-episode');
  return {
    playerId,
    episode: { ...episode, cover: artwork.src },
    artwork,
    durationLabel: text(el.querySelector('.ssp-duration')),
    loaderSrc: safeUrl(attr(el.querySelector('img.ssp-loader'), 'src')),
    subscribe: subscribePanel && {
      links: linksIn(subscribePanel.querySelector('.subscribe-icons')),
      feedUrl: attr(subscribePanel.querySelector('input.input-rss'), 'value'),
    },
    share: sharePanel && {
      links: linksIn(sharePanel.querySelector('.icons-holder')),
      pageUrl: attr(sharePanel.querySelector('input.input-link'), 'value'),
      embed: sharePanel.querySelector<HTMLInputElement>('input.input-embed')?.value ?? '',
    },
    playlist: wrapper && {
      items: items as Episode[],
      page: Number(attr(wrapper, 'data-page')) || 1,
      source: playlistSource(raw, playerId),
    },
  };
}
