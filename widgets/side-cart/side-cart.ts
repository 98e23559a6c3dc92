import { defineEnhancer } from '../../runtime/enhancer.ts';
import { EVENTS, on } from '../../runtime/events.ts';
import { applyFragments } from '../../runtime/fragments.ts';
import { cartUpdate } from './answers.ts';
import { t } from '../../runtime/i18n/index.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { whenOnline } from '../../runtime/net/lost-answer.ts';
import { $cart, queueCartCall } from '../../runtime/stores/cart.ts';
import { $sideCartOpen, closeSideCart, openSideCart, toggleSideCart } from '../../runtime/stores/side-cart.ts';
import { showNotice } from './notices.ts';
import { focusables, setOpen, trapTab, upgradeMarkup } from './panel.ts';
import { parseSideCartParams } from './params.ts';
import { applyCoupon } from './coupon.ts';
import { productFormAdder } from './product-form.ts';
import { refreshCartPage } from './page-refresh.ts';
import { controlAt, keepFocus, placeOf, type ControlPlace } from './focus.ts';
import { block } from '../../runtime/busy.ts';
import { quantityUpdater, stepped } from './quantity.ts';

const SOURCE = 'side-cart';

/**
 * Themes slide the panel in with a visibility transition, and an element that is still
 * visibility: hidden cannot take focus: try again each frame until it can (half a second at most).
 */
function focusWhenShown(el: HTMLElement | undefined, frames = 30): void {
  if (!el?.isConnected) return;
  el.focus();
  if (document.activeElement !== el && frames > 0) requestAnimationFrame(() => focusWhenShown(el, frames - 1));
}

/**
 * The slide-out side cart (XootiX Side Cart markup, `div.xoo-wsc-markup`). Its contents are
 * server HTML that every cart answer replaces (fragments), so this enhancer keeps no copy of the
 * cart: it listens on the persistent wrapper, keeps open/closed in the shared store, and lets the
 * server's latest HTML be the truth after every write.
 */
