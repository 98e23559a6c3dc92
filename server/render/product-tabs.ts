// single-product/tabs/tabs.php (description, additional information, reviews) and the reviews
// template with its rating select and comment form (single-product-reviews.php).
import { averageRating, type Product, type Review } from '../catalogue.ts';
import { esc, spanishDate } from '../html.ts';

function tab(key: string, title: string, panel: string): { title: string; panel: string } {
  return {
    title: `		<li role="presentation" class="${key}_tab" id="tab-title-${key}">
			<a href="#tab-${key}" role="tab" aria-controls="tab-${key}">
				${title}
			</a>
		</li>`,
    panel: `	<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab" id="tab-${key}" role="tabpanel" aria-labelledby="tab-title-${key}">
${panel}
	</div>`,
  };
}

export function productTabs(product: Product): string {
  const tabs = [tab('description', 'Descripción', `<h2>Descripción</h2>\n<p>${esc(product.description)}</p>`)];
  const info = additionalInformation(product);
  if (info) tabs.push(tab('additional_information', 'Información adicional', info));
  tabs.push(tab('reviews', `Valoraciones (${product.reviews.length})`, reviews(product)));
  return `<div class="woocommerce-tabs wc-tabs-wrapper">
	<ul class="tabs wc-tabs" role="tablist">
${tabs.map((t) => t.title).join('\n')}
	</ul>
${tabs.map((t) => t.panel).join('\n')}
</div>`;
}

function additionalInformation(product: Product): string {
  const rows: [string, string, string][] = [];
  if (product.weight) rows.push(['weight', 'Peso', `${esc(product.weight)} lbs`]);
  const d = product.dimensions;
  if (d) rows.push(['dimensions', 'Dimensiones', `${esc(d.length)} &times; ${esc(d.width)} &times; ${esc(d.height)} in`]);
  for (const a of product.attributes ?? []) {
    rows.push([`attribute_${esc(a.name.toLowerCase())}`, esc(a.label), `<p>${a.options.map((o) => esc(o.name)).join(', ')}</p>`]);
  }
  if (!rows.length) return '';
  const body = rows
    .map(
      ([key, label, value]) => `		<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${label}</th>
			<td class="woocommerce-product-attributes-item__value">${value}</td>
		</tr>`,
    )
    .join('\n');
  return `<h2>Información adicional</h2>
<table class="woocommerce-product-attributes shop_attributes" aria-label="Detalles del producto">
${body}
</table>`;
}

export function starRating(rating: number, count?: number): string {
  const value = count === undefined ? String(rating) : rating.toFixed(2);
  const detail =
    count === undefined
      ? ''
      : ` en base a <span class="rating">${count}</span> ${count === 1 ? 'valoración de cliente' : 'valoraciones de clientes'}`;
  return `<div class="star-rating" role="img" aria-label="Valorado con ${value} de 5"><span style="width:${(rating / 5) * 100}%">Valorado con <strong class="rating">${value}</strong> de 5${detail}</span></div>`;
}

/** The rating block under the product title (single-product/rating.php). */
export function productRating(product: Product): string {
  const count = product.reviews.length;
  if (!count) return '';
  const label = count === 1 ? 'valoración de cliente' : 'valoraciones de clientes';
  return `<div class="woocommerce-product-rating">
	${starRating(averageRating(product), count)}
	<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${count}</span> ${label})</a>
</div>`;
}

function review(r: Review, index: number): string {
  const parity = index % 2 === 0 ? 'even thread-even' : 'odd alt thread-odd thread-alt';
  return `		<li class="review ${parity} depth-1" id="li-comment-${r.id}">
			<div id="comment-${r.id}" class="comment_container">
				<div class="comment-text">
					${starRating(r.rating)}
					<p class="meta">
						<strong class="woocommerce-review__author">${esc(r.author)} </strong>
						<span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${esc(r.date)}">${spanishDate(r.date)}</time>
					</p>
					<div class="description"><p>${esc(r.text)}</p></div>
				</div>
			</div>
		</li>`;
}

function reviews(product: Product): string {
  const count = product.reviews.length;
  const heading = count ? `${count} ${count === 1 ? 'valoración' : 'valoraciones'} en <span>${esc(product.name)}</span>` : 'Valoraciones';
  const list = count
    ? `<ol class="commentlist">\n${product.reviews.map(review).join('\n')}\n</ol>`
    : '<p class="woocommerce-noreviews">Todavía no hay valoraciones.</p>';
  const replyTitle = count ? 'Añade una valoración' : `Sé el primero en valorar &ldquo;${esc(product.name)}&rdquo;`;
  return `<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">${heading}</h2>
		${list}
	</div>
	<div id="review_form_wrapper">
		<div id="review_form">
			<div id="respond" class="comment-respond">
				<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${replyTitle} <small><a rel="nofollow" id="cancel-comment-reply-link" href="/producto/${esc(product.slug)}/#respond" style="display:none;">Cancelar la respuesta</a></small></span>
				<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
					<p class="comment-notes"><span id="email-notes">Tu dirección de correo electrónico no será publicada.</span> <span class="required-field-message">Los campos obligatorios están marcados con <span class="required">*</span></span></p>
					<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Tu puntuación&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						<option value="">Puntuar&hellip;</option>
						<option value="5">Perfecto</option>
						<option value="4">Bueno</option>
						<option value="3">Normal</option>
						<option value="2">No está tan mal</option>
						<option value="1">Muy pobre</option>
					</select></div>
					<p class="comment-form-comment"><label for="comment">Tu valoración&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>
					<p class="comment-form-author"><label for="author">Nombre&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
					<p class="comment-form-email"><label for="email">Correo electrónico&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
					<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Guarda mi nombre, correo electrónico y web en este navegador para la próxima vez que comente.</label></p>
					<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Enviar" /> <input type='hidden' name='comment_post_ID' value='${product.id}' id='comment_post_ID' />
						<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
					</p>
				</form>
			</div>
		</div>
	</div>
	<div class="clear"></div>
</div>`;
}
