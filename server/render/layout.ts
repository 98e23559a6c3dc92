// The page shell (fixtures/pages/layout.html): islands configuration, WordPress globals, header
// with the cart-count island, store notice, and the side cart printed in the footer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultTimings, type SiteConfig } from '../../rules/site-config.ts';
import { esc, fill, scriptJson } from '../html.ts';
import { md5 } from '../session.ts';
import type { Visit } from '../visit.ts';
import { cartCountIsland } from './fragments.ts';
import { footerGlobals, headGlobals, type GlobalsInput, type PageKind } from './globals.ts';
import { addressGlobals, countryData } from '../checkout-address.ts';
import { sideCartMarkup } from './side-cart.ts';
import { comingSoonBanner } from '../routes/site-extras.ts';

export interface PageInput {
  title: string;
  bodyClass: string;
  kind: PageKind;
  /** The `<main>` element (or the WooCommerce wrapper around it), already rendered. */
  main: string;
  player?: GlobalsInput['player'];
  /** What the page builder prints in the footer after everything else (popups). */
  popups?: string;
  /** Hello Elementor's mobile toggle and dropdown after the menu (docs/site-nav.md#the-theme-header-menu). */
  mobileMenu?: string;
}

const MENU: [string, string][] = [
  ['/', 'Inicio'],
  ['/tienda/', 'Tienda'],
  ['/resena-mejor-hosting/', 'Reseña'],
  ['/podcast/', 'Podcast'],
  ['/contacto/', 'Contacto'],
];

/** Reads a fixtures/pages file. Read per request so template edits show without a restart. */
export function template(v: Visit, file: string): string {
  return readFileSync(join(v.shop.rootDir, 'fixtures', 'pages', file), 'utf8');
}

export function siteConfig(v: Visit, kind: PageKind): SiteConfig {
  return {
    ajaxUrl: '/wp-admin/admin-ajax.php',
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    restRoot: '/wp-json/',
    nonce: v.session.restNonce(),
    nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
    cartUrl: '/carrito/',
    checkoutUrl: '/finalizar-compra/',
    fragmentsNonce: v.session.fragmentsNonce(),
    locale: 'es_ES',
    currency: 'USD',
    isCart: kind === 'cart',
    isCheckout: kind === 'checkout',
    cartRedirectAfterAdd: false,
    // The spec's timings, as a theme prints them; the runtime's defaults are the spec's values.
    timings: { ...defaultTimings },
  };
}

/**
 * Renders a whole page. `page.main` must be rendered before this is called: it prints (and so
 * consumes) the session's notices first, and the side cart shows whatever is left.
 */
export function renderPage(v: Visit, page: PageInput): string {
  const shop = v.shop.catalogue.data.shop;
  const globals: GlobalsInput = {
    kind: page.kind,
    origin: v.origin,
    player: page.player,
    addressLocale: page.kind === 'cart' || page.kind === 'checkout' ? addressGlobals(countryData(v.shop.rootDir)) : undefined,
    cartNonces: {
      applyCoupon: v.session.nonceFor('apply-coupon'),
      removeCoupon: md5(`${v.session.ensure()}|remove-coupon`).slice(0, 10),
      shipping: md5(`${v.session.ensure()}|update-shipping-method`).slice(0, 10),
      orderReview: md5(`${v.session.ensure()}|update-order-review`).slice(0, 10),
    },
  };
  const render = v.cartRender();
  const path = v.url.pathname;
  const menu = MENU.map(([href, label]) => {
    const current = href === path ? ' aria-current="page"' : '';
    return `\t\t\t\t<li class="menu-item"><a href="${href}"${current}>${label}</a></li>`;
  }).join('\n');
  return fill(template(v, 'layout.html'), {
    title: esc(page.title),
    style: template(v, 'style.css'),
    config: scriptJson(siteConfig(v, page.kind)),
    head_globals: headGlobals(globals),
    body_class: esc(page.bodyClass),
    notice_id: md5(shop.storeNotice),
    store_notice: esc(shop.storeNotice),
    menu,
    header_class: page.mobileMenu ? ' menu-dropdown-tablet' : '',
    mobile_menu: page.mobileMenu ?? '',
    cart_count: cartCountIsland(render.cart.count),
    main: page.main,
    side_cart: sideCartMarkup(render, v.session.takeNotices()),
    // WooCommerce prints its coming-soon banner in wp_footer, before the page builder's popups.
    popups: comingSoonBanner(v) + (page.popups ?? ''),
    footer_globals: footerGlobals(globals),
  });
}
