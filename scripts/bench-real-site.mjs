// The real-site bench (not part of npm test): the same pages of the real WordPress + WooCommerce
// site with the shop's own scripts (?islands=0) and with the Islands plugin, side by side in one
// run, interleaved, in headless Chromium with 4x CPU throttling (and 150 ms of network latency
// with --rtt 150). Medians of --runs (5) per page and variant, and the ratio plugin / original:
//   FCP and LCP, JS gzip fetched by load and after settle, render-blocking script bytes, script duration (CDP
//   ScriptDuration), long tasks (their time and count, and Total Blocking Time: what each task
//   from first contentful paint to load + 5 s spent over 50 ms), CLS (web-vitals), and the
//   interactions: click → side cart line painted (the first line of any kind, the islands' pending
//   line included, and the server's line), variation change → price shown, contact submit →
//   message shown, a filter term → the grid replaced (clicked after a 150 ms pointer rest), the
//   podcast's play → audio playing (pressed at once, and after a 500 ms pointer rest), each beside
//   the server's answer time and the interaction's INP as web-vitals sees it.
// Each page is also loaded a third way for its TBT and long tasks alone: the plugin's page with the
// bundle's files blocked ("page alone"), the blocking the page's own parsing, style and layout
// cause, which no script can take away.
// --why adds, per page, the scripts of the long animation frames (over 50 ms) and the scripts that
// landed by the load event (path and KB gzip) to bench/*.json.
// --phone measures as on a phone on a slow 4G link: a 390×844 window, 150 ms RTT, 1.6 Mbit/s down and
// 750 kbit/s up (Network.emulateNetworkConditions), with the same 4× CPU.
// Needs the build (npm run build) and ../shared/wordpress; brings the site up like the tests.
// --vitals instead measures what the field data reporter adds (docs/vitals.md): each page and
// variant with the share of page views measured at 0 % and at 100 %, side by side, no interactions.
//
//   node scripts/bench-real-site.mjs [--runs 5] [--rtt 150] [--phone] [--only /tienda/,/contacto/] [--why] [--vitals]
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { ensureRealSite, realSiteSkipReason, siteOrigin, stopRealSite } from './real-site.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) || fallback : fallback;
};
const runs = arg('--runs', 5);
const why = process.argv.includes('--why');
/** From first contentful paint to load + 5 s, as Lighthouse counts Total Blocking Time. */
const TBT_AFTER_LOAD_MS = 5000;
const phone = process.argv.includes('--phone');
/** The phone profile: its window, and its link (bytes per second). */
const PHONE = { viewport: { width: 390, height: 844 }, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const rtt = phone ? PHONE.latency : arg('--rtt', 0);
const profile = phone
  ? `a 390×844 window on a slow 4G link (${PHONE.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up)`
  : rtt
    ? `${rtt} ms RTT`
    : '';
const SETTLE_MS = 1000;
const vitalsMode = process.argv.includes('--vitals');
/** The test site's settings header (scripts/real-site.mjs): without a share, no page is measured. */
const share = (percent) => ({ 'X-Islands-Test-Settings': JSON.stringify({ mode: 'all', keep: [], vitals: percent }) });
// Playwright runs an init script inside a function: the IIFE's `var webVitals` must be made global.
const webVitals = `${readFileSync(join(createRequire(import.meta.url).resolve('web-vitals'), '../web-vitals.iife.js'), 'utf8')};window.webVitals = webVitals;`;

const pages = [
  { label: 'tienda', path: '/tienda/', interaction: 'add' },
  { label: 'producto variable', path: '/producto/sudadera-con-capucha/', interaction: 'variation' },
  { label: 'producto simple', path: '/producto/camiseta-basica/' },
  { label: 'contacto', path: '/contacto/', interaction: 'contact' },
  { label: 'artículo (podcast)', path: '/resena-mejor-hosting/', interaction: ['podcast', 'podcastRest'] },
  { label: 'promociones', path: '/promociones/' },
  { label: 'blog filtrado', path: '/blog-filtrado/', interaction: 'filter' },
];
const interactionsOf = (p) => [p.interaction ?? []].flat();
/** --only /tienda/,/contacto/: those pages alone. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;
const benched = only ? pages.filter((p) => only.includes(p.path)) : pages;
const variants = { original: (path) => `${siteOrigin}${path}?islands=0`, plugin: (path) => `${siteOrigin}${path}` };
/** The plugin's bundle (blocked for the page-alone loads). */
const BUNDLE_FILES = '*/wp-content/plugins/islands/bundle/*';

/**
 * In the page before its scripts: CLS, LCP and INP by web-vitals, each long task's start and duration,
 * the scripts of long animation frames, and when a loop grid's content was replaced.
 */
function instrument() {
  const bench = { cls: 0, inp: null, lcp: null, frames: [], gridReplaced: 0, gridAtTrigger: 0 };
  Object.defineProperty(window, '__bench', { value: bench });
  window.webVitals.onCLS((metric) => (bench.cls = metric.value), { reportAllChanges: true });
  // The latest candidate: no input ends it before the figures are read.
  window.webVitals.onLCP((metric) => (bench.lcp = metric.value), { reportAllChanges: true });
  window.webVitals.onINP((metric) => (bench.inp = metric.value), { reportAllChanges: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      const scripts = frame.scripts
        .filter((s) => s.duration >= 10)
        .map(
          (s) =>
            `${Math.round(s.duration)} ms ${s.invoker} ${s.sourceURL.replace(/^.*\/(wp-content|wp-includes)\//, '')}:${s.sourceFunctionName}`,
        );
      bench.frames.push({ at: frame.startTime, ms: frame.duration, blocking: frame.blockingDuration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver((records) => {
    const replaced = records.some((r) =>
      [...r.addedNodes].some((n) => n instanceof Element && n.matches('.elementor-widget-loop-grid > .elementor-widget-container')),
    );
    if (replaced) bench.gridReplaced++;
  }).observe(document, { subtree: true, childList: true });
}

/**
 * Total Blocking Time and the long tasks from first contentful paint to load + 5 s, from the long
 * animation frames (headless Chromium reports no 'longtask' entries): a frame's blockingDuration is
 * what its tasks spent over 50 ms each, and a frame with any counts as a long task.
 */
function blockingFigures({ fcp, loadEnd, frames }) {
  const counted = frames.filter((f) => f.at + f.ms >= fcp && f.at <= loadEnd + TBT_AFTER_LOAD_MS);
  return {
    tbt: counted.reduce((n, f) => n + f.blocking, 0),
    longTasks: counted.filter((f) => f.blocking > 0).length,
    longTaskMs: frames.filter((f) => f.blocking > 0).reduce((n, f) => n + f.ms, 0),
    longestAfterLoad: Math.max(0, ...frames.filter((f) => f.blocking > 0 && f.at >= loadEnd).map((f) => f.ms)),
  };
}

/**
 * In the page: window.__interaction resolves with the time from the next `trigger` event (its
 * timeStamp) to the frame after `done()` first holds, and the duration of the request whose URL
 * matches the regular expression `request`.
 */
function timeInteraction({ trigger, done, first, doneEvent, request }) {
  let heard = false;
  if (doneEvent) document.addEventListener(doneEvent, () => (heard = true), { capture: true });
  const isDone = doneEvent ? () => heard : new Function(`return (${done})`)();
  const isFirst = first ? new Function(`return (${first})`)() : null;
  window.__interaction = new Promise((resolve) => {
    document.addEventListener(
      trigger,
      (event) => {
        const start = event.timeStamp;
        // What was already so before the trigger does not count (a loop grid the page re-rendered at load).
        window.__bench.gridAtTrigger = window.__bench.gridReplaced;
        // `first`: an earlier state timed on its own (its frame's callback runs before the done one's).
        let firstMs = null;
        const check = () => {
          if (isFirst && firstMs === null && isFirst()) {
            firstMs = NaN;
            requestAnimationFrame(() => setTimeout(() => (firstMs = performance.now() - start)));
          }
          if (!isDone()) return;
          observer.disconnect();
          // The frame that paints the change.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const answer = performance
                .getEntriesByType('resource')
                .filter((e) => new RegExp(request).test(e.name) && e.startTime >= start - 5);
              resolve({
                ms: performance.now() - start,
                firstMs: Number.isNaN(firstMs) ? null : firstMs,
                serverMs: answer.length ? answer[0].responseEnd - answer[0].startTime : 0,
                inp: window.__bench.inp,
              });
            }),
          );
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        if (doneEvent) document.addEventListener(doneEvent, check, { capture: true, once: true });
        check();
      },
      { capture: true, once: true },
    );
  });
}

const FILTER_TERM = 'search.e-filter .e-filter-item[data-filter="hosting"]';
/** The first player's play button (the real site numbers its players anew on every view). */
const PLAY = '.castos-player .play-btn >> nth=0';

const interactions = {
  add: {
    label: "click → side cart's line from the server",
    // The first line painted, the islands' pending one (docs/cart.md#the-line-at-once) or, on the shop's own scripts, the server's.
    firstLabel: 'click → side cart line (first painted)',
    timing: {
      trigger: 'click',
      request: 'wc-ajax=add_to_cart$',
      first: String(() => !!document.querySelector('.xoo-wsc-container .xoo-wsc-product')),
      done: String(() => !!document.querySelector('.xoo-wsc-container .xoo-wsc-product:not(.islands-adding)')),
    },
    act: (page) => page.click('a.ajax_add_to_cart[data-product_id="22"]'),
  },
  variation: {
    // Chosen by keyboard, as a visitor does: a trusted change, which the INP column can time.
    label: 'variation (keyboard) → price shown',
    prepare: async (page) => {
      await page.selectOption('#pa_color', 'rojo');
      await page.focus('#talla');
    },
    timing: {
      trigger: 'change',
      request: 'wc-ajax=get_variation$',
      done: String(() => /\d/.test(document.querySelector('.single_variation .woocommerce-variation-price')?.textContent ?? '')),
    },
    act: (page) => page.keyboard.press('s'),
  },
  contact: {
    label: 'contact submit → message',
    prepare: async (page) => {
      await page.fill('[name="your-name"]', 'Ana');
      await page.fill('[name="your-email"]', 'ana@example.com');
      await page.fill('[name="your-subject"]', 'Bench');
      await page.fill('[name="your-message"]', 'Medida del banco de pruebas.');
    },
    timing: {
      trigger: 'click',
      request: '/feedback$',
      done: String(() => (document.querySelector('form.wpcf7-form .wpcf7-response-output')?.textContent ?? '').trim() !== ''),
    },
    act: (page) => page.click('form.wpcf7-form [type="submit"]'),
  },
  filter: {
    label: 'filter term → grid (150 ms pointer rest)',
    prepare: async (page) => {
      await page.hover(FILTER_TERM);
      await page.waitForTimeout(150);
    },
    timing: { trigger: 'click', request: 'refresh-loop', done: String(() => window.__bench.gridReplaced > window.__bench.gridAtTrigger) },
    act: (page) => page.click(FILTER_TERM),
  },
  podcast: {
    label: 'play → audio playing, pressed at once',
    timing: { trigger: 'click', request: '\\.mp3', doneEvent: 'playing' },
    act: (page) => page.click(PLAY),
  },
  podcastRest: {
    label: 'play → audio playing, 500 ms pointer rest',
    prepare: async (page) => {
      await page.hover(PLAY);
      await page.waitForTimeout(500);
    },
    timing: { trigger: 'click', request: '\\.mp3', doneEvent: 'playing' },
    act: (page) => page.click(PLAY),
  },
};

async function throttledPage(browser, headers = {}, blocked = []) {
  const context = await browser.newContext({ locale: 'es-ES', extraHTTPHeaders: headers, ...(phone ? { viewport: PHONE.viewport } : {}) });
  const page = await context.newPage();
  page.setDefaultTimeout(90_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  // Offline machine: the other origins the site links (Elementor's Google Fonts, Gravatar) fail at
  // once for both variants. Blocked by CDP, not by request interception, which would switch off
  // Chromium's network throttling.
  await cdp.send('Network.setBlockedURLs', {
    urls: ['*://fonts.googleapis.com/*', '*://fonts.gstatic.com/*', '*://*.gravatar.com/*', '*://*.wp.com/*', ...blocked],
  });
  if (phone) {
    const { latency, downloadThroughput, uploadThroughput } = PHONE;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
  } else if (rtt) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rtt,
      downloadThroughput: 1.25e6,
      uploadThroughput: 0.6e6,
    });
  }
  await page.addInitScript(webVitals);
  await page.addInitScript(instrument);
  return { context, page, cdp };
}

/** A sample that failed (a load slower than 90 s on a busy machine) counts as missing, not as the run's end. */
async function sample(what, measure) {
  try {
    return await measure();
  } catch (error) {
    console.warn(`bench-real-site: ${what} failed, sample left out: ${String(error).split('\n')[0]}`);
    return {};
  }
}

async function measureLoad(browser, url, headers, blocked) {
  const { context, page, cdp } = await throttledPage(browser, headers, blocked);
  try {
    return await loadFigures(page, cdp, url);
  } finally {
    await context.close();
  }
}

async function loadFigures(page, cdp, url) {
  const scripts = new Map();
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const finished = Date.now();
    const body = await (await req.response())?.body().catch(() => null);
    if (body) scripts.set(req.url(), { gzip: gzipSync(body).length, finished });
  });
  await page.goto(url, { waitUntil: 'load' });
  const loadedAt = Date.now();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const times = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    loadEnd: performance.getEntriesByType('navigation')[0].loadEventEnd,
    now: performance.now(),
  }));
  await page.waitForTimeout(Math.max(0, times.loadEnd + TBT_AFTER_LOAD_MS - times.now));
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' && e.renderBlockingStatus === 'blocking')
      .map((e) => e.name),
  );
  const { metrics } = await cdp.send('Performance.getMetrics');
  const bench = await page.evaluate(() => window.__bench);
  const sum = (list) => list.reduce((n, s) => n + s.gzip, 0);
  const all = [...scripts.values()];
  return {
    jsByLoad: sum(all.filter((s) => s.finished <= loadedAt)),
    jsSettled: sum(all),
    blocking: blocking.reduce((n, u) => n + (scripts.get(u)?.gzip ?? 0), 0),
    scriptMs: (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000,
    ...blockingFigures({ ...times, frames: bench.frames }),
    cls: bench.cls,
    fcp: times.fcp,
    lcp: bench.lcp,
    ...(why ? { frames: bench.frames.filter((f) => f.blocking > 0), byLoad: scriptsByLoad(scripts, loadedAt) } : {}),
  };
}

