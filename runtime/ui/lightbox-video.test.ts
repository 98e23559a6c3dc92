// The lightbox's video players (runtime/ui/lightbox-video.ts): which player each address gets.
import { describe, expect, it } from 'vitest';
import { videoPlayer } from './lightbox-video.ts';

const base = 'https://tienda.example/promociones/';
const player = (url: string, videoType: string, autoplay = true) => videoPlayer({ url, videoType }, base, autoplay);

describe('videoPlayer', () => {
  it('plays YouTube in its embed player, from a watch, short, embed or youtu.be address', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(player(url, 'youtube'), url).toEqual({
        kind: 'iframe',
        src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&playsinline=1',
      });
    }
    expect(player('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', false).src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0&playsinline=1',
    );
    expect(player('https://youtu.be/dQw4w9WgXcQ?t=42', 'youtube').src).toMatch(/&start=42$/);
  });

  it('plays Vimeo in its player', () => {
    expect(player('https://vimeo.com/76979871', 'vimeo')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1',
    });
    expect(player('https://player.vimeo.com/video/76979871?h=abc#t=30s', 'vimeo').src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&h=abc#t=30s',
    );
  });

  it('plays a hosted file in a <video>, resolved against the page', () => {
    expect(player('/wp-content/uploads/anuncio.mp4', 'hosted')).toEqual({
      kind: 'video',
      src: 'https://tienda.example/wp-content/uploads/anuncio.mp4',
    });
  });

  it('gives no player to another host, another type, a non-https embed or a script address: a link instead', () => {
    expect(player('https://malo.example/embed/dQw4w9WgXcQ', 'youtube').kind).toBe('link');
    expect(player('http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube').kind).toBe('link');
    expect(player('https://vimeo.com/canal/abc', 'vimeo').kind).toBe('link');
    expect(player('https://www.dailymotion.com/video/x7', 'dailymotion').kind).toBe('link');
    expect(player('javascript:alert(1)', 'hosted')).toEqual({ kind: 'link', src: 'javascript:alert(1)' });
    expect(player('https://www.youtube.com/watch?v=<script>', 'youtube').kind).toBe('link');
  });
});
