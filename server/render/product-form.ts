// Add-to-cart forms of a product page: `form.cart` for simple products (add-to-cart/simple.php),
// `form.variations_form` with data-product_variations (add-to-cart/variable.php), external button.
import { quantityLimits } from '../quantity-rules.ts';
import { randomBytes } from 'node:crypto';
import { attributeField, attributeKey, isInStock, permalink, type Catalogue, type Product } from '../catalogue.ts';
import { variationThreshold } from '../generated-products.ts';
import { attrJson, esc } from '../html.ts';
import { availabilityHtml, variationData } from './variations.ts';

/** global/quantity-input.php. `max` '' means unlimited, as WooCommerce prints it. */
export function quantityInput(label: string, name: string, value: number, min: number, max: number | '', step = 1): string {
  // WooCommerce uses uniqid(): ids must not repeat when one page prints several inputs.
  const id = `quantity_${randomBytes(7).toString('hex').slice(0, 13)}`;
  return `<div class="quantity">
		<label class="screen-reader-text" for="${id}">${esc(label)} cantidad</label>
	<input
		type="number"
		id="${id}"
		class="input-text qty text"
		name="${esc(name)}"
		value="${value}"
		aria-label="Cantidad de productos"
		min="${min}"
		${max === '' ? '' : `max="${max}"`}
		step="${step}"
		placeholder=""
		inputmode="numeric"
		autocomplete="off"
	/>
	</div>`;
}

export function addToCartForm(catalogue: Catalogue, product: Product, query: URLSearchParams): string {
  if (product.type === 'external') {
    return `<form class="cart" action="${esc(product.externalUrl ?? '')}" method="get">
	<button type="submit" class="single_add_to_cart_button button alt">${esc(product.buttonText ?? 'Comprar producto')}</button>
</form>`;
  }
  if (product.type === 'variable') return variationsForm(catalogue, product, query);
  const stock = availabilityHtml(product);
  if (!isInStock(product)) return stock;
  const limits = quantityLimits({ product, variation: null });
  // A sold-individually product has min = max = 1: WooCommerce prints a hidden quantity input.
  const quantity = product.soldIndividually
    ? `<div class="quantity">\n\t<input type="hidden" class="input-text qty text" name="quantity" value="1" />\n</div>`
    : quantityInput(product.name, 'quantity', limits.min, limits.min, limits.max ?? '', limits.step);
  return `${stock}<form class="cart" action="${permalink(product)}" method="post" enctype='multipart/form-data'>
	${quantity}
	<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Añadir al carrito</button>
</form>`;
}

function variationsForm(catalogue: Catalogue, product: Product, query: URLSearchParams): string {
  // Over the threshold the shop prints `false` and the browser asks get_variation instead.
  const all = product.variations ?? [];
  const variations = all.length > variationThreshold(product) ? false : all.map((v) => variationData(catalogue, product, v));
  const attributes = product.attributes ?? [];
  const rows = attributes.map((attribute, i) => {
    const id = attributeKey(attribute);
    const field = attributeField(attribute);
    const chosen = query.get(field) ?? '';
    const options = attribute.options
      .map((o) => `<option value="${esc(o.slug)}" ${o.slug === chosen ? " selected='selected'" : ''}>${esc(o.name)}</option>`)
      .join('');
    const reset = i === attributes.length - 1 ? '<a class="reset_variations" href="#" aria-label="Vaciar opciones">Limpiar</a>' : '';
    return `			<tr>
				<th class="label"><label for="${esc(id)}">${esc(attribute.label)}</label></th>
				<td class="value">
					<select id="${esc(id)}" class="" name="${esc(field)}" data-attribute_name="${esc(field)}" data-show_option_none="yes"><option value="">Elige una opción</option>${options}</select>${reset}
				</td>
			</tr>`;
  });
  return `<form class="variations_form cart" action="${permalink(product)}" method="post" enctype='multipart/form-data' data-product_id="${product.id}" data-product_variations="${variations === false ? 'false' : attrJson(variations)}">
	<table class="variations" role="presentation">
		<tbody>
${rows.join('\n')}
		</tbody>
	</table>
	<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
	<div class="single_variation_wrap">
		<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
			${quantityInput(product.name, 'quantity', 1, 1, '')}
			<button type="submit" class="single_add_to_cart_button button alt">Añadir al carrito</button>
			<input type="hidden" name="add-to-cart" value="${product.id}" />
			<input type="hidden" name="product_id" value="${product.id}" />
			<input type="hidden" name="variation_id" class="variation_id" value="0" />
		</div>
	</div>
</form>`;
}
