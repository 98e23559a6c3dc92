// Serving a page recorded from the real plugins (fixtures/recorded/, unmodified) on the fixture
// server's origin with only the runtime's <script> added, for the browser tests that check the
// islands against the markup WooCommerce, the side cart and Contact Form 7 really print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { rootDir, type BrowserHarness } from './harness.ts';

/** Where the pages were recorded: their absolute links, images and the plugins' REST roots. */
const RECORDED_ORIGIN = 'http://127.0.0.1:8089';
const RUNTIME = '<script type="module" src="/islands/islands.js"></script>';

export interface RecordedFile {
  /** fixtures/recorded/<file>.html */
  file: string;
  /** The path it was recorded at, and is served at. */
  path: string;
  /** Product ids put in the fixture cart first (a recorded page with cart lines). */
  cart?: string[];
  /** The page's own GET fetches of its address (a cart or checkout refresh) get the recorded page
   * too, instead of the fixture backend's rendering of that path. */
  refetchRecorded?: boolean;
}

function isApi(url: URL): boolean {
  return url.pathname.startsWith('/wp-json/') || url.pathname === '/wp-admin/admin-ajax.php' || url.searchParams.has('wc-ajax');
}

/** A 1×1 transparent GIF: the recorded host's images load as images, with no decode error. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Someone else's asset (the recorded host's images and styles, Google Fonts): an empty one. */
function emptyAsset(route: Route): Promise<void> {
  const type = route.request().resourceType();
  if (type === 'image') return route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL });
  return route.fulfill({ status: 200, contentType: type === 'stylesheet' ? 'text/css' : 'text/plain', body: '' });
}

/**
 * Routes the recorded HTML to its own path on the fixture origin, so relative wc-ajax and
 * admin-ajax calls reach the fixture backend, and fills the fixture cart; the caller navigates.
 * The plugins also printed absolute URLs of the recorded host (wpcf7.api.root, the api.w.org
 * link): on the real site that is the page's own origin, so its API calls are answered by the
 * fixture backend too (with the CORS header a cross-origin call needs here). Its images and
 * styles, and other sites' (Google Fonts), are empty files. Returns the list, filled as they
 * happen, of API calls made to the recorded host ('POST /wp-json/…').
 */
export async function serveRecorded(h: BrowserHarness, page: Page, recorded: RecordedFile): Promise<string[]> {
  const offSite: string[] = [];
  const html = readFileSync(join(rootDir, 'fixtures/recorded', `${recorded.file}.html`), 'utf8');
  expect(html, 'the recorded page prints no #islands-config').not.toContain('islands-config');
  const body = html.replace('</head>', `${RUNTIME}</head>`);
  expect(body, `${recorded.file}.html has a </head>`).not.toBe(html);
  await page.route(h.url(recorded.path), (route) =>
    route.request().isNavigationRequest() || (recorded.refetchRecorded && route.request().method() === 'GET')
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body })
      : route.fallback(),
  );
  await page.route((url) => url.origin !== h.origin, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.origin !== RECORDED_ORIGIN || !isApi(url)) return emptyAsset(route);
    offSite.push(`${route.request().method()} ${url.pathname}${url.search}`);
    const response = await route.fetch({ url: h.url(url.pathname + url.search) });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': h.origin } });
  });
  for (const id of recorded.cart ?? []) {
    const res = await page.request.post(h.url('/?wc-ajax=add_to_cart'), { form: { product_id: id, quantity: '1' } });
    expect(res.ok(), `fixture cart add of ${id}`).toBe(true);
  }
  return offSite;
}
