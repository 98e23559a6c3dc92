// The WordPress REST client (docs/network.md#wordpress-rest-api, docs/network.md#media-upload): the behaviour of
// @wordpress/api-fetch that these widgets need, without its 7.8 KB and its harmful defaults.
import { needed, siteConfig } from '../page/config.ts';
import { t } from '../i18n/index.ts';
import { NetError, errorFor, readJson, request, type RawResponse } from './http.ts';

export interface RestOptions {
  method?: string;
  /** Sent as JSON. */
  data?: unknown;
  /** Sent as is (FormData for uploads and contact forms). */
  body?: BodyInit | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  /** false for contact-form-7: a cached page's stale nonce would turn every submit into a 403. */
  nonce?: boolean;
  /** false resolves with the raw answer, whatever its status, and skips fetch-all and media retries. */
  parse?: boolean;
}

let freshNonce: string | null = null;

/** The nonce sent as X-WP-Nonce: the last refreshed one, else the page's. */
export function restNonce(): string {
  return freshNonce ?? needed('nonce');
}

/** Replaces the nonce for later calls; null goes back to the page's. */
export function setRestNonce(nonce: string | null): void {
  freshNonce = nonce;
}

/** Root + path; a root like `/?rest_route=/` already has a query, so the path's `?` becomes `&`. */
export function restUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const root = needed('restRoot');
  const rel = path.replace(/^\/+/, '');
  return root + (root.includes('?') ? rel.replace('?', '&') : rel);
}

const withLocale = (url: string): string => (/[?&]_locale=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}_locale=user`);

/** GET nonceEndpoint; null when it cannot give a nonce (anonymous visitors get 400 "0"). */
async function refreshNonce(options: RestOptions): Promise<string | null> {
  try {
    const raw = await request(siteConfig().nonceEndpoint, { signal: options.signal, timeout: options.timeout });
    const nonce = raw.text.trim();
    if (!raw.ok || !nonce || nonce === '0' || nonce === '-1') return null;
    setRestNonce(nonce);
    return nonce;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}

/** One request; a stale nonce is refreshed and the request retried once, never more. */
async function send(url: string, options: RestOptions, retried = false): Promise<RawResponse> {
  const headers = new Headers(options.headers);
  let method = (options.method ?? 'GET').toUpperCase();
  // Many hosts and proxies drop PUT, PATCH and DELETE; WordPress reads the override header.
  if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
    headers.set('X-HTTP-Method-Override', method);
    method = 'POST';
  }
  let body = options.body;
  if (options.data !== undefined) {
    body = JSON.stringify(options.data);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  if (options.nonce !== false) {
    const nonce = retried ? restNonce() : (headers.get('X-WP-Nonce') ?? restNonce());
    if (nonce) headers.set('X-WP-Nonce', nonce);
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, */*;q=0.1');
  // No _locale=user without a nonce either: Contact Form 7's own client sends neither, and its
  // answers on cached pages must not depend on who is logged in.
  const target = options.nonce === false ? url : withLocale(url);
  const raw = await request(target, { method, headers, body, signal: options.signal, timeout: options.timeout });
  if (raw.ok || retried || options.nonce === false || errorFor(raw).code !== 'rest_cookie_invalid_nonce') return raw;
  return (await refreshNonce(options)) ? send(url, options, true) : raw;
}

function nextLink(headers: Headers): string | null {
  const match = /<([^>]+)>;\s*rel="?next"?/.exec(headers.get('Link') ?? '');
  return match?.[1] ?? null;
}

/**
 * per_page=-1 means everything: pages of 100 following Link rel="next", concatenated in order. No
 * island asks for everything yet; it is a rule of every REST call (docs/network.md#wordpress-rest-api).
 */
async function fetchAll(url: string, options: RestOptions): Promise<unknown> {
  const first = await send(url.replace(/([?&]per_page=)-1(?=&|$)/, '$1100'), options);
  const body = readJson(first, true);
  if (!Array.isArray(body)) return body;
  const items: unknown[] = [...body];
  for (let next = nextLink(first.headers); next; ) {
    const page = await send(next, options);
    const more = readJson(page, true);
    if (Array.isArray(more)) items.push(...more);
    next = nextLink(page.headers);
  }
  return items;
}

/**
 * A 5xx upload WordPress stored but could not resize: finish the sizes, else remove it
 * (docs/network.md#media-upload). No island uploads yet; the rule is part of the contract.
 */
async function postProcess(id: string, options: RestOptions, status: number): Promise<unknown> {
  const { signal, timeout, nonce } = options;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const data = { action: 'create-image-subsizes' };
      return await rest(`wp/v2/media/${id}/post-process`, { method: 'POST', data, signal, timeout, nonce });
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  try {
    await rest(`wp/v2/media/${id}?force=true`, { method: 'DELETE', signal, timeout, nonce });
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  throw new NetError('post_process', t('postProcess'), { status, data: { attachmentId: Number(id) } });
}

/**
 * A WordPress REST call: X-WP-Nonce and `_locale=user` (neither with `nonce: false`), cookies of
 * this origin, method override, fetch-all, one nonce refresh. Non-OK answers reject with NetError
 * carrying the server's code, message and data, or invalid_json (with the status) when the body
 * is not JSON, as @wordpress/api-fetch does (docs/errors.md#network-errors); a caller's abort rejects with its reason.
 */
export function rest(path: string, options: RestOptions & { parse: false }): Promise<RawResponse>;
export function rest<T = unknown>(path: string, options?: RestOptions): Promise<T>;
export async function rest(path: string, options: RestOptions = {}): Promise<unknown> {
  const url = restUrl(path);
  if (options.parse === false) return send(url, options);
  if (/[?&]per_page=-1(?=&|$)/.test(url)) return fetchAll(url, options);
  const raw = await send(url, options);
  const attachment = raw.status >= 500 ? raw.headers.get('x-wp-upload-attachment-id') : null;
  const upload = (options.method ?? 'GET').toUpperCase() === 'POST' && /^\/?wp\/v2\/media\/?(\?|$)/.test(path);
  if (upload && attachment) return postProcess(attachment, options, raw.status);
  return readJson(raw, true);
}
