import { atom } from 'nanostores';

/**
 * Which podcast player of the page is sounding: its key (each player island makes its own), or
 * null. A page may hold several players (the article's single episode and its playlist); when
 * one starts, the others read this store and pause, so two episodes never play over each other.
 */
export const $podcastPlaying = atom<string | null>(null);

export function podcastStarted(player: string): void {
  $podcastPlaying.set(player);
}

/** Only the player that is sounding can clear the store: a late pause of another changes nothing. */
export function podcastStopped(player: string): void {
  if ($podcastPlaying.get() === player) $podcastPlaying.set(null);
}
