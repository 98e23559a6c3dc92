import { afterEach, describe, expect, it } from 'vitest';
import { $podcastPlaying, podcastStarted, podcastStopped } from './podcast.ts';

afterEach(() => $podcastPlaying.set(null));

describe('$podcastPlaying', () => {
  it('names the player that started last, and clears only for that player', () => {
    const seen: Array<string | null> = [];
    const off = $podcastPlaying.listen((value) => seen.push(value));
    podcastStarted('articulo');
    podcastStarted('lista'); // the article's player reads this and pauses
    podcastStopped('articulo'); // its pause arrives after the playlist started: changes nothing
    podcastStopped('lista');
    off();
    expect(seen).toEqual(['articulo', 'lista', null]);
  });
});
