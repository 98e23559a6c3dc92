// POST /?wc-ajax={endpoint}: WooCommerce's and the side cart's AJAX endpoints, answered from the
// session's real cart in the recorded shapes (recorded/endpoints 01-09, 20, 21, 29-33).
import { permalink } from '../catalogue.ts';
import { cartFragments } from '../render/fragments.ts';
import { variationData, findVariation } from '../render/variations.ts';
import { json, text } from '../respond.ts';
import type { Visit } from '../visit.ts';

type Handler = (v: Visit, form: FormData) => Response | Promise<Response>;

/** `{fragments, cart_hash}`; the side cart container shows (and consumes) pending notices. */
export function fragmentsAnswer(v: Visit): Response {
  const render = v.cartRender();
  return json({ fragments: cartFragments(render, v.session.takeNotices()), cart_hash: render.cart.hash });
}

/** PHP's absint / wc_stock_amount on a posted value. */
export const toInt = (value: FormDataEntryValue | null): number => {
  const n = parseInt(typeof value === 'string' ? value : '', 10);
  return Number.isFinite(n) ? n : 0;
};

const handlers: Record<string, Handler> = {
  get_refreshed_fragments: (v) => fragmentsAnswer(v),
  xoo_wsc_refresh_fragments: (v) => fragmentsAnswer(v),

  // Posted attribute_* and variation_id are ignored: a variation is added by posting its own id.
  add_to_cart(v, form) {
    const productId = Math.abs(toInt(form.get('product_id')));
    // PHP's empty(): '' and '0' both mean "one".
    const posted = form.get('quantity');
    const quantity = !posted || posted === '0' ? 1 : toInt(posted);
    const found = v.shop.catalogue.find(productId);
    if (!found) return json({ error: true, product_url: false });
    const result = v.shop.carts.add(v.session.ensure(), { productId, quantity });
    if (!result.ok) {
      if (result.notice) v.session.addNotice('error', result.notice);
      return json({ error: true, product_url: v.origin + permalink(found.product) });
    }
    return fragmentsAnswer(v);
  },

  remove_from_cart(v, form) {
    const key = String(form.get('cart_item_key') ?? '').trim();
    if (!key || !v.shop.carts.remove(v.session.id, key)) return json({ success: false });
    return fragmentsAnswer(v);
  },

  // Every attribute must be chosen; no match, a partial choice or a non-variable product is `false`.
  get_variation(v, form) {
    const productId = toInt(form.get('product_id'));
    const product = v.shop.catalogue.find(productId)?.product;
    if (!productId || !product) return text('');
    const posted = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith('attribute_')).map(([k, val]) => [k, String(val)]));
    const variation = findVariation(product, posted);
    return json(variation ? variationData(v.shop.catalogue, product, variation) : false);
  },
};

export async function wcAjax(v: Visit, endpoint: string): Promise<Response> {
  const handler = handlers[endpoint];
  // WooCommerce runs do_action('wc_ajax_' + endpoint) then wp_die(): nothing hooked → 200, empty body.
  if (!handler) return text('');
  const form = await readForm(v.req);
  return handler(v, form);
}

/** The request body as form fields (urlencoded or multipart); empty for GET or an empty body. */
export async function readForm(req: Request): Promise<FormData> {
  const type = req.headers.get('content-type') ?? '';
  if (req.method === 'GET' || req.method === 'HEAD') return new FormData();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await req.formData();
    } catch {
      return new FormData();
    }
  }
  const body = await req.text();
  const form = new FormData();
  for (const [k, val] of new URLSearchParams(body)) form.append(k, val);
  return form;
}
