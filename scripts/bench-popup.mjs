// Issue 16's popup figures, measured by `npm run bench`: /promociones/ in Chromium against the
// fixture backend, without and with 4x CPU throttling. A second page view (the offer shows from the
// second on, 2 s after the page starts): the JavaScript by the load event (and whether React is in
// it), the JavaScript once the popup showed, the time from navigation start to the popup shown and
// what that adds to the popup's own 2 s delay; then a click on 'Ver oferta' in a fresh visit: click →
// dialog shown, once as a script clicks (the pointer arrives just before the press, so React is
// fetched then) and once with the pointer resting on the link first, as a person's does (the code
// it fetched by then is ready: what is left is the router's mount and React's render). By hand against the real site (`node scripts/bench-popup.mjs
// --real-site`, after npm run build; brings the site up as the real-site tests do), the same with
// Elementor Pro's own popup script (?islands=0) beside the islands.
import { gzipSync } from 'node:zlib';

const DELAY_MS = 2000;
const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** In the page before its scripts: when the offer's dialog (either kind) is in the page, and clicks. */
function instrumentPopup() {
  const bench = { shownAt: null, clickAt: null };
  Object.defineProperty(window, '__popupBench', { value: bench });
  document.addEventListener(
    'click',
    (e) => {
      if (bench.clickAt === null && e.target instanceof Element && e.target.closest('a[href*="elementor-action"]'))
        bench.clickAt = performance.now();
    },
    true,
  );
  // The islands' dialog and Elementor Pro's both carry this id; Pro's is shown by a style change.
  const visible = () => {
    const modal = document.getElementById('elementor-popup-modal-53');
    return !!modal && getComputedStyle(modal).display !== 'none' && modal.querySelector('.elementor-heading-title');
  };
  new MutationObserver(() => {
    if (bench.shownAt === null && visible()) bench.shownAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
}

async function visit(browser, url, cpuRate, isReactChunk, { secondView, click, rest = false }) {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const origin = new URL(url).origin;
    // The real site links other origins (fonts) the offline machine cannot reach: empty answers.
    await context.route(
      (u) => u.origin !== origin,
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    if (secondView) {
      const first = await context.newPage();
      await first.goto(url, { waitUntil: 'networkidle' });
      await first.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(instrumentPopup);
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
    const byLoad = await scriptsBy(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventStart));
    if (click) {
      await page.waitForLoadState('networkidle');
      if (rest) {
        await page.hover('a[href*="elementor-action"]');
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
      }
      await page.click('a[href*="elementor-action"]');
    }
    await page.waitForFunction(() => window.__popupBench.shownAt !== null, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const all = await scriptsBy(Number.MAX_SAFE_INTEGER);
    const kb = async (urls) => (await Promise.all(urls.map((u) => gzip.get(u) ?? 0))).reduce((a, b) => a + b, 0) / 1024;
    const seen = await page.evaluate(() => window.__popupBench);
    return {
      jsByLoadKB: await kb(byLoad),
      reactByLoad: byLoad.some(isReactChunk),
      jsShownKB: await kb(all),
      shownMs: click ? null : seen.shownAt,
      clickToShownMs: click ? seen.shownAt - seen.clickAt : null,
    };
  } finally {
    await context.close();
  }
}

async function measureAt(browser, url, rate, isReactChunk, rounds) {
  const timed = [];
  const clicked = [];
  const rested = [];
  for (let i = 0; i < rounds; i++) timed.push(await visit(browser, url, rate, isReactChunk, { secondView: true, click: false }));
  for (let i = 0; i < rounds; i++) clicked.push(await visit(browser, url, rate, isReactChunk, { secondView: false, click: true }));
  for (let i = 0; i < rounds; i++)
    rested.push(await visit(browser, url, rate, isReactChunk, { secondView: false, click: true, rest: true }));
  const pick = (samples, key) => median(samples.map((s) => s[key]));
  return {
    runs: rounds,
    jsByLoadKB: pick(timed, 'jsByLoadKB'),
    reactByLoadRuns: timed.filter((s) => s.reactByLoad).length,
    jsShownKB: pick(timed, 'jsShownKB'),
    shownMs: pick(timed, 'shownMs'),
    addedMs: median(timed.map((s) => s.shownMs - DELAY_MS)),
    clickToShownMs: pick(clicked, 'clickToShownMs'),
    restedClickToShownMs: pick(rested, 'clickToShownMs'),
  };
}

/** Medians of `rounds` fresh visits of each kind (empty cache), at CPU rate 1 and 4. */
export async function measurePopup(browser, baseUrl, isReactChunk, rounds = 5) {
  const url = new URL('/promociones/', baseUrl).href;
  return { cpu1: await measureAt(browser, url, 1, isReactChunk, rounds), cpu4: await measureAt(browser, url, 4, isReactChunk, rounds) };
}

const f = (x, digits = 0) => (x === null || x === undefined ? '—' : x.toFixed(digits));
const row = (label, m) =>
  `| ${label} | ${f(m.jsByLoadKB, 1)} (React in ${m.reactByLoadRuns}/${m.runs} runs) | ${f(m.jsShownKB, 1)} | ${f(m.shownMs)} (+${f(m.addedMs)}) | ${f(m.clickToShownMs)} | ${f(m.restedClickToShownMs)} |`;
const HEAD = [
  '| CPU | JS by load (second view), gzip KB | JS once the popup showed, KB | navigation → popup shown, ms (beyond its 2 s delay) | click on «Ver oferta» → shown, first visit, ms | the same, pointer resting on the link first, ms |',
  '|---|---:|---:|---:|---:|---:|',
];

export function popupMarkdown(r) {
  return [
    'Popups (`/promociones/`: the offer on page load after 2 s from the second page view; medians of fresh visits):',
    '',
    ...HEAD,
    row('1x', r.cpu1),
    row('4x', r.cpu4),
    '',
  ].join('\n');
}

/** The real site's /promociones/ with Elementor Pro's own popup script (?islands=0) and with the Islands plugin. */
export async function measurePopupRealSite(browser, origin, isReactChunk, rounds = 3) {
  const result = {};
  for (const rate of [1, 4]) {
    for (const variant of ['original', 'islands']) {
      const url = `${origin}/promociones/${variant === 'original' ? '?islands=0' : ''}`;
      result[`${variant}-cpu${rate}`] = await measureAt(browser, url, rate, isReactChunk, rounds);
    }
  }
  return result;
}

export function popupRealSiteMarkdown(r) {
  return [
    "Real site `/promociones/`, Elementor Pro's popup script beside the islands:",
    '',
    ...HEAD.map((line, i) => (i === 0 ? line.replace('| CPU |', '| Real site |') : line)),
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
  await ensureRealSite(`bench-popup-${process.pid}`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const rootDir = new URL('..', import.meta.url).pathname;
    console.log(popupRealSiteMarkdown(await measurePopupRealSite(browser, siteOrigin, reactChunkTest(rootDir, outRoot, bundleDir))));
  } finally {
    await browser.close();
  }
}
