import Cookies from 'js-cookie';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { EVENTS, emit, onThirdParty } from '../../../runtime/page/events.ts';
import { applyCartAnswer, refreshFragments } from '../../../runtime/cart/cart-answer.ts';
import { storageKeys, type Fragments } from '../../../runtime/cart/fragments.ts';
import { $cart } from '../../../runtime/stores/cart.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { sideCartOnPage } from '../../../runtime/shop/parts.ts';

const DAY = 24 * 60 * 60 * 1000;
const SOURCE = 'cart-fragments';

/**
 * Keeps the cart areas of a cached page true to the visitor's cart, by WooCommerce's rules: on
 * load, the fragments this tab stored are reused when their hash equals the woocommerce_cart_hash
 * cookie (both may be empty) and are less than 24 h old (their remove links carry nonces);
 * otherwise they are fetched. A theme's wc_fragment_refresh, another tab changing the cart and a
 * page restored from the back/forward cache fetch them again. Mounted on the body WordPress prints
 * with class woocommerce-no-js, which it swaps for woocommerce-js as WooCommerce does; on a real
 * site WooCommerce's inline footer script has usually swapped it already, so woocommerce-js too.
 */
export default defineEnhancer((body, _props, { signal }) => {
  body.classList.replace('woocommerce-no-js', 'woocommerce-js');
  const keys = storageKeys();
  const refresh = () => void refreshFragments(SOURCE, signal).catch(() => {});

  const stored = readStored(keys.fragmentName, keys.cartHashKey);
  const cookieHash = Cookies.get('woocommerce_cart_hash') ?? '';
  if (stored && stored.hash === cookieHash && stored.fragments['div.widget_shopping_cart_content'] && fresh(stored.created)) {
    applyCartAnswer({ fragments: stored.fragments, cart_hash: stored.hash }, { source: SOURCE, change: 'updated' });
    if (stored.created) later(signal, refresh, stored.created + DAY - Date.now());
  } else if (!sideCartOnPage()) {
    // A side cart on the page refreshes every cart area 200 ms after load anyway (docs/shop.md#side-cart);
    // a second request here would only race it.
    refresh();
  }
  syncEmptyCartWidget(body);

  onAbort(
    signal,
    // A theme's or plugin's own; the cart page's updated_wc_div is answered where it is said (cartChangedWithoutFragments).
    onThirdParty(EVENTS.fragmentRefresh, refresh),
    onThirdParty(EVENTS.updatedWcDiv, refresh),
    $cart.listen(() => syncEmptyCartWidget(body)),
  );
  window.addEventListener(
    'storage',
    (e) => {
      if (e.key === keys.cartHashKey && e.newValue !== sessionStorage.getItem(keys.cartHashKey)) refresh();
    },
    { signal },
  );
  window.addEventListener(
    'pageshow',
    (e) => {
      if (!e.persisted) return;
      for (const el of document.querySelectorAll('.widget_shopping_cart_content')) el.replaceChildren();
      refresh();
      emit(EVENTS.fragmentRefresh, SOURCE);
    },
    { signal },
  );
});

function readStored(fragmentName: string, hashKey: string): { fragments: Fragments; hash: string; created: number | null } | null {
  try {
    const raw = sessionStorage.getItem(fragmentName);
    const hash = sessionStorage.getItem(hashKey);
    if (!raw || hash === null) return null;
    const fragments = JSON.parse(raw) as unknown;
    if (!fragments || typeof fragments !== 'object') return null;
    const created = Number(sessionStorage.getItem('wc_cart_created')) || null;
    return { fragments: fragments as Fragments, hash, created };
  } catch {
    return null; // storage off or corrupt: fetch instead
  }
}

/** A stored hash without a creation time, or older than a day, must be fetched again. */
function fresh(created: number | null): boolean {
  return created === null ? false : Date.now() < created + DAY;
}

/**
 * The mini-cart widget marked hide_cart_widget_if_empty shows only while the cart has items. The
 * cookie is read only where there is such a widget: after a cart answer set it, a read waits for
 * the browser's cookie store (about 3 ms at 4× CPU slowdown), on every add.
 */
function syncEmptyCartWidget(body: HTMLElement): void {
  const widgets = body.querySelectorAll<HTMLElement>('.hide_cart_widget_if_empty');
  if (!widgets.length) return;
  const hasItems = Number(Cookies.get('woocommerce_items_in_cart') ?? 0) > 0;
  for (const el of widgets) {
    const widget = el.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = hasItems ? '' : 'none';
  }
}
