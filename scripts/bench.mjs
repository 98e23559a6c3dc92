// `npm run bench` (not part of npm test). For the demo index and every fixture page, in headless
// Chromium against the fixture backend: the JavaScript the page loads (files, gzip bytes), the
// render-blocking scripts in <head>, the time until every island that mounts on load is mounted,
// and the main thread's long-task time. Writes bench/results.json and bench/results.md.
//
//   npm run bench [-- --runs 7]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { measureVariationChoice, variationChoiceMarkdown } from './bench-variations.mjs';
import { measureShop, shopMarkdown } from './bench-shop.mjs';
import { measurePodcast, podcastMarkdown, reactChunkTest } from './bench-podcast.mjs';
import { loopFilterMarkdown, measureLoopFilter } from './bench-loop-filter.mjs';
import { checkoutMarkdown, measureCheckout } from './bench-checkout.mjs';
import { measurePopup, popupMarkdown } from './bench-popup.mjs';
import { measureSite, siteMarkdown } from './bench-site.mjs';
import { bundleDir, outRoot } from '../esbuild.config.mjs';
import { fixturePages } from './fixture-pages.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = bundleDir; // dist/islands/, or $ISLANDS_DIST/islands/
const outDir = join(rootDir, 'bench');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 5;
/** After the network is idle, how long islands with an idle or visible strategy get to mount. */
const SETTLE_MS = 500;

// Reference figures from issue 2: what the scripts this bundle replaces load on a real shop.
const reference = [
  { page: 'real shop, variable product', jsFiles: 23, jsGzipKB: 103.9, blockingGzipKB: 34.2 },
  { page: 'real shop, listing', jsFiles: null, jsGzipKB: 65.4, blockingGzipKB: null },
];

/** Installed in every page before its own scripts: long tasks and island mount times. */
function instrument() {
  const bench = { longTaskMs: 0, longTasks: 0, mounted: [], slowestEventMs: 0 };
  Object.defineProperty(window, '__bench', { value: bench });
  // Interaction latency (what INP measures): Event Timing reports events slower than 16 ms, from
  // input to the next paint; anything faster is below one frame.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) bench.slowestEventMs = Math.max(bench.slowestEventMs, entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTaskMs += entry.duration;
      bench.longTasks++;
    }
  }).observe({ type: 'longtask', buffered: true });
  // The server's HTML: every element present once parsing ends (before module scripts run).
  // Islands in HTML inserted later (a fragment refresh replacing the header) mount again; those
  // mounts are counted apart, not as the page's time to interactive islands.
  const initial = new WeakSet();
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') for (const el of document.querySelectorAll('*')) initial.add(el);
  });
  const seen = new WeakSet();
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (el.getAttribute('data-island') === 'mounted' && !seen.has(el)) {
        seen.add(el);
        bench.mounted.push({
          widget: el.getAttribute('data-widget'),
          element: el.tagName.toLowerCase() + (el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''),
          hydrate: el.getAttribute('data-hydrate'),
          initial: initial.has(el),
          at: performance.now(),
        });
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island'] });
}

/** Read after the page settled. */
function collect() {
  // A copy of isLoadIsland below: this function runs in the page.
  const isLoadIsland = (widget, hydrate) => !widget || ['', 'load'].includes(hydrate ?? '');
  const classicJs = /^$|^(text|application)\/(x-)?(java|ecma)script$/i;
  const blocking = [...document.head.querySelectorAll('script[src]')]
    .filter((s) => classicJs.test(s.type.trim()) && !s.async && !s.defer)
    .map((s) => s.src);
  const islands = [...document.querySelectorAll('[data-widget], [data-island]')];
  const state = (el) => el.getAttribute('data-island') ?? 'not seen';
  // The islands that mount on load: data-hydrate="load" or none (the widget's default, load for
  // most widgets; one whose default is idle/visible shows up as pending), and the islands the
  // runtime matched on plugin markup by selector.
  const onLoad = islands.filter((el) => isLoadIsland(el.getAttribute('data-widget'), el.getAttribute('data-hydrate')));
  return {
    blocking,
    islands: islands.length,
    states: islands.reduce((acc, el) => {
      acc[state(el)] = (acc[state(el)] ?? 0) + 1;
      return acc;
    }, {}),
    loadIslands: onLoad.length,
    loadIslandsMounted: onLoad.filter((el) => state(el) === 'mounted').length,
    bench: window.__bench,
  };
}

const isLoadIsland = (widget, hydrate) => !widget || ['', 'load'].includes(hydrate ?? '');
const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const round = (x) => (x === null ? null : Math.round(x * 10) / 10);

