import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { es } from '../i18n/es.ts';
import { NetError, http, request } from './http.ts';
import { json, startServer, configureFor, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((hit, res) => {
    const path = hit.url.split('?')[0];
    if (path === '/json') return json(res, 200, { ok: 1, echo: hit.body, type: hit.headers['content-type'] ?? null });
    if (path === '/no-content') return void res.writeHead(204).end();
    if (path === '/empty') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('');
    if (path === '/html-200') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>hola</p>');
    if (path === '/html-500') {
      res.writeHead(500, { 'Content-Type': 'text/html' });
      return void res.end('<!DOCTYPE html><title>Error crítico</title><p>Ha habido un error crítico en esta web.</p>');
    }
    if (path === '/wp-error')
      return json(res, 404, { code: 'rest_no_route', message: 'No se ha encontrado ninguna ruta', data: { status: 404 } });
    if (path === '/odd-error') return json(res, 400, [1, 2]);
    if (path === '/slow') return void setTimeout(() => json(res, 200, { late: true }), 2000);
    json(res, 404, null);
  });
  configureFor(server.base);
});

afterAll(() => server.close());

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('http', () => {
  it('parses a JSON answer and form-encodes URLSearchParams', async () => {
    const body = new URLSearchParams({ a: '1', b: 'dos y tres' });
    expect(await http(`${server.base}/json`, { method: 'POST', body })).toEqual({
      ok: 1,
      echo: 'a=1&b=dos+y+tres',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  it('sends FormData as multipart', async () => {
    const body = new FormData();
    body.append('campo', 'valor');
    const answer = await http<{ echo: string; type: string }>(`${server.base}/json`, { method: 'POST', body });
    expect(answer.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.echo).toContain('name="campo"\r\n\r\nvalor');
  });

  it('resolves null for 204 and for an empty body', async () => {
    expect(await http(`${server.base}/no-content`)).toBeNull();
    expect(await http(`${server.base}/empty`)).toBeNull();
  });

  it('returns text when asked', async () => {
    expect(await http(`${server.base}/html-200`, { as: 'text' })).toBe('<p>hola</p>');
  });
});

describe('Errors', () => {
  it('invalid_json: HTML where JSON was expected', async () => {
    const error = await rejection(http(`${server.base}/html-200`));
    expect(error).toBeInstanceOf(NetError);
    expect(error).toMatchObject({ code: 'invalid_json', message: es.invalidJson, status: 200, data: '<p>hola</p>' });
  });

  it('http_error: an HTML 500 page, with its status', async () => {
    const error = await rejection(http(`${server.base}/html-500`));
    expect(error).toMatchObject({ code: 'http_error', status: 500, message: es.httpError.replace('%s', '500') });
    expect((error as NetError).data).toContain('Error crítico');
  });

  it("a WordPress error answer keeps the server's code, message and data", async () => {
    const error = await rejection(http(`${server.base}/wp-error`));
    expect(error).toMatchObject({
      code: 'rest_no_route',
      message: 'No se ha encontrado ninguna ruta',
      status: 404,
      data: { status: 404 },
    });
  });

  it('unknown_error: a failing answer whose JSON is not a WordPress error', async () => {
    expect(await rejection(http(`${server.base}/odd-error`))).toMatchObject({
      code: 'unknown_error',
      message: es.unknownError,
      status: 400,
      data: [1, 2],
    });
  });

  it('fetch_error: nobody listens', async () => {
    const closed = await startServer(() => {});
    await closed.close();
    configureFor(closed.base); // the page is of the closed server's site
    const error = await rejection(http(`${closed.base}/json`));
    expect(error).toMatchObject({ name: 'NetError', code: 'fetch_error', message: es.fetchError });
    expect((error as NetError).cause).toBeInstanceOf(TypeError);
    configureFor(server.base);
  });

  it('off_site: a request to another site is refused before it is sent, with one console error (docs/security.md)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = server.hits.length;
    const error = await rejection(http('https://evil.example/wp-json/', { method: 'POST', headers: { 'X-WP-Nonce': 'n' } }));
    expect(error).toMatchObject({ name: 'NetError', code: 'off_site', message: es.unknownError });
    expect(spy.mock.calls).toEqual([['[islands:net] A request to another site was refused: https://evil.example/wp-json/']]);
    await rejection(http('javascript:alert(1)'));
    expect(server.hits.length).toBe(before);
    spy.mockRestore();
  });

  it('timeout: the answer comes later than the timeout', async () => {
    const started = Date.now();
    const error = await rejection(http(`${server.base}/slow`, { timeout: 100 }));
    expect(error).toMatchObject({ code: 'timeout', message: es.timeoutError });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("the caller's abort passes through unchanged", async () => {
    const controller = new AbortController();
    const pending = rejection(request(`${server.base}/slow`, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 30);
    const error = await pending;
    expect(error).toBe(controller.signal.reason);
    expect(error).not.toBeInstanceOf(NetError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it("the caller's own abort reason is the rejection, also when aborted before the call", async () => {
    const reason = new Error('el widget se ha desmontado');
    const during = new AbortController();
    const pending = rejection(http(`${server.base}/slow`, { signal: during.signal }));
    setTimeout(() => during.abort(reason), 30);
    expect(await pending).toBe(reason);

    const before = new AbortController();
    before.abort();
    const hits = server.hits.length;
    expect(await rejection(http(`${server.base}/json`, { signal: before.signal }))).toBe(before.signal.reason);
    expect(server.hits.length).toBe(hits);
  });
});
