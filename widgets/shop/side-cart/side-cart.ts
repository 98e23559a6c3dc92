import { busyAreas } from '../../../runtime/cart/busy.ts';
import { queueCartCall, type CartRead } from '../../../runtime/cart/cart-write.ts';
import { applyCartAnswer, checkedUpdate as cartUpdate, hearThirdPartyAdds, refreshFragments } from '../../../runtime/cart/cart-answer.ts';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { lazyPart } from '../../../runtime/core/lazy-part.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { t } from '../../../runtime/i18n/index.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { $addSent, $cart } from '../../../runtime/stores/cart.ts';
import { $sideCartOpen, closeSideCart, openSideCart, toggleSideCart } from '../../../runtime/stores/side-cart.ts';
import type { EditHooks, LineEdits } from './edits.ts';
import { controlAt, focusWhenShown, keepFocus, placeOf, type ControlPlace } from './focus.ts';
import { showNotice } from './notices.ts';
import { focusables, setOpen, trapTab, upgradeMarkup } from './panel.ts';
import { parseSideCartParams, type SideCartParams } from './params.ts';
import { pendingLines } from './pending-line.ts';
import { toggledEvents } from './toggled.ts';
import { readsWooCommerceFragments, refreshAfterChange, syncBasket } from './settings.ts';

const SOURCE = 'side-cart';
/**
 * The plugin opens the cart 20 ms after added_to_cart (docs/timing.md#side-cart). The islands hear
 * an add from $cart, once its fragments are in, so focus moves into the new panel.
 */
const OPEN_AFTER_ADD = 20;

interface Controls {
  isOpen(): boolean;
  open(from: Element | null): void;
  setOpener(el: Element | null): void;
  /** Runs with the line edits (edits.ts): at once once they have come, else when they do. */
  withEdits(run: (edits: LineEdits) => void): void;
}

/** The panel's clicks, quantity fields, keys and coupon form, on the persistent wrapper (and the page's triggers). */
function listenToControls(root: HTMLElement, params: SideCartParams, signal: AbortSignal, c: Controls): void {
  // The shop's trigger class setting goes into the selector as one escaped class name, whatever it holds.
  const triggers = [
    'a.added_to_cart',
    '.xoo-wsc-cart-trigger',
    ...(params.triggerClass ? [`.${CSS.escape(params.triggerClass)}`] : []),
  ].join(', ');
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const trigger = target.closest(triggers);
    if (trigger) {
      // The "Ver carrito" link opens the drawer instead of leaving the page, as the plugin does.
      event.preventDefault();
      event.stopImmediatePropagation();
      return c.open(trigger);
    }
    if (!root.contains(target)) return;
    const basket = target.closest('.xoo-wsc-basket');
    if (basket) {
      c.setOpener(basket);
      return toggleSideCart();
    }
    if (target.closest('.xoo-wsch-close, .xoo-wsc-opac, .xoo-wsc-cart-close')) {
      event.preventDefault();
      return closeSideCart();
    }
    if (target.closest(LINE_CONTROLS)) c.withEdits((edits) => edits.press(target));
  };
  const onChange = (event: Event) => {
    const input = (event.target as Element).closest<HTMLInputElement>('input.xoo-wsc-qty');
    const key = input?.closest<HTMLElement>('.xoo-wsc-product[data-key]')?.dataset.key;
    if (input && key) c.withEdits((edits) => edits.change(key, input));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && c.isOpen()) return closeSideCart();
    const panel = root.querySelector('.xoo-wsc-container');
    if (c.isOpen() && panel) trapTab(event, panel);
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
    c.withEdits((edits) => edits.coupon(form));
  };
  document.addEventListener('click', onClick, { capture: true, signal });
  root.addEventListener('change', onChange, { signal });
  root.addEventListener('submit', onCoupon, { signal });
  document.addEventListener('keydown', onKey, { signal });
}

/**
 * The panel's line edits (edits.ts), fetched when it first opens (`loadOnOpen`) or a control is used
 * before that: `withEdits` runs at once once they have come. A control used while they cannot come
 * (offline) says so where the shopper is looking, and the next one asks again.
 */
