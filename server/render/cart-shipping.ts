// The shipping row of the cart and checkout totals (cart/cart-shipping.php) and the cart page's
// shipping calculator (cart/shipping-calculator.php), as the real site prints them: one method is a
// hidden input, several are radios, none says why; on the cart page the destination and the
// calculator follow.
import type { CartView } from '../cart.ts';
import { esc, price } from '../html.ts';
import { COUNTRIES, formatDestination, type Destination, type ShippingRate } from '../shipping.ts';

/** wc_cart_totals_shipping_method_label: a free method shows its name alone. */
const rateLabel = (rate: ShippingRate): string => (rate.cost > 0 ? `${esc(rate.label)}: ${price(rate.cost)}` : esc(rate.label));

function rateItem(rate: ShippingRate, several: boolean, chosen: boolean): string {
  const id = `shipping_method_0_${rate.id.replace(/[^a-z0-9_-]/gi, '')}`;
  const input = several
    ? `<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${esc(rate.id)}" class="shipping_method" ${chosen ? "checked='checked' " : ''}/>`
    : `<input type="hidden" name="shipping_method[0]" data-index="0" id="${id}" value="${esc(rate.id)}" class="shipping_method" />`;
  return `				<li>
					${input}<label for="${id}">${rateLabel(rate)}</label>
				</li>
`;
}

/** The `tr.shipping` row; `onCartPage` adds the destination and the calculator, as is_cart() does. */
export function shippingRow(cart: CartView, onCartPage: boolean, calculatorNonce: string): string {
  const rates = cart.shippingRates;
  const where = formatDestination(cart.destination);
  let body: string;
  let calculatorText = '';
  if (rates.length) {
    body = `			<ul id="shipping_method" class="woocommerce-shipping-methods">
${rates.map((r) => rateItem(r, rates.length > 1, r.id === cart.chosenShipping)).join('')}			</ul>
`;
    if (onCartPage) {
      body += `			<p class="woocommerce-shipping-destination">\n				Enviar a <strong>${esc(where)}</strong>.\n			</p>\n`;
      calculatorText = 'Cambiar dirección';
    }
  } else if (!cart.calculatedShipping || !where) {
    body = '			Introduce tu dirección para ver las opciones de envío.\n';
  } else if (!onCartPage) {
    body =
      '			No hay métodos de envío disponibles. Por favor, comprueba tu dirección o ponte en contacto con nosotros si necesitas ayuda.\n';
  } else {
    body = `			No se han encontrado opciones de envío para <strong>${esc(where)}</strong>.\n`;
    calculatorText = 'Introduce una dirección diferente';
  }
  const calculator = onCartPage ? shippingCalculator(cart.destination, calculatorText || 'Calcular envío', calculatorNonce) : '';
  return `	<tr class="woocommerce-shipping-totals shipping">
		<th>Envío</th>
		<td data-title="Envío">
${body}${calculator}		</td>
	</tr>
`;
}

function stateField(d: Destination): string {
  const states = COUNTRIES[d.country]?.states;
  if (states && !Object.keys(states).length) return '				<input type="hidden" name="calc_shipping_state" id="calc_shipping_state" />';
  if (!states) {
    return `				<label for="calc_shipping_state">Región / Provincia</label>
				<input type="text" class="input-text" value="${esc(d.state)}" name="calc_shipping_state" id="calc_shipping_state" />`;
  }
  const options = Object.entries(states)
    .map(([code, name]) => `<option value="${esc(code)}" ${code === d.state ? " selected='selected'" : ''}>${esc(name)}</option>`)
    .join('');
  return `				<span>
					<label for="calc_shipping_state">Región / Provincia</label>
					<select name="calc_shipping_state" class="state_select" id="calc_shipping_state">
						<option value="">Elige una opción&hellip;</option>
						${options}
					</select>
				</span>`;
}

/** The calculator form, closed as printed (the shop-page island opens it; with JavaScript off it stays hidden, as in the shop). */
export function shippingCalculator(d: Destination, buttonText: string, nonce: string): string {
  const countries = Object.entries(COUNTRIES)
    .map(([code, c]) => `<option value="${esc(code)}"${code === d.country ? " selected='selected'" : ''}>${esc(c.name)}</option>`)
    .join('');
  return `			<form class="woocommerce-shipping-calculator" action="/carrito/" method="post">
				<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">${esc(buttonText)}</a>
				<section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
					<p class="form-row form-row-wide" id="calc_shipping_country_field">
						<label for="calc_shipping_country">País / Región</label>
						<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state">
							<option value="default">Selecciona un país/región&hellip;</option>${countries}
						</select>
					</p>
					<p class="form-row form-row-wide" id="calc_shipping_state_field">
${stateField(d)}
					</p>
					<p class="form-row form-row-wide" id="calc_shipping_city_field">
						<label for="calc_shipping_city">Ciudad:</label>
						<input type="text" class="input-text" value="${esc(d.city)}" name="calc_shipping_city" id="calc_shipping_city" />
					</p>
					<p class="form-row form-row-wide" id="calc_shipping_postcode_field">
						<label for="calc_shipping_postcode">Código postal:</label>
						<input type="text" class="input-text" value="${esc(d.postcode)}" name="calc_shipping_postcode" id="calc_shipping_postcode" />
					</p>
					<p><button type="submit" name="calc_shipping" value="1" class="button">Actualizar</button></p>
					<input type="hidden" id="woocommerce-shipping-calculator-nonce" name="woocommerce-shipping-calculator-nonce" value="${esc(nonce)}" /><input type="hidden" name="_wp_http_referer" value="/carrito/" />
				</section>
			</form>
`;
}
