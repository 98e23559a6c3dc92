import { emit, EVENTS } from './events.ts';
import { excerpt } from './excerpt.ts';
import { wcAjax } from './net/wcAjax.ts';
import { cartUpdated } from './stores/cart.ts';

export type Fragments = Record<string, string>;

/**
 * Applies a cart answer's `fragments` (selector → HTML) to the page: every element matched by a
 * selector is replaced whole, as WooCommerce and the side cart do, so an island inside one is
 * unmounted and the new HTML's islands are mounted by the runtime's MutationObserver. Then stores
 * the hash and fragments (sessionStorage/localStorage, under WooCommerce's keys so cart-fragments
 * caching keeps working) and updates the cart store. A `<script>` in fragment HTML never runs: a
 * template parses it inert and moving it into the page does not start it. Inline handlers such as
 * `<img onerror>` do run once the element is in the page, so fragments are trusted as the shop's
 * own server HTML, like the page itself — never HTML from anywhere else.
 */
export function applyFragments(answer: Fragments, answerHash: string, source: string, doc: Document = document): void {
  // The server's answer: only selector → HTML text pairs count (a null or an object among them
  // would stop the swap half-way), and only a text hash.
  const fragments = Object.fromEntries(Object.entries(answer && typeof answer === 'object' ? answer : {}).filter(([, html]) => typeof html === 'string')) as Fragments;
  const cartHash = typeof answerHash === 'string' ? answerHash : '';
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      console.error(`[islands:${source}] Fragment selector is not valid CSS: ${excerpt(selector)}`);
      continue;
    }
    for (const el of targets) el.replaceWith(parseFragment(html, doc));
  }
  storeFragments(fragments, cartHash, doc);
  cartUpdated(fragments, cartHash, itemCountOf(fragments, doc));
  emit(EVENTS.fragmentsLoaded, source);
}

function parseFragment(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html.trim();
  return template.content;
}

/** The item count the fragments show: the header count's props (.islands-cart-count), else the side cart's basket. */
export function itemCountOf(fragments: Fragments, doc: Document = document): number | null {
  const box = doc.createElement('template');
  box.innerHTML = Object.values(fragments).join('');
  const island = box.content.querySelector('.islands-cart-count[data-props]')?.getAttribute('data-props');
  if (island) {
    try {
      const count = Number((JSON.parse(island) as { count?: unknown }).count);
      if (Number.isFinite(count)) return count;
    } catch {
      /* fall through to the side cart's count */
    }
  }
  const basket = box.content.querySelector('.xoo-wsc-items-count')?.textContent;
  return basket && /^\s*\d+\s*$/.test(basket) ? Number(basket) : null;
}

export interface StorageKeys {
  fragmentName: string;
  cartHashKey: string;
}

/** WooCommerce prints its storage keys in wc_cart_fragments_params (md5 of the site); else ours. */
export function storageKeys(doc: Document = document): StorageKeys {
  const params = (doc.defaultView as unknown as { wc_cart_fragments_params?: Record<string, unknown> } | null)
    ?.wc_cart_fragments_params;
  const str = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d);
  return { fragmentName: str(params?.fragment_name, 'wc_fragments'), cartHashKey: str(params?.cart_hash_key, 'wc_cart_hash') };
}

function storeFragments(fragments: Fragments, cartHash: string, doc: Document): void {
  const { fragmentName, cartHashKey } = storageKeys(doc);
  try {
    const session = doc.defaultView!.sessionStorage;
    const local = doc.defaultView!.localStorage;
    session.setItem(fragmentName, JSON.stringify(fragments));
    session.setItem(cartHashKey, cartHash);
    local.setItem(cartHashKey, cartHash);
    if (cartHash && !session.getItem('wc_cart_created')) session.setItem('wc_cart_created', String(Date.now()));
  } catch {
    /* storage disabled: the next page refreshes the fragments from the server instead */
  }
}

export interface CartAnswer {
  fragments?: Fragments;
  cart_hash?: string;
}

/**
 * Asks the shop for fresh fragments (`get_refreshed_fragments`, 5 s as WooCommerce allows it) and
 * applies them. Resolves false, after `wc_fragments_ajax_error`, when the call fails: the server
 * HTML already on the page stays as it is.
 */
export async function refreshFragments(source: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await wcAjax<CartAnswer | null>('get_refreshed_fragments', { time: String(Date.now()) }, { signal, timeout: 5000 });
    if (!answer?.fragments) throw new Error(`get_refreshed_fragments answered without fragments: ${excerpt(answer)}`);
    applyFragments(answer.fragments, answer.cart_hash ?? '', source);
    emit(EVENTS.fragmentsRefreshed, source);
    return true;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`[islands:${source}] Refreshing the cart fragments failed`, error);
    emit(EVENTS.fragmentsAjaxError, source);
    return false;
  }
}
