import { excerpt } from '../core/excerpt.ts';
import { pageGlobal } from '../page/printed.ts';

export type Fragments = Record<string, string>;

/**
 * Applies a cart answer's `fragments` (selector → HTML) to the page: every element matched by a
 * selector is replaced whole, as WooCommerce and the side cart do, so an island inside one is
 * unmounted and the new HTML's islands are mounted by the runtime's MutationObserver. Then stores
 * the hash and fragments (sessionStorage/localStorage, under WooCommerce's keys so cart-fragments
 * caching keeps working). Returns the item count the fragments show, for $cart: runtime/cart/cart-write.ts
 * (applyCartAnswer) records it and tells the islands and third parties. A `<script>` in fragment HTML never runs: a
 * template parses it inert and moving it into the page does not start it. Inline handlers such as
 * `<img onerror>` do run once the element is in the page, so fragments are trusted as the shop's
 * own server HTML, like the page itself — never HTML from anywhere else.
 */
export function swapFragments(answer: Fragments, answerHash: string, source: string, doc: Document = document): number | null {
  // The server's answer: only selector → HTML text pairs count (a null or an object among them
  // would stop the swap half-way), and only a text hash.
  const fragments = Object.fromEntries(
    Object.entries(answer && typeof answer === 'object' ? answer : {}).filter(([, html]) => typeof html === 'string'),
  ) as Fragments;
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
  return itemCountOf(fragments, doc);
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
  const params = pageGlobal('wc_cart_fragments_params', doc.defaultView);
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
