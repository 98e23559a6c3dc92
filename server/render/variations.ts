// Variation objects (WC_Product_Variable::get_available_variation) for data-product_variations
// and get_variation, in the recorded key order, and matching posted attributes to a variation.
import { activePrice, attributeKey, isInStock, type Catalogue, type Product, type Variation } from '../catalogue.ts';
import { price } from '../html.ts';
import { attachmentProps } from './image.ts';

export function variationData(catalogue: Catalogue, product: Product, variation: Variation): Record<string, unknown> {
  const attributes = Object.fromEntries(
    (product.attributes ?? []).map((a) => [`attribute_${attributeKey(a)}`, variation.attributes[attributeKey(a)] ?? '']),
  );
  const prices = (product.variations ?? []).map(activePrice);
  const samePrice = prices.every((p) => p === prices[0]);
  return {
    attributes,
    availability_html: availabilityHtml(variation),
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'N/D',
    display_price: activePrice(variation),
    display_regular_price: variation.regularPrice,
    image: attachmentProps(variation.image, catalogue.image(variation.image)),
    image_id: catalogue.image(variation.image).id,
    is_downloadable: false,
    is_in_stock: isInStock(variation),
    is_purchasable: true,
    is_sold_individually: product.soldIndividually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: variation.stock !== null && variation.stock > 0 ? variation.stock : '',
    min_qty: 1,
    // WooCommerce leaves price_html empty when every variation costs the same.
    price_html: samePrice ? '' : `<span class="price">${price(activePrice(variation))}</span>`,
    sku: variation.sku,
    variation_description: '',
    variation_id: variation.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: product.weight ?? '',
    weight_html: product.weight ? `${product.weight} lbs` : 'N/D',
  };
}

/** The "Sin existencias" / "8 disponibles" line under a chosen variation. */
export function availabilityHtml(item: { stock: number | null }): string {
  if (item.stock === null) return '';
  if (item.stock <= 0) return '<p class="stock out-of-stock">Sin existencias</p>\n';
  return `<p class="stock in-stock">${item.stock} disponibles</p>\n`;
}

/**
 * find_matching_product_variation: every attribute must be posted and non-empty; a variation's
 * '' value ('any') matches whatever was chosen. The first match in the product's order wins.
 */
export function findVariation(product: Product, posted: Record<string, string>): Variation | null {
  if (product.type !== 'variable') return null;
  const keys = (product.attributes ?? []).map(attributeKey);
  if (keys.some((k) => !posted[`attribute_${k}`])) return null;
  return (
    (product.variations ?? []).find((v) => keys.every((k) => !v.attributes[k] || v.attributes[k] === posted[`attribute_${k}`])) ?? null
  );
}
