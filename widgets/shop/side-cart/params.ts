import { siteConfig } from '../../../runtime/page/config.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

/** The parts of Side Cart's menu/shortcode basket its "Hide when cart is empty" setting (shbk-hide) may name. */
export type ShortcodePart = 'subtotal' | 'count' | 'icon';
const SHORTCODE_PARTS: readonly ShortcodePart[] = ['subtotal', 'count', 'icon'];

/**
 * The side cart's settings: the plugin's `xoo_wsc_params` global where printed, else the spec's.
 * Every setting of Side Cart's screen and what the island does with it: docs/side-cart-settings.md.
 */
export interface SideCartParams {
  showBasket: 'hide_empty' | 'always_show' | 'hide';
  autoOpenCart: boolean;
  /** The server added a line in this page's own request (a form posted without the side cart). */
  addedToCart: boolean;
  ajaxAddToCart: boolean;
  /** "Refresh Cart" (m-refresh-cart): the cart is read again through WooCommerce's own fragments. */
  refreshCart: boolean;
  qtyUpdateDelay: number;
  notificationTime: number;
  fetchDelay: number;
  isCart: boolean;
  isCheckout: boolean;
  /** Extra class that opens the cart (`triggerClass`). */
  triggerClass: string;
  /** Form fields whose presence means "not through the side cart" (`skipAjaxForData`). */
  skipAjaxForData: string[];
  /** The shortcode basket's parts hidden while the cart is empty (`menuCartHideOnEmpty`). */
  hideOnEmpty: ShortcodePart[];
}

const isYes = (v: unknown) => v === 'yes' || v === true;
const isNo = (v: unknown) => v === 'no' || v === false;
const flag = (v: unknown, fallback: boolean) => (v !== undefined ? v === '1' || v === true : fallback);
const ms = (v: unknown, fallback: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : fallback);

/** Side Cart's screen says always_hide; its script hides the basket for anything but the two others. */
function basketRule(v: unknown): SideCartParams['showBasket'] {
  if (v === 'always_show' || v === 'hide_empty') return v;
  return v === undefined || v === '' ? 'hide_empty' : 'hide';
}

/** Known part names only: the selectors are the island's, never the server's strings. */
function shortcodeParts(v: unknown): ShortcodePart[] {
  const list = Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [];
  return SHORTCODE_PARTS.filter((part) => list.includes(part));
}

export function parseSideCartParams(raw: unknown): SideCartParams {
  const printed = pageGlobal('xoo_wsc_params') ?? {};
  const p = { ...printed, ...(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}) };
  const { timings, isCart, isCheckout } = siteConfig();
  const skip = p.skipAjaxForData;
  return {
    showBasket: basketRule(p.showBasket),
    autoOpenCart: !isNo(p.autoOpenCart),
    addedToCart: isYes(p.addedToCart),
    ajaxAddToCart: !isNo(p.ajaxAddToCart),
    refreshCart: isYes(p.refreshCart),
    qtyUpdateDelay: ms(p.qtyUpdateDelay, timings.qtyUpdateDelay),
    notificationTime: ms(p.notificationTime, timings.notificationTime),
    fetchDelay: ms(p.fetchDelay, timings.fetchDelay),
    isCart: flag(p.isCart, isCart),
    isCheckout: flag(p.isCheckout, isCheckout),
    triggerClass: typeof p.triggerClass === 'string' ? p.triggerClass.trim() : '',
    skipAjaxForData: skip && typeof skip === 'object' ? Object.keys(skip as object).filter((k) => !/^\d+$/.test(k)) : [],
    hideOnEmpty: shortcodeParts(p.menuCartHideOnEmpty),
  };
}
