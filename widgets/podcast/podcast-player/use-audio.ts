// The player's <audio> as React state: what it is doing (from its own events, so the UI follows
// the element whatever moved it) and the few things the controls ask of it.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { speedTenths } from './format.ts';

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

type MediaEvent = SyntheticEvent<HTMLAudioElement>;

type Patch = (next: Partial<AudioState>) => void;

export function useAudio(src: string, knownSeconds: number | null, onEnded: () => void) {
  const ref = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AudioState>({
    playing: false,
    buffering: false,
    time: 0,
    duration: knownSeconds ?? 0,
    measured: false,
    tenths: 10,
    muted: false,
  });
  const patch: Patch = (next) => setState((s) => ({ ...s, ...next }));
  const shown = useRef(src);

  // A new episode: <source> changed, which the element only reads on load(). The speed survives
  // through defaultPlaybackRate, the volume by itself.
  useEffect(() => {
    if (shown.current === src) return;
    shown.current = src;
    ref.current?.load();
    patch({ time: 0, duration: knownSeconds ?? 0, measured: true, buffering: false });
  }, [src, knownSeconds]);

  // An island that goes (removed, crashed) must not leave a detached element sounding.
  useEffect(() => {
    const audio = ref.current;
    return () => audio?.pause();
  }, []);

  return { ref, state, events: mediaEvents(patch, onEnded), actions: audioActions(() => ref.current, src, state, patch) };
}

/** The <audio>'s own events, as the state they mean. */
function mediaEvents(patch: Patch, onEnded: () => void) {
  return {
    onPlay: () => patch({ playing: true }),
    onPause: () => patch({ playing: false, buffering: false }),
    // load() (a new episode) stops the element without the 'pause' event it had queued.
    onEmptied: () => patch({ playing: false, buffering: false, time: 0 }),
    onWaiting: () => patch({ buffering: true }),
    onPlaying: () => patch({ buffering: false }),
    onCanPlay: () => patch({ buffering: false }),
    onTimeUpdate: (e: MediaEvent) => patch({ time: e.currentTarget.currentTime }),
    onDurationChange: (e: MediaEvent) => {
      const { duration } = e.currentTarget;
      if (Number.isFinite(duration) && duration > 0) patch({ duration, measured: true });
    },
    onRateChange: (e: MediaEvent) => {
      // Whoever set it (the media keys, an extension), a speed off the 0.4–2.0 grid becomes 1.
      const audio = e.currentTarget;
      const tenths = speedTenths(audio.playbackRate);
      if (audio.playbackRate !== tenths / 10) audio.playbackRate = audio.defaultPlaybackRate = tenths / 10;
      patch({ tenths });
    },
    onVolumeChange: (e: MediaEvent) => patch({ muted: e.currentTarget.volume === 0 }),
    onEnded: () => {
      patch({ playing: false });
      onEnded();
    },
  };
}

/** What the controls ask of the element. */
function audioActions(audio: () => HTMLAudioElement | null, src: string, state: AudioState, patch: Patch) {
  const seek = (seconds: number) => {
    const el = audio();
    if (!el) return;
    const end = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : state.duration;
    const to = Math.min(Math.max(0, seconds), end || 0);
    el.currentTime = to;
    patch({ time: to });
  };
  const actions = {
    play() {
      // AbortError: a pause or a new episode came before the play started; nothing went wrong.
      audio()?.play().catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') console.error(`[islands:podcast-player] Could not play ${src}`, error);
      });
    },
    pause: () => audio()?.pause(),
    toggle: () => (audio()?.paused ? actions.play() : actions.pause()),
    seek,
    skip: (delta: number) => seek((audio()?.currentTime ?? state.time) + delta),
    /** The next speed from the element's own rate: keys pressed faster than React renders all count. */
    setSpeed(next: (tenths: number) => number) {
      const el = audio();
      if (el) el.playbackRate = el.defaultPlaybackRate = speedTenths(next(speedTenths(el.playbackRate)) / 10) / 10;
    },
    // The plugin mutes by volume 0/1 (SPEC §9), not by `muted`.
    toggleMute() {
      const el = audio();
      if (el) el.volume = el.volume === 0 ? 1 : 0;
    },
  };
  return actions;
}
