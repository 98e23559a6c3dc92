// The panel's line edits (docs/shop.md#side-cart): a line's quantity and its removal, the coupon
// form, and the cart or checkout page's own refresh after them. A module of its own: it is fetched
// when the panel first opens (or a control in it is used), not with every page.
import type { Busy } from '../../../runtime/cart/busy.ts';
import type { CartRead } from '../../../runtime/cart/cart-write.ts';
import { t } from '../../../runtime/i18n/parts/side-cart.ts';
import { applyCoupon } from './coupon.ts';
import { refreshCartPage } from './page-refresh.ts';
import type { SideCartParams } from './params.ts';
import { quantityUpdater, stepped } from './quantity.ts';

export interface EditHooks {
  busy: Busy;
  notice(kind: 'success' | 'error', text: string): void;
  refetch: CartRead;
  /** After the server confirmed a line's change: what the shop's settings ask next (settings.ts). */
  changed(): void;
}

export type LineEdits = ReturnType<typeof lineEdits>;

export function lineEdits(params: SideCartParams, signal: AbortSignal, hooks: EditHooks) {
  const refreshPage = () => void refreshCartPage(params, hooks, signal);
  const afterChange = () => {
    refreshPage();
    hooks.changed();
  };
  const quantities = quantityUpdater(params, signal, { ...hooks, updated: afterChange });
  return {
    /** On /carrito/ and /finalizar-compra/ the page's own content follows the side cart's changes. */
    refreshPage,
    /** A quantity typed into a line's field. */
    change: quantities.change,
    /** A line's delete, + and − buttons, and the shipping calculator's link. */
    press(target: Element): void {
      const del = target.closest('.xoo-wsc-smr-del');
      const line = target.closest<HTMLElement>('.xoo-wsc-product[data-key]');
      if (del && line) return quantities.remove(line.dataset.key!);
      const chng = target.closest('.xoo-wsc-chng');
      const input = line?.querySelector<HTMLInputElement>('input.xoo-wsc-qty');
      if (chng && line && input) {
        input.value = String(stepped(input, chng.classList.contains('xoo-wsc-plus') ? 1 : -1));
        return quantities.change(line.dataset.key!, input);
      }
      if (target.closest('.xoo-wsc-shipping-calc')) hooks.notice('error', t('shippingUseCheckout'));
    },
    /** The coupon form sent: on the cart and checkout pages their own totals show the discount too. */
    coupon(form: HTMLFormElement): void {
      void applyCoupon(form, signal, hooks).then((changed) => (changed ? refreshPage() : undefined));
    },
  };
}
