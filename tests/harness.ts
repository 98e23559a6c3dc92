// The one factory every browser test comes from (STYLE habit 14). Per test file: one fixture
// server on a free port with an in-memory database, one Chromium. Per test: a fresh context and
// page whose console errors, page errors, failed requests and fetched scripts are recorded.
//
//   browserSuite('tienda', (h) => {
//     test('…', async () => {
//       const page = await h.newPage();
//       await page.goto(h.url('/tienda/'));
//       h.expectNoConsoleErrors();
//     });
//   });
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Route } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { chromiumPath, chromiumArgs } from '../scripts/chromium.mjs';
import { trackPageWork, trackRequests } from './settled.ts';
export { settled, trackPageWork } from './settled.ts';

export const rootDir = fileURLToPath(new URL('..', import.meta.url));
/** The browser bundle the fixture server serves under /islands/ (dist/islands/, or $ISLANDS_DIST/islands/). */
export { bundleDir as distDir, outRoot } from '../esbuild.config.mjs';
import { bundleDir as distDir, outRoot } from '../esbuild.config.mjs';

/** What the fixture backend's server/http.ts exports (see issue 2, "Fixture backend"). */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
type StartServer = (opts: { port: number; host?: string; dbPath: string; distDir: string; rootDir: string }) => Promise<RunningServer>;

export { fixturePages, type FixturePage } from '../scripts/fixture-pages.mjs';

// ---------------------------------------------------------------------------------------------
// Skipping: only when Chromium (or php) is really unavailable. scripts/test.sh sets the
// ISLANDS_SKIP_* variables after it has said loudly how to install the missing tool.

function skipReason(envName: string, missing: () => string | null): string | null {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv;
  return missing();
}

export const browserSkipReason: string | null = skipReason('ISLANDS_SKIP_BROWSER', () =>
  chromiumPath() ? null : "no Chromium found (set CHROMIUM_PATH or install Debian's: apt-get install -y chromium)",
);

