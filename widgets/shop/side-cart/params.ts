import { siteConfig } from '../../../runtime/page/config.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

/** The side cart's settings: the plugin's `xoo_wsc_params` global where printed, else the spec's. */
export interface SideCartParams {
  showBasket: 'hide_empty' | 'always_show' | 'hide';
  autoOpenCart: boolean;
  ajaxAddToCart: boolean;
  qtyUpdateDelay: number;
  notificationTime: number;
  fetchDelay: number;
  isCart: boolean;
  isCheckout: boolean;
  /** Extra class that opens the cart (`triggerClass`). */
  triggerClass: string;
  /** Form fields whose presence means "not through the side cart" (`skipAjaxForData`). */
  skipAjaxForData: string[];
}

export function parseSideCartParams(raw: unknown): SideCartParams {
  const printed = pageGlobal('xoo_wsc_params') ?? {};
  const p = { ...printed, ...(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}) };
  const { timings, isCart, isCheckout } = siteConfig();
  const ms = (v: unknown, d: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
  const basket = p.showBasket === 'always_show' || p.showBasket === 'hide' ? p.showBasket : 'hide_empty';
  const skip = p.skipAjaxForData;
  return {
    showBasket: basket,
    autoOpenCart: p.autoOpenCart !== 'no' && p.autoOpenCart !== false,
    ajaxAddToCart: p.ajaxAddToCart !== 'no' && p.ajaxAddToCart !== false,
    qtyUpdateDelay: ms(p.qtyUpdateDelay, timings.qtyUpdateDelay),
    notificationTime: ms(p.notificationTime, timings.notificationTime),
    fetchDelay: ms(p.fetchDelay, timings.fetchDelay),
    isCart: p.isCart !== undefined ? p.isCart === '1' || p.isCart === true : isCart,
    isCheckout: p.isCheckout !== undefined ? p.isCheckout === '1' || p.isCheckout === true : isCheckout,
    triggerClass: typeof p.triggerClass === 'string' ? p.triggerClass.trim() : '',
    skipAjaxForData: skip && typeof skip === 'object' ? Object.keys(skip as object).filter((k) => !/^\d+$/.test(k)) : [],
  };
}
