// Seriously Simple Podcasting's Castos player (single episode or playlist) as a React island: it
// renders the plugin's own elements and classes inside the plugin's div.castos-player, so the
// plugin's stylesheet still applies and nothing moves when it mounts (README, podcast-player).
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { defineReactIsland } from '../../runtime/react-island.tsx';
import { $podcastPlaying, podcastStarted, podcastStopped } from '../../runtime/stores/podcast.ts';
import { Controls } from './controls.tsx';
import { faster, slower } from './format.ts';
import { playerCommand, type PlayerCommand } from './keys.ts';
import { Panels, PanelsNav, type PanelName } from './panels.tsx';
import { Playlist } from './playlist.tsx';
import { parsePlayerProps, type Episode, type PlayerProps } from './props.ts';
import { useAudio } from './use-audio.ts';
import { usePlaylist } from './use-playlist.ts';

/** SPEC §4: a chosen episode starts 500 ms after the choice. */
const START_DELAY = 500;

function PodcastPlayer(props: PlayerProps) {
  const key = useId();
  const [current, setCurrent] = useState<Episode>(props.episode);
  const [startToken, setStartToken] = useState(0);
  const [open, setOpen] = useState<PanelName | null>(null);
  const playlist = usePlaylist(props.playerId, props.playlist?.items ?? [], props.playlist?.page ?? 1, props.playlist?.source ?? null);
  const player = useRef<HTMLDivElement>(null);

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
  const audio = useAudio(current.audio, current.seconds, () => {
    const list = playlist.items;
    const next = list.slice(list.findIndex((e) => e.id === current.id) + 1).find((e) => e.audio);
    if (next) choose(next);
  });

  useEffect(() => {
    if (!startToken) return;
    const timer = setTimeout(audio.actions.play, START_DELAY);
    return () => clearTimeout(timer);
  }, [startToken]);

  // One player sounds at a time, across islands: the store says which.
  const sounding = useStore($podcastPlaying);
  useEffect(() => {
    if (audio.state.playing) podcastStarted(key);
    else podcastStopped(key);
  }, [audio.state.playing]);
  useEffect(() => () => podcastStopped(key), []);
  useEffect(() => {
    if (sounding !== null && sounding !== key) audio.actions.pause();
  }, [sounding]);

  const ids = { subscribe: `${key}-subscribe`, share: `${key}-share` };
  const closePanel = () => {
    if (!open) return false;
    setOpen(null);
    document.getElementById(`${ids[open]}-btn`)?.focus();
    return true;
  };
  const run = (command: PlayerCommand): boolean => {
    const { actions } = audio;
    if (command === 'close') return closePanel();
    if (command === 'forward') actions.skip(30);
    else if (command === 'back') actions.skip(-10);
    else if (command === 'toggle') actions.toggle();
    else if (command === 'mute') actions.toggleMute();
    else actions.setSpeed(command === 'faster' ? faster : command === 'slower' ? slower : () => 10);
    return true;
  };
  const latestRun = useRef(run);
  latestRun.current = run;
  // Keys are heard on the island's own element (the plugin's focusable div.castos-player, React's
  // container, which React's handlers do not see), so they reach only the player holding focus.
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
            <Controls episode={ep} durationLabel={ep === props.episode ? props.durationLabel : ''} loaderSrc={props.loaderSrc} audio={audio} />
            <PanelsNav ids={ids} open={open} has={{ subscribe: !!props.subscribe, share: !!props.share }} toggle={(name) => setOpen(open === name ? null : name)} />
          </div>
        </div>
      </div>
      <Panels subscribe={props.subscribe} share={props.share} episodeId={props.episode.id} ids={ids} open={open} close={closePanel} />
      {props.playlist && (
        <Playlist items={playlist.items} page={playlist.page} currentId={ep.id} status={playlist.status} choose={choose} loadNext={() => void playlist.loadNext()} />
      )}
    </>
  );
}

export default defineReactIsland(PodcastPlayer, parsePlayerProps);
