// One request against the fixture shop: its URL, the shopper session, the cart as it is now, and
// the cookies the answer must carry (WC_Cart_Session::maybe_set_cart_cookies on every request).
import type { CartStore, CartView } from './cart.ts';
import type { Catalogue } from './catalogue.ts';
import { expireCookie, setCookie } from './cookies.ts';
import type { Db } from './db.ts';
import type { OrderStore } from './orders.ts';
import type { CartRender } from './render/mini-cart.ts';
import { Session } from './session.ts';

export interface Shop {
  db: Db;
  catalogue: Catalogue;
  carts: CartStore;
  orders: OrderStore;
  rootDir: string;
  distDir: string;
}

export const ITEMS_COOKIE = 'woocommerce_items_in_cart';
export const HASH_COOKIE = 'woocommerce_cart_hash';

export class Visit {
  readonly url: URL;
  readonly session: Session;

  constructor(
    readonly shop: Shop,
    readonly req: Request,
  ) {
    this.url = new URL(req.url);
    this.session = new Session(shop.db, req.headers.get('cookie'));
  }

  get origin(): string {
    return this.url.origin;
  }

  /** The cart as stored now (read again after every change). */
  cart(): CartView {
    return this.shop.carts.view(this.session.id);
  }

  /** What the cart render functions need. */
  cartRender(): CartRender {
    return {
      catalogue: this.shop.catalogue,
      cart: this.cart(),
      // Only lines carry remove links, and lines imply a session.
      cartNonce: this.session.id ? this.session.cartNonce() : '',
      couponNonce: this.session.id ? this.session.nonceFor('apply-coupon') : '',
      calculatorNonce: this.session.id ? this.session.nonceFor('woocommerce-shipping-calculator') : '',
    };
  }

  /** Adds the session cookie and the cart cookies to the answer. */
  finish(res: Response): Response {
    const headers = new Headers(res.headers);
    for (const cookie of [...this.session.setCookies, ...this.cartCookies()]) headers.append('Set-Cookie', cookie);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }

  /**
   * woocommerce_items_in_cart=1 and woocommerce_cart_hash=<hash> while the cart has items, each
   * sent only when the browser's value differs; both expired when the cart is empty again.
   */
  private cartCookies(): string[] {
    const { hash, lines } = this.cart();
    const jar = this.session.cookies;
    if (lines.length) {
      const out: string[] = [];
      if (jar.get(ITEMS_COOKIE) !== '1') out.push(setCookie(ITEMS_COOKIE, '1'));
      if (jar.get(HASH_COOKIE) !== hash) out.push(setCookie(HASH_COOKIE, hash));
      return out;
    }
    return jar.has(ITEMS_COOKIE) || jar.has(HASH_COOKIE) ? [expireCookie(ITEMS_COOKIE, '0'), expireCookie(HASH_COOKIE, '0')] : [];
  }
}
