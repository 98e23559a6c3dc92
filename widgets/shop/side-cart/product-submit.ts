import type { CartRead } from '../../../runtime/cart/cart-write.ts';
import { lazyPart } from '../../../runtime/core/lazy-part.ts';
import type { SideCartParams } from './params.ts';

const SOURCE = 'side-cart';

/** What an add from the product form sends, and the button that shows it working. */
export interface ProductAdd {
  form: HTMLFormElement;
  data: FormData;
  button: HTMLElement | null;
}

/**
 * Whether a submit of a product page's `form.cart` is the side cart's to send through
 * `xoo_wsc_add_to_cart`, and with what: the form's own fields (variation_id and attribute_*
 * included, so "any" variations work), the pressed button's name and value, `add-to-cart` and
 * `action`. Decided as the submit happens, before the code that sends it has to be there. A form
 * another island has already handled (default prevented: an incomplete variation, say) is left
 * alone; so are external products, and forms carrying a field the shop sends the plain way.
 */
function productAddOf(event: SubmitEvent, params: SideCartParams): ProductAdd | null {
  const form = (event.target as Element).closest<HTMLFormElement>('form.cart');
  if (!form || event.defaultPrevented) return null;
  if (form.closest('.product-type-external') || form.parentElement?.querySelector('.xoo-wsc-disable-atc')) return null;
  const data = new FormData(form);
  const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
  if (submitter?.name) data.set(submitter.name, submitter.value);
  if (params.skipAjaxForData.some((key) => data.has(key))) return null;
  if (!data.has('add-to-cart')) {
    const id = /add-to-cart=(\d+)/.exec(form.action)?.[1];
    if (!id) return null;
    data.set('add-to-cart', id);
  }
  data.set('action', 'xoo_wsc_add_to_cart');
  return { form, data, button: (submitter ?? form.querySelector<HTMLElement>('[type="submit"]')) as HTMLElement | null };
}

/** What side-cart.ts asks of this part once it has come. */
export interface ProductForms {
  /** A pointer, a finger or the focus reached a product form: the code that sends its add comes now. */
  intent(): void;
}

/**
 * The product form's add through the side cart: decided as the form is submitted (productAddOf),
 * sent by product-form.ts, which comes on the first intent (side-cart.ts hears it) or with the
 * submit itself. Should it fail to come, the form is sent as it is without JavaScript, and the shop
 * adds the product on the page it answers.
 */
export function productForms(params: SideCartParams, signal: AbortSignal, refetch: CartRead): ProductForms {
  const loadAdder = lazyPart(() => import('./product-form.ts').then((m) => m.productAdder(params, signal, refetch)));
  let passThrough = false;
  const sendWithout = ({ form, button }: ProductAdd) => {
    button?.classList.remove('loading');
    passThrough = true;
    try {
      form.requestSubmit(button instanceof HTMLButtonElement || button instanceof HTMLInputElement ? button : null);
    } finally {
      passThrough = false;
    }
  };
  document.addEventListener(
    'submit',
    (event) => {
      const request = passThrough ? null : productAddOf(event, params);
      if (!request) return;
      event.preventDefault();
      request.button?.classList.add('loading');
      loadAdder().then(
        (add) => add(request),
        (error: unknown) => {
          console.error(`[islands:${SOURCE}] The product form's add could not load; the form is sent without it`, error);
          sendWithout(request);
        },
      );
    },
    { signal },
  );
  return { intent: () => void loadAdder().catch(() => {}) };
}
