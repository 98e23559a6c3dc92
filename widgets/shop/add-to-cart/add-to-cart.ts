import { webAddress } from '../../../runtime/ui/web-address.ts';
import { siteConfig, type SiteConfig } from '../../../runtime/page/config.ts';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { excerpt, shorten } from '../../../runtime/core/excerpt.ts';
import { announce, liveRegion } from '../../../runtime/ui/announce.ts';
import { VETO_EVENTS, allowed } from '../../../runtime/page/events.ts';
import type { Fragments } from '../../../runtime/cart/fragments.ts';
import { onAbort } from '../../../runtime/core/lifetime.ts';
import { cartCall } from '../../../runtime/cart/cart-write.ts';
import { applyCartAnswer, type CartUpdate } from '../../../runtime/cart/cart-answer.ts';
import { tellThirdParties } from '../../../runtime/cart/cart-events.ts';
import { block, busyAreas, type Busy } from '../../../runtime/cart/busy.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { buttonData, showError, viewCartLink } from './button.ts';

const SOURCE = 'add-to-cart';
const ADD = '.add_to_cart_button:not(.wc-interactive)';
const REMOVE = '.remove_from_cart_button';
/** The cart areas an add replaces: the mini cart everywhere, and the cart page's form and totals there. */
const MINI_CART = 'div.widget_shopping_cart_content';
const CART_PAGE = '.woocommerce-cart-form, .cart_totals';

interface AddAnswer {
  fragments?: Fragments;
  cart_hash?: string;
  error?: boolean;
  product_url?: string | false;
}

/**
 * What an add's answer asks for: its fragments, or a page to go to (the product page when the
 * server wants options chosen; the cart when the shop sends every add there); else it is unusable.
 */
function readAdd(answer: AddAnswer | null, config: SiteConfig): CartUpdate | { leave: string } | { unusable: Error } {
  if (answer?.error && answer.product_url) {
    const product = webAddress(answer.product_url, window.location.href);
    if (product) return { leave: product };
    return { unusable: new Error(`add_to_cart sent a product_url that is not a web address: ${excerpt(answer.product_url)}`) };
  }
  if (!answer?.fragments) return { unusable: new Error(`add_to_cart answered without fragments: ${excerpt(answer)}`) };
  if (config.cartRedirectAfterAdd) return { leave: config.cartUrl };
  return { fragments: answer.fragments, cart_hash: answer.cart_hash ?? '' };
}

/** Adds queued per button and not settled yet: the button stays `loading` until its last one ends. */
function loadingButtons() {
  const pending = new WeakMap<HTMLElement, number>();
  return {
    pending: (button: HTMLElement) => pending.has(button),
    start(button: HTMLElement) {
      pending.set(button, (pending.get(button) ?? 0) + 1);
      button.classList.add('loading');
      let settled = false;
      return (added: boolean) => {
        if (settled) return;
        settled = true;
        const left = (pending.get(button) ?? 1) - 1;
        if (left > 0) return void pending.set(button, left);
        pending.delete(button);
        button.classList.remove('loading');
        if (added) button.classList.add('added');
      };
    },
  };
}

/** One click, one add: every click is queued (docs/shop.md#listing-add-to-cart, WooCommerce's FIFO), none dropped. */
function listingAdd(config: SiteConfig, signal: AbortSignal, cartAreas: Busy, said: (message: string | null | undefined) => void) {
  const loading = loadingButtons();
  return async (button: HTMLElement): Promise<void> => {
    const data = buttonData(button);
    liveRegion().textContent = '';
    button.classList.remove('added');
    if (!allowed(VETO_EVENTS.addingToCart, [button])) {
      tellThirdParties({ moment: 'not-sent', source: SOURCE, element: button });
      if (!loading.pending(button)) button.classList.remove('loading');
      return;
    }
    const settle = loading.start(button);
    const failure = `Adding product ${shorten(String(data.product_id))} failed`;
    const call = await cartCall<AddAnswer | null>(
      { source: SOURCE, signal, busy: cartAreas, failure, adding: { element: button, data } },
      { endpoint: 'add_to_cart', body: data },
    );
    const read = call.end === 'answered' ? readAdd(call.answer, config) : null;
    if (read && 'leave' in read) return window.location.assign(read.leave); // `loading` until the page goes
    if (read && 'fragments' in read) {
      // Shown added before added_to_cart, as WooCommerce's own handler of it does first.
      settle(true);
      if (!config.isCart) viewCartLink(button, config.cartUrl);
      applyCartAnswer(read, { source: SOURCE, change: 'added', element: button, buttonUpdated: true });
      said(data.success_message);
    }
    if (read && 'unusable' in read) console.error(`[islands:${SOURCE}] ${failure}`, read.unusable);
    if (call.end === 'failed' || (read && 'unusable' in read)) showError(button, call.end === 'failed' ? call.message : t('unknownError'));
    settle(false);
  };
}

/** A mini-cart line's remove link, in place; on any failure the link (the server's nonce'd ?remove_item=) is followed. */
function miniCartRemove(signal: AbortSignal, said: (message: string | null | undefined) => void) {
  return async (link: HTMLAnchorElement): Promise<void> => {
    const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
    // A second remove of a line already on its way out would find no line and send the shopper off.
    if (row?.getAttribute('aria-busy') === 'true') return;
    // Never released: the answer's fragments replace the row, or the remove link is followed.
    if (row) block(row);
    const key = link.getAttribute('data-cart_item_key') ?? '';
    const failure = `Removing cart line ${shorten(key)} failed; following the remove link`;
    // The page the remove link leads to shows the server's cart: nothing to fetch (refetch: null).
    const call = await cartCall<AddAnswer | null>(
      { source: SOURCE, signal, failure, refetch: null },
      { endpoint: 'remove_from_cart', body: { cart_item_key: key } },
    );
    if (call.end === 'answered' && call.answer?.fragments) {
      applyCartAnswer(
        { fragments: call.answer.fragments, cart_hash: call.answer.cart_hash ?? '' },
        { source: SOURCE, change: 'removed', element: link },
      );
      return said(link.getAttribute('data-success_message'));
    }
    if (call.end === 'answered') console.error(`[islands:${SOURCE}] ${failure}`, new Error('remove_from_cart answered without fragments'));
    if (call.end !== 'dropped') window.location.assign(link.href);
  };
}

/**
 * One delegated listener for every listing add-to-cart button and mini-cart remove link on the
 * page, however many there are (a listing of 500 products mounts nothing per button). Buttons
 * without `ajax_add_to_cart` or `data-product_id` (external and variable products, or JS-less
 * themes' links) keep their plain link to `?add-to-cart=ID` or the product page.
 */
export default defineEnhancer((body, _props, { signal }) => {
  const config = siteConfig();
  // While any add runs (page-wide), the cart areas it replaces are blocked.
  const cartAreas = busyAreas(
    () => document.querySelectorAll<HTMLElement>(config.isCart ? `${MINI_CART}, ${CART_PAGE}` : MINI_CART),
    signal,
  );
  // Said after the spec's delay: text written at once after a fragment swap is often missed.
  const said = (message: string | null | undefined) => {
    if (message) onAbort(signal, announce(message, config.timings.cartSuccessAnnounce));
  };
  const add = listingAdd(config, signal, cartAreas, said);
  const remove = miniCartRemove(signal, said);

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
  body.addEventListener('click', onClick, { signal });
  body.addEventListener('keydown', onKey, { signal });
});
