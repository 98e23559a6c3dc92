import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { adminAjaxPost } from '../../../runtime/net/adminAjax.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

/** docs/site-extras.md#floating-buttons: the clicks kept before they are sent together. */
const BATCH = 10;
const TRACKED = '.e-contact-buttons__send-button, .e-floating-bars__cta-button';

interface FloatingProps {
  documentId: string;
  nonce: string;
}

/**
 * Elementor's floating buttons (a `floating-buttons` document): the chat box opens and closes
 * (its button, its close button, Esc), and clicks on its call to action are counted for the site
 * through the generic server action, elementor_send_clicks: ten at a time, and whatever is left
 * when the visitor leaves the page (a request that outlives the page). Counting never holds a
 * click back: the link goes where it goes.
 */
export default defineEnhancer<FloatingProps>(
  (doc, { documentId, nonce }, { signal }) => {
    const win = doc.ownerDocument.defaultView ?? window;
    let clicks: string[] = [];
    const send = (keepalive: boolean) => {
      if (!clicks.length) return;
      const batch = clicks;
      clicks = [];
      adminAjaxPost('elementor_send_clicks', { _nonce: nonce, 'clicks[]': batch }, { keepalive }).catch((error: unknown) => {
        console.error(`[islands:floating-buttons] ${batch.length} clicks of document ${documentId} could not be counted:`, error);
      });
    };
    doc.addEventListener(
      'click',
      (event) => {
        if (!(event.target as Element).closest(TRACKED)) return;
        clicks.push(documentId);
        if (clicks.length >= BATCH) send(false);
      },
      { signal },
    );
    // pagehide, not beforeunload: it also fires when the page goes into the back/forward cache.
    win.addEventListener('pagehide', () => send(true), { signal });

    const main = doc.querySelector<HTMLElement>('.e-contact-buttons');
    const wrapper = doc.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper');
    const chat = doc.querySelector<HTMLElement>('.e-contact-buttons__chat-button');
    const content = doc.querySelector<HTMLElement>('.e-contact-buttons__content');
    if (!main || !wrapper || !chat) return;
    const isOpen = () => !wrapper.classList.contains('hidden');
    const setOpen = (open: boolean, moveFocus = true) => {
      wrapper.classList.toggle('hidden', !open);
      wrapper.setAttribute('aria-hidden', String(!open));
      content?.classList.toggle('visible', open);
      chat.setAttribute('aria-expanded', String(open));
      if (!moveFocus) return;
      if (open) {
        wrapper.setAttribute('tabindex', '0');
        wrapper.focus();
      } else {
        chat.focus();
      }
    };
    setOpen(isOpen(), false);
    chat.addEventListener('click', () => setOpen(!isOpen()), { signal });
    doc.querySelector('.e-contact-buttons__close-button')?.addEventListener('click', () => setOpen(false), { signal });
    win.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && isOpen() && main.contains(doc.ownerDocument.activeElement)) setOpen(false);
      },
      { signal },
    );
  },
  (_raw, el) => {
    const config = pageGlobal<{ nonces?: { floatingButtonsClickTracking?: unknown } }>(
      'elementorFrontendConfig',
      el.ownerDocument.defaultView,
    );
    const nonce = config?.nonces?.floatingButtonsClickTracking;
    return { documentId: el.getAttribute('data-elementor-id') ?? '', nonce: typeof nonce === 'string' ? nonce : '' };
  },
);
