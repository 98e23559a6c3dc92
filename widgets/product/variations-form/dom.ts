// The variations form's DOM work on WooCommerce's unmodified markup (docs/shop.md#variable-product-form).
import { optionStates, variationQuantity, type Chosen, type IndexedVariation, type Variation } from './matching.ts';

export const attributeSelects = (form: HTMLFormElement) => Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));

/** The key is data-attribute_name, falling back to the select's name. */
export const attributeKey = (select: HTMLSelectElement) => select.getAttribute('data-attribute_name') || select.name;

export function chosenAttributes(selects: readonly HTMLSelectElement[]): {
  data: Record<string, string>;
  count: number;
  chosenCount: number;
} {
  // Own keys, even for a select named __proto__ (an assignment would set the prototype instead).
  const data = Object.fromEntries(selects.map((select) => [attributeKey(select), select.value]));
  return { data, count: selects.length, chosenCount: selects.filter((select) => select.value).length };
}

const pristine = new WeakMap<HTMLSelectElement, HTMLOptionElement[]>();

/**
 * Removes the options that cannot combine with the other choices and disables the inactive ones
 * (docs/shop.md#variation-matching). The server's options are kept aside on first use and rebuilt from each time. Returns
 * the selects whose choice became impossible and was cleared.
 */
export function pruneOptions(
  selects: readonly HTMLSelectElement[],
  entries: readonly IndexedVariation[],
  chosen: Chosen,
): HTMLSelectElement[] {
  const states = optionStates(entries, selects.map(attributeKey), chosen);
  const cleared: HTMLSelectElement[] = [];
  for (const select of selects) {
    let options = pristine.get(select);
    if (!options) pristine.set(select, (options = Array.from(select.options)));
    const state = states.get(attributeKey(select))!;
    const current = select.value;
    const placeholder = options[0]?.value === '' ? options[0] : null;
    const rest = placeholder ? options.slice(1) : options;
    const kept: HTMLOptionElement[] = [];
    let valid = current === '';
    for (const option of rest) {
      if (!state.anyAttached && !state.attached.has(option.value)) continue;
      option.disabled = !(state.anyEnabled || state.enabled.has(option.value));
      if (option.value === current && !option.disabled) valid = true;
      kept.push(option);
    }
    // The placeholder goes only when the shop says so (data-show_option_none="no") and a valid choice stands.
    const dropPlaceholder = kept.length > 0 && valid && current !== '' && select.getAttribute('data-show_option_none') === 'no';
    const next = placeholder && !dropPlaceholder ? [placeholder, ...kept] : kept;
    if (next.length !== select.options.length || next.some((o, i) => select.options[i] !== o)) select.replaceChildren(...next);
    if (valid) select.value = current;
    else {
      select.value = '';
      cleared.push(select);
    }
  }
  return cleared;
}

/** Puts back every option the server printed (server look-up mode never prunes). */
export function restoreOptions(selects: readonly HTMLSelectElement[]): void {
  for (const select of selects) {
    const options = pristine.get(select);
    if (!options) continue;
    const value = select.value;
    for (const option of options) option.disabled = false;
    select.replaceChildren(...options);
    select.value = value;
  }
}

// SKU, weight and dimensions keep their server text in data-o_content, as WooCommerce's themes expect.
function setContent(el: Element | null, text: string | undefined): void {
  if (!el) return;
  if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
  el.textContent = text ?? '';
}
function resetContent(el: Element | null): void {
  if (!el?.hasAttribute('data-o_content')) return;
  el.textContent = el.getAttribute('data-o_content');
}

function metaFields(product: ParentNode) {
  return [
    ['sku', product.querySelector('.product_meta .sku')],
    [
      'weight_html',
      product.querySelector('.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'),
    ],
    [
      'dimensions_html',
      product.querySelector(
        '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
      ),
    ],
  ] as const;
}

export function showMeta(product: ParentNode, v: Variation): void {
  for (const [field, el] of metaFields(product)) {
    const value = typeof v[field] === 'string' ? (v[field] as string) : '';
    // An empty SKU or weight shows the product's own, as the shop does.
    if (value) setContent(el, field === 'dimensions_html' ? decodeText(value) : value);
    else resetContent(el);
  }
}
export function resetMeta(product: ParentNode): void {
  for (const [, el] of metaFields(product)) resetContent(el);
}

function decodeText(html: string): string {
  const box = document.createElement('textarea');
  box.innerHTML = html;
  return box.value;
}

