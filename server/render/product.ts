// The single product page (fixtures/pages/product.html): gallery, summary, add-to-cart form,
// tabs and related products, plus the listing page and the mini cart widget both pages show.
import type { Catalogue, Product } from '../catalogue.ts';
import { esc, fill } from '../html.ts';
import type { Visit } from '../visit.ts';
import { img, imageUrl, srcset } from './image.ts';
import { orderingForm, orderingOf, priceHtml, productClasses, productList, resultCount, sortProducts } from './listing.ts';
import { miniCart } from './mini-cart.ts';
import { noticesWrapper } from './notices.ts';
import { addToCartForm } from './product-form.ts';
import { productRating, productTabs } from './product-tabs.ts';
import { template } from './layout.ts';

/** single-product/product-image.php: starts at opacity 0 until the gallery script shows it. */
export function gallery(catalogue: Catalogue, product: Product): string {
  const images = [product.image, ...product.gallery];
  const items = images.map((name, i) => {
    const info = catalogue.image(name);
    const full = imageUrl(name);
    const image = img(
      name,
      info,
      600,
      i === 0 ? 'wp-post-image' : '',
      ` data-caption="${esc(info.caption)}" data-src="${full}" data-large_image="${full}" data-large_image_width="1200" data-large_image_height="1200"`,
    );
    return (
      `<div data-thumb="${imageUrl(name, 100)}" data-thumb-alt="${esc(info.alt)}" data-thumb-srcset="${srcset(name)}"` +
      `  data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="${full}">${image}</a></div>`
    );
  });
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
		<div class="woocommerce-product-gallery__wrapper">
			${items.join('')}
		</div>
	</div>`;
}

export function miniCartWidget(v: Visit): string {
  return `<div class="widget-area">
	<div class="widget woocommerce widget_shopping_cart"><h2 class="widgettitle">Carrito</h2>${miniCart(v.cartRender())}</div>
</div>`;
}

export function productMain(v: Visit, product: Product): string {
  const catalogue = v.shop.catalogue;
  const related = catalogue.products.filter((p) => p.id !== product.id && p.category.slug === product.category.slug);
  return fill(template(v, 'product.html'), {
    product_name: esc(product.name),
    notices: noticesWrapper(v.session.takeNotices()),
    product_id: String(product.id),
    product_classes: productClasses(product, ['first']),
    gallery: gallery(catalogue, product),
    rating: productRating(product),
    price: priceHtml(product),
    short_description: esc(product.shortDescription),
    add_to_cart: addToCartForm(catalogue, product, v.url.searchParams),
    sku: esc(product.sku || 'N/D'),
    category: esc(product.category.name),
    tabs: productTabs(product),
    related: productList(catalogue, related.slice(0, 4), 3),
    mini_cart_widget: miniCartWidget(v),
  });
}

export function shopMain(v: Visit): string {
  const orderby = orderingOf(v.url.searchParams.get('orderby'));
  const products = sortProducts(v.shop.catalogue.products, orderby);
  return fill(template(v, 'shop.html'), {
    notices: noticesWrapper(v.session.takeNotices()),
    result_count: resultCount(products.length),
    ordering: orderingForm(orderby),
    products: productList(v.shop.catalogue, products),
    mini_cart_widget: miniCartWidget(v),
  });
}
