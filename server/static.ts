// Files: the built bundle under /islands/ (dist/), product images under WordPress' uploads URL
// (fixtures/images/); the podcast's audio is server/podcast-audio.ts.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { UPLOADS } from './render/image.ts';

// A Map: the extension comes from the URL.
const TYPES = new Map(
  Object.entries({
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.map': 'application/json; charset=utf-8',
    '.html': 'text/html; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.webp': 'image/webp',
    '.woff2': 'font/woff2',
    '.txt': 'text/plain; charset=utf-8',
  }),
);

const notFound = (): Response => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** A file under `dir` named by the URL path after `prefix`; 404 for anything outside or missing. */
export async function serveFile(dir: string, prefix: string, pathname: string, method: string): Promise<Response> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return notFound();
  }
  const file = normalize(join(dir, relative));
  if (!file.startsWith(normalize(dir) + sep) || relative.includes('\0')) return notFound();
  try {
    const info = await stat(file);
    if (!info.isFile()) return notFound();
    const headers = {
      'Content-Type': TYPES.get(extname(file)) ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      // The bundle is rebuilt in place by `npm run dev`: always revalidate.
      'Cache-Control': 'no-cache',
    };
    return new Response(method === 'HEAD' ? null : await readFile(file), { headers });
  } catch {
    return notFound();
  }
}

export async function serveUpload(rootDir: string, pathname: string, method: string): Promise<Response> {
  if (!pathname.startsWith(UPLOADS)) return notFound();
  return serveFile(join(rootDir, 'fixtures', 'images'), UPLOADS, pathname, method);
}
