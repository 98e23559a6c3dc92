// Test-only markup: the variable product form as WooCommerce prints it (recorded
// variable-product.html, docs/shop.md#variable-product-form), around a JSON variation list.
import type { Variation } from './matching.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function variation(id: number, color: string, talla: string, price: number, inStock = true): Variation {
  return {
    variation_id: id,
    attributes: { attribute_pa_color: color, attribute_talla: talla },
    sku: `VAR-1-${color.toUpperCase()}-${talla}`,
    price_html: `<span class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${price}.00</bdi></span></span>`,
    availability_html: inStock ? '' : '<p class="stock out-of-stock">Sin existencias</p>\n',
    variation_description: '',
    weight_html: '0.6 lbs',
    dimensions_html: 'N/D',
    image_id: 17 + id - 25,
    image: { src: `/img/sudadera-${color}-600x600.png`, full_src: `/img/sudadera-${color}.png`, full_src_w: 1200, full_src_h: 1200 },
    variation_is_visible: true,
    variation_is_active: true,
    is_purchasable: true,
    is_in_stock: inStock,
    is_sold_individually: 'no',
    min_qty: 1,
    max_qty: '',
  };
}

/** Product 25 of the recorded site: pa_color rojo/azul × Talla S/M, 29 (azul/M) out of stock. */
export const sudaderaVariations = (): Variation[] => [
  variation(26, 'rojo', 'S', 20),
  variation(27, 'rojo', 'M', 22),
  variation(28, 'azul', 'S', 24),
  variation(29, 'azul', 'M', 26, false),
];

export function formMarkup(variations: unknown, extra = ''): string {
  const data = variations === false ? 'false' : esc(typeof variations === 'string' ? variations : JSON.stringify(variations));
  return `<div class="product product-type-variable">
<form class="variations_form cart" action="/producto/sudadera-con-capucha/" method="post" enctype="multipart/form-data" data-product_id="25" data-product_variations="${data}">
  <table class="variations" cellspacing="0" role="presentation"><tbody>
    <tr><th class="label"><label for="pa_color">Color</label></th><td class="value">
      <select id="pa_color" name="attribute_pa_color" data-attribute_name="attribute_pa_color" data-show_option_none="yes"><option value="">Elige una opción</option><option value="azul">Azul</option><option value="rojo">Rojo</option></select>
    </td></tr>
    <tr><th class="label"><label for="talla">Talla</label></th><td class="value">
      <select id="talla" name="attribute_talla" data-attribute_name="attribute_talla" data-show_option_none="yes"><option value="">Elige una opción</option><option value="S">S</option><option value="M">M</option></select><a class="reset_variations" href="#" aria-label="Vaciar opciones">Limpiar</a>
    </td></tr>
  </tbody></table>
  <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
  <div class="single_variation_wrap">
    <div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
    <div class="woocommerce-variation-add-to-cart variations_button">
      <div class="quantity"><label class="screen-reader-text" for="quantity_1">Sudadera con capucha cantidad</label><input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" aria-label="Cantidad de productos" min="1" max="" step="1" inputmode="numeric" autocomplete="off"></div>
      <button type="submit" class="single_add_to_cart_button button alt">Añadir al carrito</button>
      <input type="hidden" name="add-to-cart" value="25"><input type="hidden" name="product_id" value="25"><input type="hidden" name="variation_id" class="variation_id" value="0">
    </div>
  </div>
</form>
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">VAR-1</span></span></div>
${extra}
</div>`;
}
