import { siteConfig } from '../../runtime/config.ts';
import { defineEnhancer } from '../../runtime/enhancer.ts';
import { excerpt, shorten } from '../../runtime/excerpt.ts';
import { announce, liveRegion } from '../../runtime/announce.ts';
import { EVENTS, VETO_EVENTS, allowed, emit } from '../../runtime/events.ts';
import type { CartAnswer } from '../../runtime/fragments.ts';
import { onAbort } from '../../runtime/lifetime.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { writeCart } from '../../runtime/cart-write.ts';
import { block, busyAreas } from '../../runtime/busy.ts';
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
export default defineEnhancer((body, _props, { signal }) => {
  const config = siteConfig();
  // While any add runs (page-wide), the cart areas it replaces are blocked.
  const cartAreas = busyAreas(() => document.querySelectorAll<HTMLElement>(config.isCart ? `${MINI_CART}, ${CART_PAGE}` : MINI_CART), signal);

  // Adds queued per button and not settled yet: the button stays `loading` until its last one ends.
  const pending = new WeakMap<HTMLElement, number>();
  const loading = (button: HTMLElement) => {
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
  };
  // Said after the spec's delay: text written at once after a fragment swap is often missed.
  const announceDone = (message: string | null | undefined) => {
    if (message) onAbort(signal, announce(message, config.timings.cartSuccessAnnounce));
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
    const settle = loading(button);
    let leaving = false; // the button stays `loading` until the page goes
    const leave = (url: string) => {
      leaving = true;
      window.location.assign(url);
      return null;
    };
    const result = await writeCart<AddAnswer | null>({
      source: SOURCE,
      signal,
      busy: cartAreas,
      failure: `Adding product ${shorten(String(data.product_id))} failed`,
      before: { name: EVENTS.addingToCart, args: [button, data] },
      send: (signal) => wcAjax('add_to_cart', data, { signal }),
      read: (answer) => {
        if (answer?.error && answer.product_url) {
          const product = webAddress(answer.product_url);
          if (product) return leave(product);
          throw new Error(`add_to_cart sent a product_url that is not a web address: ${excerpt(answer.product_url)}`);
        }
        if (!answer?.fragments) throw new Error(`add_to_cart answered without fragments: ${excerpt(answer)}`);
        if (config.cartRedirectAfterAdd) return leave(config.cartUrl);
        return { fragments: answer.fragments, cart_hash: answer.cart_hash ?? '' };
      },
      after: {
        name: EVENTS.addedToCart,
        element: button,
        then: () => {
          settle(true);
          if (!config.isCart) viewCartLink(button, config.cartUrl);
          emit(EVENTS.cartButtonUpdated, SOURCE, [button]);
        },
      },
    });
    if (leaving) return;
    if (result.end === 'written') announceDone(data.success_message);
    if (result.end === 'failed') showError(button, result.message);
    settle(false);
  };

  const remove = async (link: HTMLAnchorElement) => {
    const row = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
    // A second remove of a line already on its way out would find no line and send the shopper off.
    if (row?.getAttribute('aria-busy') === 'true') return;
    // Never released: the answer's fragments replace the row, or the remove link is followed.
    if (row) block(row);
    const key = link.getAttribute('data-cart_item_key') ?? '';
    const result = await writeCart<CartAnswer | null>({
      source: SOURCE,
      signal,
      failure: `Removing cart line ${shorten(key)} failed; following the remove link`,
      // The remove link is the server's own nonce'd ?remove_item= URL: following it always works,
      // and the page it leads to shows the server's cart.
      refetch: null,
      send: (signal) => wcAjax('remove_from_cart', { cart_item_key: key }, { signal }),
      read: (answer) => {
        if (!answer?.fragments) throw new Error('remove_from_cart answered without fragments');
        return { fragments: answer.fragments, cart_hash: answer.cart_hash ?? '' };
      },
      after: { name: EVENTS.removedFromCart, element: link },
    });
    if (result.end === 'written') announceDone(link.getAttribute('data-success_message'));
    if (result.end === 'failed') window.location.assign(link.href);
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
  body.addEventListener('click', onClick, { signal });
  body.addEventListener('keydown', onKey, { signal });
});
