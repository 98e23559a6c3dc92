// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
  expect([js.status, js.headers.get('content-type'), await js.text()]).toEqual([200, 'text/javascript; charset=utf-8', 'export const ok = 1;\n']);
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
