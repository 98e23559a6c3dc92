import type { Busy } from '../../../runtime/cart/busy.ts';
import { cartCall, type CartRead } from '../../../runtime/cart/cart-write.ts';
import { applyCartAnswer, checkedUpdate } from '../../../runtime/cart/cart-answer.ts';
import { tellThirdParties } from '../../../runtime/cart/cart-events.ts';
import { shorten } from '../../../runtime/core/excerpt.ts';
import { later } from '../../../runtime/core/lifetime.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { t } from '../../../runtime/i18n/parts/side-cart.ts';
import type { SideCartParams } from './params.ts';
import { askToRemove, dismissAsk } from './remove-ask.ts';

const SOURCE = 'side-cart';

export interface QuantityHooks {
  busy: Busy;
  notice(kind: 'success' | 'error', text: string): void;
  /** After the server confirmed a change: the cart and checkout pages refresh themselves. */
  updated(): void;
  /** After a lost answer: how the panel is fetched again (blocked until then). */
  refetch: CartRead;
}

/**
 * Quantity changes of side cart lines. Each line's wanted quantity is checked against its bounds,
 * then sent 500 ms after the last change (one request however fast the shopper clicks), in the
 * shared cart queue. The input's default value is the quantity the server last confirmed (every
 * answer re-renders the lines), so a rejected or failed change puts that value back. When the
 * answer was lost the change may still have happened: the panel stays blocked until the server's
 * cart has been fetched again, so no stale line can be changed meanwhile.
 */
export function quantityUpdater(params: SideCartParams, signal: AbortSignal, hooks: QuantityHooks) {
  const timers = new Map<string, () => void>();

  const send = async (key: string, qty: number, input: HTMLInputElement | null) => {
    const call = await cartCall(
      {
        source: SOURCE,
        signal,
        busy: hooks.busy,
        refetch: hooks.refetch,
        failure: `Updating cart line ${shorten(key)} to ${qty} failed`,
      },
      async (signal) => {
        const update = checkedUpdate(await wcAjax('xoo_wsc_update_item_quantity', quantityBody(params, key, qty), { signal }));
        if (!update) throw new Error('xoo_wsc_update_item_quantity answered without fragments');
        return update;
      },
    );
    if (call.end === 'dropped') return;
    if (call.end === 'answered') {
      applyCartAnswer(call.answer, { source: SOURCE, change: 'updated' });
      tellThirdParties({ moment: 'side-cart-quantity', source: SOURCE, fragments: call.answer.fragments, cartHash: call.answer.cart_hash });
    }
    if (call.end === 'failed') {
      if (input?.isConnected) input.value = input.defaultValue;
      hooks.notice('error', call.message);
      if (!(await call.fetchedAgain)) return;
      // The fetched panel replaced the notice area: the error is said again in it.
      hooks.notice('error', call.message);
    }
    hooks.updated();
  };

  /** Deleting a line is a quantity of 0, sent at once. */
  const remove = (key: string) => {
    timers.get(key)?.();
    void send(key, 0, null);
  };

  return {
    remove,
    /** A typed or stepped quantity: checked now, sent after the delay; a 0 is asked about first. */
    change(key: string, input: HTMLInputElement) {
      // Text typed into a number field reads as '' (badInput), which Number() would take for 0 and
      // delete the line: an unreadable quantity is refused instead.
      const raw = input.value.trim();
      const qty = raw === '' || input.validity.badInput ? NaN : Number(raw);
      const problem = quantityProblem(qty, bounds(input));
      timers.get(key)?.();
      dismissAsk(input.closest('.xoo-wsc-product'));
      if (problem) {
        input.value = input.defaultValue;
        hooks.notice('error', problem);
        return;
      }
      if (String(qty) === input.defaultValue) return;
      if (qty === 0) return askToRemove(input, () => remove(key));
      // The plugin's quantity delay: the last of several quick changes is the one sent.
      timers.set(
        key,
        later(signal, () => void send(key, qty, input), params.qtyUpdateDelay),
      );
    },
  };
}

/** What the plugin's script posts for one line's quantity. */
function quantityBody(params: SideCartParams, key: string, qty: number): Record<string, string> {
  return {
    cart_key: key,
    qty: String(qty),
    container: 'cart',
    noticeSection: 'cart',
    // jQuery serialises the plugin's booleans as the words (recorded/endpoints 10, 18).
    isCheckout: String(params.isCheckout),
    isCart: String(params.isCart),
  };
}

export function bounds(input: HTMLInputElement): { min: number; max: number | null; step: number } {
  const num = (v: string, d: number) => (v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);
  const step = input.step === 'any' ? 1 : num(input.step, 1);
  return { min: num(input.min, 0), max: input.max === '' || Number(input.max) < 0 ? null : num(input.max, 0), step: step > 0 ? step : 1 };
}

/** + and − buttons move by the step and stay within the bounds. */
export function stepped(input: HTMLInputElement, direction: 1 | -1): number {
  const { min, max, step } = bounds(input);
  const next = (Number(input.value) || 0) + direction * step;
  return Math.min(max ?? Infinity, Math.max(min, next));
}

/**
 * Checks a wanted quantity against the line's bounds. Returns the message to show, or null.
 * The side cart's own wording (docs/shop.md#side-cart-quantity-rules): 'Solo %s% en existencias', multiples of the step.
 */
export function quantityProblem(qty: number, bounds: { min: number; max: number | null; step: number }): string | null {
  if (!Number.isFinite(qty) || qty < 0) return t('invalidField');
  if (bounds.max !== null && qty > bounds.max) return t('onlyInStock', bounds.max);
  // Below the minimum, the rule is said in full: the minimum, and the step it is counted in.
  if (qty !== 0 && qty < bounds.min)
    return bounds.step > 1 ? t('belowMinimumStep', bounds.min, bounds.step) : t('belowMinimum', bounds.min);
  if (bounds.step > 1 && qty % bounds.step !== 0) return t('multiplesOf', bounds.step);
  return null;
}
