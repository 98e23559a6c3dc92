import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../i18n/es.ts';
import { adminAjaxGet } from './adminAjax.ts';
import { NetError } from './http.ts';
import { json, startServer, configureFor, type TestServer } from './test-server.ts';

let server: TestServer;

// Shapes as recorded (reference/recorded/endpoints 50-55, 62).
beforeAll(async () => {
  server = await startServer((hit, res) => {
    const url = new URL(hit.url, server.base);
    const form = new URLSearchParams(hit.body);
    const multipart = /name="action"\r\n\r\n([^\r]*)/.exec(hit.body)?.[1];
    const action = url.searchParams.get('action') ?? multipart ?? form.get('action');
    if (url.pathname !== '/wp-admin/admin-ajax.php') return json(res, 404, null);
    if (action === 'one') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('1');
    if (action === 'eael_get_token') return json(res, 200, { success: true, data: { nonce: '1e004ce8c0', got: form.get('x') } });
    if (action === 'refused') return json(res, 200, { success: false, data: { message: 'Security check failed' } });
    if (action === 'coded') return json(res, 200, { success: false, data: [{ code: 'sin_stock', message: 'Sin existencias' }] });
    if (action === 'bare-false') return json(res, 200, { success: false });
    if (action === 'get_playlist_items') {
      const page = Number(url.searchParams.get('page'));
      return json(res, 200, { success: true, data: page < 3 ? [{ episode_id: page }] : [] });
    }
    res.writeHead(400, { 'Content-Type': 'text/html' }).end('0');
  });
  configureFor(server.base);
});

afterAll(() => server.close());

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );

// The answer rules of docs/network.md#admin-ajax, through the GET client (no island posts an action).
describe('admin-ajax answers', () => {
  it('a body of 1 is success', async () => {
    expect(await adminAjaxGet('one')).toBe(true);
  });

  it('{success: true} resolves with data', async () => {
    expect(await adminAjaxGet('eael_get_token', { x: 'y' })).toEqual({ nonce: '1e004ce8c0', got: null });
    expect(server.hits.at(-1)).toMatchObject({ method: 'GET', url: '/wp-admin/admin-ajax.php?action=eael_get_token&x=y' });
  });

  it('{success: false} rejects with the server message, unknown_error and the data', async () => {
    const error = await rejection(adminAjaxGet('refused', { a: 'b' }));
    expect(error).toBeInstanceOf(NetError);
    expect(error).toMatchObject({ code: 'unknown_error', message: 'Security check failed', data: { message: 'Security check failed' } });
  });

  it('takes the code of a WP_Error list and falls back to the catalogue message', async () => {
    expect(await rejection(adminAjaxGet('coded'))).toMatchObject({ code: 'sin_stock', message: 'Sin existencias' });
    expect(await rejection(adminAjaxGet('bare-false'))).toMatchObject({ code: 'unknown_error', message: es.unknownError });
  });

  it("an unknown action's 400 '0' is an http_error carrying the status", async () => {
    expect(await rejection(adminAjaxGet('nope'))).toMatchObject({ code: 'http_error', status: 400, data: '0' });
  });
});

describe('adminAjaxGet', () => {
  it('GETs with the action and the query args, as the podcast playlist does', async () => {
    const atts = JSON.stringify({ type: 'audio', limit: '3' });
    expect(await adminAjaxGet('get_playlist_items', { atts, page: 2, player_id: 1160378981, nonce: 'n' })).toEqual([{ episode_id: 2 }]);
    expect(await adminAjaxGet('get_playlist_items', { page: 3 })).toEqual([]);
    const hit = server.hits.at(-2)!;
    expect(hit.method).toBe('GET');
    expect(hit.url).toBe(
      '/wp-admin/admin-ajax.php?action=get_playlist_items&atts=%7B%22type%22%3A%22audio%22%2C%22limit%22%3A%223%22%7D&page=2&player_id=1160378981&nonce=n',
    );
  });

  it('applies the {success} rule to GET answers too', async () => {
    expect(await rejection(adminAjaxGet('refused'))).toMatchObject({ code: 'unknown_error', message: 'Security check failed' });
  });
});
