import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import form from './variations-form.ts';
import { formMarkup, sudaderaVariations } from './test-markup.ts';
import { mountWidget } from '../../../runtime/core/test-mount.ts';

// get_variation (docs/network.md#product-variation) with fetch stubbed: each call waits for the test to answer it.
interface Call {
  body: string;
  signal: AbortSignal;
  answer(text: string, status?: number): void;
}
let calls: Call[] = [];
let cleanup: (() => void) | undefined;
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const choose = (name: string, value: string) => {
  const select = $<HTMLSelectElement>(`select[name="${name}"]`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(async () => {
  vi.useFakeTimers();
  calls = [];
  document.head.innerHTML = `<script type="application/json" id="islands-config">{"wcAjaxUrl":"/?wc-ajax=%%endpoint%%"}</script>`;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toBe('/?wc-ajax=get_variation');
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({ body: String(init.body), signal, answer: (text, status = 200) => resolve(new Response(text, { status })) });
    });
  });
  document.body.innerHTML = formMarkup(false);
  const el = $<HTMLFormElement>('form');
  cleanup = mountWidget(form, el, 'variations-form');
  await vi.advanceTimersByTimeAsync(100);
});
afterEach(() => {
  cleanup?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('variations-form with server look-up (data-product_variations="false")', () => {
  it('asks only when every attribute is chosen, never prunes, and aborts the earlier request', async () => {
    choose('attribute_pa_color', 'azul');
    expect(calls).toHaveLength(0);
    expect($<HTMLSelectElement>('select[name="attribute_talla"]').options).toHaveLength(3);
    choose('attribute_talla', 'S');
    expect(calls[0]!.body).toBe('attribute_pa_color=azul&attribute_talla=S&product_id=25&custom_data=');
    expect($('form').getAttribute('aria-busy')).toBe('true');
    choose('attribute_pa_color', 'rojo');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.answer(JSON.stringify(sudaderaVariations()[0]));
    await vi.advanceTimersByTimeAsync(0);
    expect($('form').hasAttribute('aria-busy')).toBe(false);
    expect($('.blockOverlay')).toBeNull();
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('26');
    await vi.advanceTimersByTimeAsync(500);
    expect($('.single_add_to_cart_button').classList.contains('disabled')).toBe(false);
  });

  it('unmounted while get_variation runs, it aborts it and lifts the overlay, quietly', async () => {
    const errors = vi.spyOn(console, 'error');
    choose('attribute_pa_color', 'azul');
    choose('attribute_talla', 'S');
    expect($('.blockOverlay')).not.toBeNull();
    cleanup!();
    cleanup = undefined;
    expect(calls[0]!.signal.aborted).toBe(true);
    expect($('.blockOverlay')).toBeNull();
    expect($('form').hasAttribute('aria-busy')).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    choose('attribute_talla', 'M');
    expect(calls).toHaveLength(1);
    expect($('.islands-variation-notice')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it("sends the form's custom_data as jQuery serialises an object", async () => {
    cleanup?.();
    document.body.innerHTML = formMarkup(false);
    const el = $<HTMLFormElement>('form');
    el.setAttribute('data-custom_data', '{"grabado":"Íñigo","lado":2}');
    cleanup = mountWidget(form, el, 'variations-form');
    await vi.advanceTimersByTimeAsync(100);
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'S');
    expect(calls.at(-1)!.body).toBe(
      'attribute_pa_color=rojo&attribute_talla=S&product_id=25&custom_data%5Bgrabado%5D=%C3%8D%C3%B1igo&custom_data%5Blado%5D=2',
    );
  });

  it('shows the no-match notice for a false answer', async () => {
    choose('attribute_pa_color', 'azul');
    choose('attribute_talla', 'M');
    calls[0]!.answer('false');
    await vi.advanceTimersByTimeAsync(0);
    expect($('.wc-no-matching-variations').textContent).toBe(
      'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
    );
    expect($('.wc-no-matching-variations').parentElement!.getAttribute('role')).toBe('alert');
    expect($('.single_add_to_cart_button').classList.contains('wc-variation-selection-needed')).toBe(true);
    choose('attribute_talla', 'S');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  // An empty 200 body reads as no match, the same as false (not as a broken answer).
  it('shows the no-match notice for an empty answer and keeps add to cart disabled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    choose('attribute_pa_color', 'azul');
    choose('attribute_talla', 'M');
    calls[0]!.answer('');
    await vi.advanceTimersByTimeAsync(0);
    expect($('.wc-no-matching-variations').textContent).toBe(
      'Lo siento, no hay productos que igualen tu selección. Por favor, escoge una combinación diferente.',
    );
    expect(document.querySelector('.wc-variation-lookup-error')).toBeNull();
    expect($('form').hasAttribute('aria-busy')).toBe(false);
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('');
    await vi.advanceTimersByTimeAsync(500);
    const button = $('.single_add_to_cart_button');
    expect(button.classList.contains('disabled')).toBe(true);
    expect(button.classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['HTML', '<html><body>Error crítico</body></html>', 200, 'La respuesta no es una respuesta JSON válida.'],
    ['a 500', '', 500, 'El servidor ha respondido con un error (500). Por favor, inténtalo de nuevo.'],
  ])('answers %s with a clear message and a usable form', async (_what, text, status, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    choose('attribute_pa_color', 'azul');
    choose('attribute_talla', 'M');
    calls[0]!.answer(text, status);
    await vi.advanceTimersByTimeAsync(0);
    expect($('.wc-variation-lookup-error').textContent).toBe(`No se ha podido cargar la variación elegida. ${message}`);
    expect($('form').hasAttribute('aria-busy')).toBe(false);
    expect(error.mock.calls[0]![0]).toBe('[islands:variations-form] get_variation failed for product 25');
    choose('attribute_talla', 'S');
    expect(calls).toHaveLength(2);
  });

  it('after a failed look-up says so on add to cart and retries with a button, keeping focus', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alerts: string[] = [];
    vi.stubGlobal('alert', (text: string) => void alerts.push(text));
    choose('attribute_pa_color', 'rojo');
    choose('attribute_talla', 'M');
    calls[0]!.answer('', 500);
    await vi.advanceTimersByTimeAsync(0);
    const retry = document.querySelector<HTMLButtonElement>('.islands-variation-notice button')!;
    expect(retry.textContent).toBe('Volver a intentarlo');
    expect(retry.type).toBe('button');

    $('.single_add_to_cart_button').click();
    const failed =
      'No se ha podido cargar la variación elegida. El servidor ha respondido con un error (500). Por favor, inténtalo de nuevo.';
    expect(alerts, 'not "choose the options": they are chosen').toEqual([failed]);
    expect(document.activeElement, 'the alert leads to the retry button').toBe(retry);

    retry.click();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toBe('attribute_pa_color=rojo&attribute_talla=M&product_id=25&custom_data=');
    expect($('form').getAttribute('aria-busy')).toBe('true');
    expect(retry.getAttribute('aria-disabled'), 'a second press sends nothing more').toBe('true');
    retry.click();
    expect(calls).toHaveLength(2);
    calls[1]!.answer(JSON.stringify(sudaderaVariations()[1]));
    await vi.advanceTimersByTimeAsync(500);
    expect(document.querySelector('.islands-variation-notice')).toBeNull();
    expect($<HTMLInputElement>('input[name="variation_id"]').value).toBe('27');
    expect($('.single_add_to_cart_button').classList.contains('disabled')).toBe(false);
    expect(document.activeElement, 'focus moves on to add to cart, not to the page').toBe($('.single_add_to_cart_button'));
  });

  it('a retry that fails again keeps the message, the button and the focus on it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    choose('attribute_pa_color', 'azul');
    choose('attribute_talla', 'M');
    calls[0]!.answer('', 500);
    await vi.advanceTimersByTimeAsync(0);
    const retry = document.querySelector<HTMLButtonElement>('.islands-variation-notice button')!;
    retry.focus();
    retry.click();
    calls[1]!.answer('', 502);
    await vi.advanceTimersByTimeAsync(0);
    expect($('.wc-variation-lookup-error').textContent).toContain('(502)');
    expect(document.activeElement).toBe(document.querySelector('.islands-variation-notice button'));
    expect(document.activeElement!.hasAttribute('aria-disabled')).toBe(false);
  });
});
