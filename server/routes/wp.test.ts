// @vitest-environment node
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Catalogue } from '../catalogue.ts';
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
    const res = await ping(nonce, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'X-HTTP-Method-Override': 'DELETE', 'Content-Type': 'application/json' },
    });
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

describe('admin-ajax.php?action=get_playlist_items', () => {
  const atts = JSON.stringify({ type: 'audio', order: 'ASC', orderby: 'menu_order ID', limit: '3', page: 1 });
  const pageOf = async (page: number, nonce: string): Promise<Record<string, unknown>> => {
    const q = new URLSearchParams({ action: 'get_playlist_items', atts, page: String(page), player_id: '1160378981', nonce });
    return (await (await shopper.get(`/wp-admin/admin-ajax.php?${q}`)).json()) as Record<string, unknown>;
  };

  it('pages the seven episodes three at a time, then an empty page (recorded 50-53)', async () => {
    const html = await shopper.html('/resena-mejor-hosting/');
    const nonce = /var ssp_castos_player_1160378981 = (\{.*\});/.exec(html)?.[1];
    const params = JSON.parse(nonce ?? '{}') as { nonce: string; atts: { limit: string } };
    expect(params.atts.limit).toBe('3');
    const ids = async (page: number): Promise<number[]> =>
      ((await pageOf(page, params.nonce)).data as { episode_id: number }[]).map((e) => e.episode_id);
    expect(await ids(1)).toEqual([35, 36, 37]);
    expect(await ids(3)).toEqual([41]);
    expect(await pageOf(4, params.nonce)).toEqual({ success: true, data: [] });
    const [first] = (await pageOf(2, params.nonce)).data as Record<string, unknown>[];
    expect(Object.keys(first ?? {})).toEqual([
      'episode_id',
      'date',
      'duration',
      'audio_file',
      'album_art',
      'podcast_title',
      'title',
      'excerpt',
    ]);
    expect(first).toMatchObject({
      episode_id: 38,
      date: 'Jan 4, 2025',
      duration: '00:00:02',
      audio_file: 'http://tienda.test/wp-content/uploads/2026/11/episodio-4.wav',
    });
  });

  it('answers success:false for a bad nonce or missing parameters (recorded 54, 55)', async () => {
    await shopper.html('/podcast/');
    expect(await pageOf(2, 'bad')).toEqual({ success: false, data: { message: 'Security check failed' } });
    const res = await shopper.get('/wp-admin/admin-ajax.php?action=get_playlist_items&page=2');
    expect(await res.json()).toEqual({ success: false, data: { message: 'Missing required parameters' } });
  });

  it("checks in the plugin's order, and a nonce is good only for its own player", async () => {
    const html = await shopper.html('/resena-mejor-hosting/');
    const { nonce } = JSON.parse(/var ssp_castos_player_1160378981 = (\{.*\});/.exec(html)?.[1] ?? '{}') as { nonce: string };
    const ask = async (params: Record<string, string>) => {
      const q = new URLSearchParams({ action: 'get_playlist_items', atts, page: '2', player_id: '1160378981', nonce, ...params });
      return ((await (await shopper.get(`/wp-admin/admin-ajax.php?${q}`)).json()) as { data: { message?: string } }).data.message;
    };
    expect(await ask({ page: 'dos' })).toBe('Missing required parameters');
    expect(await ask({ atts: '"limit"', nonce: 'mal' })).toBe('Invalid attributes format');
    expect(await ask({ page: '1001', nonce: 'mal' })).toBe('Invalid page number');
    expect(await ask({ player_id: 'jugador_1', nonce: 'mal' })).toBe('Invalid player ID format');
    expect(await ask({ player_id: '3651666932' })).toBe('Security check failed'); // the podcast page's player
    expect(await ask({})).toBeUndefined();
  });

  it('sends every string through esc_html, as the plugin does', async () => {
    const catalogue = Catalogue.load(join(import.meta.dirname, '..', '..'));
    const episode = catalogue.content.podcast.episodes[3]!;
    Object.assign(episode, { title: 'Envíos & <b>devoluciones</b>', excerpt: '"Tarifas" \'planas\'' });
    const other = new Shopper(testApp(catalogue));
    const html = await other.html('/resena-mejor-hosting/');
    const { nonce } = JSON.parse(/var ssp_castos_player_1160378981 = (\{.*\});/.exec(html)?.[1] ?? '{}') as { nonce: string };
    const q = new URLSearchParams({ action: 'get_playlist_items', atts, page: '2', player_id: '1160378981', nonce });
    const [first] = ((await (await other.get(`/wp-admin/admin-ajax.php?${q}`)).json()) as { data: Record<string, string>[] }).data;
    expect([first?.title, first?.excerpt]).toEqual([
      'Envíos &amp; &lt;b&gt;devoluciones&lt;/b&gt;',
      '&quot;Tarifas&quot; &#039;planas&#039;',
    ]);
  });
});
