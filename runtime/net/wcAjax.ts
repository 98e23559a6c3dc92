// WooCommerce's own AJAX endpoints, POST /?wc-ajax={endpoint} (docs/network.md#woocommerce-ajax-endpoints).
import { wcAjaxUrl } from '../page/config.ts';
import { formBody, http, type ReadAs } from './http.ts';

export interface WcAjaxOptions {
  signal?: AbortSignal;
  timeout?: number;
  /** 'text' for the endpoints that answer HTML (apply_coupon, remove_coupon, update_shipping_method). */
  as?: ReadAs;
}

/**
 * POSTs `body` (a plain object or URLSearchParams form-encoded, FormData multipart) with the
 * session cookies and resolves with the parsed answer. WooCommerce answers some endpoints with a
 * bare `false` (get_variation: no match) or `-1` (failed nonce): those resolve as they are.
 */
export function wcAjax<T>(
  endpoint: string,
  body: URLSearchParams | FormData | Record<string, string> = {},
  opts: WcAjaxOptions = {},
): Promise<T> {
  return http<T>(wcAjaxUrl(endpoint), { ...opts, method: 'POST', body: formBody(body) });
}
