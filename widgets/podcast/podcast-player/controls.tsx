// The player's .play-progress block as the plugin prints it (same elements and classes, so its
// stylesheet applies; the spaces between inline siblings too, which a theme's inline layout shows): play/pause with the loader, the <audio>, the seek bar, the playback
// buttons and the timers.
import { useLayoutEffect, useRef, type PointerEvent, type KeyboardEvent } from 'react';
import { t } from '../../../runtime/i18n/parts/podcast.ts';
import { clock, isoDuration, nextSpeed, speedLabel, spokenTime } from './format.ts';
import type { useAudio } from './use-audio.ts';
import { useHitArea } from './use-hit-area.ts';

interface ControlsProps {
  /** The server's duration text, shown until the audio tells its own (the text keeps its width). */
  durationLabel: string;
  loaderSrc: string;
  audio: ReturnType<typeof useAudio>;
}

type Audio = ReturnType<typeof useAudio>;

export function Controls({ durationLabel, loaderSrc, audio }: ControlsProps) {
  const { state } = audio;
  return (
    <div className="play-progress">
      <PlayPause audio={audio} loaderSrc={loaderSrc} />
      {/* The <audio> is put first in here by useAudio, not rendered: it may be the plugin's own, sounding. */}
      <div ref={audio.place}>
        <SeekBar audio={audio} />
        <div className="ssp-playback playback">
          <PlaybackButtons audio={audio} />
          <div className="playback__timers">
            <time className="ssp-timer" aria-live="off">
              {clock(state.time)}
            </time>{' '}
            <span>/</span>{' '}
            <time className="ssp-duration" dateTime={isoDuration(state.duration)}>
              {state.measured || !durationLabel ? clock(state.duration) : durationLabel}
            </time>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Play and pause (one shows at a time) and the loader. */
function PlayPause({ audio: { state, actions }, loaderSrc }: { audio: Audio; loaderSrc: string }) {
  const playRef = useRef<HTMLButtonElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  // The pressed button hides once the audio has answered: focus goes to the one that took its place.
  const focusNext = useRef<'play' | 'pause' | null>(null);
  useLayoutEffect(() => {
    const want = state.playing ? 'pause' : 'play';
    if (focusNext.current !== want) return;
    focusNext.current = null;
    (want === 'pause' ? pauseRef : playRef).current?.focus();
  }, [state.playing]);

  return (
    <div className="play-pause-controls">
      <button
        ref={playRef}
        type="button"
        title={t('podcastPlay')}
        aria-label={t('podcastPlay')}
        aria-pressed={state.playing}
        className={`play-btn${state.playing ? ' hide' : ''}`}
        onClick={() => ((focusNext.current = 'pause'), actions.play())}
      >
        <span className="screen-reader-text">{t('podcastPlay')}</span>
      </button>{' '}
      <button
        ref={pauseRef}
        type="button"
        title={t('podcastPause')}
        aria-label={t('podcastPause')}
        aria-pressed={!state.playing}
        className={`pause-btn${state.playing ? '' : ' hide'}`}
        onClick={() => ((focusNext.current = 'play'), actions.pause())}
      >
        <span className="screen-reader-text">{t('podcastPause')}</span>
      </button>{' '}
      {loaderSrc ? (
        <img src={loaderSrc} alt={t('podcastLoading')} className={`ssp-loader${state.buffering ? '' : ' hide'}`} />
      ) : (
        <span className={`ssp-loader${state.buffering ? '' : ' hide'}`} role="img" aria-label={t('podcastLoading')} />
      )}
    </div>
  );
}

/** The seek bar: a slider that a pointer drags and Home/End (and the player's arrows) move. */
function SeekBar({ audio: { state, actions } }: { audio: Audio }) {
  const barRef = useRef<HTMLDivElement>(null);
  const hitArea = useHitArea(barRef);
  const max = Math.floor(state.duration);
  const now = Math.min(Math.floor(state.time), max);
  const seekTo = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width > 0) actions.seek((Math.min(Math.max(e.clientX - box.left, 0), box.width) / box.width) * state.duration);
  };
  const sliderKeys = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    actions.seek(e.key === 'Home' ? 0 : state.duration);
  };
  return (
    <div
      ref={barRef}
      className="ssp-progress"
      role="slider"
      tabIndex={0}
      title={t('podcastSeek')}
      aria-label={t('podcastSeek')}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={t('podcastPosition', spokenTime(now), spokenTime(max))}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        seekTo(e);
      }}
      onPointerMove={(e) => e.currentTarget.hasPointerCapture(e.pointerId) && seekTo(e)}
      onKeyDown={sliderKeys}
    >
      <span className="progress__filled" style={{ flexBasis: `${max ? (now / max) * 100 : 0}%` }} />
      <span className="ssp-progress__hit" aria-hidden="true" style={hitArea} />
    </div>
  );
}

/** Mute, back 10 s, the speed, forward 30 s. */
function PlaybackButtons({ audio: { state, actions } }: { audio: Audio }) {
  const speed = speedLabel(state.tenths);
  return (
    <div className="playback__controls">
      <button
        type="button"
        className={`player-btn player-btn__volume${state.muted ? ' off' : ''}`}
        title={t('podcastMute')}
        aria-pressed={state.muted}
        onClick={actions.toggleMute}
      >
        <span className="screen-reader-text">{t('podcastMute')}</span>
      </button>{' '}
      <button
        type="button"
        data-skip="-10"
        className="player-btn player-btn__rwd"
        title={t('podcastRewind')}
        onClick={() => actions.skip(-10)}
      >
        <span className="screen-reader-text">{t('podcastRewind')}</span>
      </button>{' '}
      <button
        type="button"
        data-speed={state.tenths / 10}
        className="player-btn player-btn__speed"
        title={t('podcastSpeed', speed)}
        aria-label={t('podcastSpeed', speed)}
        onClick={() => actions.setSpeed(nextSpeed)}
      >
        {speed}x
      </button>{' '}
      <button
        type="button"
        data-skip="30"
        className="player-btn player-btn__fwd"
        title={t('podcastForward')}
        onClick={() => actions.skip(30)}
      >
        <span className="screen-reader-text">{t('podcastForward')}</span>
      </button>
    </div>
  );
}