export default defineEnhancer((root, params) => {
  const stops: Array<() => void> = [];
  // What opened the panel, and where it is: a fragment may have replaced it (the basket) by the time it closes.
  let opener: { el: HTMLElement; place: ControlPlace } | null = null;
  const setOpener = (el: Element | null) => (opener = el instanceof HTMLElement ? { el, place: placeOf(el) } : null);
  const isOpen = () => $sideCartOpen.get();
  const panelStart = () => {
    const panel = root.querySelector('.xoo-wsc-container');
    return panel ? (panel.querySelector<HTMLElement>('.xoo-wsch-close') ?? focusables(panel)[0]) : undefined;
  };
  const focus = keepFocus(root, () => (isOpen() ? panelStart() : undefined));
  // The blocked state while a request runs: the plugin's class for themes that style it, and the
  // lines dimmed to 0.6 by the bundle itself. Counted (a coupon and a quantity may overlap), and
  // painted again on the new lines a fragment swap brings while a request still runs.
  let loading = 0;
  const dimmed = new Map<HTMLElement, () => void>();
  const paintBusy = () => {
    root.querySelector('.xoo-wsc-modal')?.classList.toggle('xoo-wsc-loading', loading > 0);
    const want = new Set(loading > 0 ? root.querySelectorAll<HTMLElement>('.xoo-wsc-body') : []);
    for (const [el, release] of dimmed) {
      if (want.has(el)) continue;
      release();
      dimmed.delete(el);
    }
    for (const el of want) if (!dimmed.has(el)) dimmed.set(el, block(el));
  };
  const busy = (on: boolean) => {
    loading = Math.max(0, loading + (on ? 1 : -1));
    paintBusy();
  };
  const notice = (kind: 'success' | 'error', text: string) => stops.push(showNotice(root, kind, text, params.notificationTime));
  // A lost answer (runtime/net/lost-answer.ts) may hide a change the server made: the panel is fetched again
  // in the cart queue, and the error, whose notice area the fresh panel replaced, is shown in it
  // again. A browser that knows it is offline refreshes once it is back online instead.
  const resync = async (message: string | null): Promise<boolean> => {
    if (!navigator.onLine) {
      stops.push(whenOnline(() => void queueCartCall(refresh)));
      return false;
    }
    const applied = await queueCartCall(refresh);
    if (applied && message) notice('error', message);
    return applied;
  };
  const refreshPage = () => refreshCartPage(params, { notice });
  const quantities = quantityUpdater(params, { busy, notice, resync, updated: () => void refreshPage() });

  // The plugin's stylesheet hides the basket unless its inline style says display: block (what its
  // script's jQuery show() writes), and lays that out as flex: an empty inline display would hide it.
  const syncBasket = () => {
    // The count where printed; a basket set to show no count (showCount) leaves the lines to tell.
    const printed = root.querySelector('.xoo-wsc-items-count')?.textContent;
    const count = $cart.get().itemCount ?? (printed != null ? Number(printed) : root.querySelectorAll('.xoo-wsc-product').length);
    const show = params.showBasket === 'always_show' || (params.showBasket === 'hide_empty' && count > 0);
    root.querySelectorAll<HTMLElement>('.xoo-wsc-basket').forEach((b) => (b.style.display = show ? 'block' : 'none'));
  };
  const refreshMarkup = () => {
    upgradeMarkup(root, isOpen());
    syncBasket();
    paintBusy();
    focus.restore();
  };

  stops.push(
    $sideCartOpen.subscribe((open) => {
      setOpen(root, open);
      if (open) return focusWhenShown(panelStart());
      if (opener) focusWhenShown(opener.el.isConnected ? opener.el : (controlAt(opener.place) ?? undefined));
      opener = null;
    }),
  );

  const open = (from: Element | null) => {
    if (!isOpen()) setOpener(from ?? document.activeElement);
    openSideCart();
  };

  // The shop's trigger class setting goes into the selector as one escaped class name, whatever it holds.
  const triggers = ['a.added_to_cart', '.xoo-wsc-cart-trigger', ...(params.triggerClass ? [`.${CSS.escape(params.triggerClass)}`] : [])].join(', ');
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const trigger = target.closest(triggers);
    if (trigger) {
      // The "Ver carrito" link opens the drawer instead of leaving the page, as the plugin does.
      event.preventDefault();
      event.stopImmediatePropagation();
      return open(trigger);
    }
    if (!root.contains(target)) return;
    const basket = target.closest('.xoo-wsc-basket');
    if (basket) {
      setOpener(basket);
      return toggleSideCart();
    }
    if (target.closest('.xoo-wsch-close, .xoo-wsc-opac, .xoo-wsc-cart-close')) {
      event.preventDefault();
      return closeSideCart();
    }
    const del = target.closest('.xoo-wsc-smr-del');
    const line = target.closest<HTMLElement>('.xoo-wsc-product[data-key]');
    if (del && line) return quantities.remove(line.dataset.key!);
    const chng = target.closest('.xoo-wsc-chng');
    const input = line?.querySelector<HTMLInputElement>('input.xoo-wsc-qty');
    if (chng && line && input) {
      input.value = String(stepped(input, chng.classList.contains('xoo-wsc-plus') ? 1 : -1));
      return quantities.change(line.dataset.key!, input);
    }
    if (target.closest('.xoo-wsc-shipping-calc')) notice('error', t('shippingUseCheckout'));
  };
  const onChange = (event: Event) => {
    const input = (event.target as Element).closest<HTMLInputElement>('input.xoo-wsc-qty');
    const key = input?.closest<HTMLElement>('.xoo-wsc-product[data-key]')?.dataset.key;
    if (input && key) quantities.change(key, input);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) return closeSideCart();
    const panel = root.querySelector('.xoo-wsc-container');
    if (isOpen() && panel) trapTab(event, panel);
    const control = (event.target as Element).closest<HTMLElement>('[role="button"]');
    if (control && root.contains(control) && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      control.click();
    }
  };
  const onCoupon = (event: SubmitEvent) => {
    const form = (event.target as Element).closest<HTMLFormElement>('form.xoo-wsc-coupon-form');
    if (!form) return;
    event.preventDefault();
    // On /carrito/ and /finalizar-compra/ the page's own totals show the discount too (docs/shop.md#side-cart).
    void applyCoupon(form, { busy, notice, resync }).then((changed) => (changed ? refreshPage() : undefined));
  };
  document.addEventListener('click', onClick, true);
  root.addEventListener('change', onChange);
  root.addEventListener('submit', onCoupon);
  document.addEventListener('keydown', onKey);

  const adder = productFormAdder(params, { open: () => open(null), resync: () => resync(null) });
  stops.push(adder.stop);

  stops.push(
    on(EVENTS.fragmentsLoaded, refreshMarkup),
    on(EVENTS.addedToCart, ({ source, args }) => {
      // Third parties that trigger added_to_cart by hand bring fragments the page has not seen.
      const update = source === 'jquery' ? cartUpdate({ fragments: args[0], cart_hash: args[1] }) : null;
      if (update) applyFragments(update.fragments, update.cart_hash, SOURCE);
      // On /carrito/ (a cross-sell's add, say) the page's own cart form is stale too, as after a
      // quantity change: WooCommerce's cart page updates itself on added_to_cart.
      if (params.isCart) void refreshPage();
      if (params.autoOpenCart) {
        const id = setTimeout(() => open(null), 20);
        stops.push(() => clearTimeout(id));
      }
    }),
    $cart.listen(syncBasket),
  );

  /** Fetches every cart area again; true once the server's answer is on the page. */
  const refresh = async (): Promise<boolean> => {
    try {
      const update = cartUpdate(await wcAjax<unknown>('xoo_wsc_refresh_fragments', {}));
      if (!update) return false;
      applyFragments(update.fragments, update.cart_hash, SOURCE);
      return true;
    } catch (error) {
      console.error(`[islands:${SOURCE}] Refreshing the side cart failed; the server HTML stays`, error);
      return false;
    }
  };
  const first = setTimeout(() => void refresh(), params.fetchDelay);
  const onPageShow = (e: PageTransitionEvent) => e.persisted && void refresh();
  window.addEventListener('pageshow', onPageShow);
  refreshMarkup();

  return () => {
    clearTimeout(first);
    quantities.stop();
    focus.stop();
    stops.forEach((stop) => stop());
    document.removeEventListener('click', onClick, true);
    root.removeEventListener('change', onChange);
    root.removeEventListener('submit', onCoupon);
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('pageshow', onPageShow);
    closeSideCart();
    loading = 0;
    paintBusy();
  };
}, parseSideCartParams);
