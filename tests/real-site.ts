// Real-site tests: real Chromium against the real WordPress 6.8 + WooCommerce 10 site of
// ../shared/wordpress/ (Side Cart, Contact Form 7, Akismet, Elementor, …: its README lists
// them), with the Islands plugin installed from the zip `npm run build` just made and activated.
// The counterpart of tests/harness.ts's browserSuite, for files named tests/real-site/*.browser.test.ts.
//
//   realSiteSuite('tienda real', (site) => {
//     test('…', async () => {
//       const page = await site.newPage();
//       await page.goto(site.url('/tienda/'));
//       expect(await site.report(page)).toMatchObject({ jquery: null });
//       site.expectNoConsoleErrors();
//     });
//   });
//
// The site comes up once per test run (about 40 s; tests/real-site/stack.ts), fresh database, same
// ids every time (site.ids). Each test gets fresh browser contexts, so a fresh WooCommerce session
// and cart; the database is shared by every test of the run, so a test that spends stock or
// leaves orders must not depend on another's (prefer the variable product or the mug).
// Where the site's folder is absent, every realSiteSuite says so in one line and skips.
//
// API (kept stable): realSiteSuite(name, body(site)) and RealSite below; site.url(path, { original:
// true }) adds ?islands=0, the page as the shop's own scripts print it, for comparisons;
// site.newPage({ islandsSettings }) gives one context its own plugin settings (trial mode, switches).
// Env: WP_STACK_DIR (where up.sh is; default ../shared/wordpress), ISLANDS_WP_ROOT
// (/tmp/islands-real-site), ISLANDS_WP_PORT (8190), ISLANDS_WP_DBPORT (3490): two runs at the same
// time need different ones. ISLANDS_WP_REUSE=1 keeps the site up after the run and reuses it in
// the next (the plugin is reinstalled when the bundle changed): handy while writing a test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { browserSkipReason, trackPageWork, watch, type ExpectNoErrorsOptions, type NewPageOptions, type PageLog } from './harness.ts';
import {
  configurationHeader,
  ensureRealSite,
  realSiteSkipReason,
  settingsHeader,
  siteOrigin,
  siteRoot,
  wordpressPhp,
} from './real-site/stack.ts';

export { realSiteSkipReason };

/** $WP_STACK_ROOT/ids.json: the seeded content, the same on every fresh database. */
export interface RealSiteIds {
  pages: { cart: number; checkout: number; shop: number; myaccount: number };
  simple_id: number;
  mug_id: number;
  external_id: number;
  variable_id: number;
  /** "rojo|S" → variation id; "azul|M" is out of stock. */
  variations: Record<string, number>;
  coupon: string;
  cf7_id: number;
  cf7_unit_tag: string;
  cf7_full_id: number;
  cf7_full_unit_tag: string;
  article_id: number;
  [key: string]: unknown;
}

/** What the plugin printed as #islands-report (wordpress-plugin/islands/includes/swap.php). */
export interface IslandsReport {
  /** Replaced handles printed as data only on this page. */
  replaced: string[];
  /** Replaced handles that stayed real scripts → the handles (or reasons) that needed them. */
  kept: Record<string, string[]>;
  /** null when jQuery is not on the page; else what kept it. */
  jquery: string[] | null;
}

/** The plugin's settings (option islands_settings) as one browser context sees them. */
export interface IslandsSettings {
  mode: 'all' | 'trial';
  /** Handles the site owner keeps (unticked under Ajustes → Islands). */
  keep: string[];
  /** Who shows Elementor Pro's popups (Ajustes → Islands): the islands (the default) or Pro itself. */
  popups?: 'islands' | 'elementor';
  /** The share of page views the field data measures, in percent (docs/vitals.md); without it, 0. */
  vitals?: number;
}

export interface RealSitePageOptions extends NewPageOptions {
  /**
   * The plugin's settings for this page's requests only (a request header a test-only must-use
   * plugin reads), so a test can try trial mode or a switch without touching the other files'.
   */
  islandsSettings?: IslandsSettings;
  /**
   * The site's configuration for this page's requests only: options, plugins switched on, filters
   * (scripts/real-site.mjs, configurationHeader), e.g. a consent tool or Elementor's element cache off.
   */
  siteConfiguration?: SiteConfiguration;
  /**
   * A plain visitor: the plugin prints #islands-report for administrators only, and every other
   * test page gets it through the islands_show_report filter so that site.report() can read it.
   */
  plainVisitor?: boolean;
  /** The window's size (Playwright's default: 1280×720). */
  viewport?: { width: number; height: number };
  /** A phone's browser: the page's meta viewport honoured, the layout as wide as the page (no touch unless hasTouch). */
  isMobile?: boolean;
}

/** One request's site configuration (scripts/real-site.mjs). */
export interface SiteConfiguration {
  options?: Record<string, unknown>;
  plugins?: string[];
  filters?: Record<string, unknown>;
}

