// Orders the checkout places: what WC_Checkout::create_order keeps for the fixture, in SQLite —
// billing fields, lines, coupons, totals and every wc_order_attribution_* field as posted.
import { randomBytes } from 'node:crypto';
import type { CartView } from './cart.ts';
import { lineName } from './cart-lines.ts';
import type { Db } from './db.ts';

export interface OrderLine {
  name: string;
  productId: number;
  variationId: number;
  quantity: number;
  total: number;
}

export interface Order {
  id: number;
  key: string;
  createdAt: number;
  paymentMethod: string;
  billing: Record<string, string>;
  lines: OrderLine[];
  coupons: { code: string; amount: number }[];
  totals: { subtotal: number; discount: number; shipping: number; total: number };
  /** Field name without the wc_order_attribution_ prefix → posted value. */
  attribution: Record<string, string>;
  orderComments: string;
}

type Row = {
  id: number;
  order_key: string;
  created_at: number;
  payment_method: string;
  billing: string;
  lines: string;
  coupons: string;
  totals: string;
  attribution: string;
  order_comments: string;
};

export class OrderStore {
  constructor(private readonly db: Db) {}

  create(sessionId: string, cart: CartView, fields: Omit<Order, 'id' | 'key' | 'createdAt' | 'lines' | 'coupons' | 'totals'>): Order {
    const key = `wc_order_${randomBytes(7).toString('hex').slice(0, 13)}`;
    const lines: OrderLine[] = cart.lines.map((l) => ({
      name: lineName(l.item, l.variation),
      productId: l.productId,
      variationId: l.variationId,
      quantity: l.quantity,
      total: l.lineTotal,
    }));
    const totals = { subtotal: cart.subtotal, discount: cart.discount, shipping: cart.shipping, total: cart.total };
    // The order's coupon lines: each code and what it took off.
    const coupons = cart.coupons.map(({ code, amount }) => ({ code, amount }));
    const createdAt = Date.now();
    const info = this.db
      .prepare(
        `INSERT INTO orders (order_key, session_id, created_at, payment_method, billing, lines, coupons, totals, attribution, order_comments)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        key,
        sessionId,
        createdAt,
        fields.paymentMethod,
        JSON.stringify(fields.billing),
        JSON.stringify(lines),
        JSON.stringify(coupons),
        JSON.stringify(totals),
        JSON.stringify(fields.attribution),
        fields.orderComments,
      );
    return { ...fields, id: Number(info.lastInsertRowid), key, createdAt, lines, coupons, totals };
  }

  get(id: number): Order | null {
    const r = this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Row | undefined;
    if (!r) return null;
    return {
      id: r.id,
      key: r.order_key,
      createdAt: r.created_at,
      paymentMethod: r.payment_method,
      billing: JSON.parse(r.billing) as Record<string, string>,
      lines: JSON.parse(r.lines) as OrderLine[],
      coupons: JSON.parse(r.coupons) as Order['coupons'],
      totals: JSON.parse(r.totals) as Order['totals'],
      attribution: JSON.parse(r.attribution) as Record<string, string>,
      orderComments: r.order_comments,
    };
  }

  /** Newest first (tests read the order a browser just placed). */
  latest(): Order | null {
    const r = this.db.prepare('SELECT id FROM orders ORDER BY id DESC LIMIT 1').get() as { id: number } | undefined;
    return r ? this.get(r.id) : null;
  }
}