export function phpBinary(): string | null {
  const candidates = [process.env.PHP_BINARY, '/usr/bin/php', '/usr/local/bin/php'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

export const phpSkipReason: string | null = skipReason('ISLANDS_SKIP_PHP', () =>
  phpBinary() ? null : "no php found (set PHP_BINARY or install Debian's: apt-get install -y php-cli)",
);

const warned = new Set<string>();
function warnSkip(what: string, reason: string): void {
  if (warned.has(what)) return;
  warned.add(what);
  console.warn(`\n!!! SKIPPING ${what}: ${reason}\n`);
}

// ---------------------------------------------------------------------------------------------
// Build facts read from dist/meta.json (esbuild's metafile).

interface MetaOutput {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}
interface Meta {
  outputs: Record<string, MetaOutput>;
}

const reactInput = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

export interface DistInfo {
  /** File names (relative to the bundle folder, posix) of the chunks holding React or react-dom. */
  reactChunks: string[];
  /** True when `url` is a request for one of the React chunks. */
  isReactChunk(url: string): boolean;
  /** True when the chunk of widget `name` (widgets/<name>/…) reaches a React chunk by static imports. */
  widgetUsesReact(name: string): boolean;
}

export function readDist(): DistInfo {
  const metaPath = join(outRoot, 'meta.json');
  if (!existsSync(metaPath)) throw new Error(`${metaPath} is missing: run \`npm run build\` first`);
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Meta;
  // Metafile paths are relative to the project root; chunk URLs are relative to the bundle folder.
  const rel = (p: string) => relative(distDir, resolve(rootDir, p)).split(sep).join('/');
  const reactChunks = Object.entries(meta.outputs)
    .filter(([file, out]) => file.endsWith('.js') && Object.keys(out.inputs).some((i) => reactInput.test(i)))
    .map(([file]) => rel(file));
  const reactSet = new Set(reactChunks);
  const reaches = (file: string, seen = new Set<string>()): boolean => {
    if (reactSet.has(rel(file))) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    const out = meta.outputs[file];
    return !!out && out.imports.some((i) => i.kind === 'import-statement' && reaches(i.path, seen));
  };
  return {
    reactChunks,
    isReactChunk(url) {
      const path = new URL(url).pathname;
      if (!path.startsWith('/islands/')) return false;
      return reactSet.has(path.slice('/islands/'.length));
    },
    widgetUsesReact(name) {
      // A widget's folder may hold chunks it loads later (loop-filter's React bar): the widget's
      // own module is the one named after it, when there is one.
      const own = Object.entries(meta.outputs).filter(([, o]) => new RegExp(`^widgets/[^/]+/${name}/`).test(o.entryPoint ?? ''));
      const entry = own.find(([, o]) => o.entryPoint!.replace(/^.*\/|\.tsx?$/g, '') === name) ?? own[0];
      return !!entry && reaches(entry[0]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The factory.

export interface PageLog {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  /** Every script URL the page requested, in order (entry, chunks, dynamic imports). */
  scripts: string[];
}

export interface NewPageOptions {
  /** false: the context runs no page JavaScript (the no-JS fallbacks). */
  javaScript?: boolean;
  /** true: a touch screen (touch events, page.tap), as on a phone. */
  hasTouch?: boolean;
}

export interface ExpectNoErrorsOptions {
  /** Messages matching one of these are expected by the test and not reported. */
  ignore?: RegExp[];
  /** expect.soft: report and let the test go on to its other checks. */
  soft?: boolean;
}

export interface BrowserHarness {
  /** Origin of the fixture server, e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  url(path: string): string;
  readonly browser: Browser;
  /** A page in a new context, closed after the test. Its log is kept for expectNoConsoleErrors. */
  newPage(options?: NewPageOptions): Promise<Page>;
  log(page: Page): PageLog;
  /** Scripts the page fetched that are React chunks (per dist/meta.json). */
  reactChunksFetched(page: Page): string[];
  /** Fails listing every console error, uncaught page error and failed request of this test's pages. */
  expectNoConsoleErrors(options?: ExpectNoErrorsOptions): void;
  readonly dist: DistInfo;
}

/**
 * A describe block whose tests get the harness `h`. Call once per file (each call starts its own
 * server and browser). When Chromium is missing the whole block is skipped, loudly, and vitest
 * still counts its tests as skipped.
 */
export function browserSuite(name: string, body: (h: BrowserHarness) => void): void {
  if (browserSkipReason) warnSkip('browser tests', browserSkipReason);
  describe.skipIf(!!browserSkipReason)(name, () => body(browserHarness()));
}

function browserHarness(): BrowserHarness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dist: DistInfo | undefined;
  const opened: { context: BrowserContext; page: Page; log: PageLog }[] = [];
  const logs = new WeakMap<Page, PageLog>();

  beforeAll(async () => {
    dist = readDist();
    const startServer = await loadStartServer();
    server = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', distDir, rootDir });
    browser = await chromium.launch({ executablePath: chromiumPath()!, args: chromiumArgs, headless: true });
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`harness: ${what} is not ready (used outside a test?)`);
    return v;
  };

  const harness: BrowserHarness = {
    get origin() {
      return new URL(need(server, 'server').url).origin;
    },
    url(path) {
      return new URL(path, need(server, 'server').url).href;
    },
    get browser() {
      return need(browser, 'browser');
    },
    get dist() {
      return need(dist, 'dist');
    },
    async newPage(options = {}) {
      const context = await need(browser, 'browser').newContext({
        javaScriptEnabled: options.javaScript ?? true,
        hasTouch: options.hasTouch ?? false,
        locale: 'es-ES',
        timezoneId: 'Europe/Madrid',
      });
      await trackPageWork(context);
      const page = await context.newPage();
      const log = watch(page);
      logs.set(page, log);
      opened.push({ context, page, log });
      return page;
    },
    log(page) {
      const log = logs.get(page);
      if (!log) throw new Error('harness: this page was not opened by harness.newPage()');
      return log;
    },
    reactChunksFetched(page) {
      return harness.log(page).scripts.filter((u) => harness.dist.isReactChunk(u));
    },
    expectNoConsoleErrors(options = {}) {
      const ignore = options.ignore ?? [];
      const problems = opened.flatMap(({ page, log }) =>
        [
          ...log.consoleErrors.map((m) => `console.error: ${m}`),
          ...log.pageErrors.map((m) => `uncaught: ${m}`),
          ...log.failedRequests.map((m) => `request failed: ${m}`),
        ]
          .filter((m) => !ignore.some((re) => re.test(m)))
          .map((m) => `[${safeUrl(page)}] ${m}`),
      );
      // The problems are in the message too: a failure's first line (scripts/test.sh) then names them.
      (options.soft ? expect.soft : expect)(
        problems,
        `console errors, page errors or failed requests: ${problems.join(' | ').slice(0, 400)}`,
      ).toEqual([]);
    },
  };
  return harness;
}

function safeUrl(page: Page): string {
  try {
    return page.url();
  } catch {
    return '(closed page)';
  }
}

/** Records a page's console errors, page errors, failed requests and scripts (this file's and tests/real-site.ts's pages). */
export function watch(page: Page): PageLog {
  const log: PageLog = { consoleErrors: [], pageErrors: [], failedRequests: [], scripts: [] };
  trackRequests(page);
  // A navigation cancels what the previous document still had in flight (net::ERR_ABORTED): not a
  // fault of either page. That includes what the old page sends after the navigation has begun
  // (a timer, a queued cart refresh), cancelled when the new document commits.
  let documents = 0;
  let navigating = false;
  const documentOf = new WeakMap<Request, number>();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    documents++;
    navigating = false;
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const at = msg.location();
    log.consoleErrors.push(`${msg.text()}${at.url ? ` (${at.url}:${at.lineNumber})` : ''}`);
  });
  page.on('pageerror', (err) => log.pageErrors.push(err.stack ?? String(err)));
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) navigating = true;
    documentOf.set(req, documents);
    if (req.resourceType() === 'script') log.scripts.push(req.url());
  });
  page.on('requestfailed', (req: Request) => {
    const reason = req.failure()?.errorText ?? 'unknown';
    if (reason === 'net::ERR_ABORTED' && (req.isNavigationRequest() || navigating || documentOf.get(req) !== documents)) return;
    // The media pipeline cancels its own range requests (a seek, a pause, enough buffered): an
    // <audio> seeked while its first request is still coming is not a failed request.
    if (reason === 'net::ERR_ABORTED' && req.resourceType() === 'media') return;
    log.failedRequests.push(`${req.method()} ${req.url()}: ${reason}`);
  });
  page.on('response', (res) => {
    // Chromium also logs this as a console error without saying which request it was.
    if (res.status() >= 400) log.failedRequests.push(`${res.request().method()} ${res.url()}: HTTP ${res.status()}`);
  });
  return log;
}

