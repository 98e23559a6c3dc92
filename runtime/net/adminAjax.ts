// WordPress admin-ajax.php (docs/network.md#admin-ajax), read as a GET: the podcast playlist's
// pages (docs/network.md#podcast-playlist) for the coming podcast player. No island posts an
// admin-ajax action, so there is no POST client until one does.
import { needed } from '../config.ts';
import { t } from '../i18n/index.ts';
import { NetError, http } from './http.ts';

export interface AdminAjaxOptions {
  signal?: AbortSignal;
  timeout?: number;
}

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

/** GET {ajaxUrl}?action=…&params; resolves true for a `1` body, else with `data` of a success answer. */
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
