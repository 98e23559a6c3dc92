// The fixture backend as one web-standard handler: (Request) => Promise<Response>. Unit tests
// call handle() in-process; server/http.ts adapts it to node:http for the browser.
import { join } from 'node:path';
import { CartStore } from './cart.ts';
import { Catalogue } from './catalogue.ts';
import { openDb, type Db } from './db.ts';
import { OrderStore } from './orders.ts';
import { text } from './respond.ts';
import { pages } from './routes/pages.ts';
import { postComment } from './routes/comments.ts';
import { MalformedForm } from './routes/form-data.ts';
import { postReview } from './routes/reviews.ts';
import { wcAjax } from './routes/wc-ajax.ts';
import { adminAjax, rest } from './routes/wp.ts';
import { serveFile, serveUpload } from './static.ts';
import { episodeAudio } from './podcast-audio.ts';
import { Visit, type Shop } from './visit.ts';

export interface AppOptions {
  /** ':memory:' in tests. */
  dbPath: string;
  /** The built bundle, served under /islands/. */
  distDir: string;
  /** The project root: fixtures/ is read from here. */
  rootDir: string;
  /** Tests only: a catalogue other than fixtures/*.json (e.g. with hostile strings). */
  catalogue?: Catalogue;
}

export interface App {
  handle(req: Request): Promise<Response>;
  db: Db;
  close(): void;
}

export function createApp(opts: AppOptions): App {
  const db = openDb(opts.dbPath);
  const catalogue = opts.catalogue ?? Catalogue.load(opts.rootDir);
  const shop: Shop = {
    db,
    catalogue,
    carts: new CartStore(db, catalogue),
    orders: new OrderStore(db),
    rootDir: opts.rootDir,
    distDir: opts.distDir,
  };

  async function route(v: Visit): Promise<Response> {
    const { pathname } = v.url;
    const method = v.req.method;
    // WooCommerce answers ?wc-ajax= on any URL, before WordPress routes the page.
    const endpoint = v.url.searchParams.get('wc-ajax');
    if (endpoint !== null) return wcAjax(v, endpoint);
    if (pathname.startsWith('/islands/')) return serveFile(opts.distDir, '/islands/', pathname, method);
    if (pathname.startsWith('/wp-content/uploads/')) {
      return episodeAudio(catalogue.content.podcast, v.req, pathname) ?? serveUpload(opts.rootDir, pathname, method);
    }
    if (pathname === '/wp-admin/admin-ajax.php') return adminAjax(v);
    if (pathname === '/wp-json' || pathname.startsWith('/wp-json/')) return rest(v);
    if (pathname === '/wp-comments-post.php' && method === 'POST') {
      const posted = (await postReview(v)) ?? (await postComment(v));
      if (posted) return posted;
    }
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return text('', 405);
    return pages(v);
  }

  return {
    db,
    async handle(req: Request): Promise<Response> {
      const v = new Visit(shop, req);
      try {
        return v.finish(await route(v));
      } catch (cause) {
        if (cause instanceof MalformedForm) return text('Solicitud incorrecta.', 400);
        console.error(`[islands:server] ${req.method} ${req.url} failed:`, cause);
        return text('Error interno del servidor de pruebas.', 500);
      }
    },
    close(): void {
      db.close();
    },
  };
}

/** Paths for `npm start`: the data file under data/, the browser bundle in dist/islands/. */
export function defaultPaths(rootDir: string): AppOptions {
  return { rootDir, distDir: join(rootDir, 'dist', 'islands'), dbPath: join(rootDir, 'data', 'islands.sqlite') };
}
