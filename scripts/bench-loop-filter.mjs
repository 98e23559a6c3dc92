// Issue 16's loop filter figures, measured by `npm run bench`: /blog-filtrado/ in Chromium against
// the fixture backend, without and with 4x CPU throttling: the JavaScript the page fetches until it
// settles (and whether React is in it), the JavaScript once the first filter has shown, and the time from
// the click on a term to the grid replaced, beside the refresh-loop call's own time (from the
// request's start to the answer's last byte, Resource Timing): what the island adds is the rest.
// By hand against the real site (`node scripts/bench-loop-filter.mjs --real-site`, after npm run
// build; brings the site up as the real-site tests do), the same with Elementor Pro's own loop
// filter script (?islands=0) beside the islands.
import { gzipSync } from 'node:zlib';

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** In the page before its scripts: when a term is clicked and when the grid's container is replaced. */
function instrumentFilter() {
  const bench = { clickAt: null, replacedAt: null };
  Object.defineProperty(window, '__loopFilterBench', { value: bench });
  document.addEventListener(
    'click',
    (e) => {
      if (bench.clickAt === null && e.target instanceof Element && e.target.closest('.e-filter-item')) bench.clickAt = performance.now();
    },
    true,
  );
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (
          bench.clickAt !== null &&
          bench.replacedAt === null &&
          node instanceof Element &&
          node.matches('.elementor-widget-loop-grid > .elementor-widget-container')
        )
          bench.replacedAt = performance.now();
      }
    }
  }).observe(document, { subtree: true, childList: true });
}

/** The fixture's category bar; on the real site, its one bar. */
const FIXTURE_TERM = '.elementor-element-d49ad14 .e-filter-item[data-filter="hosting"]';
const REAL_SITE_TERM = 'search.e-filter .e-filter-item[data-filter="hosting"]';

