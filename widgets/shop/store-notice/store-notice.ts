import Cookies from 'js-cookie';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';

/**
 * The shop's store notice (printed hidden with style="display:none"): shown unless the cookie
 * store_notice{noticeId} is "hidden"; its dismiss link sets that cookie for the whole site.
 */
export default defineEnhancer<{ noticeId: string }>(
  (notice, { noticeId }, { signal }) => {
    const cookie = `store_notice${noticeId}`;
    if (Cookies.get(cookie) === 'hidden') {
      notice.style.display = 'none';
      return;
    }
    notice.style.display = 'block';
    notice.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('.woocommerce-store-notice__dismiss-link');
        if (!link) return;
        event.preventDefault();
        Cookies.set(cookie, 'hidden', { path: '/' });
        notice.style.display = 'none';
      },
      { signal },
    );
  },
  (_raw, el) => ({ noticeId: el.getAttribute('data-notice-id') ?? '' }),
);
