// The add-to-cart of a variable product (SPEC §7 "Side cart", reference §3.4 and trap 5): through
// the side cart's xoo_wsc_add_to_cart when the side cart is on the page, else the normal form post,
// never wc-ajax=add_to_cart (it ignores attribute_* and fails "any" variations).
import { EVENTS, emit } from '../../runtime/events.ts';
import { applyFragments, type CartAnswer } from '../../runtime/fragments.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { queueCartCall } from '../../runtime/stores/cart.ts';
import { openSideCart } from '../../runtime/stores/side-cart.ts';

const SOURCE = 'variations-form';

interface SideCartAnswer extends CartAnswer {
  error?: unknown;
  notice?: string;
}

/** The side cart is on the page when its container is (it is printed in every page's footer). */
export const sideCartPresent = (doc: Document = document) => !!doc.querySelector('div.xoo-wsc-container, .xoo-wsc-modal');

/**
 * Posts the form (its fields in DOM order, then the submitter's name/value and action, as the side
 * cart does). Fragments → applied, `added_to_cart` and the side cart opens; error + notice → the
 * notice replaces the side cart's notice area; anything else → the page reloads.
 */
export async function addThroughSideCart(form: HTMLFormElement, submitter: HTMLElement | null, productId: string): Promise<void> {
  const button = (submitter ?? form.querySelector<HTMLElement>('.single_add_to_cart_button'))!;
  const data = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name) data.append(submitter.name, submitter.value);
  if (!data.has('add-to-cart')) data.append('add-to-cart', productId);
  data.append('action', 'xoo_wsc_add_to_cart');
  button.classList.remove('added');
  button.classList.add('loading');
  emit(EVENTS.addingToCart, SOURCE, [button, data]);
  try {
    const answer = await queueCartCall(() => wcAjax<SideCartAnswer | null>('xoo_wsc_add_to_cart', data));
    if (answer?.fragments) {
      applyFragments(answer.fragments, answer.cart_hash ?? '', SOURCE);
      emit(EVENTS.addedToCart, SOURCE, [answer.fragments, answer.cart_hash ?? '', button]);
      openSideCart();
    } else if (answer?.error && typeof answer.notice === 'string') {
      showNotice(answer.notice);
      openSideCart();
    } else {
      window.location.reload();
    }
  } catch (error) {
    // A broken answer is what the side cart treats as "anything else": the server page tells the truth.
    console.error(`[islands:${SOURCE}] xoo_wsc_add_to_cart failed; reloading`, error);
    window.location.reload();
  } finally {
    button.classList.remove('loading');
    // The side cart marks the button added even after an error notice.
    button.classList.add('added');
  }
}

function showNotice(html: string): void {
  const target = document.querySelector('.xoo-wsc-markup-notices') ?? document.querySelector('.xoo-wsc-notice-container');
  if (!target) return;
  const box = document.createElement('template');
  box.innerHTML = html.trim();
  target.replaceWith(box.content);
}
