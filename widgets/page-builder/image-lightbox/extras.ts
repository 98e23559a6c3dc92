// The global lightbox's own parts over runtime/ui/lightbox.ts (docs/site-nav.md#the-global-lightbox):
// the image's description under its title, fullscreen and share buttons, as the kit switches ask
// (a video slide shares the page only).
// Loaded with the first open, beside PhotoSwipe.
import type PhotoSwipe from 'photoswipe';
import { t } from '../../../runtime/i18n/parts/image-lightbox.ts';
import type { LightboxItem, LightboxSettings } from './links.ts';
import { addOwnStyle } from '../../../runtime/ui/own-style.ts';

const STYLE_ID = 'islands-lightbox-extras-css';
// Two ID weights, as runtime/ui/lightbox-css.ts lifts its own rules over the page's.
const IN = '.islands-pswp:not(#islands-no-such-id):not(#islands-no-such-id)';
const CSS_TEXT = `
${IN} .pswp__description{position:absolute;left:0;right:0;bottom:0;padding:.5em 1em;color:#fff;background:rgba(0,0,0,.5);text-align:center;font-size:14px}
${IN} .pswp__description:empty{display:none}
${IN} .pswp__share-menu{position:absolute;top:60px;right:8px;margin:0;padding:.5em 0;list-style:none;background:#fff;border-radius:4px;box-shadow:0 2px 8px rgba(0,0,0,.3)}
${IN} .pswp__share-menu[hidden]{display:none}
${IN} .pswp__share-menu a{display:block;padding:.5em 1em;color:#1a1a1a;text-decoration:none;font-size:15px}
${IN} .pswp__share-menu a:hover,${IN} .pswp__share-menu a:focus{background:#eee;text-decoration:underline}
${IN} .pswp__button--fullscreen[aria-pressed="true"] .pswp__icn{opacity:.75}
`;

// Icons on PhotoSwipe's 32×32 grid, drawn as its own are (an outline id, for its outline pass).
const FULLSCREEN_ICON = {
  isCustomSVG: true,
  inner: '<path d="M8 8h6v2h-4v4H8zm16 0v6h-2v-4h-4V8zM8 24v-6h2v4h4v2zm16 0h-6v-2h4v-4h2z" id="pswp__icn-fullscreen"/>',
  outlineID: 'pswp__icn-fullscreen',
};
const SHARE_ICON = {
  isCustomSVG: true,
  inner:
    '<path d="M21 19a3 3 0 0 0-2.4 1.2l-5.7-2.9a3 3 0 0 0 0-2.6l5.7-2.9A3 3 0 1 0 18 10a3 3 0 0 0 .1.7l-5.7 2.9a3 3 0 1 0 0 4.8l5.7 2.9A3 3 0 1 0 21 19z" id="pswp__icn-share"/>',
  outlineID: 'pswp__icn-share',
};

type Slide = Partial<LightboxItem>;
const current = (pswp: PhotoSwipe): Slide => (pswp.currSlide?.data ?? {}) as Slide;

/** The page's address without its hash, plus the slide's deep link (the page builder's share rule). */
function pageLink(doc: Document, slide: Slide): string {
  const url = new URL(doc.location.href);
  url.hash = '';
  return url.href + (slide.hash ?? '');
}

function shareLinks(doc: Document, slide: Slide): Array<[string, string, boolean]> {
  const page = encodeURIComponent(pageLink(doc, slide));
  const image = encodeURIComponent(slide.src ?? '');
  const text = encodeURIComponent(slide.title || doc.title);
  const links: Array<[string, string, boolean]> = [
    [t('shareOn', 'Facebook'), `https://www.facebook.com/sharer/sharer.php?u=${page}`, false],
    [t('shareOn', 'X'), `https://x.com/intent/post?text=${text}&url=${page}`, false],
  ];
  // Pinterest and the download take an image: a video slide shares the page only.
  if (slide.video) return links;
  return [
    ...links,
    [t('lightboxPinIt'), `https://www.pinterest.com/pin/create/button/?url=${page}&media=${image}`, false],
    [t('lightboxDownload'), slide.src ?? '', true],
  ];
}

type UI = NonNullable<PhotoSwipe['ui']>;

/** Registers the description, fullscreen and share parts on `pswp` (before it starts). */
export function lightboxExtras(settings: LightboxSettings): (pswp: PhotoSwipe) => void {
  return (pswp) => {
    const doc = document;
    addOwnStyle(STYLE_ID, CSS_TEXT, doc);
    pswp.on('uiRegister', () => {
      const ui = pswp.ui!;
      ui.registerElement({
        name: 'description',
        order: 10,
        isButton: false,
        appendTo: 'root',
        onInit: (el) => pswp.on('change', () => (el.textContent = current(pswp).description ?? '')),
      });
      if (settings.fullscreen && doc.fullscreenEnabled) addFullscreenButton(pswp, ui, doc);
      if (settings.share) addShareButton(pswp, ui, doc);
    });
  };
}

/** A button that puts the lightbox in full screen and back, pressed while it is. */
function addFullscreenButton(pswp: PhotoSwipe, ui: UI, doc: Document): void {
  ui.registerElement({
    name: 'fullscreen',
    order: 8,
    isButton: true,
    html: FULLSCREEN_ICON,
    title: t('lightboxFullscreen'),
    onInit: (button) => {
      button.setAttribute('aria-pressed', 'false');
      const follow = () => {
        const on = !!doc.fullscreenElement;
        button.setAttribute('aria-pressed', String(on));
        button.title = on ? t('lightboxExitFullscreen') : t('lightboxFullscreen');
        button.setAttribute('aria-label', button.title);
      };
      doc.addEventListener('fullscreenchange', follow);
      pswp.on('destroy', () => {
        doc.removeEventListener('fullscreenchange', follow);
        if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => {});
      });
    },
    onClick: () => {
      if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => {});
      else void pswp.element?.requestFullscreen().catch(() => {});
    },
  });
}

/** A button that opens a menu of the current slide's share links (and its download). */
function addShareButton(pswp: PhotoSwipe, ui: UI, doc: Document): void {
  const menu = doc.createElement('ul');
  menu.className = 'pswp__share-menu';
  menu.id = 'islands-pswp-share-menu';
  menu.hidden = true;
  const close = (button: HTMLElement, focus: boolean) => {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (focus) button.focus();
  };
  ui.registerElement({
    name: 'share',
    order: 7,
    isButton: true,
    html: SHARE_ICON,
    title: t('lightboxShare'),
    onInit: (button) => {
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', menu.id);
      pswp.element?.append(menu);
      pswp.on('change', () => close(button, false));
      // Esc in the menu closes the menu only, not the lightbox.
      menu.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close(button, true);
      });
    },
    onClick: (_event, button) => {
      if (!menu.hidden) return close(button, false);
      menu.replaceChildren(
        ...shareLinks(doc, current(pswp)).map(([label, href, download]) =>
          shareItem(doc, label, href, download, () => close(button, false)),
        ),
      );
      menu.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      menu.querySelector('a')?.focus();
    },
  });
}

/** One share menu item: a new tab for a network, a download for the image; a click closes the menu. */
function shareItem(doc: Document, label: string, href: string, download: boolean, close: () => void): HTMLLIElement {
  const item = doc.createElement('li');
  const link = doc.createElement('a');
  link.href = href;
  link.textContent = label;
  if (download) link.setAttribute('download', '');
  else Object.assign(link, { target: '_blank', rel: 'noopener noreferrer' });
  link.addEventListener('click', close);
  item.append(link);
  return item;
}
