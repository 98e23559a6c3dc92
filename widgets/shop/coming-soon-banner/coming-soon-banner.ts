import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { IslandError } from '../../../runtime/core/errors.ts';
import { excerpt } from '../../../runtime/core/excerpt.ts';
import { t } from '../../../runtime/i18n/parts/coming-soon-banner.ts';
import { NetError } from '../../../runtime/net/http.ts';
import { rest } from '../../../runtime/net/rest.ts';

/**
 * WooCommerce's coming-soon footer banner (docs/site-extras.md#coming-soon-banner). Its dismiss
 * link, printed with no href and no text, becomes a real button; a press saves the user's flag
 * through the REST URL and nonce the link carries, and the banner goes once the call has answered.
 * WooCommerce hid it whatever the answer; here a failed call keeps it and says why, so the visitor
 * is not shown a banner gone that comes back on the next page.
 */
export default defineEnhancer<{ url: string; nonce: string }>(
  (banner, { url, nonce }, { signal }) => {
    const dismiss = banner.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
    if (!dismiss) return;
    dismiss.setAttribute('role', 'button');
    dismiss.setAttribute('tabindex', '0');
    dismiss.setAttribute('aria-label', t('comingSoonDismiss'));
    const status = banner.ownerDocument.createElement('p');
    status.className = 'coming-soon-footer-banner__status';
    status.setAttribute('role', 'alert');
    banner.append(status);
    let sending = false;

    const send = async () => {
      if (sending) return;
      sending = true;
      dismiss.setAttribute('aria-disabled', 'true');
      status.textContent = '';
      try {
        await rest(url, {
          method: 'POST',
          headers: { 'X-WP-Nonce': nonce },
          data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
          signal,
        });
        banner.style.display = 'none';
      } catch (error) {
        if (signal.aborted) return;
        status.textContent = t('comingSoonDismissFailed', error instanceof NetError ? error.message : t('unknownError'));
        console.error('[islands:coming-soon-banner] Dismissing the banner failed:', error);
      } finally {
        sending = false;
        dismiss.removeAttribute('aria-disabled');
      }
    };
    dismiss.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        void send();
      },
      { signal },
    );
    // A role="button" answers Enter and Space as a button does (Space without scrolling the page).
    dismiss.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        void send();
      },
      { signal },
    );
    return () => {
      status.remove();
      for (const name of ['role', 'tabindex', 'aria-label', 'aria-disabled']) dismiss.removeAttribute(name);
    };
  },
  (_raw, el) => {
    const link = el.querySelector('a.coming-soon-footer-banner-dismiss');
    const url = link?.getAttribute('data-rest-url') ?? '';
    // The REST URL of the user: the flag must not be posted anywhere else.
    if (!/^https?:\/\/[^\s]+\/wp\/v2\/users\/\d+\/?$/.test(url) && !/[?&]rest_route=\/wp\/v2\/users\/\d+/.test(url)) {
      throw new IslandError('coming-soon-banner', `the dismiss link's data-rest-url is not a user's REST URL: ${excerpt(url)}`);
    }
    return { url, nonce: link?.getAttribute('data-rest-nonce') ?? '' };
  },
);
