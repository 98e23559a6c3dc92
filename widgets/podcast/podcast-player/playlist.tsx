// The playlist: the plugin's .playlist__wrapper and items, as a listbox (one tab stop, arrows move,
// Enter or Space chooses). Reaching the real bottom of whichever box scrolls (the plugin's
// stylesheet scrolls the wrapper, a theme may scroll the list), the wheel turned down there, or
// the arrow past the last episode asks for the next page.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { t } from '../../../runtime/i18n/parts/podcast.ts';
import type { Episode } from './props.ts';
import type { PagingStatus } from './use-playlist.ts';

/** How close to the end counts as the end: zoomed pages scroll in fractions of a pixel. */
const SLACK = 4;

interface PlaylistProps {
  items: Episode[];
  /** The last page shown, as the plugin keeps it in data-page. */
  page: number;
  currentId: string;
  status: PagingStatus;
  choose(episode: Episode): void;
  loadNext(): void;
}

export function Playlist({ items, page, currentId, status, choose, loadNext }: PlaylistProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const next = useRef(loadNext);
  next.current = loadNext;
  const [focusId, setFocusId] = useState<string | null>(null);
  const tabStop = items.some((e) => e.id === focusId) ? focusId : currentId;
  useBottomReached(wrapper, list, () => next.current());
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) =>
    listboxKey(event, list.current, items, { choose, next: () => next.current(), focus: setFocusId });

  return (
    <div className="playlist__wrapper" data-page={page} ref={wrapper}>
      <div className="loader" style={status.kind === 'loading' ? { display: 'block' } : undefined}></div>
      <ul className="playlist__items" role="listbox" aria-label={t('podcastEpisodes')} ref={list} onKeyDown={onKeyDown}>
        {items.map((episode) => (
          <EpisodeOption
            key={episode.id}
            episode={episode}
            active={episode.id === currentId}
            tabStop={episode.id === tabStop}
            choose={choose}
            focused={setFocusId}
          />
        ))}
      </ul>
      <p className="screen-reader-text" role="status">
        {status.kind === 'loading' ? t('podcastLoadingMore') : ''}
      </p>
      {status.kind === 'failed' && (
        <div className="playlist__error" role="alert">
          <p>{status.message}</p>
          <button type="button" onClick={loadNext}>
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  );
}

interface EpisodeOptionProps {
  episode: Episode;
  active: boolean;
  tabStop: boolean;
  choose(episode: Episode): void;
  focused(id: string): void;
}

/** One episode, as the plugin prints it, as an option of the listbox. */
function EpisodeOption({ episode, active, tabStop, choose, focused }: EpisodeOptionProps) {
  return (
    <li
      className={`playlist__item${active ? ' active' : ''}`}
      data-episode={episode.id}
      role="option"
      aria-selected={active}
      aria-disabled={episode.audio ? undefined : true}
      tabIndex={tabStop ? 0 : -1}
      onClick={() => choose(episode)}
      onFocus={() => focused(episode.id)}
    >
      <div className="playlist__item__cover">{episode.cover && <img decoding="async" src={episode.cover} alt="" />}</div>
      <div className="playlist__item__details">
        <h2 className="playlist__episode-title" data-podcast={episode.podcastTitle}>
          {episode.title}
        </h2>
        <p>{episode.meta}</p>
        <p className="playlist__episode-description">{episode.excerpt}</p>
      </div>
      <audio preload="none" className={`clip clip-${episode.id}`}>
        {episode.audio && <source src={episode.audio} />}
      </audio>
    </li>
  );
}

/** Calls `reached` when the visitor scrolls (or turns the wheel down) at the bottom of the wrapper or the list. */
function useBottomReached(wrapper: RefObject<HTMLDivElement | null>, list: RefObject<HTMLUListElement | null>, reached: () => void): void {
  const latest = useRef(reached);
  latest.current = reached;
  useEffect(() => {
    const box = wrapper.current;
    if (!box) return;
    const atEnd = (el: Element) => el.scrollHeight - el.scrollTop - el.clientHeight <= SLACK;
    // Scroll events do not bubble; capturing on the wrapper hears its own and the list's.
    const onScroll = (event: Event) => {
      const el = event.target as HTMLElement;
      if (el.scrollTop > 0 && atEnd(el)) latest.current();
    };
    // A first page shorter than its box (the plugin's 330 px wrapper holds three episodes) never
    // scrolls: turning the wheel down at the end is the visitor scrolling to the bottom all the same.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY > 0 && [box, list.current].every((el) => !el || atEnd(el))) latest.current();
    };
    box.addEventListener('scroll', onScroll, { capture: true, passive: true });
    box.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      box.removeEventListener('scroll', onScroll, { capture: true });
      box.removeEventListener('wheel', onWheel);
    };
  }, []);
}

/** The listbox's keys: arrows, Home and End move the focus, Enter or Space chooses. */
function listboxKey(
  event: KeyboardEvent<HTMLUListElement>,
  list: HTMLUListElement | null,
  items: Episode[],
  on: { choose(episode: Episode): void; next(): void; focus(id: string | null): void },
): void {
  const all = Array.from(list?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
  const at = all.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    const episode = items[at];
    if (episode) on.choose(episode);
  } else if (to !== undefined) {
    event.preventDefault();
    // Past the last episode, the keyboard asks for the next page as the wheel does.
    if (to >= all.length - 1 && event.key !== 'Home') on.next();
    const target = all[Math.min(Math.max(to, 0), all.length - 1)];
    on.focus(target?.getAttribute('data-episode') ?? null);
    target?.focus(); // scrolls it into view, and so reaches the bottom like a scroll would
  }
}
