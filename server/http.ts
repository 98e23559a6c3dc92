// node:http ⇄ the web-standard handler: streams request bodies in, keeps every Set-Cookie out.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';

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

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Required by Node's fetch for a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
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
    const origin = `http://${req.headers.host ?? `${host}:${(server.address() as AddressInfo).port}`}`;
    app
      .handle(toRequest(req, origin))
      .then((answer) => send(res, answer))
      .catch((cause: unknown) => {
        console.error('[islands:server] Could not answer', req.method, req.url, cause);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
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
