// node:http ⇄ the web-standard handler: reads request bodies in (up to PHP's limit), keeps every
// Set-Cookie out, and answers a request it cannot turn into a Request with 400, 405 or 413.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { text } from './respond.ts';

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  dbPath: string;
  distDir: string;
  rootDir: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** PHP's default post_max_size: a longer body is refused before any route reads it. */
export const MAX_BODY = 8 * 1024 * 1024;
// A name, IPv4 or bracketed IPv6 address and an optional port: nothing a URL would read as a path,
// user info or another host.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
// Node's fetch refuses to build a Request with these (a TypeError), and the shop answers none of them.
const REFUSED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Why a request gets no further than the adapter: 400, 405 or 413. */
class Refused extends Error {
  constructor(readonly status: 400 | 405 | 413) {
    super(String(status));
  }
}

/** The URL the handler sees, from the Host header and an origin-form (or absolute) target. */
function requestUrl(req: IncomingMessage, fallbackHost: string): URL {
  // HTTP/1.0 may leave Host out; Node already refuses an HTTP/1.1 request without one.
  const host = req.headers.host ?? fallbackHost;
  const target = req.url ?? '';
  const absolute = /^https?:\/\//i.test(target);
  if (!HOST.test(host) || !(absolute || target.startsWith('/'))) throw new Refused(400);
  try {
    return absolute ? new URL(target) : new URL(`http://${host}${target}`);
  } catch {
    // A port past 65535, a malformed address.
    throw new Refused(400);
  }
}

/** The whole body, refused with 413 past MAX_BODY (announced or streamed). */
async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) throw new Refused(413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Refused(413);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function toRequest(req: IncomingMessage, fallbackHost: string): Promise<Request> {
  const method = req.method ?? '';
  if (REFUSED_METHODS.has(method)) throw new Refused(405);
  const url = requestUrl(req, fallbackHost);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(req) : undefined;
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    return new Request(url, { method, headers, body });
  } catch {
    // A header value or method the Fetch API will not carry.
    throw new Refused(400);
  }
}

const REFUSAL_TEXT = { 400: 'Solicitud incorrecta.', 405: 'Método no permitido.', 413: 'La solicitud es demasiado grande.' };

/** A refusal closes the connection: the rest of a refused body is never read. */
function refusal(status: Refused['status']): Response {
  const answer = text(REFUSAL_TEXT[status], status);
  answer.headers.set('Connection', 'close');
  if (status === 405) answer.headers.set('Allow', 'GET, HEAD, POST');
  return answer;
}

async function send(res: ServerResponse, answer: Response): Promise<void> {
  // Headers.get would join several Set-Cookie values into one invalid line.
  const cookies = answer.headers.getSetCookie();
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  res.statusCode = answer.status;
  if (!answer.body) {
    res.end();
    return;
  }
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const app = createApp({ dbPath: opts.dbPath, distDir: opts.distDir, rootDir: opts.rootDir });
  const host = opts.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    // Everything that can throw runs inside the chain: a bad request must never end the process.
    Promise.resolve()
      .then(() => toRequest(req, `${host}:${(server.address() as AddressInfo).port}`))
      .then(
        (request) => app.handle(request),
        (cause: unknown) => {
          if (cause instanceof Refused) return refusal(cause.status);
          throw cause;
        },
      )
      .then((answer) => send(res, answer))
      .catch((cause: unknown) => {
        // The client hung up (mid-body, mid-answer): no one to answer or to tell.
        if (req.socket.destroyed) return;
        console.error('[islands:server] Could not answer', req.method, req.url, cause);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });
  // Node hands CONNECT to this event, and closes the connection unanswered when no one listens.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => {
          app.close();
          if (err) reject(err);
          else resolve();
        });
      }),
  };
}