/** One real interaction per page where the shopper has one to make; its latency is measured. */
const interactions = {
  '/tienda/': ['add a product', (page) => page.click('a.ajax_add_to_cart[data-product_id="22"]')],
  '/producto/camiseta-basica/': ['open a tab', (page) => page.click('.wc-tabs li:nth-child(2) a')],
  '/producto/sudadera-con-capucha/': ['choose a colour', (page) => page.selectOption('form.variations_form select >> nth=0', { index: 1 })],
  '/producto/sudadera-personalizable/': [
    'choose one of 1,296',
    (page) => page.selectOption('form.variations_form select >> nth=0', { index: 2 }),
  ],
  '/contacto/': ['type a name', (page) => page.locator('.wpcf7 input[type="text"] >> nth=0').pressSequentially('Ana Pérez')],
  '/resena-mejor-hosting/': ['reply to a comment', (page) => page.click('.comment-reply-link >> nth=0')],
  '/finalizar-compra/': ['open the side cart', (page) => page.click('.xoo-wsc-basket')],
};

async function interact(page, path) {
  const step = interactions[path];
  if (!step) return null;
  await step[1](page);
  await page.waitForTimeout(600);
  return page.evaluate(() => window.__bench.slowestEventMs);
}

async function measure(browser, baseUrl, fixture) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    // A new context per run: empty cache and cookies, as on a first visit.
    const context = await browser.newContext({ locale: 'es-ES' });
    if (fixture.setup) {
      const setup = await context.newPage();
      await setup.goto(new URL(fixture.setup, baseUrl).href, { waitUntil: 'networkidle' });
      await setup.close();
    }
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(
        res.body().then(
          (body) => ({ url: res.url(), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
          () => ({ url: res.url(), bytes: 0, gzip: 0 }),
        ),
      );
    });
    const response = await page.goto(new URL(fixture.path, baseUrl).href, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${fixture.path}: HTTP ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(collect);
    const interactionMs = await interact(page, fixture.path);
    const files = await Promise.all(scripts);
    await context.close();

    const loadMounts = seen.bench.mounted.filter((m) => m.initial && isLoadIsland(m.widget, m.hydrate));
    const allLoadMounted = seen.loadIslands > 0 && seen.loadIslandsMounted === seen.loadIslands;
    samples.push({
      files,
      blocking: seen.blocking,
      islands: seen.islands,
      states: seen.states,
      loadIslands: seen.loadIslands,
      loadIslandsMounted: seen.loadIslandsMounted,
      loadMountedMs: seen.loadIslands === 0 ? 0 : allLoadMounted ? Math.max(...loadMounts.map((m) => m.at)) : null,
      laterMounts: seen.bench.mounted.filter((m) => !m.initial).length,
      mounts: seen.bench.mounted.map((m) => ({ widget: m.widget ?? `(selector) ${m.element}`, initial: m.initial, ms: round(m.at) })),
      longTaskMs: seen.bench.longTaskMs,
      longTasks: seen.bench.longTasks,
      interactionMs,
    });
  }
  const first = samples[0];
  const gzipOf = (url) => first.files.find((f) => f.url === url)?.gzip ?? 0;
  return {
    path: fixture.path,
    label: fixture.label,
    jsFiles: first.files.length,
    jsBytes: first.files.reduce((n, f) => n + f.bytes, 0),
    jsGzipBytes: first.files.reduce((n, f) => n + f.gzip, 0),
    scripts: first.files.map((f) => ({ path: new URL(f.url).pathname, bytes: f.bytes, gzip: f.gzip })),
    renderBlockingScripts: first.blocking.map((u) => new URL(u).pathname),
    renderBlockingGzipBytes: first.blocking.reduce((n, u) => n + gzipOf(u), 0),
    islands: first.islands,
    islandStates: first.states,
    loadIslands: first.loadIslands,
    loadIslandsMounted: first.loadIslandsMounted,
    loadIslandsMountedMs: round(median(samples.map((s) => s.loadMountedMs))),
    /** Islands mounted in HTML inserted after the page loaded (fragment refreshes). */
    laterMounts: first.laterMounts,
    /** Every mount of the first run, in order: which island is slow. */
    mounts: first.mounts,
    longTaskMs: round(median(samples.map((s) => s.longTaskMs))),
    longTasks: median(samples.map((s) => s.longTasks)),
    interaction: interactions[fixture.path]?.[0] ?? null,
    /** Slowest event of that interaction, input to next paint (0: under 16 ms). */
    interactionMs: round(median(samples.map((s) => s.interactionMs))),
  };
}

