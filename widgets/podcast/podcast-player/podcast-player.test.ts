// The player's pure parts: props read from the plugin's recorded markup and global, time and
// speed rules, the keys, and an answer's episode made safe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock, isoDuration, nextSpeed, speedLabel, speedTenths, spokenTime } from './format.ts';
import { playerCommand } from './keys.ts';
import { parsePlayerProps } from './props.ts';
import { episodeFromAnswer } from './use-playlist.ts';

const recorded = readFileSync(join(import.meta.dirname, '../../../fixtures/recorded/article-with-side-cart-items.html'), 'utf8');

/** The recorded player and its global, as the page has them. */
function recordedPlayer(): HTMLElement {
  document.body.innerHTML = /<div id="3651666932"[\s\S]*?<!-- script: inline/.exec(recorded)![0];
  const global = /var ssp_castos_player_3651666932 = (\{.*\});/.exec(recorded)![1]!;
  (window as unknown as Record<string, unknown>).ssp_castos_player_3651666932 = JSON.parse(global);
  return document.getElementById('3651666932')!;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).ssp_castos_player_3651666932;
  vi.restoreAllMocks();
});

describe('parsePlayerProps', () => {
  it('reads the plugin’s recorded markup and ssp_castos_player_{id}', () => {
    const props = parsePlayerProps({}, recordedPlayer());
    expect(props.playerId).toBe('3651666932');
    expect(props.episode).toMatchObject({
      id: '35',
      title: 'Episodio 1: hosting y tiendas online',
      podcastTitle: 'Podcast de la tienda',
      audio: 'http://127.0.0.1:8089/wp-content/uploads/2026/11/episodio-1.wav',
      seconds: 2,
    });
    expect(props.durationLabel).toBe('00:00:02');
    expect(props.loaderSrc).toMatch(/icon-loader\.svg$/);
    expect(props.share?.links.map((l) => [l.kind, l.download])).toEqual([
      ['facebook', false],
      ['twitter', false],
      ['download', true],
    ]);
    expect(props.share?.links[1]?.href).toBe(
      'https://twitter.com/intent/tweet?text=Episodio+1%3A+hosting+y+tiendas+online&url=http%3A%2F%2F127.0.0.1%3A8089%2Fresena-mejor-hosting',
    );
    expect(props.subscribe?.feedUrl).toBe('http://127.0.0.1:8089/feed/podcast/podcast-tienda');
    expect(props.playlist?.items.map((e) => [e.id, e.meta, e.seconds])).toEqual([
      ['35', 'Jan 1, 2025 • 00:00:02', 2],
      ['36', 'Jan 2, 2025 • 00:00:02', 2],
      ['37', 'Jan 3, 2025 • 00:00:02', 2],
    ]);
    expect(props.playlist?.source).toEqual({ atts: expect.objectContaining({ limit: '3', page: 1 }), nonce: '7a7a5fa0ae' });
  });

  it('takes the global from data-props when a theme prints the player itself', () => {
    const el = recordedPlayer();
    delete (window as unknown as Record<string, unknown>).ssp_castos_player_3651666932;
    expect(parsePlayerProps({ atts: { limit: '3' }, nonce: 'abc' }, el).playlist?.source).toEqual({ atts: { limit: '3' }, nonce: 'abc' });
    expect(parsePlayerProps({}, el).playlist?.source, 'no global: no paging').toBeNull();
  });

  it('names what is wrong: no player id, a javascript: audio, a malformed global', () => {
    const el = recordedPlayer();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    (window as unknown as Record<string, unknown>).ssp_castos_player_3651666932 = { atts: 'limit=3' };
    expect(parsePlayerProps({}, el).playlist?.source).toBeNull();
    expect(error.mock.calls[0]?.[0]).toBe(
      '[islands:podcast-player] ssp_castos_player_3651666932 has no atts object or nonce: {"atts":"limit=3"}; no more episodes will load',
    );
    el.querySelector('.play-progress audio source')!.setAttribute('src', 'javascript:alert(1)');
    expect(() => parsePlayerProps({}, el)).toThrow(
      /^\[islands:podcast-player\] the player's <audio> has no http\(s\) source: "<audio preload/,
    );
    el.removeAttribute('data-player_id');
    expect(() => parsePlayerProps({}, el)).toThrow('[islands:podcast-player] the player has no data-player_id');
  });
});

