import { cartCall, type CartRead } from '../../../runtime/cart/cart-write.ts';
import { applyCartAnswer } from '../../../runtime/cart/cart-answer.ts';
import { shorten } from '../../../runtime/core/excerpt.ts';
import { cartUpdate, refusedAdd } from './answers.ts';
import { showMarkupError, showServerNotice } from './markup-notices.ts';
import type { SideCartParams } from './params.ts';
import type { ProductAdd } from './product-submit.ts';

const SOURCE = 'side-cart';

/**
 * Adds from a product page's `form.cart` through `xoo_wsc_add_to_cart`, as multipart (what to send:
 * product-submit.ts, which fetches this on the first sign the form is about to be used).
 */
export function productAdder(params: SideCartParams, signal: AbortSignal, refetch: CartRead): (request: ProductAdd) => void {
  // Every submit is its own add, queued as the listing's are (none dropped); the button stays
  // `loading` until the last one of it has ended.
  const pending = new WeakMap<HTMLElement, number>();
  return async ({ form, data, button }: ProductAdd) => {
    if (button) pending.set(button, (pending.get(button) ?? 0) + 1);
    button?.classList.remove('added');
    button?.classList.add('loading');
    const call = await cartCall<unknown>(
      {
        source: SOURCE,
        signal,
        refetch,
        failure: `Adding from ${shorten(form.action) || 'the product form'} failed`,
        adding: { element: button, data },
      },
      { endpoint: 'xoo_wsc_add_to_cart', body: data },
    );
    if (call.end === 'answered') {
      const update = cartUpdate(call.answer);
      const refused = update ? null : refusedAdd(call.answer);
      if (update) applyCartAnswer(update, { source: SOURCE, change: 'added', element: button });
      else if (refused) showServerNotice(refused, params.notificationTime, signal);
      else window.location.reload(); // the plugin's answer for any other JSON (docs/network.md#side-cart: anything else)
    }
    // Offline, a timeout, a 5xx or an HTML page: a reload would lose every choice made in the
    // form, so the form stays as it is and says why. The add may have reached the cart, though:
    // cartCall fetches the cart again then, and the side cart shows it.
    if (call.end === 'failed') showMarkupError(call.message, params.notificationTime, signal);
    const left = button ? (pending.get(button) ?? 1) - 1 : 0;
    if (button && left > 0) pending.set(button, left);
    else if (button) {
      pending.delete(button);
      // The plugin marks the button added once its call ends, whatever the answer.
      button.classList.remove('loading');
      button.classList.add('added');
    }
  };
}