/** Quantity rules of a found variation on `.single_variation_wrap .quantity input.qty`. */
export function applyQuantity(form: HTMLFormElement, v: Variation): void {
  const input = form.querySelector<HTMLInputElement>(
    '.single_variation_wrap .quantity input.qty[name="quantity"], .single_variation_wrap input.qty[name="quantity"]',
  );
  if (!input) return;
  const box = input.closest<HTMLElement>('.quantity');
  const q = variationQuantity(input.value, v);
  input.min = String(q.min);
  if (q.max === null) input.removeAttribute('max');
  else input.max = String(q.max);
  input.value = String(q.value);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  if (box) box.style.display = q.hidden ? 'none' : '';
}

export function showQuantity(form: HTMLFormElement): void {
  const box = form.querySelector<HTMLElement>('.single_variation_wrap .quantity');
  if (box) box.style.display = '';
}

/** The three trusted server fields, or the unavailable notice for an invisible variation. */
export function variationDetails(v: Variation, unavailable: string): DocumentFragment {
  const box = document.createElement('template');
  if (!v.variation_is_visible) {
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = unavailable;
    box.content.append(p);
    return box.content;
  }
  for (const [cls, field] of [
    ['woocommerce-variation-description', 'variation_description'],
    ['woocommerce-variation-price', 'price_html'],
    ['woocommerce-variation-availability', 'availability_html'],
  ] as const) {
    const div = document.createElement('div');
    div.className = cls;
    div.innerHTML = typeof v[field] === 'string' ? (v[field] as string) : '';
    box.content.append(div);
  }
  return box.content;
}

export { slide } from '../../../runtime/ui/slide.ts';

/** A white 0.6 overlay over the form while get_variation runs (docs/network.md#product-variation), as the shop's blockUI does. */
export function block(form: HTMLFormElement): () => void {
  const overlay = document.createElement('div');
  overlay.className = 'blockUI blockOverlay';
  overlay.style.cssText = 'position:absolute;inset:0;z-index:1000;background:#fff;opacity:.6;cursor:wait';
  if (getComputedStyle(form).position === 'static') form.style.position = 'relative';
  form.classList.add('processing');
  form.setAttribute('aria-busy', 'true');
  form.append(overlay);
  return () => {
    overlay.remove();
    form.classList.remove('processing');
    form.removeAttribute('aria-busy');
  };
}

/**
 * The reset link acts as a button. The shop labels "Limpiar" "Vaciar opciones": a spoken name
 * without the visible word fails WCAG 2.5.3 for voice users, so the visible text names it.
 * Returns what puts the shop's markup back.
 */
export function asResetButton(link: HTMLElement): () => void {
  const label = link.getAttribute('aria-label');
  if (label !== null && !label.includes(link.textContent?.trim() ?? '')) link.removeAttribute('aria-label');
  link.setAttribute('role', 'button');
  return () => {
    if (label !== null) link.setAttribute('aria-label', label);
    link.removeAttribute('role');
  };
}

export function removeVariationNotices(form: HTMLFormElement): void {
  form.querySelectorAll('.islands-variation-notice').forEach((n) => n.remove());
}

/**
 * One notice at a time (no match, a failed look-up), announced, after the details area. With an
 * `action` label it ends with a button of that name (not a submit button), which it returns.
 */
export function showVariationNotice(
  form: HTMLFormElement,
  details: HTMLElement | null,
  text: string,
  cls: string,
  action?: string,
): HTMLButtonElement | null {
  removeVariationNotices(form);
  const box = document.createElement('div');
  box.className = 'islands-variation-notice';
  box.setAttribute('role', 'alert');
  const p = document.createElement('p');
  p.className = cls;
  p.textContent = text;
  box.append(p);
  let button: HTMLButtonElement | null = null;
  if (action) {
    button = document.createElement('button');
    button.type = 'button';
    button.className = 'button islands-variation-retry';
    button.textContent = action;
    box.append(button);
  }
  (details ?? form).after(box);
  return button;
}

/**
 * A failed get_variation's notice with a retry button, focused when `focus` (the shopper was on
 * the previous one). A press while the retry runs does nothing: aria-disabled, not disabled,
 * which would drop the keyboard focus.
 */
export function showLookupFailure(
  form: HTMLFormElement,
  details: HTMLElement | null,
  text: string,
  label: string,
  retry: () => void,
  focus: boolean,
): void {
  const button = showVariationNotice(form, details, text, 'wc-variation-lookup-error woocommerce-error', label)!;
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    retry();
  });
  if (focus) button.focus();
}
