// The shop loop (archive-product.php, content-product.php, loop/add-to-cart.php): result count,
// the `orderby` form, and `ul.products` with each product's add-to-cart button.
import { averageRating, isInStock, permalink, priceRange, type Catalogue, type Product } from '../catalogue.ts';
import { bdi, esc, price } from '../html.ts';
import { messages } from '../messages.ts';
import { thumbnail } from './image.ts';
import { salePrice } from './side-cart.ts';

export const ORDERINGS: [string, string][] = [
  ['menu_order', 'Orden predeterminado'],
  ['popularity', 'Ordenar por popularidad'],
  ['rating', 'Ordenar por puntuación media'],
  ['date', 'Ordenar por los últimos'],
  ['price', 'Ordenar por precio: bajo a alto'],
  ['price-desc', 'Ordenar por precio: alto a bajo'],
];

type Compare = (a: Product, b: Product) => number;
const byName: Compare = (a, b) => a.name.localeCompare(b.name, 'es');
// A Map: the ordering comes from ?orderby=, and `constructor` must be no ordering.
const comparators = new Map<string, Compare>(
  Object.entries({
    menu_order: (a, b) => a.menuOrder - b.menuOrder || byName(a, b),
    popularity: (a, b) => b.totalSales - a.totalSales || b.id - a.id,
    rating: (a, b) => averageRating(b) - averageRating(a) || b.id - a.id,
    date: (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
    price: (a, b) => priceRange(a)[0] - priceRange(b)[0] || a.id - b.id,
    'price-desc': (a, b) => priceRange(b)[1] - priceRange(a)[1] || b.id - a.id,
  } satisfies Record<string, Compare>),
);

/** The orderby value WooCommerce would use: unknown values fall back to the default. */
export const orderingOf = (value: string | null): string => (value && comparators.has(value) ? value : 'menu_order');

export function sortProducts(products: Product[], orderby: string): Product[] {
  return [...products].sort(comparators.get(orderingOf(orderby)));
}

export function resultCount(total: number): string {
  const text = total === 1 ? 'Mostrando el único resultado' : `Mostrando los ${total} resultados`;
  return `<p class="woocommerce-result-count" role="alert" aria-relevant="all" >\n\t${text}</p>`;
}

export function orderingForm(current: string): string {
  const options = ORDERINGS.map(
    ([value, label]) => `\t\t<option value="${value}" ${value === current ? " selected='selected'" : ''}>${label}</option>`,
  ).join('\n');
  return `<form class="woocommerce-ordering" method="get">
	<select name="orderby" class="orderby" aria-label="Pedido de la tienda">
${options}
	</select>
	<input type="hidden" name="paged" value="1" />
	<noscript><button type="submit" class="button">Ordenar</button></noscript>
</form>`;
}

/** The price block of a product in the loop and on its page (get_price_html). */
export function priceHtml(product: Product): string {
  if (product.type === 'variable') {
    const [min, max] = priceRange(product);
    if (min === max) return price(min);
    return (
      `<span class="woocommerce-Price-amount amount" aria-hidden="true">${bdi(min)}</span> <span aria-hidden="true">-</span> ` +
      `<span class="woocommerce-Price-amount amount" aria-hidden="true">${bdi(max)}</span>` +
      `<span class="screen-reader-text">Rango de precios: desde &#36;${min.toFixed(2)} hasta &#36;${max.toFixed(2)}</span>`
    );
  }
  if (product.salePrice !== undefined) return salePrice(product.regularPrice ?? 0, product.salePrice);
  return price(product.regularPrice ?? 0);
}

export function productClasses(product: Product, extra: string[] = []): string {
  return [
    'product',
    'type-product',
    `post-${product.id}`,
    'status-publish',
    ...extra,
    isInStock(product) ? 'instock' : 'outofstock',
    `product_cat-${product.category.slug}`,
    'has-post-thumbnail',
    ...(product.salePrice !== undefined ? ['sale'] : []),
    ...(product.soldIndividually ? ['sold-individually'] : []),
    'shipping-taxable',
    ...(product.type !== 'external' ? ['purchasable'] : []),
    `product-type-${product.type}`,
  ].join(' ');
}

/**
 * loop/add-to-cart.php: the button, whose shape depends on the product type and stock. Each
 * aria-label begins with the button's visible words (WCAG 2.5.3: a voice user says what they see),
 * where WooCommerce's es_ES labels ("Elige las opciones…", "Lee más…") reword them.
 */
export function loopButton(product: Product): string {
  const describedby = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
  // Min/Max Quantities: the button adds the smallest quantity the rules accept, and so does its
  // link with JavaScript off (the shop would refuse one).
  const quantity = product.quantityRules?.min ?? 1;
  const common = `aria-describedby="${describedby}" data-quantity="${quantity}"`;
  const ids = `data-product_id="${product.id}" data-product_sku="${esc(product.sku)}"`;
  let button: string;
  let description = '';
  if (product.type === 'external') {
    const label = esc(product.buttonText ?? 'Comprar producto');
    button = `<a href="${esc(product.externalUrl ?? permalink(product))}" ${common} class="button product_type_external" ${ids} aria-label="${label}" rel="nofollow">${label}</a>`;
  } else if (product.type === 'variable') {
    button = `<a href="${permalink(product)}" ${common} class="button product_type_variable add_to_cart_button" ${ids} aria-label="Seleccionar opciones para &ldquo;${esc(product.name)}&rdquo;" rel="nofollow">Seleccionar opciones</a>`;
    description = 'Este producto tiene múltiples variantes. Las opciones se pueden elegir en la página de producto';
  } else if (!isInStock(product)) {
    button = `<a href="${permalink(product)}" ${common} class="button product_type_simple" ${ids} aria-label="Leer más sobre &ldquo;${esc(product.name)}&rdquo;" rel="nofollow">Leer más</a>`;
  } else {
    button =
      `<a href="?add-to-cart=${product.id}${quantity > 1 ? `&amp;quantity=${quantity}` : ''}" ${common} class="button product_type_simple add_to_cart_button ajax_add_to_cart" ${ids}` +
      ` aria-label="Añadir al carrito: &ldquo;${esc(product.name)}&rdquo;" rel="nofollow" data-success_message="${esc(messages.addedShort(product.name))}">Añadir al carrito</a>`;
  }
  return `${button}\t<span id="${describedby}" class="screen-reader-text">\n\t\t${description}\t</span>`;
}

export function loopProduct(catalogue: Catalogue, product: Product, index: number, headingLevel = 2): string {
  const position = index % 4 === 0 ? ['first'] : index % 4 === 3 ? ['last'] : [];
  const onSale = product.salePrice !== undefined ? '\n\t<span class="onsale">¡Oferta!</span>\n\t' : '';
  return `<li class="${productClasses(product, position)}">
	<a href="${permalink(product)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${onSale}${thumbnail(product.image, catalogue.image(product.image))}<h${headingLevel} class="woocommerce-loop-product__title">${esc(product.name)}</h${headingLevel}>
	<span class="price">${priceHtml(product)}</span>
</a>${loopButton(product)}
</li>`;
}

export function productList(catalogue: Catalogue, products: Product[], headingLevel = 2): string {
  return `<ul class="products columns-4">\n${products.map((p, i) => loopProduct(catalogue, p, i, headingLevel)).join('\n')}\n</ul>`;
}
