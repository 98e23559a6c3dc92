// Issue 17's site-wide figures, measured by `npm run bench`: the page builder's /promociones/
// (popups, share buttons, countdown, Essential Addons) and a plain article, in Chromium against
// the fixture backend: the JavaScript fetched by the load event, and once the page settled (network
// idle, the idle and visible islands given time, the page scrolled to its end so every "visible"
// island has had its chance). By hand against the real site (`node scripts/bench-site.mjs
// --real-site`, after npm run build; brings the site up as the real-site tests do), the same two
// pages with the shop's own scripts (?islands=0) beside the Islands plugin, interleaved, with 4x
// CPU throttling as scripts/bench-real-site.mjs does.
import { gzipSync } from 'node:zlib';

const SETTLE_MS = 1500;
const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** One fresh visit (empty cache): gzip KB of the scripts by the load event and once settled. */
async function visit(browser, url, cpuRate) {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const origin = new URL(url).origin;
    // The real site links other origins (fonts, the networks' sites) the offline machine cannot reach.
    await context.route(
      (u) => u.origin !== origin,
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    const page = await context.newPage();
    if (cpuRate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
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
    const scriptsUntil = (t) =>
      page.evaluate(
        (until) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
            .filter((e) => e.responseEnd <= until)
            .map((e) => e.name),
        t,
      );
    const byLoad = await scriptsUntil(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventStart));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    const settled = await scriptsUntil(Number.MAX_SAFE_INTEGER);
    const kb = async (urls) => (await Promise.all([...new Set(urls)].map((u) => gzip.get(u) ?? 0))).reduce((a, b) => a + b, 0) / 1024;
    return { byLoadKB: await kb(byLoad), settledKB: await kb(settled), files: new Set(settled).size };
  } finally {
    await context.close();
  }
}

async function measureAt(browser, url, rate, rounds) {
  const samples = [];
  for (let i = 0; i < rounds; i++) samples.push(await visit(browser, url, rate));
  return {
    runs: rounds,
    byLoadKB: median(samples.map((s) => s.byLoadKB)),
    settledKB: median(samples.map((s) => s.settledKB)),
    files: median(samples.map((s) => s.files)),
  };
}

/** The fixture backend's two pages. */
export async function measureSite(browser, baseUrl, rounds = 5) {
  const at = (path) => measureAt(browser, new URL(path, baseUrl).href, 1, rounds);
  return { promotions: await at('/promociones/'), article: await at('/copias-de-seguridad-wordpress/') };
}

const f = (x) => (x === null || x === undefined ? '—' : x.toFixed(1));
const HEAD = ['| page | JS by load, gzip KB | JS settled, gzip KB | script files |', '|---|---:|---:|---:|'];

export function siteMarkdown(r) {
  return [
    'Site-wide pages (fixture backend, medians of fresh visits; settled: network idle, scrolled to the end, 1.5 s more):',
    '',
    ...HEAD,
    `| \`/promociones/\` | ${f(r.promotions.byLoadKB)} | ${f(r.promotions.settledKB)} | ${r.promotions.files} |`,
    `| plain article \`/copias-de-seguridad-wordpress/\` | ${f(r.article.byLoadKB)} | ${f(r.article.settledKB)} | ${r.article.files} |`,
    '',
  ].join('\n');
}

/** The real site's two pages with the shop's own scripts (?islands=0) and with the plugin, interleaved. */
export async function measureSiteRealSite(browser, origin, rounds = 5, rate = 4) {
  const pages = { promotions: '/promociones/', article: '/articulo-5/' };
  const result = {};
  for (const [key, path] of Object.entries(pages)) {
    const samples = { original: [], islands: [] };
    for (let i = 0; i < rounds; i++) {
      samples.original.push(await visit(browser, `${origin}${path}?islands=0`, rate));
      samples.islands.push(await visit(browser, `${origin}${path}`, rate));
    }
    const pick = (list) => ({
      byLoadKB: median(list.map((s) => s.byLoadKB)),
      settledKB: median(list.map((s) => s.settledKB)),
      files: median(list.map((s) => s.files)),
    });
    result[key] = { path, original: pick(samples.original), islands: pick(samples.islands) };
  }
  return result;
}

export function siteRealSiteMarkdown(r) {
  const ratio = (a, b) => (a && b !== null ? `${(b / a).toFixed(2)}×` : '—');
  const row = (label, p) =>
    `| ${label} \`${p.path}\` | ${f(p.original.byLoadKB)} → ${f(p.islands.byLoadKB)} (${ratio(p.original.byLoadKB, p.islands.byLoadKB)}) | ${f(p.original.settledKB)} → ${f(p.islands.settledKB)} (${ratio(p.original.settledKB, p.islands.settledKB)}) | ${p.original.files} → ${p.islands.files} |`;
  return [
    "Real site, the shop's own scripts (?islands=0) → the Islands plugin (4× CPU, medians of fresh visits):",
    '',
    '| page | JS by load, gzip KB | JS settled, gzip KB | script files |',
    '|---|---:|---:|---:|',
    row('promociones', r.promotions),
    row('plain article', r.article),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href && process.argv.includes('--real-site')) {
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, chromiumPath } = await import('./chromium.mjs');
  const { ensureRealSite, siteOrigin } = await import('./real-site.mjs');
  await ensureRealSite(`bench-site-${process.pid}`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    console.log(siteRealSiteMarkdown(await measureSiteRealSite(browser, siteOrigin)));
  } finally {
    await browser.close();
  }
}
