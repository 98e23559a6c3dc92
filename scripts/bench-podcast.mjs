// Issue 15's figures, measured by `npm run bench`: the article /resena-mejor-hosting/ with its two
// podcast players (the single episode near the top, the playlist below the fold), in Chromium
// against the fixture backend, without and with 4x CPU throttling: the JavaScript fetched by the
// load event (and whether React is in it), the JavaScript once the playlist player has mounted,
// the time from the pointer arriving on each player to mounted (they mount on intent), and the main thread's time. Also,
// by hand against the real site (`node scripts/bench-podcast.mjs --real-site`, after npm run build;
// brings the site up as the real-site tests do), the plugin's own player beside the island.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const PLAYERS = { single: '#\\32 817450093', playlist: '#\\31 160378981' };
const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** In the page before its scripts: when the pointer first arrives on each player and when it mounts, long tasks. */
function instrumentPlayers() {
  const bench = { entered: {}, mounted: {}, longTaskMs: 0 };
  Object.defineProperty(window, '__podcastBench', { value: bench });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (bench.longTaskMs += e.duration))).observe({
    type: 'longtask',
    buffered: true,
  });
  // The player mounts on intent (a pointer resting on it 80 ms, docs/performance.md#on-intent): timed from the pointer's arrival.
  document.addEventListener(
    'pointerover',
    (e) => {
      const player = e.target instanceof Element ? e.target.closest('.castos-player') : null;
      if (player && !(player.id in bench.entered)) bench.entered[player.id] = performance.now();
    },
    true,
  );
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      if (el.classList.contains('castos-player') && el.getAttribute('data-island') === 'mounted' && !(el.id in bench.mounted))
        bench.mounted[el.id] = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island'] });
}

async function oneRun(browser, url, cpuRate, isReactChunk, { scrollTo = PLAYERS.playlist, island = true } = {}) {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
  try {
    const origin = new URL(url).origin;
    // The real site links other origins (fonts) the offline machine cannot reach: empty answers.
    await context.route(
      (u) => u.origin !== origin,
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.addInitScript(instrumentPlayers);
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
    await page.waitForTimeout(500);
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
    const loadAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventStart);
    const byLoad = await scriptsBy(loadAt);
    // The single player, in view at load, is used first (React comes with it); then the playlist's.
    for (const player of scrollTo === PLAYERS.playlist ? [PLAYERS.single, scrollTo] : [scrollTo]) {
      await page.locator(player).first().hover();
      if (island) await page.waitForSelector(`${player}[data-island="mounted"]`, { state: 'attached', timeout: 60_000 });
    }
    await page.waitForTimeout(300);
    const all = await scriptsBy(Number.MAX_SAFE_INTEGER);
    const kb = async (urls) => (await Promise.all(urls.map((u) => gzip.get(u) ?? 0))).reduce((a, b) => a + b, 0) / 1024;
    const seen = await page.evaluate(() => window.__podcastBench);
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const enterToMounted = (selector) => {
      const id = /^#\\3(\d) (\d+)$/.test(selector) ? selector.replace(/^#\\3(\d) /, '$1') : Object.keys(seen.mounted)[0];
      return id !== undefined && seen.mounted[id] !== undefined && seen.entered[id] !== undefined
        ? seen.mounted[id] - seen.entered[id]
        : null;
    };
    return {
      jsByLoadKB: await kb(byLoad),
      reactByLoad: byLoad.some(isReactChunk),
      jsMountedKB: await kb(all),
      singleEnterToMountedMs: enterToMounted(PLAYERS.single),
      playlistEnterToMountedMs: enterToMounted(PLAYERS.playlist),
      scrolledEnterToMountedMs: enterToMounted(scrollTo),
      scriptMs: metrics.ScriptDuration * 1000,
      mainThreadMs: metrics.TaskDuration * 1000,
      longTaskMs: seen.longTaskMs,
    };
  } finally {
    await context.close();
  }
}

