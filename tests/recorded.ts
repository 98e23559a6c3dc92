// Serving a page recorded from the real plugins (fixtures/recorded/, unmodified) at the address it
// was recorded at, with only the runtime's <script> added, for the browser tests that check the
// islands against the markup WooCommerce, the side cart and Contact Form 7 really print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { rootDir, type BrowserHarness } from './harness.ts';

/** Where the pages were recorded: their absolute links, images and the plugins' REST roots. */
export const RECORDED_ORIGIN = 'http://127.0.0.1:8089';

/** The address a recorded page is opened at: the recorded host's, as on the site it came from. */
export const recordedUrl = (path: string): string => RECORDED_ORIGIN + path;
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

/** The recorded host's images, styles, fonts and the plugins' own scripts: not the bundle, not a page or a call. */
function recordedAsset(type: string, url: URL): boolean {
  return ['image', 'stylesheet', 'font', 'media'].includes(type) || (type === 'script' && !url.pathname.startsWith('/islands/'));
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
 * Serves the recorded HTML at its own address on the recorded host (recordedUrl), where the page's
 * own relative calls and the absolute URLs the plugins printed (wpcf7.api.root, the api.w.org link)
 * are of the page's origin, as on the real site: the bundle sends nothing to another origin. That
 * host is the fixture backend behind Playwright's routing: its API calls, its pages and the bundle
 * are answered by the fixture server (whose cart cookie, on the same host, is the page's too), the
 * recorded host's images and styles, and other sites' (Google Fonts), are empty files. Fills the
 * fixture cart; the caller navigates. Returns the list, filled as they happen, of the REST calls
 * the page made ('POST /wp-json/…').
 */
export async function serveRecorded(h: BrowserHarness, page: Page, recorded: RecordedFile): Promise<string[]> {
  const restCalls: string[] = [];
  const html = readFileSync(join(rootDir, 'fixtures/recorded', `${recorded.file}.html`), 'utf8');
  expect(html, 'the recorded page prints no #islands-config').not.toContain('islands-config');
  const body = html.replace('</head>', `${RUNTIME}</head>`);
  expect(body, `${recorded.file}.html has a </head>`).not.toBe(html);
  await page.route((url) => url.origin !== RECORDED_ORIGIN, emptyAsset);
  await page.route(
    (url) => url.origin === RECORDED_ORIGIN,
    async (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      const itself =
        url.pathname === recorded.path && (request.isNavigationRequest() || (recorded.refetchRecorded && request.method() === 'GET'));
      if (itself) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
      if (recordedAsset(request.resourceType(), url)) return emptyAsset(route);
      if (url.pathname.startsWith('/wp-json/')) restCalls.push(`${request.method()} ${url.pathname}${url.search}`);
      // A request still on its way when the test closes the page (a chunk the panel asked for as it
      // opened) is dropped with it; while the page is open a failure is the test's.
      try {
        await route.fulfill({ response: await route.fetch({ url: h.url(url.pathname + url.search) }) });
      } catch (error) {
        // Closing: the page, or its context's request client ("Fetch response has been disposed").
        if (!page.isClosed() && !/has been disposed|has been closed/.test(String(error))) throw error;
      }
    },
  );
  for (const id of recorded.cart ?? []) {
    const res = await page.request.post(h.url('/?wc-ajax=add_to_cart'), { form: { product_id: id, quantity: '1' } });
    expect(res.ok(), `fixture cart add of ${id}`).toBe(true);
  }
  return restCalls;
}
