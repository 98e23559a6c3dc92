// The fixture shop's catalogue (fixtures/catalogue.json) and site content (fixtures/content.json):
// types, loading, and the lookups WooCommerce would do (product by id or slug, variation parent).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedProducts } from './generated-products.ts';
import { sanitizeTitle } from './html.ts';

export interface ImageInfo {
  id: number;
  title: string;
  caption: string;
  alt: string;
}

export interface AttributeOption {
  slug: string;
  name: string;
}

export interface Attribute {
  /** `pa_color` for a global (taxonomy) attribute, the label text for a local one. */
  name: string;
  label: string;
  taxonomy: boolean;
  options: AttributeOption[];
}

export interface Variation {
  id: number;
  /** sanitized attribute name → option slug (taxonomy) or raw text (local); '' means "any". */
  attributes: Record<string, string>;
  sku: string;
  regularPrice: number;
  salePrice?: number;
  /** null: stock not managed (always in stock). */
  stock: number | null;
  image: string;
}

export interface Review {
  id: number;
  author: string;
  rating: number;
  date: string;
  text: string;
}

export interface Product {
  id: number;
  type: 'simple' | 'variable' | 'external';
  slug: string;
  name: string;
  sku: string;
  regularPrice?: number;
  salePrice?: number;
  stock: number | null;
  soldIndividually?: boolean;
  /** Min/Max Quantities rules: the cart accepts only min..max in multiples of step. */
  quantityRules?: { min: number; max?: number; step: number };
  externalUrl?: string;
  buttonText?: string;
  category: { slug: string; name: string };
  image: string;
  gallery: string[];
  shortDescription: string;
  description: string;
  weight?: string;
  dimensions?: { length: string; width: string; height: string };
  menuOrder: number;
  totalSales: number;
  date: string;
  attributes?: Attribute[];
  variations?: Variation[];
  reviews: Review[];
  /** WooCommerce's catalog visibility: a hidden product has its page but is not listed. */
  catalogVisibility?: 'visible' | 'hidden';
}

export interface CatalogueData {
  shop: { name: string; currency: string; currencySymbol: string; storeNotice: string; shippingFlatRate: number };
  images: Record<string, ImageInfo>;
  products: Product[];
}

export interface Comment {
  id: number;
  parent: number;
  author: string;
  byPostAuthor?: boolean;
  date: string;
  text: string;
}

export interface Episode {
  id: number;
  title: string;
  date: string;
  seconds: number;
  excerpt: string;
}

export interface ContentData {
  article: {
    id: number;
    slug: string;
    title: string;
    excerpt: string;
    image: string;
    paragraphs: string[];
    comments: Comment[];
  };
  podcast: { title: string; slug: string; image: string; playlistPageSize: number; episodes: Episode[] };
}

/** What the cart can hold: a simple product, or one variation of a variable product. */
export interface Purchasable {
  product: Product;
  variation: Variation | null;
}

export class Catalogue {
  private byId = new Map<number, Purchasable>();

  constructor(
    readonly data: CatalogueData,
    readonly content: ContentData,
  ) {
    for (const product of data.products) {
      this.byId.set(product.id, { product, variation: null });
      for (const variation of product.variations ?? []) this.byId.set(variation.id, { product, variation });
    }
  }

  static load(rootDir: string): Catalogue {
    const read = (file: string): unknown => JSON.parse(readFileSync(join(rootDir, 'fixtures', file), 'utf8'));
    const data = read('catalogue.json') as CatalogueData;
    return new Catalogue({ ...data, products: [...data.products, ...generatedProducts()] }, read('content.json') as ContentData);
  }

  /** The products the shop lists (hidden ones are reachable by URL and id only). */
  get products(): Product[] {
    return this.data.products.filter((p) => p.catalogVisibility !== 'hidden');
  }

  /** A product or a variation id, as wc-ajax add_to_cart accepts either. */
  find(id: number): Purchasable | undefined {
    return this.byId.get(id);
  }

  bySlug(slug: string): Product | undefined {
    return this.data.products.find((p) => p.slug === slug);
  }

  image(name: string): ImageInfo {
    const info = this.data.images[name];
    if (!info) throw new Error(`[islands:server] Catalogue image "${name}" is not in fixtures/catalogue.json`);
    return info;
  }
}

export const permalink = (product: Product): string => `/producto/${product.slug}/`;

/** The `attribute_*` field name WooCommerce uses for an attribute. */
export const attributeField = (attribute: Attribute): string => `attribute_${attributeKey(attribute)}`;

/** The sanitized attribute name used as a variation's attribute key (pa_color, talla, tamano). */
export const attributeKey = (attribute: Attribute): string => (attribute.taxonomy ? attribute.name : sanitizeTitle(attribute.name));

/** The price a shopper pays now. */
export function activePrice(item: { regularPrice?: number; salePrice?: number }): number {
  return item.salePrice ?? item.regularPrice ?? 0;
}

export function isInStock(item: { stock: number | null }): boolean {
  return item.stock === null || item.stock > 0;
}

/** Lowest and highest variation price, as the listing prints a variable product's range. */
export function priceRange(product: Product): [number, number] {
  const prices = (product.variations ?? []).map(activePrice);
  if (!prices.length) return [activePrice(product), activePrice(product)];
  return [Math.min(...prices), Math.max(...prices)];
}

export function averageRating(product: Product): number {
  if (!product.reviews.length) return 0;
  return product.reviews.reduce((sum, r) => sum + r.rating, 0) / product.reviews.length;
}

/** Display name of an option value: the term name for taxonomy attributes, the raw text otherwise. */
export function optionName(attribute: Attribute, value: string): string {
  return attribute.options.find((o) => o.slug === value)?.name ?? value;
}
