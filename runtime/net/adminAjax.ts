// WordPress admin-ajax.php (docs/network.md#admin-ajax, docs/network.md#podcast-playlist).
import { needed } from '../config.ts';
import { t } from '../i18n/index.ts';
import { NetError, formBody, http } from './http.ts';

export interface AdminAjaxOptions {
  signal?: AbortSignal;
  timeout?: number;
}

type Data = URLSearchParams | FormData | Record<string, string>;

/** One error of wp_send_json_error: data may be {code, message}, [{code, message}] or a string. */
function failure(data: unknown, body: unknown): NetError {
  const first = Array.isArray(data) ? data[0] : data;
  const { code, message } = (first && typeof first === 'object' ? first : {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : typeof first === 'string' && first ? first : t('unknownError');
  return new NetError(typeof code === 'string' && code ? code : 'unknown_error', text, {
    data: body && typeof body === 'object' ? data : body,
  });
}

/** The admin-ajax answer rules: a body of 1 is success; else {success, data}. */
function settle<T>(body: unknown): T {
  if (body === 1) return true as T;
  if (body && typeof body === 'object' && 'success' in body) {
    const { success, data } = body as { success: unknown; data?: unknown };
    if (success === true) return data as T;
    throw failure(data, body);
  }
  throw failure(undefined, body);
}

/** POST {ajaxUrl} with `action` and `data`; resolves true for a `1` body, else with `data` of a success answer. */
export async function adminAjax<T>(action: string, data: Data = {}, opts: AdminAjaxOptions = {}): Promise<T> {
  // A copy, so the caller's params or FormData are left as they were.
  const given = formBody(data);
  let body: URLSearchParams | FormData;
  if (given instanceof FormData) {
    const copy = new FormData();
    given.forEach((value, key) => copy.append(key, value));
    body = copy;
  } else body = new URLSearchParams(given);
  body.set('action', action);
  return settle<T>(await http<unknown>(needed('ajaxUrl'), { ...opts, method: 'POST', body }));
}

/** GET {ajaxUrl}?action=…&params, with the same answer rules (the podcast playlist is a GET). */
export async function adminAjaxGet<T>(
  action: string,
  params: Record<string, string | number> = {},
  opts: AdminAjaxOptions = {},
): Promise<T> {
  const query = new URLSearchParams({ action });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const base = needed('ajaxUrl');
  const url = base + (base.includes('?') ? '&' : '?') + query.toString();
  return settle<T>(await http<unknown>(url, { ...opts, method: 'GET' }));
}
