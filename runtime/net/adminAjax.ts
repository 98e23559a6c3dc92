// WordPress admin-ajax.php (docs/network.md#admin-ajax): the podcast playlist's pages as a GET
// (docs/network.md#podcast-playlist), and the generic server action, a POST of an action and its
// data (Essential Addons' token, the floating buttons' clicks, query-attachments).
import { needed } from '../page/config.ts';
import { t } from '../i18n/index.ts';
import { NetError, errorFor, formBody, http, readJson, request } from './http.ts';

export interface AdminAjaxOptions {
  signal?: AbortSignal;
  timeout?: number;
  /** POST only: the request outlives the page (sent as the visitor leaves). */
  keepalive?: boolean;
}

/** The data of a POST: fields (a list repeats the field, as `clicks[]`), or a FormData as is. */
export type AdminAjaxData = FormData | Record<string, string | number | readonly (string | number)[]>;

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

function postBody(action: string, data: AdminAjaxData): URLSearchParams | FormData {
  if (data instanceof FormData) {
    const body = new FormData();
    body.set('action', action);
    for (const [key, value] of data) if (key !== 'action') body.append(key, value);
    return body;
  }
  const body = new URLSearchParams({ action });
  for (const [key, value] of Object.entries(data)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, String(one));
  }
  return formBody(body);
}

async function post(action: string, data: AdminAjaxData, opts: AdminAjaxOptions) {
  const raw = await request(needed('ajaxUrl'), { ...opts, method: 'POST', body: postBody(action, data) });
  // admin-ajax answers "0" (no such action) or "-1" (a failed nonce check) with 400 or 403.
  if (!raw.ok) throw errorFor(raw);
  return { raw, body: raw.text.trim() === '1' ? 1 : readJson(raw) };
}

/**
 * The generic server action (docs/network.md#admin-ajax): POST {ajaxUrl} with `action` and the
 * data. A body of `1` resolves true; `{success: true, data}` resolves with data; anything else
 * rejects with a NetError (the server's message when it gave one).
 */
export async function adminAjaxPost<T>(action: string, data: AdminAjaxData = {}, opts: AdminAjaxOptions = {}): Promise<T> {
  return settle<T>((await post(action, data, opts)).body);
}

/** query-attachments: the page of attachments asked for, and X-WP-Total, the count of them all. */
export async function queryAttachments<T = unknown>(
  query: Record<string, string | number>,
  opts: AdminAjaxOptions = {},
): Promise<{ items: T[]; total: number }> {
  const data: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) data[`query[${key}]`] = value;
  const { raw, body } = await post('query-attachments', data, opts);
  const items = settle<T[]>(body);
  const list = Array.isArray(items) ? items : [];
  const total = Number(raw.headers.get('X-WP-Total'));
  return { items: list, total: Number.isFinite(total) && raw.headers.has('X-WP-Total') ? total : list.length };
}
