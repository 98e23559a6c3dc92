// The one router of the page builder's action links (docs/popups.md#action-links): each
// `#elementor-action:` link, mounted on first interaction (the click that started it is replayed).
// popup:open and popup:close go to the popups through ACTION_EVENT; lightbox opens PhotoSwipe,
// unless the page builder's own script is still on the page to open its own.
import { readActionHref, type ActionLink } from '../../../runtime/ui/action-links.ts';
import { ACTION_EVENT, type ActionDetail } from '../../../runtime/page/elementor-events.ts';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

const warn = (message: string) => console.warn(`[islands:elementor-actions] ${message}`);

/** An action's text (an href, a data-e-action-hash) read as the links are, warning when it is malformed. */
export const readAction = (text: string): ActionLink | null => readActionHref(text, warn);

/** Elementor's frontend (elementorFrontend.utils.urlActions) runs its own lightbox for these links. */
const builderRunsActions = () => !!pageGlobal<{ utils?: { urlActions?: unknown } }>('elementorFrontend')?.utils?.urlActions;

/**
 * Calls `then` once the printed popup `id`'s rule engine has mounted (at once if it has, or if the
 * page prints no such popup); never if it fails. Its chunk may still be on its way when a link is
 * pressed early on a slow link, or when an address or another add-on presses one on load.
 */
function whenPopupReady(doc: Document, id: string, then: () => void, signal: AbortSignal): void {
  const popup = doc.querySelector(`[data-elementor-type="popup"][data-elementor-id="${id}"]`);
  const state = () => popup?.getAttribute('data-island');
  if (!popup || state() === 'mounted') return then();
  const watch = new MutationObserver(() => {
    if (state() === 'pending') return;
    watch.disconnect();
    if (state() === 'mounted') then();
  });
  watch.observe(popup, { attributes: true, attributeFilter: ['data-island'] });
  signal.addEventListener('abort', () => watch.disconnect(), { once: true });
}

/** Runs one parsed action, for `link` (the link followed, or the element an address named). */
export function runAction(parsed: ActionLink, link: Element, signal: AbortSignal): void {
  const send = () => link.ownerDocument.dispatchEvent(new CustomEvent<ActionDetail>(ACTION_EVENT, { detail: { ...parsed, link } }));
  const id = parsed.action === 'popup:open' ? String(parsed.settings.id ?? '') : '';
  if (/^\d+$/.test(id)) whenPopupReady(link.ownerDocument, id, send, signal);
  else send();
  if (parsed.action === 'lightbox' && !builderRunsActions()) {
    void import('./lightbox-action.ts').then(({ openActionLightbox }) => openActionLightbox(parsed.settings, link.ownerDocument));
  }
}

export default defineEnhancer((link, _props, { signal }) => {
  link.addEventListener(
    'click',
    (event) => {
      // Never a navigation to the hash, malformed or not.
      event.preventDefault();
      const parsed = readAction(link.getAttribute('href') ?? '');
      if (parsed) runAction(parsed, link, signal);
    },
    { signal },
  );
});
