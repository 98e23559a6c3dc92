// The rest of what the replaced scripts define and plugins call (docs/stand-ins.md): the product
// gallery's set-up, the notices' scroll, selectWoo over plain selects, js-cookie, and Contact Form
// 7's init and reset. `wpcf7.submit` is the contact form island's (widgets/forms/contact-form/).
import Cookies from 'js-cookie';
import { pageGlobal } from '../printed.ts';
import { documentTop, scrollWindowTo, topOffset } from '../../ui/scroll.ts';
import { define, firstElement, type JQuerySet, type PageJQuery } from './jquery.ts';

/** woocommerce.js scrolls 100 px above the notices in 1 s. */
const NOTICES = { above: 100, duration: 1000 };

const chain = function (this: JQuerySet): JQuerySet {
  return this;
};

function scrollToNotices(this: PageJQuery, target: unknown): void {
  const el = firstElement(this, target);
  if (!el) return;
  const win = el.ownerDocument.defaultView ?? window;
  void scrollWindowTo(win, () => documentTop(el) - Math.max(NOTICES.above, topOffset(el.ownerDocument)), NOTICES.duration);
}

interface Wpcf7 {
  init?: unknown;
  reset?: unknown;
}

/**
 * Contact Form 7's init and reset, on its own `wpcf7` object (printed only where its forms are).
 * The contact form island mounts every form the page has or gains, so init has nothing to add;
 * a reset is the form's own, which the island follows (its status back, `wpcf7reset`).
 */
function completeWpcf7(): void {
  const wpcf7 = pageGlobal<Wpcf7 & Record<string, unknown>>('wpcf7');
  if (!wpcf7) return;
  define(wpcf7, 'init', () => {});
  define(wpcf7, 'reset', (form: unknown) => {
    if (form instanceof HTMLFormElement) form.reset();
  });
}

export function installShop(jq: PageJQuery): void {
  // The gallery island mounts on every .woocommerce-product-gallery the page has or gains.
  define(jq.fn, 'wc_product_gallery', chain);
  define(jq, 'scroll_to_notices', scrollToNotices.bind(jq));
  // The islands leave the address selects plain: selectWoo's calls (open, destroy, options) keep the chain.
  define(jq.fn, 'selectWoo', chain);
  define(jq.fn, 'select2', jq.fn.selectWoo);
  if (!pageGlobal('Cookies')) Object.assign(window, { Cookies });
  completeWpcf7();
}
