// Issue 4's performance target, measured by `npm run bench`: on the product with 1,296 variations
// (4 attributes × 6 values, its list in the page), the time from a dropdown's change event to the
// end of its synchronous work (matching, filtering the other dropdowns' options, meta, quantity)
// plus the style and layout that work causes (forced by reading the form's size), once the page
// is quiet. Paint is not included; the page table's interaction latency (Event Timing, input to
// next paint) covers one real choice. The details appear 300 ms later by design (SPEC §9) and are
// not part of the choice. Goal: a choice stays under one frame (16 ms), judged on the p90 (PASS or
// FAIL); the max is reported beside it, as one slow change (a garbage collection) is not the rule.
const PATH = '/producto/sudadera-personalizable/';

export async function measureVariationChoice(browser, baseUrl, rounds = 8) {
  const context = await browser.newContext({ locale: 'es-ES' });
  try {
    const page = await context.newPage();
    await page.goto(new URL(PATH, baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator('form.variations_form[data-island="mounted"] .single_add_to_cart_button.disabled').waitFor();
    await page.waitForTimeout(500);
    const times = await page.evaluate((n) => {
      const form = document.querySelector('form.variations_form');
      const selects = Array.from(form.querySelectorAll('select'));
      const out = [];
      const pick = (s, value) => {
        s.value = value;
        const t0 = performance.now();
        s.dispatchEvent(new Event('change', { bubbles: true }));
        void form.getBoundingClientRect().height;
        out.push(performance.now() - t0);
      };
      for (let round = 0; round < n; round++) {
        for (const s of selects) pick(s, s.options[1 + ((round + selects.indexOf(s)) % (s.options.length - 1))].value);
        for (const s of selects) pick(s, '');
      }
      return out.sort((a, b) => a - b);
    }, rounds);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
    const targetMs = 16;
    const p90Ms = at(0.9);
    return { path: PATH, variations: 1296, samples: times.length, medianMs: at(0.5), p90Ms, maxMs: times.at(-1), targetMs, pass: p90Ms < targetMs };
  } finally {
    await context.close();
  }
}

/** One line saying whether the goal is met: PASS when the p90 is under the target, with the max. */
export function variationChoiceVerdict(v) {
  const pass = v.p90Ms < v.targetMs;
  const max = `max ${v.maxMs.toFixed(2)} ms (${v.maxMs < v.targetMs ? 'under' : 'over'} ${v.targetMs} ms)`;
  return `${pass ? 'PASS' : 'FAIL'}: choosing an option with the remaining options filtered takes ` +
    `${v.p90Ms.toFixed(2)} ms at p90, ${pass ? 'under' : 'not under'} one frame (${v.targetMs} ms); ${max}.`;
}

export function variationChoiceMarkdown(v) {
  return `${variationChoiceVerdict(v)}\n\nChoosing an option on \`${v.path}\` (${v.variations} variations, local list, options filtered; change handlers plus the style and layout they cause): median ${v.medianMs.toFixed(2)} ms, p90 ${v.p90Ms.toFixed(2)} ms, max ${v.maxMs.toFixed(2)} ms over ${v.samples} changes (target: under ${v.targetMs} ms).\n`;
}
