import { afterEach, describe, expect, it, vi } from 'vitest';
import form from './variations-form.ts';
import type { Variation } from './matching.ts';
import { mountWidget } from '../../../runtime/core/test-mount.ts';

// Issue 4's performance target: with a local list of 1,296 variations (4 attributes × 6 values),
// choosing an option, with the remaining options filtered, stays under one frame (16 ms).
const VALUES = ['Rojo', 'Azul marino', 'Verde', 'Negro', 'Blanco', 'Talla única'];
const KEYS = ['attribute_a', 'attribute_b', 'attribute_c', 'attribute_d'];

function bigList(): Variation[] {
  const list: Variation[] = [];
  let id = 1000;
  for (const a of VALUES)
    for (const b of VALUES)
      for (const c of VALUES)
        for (const d of VALUES) {
          list.push({
            variation_id: id++,
            attributes: { attribute_a: a, attribute_b: b, attribute_c: c, attribute_d: d.replace('ú', '&uacute;') },
            price_html: '<span class="price">$10.00</span>',
            variation_is_visible: true,
            variation_is_active: id % 7 !== 0,
            is_purchasable: true,
            is_in_stock: true,
            is_sold_individually: 'no',
            min_qty: 1,
            max_qty: '',
          });
        }
  return list;
}

const select = (key: string) =>
  `<tr><td class="value"><select name="${key}" data-attribute_name="${key}" data-show_option_none="yes"><option value="">Elige una opción</option>${VALUES.map((v) => `<option value="${v}">${v}</option>`).join('')}</select></td></tr>`;

afterEach(() => vi.useRealTimers());

/** How many times the same choices are made; each choice keeps its fastest time. */
const REPEATS = 7;

describe('variations-form performance', () => {
  it('chooses an option among 1,296 variations, filtering the others, without slowing down with the list', async () => {
    // Only the timers are faked: performance.now() must stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const list = bigList();
    expect(list).toHaveLength(1296);
    const json = JSON.stringify(list).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    document.body.innerHTML = `<div class="product"><form class="variations_form cart" data-product_id="99" data-product_variations="${json}">
      <table class="variations"><tbody>${KEYS.map(select).join('')}</tbody></table>
      <div class="single_variation_wrap"><div class="single_variation"></div><button type="submit" class="single_add_to_cart_button">Añadir</button>
      <input type="hidden" name="variation_id" class="variation_id" value="0"></div></form></div>`;
    const el = document.querySelector('form')!;
    const cleanup = mountWidget(form, el, 'variations-form');
    await vi.advanceTimersByTimeAsync(100);
    const selects = Array.from(el.querySelectorAll('select'));
    const pick = (s: HTMLSelectElement, value: string) => {
      s.value = value;
      const t0 = performance.now();
      s.dispatchEvent(new Event('change', { bubbles: true }));
      return performance.now() - t0;
    };
    // The browser test's 32 choices: four rounds of one value in each dropdown, then each cleared.
    const sequence = () => {
      const out: number[] = [];
      for (let round = 0; round < 4; round++) {
        for (const s of selects) out.push(pick(s, s.options[1 + ((round + selects.indexOf(s)) % (s.options.length - 1))]!.value));
        for (const s of selects) out.push(pick(s, ''));
      }
      return out;
    };

    // The choices really filter: with three chosen, the fourth offers only its active variations.
    for (const [i, s] of selects.slice(0, 3).entries()) pick(s, VALUES[i]!);
    const active = list.filter(
      (v) =>
        v.variation_is_active &&
        v.attributes.attribute_a === VALUES[0] &&
        v.attributes.attribute_b === VALUES[1] &&
        v.attributes.attribute_c === VALUES[2],
    );
    expect(Array.from(selects[3]!.options).filter((o) => o.value && !o.disabled)).toHaveLength(active.length);
    expect(active.length).toBeLessThan(6);
    for (const s of selects) pick(s, '');

    const runs = Array.from({ length: REPEATS }, sequence);
    const fastest = runs[0]!.map((_, i) => Math.min(...runs.map((r) => r[i]!))).sort((a, b) => a - b);
    expect(fastest).toHaveLength(32);
    expect((el.querySelector('input.variation_id') as HTMLInputElement).value).toBe('');
    const median = fastest[fastest.length >> 1]!;
    const max = fastest.at(-1)!;
    console.info(
      `[bench] variations-form in jsdom, 1,296 variations, each choice's fastest of ${REPEATS}: median ${median.toFixed(2)} ms, max ${max.toFixed(2)} ms`,
    );
    // Script time only (jsdom has no style or layout): a guard against an algorithmic regression,
    // not the target itself, which (script, style and layout, every choice under one frame) is
    // checked in Chromium by variations-form.browser.test.ts and measured by `npm run bench`.
    // Each choice keeps its fastest of several runs, so a loaded CI machine cannot stall one into a
    // failure: on the 2-core machine the median is 1–1.5 ms and the max (clearing the last
    // dropdown) up to 10 ms, alone or with three other runs beside it. Matching that turns
    // quadratic in the list (one scan of it per variation) makes the median 35–60 ms.
    expect(median).toBeLessThan(8);
    expect(max).toBeLessThan(32);
    cleanup();
  });
});