async function oneRun(browser, url, cpuRate, isReactChunk, { term = FIXTURE_TERM, original = false } = {}) {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const origin = new URL(url).origin;
    // The real site links other origins (fonts) the offline machine cannot reach: empty answers.
    await context.route(
      (u) => u.origin !== origin,
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(instrumentFilter);
    const gzip = new Map();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script')
        gzip.set(
          res.url(),
          res.body().then(
            (b) => gzipSync(b, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Elementor Pro's own script has bound the bar by the load event.
    if (!original) await page.waitForSelector('search.e-filter[data-island="mounted"]', { state: 'attached' });
    const scriptsBy = (t) =>
      page.evaluate(
        (until) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
            .filter((e) => e.responseEnd <= until)
            .map((e) => e.name),
        t,
      );
    // Settled: every chunk the page asks for without being touched.
    const bySettled = await scriptsBy(await page.evaluate(() => performance.now()));
    await page.click(term);
    await page.waitForFunction(() => window.__loopFilterBench.replacedAt !== null, null, { timeout: 60_000 });
    await page.waitForSelector(`${term}[aria-pressed="true"]`, { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const all = await scriptsBy(Number.MAX_SAFE_INTEGER);
    const kb = async (urls) => (await Promise.all(urls.map((u) => gzip.get(u) ?? 0))).reduce((a, b) => a + b, 0) / 1024;
    const seen = await page.evaluate(() => {
      const call = performance.getEntriesByType('resource').find((e) => e.name.includes('/elementor-pro/v1/refresh-loop'));
      return { ...window.__loopFilterBench, callMs: call ? call.responseEnd - call.startTime : null };
    });
    return {
      jsSettledKB: await kb(bySettled),
      reactSettled: bySettled.some(isReactChunk),
      jsAfterKB: await kb(all),
      clickToReplacedMs: seen.replacedAt - seen.clickAt,
      callMs: seen.callMs,
    };
  } finally {
    await context.close();
  }
}

/** Medians of `rounds` fresh visits of `url` at one CPU rate. */
async function measureAt(browser, url, rate, isReactChunk, rounds, options) {
  const samples = [];
  for (let i = 0; i < rounds; i++) samples.push(await oneRun(browser, url, rate, isReactChunk, options));
  const pick = (key) => median(samples.map((s) => s[key]));
  return {
    runs: rounds,
    jsSettledKB: pick('jsSettledKB'),
    reactSettledRuns: samples.filter((s) => s.reactSettled).length,
    jsAfterKB: pick('jsAfterKB'),
    clickToReplacedMs: pick('clickToReplacedMs'),
    callMs: pick('callMs'),
    addedMs: median(samples.map((s) => (s.callMs === null ? null : s.clickToReplacedMs - s.callMs))),
  };
}

/** Medians of `rounds` fresh visits (empty cache), at CPU rate 1 and 4. */
export async function measureLoopFilter(browser, baseUrl, isReactChunk, rounds = 5) {
  const url = new URL('/blog-filtrado/', baseUrl).href;
  return { cpu1: await measureAt(browser, url, 1, isReactChunk, rounds), cpu4: await measureAt(browser, url, 4, isReactChunk, rounds) };
}

/** The real site's /blog-filtrado/ with Elementor Pro's own loop filter (?islands=0) and with the Islands plugin. */
export async function measureLoopFilterRealSite(browser, origin, isReactChunk, rounds = 3) {
  const result = {};
  for (const rate of [1, 4]) {
    for (const variant of ['original', 'islands']) {
      const url = `${origin}/blog-filtrado/${variant === 'original' ? '?islands=0' : ''}`;
      result[`${variant}-cpu${rate}`] = await measureAt(browser, url, rate, isReactChunk, rounds, {
        term: REAL_SITE_TERM,
        original: variant === 'original',
      });
    }
  }
  return result;
}

const f = (x, digits = 0) => (x === null || x === undefined ? '—' : x.toFixed(digits));
const row = (label, m) =>
  `| ${label} | ${f(m.jsSettledKB, 1)} (React in ${m.reactSettledRuns}/${m.runs} runs) | ${f(m.jsAfterKB, 1)} | ${f(m.clickToReplacedMs)} | ${f(m.callMs)} | ${f(m.addedMs)} |`;
const HEAD = [
  '| CPU | JS until settled, gzip KB | JS after the first filter, gzip KB | click → grid replaced (ms) | refresh-loop call (ms) | added by the island (ms) |',
  '|---|---:|---:|---:|---:|---:|',
];

export function loopFilterMarkdown(r) {
  return [
    'Loop filter (`/blog-filtrado/`, a click on «Hosting»; medians of fresh visits):',
    '',
    ...HEAD,
    row('1x', r.cpu1),
    row('4x', r.cpu4),
    '',
  ].join('\n');
}

export function loopFilterRealSiteMarkdown(r) {
  return [
    "Real site `/blog-filtrado/`, Elementor Pro's loop filter script beside the islands (a click on «Hosting»; the last column is what the page adds to the call):",
    '',
    HEAD[0].replace('| CPU |', '| Real site |').replace('added by the island', 'added by the page'),
    HEAD[1],
    row('Elementor Pro', r['original-cpu1']),
    row('islands', r['islands-cpu1']),
    row('Elementor Pro, 4× CPU', r['original-cpu4']),
    row('islands, 4× CPU', r['islands-cpu4']),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href && process.argv.includes('--real-site')) {
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, chromiumPath } = await import('./chromium.mjs');
  const { ensureRealSite, siteOrigin } = await import('./real-site.mjs');
  const { bundleDir, outRoot } = await import('../esbuild.config.mjs');
  const { reactChunkTest } = await import('./bench-podcast.mjs');
  await ensureRealSite(`bench-loop-filter-${process.pid}`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const rootDir = new URL('..', import.meta.url).pathname;
    console.log(
      loopFilterRealSiteMarkdown(await measureLoopFilterRealSite(browser, siteOrigin, reactChunkTest(rootDir, outRoot, bundleDir))),
    );
  } finally {
    await browser.close();
  }
}
