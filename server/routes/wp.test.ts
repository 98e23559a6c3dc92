// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { configOf, Shopper, testApp } from '../testing.ts';

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const ping = (nonce?: string, init: RequestInit = {}): Promise<Response> =>
  shopper.request('/wp-json/islands/v1/ping?_locale=user', {
    ...init,
    headers: { ...(nonce === undefined ? {} : { 'X-WP-Nonce': nonce }), ...(init.headers as Record<string, string>) },
  });

describe('admin-ajax.php?action=rest-nonce', () => {
  it('answers 400 "0" to an anonymous visitor (recorded 61)', async () => {
    const res = await shopper.get('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await res.text()).toBe('0');
  });

  it('answers a fresh nonce as text/html with the login cookie, and the old one goes stale', async () => {
    const pageNonce = configOf(await shopper.html('/')).nonce as string;
    shopper.jar.set('wordpress_logged_in_islands', 'admin');
    const res = await shopper.get('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const fresh = await res.text();
    expect(fresh).toMatch(/^[0-9a-f]{10}$/);
    expect(fresh).not.toBe(pageNonce);
    expect((await ping(pageNonce)).status).toBe(403);
    expect((await ping(fresh)).status).toBe(200);
  });

  it('answers 400 "0" to an unknown action', async () => {
    const res = await shopper.post('/wp-admin/admin-ajax.php', { action: 'nope' });
    expect([res.status, await res.text()]).toEqual([400, '0']);
  });
});

describe('GET /wp-json/islands/v1/ping', () => {
  it('accepts the page nonce', async () => {
    const nonce = configOf(await shopper.html('/tienda/')).nonce as string;
    const res = await ping(nonce);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, method: 'GET', authenticated: true, body: null });
  });

  it('answers 403 rest_cookie_invalid_nonce to a stale nonce, in the recorded shape (64)', async () => {
    await shopper.html('/');
    const res = await ping('deadbeef00');
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(await res.json()).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Ha fallado la comprobación de la cookie',
      data: { status: 403 },
    });
  });

  it('runs unauthenticated without a nonce, as WordPress does', async () => {
    expect(await (await ping()).json()).toMatchObject({ ok: true, authenticated: false });
  });

  it('reports the X-HTTP-Method-Override method and echoes a POST body', async () => {
    const nonce = configOf(await shopper.html('/')).nonce as string;
    const res = await ping(nonce, { method: 'POST', body: '{"a":1}', headers: { 'X-HTTP-Method-Override': 'DELETE', 'Content-Type': 'application/json' } });
    expect(await res.json()).toEqual({ ok: true, method: 'DELETE', authenticated: true, body: '{"a":1}' });
  });
});

describe('GET /wp-json/islands/v1/items', () => {
  it('pages with X-WP-Total, X-WP-TotalPages and Link rel="next"', async () => {
    const first = await shopper.get('/wp-json/islands/v1/items?per_page=100');
    expect(first.headers.get('x-wp-total')).toBe('250');
    expect(first.headers.get('x-wp-totalpages')).toBe('3');
    expect(first.headers.get('link')).toBe('<http://tienda.test/wp-json/islands/v1/items?per_page=100&page=2>; rel="next"');
    expect(((await first.json()) as unknown[]).length).toBe(100);
    const last = await shopper.get('/wp-json/islands/v1/items?per_page=100&page=3');
    expect(last.headers.get('link')).toBe('<http://tienda.test/wp-json/islands/v1/items?per_page=100&page=2>; rel="prev"');
    expect(((await last.json()) as { id: number }[]).map((i) => i.id)).toEqual(Array.from({ length: 50 }, (_, i) => 201 + i));
  });

  it('refuses per_page above 100 as WordPress does', async () => {
    const res = await shopper.get('/wp-json/islands/v1/items?per_page=-1');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });
});

it('answers rest_no_route for an unknown REST route', async () => {
  const res = await shopper.get('/wp-json/nada/v1/x');
  expect(res.status).toBe(404);
  expect(await res.json()).toMatchObject({ code: 'rest_no_route' });
});
