import Cookies from 'js-cookie';
import { ORDER_ATTRIBUTION_FIELDS } from '../../../rules/order-attribution.ts';
import { decode } from './source.ts';
import type { PrintedAttribution } from './tracker.ts';

// The checkout's side of order attribution: which order fields the form posts, read from the
// sbjs_* cookies the page views wrote (tracker.ts). Only the checkout's island imports it, so the
// other pages never fetch it.

export interface OrderFields {
  /** Prefix of the hidden inputs. */
  prefix: string;
  /** Order field → cookie path, e.g. source_type → current.typ. */
  paths: Record<string, string>;
}

/** The fields WooCommerce printed (its prefix and paths), or the defaults where it printed none. */
export function orderFields(printed: PrintedAttribution): OrderFields {
  const p = printed.params && typeof printed.params === 'object' ? printed.params : {};
  // Only field → "cookie.key" strings: anything else would stop the checkout inputs.
  const paths =
    printed.fields && typeof printed.fields === 'object'
      ? Object.fromEntries(Object.entries(printed.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : { ...ORDER_ATTRIBUTION_FIELDS };
  return { prefix: typeof p.prefix === 'string' ? p.prefix : 'wc_order_attribution_', paths };
}

/** The order's attribution fields, read from the cookies through their paths. */
export function attributionData({ paths }: OrderFields): Record<string, string> {
  const jar = Cookies.get();
  return Object.fromEntries(
    Object.entries(paths).map(([field, path]) => {
      const [cookie, key] = path.split('.');
      return [field, decode(jar[`sbjs_${cookie}`]).get(key ?? '') ?? ''];
    }),
  );
}
