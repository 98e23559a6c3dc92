import { excerpt } from '../../../runtime/core/excerpt.ts';
import { IslandError } from '../../../runtime/core/errors.ts';
import { indexVariations, scalar, toVariation, type IndexedVariation } from './matching.ts';

export interface VariationsFormProps {
  form: HTMLFormElement;
  productId: string;
  /** The local list, or null: variations are looked up through get_variation (the shop printed `false`). */
  variations: IndexedVariation[] | null;
  /** Extra fields get_variation receives as custom_data (the form's data-custom_data). */
  customData: Record<string, string> | string;
}

/** get_variation's form body: the chosen attributes, the product, custom_data as jQuery serialises it. */
export function lookupBody(
  chosen: Record<string, string>,
  productId: string,
  customData: VariationsFormProps['customData'],
): URLSearchParams {
  const body = new URLSearchParams(chosen);
  body.set('product_id', productId);
  if (typeof customData === 'string') body.set('custom_data', customData);
  else for (const [k, v] of Object.entries(customData)) body.set(`custom_data[${k}]`, v);
  return body;
}

/**
 * Reads the form's data-product_variations once (docs/shop.md#variations-form-data): a JSON list, or the
 * literal `false` meaning server look-up. A value that is neither is logged and treated as `false`,
 * so the shopper can still choose and buy through the server.
 */
export function parseVariationsFormProps(raw: unknown, el: HTMLElement): VariationsFormProps {
  const form = el instanceof HTMLFormElement ? el : el.querySelector<HTMLFormElement>('form.variations_form');
  if (!form) throw new IslandError('variations-form', 'no form.variations_form in the island');
  const fromProps =
    raw && typeof raw === 'object' && 'product_variations' in raw ? (raw as { product_variations: unknown }).product_variations : undefined;
  const attr = form.getAttribute('data-product_variations');
  let list: unknown = fromProps;
  if (list === undefined) {
    try {
      list = attr === null ? false : JSON.parse(attr);
    } catch {
      console.error(
        `[islands:variations-form] data-product_variations is not JSON: ${excerpt(attr ?? '')}; looking variations up on the server`,
      );
      list = false;
    }
  }
  let variations: IndexedVariation[] | null = null;
  if (Array.isArray(list)) {
    const parsed = list.map(toVariation);
    const bad = parsed.filter((v) => !v).length;
    if (bad)
      console.error(
        `[islands:variations-form] ${bad} entr${bad === 1 ? 'y' : 'ies'} of data-product_variations without attributes ignored`,
      );
    variations = indexVariations(parsed.filter((v) => v !== null));
  } else if (list !== false) {
    console.error(
      `[islands:variations-form] data-product_variations is not a list or false: ${excerpt(list)}; looking variations up on the server`,
    );
  }
  const productId = form.getAttribute('data-product_id') || form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value || '';
  if (!productId) throw new IslandError('variations-form', 'the form has no data-product_id');
  const customRaw = form.getAttribute('data-custom_data') ?? '';
  let customData: VariationsFormProps['customData'] = customRaw;
  try {
    const obj = customRaw ? (JSON.parse(customRaw) as unknown) : null;
    if (obj && typeof obj === 'object' && !Array.isArray(obj))
      customData = Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, scalar(v)]));
  } catch {
    /* a plain string is sent as it is */
  }
  return { form, productId, variations, customData };
}
