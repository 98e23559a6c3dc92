import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import form from './variations-form.ts';
import { formMarkup, sudaderaVariations } from './test-markup.ts';
import { mountWidget } from '../../../runtime/core/test-mount.ts';

const SOURCE_EVENTS = [
  'found_variation',
  'show_variation',
  'hide_variation',
  'reset_data',
  'reset_image',
  'woocommerce_variation_has_changed',
  'wc_variation_form',
  'woocommerce_variation_select_change',
  'check_variations',
  'woocommerce_update_variation_values',
];
let cleanup: (() => void) | undefined;
let events: string[] = [];
const record = (e: Event) => events.push(e.type.replace('islands:', ''));

function mount(variations: unknown, extra = ''): HTMLFormElement {
  document.body.innerHTML = formMarkup(variations, extra);
  const el = document.querySelector<HTMLFormElement>('form.variations_form')!;
  for (const name of SOURCE_EVENTS) el.addEventListener(`islands:${name}`, record);
  cleanup = mountWidget(form, el, 'variations-form');
  return el;
}
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const choose = (name: string, value: string) => {
  const select = $<HTMLSelectElement>(`select[name="${name}"]`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const button = () => $('.single_add_to_cart_button');
const options = (name: string) =>
  Array.from($<HTMLSelectElement>(`select[name="${name}"]`).options).map((o) => `${o.value}${o.disabled ? ':disabled' : ''}`);

beforeEach(() => {
  vi.useFakeTimers();
  events = [];
  document.head.innerHTML = `<script type="application/json" id="islands-config">{"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script>`;
});
afterEach(() => {
  cleanup?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('variations-form with a local list', () => {
  it('starts 100 ms after load with add-to-cart disabled as "selection needed"', async () => {
    mount(sudaderaVariations());
    expect(button().className).toBe('single_add_to_cart_button button alt');
    await vi.advanceTimersByTimeAsync(100);
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(button().classList.contains('disabled')).toBe(true);
    expect($('.reset_variations').style.visibility).toBe('hidden');
    // check_variations is heard once the form has handled it, as a handler bound after the shop's own hears it.
    expect(events).toEqual([
      'woocommerce_update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation',
      'check_variations',
      'wc_variation_form',
    ]);
  });

  it('finds a variation, shows its details after 300 ms and enables add-to-cart after the 200 ms slide', async () => {
    mount(sudaderaVariations());
    await vi.advanceTimersByTimeAsync(100);
    events = [];
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'S');
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('26');
    expect($('.product_meta .sku').textContent).toBe('VAR-1-ROJO-S');
    expect($('.reset_variations').style.visibility).toBe('visible');
    expect($('.single_variation').textContent).toBe('');
    await vi.advanceTimersByTimeAsync(300);
    expect($('.woocommerce-variation-price').innerHTML).toContain('20.00');
    expect(button().classList.contains('disabled')).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(button().className).toBe('single_add_to_cart_button button alt');
    // WooCommerce's order (docs/shop.md#variation-selection): select change, check, pruning, then the result.
    expect(events).toEqual([
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'reset_data',
      'reset_image',
      'hide_variation',
      'check_variations',
      'woocommerce_variation_has_changed',
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'found_variation',
      'check_variations',
      'woocommerce_variation_has_changed',
      'show_variation',
    ]);
  });

  it('unmounted before it starts, it never starts', async () => {
    mount(sudaderaVariations());
    cleanup!();
    cleanup = undefined;
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).toEqual([]);
    expect(button().className).toBe('single_add_to_cart_button button alt');
  });

  it("unmounted while a variation's details wait, it shows nothing more and ignores the choices, the reset and the button", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mount(sudaderaVariations());
    await vi.advanceTimersByTimeAsync(100);
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'S');
    cleanup!();
    cleanup = undefined;
    events = [];
    await vi.advanceTimersByTimeAsync(1000);
    expect($('.single_variation').textContent).toBe('');
    choose('attribute_talla', 'M');
    const reset = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('.reset_variations').dispatchEvent(reset);
    const add = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(add);
    expect([reset.defaultPrevented, add.defaultPrevented]).toEqual([false, false]);
    expect(alert).not.toHaveBeenCalled();
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('26');
    expect(events).toEqual([]);
  });

  it('marks an out-of-stock variation unavailable and alerts on a click', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mount(sudaderaVariations());
    await vi.advanceTimersByTimeAsync(100);
    button().click();
    expect(alert).toHaveBeenLastCalledWith('Elige las opciones del producto antes de añadir este producto a tu carrito.');
    choose('attribute_pa_color', 'azul');
    choose('attribute_talla', 'M');
    await vi.advanceTimersByTimeAsync(500);
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
    expect($('.woocommerce-variation-availability').textContent).toContain('Sin existencias');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenLastCalledWith('Lo siento, este producto no está disponible. Por favor, elige otra combinación.');
  });

  it('marks a variation that is not visible unavailable, says so instead of its details and alerts on a click', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const list = sudaderaVariations();
    list[0]!.variation_is_visible = false;
    mount(list);
    await vi.advanceTimersByTimeAsync(100);
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'S');
    // Still found (meta and id are shown), but in stock and purchasable is not enough to sell it.
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('26');
    await vi.advanceTimersByTimeAsync(500);
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
    expect(button().classList.contains('disabled')).toBe(true);
    expect($('.single_variation').textContent).toBe('Lo siento, este producto no está disponible. Por favor, elige otra combinación.');
    expect($('.single_variation').querySelector('.woocommerce-variation-price')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenLastCalledWith('Lo siento, este producto no está disponible. Por favor, elige otra combinación.');
  });

  it('removes options that cannot combine and disables inactive ones', async () => {
    const list = sudaderaVariations().filter((v) => v.variation_id !== 27);
    list.find((v) => v.variation_id === 29)!.variation_is_active = false;
    mount(list);
    await vi.advanceTimersByTimeAsync(100);
    choose('attribute_pa_color', 'rojo');
    expect(options('attribute_talla')).toEqual(['', 'S']);
    choose('attribute_pa_color', 'azul');
    expect(options('attribute_talla')).toEqual(['', 'S', 'M:disabled']);
  });

  it('resets: clears the choices, announces it and moves focus to the first dropdown', async () => {
    mount(sudaderaVariations());
    await vi.advanceTimersByTimeAsync(100);
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'M');
    await vi.advanceTimersByTimeAsync(500);
    $('.reset_variations').click();
    expect(document.activeElement).toBe($('select[name="attribute_pa_color"]'));
    expect($('.reset_variations_alert').textContent).toBe(
      'Se ha restablecido tu selección. Por favor, elige alguna opción del producto antes de poder añadir este producto a tu carrito.',
    );
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('');
    expect($('.product_meta .sku').textContent).toBe('VAR-1');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect($('.single_variation').textContent).toBe('');
    expect($('.reset_variations').style.visibility).toBe('hidden');
  });

  it('applies the quantity rules of the variation', async () => {
    const list = sudaderaVariations();
    list[0]!.is_sold_individually = 'yes';
    Object.assign(list[1]!, { min_qty: 2, max_qty: 3 });
    mount(list);
    await vi.advanceTimersByTimeAsync(100);
    const qty = $<HTMLInputElement>('input.qty');
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'S');
    expect([qty.value, $('.quantity').style.display]).toEqual(['1', 'none']);
    qty.value = '9';
    choose('attribute_talla', 'M');
    expect([qty.value, qty.min, qty.max, $('.quantity').style.display]).toEqual(['3', '2', '3', '']);
    // Back to the same variation without the sold-individually one in between (which would set 1
    // and leave only the clamp to test): the empty field — what a number input keeps of 'x' — takes
    // min_qty, not the last value (3).
    qty.value = 'x';
    choose('attribute_talla', '');
    choose('attribute_talla', 'M');
    expect([qty.value, $('.quantity').style.display]).toEqual(['2', '']);
  });

  it("shows the weight and the decoded dimensions, and gives the product's back on reset", async () => {
    const list = sudaderaVariations();
    list[0]!.dimensions_html = '10 &times; 20 &times; 5 cm';
    mount(
      list,
      '<table><tr class="woocommerce-product-attributes-item--weight"><td class="woocommerce-product-attributes-item__value">0.5 lbs</td></tr></table><span class="product_dimensions">N/D</span>',
    );
    await vi.advanceTimersByTimeAsync(100);
    const weight = $('.woocommerce-product-attributes-item__value');
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'S');
    expect([weight.textContent, $('.product_dimensions').textContent]).toEqual(['0.6 lbs', '10 × 20 × 5 cm']);
    $('.reset_variations').click();
    expect([weight.textContent, $('.product_dimensions').textContent, $('.product_meta .sku').textContent]).toEqual([
      '0.5 lbs',
      'N/D',
      'VAR-1',
    ]);
  });

  it("gives jQuery listeners the original arguments and hears a plugin's reset_data", async () => {
    const jq = fakeJQuery();
    vi.stubGlobal('jQuery', jq);
    const el = mount(sudaderaVariations());
    await vi.advanceTimersByTimeAsync(100);
    jq.log.length = 0;
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'S');
    await vi.advanceTimersByTimeAsync(500);
    const found = jq.log.find((c) => c.name === 'found_variation')!;
    expect([found.target, (found.args[0] as { variation_id: number }).variation_id, found.args.length]).toEqual([el, 26, 1]);
    const shown = jq.log.find((c) => c.name === 'show_variation')!;
    expect([shown.target, (shown.args[0] as { sku: string }).sku, shown.args[1]]).toEqual([$('.single_variation'), 'VAR-1-ROJO-S', true]);
    // A swatches plugin clearing the choice: the shop's reset_data handler runs (meta, image, button).
    jq.log.length = 0;
    jq(el).trigger('reset_data');
    expect($('.product_meta .sku').textContent).toBe('VAR-1');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(jq.log.map((c) => c.name)).toEqual(['reset_data', 'reset_image', 'hide_variation']);
  });

  it('falls back to server look-up when data-product_variations is not a list, and still sells', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response(JSON.stringify(sudaderaVariations()[1])));
    vi.stubGlobal('fetch', fetch);
    mount({ 26: sudaderaVariations()[0] });
    expect(error.mock.calls[0]![0]).toMatch(/^\[islands:variations-form\] data-product_variations is not a list or false: \{"26":/);
    await vi.advanceTimersByTimeAsync(100);
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'M');
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('27');
    expect(button().className).toBe('single_add_to_cart_button button alt');
  });

  it('falls back to server look-up when data-product_variations is not JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = formMarkup('{"a":1}');
    const el = $<HTMLFormElement>('form');
    el.setAttribute('data-product_variations', 'no es json');
    expect(form.parseProps({}, el).variations).toBeNull();
    expect(error.mock.calls[0]![0]).toMatch(/^\[islands:variations-form\] data-product_variations is not JSON: "no es json"/);
  });

  it('quotes a 5 MB data-product_variations that is not JSON as a short excerpt', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = formMarkup('{"a":1}');
    const el = $<HTMLFormElement>('form');
    el.setAttribute('data-product_variations', `[${'x'.repeat(5_000_000)}`);
    expect(form.parseProps({}, el).variations).toBeNull();
    expect(String(error.mock.calls[0]![0]).length).toBeLessThan(300);
  });
});

