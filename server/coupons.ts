// The shop's coupons (WC_Discounts for percentage coupons): which codes exist, the checks
// WooCommerce runs when one is applied, and the codes each session's cart holds (SQLite).
import type { Db } from './db.ts';
import { messages } from './messages.ts';

export interface Coupon {
  code: string;
  /** Percentage of the subtotal. */
  percent: number;
  /** Last valid day (YYYY-MM-DD, shop time), or null for no expiry. */
  expires: string | null;
  /** Grants free shipping (the zone's free_shipping method requires such a coupon). */
  freeShipping?: boolean;
}

/**
 * descuento10 is the recorded site's coupon; verano2025 stands in for any expired one; enviogratis
 * only grants free shipping (the cart-page real-site test adds the same coupon to the real site).
 */
export const COUPONS: readonly Coupon[] = [
  { code: 'descuento10', percent: 10, expires: null },
  { code: 'verano2025', percent: 20, expires: '2025-09-30' },
  { code: 'enviogratis', percent: 0, expires: null, freeShipping: true },
];

/** wc_format_coupon_code: codes are compared trimmed and lower-cased. */
export const couponCode = (raw: string): string => raw.trim().toLowerCase();

const isExpired = (c: Coupon, now: Date): boolean => c.expires !== null && now.toISOString().slice(0, 10) > c.expires;

export type CouponResult = { ok: true; notice: string } | { ok: false; notice: string };

export class CouponStore {
  constructor(private readonly db: Db) {}

  /** The coupons applied to the session's cart, in the order they were applied. */
  applied(sessionId: string | null): Coupon[] {
    if (!sessionId) return [];
    const rows = this.db.prepare('SELECT code FROM cart_coupons WHERE session_id = ? ORDER BY position').all(sessionId) as {
      code: string;
    }[];
    return rows.flatMap((r) => COUPONS.filter((c) => c.code === r.code));
  }

  /** WC_Cart::apply_coupon: the notice is the HTML text WooCommerce prints for the outcome. */
  apply(sessionId: string, raw: string, now = new Date()): CouponResult {
    const code = couponCode(raw);
    if (!code) return { ok: false, notice: messages.couponEmpty() };
    const coupon = COUPONS.find((c) => c.code === code);
    if (!coupon) return { ok: false, notice: messages.couponUnknown(code) };
    if (this.applied(sessionId).some((c) => c.code === code)) return { ok: false, notice: messages.couponAlready(code) };
    if (isExpired(coupon, now)) return { ok: false, notice: messages.couponExpired() };
    const position = (
      this.db.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS p FROM cart_coupons WHERE session_id = ?').get(sessionId) as { p: number }
    ).p;
    this.db.prepare('INSERT INTO cart_coupons (session_id, code, position) VALUES (?, ?, ?)').run(sessionId, code, position);
    return { ok: true, notice: messages.couponApplied() };
  }

  /** WC_Cart::remove_coupon. False when the code was not applied. */
  remove(sessionId: string | null, raw: string): boolean {
    if (!sessionId) return false;
    return this.db.prepare('DELETE FROM cart_coupons WHERE session_id = ? AND code = ?').run(sessionId, couponCode(raw)).changes > 0;
  }

  /** An emptied cart or a placed order drops its coupons, as WooCommerce's session does. */
  clear(sessionId: string): void {
    this.db.prepare('DELETE FROM cart_coupons WHERE session_id = ?').run(sessionId);
  }
}
