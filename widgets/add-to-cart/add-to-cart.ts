import { siteConfig } from '../../runtime/config.ts';
import { defineEnhancer } from '../../runtime/enhancer.ts';
import { excerpt, shorten } from '../../runtime/excerpt.ts';
import { announce, liveRegion } from '../../runtime/announce.ts';
import { EVENTS, VETO_EVENTS, allowed, emit, on } from '../../runtime/events.ts';
import { applyFragments, refreshFragments, type CartAnswer } from '../../runtime/fragments.ts';
import { t } from '../../runtime/i18n/index.ts';
import { answerLost, whenOnline } from '../../runtime/net/lost-answer.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { queueCartCall } from '../../runtime/stores/cart.ts';
import { block } from '../../runtime/busy.ts';
import { buttonData, showError, viewCartLink } from './button.ts';

const SOURCE = 'add-to-cart';
const ADD = '.add_to_cart_button:not(.wc-interactive)';
const REMOVE = '.remove_from_cart_button';
/** The cart areas an add replaces: the mini cart everywhere, and the cart page's form and totals there. */
const MINI_CART = 'div.widget_shopping_cart_content';
const CART_PAGE = '.woocommerce-cart-form, .cart_totals';

interface AddAnswer extends CartAnswer {
  error?: boolean;
  product_url?: string | false;
}

