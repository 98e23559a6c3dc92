// Generated variable products for issue 4 (single product page), kept out of fixtures/catalogue.json
// because they are large and derived:
// - 70 "Sudadera personalizable": 4 attributes × 6 values = 1,296 variations, with its list printed
//   in the page (its own threshold), for the "choosing an option under one frame" benchmark;
// - 71 "Camiseta de colores": 35 variations, over the default threshold of 30, so the page prints
//   data-product_variations="false" and every complete choice asks get_variation. It has accented
//   and quoted values, an "any" row, a missing combination and out-of-stock rows.
import type { Attribute, Product, Variation } from './catalogue.ts';

/** woocommerce_ajax_variation_threshold: 30 unless ISLANDS_VARIATION_THRESHOLD says otherwise. */
export function variationThreshold(product: Product): number {
  const own = OWN_THRESHOLDS.get(product.id);
  if (own !== undefined) return own;
  const env = Number(process.env.ISLANDS_VARIATION_THRESHOLD);
  return Number.isInteger(env) && env >= 0 ? env : 30;
}

export const PERSONALIZABLE_ID = 70;
export const COLORES_ID = 71;
const OWN_THRESHOLDS = new Map([[PERSONALIZABLE_ID, 1296]]);

const local = (label: string, names: string[]): Attribute => ({
  name: label,
  label,
  taxonomy: false,
  options: names.map((n) => ({ slug: n, name: n })),
});
const COLORS = ['Rojo', 'Azul marino', 'Verde', 'Negro', 'Blanco', 'Gris "perla"'];
const imageOf = (color: string) => (color === 'Rojo' ? 'sudadera-roja' : color === 'Azul marino' ? 'sudadera-azul' : 'sudadera-principal');

function personalizable(): Product {
  const attributes = [
    local('Color', COLORS),
    local('Talla', ['XS', 'S', 'M', 'L', 'XL', 'Talla única']),
    local('Tejido', ['Algodón', 'Poliéster', 'Lana', 'Lino', 'Mezcla', 'Bambú']),
    local('Estampado', ['Liso', 'Rayas', 'Cuadros', 'Lunares', 'Logo', 'Degradado']),
  ];
  const variations: Variation[] = [];
  let id = 1000;
  for (const color of attributes[0]!.options)
    for (const talla of attributes[1]!.options)
      for (const tejido of attributes[2]!.options)
        for (const estampado of attributes[3]!.options) {
          const n = id - 1000;
          variations.push({
            id: id++,
            attributes: { color: color.slug, talla: talla.slug, tejido: tejido.slug, estampado: estampado.slug },
            sku: `PERS-${n + 1}`,
            regularPrice: 30 + (n % 6) * 2,
            stock: n % 50 === 7 ? 0 : null,
            image: imageOf(color.slug),
          });
        }
  return product(
    PERSONALIZABLE_ID,
    'sudadera-personalizable',
    'Sudadera personalizable',
    'PERS',
    attributes,
    variations,
    'Elige color, talla, tejido y estampado: 1.296 combinaciones.',
  );
}

function colores(): Product {
  const tallas = ['S', 'M', 'L', 'XL', 'XXL', '3XL', 'Talla única'];
  const attributes = [local('Color', COLORS.filter((c) => c !== 'Blanco').concat('Blanco')), local('Talla', tallas)];
  // The "any size" row comes first: in list order it wins over nothing else, and matches every size.
  const variations: Variation[] = [
    { id: 3000, attributes: { color: 'Blanco', talla: '' }, sku: 'COL-BLANCO', regularPrice: 12, stock: null, image: 'camiseta' },
  ];
  let id = 3001;
  for (const color of COLORS.filter((c) => c !== 'Blanco'))
    for (const [i, talla] of tallas.entries()) {
      // Verde in XXL does not exist: choosing it is the "no matching variation" case.
      if (color === 'Verde' && talla === 'XXL') continue;
      variations.push({
        id: id++,
        attributes: { color, talla },
        sku: `COL-${id - 3000}`,
        regularPrice: 14 + i,
        stock: color === 'Negro' && talla === 'M' ? 0 : color === 'Rojo' && talla === 'L' ? 3 : null,
        image: imageOf(color),
      });
    }
  return product(
    COLORES_ID,
    'camiseta-de-colores',
    'Camiseta de colores',
    'COL',
    attributes,
    variations,
    'Camiseta en seis colores y siete tallas.',
  );
}

function product(
  id: number,
  slug: string,
  name: string,
  sku: string,
  attributes: Attribute[],
  variations: Variation[],
  description: string,
): Product {
  return {
    id,
    type: 'variable',
    slug,
    name,
    sku,
    stock: null,
    category: { slug: 'personalizados', name: 'Personalizados' },
    image: id === PERSONALIZABLE_ID ? 'sudadera-principal' : 'camiseta',
    gallery: id === PERSONALIZABLE_ID ? ['sudadera-roja', 'sudadera-azul'] : ['gorra'],
    shortDescription: description,
    description,
    weight: '0.5',
    menuOrder: 10,
    totalSales: 0,
    date: '2026-11-10T10:00:00+01:00',
    attributes,
    variations,
    reviews: [],
    // Test products: reachable by URL, not listed in the shop or as related products.
    catalogVisibility: 'hidden',
  };
}

export const generatedProducts = (): Product[] => [personalizable(), colores()];