describe('times and speeds', () => {
  it('shows MM:SS under an hour and HH:MM:SS from an hour on, and says it in words', () => {
    expect([clock(0), clock(65.9), clock(3599), clock(3600), clock(NaN)]).toEqual(['00:00', '01:05', '59:59', '01:00:00', '00:00']);
    expect([isoDuration(95), isoDuration(3725)]).toEqual(['PT0H1M35S', 'PT1H2M5S']);
    expect([spokenTime(0), spokenTime(1), spokenTime(95), spokenTime(3661), spokenTime(7200)]).toEqual([
      '0 segundos',
      '1 segundo',
      '1 minuto y 35 segundos',
      '1 hora, 1 minuto y 1 segundo',
      '2 horas',
    ]);
  });

  it('keeps speeds on the 0.4–2.0 grid of 0.2, anything else being 1', () => {
    expect([0.4, 1.2, 2, 0.2, 2.2, 1.3, NaN].map(speedTenths)).toEqual([4, 12, 20, 10, 10, 10, 10]);
    const cycle = [10];
    for (let i = 0; i < 9; i++) cycle.push(nextSpeed(cycle.at(-1)!));
    expect(cycle.map(speedLabel)).toEqual(['1', '1,2', '1,4', '1,6', '1,8', '2', '0,4', '0,6', '0,8', '1']);
  });
});

describe('playerCommand', () => {
  const key = (init: KeyboardEventInit, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
    Object.defineProperty(event, 'target', { value: target });
    return playerCommand(event);
  };
  it('maps the plugin’s keys, by physical key for the shifted ones', () => {
    expect([
      key({ key: 'ArrowRight' }),
      key({ key: 'ArrowLeft' }),
      key({ key: ' ' }),
      key({ key: 'M', shiftKey: true }),
      key({ key: ':', code: 'Period', shiftKey: true }), // Shift+. on a Spanish keyboard
      key({ key: '<', code: 'Comma', shiftKey: true }),
      key({ key: '=', code: 'Digit0', shiftKey: true }),
      key({ key: 'Escape' }),
      key({ key: 'ArrowRight', ctrlKey: true }),
    ]).toEqual(['forward', 'back', 'toggle', 'mute', 'faster', 'slower', 'normalSpeed', 'close', null]);
  });
  it('leaves typing alone, and Space to the control that has it', () => {
    document.body.innerHTML = '<input><button></button><ul role="listbox"><li role="option"></li></ul>';
    const [input, button, option] = ['input', 'button', 'li'].map((s) => document.querySelector(s)!);
    expect([
      key({ key: 'm' }, input),
      key({ key: 'Escape' }, input),
      key({ key: ' ' }, button),
      key({ key: ' ' }, option),
      key({ key: 'ArrowLeft' }, button),
    ]).toEqual([null, 'close', null, null, 'back']);
  });
});

describe('episodeFromAnswer', () => {
  it('decodes esc_html once into text and keeps only http(s) URLs', () => {
    expect(
      episodeFromAnswer({
        episode_id: 90,
        title: 'Envíos &amp; &lt;b&gt;devoluciones&lt;/b&gt; &amp;amp; <i>',
        date: 'Jan 8, 2025',
        duration: '00:01:05',
        audio_file: ' JavaScript:alert(1)',
        album_art: { src: '/wp-content/uploads/portada.png' },
      }),
    ).toMatchObject({
      id: '90',
      title: 'Envíos & <b>devoluciones</b> &amp; <i>',
      meta: 'Jan 8, 2025 • 00:01:05',
      audio: '',
      cover: 'http://localhost:3000/wp-content/uploads/portada.png',
      seconds: 65,
    });
    expect([episodeFromAnswer(null), episodeFromAnswer({ title: 'x' }), episodeFromAnswer({ episode_id: {} })]).toEqual([null, null, null]);
  });
});