/** jQuery's trigger/on for custom events, bubbling to the ancestors as jQuery does; every trigger is logged. */
function fakeJQuery() {
  type Handler = (event: unknown, ...args: unknown[]) => void;
  const handlers = new Map<EventTarget, Map<string, Handler[]>>();
  const log: Array<{ name: string; target: EventTarget; args: unknown[] }> = [];
  const list = (t: EventTarget, name: string) => {
    if (!handlers.has(t)) handlers.set(t, new Map());
    const m = handlers.get(t)!;
    if (!m.has(name)) m.set(name, []);
    return m.get(name)!;
  };
  const jq = (target: unknown) => {
    const t = (target as { el?: EventTarget }).el ?? (target as EventTarget);
    return {
      el: t,
      // As jQuery's: an event object's own fields reach the handlers (the bundle marks its own).
      trigger(event: string | { type: string }, args: unknown[] = []) {
        const e = typeof event === 'string' ? { type: event } : { ...event };
        const name = e.type;
        log.push({ name, target: t, args: args.map((a) => (a as { el?: unknown })?.el ?? a) });
        for (let n: Node | null = t as Node; n; n = n.parentNode)
          list(n, name)
            .slice()
            .forEach((h) => h(e, ...args));
      },
      on: (name: string, h: Handler) => void list(t, name).push(h),
      off: (name: string, h: Handler) => void list(t, name).splice(list(t, name).indexOf(h), 1),
    };
  };
  return Object.assign(jq, { log });
}
