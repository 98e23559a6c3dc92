// The fixture pages by URL, and the form posts WooCommerce handles on any page load.
import { cartContents } from '../render/cart-page.ts';
import { contactFormAllMain, contactPostBack } from '../render/contact-form.ts';
import { checkoutMain } from '../render/checkout.ts';
import { articleMain, contactMain, indexMain, playlistNonce, PLAYER_IDS, podcastMain, simpleMain } from '../render/content.ts';
import type { PageKind } from '../render/globals.ts';
import { renderPage, template } from '../render/layout.ts';
import { noticesWrapper } from '../render/notices.ts';
import { productMain, shopMain } from '../render/product.ts';
import { promotionsMain, promotionsPopups } from '../render/promotions.ts';
import { blogPage } from '../render/blog.ts';
import { helloMobileMenu, siteNavFooter, siteNavMain } from '../render/site-nav.ts';
import { eaelGlobals, extrasFooter, extrasMain } from '../render/site-extras.ts';
import { fill } from '../html.ts';
import { page, redirect } from '../respond.ts';
import type { Visit } from '../visit.ts';
import { addToCart, removeCouponLink, removeOrRestore, updateCart } from './forms.ts';
import { keepCheckoutFields, ORDER_RECEIVED, orderReceivedMain, placeOrder, updateTotals } from './checkout.ts';
import { keepReviewDraft, withStoredReviews } from './reviews.ts';
import { readForm } from './form-data.ts';

interface PageDef {
  title: string;
  bodyClass: string;
  kind: PageKind;
  main: (v: Visit) => string;
  player?: keyof typeof PLAYER_IDS;
  status?: number;
  /** Popups the page builder prints in the footer. */
  popups?: (v: Visit) => string;
  /** Hello Elementor's mobile menu in the header. */
  mobileMenu?: () => string;
}

const cartMain = (v: Visit): string => {
  // WC_Cart::check_cart_items: the cart page reports lines over the stock.
  for (const problem of v.shop.carts.stockProblems(v.session.id)) v.session.addNotice('error', problem);
  return fill(template(v, 'cart.html'), {
    notices: noticesWrapper(v.session.takeNotices()),
    cart: cartContents(v.cartRender()),
  });
};

const STATIC_PAGES = new Map<string, PageDef>(
  Object.entries({
    '/': { title: 'Inicio', bodyClass: 'home page-template-default page', kind: 'page', main: indexMain },
    '/resena-mejor-hosting/': {
      title: 'Reseña: el mejor hosting para tu tienda online',
      bodyClass: 'post-template-default single single-post postid-42 single-format-standard',
      kind: 'article',
      main: articleMain,
      player: 'article',
    },
    '/tienda/': {
      title: 'Tienda',
      bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
      kind: 'shop',
      main: shopMain,
    },
    '/carrito/': {
      title: 'Carrito',
      bodyClass: 'page-template-default page page-id-6 woocommerce-cart woocommerce-page',
      kind: 'cart',
      main: cartMain,
    },
    '/finalizar-compra/': {
      title: 'Finalizar compra',
      bodyClass: 'page-template-default page page-id-7 woocommerce-checkout woocommerce-page',
      kind: 'checkout',
      main: checkoutMain,
    },
    '/contacto/': { title: 'Contacto', bodyClass: 'page-template-default page page-id-32', kind: 'page', main: contactMain },
    '/formulario-completo/': {
      title: 'Formulario completo',
      bodyClass: 'page-template-default page page-id-34',
      kind: 'page',
      main: contactFormAllMain,
    },
    '/podcast/': {
      title: 'Podcast de la tienda',
      bodyClass: 'page-template-default page page-id-45',
      kind: 'page',
      main: podcastMain,
      player: 'podcast',
    },
    '/promociones/': {
      title: 'Promociones',
      bodyClass: 'page-template-default page page-id-56 elementor-default elementor-page elementor-page-56',
      kind: 'page',
      main: promotionsMain,
      // Essential Addons prints its localize script on every page of the real site; here on the page builder's pages.
      popups: (v) => promotionsPopups(v) + eaelGlobals(v, `${v.origin}/promociones/`),
    },
    '/novedades/': {
      title: 'Novedades',
      bodyClass: 'page-template-default page page-id-57 elementor-default elementor-page elementor-page-57',
      kind: 'page',
      main: extrasMain,
      popups: extrasFooter,
    },
    '/navegacion/': {
      title: 'Navegación',
      bodyClass: 'page-template-default page page-id-90 elementor-default elementor-page elementor-page-90',
      kind: 'page',
      main: siteNavMain,
      popups: siteNavFooter,
      mobileMenu: helloMobileMenu,
    },
    '/hosting-externo/': {
      title: 'Hosting externo',
      bodyClass: 'page-template-default page',
      kind: 'page',
      main: (v) =>
        simpleMain(
          v,
          'Hosting externo',
          '\t\t<p>Aquí terminaría el enlace del producto externo: la tienda no vende este plan, solo lo recomienda.</p>\n\t\t<p><a href="/tienda/">Volver a la tienda</a></p>',
        ),
    },
  } satisfies Record<string, PageDef>),
);