async function loadStartServer(): Promise<StartServer> {
  // A variable specifier keeps tsc from needing server/http.ts's types while it is written;
  // StartServer above is the contract. ISLANDS_SERVER_MODULE points elsewhere for experiments.
  const specifier = process.env.ISLANDS_SERVER_MODULE ?? pathToFileURL(join(rootDir, 'server/http.ts')).href;
  const mod = (await import(/* @vite-ignore */ specifier)) as { startServer?: StartServer };
  if (typeof mod.startServer !== 'function') throw new Error(`${specifier} does not export startServer()`);
  return mod.startServer;
}

// ---------------------------------------------------------------------------------------------
// axe-core, injected from the installed package (no network).

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

let axeSource: string | undefined;

/** Runs axe-core in the page; returns its violations (WCAG 2.x A and AA rules by default). */
export async function axe(page: Page, options: RunOptions = {}): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    ...options,
  };
  const results = (await page.evaluate(
    (opts) => (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<unknown> } }).axe.run(document, opts),
    runOptions as Record<string, unknown>,
  )) as AxeResults;
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}

// ---------------------------------------------------------------------------------------------
// Hydration: DOM attributes are the state machine (STYLE habit 14). runtime/core/mount.ts sets
// data-island="pending" while an island waits for its strategy, "mounted" once hydrated, "error"
// when it failed; server HTML the runtime has not seen yet has no data-island at all.

/** Asserts the first element matching `selector` exists and is not hydrated yet. */
export async function expectNotHydrated(page: Page, selector: string): Promise<void> {
  const el = page.locator(selector).first();
  await el.waitFor({ state: 'attached' });
  const state = await el.getAttribute('data-island');
  expect([null, 'pending'], `${selector} should not be hydrated yet (data-island="${state}")`).toContain(state);
}

/** Waits until the first element matching `selector` is mounted or failed, and asserts it mounted. */
export async function expectHydrated(page: Page, selector: string, timeout = 10_000): Promise<void> {
  const settled = page.locator(`${selector}:is([data-island="mounted"], [data-island="error"])`).first();
  try {
    await settled.waitFor({ state: 'attached', timeout });
  } catch {
    const state = await page
      .locator(selector)
      .first()
      .getAttribute('data-island', { timeout: 1000 })
      .catch(() => 'no element');
    throw new Error(`${selector} was not hydrated within ${timeout} ms (data-island="${state}")`);
  }
  expect(await settled.getAttribute('data-island'), `${selector} should be hydrated`).toBe('mounted');
}

export interface Gate {
  /** Lets the held requests (and any later ones) through. */
  release(): void;
  /** How many requests are waiting. */
  readonly held: number;
}

/**
 * Holds every request for the bundle (/islands/…) until release(), so a test can see the server
 * HTML before any island can mount. Navigate with `waitUntil: 'commit'`: module scripts delay
 * DOMContentLoaded, so 'load' would wait for the gate forever.
 */
export async function holdIslands(page: Page): Promise<Gate> {
  const waiting: Route[] = [];
  let open = false;
  await page.route('**/islands/**', (route) => {
    if (open) return route.continue();
    waiting.push(route);
  });
  return {
    release() {
      open = true;
      for (const route of waiting.splice(0)) void route.continue();
    },
    get held() {
      return waiting.length;
    },
  };
}

/** Holds the page's requests for `url` (a lazy chunk, say) until the returned release() is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export interface HydrationCase {
  path: string;
  selector: string;
  /**
   * For strategies other than load: what makes the island hydrate (scroll it into view, focus it,
   * click it). The island must still be unhydrated after the page has loaded and before trigger.
   */
  trigger?: (page: Page) => Promise<void>;
}

/** STYLE habit 14: "not hydrated yet", then "hydrated", with the console kept clean. */
export async function expectHydration(h: BrowserHarness, c: HydrationCase): Promise<Page> {
  const page = await h.newPage();
  const gate = await holdIslands(page);
  await page.goto(h.url(c.path), { waitUntil: 'commit' });
  await expectNotHydrated(page, c.selector);
  gate.release();
  if (c.trigger) {
    await page.waitForLoadState('load');
    await expectNotHydrated(page, c.selector);
    await c.trigger(page);
  }
  await expectHydrated(page, c.selector);
  h.expectNoConsoleErrors();
  return page;
}
