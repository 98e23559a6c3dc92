// Seriously Simple Podcasting's Castos player (single episode or playlist) as a React island: it
// renders the plugin's own elements and classes inside the plugin's div.castos-player, so the
// plugin's stylesheet still applies and nothing moves when it mounts (README, podcast-player).
// The island's module, podcast-player.ts, loads this one and answers the presses that come first.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { defineReactIsland } from '../../../runtime/core/react-island.tsx';
import { $podcastPlaying, podcastStarted, podcastStopped } from '../../../runtime/stores/podcast.ts';
import { Controls } from './controls.tsx';
import { faster, slower } from './format.ts';
import { playerCommand, type PlayerCommand } from './keys.ts';
import { Panels, PanelsNav, type PanelName } from './panels.tsx';
import { Playlist } from './playlist.tsx';
import { parseIslandProps, type Episode, type IslandProps } from './props.ts';
import { useAudio } from './use-audio.ts';
import { usePlaylist } from './use-playlist.ts';

/** SPEC §4: a chosen episode starts 500 ms after the choice. */
const START_DELAY = 500;

function PodcastPlayer(props: IslandProps) {
  const key = useId();
  const playlist = usePlaylist(props.playerId, props.playlist?.items ?? [], props.playlist?.page ?? 1, props.playlist?.source ?? null);
  const { current, audio, choose } = useEpisodes(props.episode, playlist.items, props.serverAudio);
  const [open, setOpen] = useState<PanelName | null>(null);
  const player = useRef<HTMLDivElement>(null);
  useOneSounding(key, audio);

  const ids = { subscribe: `${key}-subscribe`, share: `${key}-share` };
  const closePanel = () => {
    if (!open) return false;
    setOpen(null);
    document.getElementById(`${ids[open]}-btn`)?.focus();
    return true;
  };
  usePlayerKeys(player, (command) => runCommand(command, audio.actions, closePanel));

  const ep = current;
  return (
    <>
      <div className="player" ref={player}>
        <div className="player__main">
          <div className={`player__artwork player__artwork-${ep.id}`} onClick={audio.actions.toggle}>
            <img src={ep.cover || props.artwork.src} alt={props.artwork.alt} title={ep.podcastTitle || props.episode.podcastTitle} />
          </div>
          <div className="player__body">
            <div className="currently-playing">
              <div className="show player__podcast-title">{ep.podcastTitle || props.episode.podcastTitle}</div>
              <div className="episode-title player__episode-title">{ep.title}</div>
            </div>
            <Controls durationLabel={ep === props.episode ? props.durationLabel : ''} loaderSrc={props.loaderSrc} audio={audio} />
            <PanelsNav
              ids={ids}
              open={open}
              has={{ subscribe: !!props.subscribe, share: !!props.share }}
              toggle={(name) => setOpen(open === name ? null : name)}
            />
          </div>
        </div>
      </div>
      <Panels subscribe={props.subscribe} share={props.share} episodeId={props.episode.id} ids={ids} open={open} close={closePanel} />
      {props.playlist && (
        <Playlist
          items={playlist.items}
          page={playlist.page}
          currentId={ep.id}
          status={playlist.status}
          choose={choose}
          loadNext={() => void playlist.loadNext()}
        />
      )}
    </>
  );
}

/**
 * The episode in the player and its audio (the plugin's own <audio> when there is one). A chosen
 * episode starts START_DELAY after the choice; the end of one plays the next playable one of the playlist.
 */
function useEpisodes(first: Episode, items: Episode[], serverAudio: HTMLAudioElement | null) {
  const [current, setCurrent] = useState<Episode>(first);
  const [startToken, setStartToken] = useState(0);
  const choose = (episode: Episode) => {
    if (!episode.audio) return;
    if (episode.id === current.id) {
      if (!audio.state.playing) audio.actions.play();
      return;
    }
    audio.actions.pause();
    setCurrent(episode);
    setStartToken((n) => n + 1);
  };
  const audio = useAudio(serverAudio, current, () => {
    const next = items.slice(items.findIndex((e) => e.id === current.id) + 1).find((e) => e.audio);
    if (next) choose(next);
  });
  useEffect(() => {
    if (!startToken) return;
    const timer = setTimeout(audio.actions.play, START_DELAY);
    return () => clearTimeout(timer);
  }, [startToken]);
  return { current, audio, choose };
}

/** One player sounds at a time, across islands: the store says which. */
function useOneSounding(key: string, audio: ReturnType<typeof useAudio>): void {
  const sounding = useStore($podcastPlaying);
  useEffect(() => {
    if (audio.state.playing) podcastStarted(key);
    else podcastStopped(key);
  }, [audio.state.playing]);
  useEffect(() => () => podcastStopped(key), []);
  useEffect(() => {
    // The store now, not as rendered: a player adopting the sounding <audio> has just said it is the one.
    const now = $podcastPlaying.get();
    if (now !== null && now !== key) audio.actions.pause();
  }, [sounding]);
}

/** A key command; true when it did something (the key's default is then prevented). */
function runCommand(command: PlayerCommand, actions: ReturnType<typeof useAudio>['actions'], closePanel: () => boolean): boolean {
  if (command === 'close') return closePanel();
  if (command === 'forward') actions.skip(30);
  else if (command === 'back') actions.skip(-10);
  else if (command === 'toggle') actions.toggle();
  else if (command === 'mute') actions.toggleMute();
  else actions.setSpeed(command === 'faster' ? faster : command === 'slower' ? slower : () => 10);
  return true;
}

/**
 * Keys are heard on the island's own element (the plugin's focusable div.castos-player, React's
 * container, which React's handlers do not see), so they reach only the player holding focus.
 */
function usePlayerKeys(player: RefObject<HTMLDivElement | null>, run: (command: PlayerCommand) => boolean): void {
  const latestRun = useRef(run);
  latestRun.current = run;
  useEffect(() => {
    const host = player.current?.parentElement;
    if (!host) return;
    const onKey = (event: KeyboardEvent) => {
      const command = playerCommand(event);
      if (command && latestRun.current(command)) event.preventDefault();
    };
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, []);
}

export default defineReactIsland(PodcastPlayer, parseIslandProps);
