// The playlist's episodes: the page the server printed, then get_playlist_items pages 2, 3, …
// (SPEC §7) until one comes back empty. A failure leaves a retry; success:false is, in practice,
// the render's nonce gone stale on a cached page, and the message says so.
import { useEffect, useRef, useState } from 'react';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { t } from '../../../runtime/i18n/parts/podcast.ts';
import { adminAjaxGet } from '../../../runtime/net/adminAjax.ts';
import { NetError } from '../../../runtime/net/http.ts';
import { clockSeconds, type Episode, type PlaylistSource } from './props.ts';
import { htmlText, safeUrl } from './safe.ts';

export type PagingStatus = { kind: 'idle' | 'loading' | 'done' } | { kind: 'failed'; message: string };

/** Failures of the request itself; a NetError without them and without a status is the plugin's {success:false}. */
const TRANSPORT = new Set(['fetch_error', 'timeout', 'invalid_json', 'http_error']);

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** One episode of an answer, its strings decoded once and its URLs http(s) or dropped; null if it has no id. */
export function episodeFromAnswer(raw: unknown): Episode | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as Record<string, unknown>;
  const id = str(item.episode_id);
  if (!id) return null;
  const duration = htmlText(str(item.duration));
  const date = htmlText(str(item.date));
  const art = item.album_art && typeof item.album_art === 'object' ? (item.album_art as { src?: unknown }).src : undefined;
  return {
    id,
    title: htmlText(str(item.title)),
    podcastTitle: htmlText(str(item.podcast_title)),
    audio: safeUrl(str(item.audio_file)),
    cover: safeUrl(str(art)),
    meta: [date, duration].filter(Boolean).join(' • '),
    excerpt: htmlText(str(item.excerpt)),
    seconds: clockSeconds(duration),
  };
}

export function usePlaylist(playerId: string, initial: Episode[], firstPage: number, source: PlaylistSource | null) {
  const [items, setItems] = useState(initial);
  const [status, setStatus] = useState<PagingStatus>({ kind: source ? 'idle' : 'done' });
  const page = useRef(firstPage);
  const busy = useRef(false);
  const life = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = (life.current = new AbortController());
    return () => controller.abort();
  }, []);

  const loadNext = async () => {
    if (!source || busy.current || status.kind === 'done') return;
    busy.current = true;
    setStatus({ kind: 'loading' });
    const signal = life.current?.signal;
    const params = { atts: JSON.stringify(source.atts), page: page.current + 1, player_id: playerId, nonce: source.nonce };
    try {
      const data = await adminAjaxGet<unknown>('get_playlist_items', params, { signal });
      if (!Array.isArray(data)) throw new NetError('invalid_json', t('invalidJson'), { data });
      const fresh = data.map(episodeFromAnswer).filter((e): e is Episode => e !== null);
      if (fresh.length < data.length)
        console.error(`[islands:podcast-player] get_playlist_items episodes without an episode_id left out: ${excerpt(data)}`);
      page.current += 1;
      setItems((known) => [...known, ...fresh.filter((e) => !known.some((k) => k.id === e.id))]);
      setStatus({ kind: data.length ? 'idle' : 'done' });
    } catch (error) {
      if (signal?.aborted) return;
      const net = error instanceof NetError ? error : null;
      if (net?.code === 'invalid_json') console.error(`[islands:podcast-player] get_playlist_items answered ${excerpt(net.data)}`);
      const why =
        net && net.status === undefined && !TRANSPORT.has(net.code) ? t('podcastNonceExpired') : (net?.message ?? t('unknownError'));
      setStatus({ kind: 'failed', message: t('podcastMoreFailed', why) });
    } finally {
      busy.current = false;
    }
  };
  return { items, status, loadNext, page: page.current };
}