const notFoundPage: PageDef = {
  title: 'Página no encontrada',
  bodyClass: 'error404',
  kind: 'page',
  status: 404,
  main: (v) =>
    simpleMain(
      v,
      '¡Vaya! No se ha encontrado esa página.',
      '\t\t<p>Parece que no hay nada en esta dirección. <a href="/">Volver al inicio</a>.</p>',
    ),
};

/** A slug as WordPress matches it; a malformed %-escape matches no product (404, not a throw). */
function decodedSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return '';
  }
}

function findPage(v: Visit, path: string): PageDef | null {
  const staticPage = STATIC_PAGES.get(path);
  if (staticPage) return staticPage;
  const orderId = ORDER_RECEIVED.exec(path)?.[1];
  const received = orderId ? orderReceivedMain(v, Number(orderId)) : null;
  if (received) {
    return {
      title: 'Pedido recibido',
      bodyClass: 'page-template-default page woocommerce-checkout woocommerce-page woocommerce-order-received',
      kind: 'page',
      main: () => received,
    };
  }
  const blog = blogPage(v, path);
  if (blog) return blog;
  // WordPress pages a product's reviews at /producto/{slug}/comment-page-{n}/ (same product page).
  const slug = /^\/producto\/([^/]+)\/(?:comment-page-\d+\/)?$/.exec(path)?.[1];
  const product = slug ? v.shop.catalogue.bySlug(decodedSlug(slug)) : undefined;
  if (!product) return null;
  return {
    title: product.name,
    bodyClass: `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
    kind: product.type === 'variable' ? 'variable-product' : 'product',
    main: (visit) => keepReviewDraft(visit, product.id, productMain(visit, withStoredReviews(visit, product))),
  };
}

export async function pages(v: Visit): Promise<Response> {
  const path = v.url.pathname;
  const def = findPage(v, path);
  // WordPress adds the missing trailing slash with a 301.
  if (!def && !path.endsWith('/') && findPage(v, `${path}/`)) return redirect(`${v.origin}${path}/${v.url.search}`, 301);
  let postBack: ((html: string) => string) | null = null;
  if (v.req.method === 'POST') {
    const form = await readForm(v.req);
    postBack = def && form.get('_wpcf7') !== null ? contactPostBack(v, form) : null;
    const done = form.get('add-to-cart') ? addToCart(v, form) : path === '/carrito/' ? updateCart(v, form) : null;
    if (done) return done;
    if (path === '/finalizar-compra/' && form.get('woocommerce_checkout_place_order') !== null) {
      const placed = placeOrder(v, form);
      if (placed) return placed;
      postBack = (html) => keepCheckoutFields(html, form);
    } else if (path === '/finalizar-compra/' && form.get('woocommerce_checkout_update_totals') !== null) {
      // Without JavaScript, 'Actualizar país/región' prints the form again for the chosen country.
      updateTotals(v, form);
      postBack = (html) => keepCheckoutFields(html, form);
    }
  } else if (v.url.searchParams.has('add-to-cart')) {
    const done = addToCart(v, v.url.searchParams);
    if (done) return done;
  } else if (v.url.searchParams.has('remove_coupon')) {
    return removeCouponLink(v);
  } else if (v.url.searchParams.has('remove_item') || v.url.searchParams.has('undo_item')) {
    const done = removeOrRestore(v);
    if (done) return done;
  }
  if (path === '/finalizar-compra/' && !v.cart().lines.length) return redirect(`${v.origin}/carrito/`);
  const shown = def ?? notFoundPage;
  const main = postBack ? postBack(shown.main(v)) : shown.main(v);
  const player = shown.player
    ? {
        id: PLAYER_IDS[shown.player],
        nonce: playlistNonce(v, PLAYER_IDS[shown.player]),
        limit: v.shop.catalogue.content.podcast.playlistPageSize,
      }
    : undefined;
  return page(
    renderPage(v, {
      title: shown.title,
      bodyClass: shown.bodyClass,
      kind: shown.kind,
      main,
      player,
      popups: shown.popups?.(v),
      mobileMenu: shown.mobileMenu?.(),
    }),
    shown.status ?? 200,
  );
}