/** The scripts that landed by the load event: path and KB gzip, in the order they landed. */
const scriptsByLoad = (scripts, loadedAt) =>
  [...scripts]
    .filter(([, s]) => s.finished <= loadedAt)
    .sort(([, a], [, b]) => a.finished - b.finished)
    .map(([url, s]) => ({ path: new URL(url).pathname, kb: Number((s.gzip / 1024).toFixed(1)) }));

async function measureInteraction(browser, url, kind) {
  const step = interactions[kind];
  const { context, page } = await throttledPage(browser);
  try {
    return await interactionFigures(page, url, step);
  } finally {
    await context.close();
  }
}

async function interactionFigures(page, url, step) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await step.prepare?.(page);
  await page.waitForTimeout(300);
  await page.evaluate(timeInteraction, step.timing);
  await step.act(page);
  const timing = page.evaluate(() => window.__interaction);
  return Promise.race([timing, page.waitForTimeout(20_000).then(() => ({ ms: null, firstMs: null, serverMs: null }))]);
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const kb = (bytes) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));
const ms = (x) => (x === null ? '–' : String(Math.round(x)));
const cls = (x) => (x === null ? '–' : x.toFixed(3));
const ratio = (a, b) => (a === null || b === null || b === 0 ? '–' : `${(a / b).toFixed(2)}×`);

