import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/share-buttons.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { COUNTED, pageUrl, shareLink, type ShareData } from './networks.ts';

interface ShareProps {
  /** The widget's own share_url, when it has one. */
  customUrl: string;
}

interface PostConfig {
  title?: unknown;
  excerpt?: unknown;
  featuredImage?: unknown;
}

/** What the page shares: the widget's own address, else this page with the post's title, excerpt and image. */
function shareData(win: Window, customUrl: string): ShareData {
  if (customUrl) return { url: customUrl, title: '', text: '', image: '' };
  const post = pageGlobal<{ post?: PostConfig }>('elementorFrontendConfig', win)?.post ?? {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return { url: pageUrl(win.location.href), title: str(post.title), text: str(post.excerpt), image: str(post.featuredImage) };
}

const networkOf = (button: Element): string =>
  [...button.classList].find((c) => c.startsWith('elementor-share-btn_'))?.slice('elementor-share-btn_'.length) ?? '';

/**
 * Elementor Pro's share buttons (docs/site-extras.md#share-buttons): each button opens its
 * network's share page in a small window; where the window is refused (a popup blocker), the
 * browser's share sheet where it has one, else the page itself goes there. E-mail opens the mail
 * program, print prints. Counts the server printed show on the networks that have them, as text
 * only: nothing is fetched for them and nothing waits on them.
 */
export default defineEnhancer<ShareProps>(
  (widget, { customUrl }, { signal }) => {
    const win = widget.ownerDocument.defaultView ?? window;
    const buttons = [...widget.querySelectorAll<HTMLElement>('.elementor-share-btn')];
    const added: Element[] = [];
    for (const button of buttons) {
      const network = networkOf(button);
      const title = button.querySelector('.elementor-share-btn__title')?.textContent?.trim() || network;
      let label = network === 'print' ? '' : t('shareOn', title);
      const count = Number(button.getAttribute('data-count'));
      if (COUNTED.has(network) && Number.isFinite(count) && count > 0 && !button.querySelector('.elementor-share-btn__counter')) {
        const counter = widget.ownerDocument.createElement('span');
        counter.className = 'elementor-share-btn__counter';
        counter.textContent = new Intl.NumberFormat('es-ES', { notation: 'compact' }).format(count);
        counter.title = t('shareCount', count);
        (button.querySelector('.elementor-share-btn__text') ?? button).append(counter);
        added.push(counter);
        // The name keeps the visible text, count included, in the order it is seen.
        label = `${label} ${counter.textContent}`;
      }
      if (label) button.setAttribute('aria-label', label);
    }

    const share = (button: HTMLElement) => {
      const network = networkOf(button);
      if (network === 'print') return void win.print();
      const data = shareData(win, customUrl);
      const link = shareLink(network, data);
      if (!link) return void console.warn(`[islands:share-buttons] No share address for the network ${JSON.stringify(network)}`);
      if (!/^https:\/\//.test(link)) return void win.location.assign(link);
      const [width, height] = [640, 480];
      const left = Math.max(0, (win.screen.width - width) / 2);
      const top = Math.max(0, (win.screen.height - height) / 2);
      // Without noopener, so that a window refused by a popup blocker can be told apart (null);
      // the share page is a third site, so it loses its handle on this page at once.
      const opened = win.open(link, '_blank', `toolbar=0,status=0,width=${width},height=${height},top=${top},left=${left}`);
      if (opened) {
        opened.opener = null;
        return;
      }
      if (typeof win.navigator.share === 'function') {
        win.navigator.share({ url: data.url, title: decodeTitle(data.title), text: data.text }).catch(() => {});
      } else {
        win.location.assign(link);
      }
    };
    widget.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest<HTMLElement>('.elementor-share-btn');
        if (button && widget.contains(button)) share(button);
      },
      { signal },
    );
    widget.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        const button = (event.target as Element).closest<HTMLElement>('.elementor-share-btn[role="button"]');
        if (!button || !widget.contains(button)) return;
        event.preventDefault();
        share(button);
      },
      { signal },
    );
    return () => added.forEach((el) => el.remove());
  },
  (_raw, el) => {
    let customUrl = '';
    try {
      const settings = JSON.parse(el.getAttribute('data-settings') || '{}') as { share_url?: { url?: unknown } };
      if (typeof settings.share_url?.url === 'string' && /^https?:\/\//.test(settings.share_url.url)) customUrl = settings.share_url.url;
    } catch {
      // No settings, or not JSON: the page's own address is shared.
    }
    return { customUrl };
  },
);

function decodeTitle(title: string): string {
  try {
    return decodeURIComponent(title);
  } catch {
    return title;
  }
}
