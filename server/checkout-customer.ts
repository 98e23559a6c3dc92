// The shopper's addresses as WooCommerce keeps them in the session (WC_Customer): set by every
// update_order_review and checkout post and printed back into the checkout form, so a reload shows
// the country and province last chosen. Where the cart ships (country, province, postcode, city)
// is the cart's shipping destination (server/shipping.ts), shared with the cart page's calculator.
import type { Db } from './db.ts';
import type { Visit } from './visit.ts';

export interface Location {
  country: string;
  state: string;
  postcode: string;
  city: string;
  address_1: string;
}

export interface Customer {
  billing: Location;
  shipping: Location;
  /** WC_Customer::has_calculated_shipping: a full address was given, so "no shipping" is an answer, not a request. */
  calculated: boolean;
  /** The shipping_method[i] posted with the address, when one was. */
  shippingMethod?: string;
  /** The session's chosen_payment_method ('' until one is chosen). */
  paymentMethod: string;
}

const ready = new WeakSet<Db>();

function table(db: Db): Db {
  if (!ready.has(db)) {
    db.exec('CREATE TABLE IF NOT EXISTS checkout_customers (session_id TEXT PRIMARY KEY, data TEXT NOT NULL)');
    ready.add(db);
  }
  return db;
}

/** The session's customer: its stored addresses, the shipping one where the cart ships now (the calculator may have moved it). */
export function customerOf(v: Visit): Customer {
  const { destination, calculated } = v.shop.carts.shipping.destination(v.session.id);
  const where = { ...destination, address_1: '' };
  const row = v.session.id
    ? (table(v.shop.db).prepare('SELECT data FROM checkout_customers WHERE session_id = ?').get(v.session.id) as
        | { data: string }
        | undefined)
    : undefined;
  const stored = row ? (JSON.parse(row.data) as Pick<Customer, 'billing' | 'shipping' | 'paymentMethod'>) : null;
  return {
    billing: stored?.billing ?? where,
    shipping: { ...where, address_1: stored?.shipping.address_1 ?? '' },
    calculated,
    paymentMethod: stored?.paymentMethod ?? '',
  };
}

/** Keeps the addresses and payment method, moves the cart's shipping destination and takes the posted shipping method. */
export function saveCustomer(v: Visit, customer: Customer): void {
  const id = v.session.ensure();
  const { billing, shipping, paymentMethod } = customer;
  table(v.shop.db)
    .prepare('INSERT INTO checkout_customers (session_id, data) VALUES (?, ?) ON CONFLICT(session_id) DO UPDATE SET data = excluded.data')
    .run(id, JSON.stringify({ billing, shipping, paymentMethod }));
  const { country, state, postcode, city } = shipping;
  v.shop.carts.shipping.setDestination(id, { country, state, postcode, city }, customer.calculated);
  const offered = v.cart().shippingRates;
  if (customer.shippingMethod && offered.some((r) => r.id === customer.shippingMethod))
    v.shop.carts.shipping.choose(id, customer.shippingMethod, offered);
}

const text = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();

/** update_order_review's fields: country, state, … for billing, s_country, s_state, … for shipping. */
export function fromReviewPost(form: FormData, was: Customer): Customer {
  const at = (prefix: '' | 's_'): Location => ({
    country: text(form, `${prefix}country`),
    state: text(form, `${prefix}state`),
    postcode: text(form, `${prefix}postcode`),
    city: text(form, `${prefix}city`),
    address_1: text(form, `${prefix}address`),
  });
  const method = text(form, 'payment_method');
  return {
    billing: at(''),
    shipping: at('s_'),
    calculated: text(form, 'has_full_address') === 'true',
    paymentMethod: method || was.paymentMethod,
    shippingMethod: text(form, 'shipping_method[0]'),
  };
}

/** The checkout form's own fields (a place-order or 'Actualizar país/región' post). */
export function fromCheckoutForm(form: FormData, was: Customer): Customer {
  const at = (prefix: 'billing_' | 'shipping_'): Location => ({
    country: text(form, `${prefix}country`),
    state: text(form, `${prefix}state`),
    postcode: text(form, `${prefix}postcode`),
    city: text(form, `${prefix}city`),
    address_1: text(form, `${prefix}address_1`),
  });
  const billing = at('billing_');
  const shipping = form.get('ship_to_different_address') ? at('shipping_') : billing;
  const full = [shipping.country, shipping.postcode, shipping.city, shipping.address_1].every(Boolean);
  return {
    billing,
    shipping,
    calculated: full,
    paymentMethod: text(form, 'payment_method') || was.paymentMethod,
    shippingMethod: text(form, 'shipping_method[0]'),
  };
}
