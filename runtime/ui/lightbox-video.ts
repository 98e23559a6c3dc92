// The lightbox's video slides (docs/popups.md#videos-in-the-lightbox), pure: which player a video
// gets. YouTube and Vimeo play in their own embed player, only from their own embed hosts; a
// hosted file plays in a <video>. Anything else (another type, an address that is not https, or
// one these hosts do not serve) gets no player: the slide offers a link to the video instead.
import { isWebUrl } from './web-address.ts';

/** A video as the page builder's lightbox settings name it: { type: 'video', url, videoType }. */
export interface LightboxVideo {
  url: string;
  /** 'youtube', 'vimeo' or 'hosted' (the page builder's names); others get a link. */
  videoType: string;
}

export type VideoPlayer = { kind: 'iframe'; src: string } | { kind: 'video'; src: string } | { kind: 'link'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return '';
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? '';
  return /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '';
}

function vimeoId(url: URL): string {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? '';
  return host === 'vimeo.com' ? (/^\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1] ?? '') : '';
}

/** The player for `video`, its address resolved against `base`; `autoplay` asks the embed to start. */
export function videoPlayer(video: LightboxVideo, base: string, autoplay = true): VideoPlayer {
  let url: URL;
  try {
    url = new URL(video.url, base);
  } catch {
    return { kind: 'link', src: video.url };
  }
  const play = autoplay ? '1' : '0';
  if (video.videoType === 'youtube') {
    const id = youtubeId(url);
    if (url.protocol === 'https:' && YOUTUBE_ID.test(id)) {
      const host = url.hostname.endsWith('youtube-nocookie.com') ? 'www.youtube-nocookie.com' : 'www.youtube.com';
      const start = url.searchParams.get('start') ?? url.searchParams.get('t')?.replace(/s$/, '');
      return {
        kind: 'iframe',
        src: `https://${host}/embed/${id}?autoplay=${play}&rel=0&playsinline=1${start && /^\d+$/.test(start) ? `&start=${start}` : ''}`,
      };
    }
  } else if (video.videoType === 'vimeo') {
    const id = vimeoId(url);
    // An unlisted video's key (h) goes along; a start time (#t=) too.
    const key = url.searchParams.get('h');
    if (url.protocol === 'https:' && id)
      return {
        kind: 'iframe',
        src: `https://player.vimeo.com/video/${id}?autoplay=${play}${key && /^\w+$/.test(key) ? `&h=${key}` : ''}${/^#t=\w+$/.test(url.hash) ? url.hash : ''}`,
      };
  } else if (video.videoType === 'hosted' && isWebUrl(url)) {
    return { kind: 'video', src: url.href };
  }
  return { kind: 'link', src: url.href };
}

const web = (src: string) => /^https?:/i.test(src);

/**
 * A video slide's element: its player, which starts when `play` is called (the slide shown) and
 * stops with `stop` (another slide shown), so slides kept ready beside the current one stay silent.
 */
export function videoSlide(
  doc: Document,
  video: LightboxVideo,
  label: { frame: string; open: string },
): { element: HTMLElement; play(): void; stop(): void } {
  const box = doc.createElement('div');
  box.className = 'pswp__content islands-pswp-video';
  const player = videoPlayer(video, doc.baseURI);
  if (player.kind === 'iframe') {
    const frame = doc.createElement('iframe');
    frame.title = label.frame;
    frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
    frame.allowFullscreen = true;
    box.append(frame);
    return {
      element: box,
      play: () => frame.getAttribute('src') !== player.src && frame.setAttribute('src', player.src),
      stop: () => frame.removeAttribute('src'),
    };
  }
  if (player.kind === 'video') {
    const el = doc.createElement('video');
    el.controls = true;
    el.playsInline = true;
    el.preload = 'metadata';
    el.src = player.src;
    el.setAttribute('aria-label', label.frame);
    box.append(el);
    return { element: box, play: () => void el.play().catch(() => {}), stop: () => el.pause() };
  }
  const message = doc.createElement('div');
  message.className = 'pswp__error-msg';
  if (web(player.src)) {
    const link = doc.createElement('a');
    link.href = player.src;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = label.open;
    message.append(link);
  } else message.textContent = label.open;
  box.append(message);
  return { element: box, play: () => {}, stop: () => {} };
}