/** --vitals: each page and variant at 0 % and 100 %, interleaved; the table of what the reporter adds. */
async function benchVitals(browser) {
  const loads = {};
  for (let run = 0; run < runs; run++) {
    for (const p of pages) {
      for (const variant of run % 2 ? ['plugin', 'original'] : ['original', 'plugin']) {
        for (const percent of run % 2 ? [100, 0] : [0, 100]) {
          const url = variants[variant](p.path);
          ((loads[`${p.label}|${variant}`] ??= {})[percent] ??= []).push(
            await sample(`${variant} ${p.path} ${percent} %`, () => measureLoad(browser, url, share(percent))),
          );
        }
      }
    }
    console.log(`run ${run + 1}/${runs} done`);
  }
  const med = (list, key) => median(list.map((x) => x[key]));
  const lines = [
    `What the field data reporter adds (share 0 % → 100 %): real site, ${runs} runs each, medians; Chromium with 4× CPU throttling${rtt ? ` and ${rtt} ms RTT` : ''}.`,
    '',
    '| page | variant | JS by load KB gzip | JS after settle KB gzip | long tasks ms | longest task after load ms |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const [key, { 0: off, 100: on }] of Object.entries(loads)) {
    const cell = (name, fmt) => `${fmt(med(off, name))} → ${fmt(med(on, name))}`;
    lines.push(
      `| ${key.replace('|', ' | ')} | ${cell('jsByLoad', kb)} | ${cell('jsSettled', kb)} | ${cell('longTaskMs', ms)} | ${cell('longestAfterLoad', ms)} |`,
    );
  }
  return { lines, loads };
}

