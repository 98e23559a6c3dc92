import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';
import { MAX_ENTRIES, SAMPLE_MS } from './collector.ts';

let islands: Islands | undefined;
const field = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

async function mount(html: string) {
  document.body.innerHTML = html;
  islands = startIslands(widgets.filter((w) => w.name === 'antispam'));
  await vi.waitFor(() => expect(document.documentElement.getAttribute('data-island')).toBe('mounted'), { timeout: 5000 });
}

/** Submits like a browser: the submit event, and the default posting prevented by the test. */
function submit(form: HTMLFormElement) {
  form.addEventListener('submit', (e) => e.preventDefault(), { once: true });
  form.requestSubmit();
}

const key = (el: Element, k: string, type: 'keydown' | 'keyup') => el.dispatchEvent(new KeyboardEvent(type, { key: k, bubbles: true }));

beforeEach(() => {
  // The idle strategy waits for requestIdleCallback; jsdom has none, so run it at once.
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0));
});

afterEach(() => {
  islands?.stop();
  document.documentElement.removeAttribute('data-island');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('antispam', () => {
  it('adds the 14 fields with the container prefix, from real keys and clicks, before the form handler runs', async () => {
    await mount(
      `<form method="post" action="/contacto/"><p class="akismet-fields-container" data-prefix="_wpcf7_ak_"></p><input name="n" /><button>Enviar</button></form>`,
    );
    const form = document.querySelector('form')!;
    const input = form.querySelector('input')!;
    key(input, 'h', 'keydown');
    key(input, 'h', 'keydown'); // auto-repeat is ignored
    key(input, 'h', 'keyup');
    key(input, 'Shift', 'keydown');
    key(input, 'Shift', 'keyup');
    key(input, 'Backspace', 'keydown');
    key(input, 'Backspace', 'keyup');
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    let seen: string[] = [];
    form.addEventListener('submit', () => (seen = [...new FormData(form).keys()]));
    submit(form);
    expect(seen.filter((k) => k.startsWith('_wpcf7_ak_'))).toEqual(
      ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm'].map((k) => `_wpcf7_ak_${k}`),
    );
    expect(field(form, '_wpcf7_ak_bkpc')).toBe('1');
    expect(field(form, '_wpcf7_ak_bkp')).toMatch(/^\d+;$/);
    expect(field(form, '_wpcf7_ak_bmk')).toBe('0');
    expect(field(form, '_wpcf7_ak_bck')).toBe('0');
    expect(field(form, '_wpcf7_ak_bmcc')).toBe('1');
    expect(Number(field(form, '_wpcf7_ak_bib'))).toBeGreaterThan(0);
    // A second submit (an AJAX form) updates the same fields instead of adding more.
    submit(form);
    expect(form.querySelectorAll('input[name="_wpcf7_ak_bfs"]')).toHaveLength(1);
  });

  it('uses ak_ without a container, and leaves GET and cross-host forms alone', async () => {
    await mount(
      `<form id="a" method="post"></form><form id="b" method="get"></form><form id="c" method="post" action="https://otro.example/x"></form><form id="d" method="POST" action="http://${location.hostname}:9999/x"></form>`,
    );
    for (const f of document.querySelectorAll('form')) submit(f);
    const names = (id: string) => [...document.querySelectorAll(`#${id} input`)].map((i) => (i as HTMLInputElement).name);
    expect(names('a')).toHaveLength(14);
    expect(names('a')[0]).toBe('ak_bib');
    expect(names('b')).toEqual([]);
    expect(names('c')).toEqual([]);
    expect(names('d')).toHaveLength(14);
  });

  it('samples mouse moves and scrolls in 500 ms bursts and keeps at most 100 entries while counting all', async () => {
    await mount(`<form method="post"></form>`);
    vi.useFakeTimers();
    const move = (x: number) => document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: 0 }));
    move(0);
    move(30);
    vi.advanceTimersByTime(200);
    move(40);
    document.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SAMPLE_MS + 10);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SAMPLE_MS + 10);
    for (let i = 0; i < 150; i++) {
      document.dispatchEvent(new MouseEvent('mousedown'));
      document.dispatchEvent(new MouseEvent('mouseup'));
    }
    const form = document.querySelector('form')!;
    submit(form);
    expect(field(form, 'ak_bmmc')).toBe('1');
    expect(field(form, 'ak_bmm')).toMatch(/^\d+,40;$/);
    expect(field(form, 'ak_bsc')).toBe('2');
    expect(field(form, 'ak_bmcc')).toBe('150');
    expect(field(form, 'ak_bmc')!.split(';').filter(Boolean)).toHaveLength(MAX_ENTRIES);
  });

  it('records touches: each touchend with its hold and the gap since the last, touch moves counted per 500 ms burst', async () => {
    await mount(`<form method="post"></form>`);
    vi.useFakeTimers({ now: 1_000_000 });
    const touch = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));
    touch('touchstart');
    vi.advanceTimersByTime(80);
    touch('touchend');
    vi.advanceTimersByTime(1000);
    touch('touchstart');
    touch('touchmove');
    vi.advanceTimersByTime(100);
    touch('touchmove'); // same burst
    vi.advanceTimersByTime(SAMPLE_MS + 10);
    touch('touchmove'); // a new burst
    vi.advanceTimersByTime(20);
    touch('touchend');
    vi.advanceTimersByTime(SAMPLE_MS + 10);
    const form = document.querySelector('form')!;
    submit(form);
    expect(field(form, 'ak_btec')).toBe('2');
    expect(field(form, 'ak_bte')).toBe('80;630,1630;');
    expect(field(form, 'ak_btmc')).toBe('2');
  });

  it('keeps at most 100 keypress timings while bkpc counts every key, and modifier and correction positions', async () => {
    await mount(`<form method="post"><input name="n" /></form>`);
    const input = document.querySelector('input')!;
    for (let i = 0; i < 130; i++) {
      key(input, 'a', 'keydown');
      key(input, 'a', 'keyup');
    }
    key(input, 'Shift', 'keydown');
    key(input, 'Shift', 'keyup');
    key(input, 'ArrowLeft', 'keydown');
    key(input, 'ArrowLeft', 'keyup');
    // Keys outside a form, or released outside a text field, are not the form's typing.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'b', bubbles: true }));
    const form = document.querySelector('form')!;
    submit(form);
    expect(field(form, 'ak_bkpc')).toBe('130');
    expect(field(form, 'ak_bkp')!.split(';').filter(Boolean)).toHaveLength(MAX_ENTRIES);
    expect(field(form, 'ak_bmk')).toBe('129');
    expect(field(form, 'ak_bck')).toBe('129');
  });

  it('once unmounted, records nothing, writes no field and leaves no burst timer running', async () => {
    await mount(`<form method="post"><input name="n" /></form>`);
    vi.useFakeTimers();
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 0, clientY: 0 }));
    document.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('touchmove'));
    expect(vi.getTimerCount()).toBe(3);
    islands!.stop();
    expect(vi.getTimerCount()).toBe(0);
    const form = document.querySelector('form')!;
    key(form.querySelector('input')!, 'h', 'keydown');
    submit(form);
    expect(form.querySelectorAll('input[data-islands-antispam]')).toHaveLength(0);
  });

  it('listens passively, so it can never delay scrolling or typing', async () => {
    const spy = vi.spyOn(document, 'addEventListener');
    await mount(`<form method="post"></form>`);
    const options = spy.mock.calls.map((c) => c[2] as AddEventListenerOptions);
    expect(options.length).toBeGreaterThanOrEqual(12);
    expect(options.every((o) => o.passive === true)).toBe(true);
    spy.mockRestore();
  });
});