function lineEditsOnFirstUse(params: SideCartParams, signal: AbortSignal, hooks: EditHooks) {
  let edits: LineEdits | null = null;
  const loadEdits = lazyPart(() => import('./edits.ts').then((m) => (edits = m.lineEdits(params, signal, hooks))));
  const withEdits = (run: (edits: LineEdits) => void) =>
    edits
      ? run(edits)
      : void loadEdits().then(run, (error: unknown) => {
          noEdits(error);
          hooks.notice('error', t('fetchError'));
        });
  // As the panel opens: while an add is on its way, once it has settled, not to share a slow link
  // with its answer (a control pressed before then asks for them at once: withEdits).
  const loadOnOpen = () => void ($addSent.get()?.settled ?? Promise.resolve()).then(loadEdits).catch(noEdits);
  return { loadOnOpen, withEdits };
}

/** What edits.ts answers: a line's delete, + and − buttons, and the shipping calculator's link. */
const LINE_CONTROLS = '.xoo-wsc-smr-del, .xoo-wsc-chng, .xoo-wsc-shipping-calc';
const noEdits = (error: unknown) =>
  console.error(`[islands:${SOURCE}] The panel's line edits could not load; the server HTML stays`, error);

/** Fetches every cart area again (xoo_wsc_refresh_fragments); true once the server's answer is on the page. */
async function refreshSideCart(params: SideCartParams, signal?: AbortSignal): Promise<boolean> {
  if (readsWooCommerceFragments(params)) return refreshFragments(SOURCE, signal).catch(() => false);
  try {
    const update = cartUpdate(await wcAjax<unknown>('xoo_wsc_refresh_fragments', {}, { signal }));
    if (!update) return false;
    applyCartAnswer(update, { source: SOURCE, change: 'updated' });
    return true;
  } catch (error) {
    if (!signal?.aborted) console.error(`[islands:${SOURCE}] Refreshing the side cart failed; the server HTML stays`, error);
    return false;
  }
}

/**
 * The plugin refreshes fetchDelay (200 ms) after load: a cached page may show an old cart. In the
 * cart queue: an add sent meanwhile must not be painted over by this older cart's answer. A page
 * restored from the back/forward cache shows the cart as it was when the shopper left: again then.
 */
function refreshWhenStale(params: SideCartParams, signal: AbortSignal): void {
  later(signal, () => void queueCartCall(() => refreshSideCart(params, signal)), params.fetchDelay);
  window.addEventListener('pageshow', (e) => e.persisted && void queueCartCall(() => refreshSideCart(params, signal)), { signal });
}

/**
 * The product form's add (product-submit.ts): fetched with the side cart where the page printed a
 * product form, else when a pointer, a finger or the focus first reaches one a script added (a
 * quick view's): a page without one never fetches it. A submit that beats it is sent as without
 * JavaScript. Asynchronous adding switched off: every product form posts as printed.
 */
function productFormsWhereUsed(params: SideCartParams, signal: AbortSignal, refetch: CartRead): void {
  if (!params.ajaxAddToCart) return;
  const load = lazyPart(() => import('./product-submit.ts').then((m) => m.productForms(params, signal, refetch)));
  // Asked again on the next intent: a pointer crossing a form's fields would log one line each.
  const intent = (event: Event) =>
    void (
      (event.target as Element).closest?.('form.cart') &&
      load().then(
        (forms) => forms.intent(),
        () => {},
      )
    );
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, intent, { signal, passive: true });
  if (!document.querySelector('form.cart')) return;
  load().catch((error: unknown) =>
    console.error(`[islands:${SOURCE}] The product form's add could not load; the form posts as printed`, error),
  );
}

/**
 * On load: the refresh of a possibly stale cart, and, when a form posted without the side cart
 * added a line in this page's own request, the cart opened at once, as the plugin does.
 */
function startUp(params: SideCartParams, signal: AbortSignal, open: (from: Element | null) => void): void {
  refreshWhenStale(params, signal);
  if (params.autoOpenCart && params.addedToCart) open(null);
}

/** What opened the panel, or its counterpart where a cart answer replaced it (the basket). */
const openerNow =
  ({ el, place }: { el: HTMLElement; place: ControlPlace }) =>
  () =>
    el.isConnected ? el : controlAt(place);

/** Where focus goes in the open panel: its close button, else its first control. */
function panelStartOf(root: HTMLElement): HTMLElement | undefined {
  const panel = root.querySelector('.xoo-wsc-container');
  return panel ? (panel.querySelector<HTMLElement>('.xoo-wsch-close') ?? focusables(panel)[0]) : undefined;
}

/**
 * The panel's controls made keyboard buttons and the basket shown as set (the returned function),
 * again whenever markup is swapped into the panel, a cart answer's or not: the checkout's
 * update_order_review sends the panel and its basket too. Those steps only set attributes, so they
 * never wake the observer themselves.
 */
