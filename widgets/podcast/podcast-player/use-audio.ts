// The player's <audio> as React state: what it is doing (from its own events, so the UI follows
// the element whatever moved it) and the few things the controls ask of it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { speedTenths } from './format.ts';
import type { Episode } from './props.ts';

export interface AudioState {
  playing: boolean;
  /** Waiting for data (the loader shows). */
  buffering: boolean;
  time: number;
  duration: number;
  /** The audio has said its duration (or another episode was chosen): the server's text gives way. */
  measured: boolean;
  /** playbackRate in tenths, 4–20. */
  tenths: number;
  muted: boolean;
}

type Patch = (next: Partial<AudioState>) => void;

/**
 * The player's element: the plugin's own <audio> (it may be sounding already, a press answered
 * while React loaded: podcast-player.ts), or a new one. React does not render it: `place` puts it
 * in the player in the commit that removes the server's markup, so a sounding element sounds on.
 */
export function useAudio(serverAudio: HTMLAudioElement | null, episode: Episode, onEnded: () => void) {
  const [audio] = useState(() => serverAudio ?? newAudio(episode));
  // Where and as what the plugin's element goes back when the player unmounts (the server's markup returns).
  const [home] = useState(
    () =>
      serverAudio && {
        parent: serverAudio.parentNode,
        next: serverAudio.nextSibling,
        className: serverAudio.className,
        src: serverAudio.getAttribute('src'),
        sources: [...serverAudio.childNodes],
      },
  );
  const [state, setState] = useState<AudioState>(() => stateOf(audio, episode.seconds));
  const patch: Patch = (next) => setState((s) => ({ ...s, ...next }));
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const place = useCallback((box: HTMLElement | null) => void (box && audio.parentNode !== box && box.prepend(audio)), [audio]);

  useLayoutEffect(() => {
    const listening = new AbortController();
    for (const [type, on] of Object.entries(mediaEvents(audio, patch, () => ended.current())))
      audio.addEventListener(type, on, { signal: listening.signal });
    // What the element did before it was listened to (played, said its duration).
    patch(stateOf(audio, episode.seconds));
    return () => listening.abort();
  }, [audio]);

  // A new episode: the element reads its <source> only on load(). The speed survives through
  // defaultPlaybackRate, the volume by itself.
  const shown = useRef(episode.audio);
  useEffect(() => {
    if (shown.current === episode.audio) return;
    shown.current = episode.audio;
    setSource(audio, episode);
    audio.load();
    patch({ time: 0, duration: episode.seconds ?? 0, measured: true, buffering: false });
  }, [episode.audio, episode.seconds]);

  // An island that goes (removed, crashed) must not leave an element sounding; the plugin's goes
  // back with its own episode.
  useEffect(
    () => () => {
      audio.pause();
      if (!home) return;
      if (audio.firstChild !== (home.sources[0] ?? null) || audio.className !== home.className) {
        audio.className = home.className;
        audio.replaceChildren(...home.sources);
        if (home.src !== null) audio.setAttribute('src', home.src);
        // The episode it played stays loaded until load(); after a crash, load() may be what failed.
        try {
          audio.load();
        } catch {
          // The markup is back; the crash itself has been reported.
        }
      }
      home.parent?.insertBefore(audio, home.next);
    },
    [],
  );

  return { place, state, actions: audioActions(audio, episode.audio, state, patch) };
}

function newAudio(episode: Episode): HTMLAudioElement {
  const audio = document.createElement('audio');
  audio.preload = 'none';
  setSource(audio, episode);
  return audio;
}

/** The plugin's markup for an episode's audio: audio.clip.clip-{id} > source. */
function setSource(audio: HTMLAudioElement, episode: Episode): void {
  audio.className = `clip clip-${episode.id}`;
  audio.removeAttribute('src');
  // A new <source>: the plugin's own stays as it was, for its markup's return.
  audio.replaceChildren(Object.assign(document.createElement('source'), { src: episode.audio }));
}

/** The element as state; its duration once it has said one, the server's until then. */
function stateOf(audio: HTMLAudioElement, knownSeconds: number | null): AudioState {
  const measured = Number.isFinite(audio.duration) && audio.duration > 0;
  return {
    playing: !audio.paused,
    buffering: !audio.paused && audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA,
    time: audio.currentTime,
    duration: measured ? audio.duration : (knownSeconds ?? 0),
    measured,
    tenths: speedTenths(audio.playbackRate),
    muted: audio.volume === 0,
  };
}

/** The <audio>'s own events, as the state they mean. */
function mediaEvents(audio: HTMLAudioElement, patch: Patch, onEnded: () => void): Record<string, () => void> {
  return {
    play: () => patch({ playing: true }),
    pause: () => patch({ playing: false, buffering: false }),
    // load() (a new episode) stops the element without the 'pause' event it had queued.
    emptied: () => patch({ playing: false, buffering: false, time: 0 }),
    waiting: () => patch({ buffering: true }),
    playing: () => patch({ buffering: false }),
    canplay: () => patch({ buffering: false }),
    timeupdate: () => patch({ time: audio.currentTime }),
    durationchange: () => {
      const { duration } = audio;
      if (Number.isFinite(duration) && duration > 0) patch({ duration, measured: true });
    },
    ratechange: () => {
      // Whoever set it (the media keys, an extension), a speed off the 0.4–2.0 grid becomes 1.
      const tenths = speedTenths(audio.playbackRate);
      if (audio.playbackRate !== tenths / 10) audio.playbackRate = audio.defaultPlaybackRate = tenths / 10;
      patch({ tenths });
    },
    volumechange: () => patch({ muted: audio.volume === 0 }),
    ended: () => {
      patch({ playing: false });
      onEnded();
    },
  };
}

/** What the controls ask of the element. */
function audioActions(audio: HTMLAudioElement, src: string, state: AudioState, patch: Patch) {
  const seek = (seconds: number) => {
    const end = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : state.duration;
    const to = Math.min(Math.max(0, seconds), end || 0);
    audio.currentTime = to;
    patch({ time: to });
  };
  const actions = {
    play() {
      // AbortError: a pause or a new episode came before the play started; nothing went wrong.
      audio.play().catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.error(`[islands:podcast-player] Could not play ${src}`, error);
      });
    },
    pause: () => audio.pause(),
    toggle: () => (audio.paused ? actions.play() : actions.pause()),
    seek,
    skip: (delta: number) => seek(audio.currentTime + delta),
    /** The next speed from the element's own rate: keys pressed faster than React renders all count. */
    setSpeed(next: (tenths: number) => number) {
      audio.playbackRate = audio.defaultPlaybackRate = speedTenths(next(speedTenths(audio.playbackRate)) / 10) / 10;
    },
    // The plugin mutes by volume 0/1 (SPEC §9), not by `muted`.
    toggleMute() {
      audio.volume = audio.volume === 0 ? 1 : 0;
    },
  };
  return actions;
}