/** http(s) only: assigning a `javascript:` product_url would run the server's text as script. */
function webAddress(raw: string): string | null {
  try {
    const url = new URL(raw, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * One delegated listener for every listing add-to-cart button and mini-cart remove link on the
 * page, however many there are (a listing of 500 products mounts nothing per button). Buttons
 * without `ajax_add_to_cart` or `data-product_id` (external and variable products, or JS-less
 * themes' links) keep their plain link to `?add-to-cart=ID` or the product page.
 */
export default defineEnhancer((body) => {
  const config = siteConfig();
  const timers = new Set<() => void>();

  // After a lost answer the server's cart is unknown: its fragments are fetched again, in the
  // cart queue behind any add still waiting, so the page shows what the server really holds. A
  // browser that knows it is offline waits to be back online first.
  const resync = () => timers.add(whenOnline(() => void queueCartCall(() => refreshFragments(SOURCE))));

  // Adds not settled yet, page-wide: while any runs, the cart areas are blocked. Fragments replace
  // those areas mid-queue, so the block is painted again on the new ones (wc_fragments_loaded).
  let adding = 0;
  const blocked = new Map<HTMLElement, () => void>();
  const paintBusy = () => {
    const areas = adding > 0 ? document.querySelectorAll<HTMLElement>(config.isCart ? `${MINI_CART}, ${CART_PAGE}` : MINI_CART) : [];
    const want = new Set(areas);
    for (const [el, release] of blocked) {
      if (want.has(el)) continue;
      release();
      blocked.delete(el);
    }
    for (const el of want) if (!blocked.has(el)) blocked.set(el, block(el));
  };
  const stopRepaint = on(EVENTS.fragmentsLoaded, paintBusy);

  // Adds queued per button and not settled yet: the button stays `loading` until its last one ends.
  const pending = new WeakMap<HTMLElement, number>();
  const settle = (button: HTMLElement, added: boolean) => {
    const left = (pending.get(button) ?? 1) - 1;
    if (left > 0) return void pending.set(button, left);
    pending.delete(button);
    button.classList.remove('loading');
    if (added) button.classList.add('added');
  };

  /** One click, one add: every click is queued (docs/shop.md#listing-add-to-cart, WooCommerce's FIFO), none dropped. */
  const add = async (button: HTMLElement) => {
    const data = buttonData(button);
    liveRegion().textContent = '';
    button.classList.remove('added');
    if (!allowed(VETO_EVENTS.addingToCart, [button])) {
      if (!pending.has(button)) button.classList.remove('loading');
      return;
    }
    pending.set(button, (pending.get(button) ?? 0) + 1);
    button.classList.add('loading');
    adding++;
    paintBusy();
    emit(EVENTS.addingToCart, SOURCE, [button, data]);
    let settled = false;
    const done = (added: boolean) => {
      settled = true;
      settle(button, added);
    };
    try {
      const answer = await queueCartCall(() => wcAjax<AddAnswer | null>('add_to_cart', data));
      if (answer?.error && answer.product_url) {
        const product = webAddress(answer.product_url);
        if (product) {
          settled = true; // leaving: the button stays `loading` until the page goes
          return window.location.assign(product);
        }
        throw new Error(`add_to_cart sent a product_url that is not a web address: ${excerpt(answer.product_url)}`);
      }
      if (!answer?.fragments) throw new Error(`add_to_cart answered without fragments: ${excerpt(answer)}`);
      if (config.cartRedirectAfterAdd) {
        settled = true;
        return window.location.assign(config.cartUrl);
      }
      emit(EVENTS.addedToCart, SOURCE, [answer.fragments, answer.cart_hash ?? '', button]);
      done(true);
      if (!config.isCart) viewCartLink(button, config.cartUrl);
      emit(EVENTS.cartButtonUpdated, SOURCE, [button]);
      applyFragments(answer.fragments, answer.cart_hash ?? '', SOURCE);
      if (data.success_message) timers.add(announce(data.success_message, config.timings.cartSuccessAnnounce));
    } catch (error) {
      console.error(`[islands:${SOURCE}] Adding product ${shorten(String(data.product_id))} failed`, error);
      showError(button, error instanceof Error && 'code' in error ? error.message : t('unknownError'));
      if (answerLost(error)) resync();
    } finally {
      if (!settled) done(false);
      adding--;
      paintBusy();
    }
  };

  const remove = async (link: HTMLAnchorElement) => {
    const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
    // A second remove of a line already on its way out would find no line and send the shopper off.
    if (row?.getAttribute('aria-busy') === 'true') return;
    // Never released: the answer's fragments replace the row, or the remove link is followed.
    if (row) block(row);
    const key = link.getAttribute('data-cart_item_key') ?? '';
    try {
      const answer = await queueCartCall(() => wcAjax<CartAnswer | null>('remove_from_cart', { cart_item_key: key }));
      if (!answer?.fragments) throw new Error('remove_from_cart answered without fragments');
      emit(EVENTS.removedFromCart, SOURCE, [answer.fragments, answer.cart_hash ?? '', link]);
      applyFragments(answer.fragments, answer.cart_hash ?? '', SOURCE);
      const message = link.getAttribute('data-success_message');
      if (message) timers.add(announce(message, config.timings.cartSuccessAnnounce));
    } catch (error) {
      // The remove link is the server's own nonce'd ?remove_item= URL: following it always works.
      console.error(`[islands:${SOURCE}] Removing cart line ${shorten(key)} failed; following the remove link`, error);
      window.location.assign(link.href);
    }
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const target = event.target as Element;
    const button = target.closest<HTMLElement>(ADD);
    if (button?.classList.contains('ajax_add_to_cart') && button.hasAttribute('data-product_id')) {
      event.preventDefault();
      void add(button);
      return;
    }
    const link = target.closest<HTMLAnchorElement>(REMOVE);
    if (link?.hasAttribute('data-cart_item_key')) {
      event.preventDefault();
      void remove(link);
    }
  };
  // role="button" links answer Space as buttons do; a link would only scroll the page.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    const el = (event.target as Element).closest<HTMLElement>(`${ADD}, ${REMOVE}`);
    if (!el) return;
    event.preventDefault();
    el.click();
  };
  body.addEventListener('click', onClick);
  body.addEventListener('keydown', onKey);
  return () => {
    body.removeEventListener('click', onClick);
    body.removeEventListener('keydown', onKey);
    timers.forEach((cancel) => cancel());
    stopRepaint();
    adding = 0;
    paintBusy();
  };
});
