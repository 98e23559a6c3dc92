import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { es } from '../i18n/es.ts';
import { rest } from './rest.ts';
import { json, startServer, configureFor, type TestServer } from './test-server.ts';

let server: TestServer;
// docs/network.md#media-upload: WordPress stored the file but died making the sizes; the header names it.
let postProcessSucceedsOn = Infinity;
let postProcessCalls = 0;

beforeAll(async () => {
  server = await startServer((hit, res) => {
    const url = new URL(hit.url, server.base);
    const path = url.pathname.replace(/^\/wp-json/, '');
    if (path === '/wp/v2/media' && url.searchParams.has('broken'))
      return json(res, 500, { code: 'internal_server_error', message: 'Error crítico' });
    if (path === '/wp/v2/media')
      return json(res, 500, { code: 'internal_server_error', message: 'x' }, { 'x-wp-upload-attachment-id': '77' });
    if (path === '/wp/v2/media/77/post-process') {
      postProcessCalls++;
      return postProcessCalls >= postProcessSucceedsOn ? json(res, 200, { id: 77, media_details: { sizes: {} } }) : json(res, 500, {});
    }
    if (path === '/wp/v2/media/77') return json(res, 200, { deleted: true });
    json(res, 404, null);
  });
});

afterAll(() => server.close());

beforeEach(() => {
  configureFor(server.base);
  postProcessSucceedsOn = Infinity;
  postProcessCalls = 0;
  server.hits.length = 0;
});

const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('media upload', () => {
  const upload = () => rest('wp/v2/media', { method: 'POST', body: new FormData() });

  it('post-processes 5 times, then deletes the attachment and rejects with post_process', async () => {
    const error = await rejection(upload());
    expect(error).toMatchObject({ code: 'post_process', message: es.postProcess });
    expect(server.hits.map((hit) => `${hit.method} ${hit.headers['x-http-method-override'] ?? ''} ${hit.url}`)).toEqual([
      'POST  /wp-json/wp/v2/media?_locale=user',
      ...Array(5).fill('POST  /wp-json/wp/v2/media/77/post-process?_locale=user'),
      'POST DELETE /wp-json/wp/v2/media/77?force=true&_locale=user',
    ]);
    expect(JSON.parse(server.hits[1]!.body)).toEqual({ action: 'create-image-subsizes' });
  });

  it('resolves with the post-process answer once it works', async () => {
    postProcessSucceedsOn = 2;
    expect(await upload()).toEqual({ id: 77, media_details: { sizes: {} } });
    expect(server.hits.length).toBe(3);
  });

  it('treats a 5xx without the attachment header as a plain error', async () => {
    const error = await rejection(rest('wp/v2/media?broken=1', { method: 'POST', body: new FormData() }));
    expect(error).toMatchObject({ code: 'internal_server_error', status: 500 });
    expect(server.hits.length).toBe(1);
  });
});
