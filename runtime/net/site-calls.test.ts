// The generic server action (docs/network.md#admin-ajax) and the media upload rule
// (docs/network.md#media-upload) against the fixture backend itself (server/), over HTTP: a
// logged-in visitor's cookies travel as a browser's would (Node's fetch keeps no cookies, so a
// small jar adds them), everything else is the real client and the real fixture routes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Blob as NodeBlob } from 'node:buffer';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/http.ts';
import { es } from '../i18n/es.ts';
import { adminAjaxPost, queryAttachments } from './adminAjax.ts';
import { rest, setRestNonce } from './rest.ts';
import { configureFor } from './test-server.ts';

const rootDir = join(__dirname, '../..');
let server: RunningServer;
let base: string;
const jar = new Map<string, string>();
const sent: string[] = [];
const nodeFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', distDir: rootDir, rootDir });
  base = new URL(server.url).origin;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const url = String(input instanceof Request ? input.url : input);
    sent.push(`${init.method ?? 'GET'} ${headers.get('x-http-method-override') ?? ''} ${url.replace(base, '')}`.replace('  ', ' '));
    const response = await nodeFetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
    return response;
  };
});

afterAll(async () => {
  globalThis.fetch = nodeFetch;
  await server.close();
});

/** A fresh visitor: a session (the page's nonce) and, when asked, the stand-in login cookie. */
async function visitor(loggedIn: boolean): Promise<void> {
  jar.clear();
  if (loggedIn) jar.set('wordpress_logged_in_islands', 'admin');
  const html = await (await globalThis.fetch(`${base}/`)).text();
  const config = JSON.parse(/<script type="application\/json" id="islands-config">([^<]*)<\/script>/.exec(html)![1]!) as { nonce: string };
  configureFor(base, { nonce: config.nonce });
  setRestNonce(null);
  sent.length = 0;
}

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );
const upload = async (name: string) => {
  // The global FormData here is jsdom's, which Node's fetch cannot send: Node's own class, taken
  // from a form it parsed.
  const parsed = await new Request('http://x/', { method: 'POST', body: new URLSearchParams('a=1') }).formData();
  const body = new (parsed.constructor as typeof FormData)();
  body.set('file', new NodeBlob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) as unknown as Blob, name);
  return rest<{ id: number }>('wp/v2/media', { method: 'POST', body });
};

describe('the generic server action against the fixture backend', () => {
  beforeEach(() => visitor(false));

  it("resolves with data of a success answer: Essential Addons' token", async () => {
    const data = await adminAjaxPost<{ nonce: string }>('eael_get_token');
    expect(data.nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(sent).toEqual(['POST /wp-admin/admin-ajax.php']);
  });

  it('rejects an action the server has no handler for ("0", 400) and a failed nonce check ("-1", 403)', async () => {
    expect(await rejection(adminAjaxPost('nope'))).toMatchObject({ code: 'http_error', status: 400 });
    expect(await rejection(adminAjaxPost('elementor_send_clicks', { _nonce: 'viejo', 'clicks[]': [70] }))).toMatchObject({
      code: 'http_error',
      status: 403,
    });
  });

  it('rejects success:false with the generic message', async () => {
    expect(await rejection(queryAttachments({ posts_per_page: 10 }))).toMatchObject({ code: 'unknown_error', message: es.unknownError });
  });

  it('gives X-WP-Total with the page of query-attachments', async () => {
    await visitor(true);
    for (const name of ['uno.png', 'dos.png', 'tres.png']) await upload(name);
    const { items, total } = await queryAttachments<{ id: number }>({ posts_per_page: 2, paged: 1 });
    expect(total).toBe(3);
    expect(items.map((i) => i.id)).toHaveLength(2);
    const second = await queryAttachments<{ id: number }>({ posts_per_page: 2, paged: 2 });
    expect([second.items.length, second.total]).toEqual([1, 3]);
  });
});

describe('the media upload rule against the fixture backend', () => {
  beforeEach(() => visitor(true));

  it('an upload that works resolves with the attachment, one request', async () => {
    const item = await upload('camiseta.png');
    expect(item.id).toBeGreaterThan(0);
    expect(sent).toEqual(['POST /wp-json/wp/v2/media?_locale=user']);
  });

  it('a 5xx that names the attachment: post-process 5 times, then delete it, then post_process', async () => {
    const error = await rejection(upload('foto-sin-subtamanos.png'));
    expect(error).toMatchObject({ code: 'post_process', message: es.postProcess, status: 500 });
    const id = (error as { data: { attachmentId: number } }).data.attachmentId;
    expect(sent).toEqual([
      'POST /wp-json/wp/v2/media?_locale=user',
      ...Array(5).fill(`POST /wp-json/wp/v2/media/${id}/post-process?_locale=user`),
      `POST DELETE /wp-json/wp/v2/media/${id}?force=true&_locale=user`,
    ]);
    // The fixture backend really deleted it.
    expect(await rejection(rest(`wp/v2/media/${id}`))).toMatchObject({ code: 'rest_post_invalid_id', status: 404 });
  });
});