function markdown(results) {
  const rows = results.pages.map((p) =>
    [
      `${p.label} \`${p.path}\``,
      p.jsFiles,
      kb(p.jsGzipBytes).toFixed(1),
      p.renderBlockingScripts.length ? `${p.renderBlockingScripts.length} (${kb(p.renderBlockingGzipBytes).toFixed(1)} KB)` : 'none',
      `${p.loadIslandsMounted}/${p.loadIslands}`,
      p.loadIslandsMountedMs === null ? 'not all' : p.loadIslandsMountedMs.toFixed(0),
      p.longTaskMs === null ? '—' : p.longTaskMs.toFixed(0),
      p.interaction === null ? '—' : `${p.interaction}: ${p.interactionMs ? `${p.interactionMs.toFixed(0)} ms` : '< 16 ms'}`,
    ].join(' | '),
  );
  return [
    `| Page | JS files | JS gzip (KB) | Render-blocking scripts in \`<head>\` | Load islands mounted | All load islands mounted (ms) | Long tasks (ms) | Interaction latency |`,
    `|---|---:|---:|---|---:|---:|---:|---|`,
    ...rows.map((r) => `| ${r} |`),
    ...reference.map(
      (r) =>
        `| *Replaced scripts: ${r.page}* | ${r.jsFiles ?? '—'} | ${r.jsGzipKB.toFixed(1)} | ${r.blockingGzipKB === null ? '—' : `${r.blockingGzipKB.toFixed(1)} KB`} | — | — | — | — |`,
    ),
    '',
    `Headless Chromium ${results.chromium}, fixture backend on loopback, no throttling; ${results.runs} runs per page, ` +
      `a fresh context (empty cache) each run. Bytes: every JavaScript response the page fetched, each gzipped ` +
      `(level 9). Times: median; "all load islands mounted" is performance.now() when the last island with ` +
      `data-hydrate="load" (or the widget default) reached data-island="mounted" (islands in HTML a fragment refresh inserted later are not counted). Long tasks: sum of the ` +
      `PerformanceObserver 'longtask' durations until the page settled. Interaction latency: the slowest Event Timing ` +
      `entry (input to next paint, as INP counts it) of one real interaction on the settled page; under 16 ms is under one frame.`,
    '',
  ].join('\n');
}

/** URL of a module exporting the fixture backend's startServer (server/http.ts). */
async function serverModule() {
  if (process.env.ISLANDS_SERVER_MODULE) return pathToFileURL(process.env.ISLANDS_SERVER_MODULE).href;
  // Bundled for plain Node 20, which cannot import TypeScript. The bundle sits under
  // node_modules/ so that its bare imports (better-sqlite3, …) resolve.
  const outfile = join(rootDir, 'node_modules/.cache/islands/bench-server.mjs');
  await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ['server/http.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return pathToFileURL(outfile).href;
}

async function main() {
  if (!existsSync(join(distDir, 'islands.js')) || !existsSync(join(outRoot, 'meta.json'))) {
    console.log('dist/ is missing: building it first (npm run build)');
    const built = spawnSync(process.execPath, [join(rootDir, 'esbuild.config.mjs')], { stdio: 'inherit', cwd: rootDir });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.error("No Chromium found. Install Debian's: sudo apt-get install -y chromium (or set CHROMIUM_PATH).");
    process.exit(1);
  }

  const { startServer } = await import(await serverModule());
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', distDir, rootDir });
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  try {
    const pages = [];
    for (const fixture of [{ path: '/', label: 'índice' }, ...fixturePages]) {
      process.stdout.write(`measuring ${fixture.path} … `);
      pages.push(await measure(browser, server.url, fixture));
      process.stdout.write('done\n');
    }
    const results = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      runs,
      pages,
      reference,
      variationChoice: await measureVariationChoice(browser, server.url),
      shop: await measureShop(browser, server.url),
      podcast: await measurePodcast(browser, server.url, reactChunkTest(rootDir, outRoot, distDir)),
      loopFilter: await measureLoopFilter(browser, server.url, reactChunkTest(rootDir, outRoot, distDir)),
      checkout: await measureCheckout(browser, server.url),
      popup: await measurePopup(browser, server.url, reactChunkTest(rootDir, outRoot, distDir)),
      site: await measureSite(browser, server.url),
    };
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    const table = `${markdown(results)}\n${variationChoiceMarkdown(results.variationChoice)}\n${shopMarkdown(results.shop)}\n${podcastMarkdown(results.podcast)}\n${loopFilterMarkdown(results.loopFilter)}\n${checkoutMarkdown(results.checkout)}\n${popupMarkdown(results.popup)}\n${siteMarkdown(results.site)}`;
    await writeFile(join(outDir, 'results.md'), table);
    console.log(`\n${table}`);
    console.log('Wrote bench/results.json and bench/results.md');
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
