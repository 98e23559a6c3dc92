// The lightbox's items as the page's links give them (docs/site-nav.md#the-global-lightbox,
// docs/popups.md#videos-in-the-lightbox), shared by the global lightbox and the action links'
// `lightbox`: a video item, the player a video address gets, and an image's own size. Pure DOM,
// no PhotoSwipe and no player code: those come with the first open (runtime/ui/lightbox.ts).
import type { GalleryItem, LightboxVideo } from './lightbox.ts';

/** Pixels per side for the Video widget's aspect ratios (modalOptions.videoAspectRatio); 16:9 otherwise. */
const RATIOS: Record<string, [number, number]> = {
  '169': [16, 9],
  '219': [21, 9],
  '43': [4, 3],
  '32': [3, 2],
  '11': [1, 1],
  '916': [9, 16],
};

/**
 * A video slide for openLightbox, from the page builder's { url, videoType } (YouTube, Vimeo or a
 * hosted file); `ratio` is the Video widget's aspect ratio ('169', '43', '916', …), 16:9 when unknown.
 */
export function videoItem(video: LightboxVideo, title = '', ratio = ''): GalleryItem {
  const [w, h] = RATIOS[ratio] ?? [0, 0];
  return { src: video.url, w: w * 80, h: h * 80, alt: '', title, video };
}

/** A video link names only its address: the player follows from the host. */
export const videoTypeOf = (url: string): string =>
  /(^|\.|\/\/)(youtube(-nocookie)?\.com|youtu\.be)\//i.test(url) ? 'youtube' : /vimeo\.com\//i.test(url) ? 'vimeo' : 'hosted';

/** An image's own size (PhotoSwipe lays a slide out from it, and links do not carry it); a video as it is. */
export async function measure<T extends GalleryItem>(item: T): Promise<T> {
  if (item.video) return item;
  const img = new Image();
  img.src = item.src;
  try {
    await img.decode();
    return { ...item, w: img.naturalWidth, h: img.naturalHeight };
  } catch {
    return item; // PhotoSwipe shows its error message, with a link to the file
  }
}
