// One mounted variations form (docs/shop.md#variable-product-form): its elements, read once, and the state of the
// choice under way, which the steps in choice.ts and the listeners in variations-form.ts share.
import type { IndexedVariation } from './matching.ts';
import { attributeSelects } from './dom.ts';
import type { VariationsFormProps } from './props.ts';

export const SOURCE = 'variations-form';
/** docs/timing.md#product-page: the form starts 100 ms after load and after the gallery (waited for up to 5 s); details
 * wait 300 ms, then slide in and out in 200 ms. */
export const TIMING = { start: 100, galleryWait: 5000, detailsDelay: 300, slide: 200 };
const BUTTON_STATES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'];

export interface FormState {
  readonly form: HTMLFormElement;
  readonly product: ParentNode;
  readonly selects: HTMLSelectElement[];
  readonly details: HTMLElement | null;
  readonly resetLink: HTMLElement | null;
  readonly resetAlert: HTMLElement | null;
  readonly button: HTMLElement | null;
  readonly wrapper: HTMLElement | null;
  readonly variationInput: HTMLInputElement | null;
  readonly productId: string;
  readonly customData: VariationsFormProps['customData'];
  readonly signal: AbortSignal;
  /** The local list (replaced on reload_product_variations), or null: variations are looked up on the server. */
  entries: IndexedVariation[] | null;
  /** Until the form has started: choices are kept and checked quietly. */
  starting: boolean;
  lookup: AbortController | null;
  unblock: (() => void) | null;
  /** The timers of the last choice: a new choice cancels them; all of them end with the island. */
  pending: Array<() => void>;
  /** Why the chosen variation could not be loaded, until the choice changes. */
  failure: string;
}

export function formState(props: VariationsFormProps, signal: AbortSignal): FormState {
  const { form, productId, customData } = props;
  return {
    form,
    productId,
    customData,
    signal,
    entries: props.variations,
    product: form.closest('.product') ?? document,
    selects: attributeSelects(form),
    details: form.querySelector<HTMLElement>('.single_variation'),
    resetLink: form.querySelector<HTMLElement>('.reset_variations'),
    resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert'),
    button: form.querySelector<HTMLElement>('.single_add_to_cart_button'),
    wrapper: form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart'),
    variationInput: form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id'),
    starting: true,
    lookup: null,
    unblock: null,
    pending: [],
    failure: '',
  };
}

export function cancelPending(s: FormState): void {
  for (const cancel of s.pending) cancel();
  s.pending = [];
}

export function setVariationId(s: FormState, value: string): void {
  const input = s.variationInput;
  if (!input || input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function setButton(s: FormState, state: 'enabled' | 'selection-needed' | 'unavailable'): void {
  const { button, wrapper } = s;
  button?.classList.remove(...BUTTON_STATES);
  if (state === 'selection-needed') button?.classList.add('disabled', 'wc-variation-selection-needed');
  if (state === 'unavailable') button?.classList.add('disabled', 'wc-variation-is-unavailable');
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
}

/** Lifts the overlay of a look-up, if one is up. */
export function unblockForm(s: FormState): void {
  s.unblock?.();
  s.unblock = null;
}