async function main() {
  if (realSiteSkipReason) throw new Error(`bench-real-site: ${realSiteSkipReason}`);
  if (vitalsMode) return mainVitals();
  const runId = `${process.pid}-bench`;
  await ensureRealSite(runId);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  const loads = {};
  const acts = {};
  try {
    for (let run = 0; run < runs; run++) {
      // Interleaved, the order flipped every run, so drift in the machine's load hits both alike.
      const order = run % 2 ? ['plugin', 'original'] : ['original', 'plugin'];
      for (const p of benched) {
        for (const variant of order) {
          const url = variants[variant](p.path);
          ((loads[p.label] ??= {})[variant] ??= []).push(await sample(`${variant} ${p.path}`, () => measureLoad(browser, url)));
          for (const kind of interactionsOf(p)) {
            ((acts[kind] ??= {})[variant] ??= []).push(await sample(`${variant} ${kind}`, () => measureInteraction(browser, url, kind)));
          }
        }
        const alone = await sample(`page alone ${p.path}`, () => measureLoad(browser, variants.plugin(p.path), {}, [BUNDLE_FILES]));
        (loads[p.label].alone ??= []).push(alone);
      }
      console.log(`run ${run + 1}/${runs} done`);
    }
  } finally {
    await browser.close();
    await stopRealSite(runId);
  }

  const med = (list, key) => median(list.map((x) => x[key]));
  const lines = [
    `Real site, ${runs} runs each, medians; Chromium with 4× CPU throttling${profile ? ` and ${profile}` : ''}. Ratio = plugin / original.`,
    '',
    '| page | FCP ms | LCP ms | JS by load KB gzip (orig → plugin, ratio) | JS after settle KB | render-blocking KB | script ms | TBT ms (page alone) | long tasks (page alone) | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of benched) {
    const o = loads[p.label].original;
    const n = loads[p.label].plugin;
    const a = loads[p.label].alone;
    const cell = (key, fmt) => `${fmt(med(o, key))} → ${fmt(med(n, key))} (${ratio(med(n, key), med(o, key))})`;
    lines.push(
      `| ${p.label} | ${cell('fcp', ms)} | ${cell('lcp', ms)} | ${cell('jsByLoad', kb)} | ${cell('jsSettled', kb)} | ${kb(med(o, 'blocking'))} → ${kb(med(n, 'blocking'))} | ${cell('scriptMs', ms)} | ${ms(med(o, 'tbt'))} → ${ms(med(n, 'tbt'))} (${ms(med(a, 'tbt'))}) | ${med(o, 'longTasks') ?? '–'} → ${med(n, 'longTasks') ?? '–'} (${med(a, 'longTasks') ?? '–'}) | ${cls(med(o, 'cls'))} → ${cls(med(n, 'cls'))} |`,
    );
  }
  lines.push(
    '',
    '| interaction | original ms (server ms) | plugin ms (server ms) | ratio | INP original → plugin, ms |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const p of benched) {
    for (const kind of interactionsOf(p)) {
      const o = acts[kind].original;
      const n = acts[kind].plugin;
      if (interactions[kind].firstLabel) {
        lines.push(
          `| ${interactions[kind].firstLabel} (${p.label}) | ${ms(med(o, 'firstMs'))} | ${ms(med(n, 'firstMs'))} | ${ratio(med(n, 'firstMs'), med(o, 'firstMs'))} | |`,
        );
      }
      lines.push(
        `| ${interactions[kind].label} (${p.label}) | ${ms(med(o, 'ms'))} (${ms(med(o, 'serverMs'))}) | ${ms(med(n, 'ms'))} (${ms(med(n, 'serverMs'))}) | ${ratio(med(n, 'ms'), med(o, 'ms'))} | ${ms(med(o, 'inp'))} → ${ms(med(n, 'inp'))} |`,
      );
    }
  }
  const markdown = lines.join('\n');
  console.log(`\n${markdown}\n`);
  await mkdir(join(rootDir, 'bench'), { recursive: true });
  const name = `real-site${phone ? '-phone' : rtt ? `-rtt${rtt}` : ''}`;
  await writeFile(join(rootDir, 'bench', `${name}.json`), JSON.stringify({ runs, rtt, phone, loads, acts }, null, 2));
  await writeFile(join(rootDir, 'bench', `${name}.md`), `${markdown}\n`);
}

async function mainVitals() {
  const runId = `${process.pid}-bench`;
  await ensureRealSite(runId);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  let result;
  try {
    result = await benchVitals(browser);
  } finally {
    await browser.close();
    await stopRealSite(runId);
  }
  const markdown = result.lines.join('\n');
  console.log(`\n${markdown}\n`);
  await mkdir(join(rootDir, 'bench'), { recursive: true });
  await writeFile(join(rootDir, 'bench', 'real-site-vitals.json'), JSON.stringify({ runs, rtt, loads: result.loads }, null, 2));
  await writeFile(join(rootDir, 'bench', 'real-site-vitals.md'), `${markdown}\n`);
}

await main();
