import { afterEach, describe, expect, it, vi } from 'vitest';
import form from './variations-form.ts';
import type { Variation } from './matching.ts';

// Issue 4's performance target: with a local list of 1,296 variations (4 attributes × 6 values),
// choosing an option, with the remaining options filtered, stays under one frame (16 ms).
const VALUES = ['Rojo', 'Azul marino', 'Verde', 'Negro', 'Blanco', 'Talla única'];
const KEYS = ['attribute_a', 'attribute_b', 'attribute_c', 'attribute_d'];

function bigList(): Variation[] {
  const list: Variation[] = [];
  let id = 1000;
  for (const a of VALUES) for (const b of VALUES) for (const c of VALUES) for (const d of VALUES) {
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

describe('variations-form performance', () => {
  it('chooses an option among 1,296 variations, filtering the others, in under 16 ms', async () => {
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
    const cleanup = form.mount(el, form.parseProps({}, el), { name: 'variations-form', fail: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    const selects = Array.from(el.querySelectorAll('select'));
    const times: number[] = [];
    const pick = (i: number, value: string) => {
      const s = selects[i]!;
      s.value = value;
      const t0 = performance.now();
      s.dispatchEvent(new Event('change', { bubbles: true }));
      times.push(performance.now() - t0);
    };
    for (let round = 0; round < 5; round++) {
      pick(0, VALUES[round]!);
      pick(1, VALUES[5 - round]!);
      pick(2, VALUES[round]!);
      pick(3, 'Talla única');
      for (const s of selects) pick(selects.indexOf(s), '');
    }
    expect((el.querySelector('input.variation_id') as HTMLInputElement).value).toBe('');
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p90 = times[Math.floor(times.length * 0.9)]!;
    console.info(`[bench] variations-form: choosing an option among 1,296 variations: median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms`);
    // Script time only (jsdom has no style or layout), and several times slower than a browser:
    // a guard against an algorithmic regression, with the median asserted because a loaded CI
    // machine can stall any single sample. The target itself (script, style and layout, nine in
    // ten choices) is checked in Chromium by variations-form.browser.test.ts and measured by
    // `npm run bench`.
    expect(median).toBeLessThan(16);
    cleanup();
  });
});
