// Pure variation matching (docs/shop.md#variation-selection, docs/shop.md#variation-matching). No DOM
// except the one-off HTML decoding of the server's attribute values.

/** One element of data-product_variations or a get_variation answer (docs/shop.md#variation-fields). */
export interface Variation {
  variation_id: number;
  /** attribute_{name} → value; '' means "any". */
  attributes: Record<string, string>;
  sku?: string;
  weight_html?: string;
  dimensions_html?: string;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  image_id?: number | string;
  image?: VariationImage | null;
  variation_is_visible: boolean;
  variation_is_active: boolean;
  is_purchasable: boolean;
  is_in_stock: boolean;
  is_sold_individually: string;
  min_qty: number | string;
  max_qty: number | string;
  [field: string]: unknown;
}

export interface VariationImage {
  src?: string;
  src_w?: number;
  src_h?: number;
  srcset?: string;
  sizes?: string;
  title?: string;
  caption?: string;
  alt?: string;
  full_src?: string;
  full_src_w?: number;
  full_src_h?: number;
  gallery_thumbnail_src?: string;
  [field: string]: unknown;
}

/** A variation with its attribute values decoded once, so choosing an option never decodes again. */
export interface IndexedVariation {
  variation: Variation;
  /** [attribute key, decoded value] pairs. */
  attrs: ReadonlyArray<readonly [string, string]>;
}

/** attribute key → chosen value ('' when not chosen). */
export type Chosen = Readonly<Record<string, string>>;

const entity = /&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
let decoder: HTMLTextAreaElement | undefined;

/** HTML-decodes a value: the server escapes attribute values, select options hold the text. */
export function decodeHtml(value: string): string {
  if (!entity.test(value)) return value;
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = value;
  return decoder.value;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** A JSON scalar as text, anything else as '': String() of {"toString":1,"valueOf":1} throws. */
export const scalar = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'yes' || v === 'true';

/**
 * A variation from untrusted JSON, or null when it has no attribute map. Missing flags default to
 * "not purchasable", so a malformed entry can be chosen but never bought from the browser.
 */
export function toVariation(raw: unknown): Variation | null {
  if (!isObject(raw) || !isObject(raw.attributes)) return null;
  // fromEntries defines own keys: an attribute named __proto__ stays an attribute.
  const attributes = Object.fromEntries(Object.entries(raw.attributes).map(([key, value]) => [key, scalar(value)]));
  return {
    ...raw,
    variation_id: Number(scalar(raw.variation_id)) || 0,
    image_id: typeof raw.image_id === 'number' || typeof raw.image_id === 'string' ? raw.image_id : undefined,
    attributes,
    image: isObject(raw.image) ? (raw.image as VariationImage) : null,
    variation_is_visible: flag(raw.variation_is_visible),
    variation_is_active: raw.variation_is_active === undefined ? true : flag(raw.variation_is_active),
    is_purchasable: flag(raw.is_purchasable),
    is_in_stock: flag(raw.is_in_stock),
    is_sold_individually: raw.is_sold_individually === 'yes' ? 'yes' : 'no',
    min_qty: typeof raw.min_qty === 'number' || typeof raw.min_qty === 'string' ? raw.min_qty : 1,
    max_qty: typeof raw.max_qty === 'number' || typeof raw.max_qty === 'string' ? raw.max_qty : '',
  };
}

export function indexVariations(list: readonly Variation[]): IndexedVariation[] {
  return list.map((variation) => ({
    variation,
    attrs: Object.entries(variation.attributes).map(([k, v]) => [k, decodeHtml(v)] as const),
  }));
}

/** Equal-or-empty: a variation matches unless one of its attributes and the choice are both set and differ. */
export function isMatch(entry: IndexedVariation, chosen: Chosen): boolean {
  for (const [key, value] of entry.attrs) {
    // Own keys only: a server attribute named constructor is not chosen, whatever Object.prototype has.
    const pick = Object.hasOwn(chosen, key) ? chosen[key] : undefined;
    if (value !== '' && pick !== undefined && pick !== '' && pick !== value) return false;
  }
  return true;
}

/** The first match in list order wins (the server's order decides between "any" and specific rows). */
export function firstMatch(entries: readonly IndexedVariation[], chosen: Chosen): Variation | null {
  for (const entry of entries) if (isMatch(entry, chosen)) return entry.variation;
  return null;
}

export interface OptionState {
  /** Values some matching variation names explicitly. */
  attached: Set<string>;
  /** Of those, the ones an active variation names. */
  enabled: Set<string>;
  /** A matching variation has "any" for this attribute: every option is attached. */
  anyAttached: boolean;
  anyEnabled: boolean;
}

/**
 * For each attribute, which of its options can still combine with the other choices: matches are
 * computed with that attribute's own choice blanked, so a shopper can always change it.
 */
export function optionStates(entries: readonly IndexedVariation[], keys: readonly string[], chosen: Chosen): Map<string, OptionState> {
  const states = new Map<string, OptionState>();
  for (const key of keys) {
    const others = { ...chosen, [key]: '' };
    const state: OptionState = { attached: new Set(), enabled: new Set(), anyAttached: false, anyEnabled: false };
    for (const entry of entries) {
      if (!isMatch(entry, others)) continue;
      const active = entry.variation.variation_is_active;
      const value = entry.attrs.find(([k]) => k === key)?.[1] ?? '';
      if (value === '') {
        state.anyAttached = true;
        if (active) state.anyEnabled = true;
      } else {
        state.attached.add(value);
        if (active) state.enabled.add(value);
      }
    }
    states.set(key, state);
  }
  return states;
}

export function isPurchasable(v: Variation): boolean {
  return v.is_purchasable && v.is_in_stock && v.variation_is_visible;
}

/**
 * The quantity a found variation allows (docs/shop.md#variation-quantity): sold individually → 1; otherwise the
 * current value clamped into min_qty..max_qty, where a non-numeric value becomes min_qty and an
 * empty max_qty means no upper bound.
 */
export function variationQuantity(current: string, v: Variation): { value: number; min: number; max: number | null; hidden: boolean } {
  if (v.is_sold_individually === 'yes') return { value: 1, min: 1, max: null, hidden: true };
  const min = Number.parseFloat(String(v.min_qty));
  const maxRaw = Number.parseFloat(String(v.max_qty));
  const lo = Number.isFinite(min) ? min : 1;
  const max = Number.isFinite(maxRaw) ? maxRaw : null;
  let value = Number.parseFloat(current);
  if (Number.isNaN(value)) value = lo;
  if (value < lo) value = lo;
  if (max !== null && value > max) value = max;
  return { value, min: lo, max, hidden: false };
}
