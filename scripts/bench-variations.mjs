// Issue 4's performance target, measured by `npm run bench` (or alone: `node scripts/bench-variations.mjs
// [--repeats 3]`, after `npm run build`): on the product with 1,296 variations (4 attributes × 6
// values, its list in the page), the time from a dropdown's change event to the end of its
// synchronous work (matching, filtering the other dropdowns' options, meta, quantity) plus the
// style and layout that work causes (forced by reading the form's size), once the page is quiet.
// Paint is not included; the page table's interaction latency (Event Timing, input to next paint)
// covers one real choice. The details appear 300 ms later by design (docs/shop.md#variation-selection) and are not part of
// the choice.
//
// Goal: every choice stays under one frame (16 ms), judged by the rule of the Chromium test in
// widgets/product/variations-form/variations-form.browser.test.ts: the same 32 choices are made `repeats`
// times, each choice keeps its fastest time (a garbage collection or another process can stall one
// sample, not the same choice every time, while a slow handler is slow every time), and the
// slowest of those decides PASS or FAIL.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PATH = '/producto/sudadera-personalizable/';
const TARGET_MS = 16;

/** Each choice's fastest time over the runs (run[i] is the same choice in every run), sorted. */
export function fastestPerChoice(runs) {
  return runs[0].map((_, i) => Math.min(...runs.map((run) => run[i]))).sort((a, b) => a - b);
}

/** The figures of sorted per-choice times, and PASS when the slowest choice is under the target. */
export function summarise(times, repeats, targetMs = TARGET_MS) {
  const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  const maxMs = times.at(-1);
  return {
    path: PATH,
    variations: 1296,
    samples: times.length,
    repeats,
    medianMs: at(0.5),
    p90Ms: at(0.9),
    maxMs,
    targetMs,
    pass: maxMs < targetMs,
  };
}

export async function measureVariationChoice(browser, baseUrl, { repeats = 3 } = {}) {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await page.goto(new URL(PATH, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('form.variations_form[data-island="mounted"] .single_add_to_cart_button.disabled').waitFor();
    await page.waitForTimeout(500);
    const runs = await page.evaluate((n) => {
      const form = document.querySelector('form.variations_form');
      const selects = Array.from(form.querySelectorAll('select'));
      const pick = (s, value) => {
        s.value = value;
        const t0 = performance.now();
        s.dispatchEvent(new Event('change', { bubbles: true }));
        void form.getBoundingClientRect().height;
        return performance.now() - t0;
      };
      // The browser test's sequence: four rounds of one value in each dropdown, then each cleared.
      const sequence = () => {
        const out = [];
        for (let round = 0; round < 4; round++) {
          for (const s of selects) out.push(pick(s, s.options[1 + ((round + selects.indexOf(s)) % (s.options.length - 1))].value));
          for (const s of selects) out.push(pick(s, ''));
        }
        return out;
      };
      return Array.from({ length: n }, sequence);
    }, repeats);
    return summarise(fastestPerChoice(runs), repeats);
  } finally {
    await context.close();
  }
}

/** One line saying whether the goal is met: PASS when every choice (its fastest of the runs) is under one frame. */
export function variationChoiceVerdict(v) {
  return (
    `${v.pass ? 'PASS' : 'FAIL'}: choosing an option with the remaining options filtered takes at most ` +
    `${v.maxMs.toFixed(2)} ms (each of ${v.samples} choices its fastest of ${v.repeats}), ` +
    `${v.pass ? 'under' : 'not under'} one frame (${v.targetMs} ms).`
  );
}

export function variationChoiceMarkdown(v) {
  return `${variationChoiceVerdict(v)}\n\nChoosing an option on \`${v.path}\` (${v.variations.toLocaleString('en-US')} variations, local list, options filtered; change handlers plus the style and layout they cause), ${v.samples} choices each made ${v.repeats} times and timed by its fastest: median ${v.medianMs.toFixed(2)} ms, p90 ${v.p90Ms.toFixed(2)} ms, max ${v.maxMs.toFixed(2)} ms (target: every choice under ${v.targetMs} ms).\n`;
}

/** Alone: the fixture backend (in memory) on a free port, headless Chromium, the verdict printed; exit 1 on FAIL. */
async function main() {
  const [{ build }, { chromium }, { chromiumArgs, chromiumPath }] = await Promise.all([
    import('esbuild'),
    import('playwright-core'),
    import('./chromium.mjs'),
  ]);
  const rootDir = fileURLToPath(new URL('..', import.meta.url));
  const distDir = join(rootDir, 'dist', 'islands');
  if (!existsSync(join(distDir, 'islands.js'))) {
    console.error('dist/ is missing: run npm run build first.');
    process.exit(1);
  }
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.error("No Chromium found. Install Debian's: sudo apt-get install -y chromium (or set CHROMIUM_PATH).");
    process.exit(1);
  }
  const arg = process.argv.indexOf('--repeats');
  const repeats = arg > 0 ? Math.max(1, Number(process.argv[arg + 1]) || 1) : 3;
  // As scripts/bench.mjs does: plain Node cannot import the TypeScript server, so it is bundled
  // under node_modules/ (where its bare imports resolve), in a file of its own so that a bench
  // running beside this one keeps its bundle.
  const outfile = join(rootDir, 'node_modules/.cache/islands/bench-variations-server.mjs');
  await build({
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
  const { startServer } = await import(pathToFileURL(outfile).href);
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', distDir, rootDir });
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  try {
    const result = await measureVariationChoice(browser, server.url, { repeats });
    console.log(`Chromium ${browser.version()}\n\n${variationChoiceMarkdown(result)}`);
    if (!result.pass) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await main();
