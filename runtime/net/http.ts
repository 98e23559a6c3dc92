// The one request function under every client (docs/network.md#common-request-rules, docs/errors.md#network-errors): cookies of this origin, a caller's
// AbortSignal plus a timeout, and every failure turned into a NetError with a Spanish message.
import { siteConfig } from '../page/config.ts';
import { shorten } from '../core/excerpt.ts';
import { t } from '../i18n/index.ts';
import { sameOriginAddress } from '../ui/web-address.ts';

/** A failed call. `code` is the server's WP error code or one of fetch_error, off_site, invalid_json, timeout,
 * http_error (wc-ajax and admin-ajax only), unknown_error, post_process. */
export class NetError extends Error {
  override readonly name = 'NetError';
  readonly code: string;
  readonly status?: number;
  readonly data?: unknown;
  constructor(code: string, message: string, extra: { status?: number; data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: extra.cause });
    this.code = code;
    if (extra.status !== undefined) this.status = extra.status;
    if (extra.data !== undefined) this.data = extra.data;
  }
}

export interface RequestOptions {
  method?: string;
  headers?: HeadersInit;
  /** URLSearchParams goes form-encoded and FormData multipart: fetch writes the Content-Type. */
  body?: BodyInit | null;
  signal?: AbortSignal;
  /** Milliseconds; config timings.requestTimeout when absent. */
  timeout?: number;
  /** The request outlives the page (a click counted as the visitor leaves). */
  keepalive?: boolean;
}

/** An answer read to its end: the status, the headers, the body as text. */
export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

/**
 * Sends one request and reads the whole body. Rejects with NetError `fetch_error` or `timeout`; a
 * caller's abort rejects with the caller's own abort reason, unchanged. Never rejects on HTTP status.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<RawResponse> {
  const { signal, timeout = siteConfig().timings.requestTimeout, ...init } = options;
  if (signal?.aborted) throw signal.reason;
  // Every address the bundle calls comes from the page or a server's answer: none may take the
  // visitor's typed text, nonces or cart off this site (docs/security.md).
  if (!sameOriginAddress(url)) {
    console.error(`[islands:net] A request to another site was refused: ${shorten(url)}`);
    throw new NetError('off_site', t('unknownError'));
  }
  // AbortSignal.any and AbortSignal.timeout are too new for the browsers we serve, so one
  // controller merges the caller's signal and our timer.
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  // 0 or Infinity means no timer (a huge delay would overflow setTimeout and fire at once).
  const timer =
    timeout > 0 && timeout < 2 ** 31
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  try {
    const response = await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    // The timer keeps running while the body streams in: a stalled body is a timeout too.
    const text = await response.text();
    return { status: response.status, ok: response.ok, headers: response.headers, text };
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) throw new NetError('timeout', t('timeoutError'), { cause });
    // fetch rejects with a TypeError when the network fails; anything else is not ours to name.
    if (cause instanceof TypeError) throw new NetError('fetch_error', t('fetchError'), { cause });
    throw new NetError('unknown_error', t('unknownError'), { cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

const NO_JSON = Symbol('no json');

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NO_JSON;
  }
}

/** The `{code, message, data}` shape of a WordPress error, or null. */
export function wpError(body: unknown, status?: number): NetError | null {
  if (!body || typeof body !== 'object') return null;
  const { code, message, data } = body as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'string' || !code) return null;
  return new NetError(code, typeof message === 'string' && message ? message : t('unknownError'), { status, data });
}

/**
 * The NetError for a non-OK answer: the server's WP error when it sent one. Without a JSON object,
 * the shop's endpoints give http_error with the status in the message; the REST client (`rest`)
 * gives what @wordpress/api-fetch gives, invalid_json (docs/errors.md#network-errors), with the status on the error.
 */
export function errorFor(raw: RawResponse, rest = false): NetError {
  const body = raw.text.trim() ? tryJson(raw.text) : NO_JSON;
  const extra = { status: raw.status, data: shorten(raw.text, 500) };
  if (rest && body === NO_JSON) return new NetError('invalid_json', t('invalidJson'), extra);
  // A bare -1 or 0 (admin-ajax and wc-ajax refusals) says no more than the status does.
  if (!rest && (!body || typeof body !== 'object')) return new NetError('http_error', t('httpError', raw.status), extra);
  return wpError(body, raw.status) ?? new NetError('unknown_error', t('unknownError'), { status: raw.status, data: body });
}

/** The JSON of an OK answer (204 or an empty body → null); a non-OK answer throws errorFor(). */
export function readJson(raw: RawResponse, rest = false): unknown {
  if (!raw.ok) throw errorFor(raw, rest);
  if (raw.status === 204 || !raw.text.trim()) return null;
  const body = tryJson(raw.text);
  if (body === NO_JSON) {
    throw new NetError('invalid_json', t('invalidJson'), { status: raw.status, data: shorten(raw.text, 500) });
  }
  return body;
}

export type ReadAs = 'json' | 'text';

/** request() then read the body as JSON (default) or as text; non-OK answers throw. */
export async function http<T>(url: string, options: RequestOptions & { as?: ReadAs } = {}): Promise<T> {
  const { as = 'json', ...init } = options;
  const headers = new Headers(init.headers);
  if (as === 'json' && !headers.has('Accept')) headers.set('Accept', 'application/json, */*;q=0.1');
  const raw = await request(url, { ...init, headers });
  if (as === 'text') {
    if (!raw.ok) throw errorFor(raw);
    return raw.text as T;
  }
  return readJson(raw) as T;
}

/** A plain object as a form body; URLSearchParams and FormData pass through. */
export function formBody(body: URLSearchParams | FormData | Record<string, string>): URLSearchParams | FormData {
  return body instanceof URLSearchParams || body instanceof FormData ? body : new URLSearchParams(body);
}
