// The shopper's cart in SQLite, with WooCommerce's add-to-cart rules: unknown product, external
// (not purchasable), variable parent, 'any' attributes, out of stock, stock limits, sold individually.
import { activePrice, attributeKey, isInStock, permalink, type Catalogue, type Purchasable } from './catalogue.ts';
import type { Db } from './db.ts';
import { messages } from './messages.ts';
import { md5 } from './session.ts';
import { lineName } from './cart-lines.ts';
import { CouponStore } from './coupons.ts';
import { ruleProblem } from './quantity-rules.ts';
import { ratesFor, ShippingStore, type Destination, type ShippingRate } from './shipping.ts';

export interface CartLine {
  key: string;
  productId: number;
  /** 0 for a simple product. */
  variationId: number;
  /** attribute_* → chosen value, as WooCommerce stores a line's variation. */
  variation: Record<string, string>;
  quantity: number;
}

export interface PricedLine extends CartLine {
  item: Purchasable;
  unitPrice: number;
  lineTotal: number;
}

export interface CartView {
  lines: PricedLine[];
  /** Total quantity: what the side cart's basket and the header island count. */
  count: number;
  subtotal: number;
  /** Applied coupons with the amount each takes off. */
  coupons: { code: string; amount: number; freeShipping: boolean }[];
  discount: number;
  /** The methods offered for the destination (none when the cart is empty or nothing ships there). */
  shippingRates: ShippingRate[];
  /** The chosen method's id, or null when none is offered. */
  chosenShipping: string | null;
  /** Where the cart ships, and whether the shopper gave it in the calculator. */
  destination: Destination;
  calculatedShipping: boolean;
  /** The chosen method's cost. */
  shipping: number;
  total: number;
  /** '' when the cart is empty, like WooCommerce's get_cart_hash(). */
  hash: string;
}

export interface AddRequest {
  productId: number;
  quantity: number;
  variationId?: number;
  /** Posted attribute_* values (form posts only; wc-ajax add_to_cart ignores them). */
  variation?: Record<string, string>;
}

export type AddResult = { ok: true; key: string; quantity: number } | { ok: false; notice: string | null };

type Row = { item_key: string; product_id: number; variation_id: number; variation: string; quantity: number };
const toLine = (r: Row): CartLine => ({
  key: r.item_key,
  productId: r.product_id,
  variationId: r.variation_id,
  variation: JSON.parse(r.variation) as Record<string, string>,
  quantity: r.quantity,
});

