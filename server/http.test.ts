// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './http.ts';

let server: RunningServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'islands-dist-'));
  mkdirSync(join(distDir, 'chunks'));
  writeFileSync(join(distDir, 'islands.js'), 'export const ok = 1;\n');
  writeFileSync(join(distDir, 'chunks', 'a.css'), 'body{}');
  server = await startServer({ port: 0, dbPath: ':memory:', distDir, rootDir: join(import.meta.dirname, '..') });
});

afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

it('listens on a free port and serves the pages', async () => {
  expect(server.port).toBeGreaterThan(0);
  expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  const res = await fetch(`${server.url}/tienda/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<h1 class="woocommerce-products-header__title page-title">Tienda</h1>');
});

it('serves dist/ under /islands/ with JavaScript and CSS types, 404 when missing or outside', async () => {
  const js = await fetch(`${server.url}/islands/islands.js`);
  expect([js.status, js.headers.get('content-type'), await js.text()]).toEqual([
    200,
    'text/javascript; charset=utf-8',
    'export const ok = 1;\n',
  ]);
  expect((await fetch(`${server.url}/islands/chunks/a.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect((await fetch(`${server.url}/islands/nope.js`)).status).toBe(404);
  expect((await fetch(`${server.url}/islands/..%2fpackage.json`)).status).toBe(404);
});

it('serves the product images and the episode audio', async () => {
  const png = await fetch(`${server.url}/wp-content/uploads/2026/11/camiseta-300x300.png`);
  expect(png.headers.get('content-type')).toBe('image/png');
  expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  const wav = await fetch(`${server.url}/wp-content/uploads/2026/11/episodio-3.wav`);
  expect(wav.headers.get('content-type')).toBe('audio/wav');
});

it('streams a posted body in and keeps every Set-Cookie header apart', async () => {
  const res = await fetch(`${server.url}/?wc-ajax=add_to_cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: 'quantity=1&product_id=22',
  });
  expect(res.status).toBe(200);
  expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
    'wp_woocommerce_session_islands',
    'woocommerce_items_in_cart',
    'woocommerce_cart_hash',
  ]);
  expect(((await res.json()) as { cart_hash: string }).cart_hash).toMatch(/^[0-9a-f]{32}$/);
});

it('takes a multipart body (the side cart posts FormData)', async () => {
  const form = new FormData();
  form.append('quantity', '2');
  form.append('add-to-cart', '22');
  const res = await fetch(`${server.url}/producto/camiseta-basica/`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
});

/**
 * Sends raw bytes on a fresh connection and resolves with the answer's status code, or with
 * 'closed' when the server hangs up without answering (a destroyed socket, a dead process).
 */
function rawStatus(bytes: string | Buffer, wait = 5000): Promise<number | 'closed' | 'timeout'> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let got = '';
    const timer = setTimeout(() => finish('timeout'), wait);
    function finish(result: number | 'closed' | 'timeout'): void {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    }
    socket.on('data', (chunk: Buffer) => {
      got += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(got);
      if (status) finish(Number(status[1]));
    });
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('connect', () => socket.write(bytes));
  });
}

const head = (requestLine: string, headers: string[] = ['Host: 127.0.0.1']): string =>
  `${requestLine}\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`;
const post = (path: string, headers: string[], body: string): string =>
  head(`POST ${path} HTTP/1.1`, ['Host: 127.0.0.1', ...headers]) + body;

describe('bad requests', () => {
  const bad: [string, string | Buffer, number[]][] = [
    ['TRACE', head('TRACE / HTTP/1.1'), [405]],
    ['TRACE on a wc-ajax URL', head('TRACE /?wc-ajax=get_refreshed_fragments HTTP/1.1'), [405]],
    ['CONNECT', head('CONNECT 127.0.0.1:443 HTTP/1.1', ['Host: 127.0.0.1:443']), [405]],
    ['PROPFIND', head('PROPFIND / HTTP/1.1'), [405]],
    ['an unknown method', head('FROB / HTTP/1.1'), [400]],
    ['a method with odd bytes', head('G\u00e9T / HTTP/1.1'), [400]],
    ['binary garbage', Buffer.from([0, 1, 2, 0xff, 13, 10, 13, 10]), [400]],
    ['an unknown HTTP version', head('GET / HTTP/7.2'), [400]],
    ['a port out of range', head('GET / HTTP/1.1', ['Host: x:99999']), [400]],
    ['a host with a space', head('GET / HTTP/1.1', ['Host: tienda test']), [400]],
    ['a host with a path', head('GET / HTTP/1.1', ['Host: tienda.test/carrito']), [400]],
    ['a host with user info', head('GET / HTTP/1.1', ['Host: ana@tienda.test']), [400]],
    ['an unclosed IPv6 host', head('GET / HTTP/1.1', ['Host: [::1']), [400]],
    ['an empty host', head('GET / HTTP/1.1', ['Host: ']), [400]],
    ['no host in HTTP/1.1', head('GET / HTTP/1.1', []), [400]],
    ['a target that is not a path', head('GET tienda HTTP/1.1'), [400]],
    ['a 100 KB header', head('GET / HTTP/1.1', ['Host: 127.0.0.1', `X-Big: ${'a'.repeat(100_000)}`]), [431]],
    ['a content-length that is not a number', post('/', ['Content-Length: abc'], ''), [400]],
    ['a negative content-length', post('/', ['Content-Length: -1'], ''), [400]],
    ['two content-lengths', post('/', ['Content-Length: 1', 'Content-Length: 2'], 'ab'), [400]],
    ['content-length with chunked', post('/', ['Content-Length: 3', 'Transfer-Encoding: chunked'], '0\r\n\r\n'), [400]],
    ['a body announced over the limit', post('/?wc-ajax=add_to_cart', ['Content-Length: 100000000'], 'quantity=1'), [413]],
    [
      'a chunked body over the limit',
      post(
        '/?wc-ajax=add_to_cart',
        ['Transfer-Encoding: chunked'],
        `800000\r\n${'a'.repeat(0x800000)}\r\n800000\r\n${'a'.repeat(0x800000)}\r\n0\r\n\r\n`,
      ),
      [413],
    ],
    [
      'multipart with no boundary',
      post('/?wc-ajax=add_to_cart', ['Content-Type: multipart/form-data', 'Content-Length: 10'], 'quantity=1'),
      [400],
    ],
    [
      'multipart cut short',
      post(
        '/producto/camiseta-basica/',
        ['Content-Type: multipart/form-data; boundary=x', 'Content-Length: 46'],
        '--x\r\nContent-Disposition: form-data; name="q"\r\n\r\n',
      ),
      [400],
    ],
    [
      'multipart posted to the admin-ajax',
      post('/wp-admin/admin-ajax.php', ['Content-Type: multipart/form-data; boundary=x', 'Content-Length: 3'], '--x'),
      [400],
    ],
    [
      'multipart cut short to the contact form',
      post(
        '/wp-json/contact-form-7/v1/contact-forms/31/feedback',
        ['Content-Type: multipart/form-data; boundary=x', 'Content-Length: 3'],
        '--x',
      ),
      [400],
    ],
    [
      'multipart posted as a review',
      post('/wp-comments-post.php', ['Content-Type: multipart/form-data; boundary=x', 'Content-Length: 3'], '--x'),
      [400],
    ],
  ];

  it.each(bad)('%s gets an answer', async (_, bytes, statuses) => {
    expect(statuses).toContain(await rawStatus(bytes));
  });

  it('a body the client stops sending half way ends that request only', async () => {
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write(post('/?wc-ajax=add_to_cart', ['Content-Type: application/x-www-form-urlencoded', 'Content-Length: 100'], 'quantity=1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    expect(await rawStatus(head('GET /tienda/ HTTP/1.1'))).toBe(200);
  });

  it('the server still answers after all of them, sent at once', async () => {
    const answers = await Promise.all(bad.map(([, bytes]) => rawStatus(bytes)));
    expect(answers).toEqual(bad.map(([, , [status]]) => status));
    expect(await rawStatus(head('GET /tienda/ HTTP/1.1'))).toBe(200);
    expect((await fetch(`${server.url}/tienda/`)).status).toBe(200);
  });
});
