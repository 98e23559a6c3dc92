// Test helper: a shopper with a cookie jar, talking to createApp().handle() in-process the way a
// browser would (cookies kept between requests, Set-Cookie with Max-Age=0 deleting them).
import { join } from 'node:path';
import { createApp, type App } from './app.ts';
import type { Catalogue } from './catalogue.ts';

export const ORIGIN = 'http://tienda.test';

export function testApp(catalogue?: Catalogue): App {
  const rootDir = join(import.meta.dirname, '..');
  return createApp({ dbPath: ':memory:', rootDir, distDir: join(rootDir, 'dist', 'islands'), catalogue });
}

export class Shopper {
  readonly jar = new Map<string, string>();

  constructor(readonly app: App) {}

  /** Another tab of the same browser: shares the cookie jar. */
  tab(): Shopper {
    const other = new Shopper(this.app);
    return Object.assign(other, { jar: this.jar });
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set('Cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await this.app.handle(new Request(ORIGIN + path, { ...init, headers, redirect: 'manual' }));
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.jar.delete(name);
      else this.jar.set(name, pair.slice(eq + 1));
    }
    return res;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { headers });
  }

  /** A form-encoded POST, as jQuery and plain HTML forms send. */
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { method: 'POST', body: new URLSearchParams(fields), headers });
  }

  async ajax<T = Record<string, unknown>>(endpoint: string, fields: Record<string, string> = {}): Promise<T> {
    const res = await this.post(`/?wc-ajax=${endpoint}`, fields);
    return (await res.json()) as T;
  }

  async html(path: string): Promise<string> {
    return (await this.get(path)).text();
  }
}

/** The JSON of `<script type="application/json" id="islands-config">` in a page. */
export function configOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="islands-config">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no islands-config in the page');
  return JSON.parse(m[1]) as Record<string, unknown>;
}