export class CartStore {
  readonly coupons: CouponStore;
  readonly shipping: ShippingStore;

  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly cartUrl = '/carrito/',
  ) {
    this.coupons = new CouponStore(db);
    this.shipping = new ShippingStore(db);
  }

  lines(sessionId: string | null): CartLine[] {
    if (!sessionId) return [];
    const rows = this.db.prepare('SELECT * FROM cart_items WHERE session_id = ? ORDER BY position').all(sessionId) as Row[];
    return rows.map(toLine);
  }

  view(sessionId: string | null): CartView {
    const lines: PricedLine[] = [];
    for (const line of this.lines(sessionId)) {
      const item = this.catalogue.find(line.variationId || line.productId);
      if (!item) continue;
      const unitPrice = activePrice(item.variation ?? item.product);
      lines.push({ ...line, item, unitPrice, lineTotal: unitPrice * line.quantity });
    }
    const count = lines.reduce((n, l) => n + l.quantity, 0);
    const subtotal = lines.reduce((n, l) => n + l.lineTotal, 0);
    // Percentages of the subtotal, rounded to cents as WooCommerce rounds each coupon's discount.
    const coupons = lines.length
      ? this.coupons
          .applied(sessionId)
          .map((c) => ({ code: c.code, amount: Math.round(subtotal * c.percent) / 100, freeShipping: !!c.freeShipping }))
      : [];
    const discount = coupons.reduce((n, c) => n + c.amount, 0);
    const { destination, calculated: calculatedShipping } = this.shipping.destination(sessionId);
    const freeShipping = coupons.some((c) => c.freeShipping);
    const shippingRates = lines.length ? ratesFor(destination, this.catalogue.data.shop.shippingFlatRate, freeShipping) : [];
    const chosenShipping = this.shipping.chosen(sessionId, shippingRates, freeShipping);
    const shipping = shippingRates.find((r) => r.id === chosenShipping)?.cost ?? 0;
    const total = subtotal - discount + shipping;
    const snapshot = lines.map(({ key, productId, variationId, variation, quantity, lineTotal }) => ({
      key,
      productId,
      variationId,
      variation,
      quantity,
      lineTotal,
    }));
    // Like WooCommerce's hash (cart session + total): any line, quantity or coupon change moves it.
    const hash = lines.length ? md5(JSON.stringify({ snapshot, coupons: coupons.map((c) => c.code) }) + total.toFixed(2)) : '';
    return {
      lines,
      count,
      subtotal,
      coupons,
      discount,
      shippingRates,
      chosenShipping,
      destination,
      calculatedShipping,
      shipping,
      total,
      hash,
    };
  }

  /** WC_Cart::add_to_cart. `sessionId` must exist (the caller ensures the session). */
  add(sessionId: string, req: AddRequest): AddResult {
    const found = this.catalogue.find(req.productId);
    if (!found || req.quantity <= 0 || !Number.isInteger(req.quantity)) return { ok: false, notice: null };
    let { product, variation } = found;
    if (!variation && product.type === 'variable') {
      variation = product.variations?.find((v) => v.id === req.variationId) ?? null;
      if (!variation) return { ok: false, notice: messages.chooseOptions(permalink(product), product.name) };
    }
    const chosen = variation ? this.resolveVariation({ product, variation }, req.variation ?? {}) : {};
    if (typeof chosen === 'string') return { ok: false, notice: chosen };
    const item: Purchasable = { product, variation };
    const name = lineName(item, chosen);
    const stockItem = variation ?? product;
    let quantity = req.quantity;
    if (product.type === 'external') return { ok: false, notice: messages.notPurchasable() };
    if (!isInStock(stockItem)) return { ok: false, notice: messages.outOfStock(name) };
    if (stockItem.stock !== null && quantity > stockItem.stock) {
      return { ok: false, notice: messages.notEnoughStock(name, stockItem.stock) };
    }
    const key = md5(`${product.id}_${variation?.id ?? 0}_${JSON.stringify(Object.entries(chosen).sort())}`);
    const existing = this.lines(sessionId).find((l) => l.key === key);
    if (product.soldIndividually) {
      if (existing) return { ok: false, notice: messages.soldIndividuallyAgain(product.name, this.cartUrl) };
      quantity = 1;
    }
    const rule = ruleProblem(item, name, (existing?.quantity ?? 0) + quantity);
    if (rule) return { ok: false, notice: rule };
    const inCart = this.quantityOfStockItem(sessionId, stockItem.id);
    if (stockItem.stock !== null && inCart + quantity > stockItem.stock) {
      return { ok: false, notice: messages.stockInCart(stockItem.stock, inCart, this.cartUrl) };
    }
    if (existing) {
      this.db.prepare('UPDATE cart_items SET quantity = quantity + ? WHERE session_id = ? AND item_key = ?').run(quantity, sessionId, key);
    } else {
      this.insert('cart_items', sessionId, { key, productId: product.id, variationId: variation?.id ?? 0, variation: chosen, quantity });
    }
    return { ok: true, key, quantity };
  }

  /** Removes a line and keeps it for "¿Deshacer?". Returns the removed line, or null. */
  remove(sessionId: string | null, key: string): CartLine | null {
    const line = this.lines(sessionId).find((l) => l.key === key);
    if (!line || !sessionId) return null;
    this.db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, key);
    this.db.prepare('DELETE FROM removed_items WHERE session_id = ? AND item_key = ?').run(sessionId, key);
    this.insert('removed_items', sessionId, line);
    return line;
  }

  /** After an order: no lines, no coupons, nothing to undo. */
  empty(sessionId: string): void {
    for (const table of ['cart_items', 'removed_items']) this.db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).run(sessionId);
    this.coupons.clear(sessionId);
  }

  /** Puts a removed line back (?undo_item=KEY). */
  restore(sessionId: string | null, key: string): boolean {
    if (!sessionId) return false;
    const row = this.db.prepare('SELECT * FROM removed_items WHERE session_id = ? AND item_key = ?').get(sessionId, key) as Row | undefined;
    if (!row) return false;
    this.db.prepare('DELETE FROM removed_items WHERE session_id = ? AND item_key = ?').run(sessionId, key);
    if (!this.lines(sessionId).some((l) => l.key === key)) this.insert('cart_items', sessionId, toLine(row));
    return true;
  }

  /** Sets a line's quantity as stored (WooCommerce stores over-stock quantities; 0 removes). */
  setQuantity(sessionId: string | null, key: string, quantity: number): boolean {
    if (!sessionId || !this.lines(sessionId).some((l) => l.key === key)) return false;
    if (quantity <= 0) return this.remove(sessionId, key) !== null;
    this.db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND item_key = ?').run(quantity, sessionId, key);
    return true;
  }

  /** WC_Cart::check_cart_items on the cart and checkout pages: lines over the stock. */
  stockProblems(sessionId: string | null): string[] {
    return this.view(sessionId).lines.flatMap((line) => {
      const stock = (line.item.variation ?? line.item.product).stock;
      return stock !== null && line.quantity > stock ? [messages.notEnoughStockForOrder(lineName(line.item, line.variation), stock)] : [];
    });
  }

  /**
   * The attributes a variation line stores: the variation's own values, and for an 'any' value
   * the posted one, which must be one of the attribute's options. A string is the error notice.
   */
  private resolveVariation(
    item: Purchasable & { variation: NonNullable<Purchasable['variation']> },
    posted: Record<string, string>,
  ): Record<string, string> | string {
    const chosen: Record<string, string> = {};
    for (const attribute of item.product.attributes ?? []) {
      const field = `attribute_${attributeKey(attribute)}`;
      const own = item.variation.attributes[attributeKey(attribute)] ?? '';
      if (own) {
        chosen[field] = own;
        continue;
      }
      const value = posted[field];
      if (value === undefined || value === '') return messages.requiredField(attribute.label);
      if (!attribute.options.some((o) => o.slug === value)) return messages.invalidValue(attribute.label);
      chosen[field] = value;
    }
    return chosen;
  }

  private quantityOfStockItem(sessionId: string, stockItemId: number): number {
    return this.lines(sessionId)
      .filter((l) => (l.variationId || l.productId) === stockItemId)
      .reduce((n, l) => n + l.quantity, 0);
  }

  private insert(table: 'cart_items' | 'removed_items', sessionId: string, line: CartLine): void {
    const position = (
      this.db.prepare(`SELECT COALESCE(MAX(position), 0) + 1 AS p FROM ${table} WHERE session_id = ?`).get(sessionId) as { p: number }
    ).p;
    this.db
      .prepare(
        `INSERT INTO ${table} (session_id, item_key, product_id, variation_id, variation, quantity, position) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(sessionId, line.key, line.productId, line.variationId, JSON.stringify(line.variation), line.quantity, position);
  }
}
