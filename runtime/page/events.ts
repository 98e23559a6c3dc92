// The bundle's events. Each is dispatched twice over: as a native CustomEvent named
// `islands:{name}` with `detail: { source, args }` (for modern listeners), and,
// when jQuery is on the page, as the original jQuery event with the original argument order,
// because analytics, payment buttons and themes bind with jQuery `.on()` and only a jQuery
// trigger passes them the extra arguments. The native name is prefixed so jQuery handlers bound
// to the original name are not called a second time without their arguments. The cart's events
// are sent by runtime/cart/cart-events.ts alone, for third parties: the islands follow $cart instead.

export { EVENTS, WPCF7_EVENTS, VETO_EVENTS } from './event-names.ts';
import type { EVENTS, VETO_EVENTS } from './event-names.ts';
import { pageGlobal } from './printed.ts';

/* The runtime's own event, MOUNTED_EVENT ('islands:mounted', fired on an island's element once it
 * has mounted, detail: { name }), is defined and exported by mount.ts alone. Neither file may
 * import the other: mount.ts would put all of this file (1 KB gzip) before the first island, and
 * a re-export here would move the runtime out of the entry into a chunk every page loads. */

/**
 * Fired on document.body when `wc_order_attribution.setOrderTracking(allow)` turns order tracking on or off
 * (detail: { source: 'order-attribution', args: [allow] }), so the checkout's hidden attribution inputs, mounted apart from the body, follow the shopper's consent.
 */
export const ORDER_TRACKING_EVENT = 'islands:order-tracking';

export type EventName = `${EVENTS}` | `wpcf7${string}`;

export interface IslandEventDetail {
  /** The widget (or runtime module) that sent the event. */
  source: string;
  args: unknown[];
}

type JQueryLike = (target: unknown) => {
  trigger(event: string | SentEvent, args?: unknown[]): unknown;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
  off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
};

function jQueryOf(target: EventTarget): JQueryLike | null {
  const win = (target instanceof Node ? target.ownerDocument?.defaultView : (target as Window)) ?? window;
  const jq = pageGlobal<JQueryLike>('jQuery', win);
  return typeof jq === 'function' ? jq : null;
}

/**
 * What the bundle triggers through jQuery: the event object carries a mark (jQuery copies an object's
 * own fields onto the event its handlers get), so `onThirdParty()` knows its own from a third party's. A mark on
 * the event, not a flag held while triggering: a third party's handler that triggers another event
 * in turn (a theme's `wc_fragment_refresh` from its `added_to_cart` handler) is heard.
 */
interface SentEvent {
  type: string;
  islandsSent: true;
}
const sentByUs = (event: unknown): boolean => (event as Partial<SentEvent> | null)?.islandsSent === true;

/** Whether jQuery is on the target's page (then WooCommerce's own bridges translate its events). */
export const hasJQuery = (target: EventTarget = document.body): boolean => jQueryOf(target) !== null;

/**
 * Dispatches one event. Elements among `args` are passed to jQuery handlers wrapped as jQuery
 * objects, as the plugins' scripts do, unless `wrap` is false (the gallery's init events pass the
 * element itself).
 */
export function emit(name: EventName, source: string, args: unknown[] = [], target: EventTarget = document.body, wrap = true): void {
  target.dispatchEvent(new CustomEvent<IslandEventDetail>(`islands:${name}`, { bubbles: true, detail: { source, args } }));
  const jq = jQueryOf(target);
  if (!jq) return;
  jq(target).trigger(
    { type: name, islandsSent: true },
    args.map((a) => (wrap && a instanceof Element ? jq(a) : a)),
  );
}

/** The source the cart's answers give what a third party triggered with jQuery (its own add). */
export const THIRD_PARTY = 'jquery';

/**
 * Listens to what third parties trigger with jQuery, and only that: never the bundle's own events
 * (a theme's own `added_to_cart` with the fragments it got). The only way the bundle hears the
 * shop's events: an island does what its own event means where it sends it, and asks another
 * island through a store or the shop layer (docs/events.md#how-an-event-comes-in). Returns the
 * unsubscribe function.
 */
export function onThirdParty(name: EventName, handler: (args: unknown[]) => void, target: EventTarget = document.body): () => void {
  const jq = jQueryOf(target);
  if (!jq) return () => {};
  const heard = (event: unknown, ...args: unknown[]) => void (sentByUs(event) || handler(args));
  jq(target).on(name, heard);
  return () => jq(target).off(name, heard);
}

/**
 * Asks third parties whether they veto an action: the plugins call jQuery's triggerHandler, whose
 * return value is the last handler's, and a handler returning false says no. Without jQuery
 * nobody can have bound a handler, so the answer is yes.
 */
export function allowed(
  name: VETO_EVENTS | `checkout_place_order_${string}`,
  args: unknown[] = [],
  target: EventTarget = document.body,
): boolean {
  const jq = jQueryOf(target);
  if (!jq) return true;
  // Elements go as jQuery objects, and so do an object's `$`-named ones (the checkout's `$checkout_form`).
  const plain = (a: unknown): a is object => !!a && Object.getPrototypeOf(a) === Object.prototype;
  const wrapped = (a: unknown) =>
    a instanceof Element
      ? jq(a)
      : plain(a)
        ? Object.fromEntries(Object.entries(a).map(([k, v]) => [k, k[0] === '$' && v instanceof Element ? jq(v) : v]))
        : a;
  return jq(target).triggerHandler(name, args.map(wrapped)) !== false;
}

const sentOnce = new Set<string>();

/** Sends an event the shop's scripts send once a page, whichever island gets there first (wc_address_i18n_ready). */
export function emitOnce(name: EventName, source: string): void {
  if (sentOnce.has(name)) return;
  sentOnce.add(name);
  emit(name, source);
}