function upgradedOnEverySwap(
  root: HTMLElement,
  params: SideCartParams,
  isOpen: () => boolean,
  restoreFocus: () => void,
  signal: AbortSignal,
): () => void {
  const upgrade = () => {
    upgradeMarkup(root, isOpen());
    syncBasket(root, params);
    restoreFocus();
  };
  const swapped = new MutationObserver(upgrade);
  swapped.observe(root, { childList: true, subtree: true });
  onAbort(signal, () => swapped.disconnect());
  return upgrade;
}

/**
 * The slide-out side cart (XootiX Side Cart markup, `div.xoo-wsc-markup`). Its contents are
 * server HTML that every cart answer replaces (fragments), so this enhancer keeps no copy of the
 * cart: it listens on the persistent wrapper, keeps open/closed in the shared store, and lets the
 * server's latest HTML be the truth after every write.
 */
export default defineEnhancer((root, params, { signal }) => {
  // What opened the panel, and where it is: a fragment may have replaced it (the basket) by the time it closes.
  let opener: { el: HTMLElement; place: ControlPlace } | null = null;
  const setOpener = (el: Element | null) => void (opener = el instanceof HTMLElement ? { el, place: placeOf(el) } : null);
  const isOpen = () => $sideCartOpen.get();
  const panelStart = () => panelStartOf(root);
  const focus = keepFocus(root, () => (isOpen() ? panelStart() : undefined), signal);
  // The blocked state while a cart call runs: the lines dimmed to 0.6, and the plugin's class for
  // themes that style it.
  const busy = busyAreas(
    () => root.querySelectorAll<HTMLElement>('.xoo-wsc-body'),
    signal,
    (on) => root.querySelector('.xoo-wsc-modal')?.classList.toggle('xoo-wsc-loading', on),
  );
  const notice = (kind: 'success' | 'error', text: string) => showNotice(root, kind, text, params.notificationTime, signal);
  // After a lost answer (runtime/cart/cart-write.ts) the panel is fetched again, and stays blocked until
  // it is, so no stale line can be changed meanwhile.
  const refetch: CartRead = { fetch: () => refreshSideCart(params), busy };
  const { loadOnOpen, withEdits } = lineEditsOnFirstUse(params, signal, {
    busy,
    notice,
    refetch,
    changed: () => refreshAfterChange(params, signal),
  });

  const toggled = toggledEvents(SOURCE, OPEN_AFTER_ADD, isOpen, signal);
  onAbort(
    signal,
    $sideCartOpen.listen((open) => {
      setOpen(root, open);
      toggled.changed(open);
      if (open) {
        // The panel's controls are about to be used: their code comes.
        loadOnOpen();
        return focusWhenShown(panelStart, isOpen, signal);
      }
      if (opener) focusWhenShown(openerNow(opener), () => !isOpen(), signal);
      opener = null;
    }),
  );
  const open = (from: Element | null) => {
    if (!isOpen()) setOpener(from ?? document.activeElement);
    openSideCart();
  };
  listenToControls(root, params, signal, { isOpen, open, setOpener, withEdits });
  // An add's line in the frame after its click's own, the panel opened then rather than after the answer.
  const lineShown = pendingLines(root, signal, {
    open: () => params.autoOpenCart && toggled.openAhead(() => open(null)),
    isOpen,
    close: closeSideCart,
  });
  productFormsWhereUsed(params, signal, refetch);

  const refreshMarkup = upgradedOnEverySwap(root, params, isOpen, focus.restore, signal);
  // Every cart answer, once: the new panel upgraded. Every add opens the cart, whoever made it (a
  // listing button, the product form, a theme's jQuery add); on /carrito/ (a cross-sell's add) the
  // page's own cart form is stale too, as after a quantity change.
  hearThirdPartyAdds(signal);
  onAbort(
    signal,
    $cart.listen(({ change }) => {
      refreshMarkup();
      if (change !== 'added') return;
      refreshAfterChange(params, signal);
      if (params.isCart) withEdits((e) => e.refreshPage());
      if (params.autoOpenCart && !lineShown()) later(signal, () => open(null), OPEN_AFTER_ADD);
      toggled.answered();
    }),
  );

  refreshMarkup();
  startUp(params, signal, open);
  onAbort(signal, closeSideCart);
}, parseSideCartParams);