export interface RealSite {
  /** e.g. http://127.0.0.1:8190 */
  readonly origin: string;
  /** An absolute URL on the site; original: true asks for the page without the plugin (?islands=0). */
  url(path: string, options?: { original?: boolean }): string;
  readonly browser: Browser;
  /** A page in a new context (es-ES, Europe/Madrid), closed after the test. */
  newPage(options?: RealSitePageOptions): Promise<Page>;
  log(page: Page): PageLog;
  /** Fails listing every console error, uncaught page error and failed request of this test's pages. */
  expectNoConsoleErrors(options?: ExpectNoErrorsOptions): void;
  readonly ids: RealSiteIds;
  /** The site's folder: logs/mail.log (every mail sent), logs/wp-debug.log (PHP notices). */
  readonly root: string;
  /** Reads a file of logs/ ('' when it does not exist yet). */
  readLog(name: 'mail.log' | 'wp-debug.log'): string;
  /** Runs PHP inside WordPress (wp-load.php) and returns what it printed, e.g. to read an order. */
  php(code: string, options?: { env?: Record<string, string>; before?: string }): string;
  /** The page's #islands-report, or null when the plugin did not print one. */
  report(page: Page): Promise<IslandsReport | null>;
}

let skipSaid = false;

/** A describe block whose tests get the real site. Call once per file. */
export function realSiteSuite(name: string, body: (site: RealSite) => void): void {
  const reason = realSiteSkipReason ?? browserSkipReason;
  if (reason && !skipSaid) {
    skipSaid = true;
    console.warn(`\n!!! SKIPPING real-site tests: ${reason}\n`);
  }
  // The PHP site shares the machine's cores with the browser: a flow of several page loads may
  // take longer than the 30 s a fixture test gets.
  describe.skipIf(!!reason)(name, { timeout: 90_000 }, () => body(realSite()));
}

function realSite(): RealSite {
  let browser: Browser | undefined;
  let ids: RealSiteIds | undefined;
  const opened: { context: BrowserContext; page: Page; log: PageLog }[] = [];
  const logs = new WeakMap<Page, PageLog>();

  beforeAll(async () => {
    // Without the global setup (a config that lacks it), files of one run still share the
    // vitest process that forked them.
    const runId = inject('realSiteRun') ?? `ppid-${process.ppid}`;
    await ensureRealSite(runId);
    ids = JSON.parse(readFileSync(join(siteRoot, 'ids.json'), 'utf8')) as RealSiteIds;
    browser = await chromium.launch({ executablePath: chromiumPath()!, args: chromiumArgs, headless: true });
  }, 15 * 60_000);

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.context.close()));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`real site: ${what} is not ready (used outside a test?)`);
    return v;
  };

  const site: RealSite = {
    origin: siteOrigin,
    root: siteRoot,
    url(path, options = {}) {
      const url = new URL(path, siteOrigin);
      if (options.original) url.searchParams.set('islands', '0');
      return url.href;
    },
    get browser() {
      return need(browser, 'browser');
    },
    get ids() {
      return need(ids, 'ids');
    },
    async newPage(options = {}) {
      const context = await need(browser, 'browser').newContext({
        javaScriptEnabled: options.javaScript ?? true,
        hasTouch: options.hasTouch ?? false,
        isMobile: options.isMobile ?? false,
        ...(options.viewport && { viewport: options.viewport }),
        locale: 'es-ES',
        timezoneId: 'Europe/Madrid',
        extraHTTPHeaders: testHeaders(options),
      });
      // The machine is offline: the site's links to other origins (Elementor's Google Fonts) get an
      // empty answer instead of a DNS failure that would read as the page's fault.
      await context.route(
        (url) => url.origin !== siteOrigin,
        (route) => route.fulfill({ status: 200, contentType: contentTypeOf(route.request().resourceType()), body: '' }),
      );
      await trackPageWork(context);
      const page = await context.newPage();
      const log = watch(page);
      logs.set(page, log);
      opened.push({ context, page, log });
      return page;
    },
    log(page) {
      const log = logs.get(page);
      if (!log) throw new Error('real site: this page was not opened by site.newPage()');
      return log;
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
          .map((m) => `[${page.isClosed() ? '(closed page)' : page.url()}] ${m}`),
      );
      (options.soft ? expect.soft : expect)(problems, 'console errors, page errors or failed requests').toEqual([]);
    },
    readLog(name) {
      try {
        return readFileSync(join(siteRoot, 'logs', name), 'utf8');
      } catch {
        return '';
      }
    },
    php: wordpressPhp,
    async report(page) {
      // Read from the loaded page at once: a wait with a timeout would read "none" on a busy machine.
      const texts = await page.evaluate(() => [...document.querySelectorAll('script#islands-report')].map((s) => s.textContent ?? ''));
      if (texts.length > 1) throw new Error(`${texts.length} script#islands-report on the page`);
      return texts[0] ? (JSON.parse(texts[0]) as IslandsReport) : null;
    },
  };
  return site;
}

/** The request headers of the test site's must-use plugin for a page's options. */
function testHeaders(options: RealSitePageOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.islandsSettings) headers[settingsHeader] = JSON.stringify(options.islandsSettings);
  const configuration = options.siteConfiguration ?? {};
  const filters = options.plainVisitor ? configuration.filters : { islands_show_report: true, ...configuration.filters };
  if (filters || configuration.options || configuration.plugins)
    headers[configurationHeader] = JSON.stringify({ ...configuration, filters });
  return headers;
}

function contentTypeOf(resourceType: string): string {
  if (resourceType === 'stylesheet') return 'text/css';
  if (resourceType === 'script') return 'text/javascript';
  return 'text/plain';
}
