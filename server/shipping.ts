// The shop's shipping as the real site sets it up: one zone, España, with the flat rate, and free
// shipping for a cart holding a coupon that grants it (WooCommerce's free_shipping method set to
// "requires a coupon"), so a cart can have two methods to choose between while every other page
// keeps the one flat rate. Outside the zone nothing ships. Each session keeps the calculator's
// destination (WC_Customer's shipping location) and the method the shopper chose
// (chosen_shipping_methods), in SQLite.
import type { Db } from './db.ts';

export interface Destination {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

export interface ShippingRate {
  /** method:instance, the value of the shipping_method[0] input. */
  id: string;
  label: string;
  cost: number;
}

/** The store's base location (woocommerce_default_country ES:M): where a cart ships until the calculator says otherwise. */
export const BASE_DESTINATION: Destination = { country: 'ES', state: 'M', postcode: '', city: '' };

/**
 * The calculator's countries and their states, as WC_Countries names them. The real shop lists
 * every country; three keep the fixture page small (the checkout fixture offers the same Spanish
 * provinces). A country with no states prints a hidden state field.
 */
export const COUNTRIES: Readonly<Record<string, { name: string; states: Readonly<Record<string, string>> }>> = {
  ES: { name: 'España', states: { B: 'Barcelona', M: 'Madrid', V: 'Valencia' } },
  FR: { name: 'Francia', states: {} },
  PT: { name: 'Portugal', states: {} },
};

/** WC_Validation::is_postcode for the calculator's countries (after wc_format_postcode took the spaces out). */
const POSTCODES: Record<string, RegExp> = { ES: /^\d{5}$/, FR: /^\d{5}$/, PT: /^\d{4}-\d{3}$/ };

export const validPostcode = (postcode: string, country: string): boolean =>
  !postcode || (/^[\s\-A-Za-z0-9]+$/.test(postcode) && (POSTCODES[country]?.test(postcode.replace(/\s+/g, '')) ?? true));

/** WC_Countries::get_formatted_address(…, ', '): postcode and city, province, and the country unless it is the shop's. */
export function formatDestination(d: Destination): string {
  const country = COUNTRIES[d.country];
  // Spain's format writes the city as typed; France's in capitals ({city_upper}).
  const city = d.country === 'FR' ? d.city.toUpperCase() : d.city;
  const parts = [[d.postcode, city].filter(Boolean).join(' '), country?.states[d.state] ?? d.state];
  if (d.country !== BASE_DESTINATION.country) parts.push(country?.name ?? d.country);
  return parts.filter(Boolean).join(', ');
}

/** The zone's methods for `d`: the flat rate in España, free shipping there too when a coupon grants it. */
export function ratesFor(d: Destination, flatRate: number, freeShippingCoupon: boolean): ShippingRate[] {
  if (d.country !== 'ES') return [];
  const rates = [{ id: 'flat_rate:1', label: 'Tarifa plana', cost: flatRate }];
  if (freeShippingCoupon) rates.push({ id: 'free_shipping:2', label: 'Envío gratuito', cost: 0 });
  return rates;
}

interface Row {
  destination: string | null;
  calculated: number;
  chosen: string | null;
  offered: string | null;
}

export class ShippingStore {
  constructor(private readonly db: Db) {}

  private row(sessionId: string | null): Row | undefined {
    if (!sessionId) return undefined;
    return this.db.prepare('SELECT destination, calculated, chosen, offered FROM shipping WHERE session_id = ?').get(sessionId) as
      | Row
      | undefined;
  }

  /** Where the session's cart ships, and whether the shopper gave it (WC_Customer::has_calculated_shipping). */
  destination(sessionId: string | null): { destination: Destination; calculated: boolean } {
    const row = this.row(sessionId);
    const stored = row?.destination ? (JSON.parse(row.destination) as Destination) : null;
    return { destination: stored ?? BASE_DESTINATION, calculated: !!row?.calculated };
  }

  /**
   * The shipping calculator's post (WC_Shortcode_Cart::calculate_shipping), or the checkout's
   * address, which counts as calculated only once it is complete (update_order_review's has_full_address).
   */
  setDestination(sessionId: string, d: Destination, calculated = true): void {
    this.db
      .prepare(
        'INSERT INTO shipping (session_id, destination, calculated) VALUES (?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET destination = excluded.destination, calculated = excluded.calculated',
      )
      .run(sessionId, JSON.stringify(d), calculated ? 1 : 0);
  }

  /** The shopper's choice among `offered` (update_shipping_method, or the checkout's shipping_method[0]). */
  choose(sessionId: string, rateId: string, offered: readonly ShippingRate[]): void {
    this.db
      .prepare(
        'INSERT INTO shipping (session_id, chosen, offered) VALUES (?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET chosen = excluded.chosen, offered = excluded.offered',
      )
      .run(sessionId, rateId, offered.map((r) => r.id).join(','));
  }

  /**
   * wc_get_chosen_shipping_method_for_package: the shopper's choice while it is offered and the
   * methods offered are still those it was made among; otherwise the default, which is free
   * shipping when a coupon grants it, else the first method.
   */
  chosen(sessionId: string | null, rates: readonly ShippingRate[], freeShippingCoupon: boolean): string | null {
    const row = this.row(sessionId);
    const same = row?.offered === rates.map((r) => r.id).join(',');
    if (row?.chosen && same && rates.some((r) => r.id === row.chosen)) return row.chosen;
    const free = freeShippingCoupon ? rates.find((r) => r.id.startsWith('free_shipping')) : undefined;
    return (free ?? rates[0])?.id ?? null;
  }
}
