// The podcast's episode files (`/wp-content/uploads/…/episodio-N.wav`), synthesised: a beep as
// long as the catalogue says the episode is, pitched by its number, so the browser tests really
// play, seek and reach the end, and no binary lives in git. Chromium seeks a file only when the
// server answers byte ranges (as Apache and nginx do for uploads), so Range is honoured.
import type { ContentData } from './catalogue.ts';
import { UPLOADS } from './render/image.ts';

/** 3 kHz, 8-bit mono: the 95-second first episode is under 300 KB. */
const RATE = 3000;

export function episodeAudio(podcast: ContentData['podcast'], req: Request, pathname: string): Response | null {
  const match = pathname.startsWith(UPLOADS) ? /^episodio-(\d+)\.wav$/.exec(pathname.slice(UPLOADS.length)) : null;
  if (!match) return null;
  const episode = podcast.episodes[Number(match[1]) - 1];
  if (!episode) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const wav = tone(Number(match[1]), episode.seconds);
  const headers: Record<string, string> = { 'Content-Type': 'audio/wav', 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-cache' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.get('range') ?? '');
  let body = wav;
  let status = 200;
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, wav.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), wav.length - 1) : wav.length - 1;
    if (start > end || start >= wav.length) {
      return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${wav.length}` } });
    }
    body = wav.subarray(start, end + 1);
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${wav.length}`;
  }
  headers['Content-Length'] = String(body.length);
  return new Response(req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

function tone(episode: number, seconds: number): Buffer {
  const samples = RATE * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // PCM header size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  const hz = 220 + 55 * episode;
  for (let i = 0; i < samples; i++) wav[44 + i] = 128 + Math.round(40 * Math.sin((2 * Math.PI * hz * i) / RATE));
  return wav;
}
