import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../i18n/es.ts';
import { NetError } from './http.ts';
import { rest, restUrl, setRestNonce } from './rest.ts';
import { echo, json, startServer, configureFor, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((hit, res) => {
    const url = new URL(hit.url, server.base);
    const path = url.searchParams.get('rest_route') ?? url.pathname.replace(/^\/wp-json/, '');
    if (path === '/echo') return json(res, 200, echo(hit));
    if (path === '/slow') return void setTimeout(() => json(res, 200, {}), 2000);
    if (path === '/wp/v2/posts') {
      const perPage = Number(url.searchParams.get('per_page'));
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 })).slice((page - 1) * perPage, page * perPage);
      const next = `<${server.base}/wp-json/wp/v2/posts?per_page=${perPage}&page=${page + 1}&_locale=user>; rel="next"`;
      const prev = `<${server.base}/wp-json/wp/v2/posts?per_page=${perPage}&page=${page - 1}>; rel="prev"`;
      const Link = [page > 1 ? prev : '', page * perPage < 250 ? next : ''].filter(Boolean).join(', ');
      return json(res, 200, items, { 'X-WP-Total': '250', Link });
    }
    if (path === '/wp/v2/settings') return json(res, 200, { title: 'Tienda' });
    if (path === '/html-502') {
      res.writeHead(502, { 'Content-Type': 'text/html; charset=UTF-8' });
      return void res.end('<h1>502 Bad Gateway</h1>');
    }
    json(res, 404, { code: 'rest_no_route', message: 'No se ha encontrado ninguna ruta', data: { status: 404 } });
  });
});

afterAll(() => server.close());

beforeEach(() => {
  configureFor(server.base);
  setRestNonce(null);
  server.hits.length = 0;
});

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('requests', () => {
  it('adds _locale=user once, after an existing query or not at all when present', async () => {
    expect((await rest<{ url: string }>('echo')).url).toBe('/wp-json/echo?_locale=user');
    expect((await rest<{ url: string }>('echo?context=edit')).url).toBe('/wp-json/echo?context=edit&_locale=user');
    expect((await rest<{ url: string }>('echo?_locale=user&a=1')).url).toBe('/wp-json/echo?_locale=user&a=1');
  });

  it('sends neither _locale=user nor X-WP-Nonce with nonce: false (contact-form-7 on cached pages)', async () => {
    expect(await rest('echo', { nonce: false })).toMatchObject({ url: '/wp-json/echo', nonce: null });
    expect(await rest('echo?a=1', { method: 'POST', nonce: false })).toMatchObject({ url: '/wp-json/echo?a=1', nonce: null });
    expect(await rest('echo')).toMatchObject({ url: '/wp-json/echo?_locale=user', nonce: 'stale00000' });
  });

  it('sends PUT, PATCH and DELETE as POST with X-HTTP-Method-Override, and data as JSON', async () => {
    for (const method of ['PUT', 'patch', 'DELETE']) {
      expect(await rest('echo', { method, data: { a: 1 } })).toMatchObject({
        method: 'POST',
        override: method.toUpperCase(),
        type: 'application/json',
        body: '{"a":1}',
        nonce: 'stale00000',
      });
    }
    expect(await rest('echo', { method: 'POST' })).toMatchObject({ method: 'POST', override: null });
    expect(await rest('echo')).toMatchObject({ method: 'GET', override: null });
  });

  it('puts the path into a ?rest_route= root with & for its query', async () => {
    configureFor(server.base, { restRoot: `${server.base}/?rest_route=/` });
    expect(restUrl('/echo?a=1')).toBe(`${server.base}/?rest_route=/echo&a=1`);
    expect((await rest<{ url: string }>('echo?a=1')).url).toBe('/?rest_route=/echo&a=1&_locale=user');
  });

  it('fetches per_page=-1 in pages of 100 following Link rel="next", in order', async () => {
    const posts = await rest<Array<{ id: number }>>('wp/v2/posts?per_page=-1');
    expect(posts.map((post) => post.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(server.hits.map((hit) => hit.url)).toEqual([
      '/wp-json/wp/v2/posts?per_page=100&_locale=user',
      '/wp-json/wp/v2/posts?per_page=100&page=2&_locale=user',
      '/wp-json/wp/v2/posts?per_page=100&page=3&_locale=user',
    ]);
    expect(server.hits.every((hit) => hit.headers['x-wp-nonce'] === 'stale00000')).toBe(true);
  });

  it('returns a non-array per_page=-1 answer as it is, and parse: false gives the raw answer', async () => {
    expect(await rest('wp/v2/settings?per_page=-1')).toEqual({ title: 'Tienda' });
    const raw = await rest('wp/v2/posts?per_page=100&page=3', { parse: false });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('X-WP-Total')).toBe('250');
    expect(JSON.parse(raw.text)).toHaveLength(50);
    expect((await rest('nowhere', { parse: false })).status).toBe(404);
  });

  it("rejects with the server's WordPress error", async () => {
    expect(await rejection(rest('nowhere'))).toMatchObject({ code: 'rest_no_route', status: 404, data: { status: 404 } });
  });
});

describe('Errors', () => {
  it('a non-JSON error page is invalid_json with its status, as @wordpress/api-fetch says (docs/errors.md#network-errors)', async () => {
    for (const nonce of [true, false]) {
      const error = await rejection(rest('html-502', { method: 'POST', nonce }));
      expect(error).toBeInstanceOf(NetError);
      expect(error).toMatchObject({ code: 'invalid_json', message: es.invalidJson, status: 502, data: '<h1>502 Bad Gateway</h1>' });
    }
  });

  it('a call that needs a nonce no source gave logs one config error and goes without X-WP-Nonce', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureFor(server.base, { nonce: '' });
    expect(await rest('echo', { nonce: false })).toMatchObject({ nonce: null });
    expect(error).not.toHaveBeenCalled();
    expect(await rest('echo')).toMatchObject({ nonce: null });
    await rest('echo');
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      expect.stringMatching(/^\[islands:config\] No nonce in #islands-config or the WordPress globals/),
    ]);
    error.mockRestore();
  });

  it("lets the caller's abort through unchanged", async () => {
    const controller = new AbortController();
    const pending = rejection(rest('slow', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toBe(controller.signal.reason);
  });

  it('times out', async () => {
    expect(await rejection(rest('slow', { timeout: 80 }))).toMatchObject({ code: 'timeout' });
  });
});
