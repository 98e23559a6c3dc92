// Issue 16's loop filter figures, measured by `npm run bench`: /blog-filtrado/ in Chromium against
// the fixture backend, without and with 4x CPU throttling: the JavaScript the page fetches until it
// settles (and whether React is in it), the JavaScript once the first filter has shown, and the time from
// the click on a term to the grid replaced, beside the refresh-loop call's own time (from the
// request's start to the answer's last byte, Resource Timing): what the island adds is the rest.
import { gzipSync } from 'node:zlib';

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** In the page before its scripts: when a term is clicked and when the grid's container is replaced. */
function instrumentFilter() {
  const bench = { clickAt: null, replacedAt: null };
  Object.defineProperty(window, '__loopFilterBench', { value: bench });
  document.addEventListener('click', (e) => {
    if (bench.clickAt === null && e.target instanceof Element && e.target.closest('.e-filter-item')) bench.clickAt = performance.now();
  }, true);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (bench.clickAt !== null && bench.replacedAt === null && node instanceof Element && node.matches('.elementor-widget-loop-grid > .elementor-widget-container')) bench.replacedAt = performance.now();
      }
    }
  }).observe(document, { subtree: true, childList: true });
}

async function oneRun(browser, url, cpuRate, isReactChunk) {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(instrumentFilter);
    const gzip = new Map();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') gzip.set(res.url(), res.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForSelector('search.e-filter[data-island="mounted"]', { state: 'attached' });
    const scriptsBy = (t) =>
      page.evaluate(
        (until) => performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name)).filter((e) => e.responseEnd <= until).map((e) => e.name),
        t,
      );
    // Settled: every chunk the page asks for without being touched.
    const bySettled = await scriptsBy(await page.evaluate(() => performance.now()));
    await page.click('.elementor-element-d49ad14 .e-filter-item[data-filter="hosting"]');
    await page.waitForFunction(() => window.__loopFilterBench.replacedAt !== null, null, { timeout: 60_000 });
    await page.waitForSelector('.elementor-element-d49ad14 .e-filter-item[data-filter="hosting"][aria-pressed="true"]', { state: 'attached', timeout: 60_000 });
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

/** Medians of `rounds` fresh visits (empty cache), at CPU rate 1 and 4. */
export async function measureLoopFilter(browser, baseUrl, isReactChunk, rounds = 5) {
  const url = new URL('/blog-filtrado/', baseUrl).href;
  const result = {};
  for (const rate of [1, 4]) {
    const samples = [];
    for (let i = 0; i < rounds; i++) samples.push(await oneRun(browser, url, rate, isReactChunk));
    const pick = (key) => median(samples.map((s) => s[key]));
    result[`cpu${rate}`] = {
      runs: rounds,
      jsSettledKB: pick('jsSettledKB'),
      reactSettledRuns: samples.filter((s) => s.reactSettled).length,
      jsAfterKB: pick('jsAfterKB'),
      clickToReplacedMs: pick('clickToReplacedMs'),
      callMs: pick('callMs'),
      addedMs: median(samples.map((s) => (s.callMs === null ? null : s.clickToReplacedMs - s.callMs))),
    };
  }
  return result;
}

export function loopFilterMarkdown(r) {
  const f = (x, digits = 0) => (x === null || x === undefined ? '—' : x.toFixed(digits));
  const row = (label, m) =>
    `| ${label} | ${f(m.jsSettledKB, 1)} (React in ${m.reactSettledRuns}/${m.runs} runs) | ${f(m.jsAfterKB, 1)} | ${f(m.clickToReplacedMs)} | ${f(m.callMs)} | ${f(m.addedMs)} |`;
  return [
    'Loop filter (`/blog-filtrado/`, a click on «Hosting»; medians of fresh visits):',
    '',
    '| CPU | JS until settled, gzip KB | JS after the first filter, gzip KB | click → grid replaced (ms) | refresh-loop call (ms) | added by the island (ms) |',
    '|---|---:|---:|---:|---:|---:|',
    row('1x', r.cpu1),
    row('4x', r.cpu4),
    '',
  ].join('\n');
}
