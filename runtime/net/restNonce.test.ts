import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NetError } from './http.ts';
import { rest, restNonce, setRestNonce } from './rest.ts';
import { echo, json, startServer, configureFor, type TestServer } from './test-server.ts';

let server: TestServer;
const FRESH = '74345bbd1c';
// The nonce endpoint as for a logged-in or an anonymous visitor (recorded endpoints 63 and 61), and
// the stale-nonce answer of endpoint 64.
let nonceAnswer: 'logged-in' | 'anonymous' | 'slow' = 'logged-in';
const stale = { code: 'rest_cookie_invalid_nonce', message: 'Ha fallado la comprobación de la cookie', data: { status: 403 } };

beforeAll(async () => {
  server = await startServer((hit, res) => {
    const url = new URL(hit.url, server.base);
    if (url.pathname === '/wp-admin/admin-ajax.php') {
      if (nonceAnswer === 'slow') return void setTimeout(() => res.end(FRESH), 2000);
      if (nonceAnswer === 'anonymous') return void res.writeHead(400, { 'Content-Type': 'text/html' }).end('0');
      return void res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end(FRESH);
    }
    if (url.pathname === '/wp-json/wp/v2/users/me') {
      return hit.headers['x-wp-nonce'] === FRESH ? json(res, 200, { id: 1, name: 'admin' }) : json(res, 403, stale);
    }
    if (url.pathname === '/wp-json/always-stale') return json(res, 403, stale);
    json(res, 200, echo(hit));
  });
});

afterAll(() => server.close());

beforeEach(() => {
  configureFor(server.base);
  setRestNonce(null);
  nonceAnswer = 'logged-in';
  server.hits.length = 0;
});

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );
const trail = () => server.hits.map((hit) => `${hit.method} ${hit.url} ${hit.headers['x-wp-nonce'] ?? '-'}`);

describe('nonce refresh', () => {
  it('fetches a fresh nonce on rest_cookie_invalid_nonce, retries once and keeps it', async () => {
    expect(await rest('wp/v2/users/me')).toEqual({ id: 1, name: 'admin' });
    expect(trail()).toEqual([
      'GET /wp-json/wp/v2/users/me?_locale=user stale00000',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce -',
      `GET /wp-json/wp/v2/users/me?_locale=user ${FRESH}`,
    ]);
    expect(restNonce()).toBe(FRESH);
    await rest('/wp/v2/users/me');
    expect(server.hits.length).toBe(4);
  });

  it('never retries a second stale answer', async () => {
    const error = await rejection(rest('always-stale'));
    expect(error).toBeInstanceOf(NetError);
    expect(error).toMatchObject({ code: 'rest_cookie_invalid_nonce', message: stale.message, status: 403, data: { status: 403 } });
    expect(trail()).toEqual([
      'GET /wp-json/always-stale?_locale=user stale00000',
      'GET /wp-admin/admin-ajax.php?action=rest-nonce -',
      `GET /wp-json/always-stale?_locale=user ${FRESH}`,
    ]);
  });

  it('rethrows the original error when the nonce endpoint refuses (anonymous visitor)', async () => {
    nonceAnswer = 'anonymous';
    expect(await rejection(rest('wp/v2/users/me'))).toMatchObject({ code: 'rest_cookie_invalid_nonce', status: 403 });
    expect(server.hits.length).toBe(2);
    expect(restNonce()).toBe('stale00000');
  });

  it('lets an abort during the refresh through unchanged', async () => {
    nonceAnswer = 'slow';
    const controller = new AbortController();
    const pending = rejection(rest('wp/v2/users/me', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 100);
    const error = await pending;
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
  });

  it('sends no X-WP-Nonce with nonce: false (contact-form-7) and does not refresh', async () => {
    const form = new FormData();
    form.append('_wpcf7_unit_tag', 'wpcf7-f31-p32-o1');
    const answer = await rest<{ nonce: null; type: string }>('contact-form-7/v1/contact-forms/31/feedback', {
      method: 'POST',
      body: form,
      nonce: false,
    });
    expect(answer.nonce).toBeNull();
    expect(answer.type).toMatch(/^multipart\/form-data/);
    expect(server.hits[0]!.headers).not.toHaveProperty('x-wp-nonce');
  });
});