/** A test for script URLs: is it a chunk holding React (per the build's meta.json)? */
export function reactChunkTest(rootDir, outRoot, bundleDir) {
  const meta = JSON.parse(readFileSync(resolve(outRoot, 'meta.json'), 'utf8'));
  const chunks = new Set(
    Object.entries(meta.outputs)
      .filter(([file, out]) => file.endsWith('.js') && Object.keys(out.inputs).some((i) => /node_modules\/react-dom\//.test(i)))
      .map(([file]) => relative(bundleDir, resolve(rootDir, file)).split(sep).join('/')),
  );
  const names = [...chunks];
  // The fixture serves the bundle under /islands/, the WordPress plugin under …/islands/bundle/.
  return (url) => names.some((c) => new URL(url).pathname.endsWith(`/${c}`));
}

/** Medians of `rounds` fresh visits (empty cache), at CPU rate 1 and 4. */
export async function measurePodcast(browser, baseUrl, isReactChunk, rounds = 5) {
  const url = new URL('/resena-mejor-hosting/', baseUrl).href;
  const result = {};
  for (const rate of [1, 4]) {
    const samples = [];
    for (let i = 0; i < rounds; i++) samples.push(await oneRun(browser, url, rate, isReactChunk));
    const pick = (key) => median(samples.map((s) => s[key]));
    result[`cpu${rate}`] = {
      runs: rounds,
      jsByLoadKB: pick('jsByLoadKB'),
      reactByLoadRuns: samples.filter((s) => s.reactByLoad).length,
      jsMountedKB: pick('jsMountedKB'),
      singleEnterToMountedMs: pick('singleEnterToMountedMs'),
      playlistEnterToMountedMs: pick('playlistEnterToMountedMs'),
      scriptMs: pick('scriptMs'),
      mainThreadMs: pick('mainThreadMs'),
      longTaskMs: pick('longTaskMs'),
    };
  }
  return result;
}

/**
 * The real site's article (../shared/wordpress/, one playlist player) with Seriously Simple
 * Podcasting's own castos-player.js (?islands=0) and with the Islands plugin, side by side.
 */
export async function measurePodcastRealSite(browser, origin, isReactChunk, rounds = 3) {
  const result = {};
  for (const rate of [1, 4]) {
    for (const variant of ['original', 'islands']) {
      const url = `${origin}/resena-mejor-hosting/${variant === 'original' ? '?islands=0' : ''}`;
      const samples = [];
      for (let i = 0; i < rounds; i++)
        samples.push(await oneRun(browser, url, rate, isReactChunk, { scrollTo: 'div.castos-player', island: variant === 'islands' }));
      const pick = (key) => median(samples.map((x) => x[key]));
      result[`${variant}-cpu${rate}`] = {
        runs: rounds,
        jsByLoadKB: pick('jsByLoadKB'),
        reactByLoadRuns: samples.filter((x) => x.reactByLoad).length,
        jsMountedKB: pick('jsMountedKB'),
        enterToMountedMs: pick('scrolledEnterToMountedMs'),
        scriptMs: pick('scriptMs'),
        mainThreadMs: pick('mainThreadMs'),
        longTaskMs: pick('longTaskMs'),
      };
    }
  }
  return result;
}

export function podcastRealSiteMarkdown(r) {
  const f = (x, digits = 0) => (x === null || x === undefined ? '—' : x.toFixed(digits));
  const row = (label, key) => {
    const x = r[key];
    return `| ${label} | ${f(x.jsByLoadKB, 1)} (React in ${x.reactByLoadRuns}/${x.runs}) | ${f(x.jsMountedKB, 1)} | ${f(x.enterToMountedMs)} | ${f(x.scriptMs)} / ${f(x.mainThreadMs)} | ${f(x.longTaskMs)} |`;
  };
  return [
    '| Real site `/resena-mejor-hosting/` | JS by load, KB gzip | JS with the player working, KB | pointer arrives → island mounted, ms | script / all main-thread tasks, ms | long tasks, ms |',
    '|---|---:|---:|---:|---:|---:|',
    row('plugin’s castos-player.js', 'original-cpu1'),
    row('island', 'islands-cpu1'),
    row('plugin’s castos-player.js, 4× CPU', 'original-cpu4'),
    row('island, 4× CPU', 'islands-cpu4'),
    '',
  ].join('\n');
}

export function podcastMarkdown(p) {
  const f = (x, digits = 0) => (x === null ? '—' : x.toFixed(digits));
  const row = (label, r) =>
    `| ${label} | ${f(r.jsByLoadKB, 1)} (React in ${r.reactByLoadRuns}/${r.runs} runs) | ${f(r.jsMountedKB, 1)} | ${f(r.singleEnterToMountedMs)} | ${f(r.playlistEnterToMountedMs)} | ${f(r.scriptMs)} / ${f(r.mainThreadMs)} | ${f(r.longTaskMs)} |`;
  return [
    '| Article `/resena-mejor-hosting/`, podcast players | JS by load, KB gzip | JS once the playlist player mounted, KB | single player: pointer arrives → mounted, ms | playlist player: pointer arrives → mounted, ms | script / all main-thread tasks, ms | long tasks, ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('no throttling', p.cpu1),
    row('4× CPU throttling', p.cpu4),
    '',
    'Medians of fresh visits on a phone-sized viewport (390×844), where the single-episode player is in view at load and the playlist player is not. ' +
      'The players mount on intent: each is timed from the pointer arriving on it (it mounts once the pointer has rested 80 ms), the single player first (React comes with it), then the playlist, scrolled to. ' +
      'Main thread: CDP ScriptDuration and TaskDuration for the whole visit.',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href && process.argv.includes('--real-site')) {
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, chromiumPath } = await import('./chromium.mjs');
  const { ensureRealSite, siteOrigin } = await import('./real-site.mjs');
  const { bundleDir, outRoot } = await import('../esbuild.config.mjs');
  await ensureRealSite(`bench-podcast-${process.pid}`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const rootDir = new URL('..', import.meta.url).pathname;
    console.log(podcastRealSiteMarkdown(await measurePodcastRealSite(browser, siteOrigin, reactChunkTest(rootDir, outRoot, bundleDir))));
  } finally {
    await browser.close();
  }
}
