// How a cart line is named and linked, shared by the mini cart, side cart, cart page and notices.
import { attributeKey, optionName, permalink, type Attribute, type Purchasable, type Variation } from './catalogue.ts';

export interface LineAttribute {
  label: string;
  value: string;
  /** True when the value is part of the variation's title ("Sudadera con capucha - Rojo, M"). */
  inName: boolean;
}

/** Every attribute of a variation line with its display value, in the product's order. */
export function lineAttributes(item: Purchasable, chosen: Record<string, string>): LineAttribute[] {
  const { product, variation } = item;
  if (!variation) return [];
  return (product.attributes ?? []).map((attribute: Attribute) => {
    const key = attributeKey(attribute);
    const value = chosen[`attribute_${key}`] ?? variation.attributes[key] ?? '';
    // An 'any' value is not in the variation's own title; WooCommerce lists it under the name.
    return { label: attribute.label, value: optionName(attribute, value), inName: isFixed(variation, key) };
  });
}

const isFixed = (variation: Variation, key: string): boolean => Boolean(variation.attributes[key]);

/** WooCommerce's variation title: the parent name, then the fixed attribute values. */
export function lineName(item: Purchasable, chosen: Record<string, string>): string {
  const fixed = lineAttributes(item, chosen).filter((a) => a.inName);
  return fixed.length ? `${item.product.name} - ${fixed.map((a) => a.value).join(', ')}` : item.product.name;
}

/** The product page, with the chosen attributes in the query so the form opens pre-selected. */
export function lineLink(item: Purchasable, chosen: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(chosen)).toString();
  return permalink(item.product) + (query ? `?${query}` : '');
}

/** The line's image: the variation's, else the product's. */
export function lineImage(item: Purchasable): string {
  return item.variation?.image ?? item.product.image;
}

/** The SKU a line shows (variation SKU, falling back to the parent's). */
export function lineSku(item: Purchasable): string {
  return item.variation?.sku || item.product.sku;
}
