// Tests only: a real HTTP server on a free port, and the islands-config that points the clients at it.
// The unit project runs in jsdom, where vitest keeps Node's own fetch, FormData and AbortController
// (jsdom has no fetch), so requests really cross a socket. Node's fetch needs absolute URLs, hence
// the absolute URLs in the configuration.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetSiteConfig } from '../page/config.ts';

export interface Hit {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (hit: Hit, res: ServerResponse) => void;

export interface TestServer {
  base: string;
  /** Every request received, in order. */
  hits: Hit[];
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const hit = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      hits.push(hit);
      handler(hit, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Writes the islands-config script into the jsdom document and forgets the cached configuration.
 * The document is moved to the server's origin, as a page of that site: the configuration's
 * addresses are taken only on the page's own origin.
 */
export function configureFor(base: string, extra: Record<string, unknown> = {}): void {
  resetSiteConfig();
  const dom = (globalThis as { jsdom?: { reconfigure(options: { url: string }): void } }).jsdom;
  if (new URL(base).origin !== location.origin) dom?.reconfigure({ url: `${base}/` });
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'islands-config';
  script.textContent = JSON.stringify({
    ajaxUrl: `${base}/wp-admin/admin-ajax.php`,
    wcAjaxUrl: `${base}/?wc-ajax=%%endpoint%%`,
    restRoot: `${base}/wp-json/`,
    nonce: 'stale00000',
    nonceEndpoint: `${base}/wp-admin/admin-ajax.php?action=rest-nonce`,
    ...extra,
  });
  document.head.replaceChildren(script);
}

/** The request as the server saw it, for echo routes. */
export function echo(hit: Hit): Record<string, unknown> {
  return {
    method: hit.method,
    override: hit.headers['x-http-method-override'] ?? null,
    nonce: hit.headers['x-wp-nonce'] ?? null,
    type: hit.headers['content-type'] ?? null,
    url: hit.url,
    body: hit.body,
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}
