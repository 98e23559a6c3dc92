import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { ORDER_TRACKING_EVENT } from '../../runtime/events.ts';
import { startIslands, type Islands } from '../../runtime/mount.ts';
import { widgets } from '../registry.ts';
import { COOKIES, attributionConfig, attributionData, deleteTrackingCookies, trackPageOnce } from './tracker.ts';

const loc = (href: string) => new URL(href) as unknown as Location;
const config = () => attributionConfig();
let islands: Islands | undefined;

beforeEach(() => deleteTrackingCookies());
afterEach(() => {
  vi.useRealTimers();
  islands?.stop();
  islands = undefined;
  delete (window as unknown as Record<string, unknown>).wc_order_attribution;
  document.body.innerHTML = '';
});

describe('tracking the visit', () => {
  it('keeps the first source through a session and counts its pages', () => {
    // The clock is set to t0 too: the session cookie lives 30 minutes from t0, and the jar
    // judges its expiry by the clock, not by the date handed to the tracker.
    const t0 = new Date(Date.UTC(2026, 10, 22, 10, 0, 0));
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    trackPageOnce(config(), t0, loc('http://localhost:3000/resena-mejor-hosting/'), 'https://www.google.es/');
    trackPageOnce(config(), t0, loc('http://localhost:3000/tienda/'), 'http://localhost:3000/resena-mejor-hosting/');
    trackPageOnce(config(), t0, loc('http://localhost:3000/finalizar-compra/'), 'http://localhost:3000/tienda/');
    expect(attributionData(config())).toMatchObject({
      source_type: 'organic',
      utm_source: 'google',
      utm_medium: 'organic',
      referrer: 'https://www.google.es/',
      session_entry: 'http://localhost:3000/resena-mejor-hosting/',
      session_start_time: '2026-11-22 10:00:00',
      session_pages: '3',
      session_count: '1',
      user_agent: navigator.userAgent,
    });
  });

  it('a campaign arrival outlives 26 s (0.00001 months makes session cookies); 30 minutes idle starts session 2', () => {
    const t0 = new Date(Date.UTC(2026, 10, 22, 10, 0, 0));
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    const at = (ms: number) => {
      vi.setSystemTime(t0.getTime() + ms);
      return new Date();
    };
    const campaign = 'http://localhost:3000/tienda/?utm_source=boletin&utm_medium=email&utm_campaign=otono';
    trackPageOnce(config(), at(0), loc(campaign), '');
    trackPageOnce(config(), at(60_000), loc('http://localhost:3000/finalizar-compra/'), campaign);
    expect(attributionData(config())).toMatchObject({ source_type: 'utm', utm_source: 'boletin', utm_campaign: 'otono', session_pages: '2', session_count: '1' });
    // 31 minutes after the last page the session cookie has expired; the session cookies of the
    // source have not (they last as long as the browser does).
    expect(Cookies.get('sbjs_session')).toBeTruthy();
    at(60_000 + 31 * 60_000);
    expect(Cookies.get('sbjs_session')).toBeUndefined();
    trackPageOnce(config(), new Date(), loc('http://localhost:3000/'), '');
    expect(attributionData(config())).toMatchObject({ source_type: 'utm', utm_source: 'boletin', session_pages: '1', session_count: '2' });
  });

  it('a campaign link later in the session replaces the source', () => {
    trackPageOnce(config(), new Date(), loc('http://localhost:3000/'), '');
    expect(attributionData(config()).source_type).toBe('typein');
    expect(attributionData(config()).utm_source).toBe('(direct)');
    trackPageOnce(config(), new Date(), loc('http://localhost:3000/tienda/?utm_source=instagram&utm_medium=social&utm_campaign=otono'), '');
    expect(attributionData(config())).toMatchObject({ source_type: 'utm', utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'otono' });
  });

  it('turning tracking off through setOrderTracking deletes every sbjs cookie', async () => {
    (window as unknown as Record<string, unknown>).wc_order_attribution = { params: { lifetime: 1e-5, session: 30, allowTracking: true } };
    islands = startIslands(widgets.filter((w) => w.name === 'order-attribution'));
    await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
    expect(Cookies.get('sbjs_current')).toBeTruthy();
    (window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }).wc_order_attribution.setOrderTracking(false);
    expect(COOKIES.filter((c) => Cookies.get(c) !== undefined)).toEqual([]);
  });
});

describe('checkout inputs', () => {
  it('writes one hidden wc_order_attribution_ input per field into the checkout form, once', async () => {
    document.body.innerHTML = `<form class="checkout woocommerce-checkout" method="post"><wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name.startsWith('order-attribution')));
    await vi.waitFor(() => expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(16));
    const form = new FormData(document.querySelector('form')!);
    expect(form.get('wc_order_attribution_source_type')).toBe('typein');
    expect(form.get('wc_order_attribution_utm_source')).toBe('(direct)');
    expect(form.get('wc_order_attribution_session_pages')).toBe('1');
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
  });

  it("puts the inputs at the form's end, after the billing fields, so the form's first named controls stay the same", async () => {
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs><input name="billing_first_name"><input name="billing_last_name"></form>`;
    islands = startIslands(widgets.filter((w) => w.name === 'order-attribution-inputs'));
    await vi.waitFor(() => expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(16));
    const names = [...document.querySelector('form')!.elements].map((c) => (c as HTMLInputElement).name);
    expect(names.slice(0, 2)).toEqual(['billing_first_name', 'billing_last_name']);
    expect(document.querySelector('wc-order-attribution-inputs')!.children).toHaveLength(0);
  });

  it('hostile printed fields: a path to constructor or __proto__ writes an empty value, a non-string path is left out', async () => {
    (window as unknown as Record<string, unknown>).wc_order_attribution = {
      params: { allowTracking: true },
      fields: JSON.parse('{"source_type":"current.typ","a":"current.constructor","b":"udata.__proto__","c":"session.toString","d":5,"__proto__":"current.src"}'),
    };
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name === 'order-attribution-inputs'));
    await vi.waitFor(() => expect(document.querySelector('wc-order-attribution-inputs')!.getAttribute('data-island')).toBe('mounted'));
    const posted = [...new FormData(document.querySelector('form')!)];
    expect(posted).toEqual([
      ['wc_order_attribution_source_type', 'typein'],
      ['wc_order_attribution_a', ''],
      ['wc_order_attribution_b', ''],
      ['wc_order_attribution_c', ''],
      ['wc_order_attribution___proto__', '(direct)'],
    ]);
  });

  it('follows setOrderTracking: off empties the inputs and the extension data, on writes them again', async () => {
    const setExtensionData = vi.fn();
    (window as unknown as Record<string, unknown>).wp = { data: { dispatch: () => ({ setExtensionData }) } };
    (window as unknown as Record<string, unknown>).wc_order_attribution = { params: { lifetime: 1e-5, session: 30, allowTracking: true } };
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name.startsWith('order-attribution')));
    const posted = () => [...new FormData(document.querySelector('form')!).keys()].filter((k) => k.startsWith('wc_order_attribution_'));
    await vi.waitFor(() => expect(posted()).toHaveLength(16));
    await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
    const setOrderTracking = (window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }).wc_order_attribution.setOrderTracking;

    setOrderTracking(false);
    expect(posted()).toEqual([]);
    const [namespace, off, replace] = setExtensionData.mock.calls.at(-1)!;
    expect([namespace, replace]).toEqual(['woocommerce/order-attribution', true]);
    expect(Object.keys(off)).toHaveLength(16);
    expect(Object.values(off).every((v) => v === '')).toBe(true);

    setOrderTracking(true);
    expect(posted()).toHaveLength(16);
    expect(new FormData(document.querySelector('form')!).get('wc_order_attribution_source_type')).toBe('typein');
    expect(setExtensionData.mock.calls.at(-1)![1]).toMatchObject({ source_type: 'typein', session_pages: '1' });
    delete (window as unknown as Record<string, unknown>).wp;
  });

  it('once its element is removed, the inputs go with it and a later order-tracking change writes none', async () => {
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name === 'order-attribution-inputs'));
    await vi.waitFor(() => expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(16));
    document.querySelector('wc-order-attribution-inputs')!.remove();
    await vi.waitFor(() => expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(0));
    document.body.dispatchEvent(new CustomEvent(ORDER_TRACKING_EVENT, { detail: { source: 'test', args: [true] } }));
    expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(0);
  });

  it('with tracking off at load writes no input; setOrderTracking(true) writes them', async () => {
    (window as unknown as Record<string, unknown>).wc_order_attribution = { params: { lifetime: 1e-5, session: 30, allowTracking: false } };
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name.startsWith('order-attribution')));
    await vi.waitFor(() => expect(document.querySelector('wc-order-attribution-inputs')!.getAttribute('data-island')).toBe('mounted'));
    await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
    expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(0);
    expect(Cookies.get('sbjs_current')).toBeUndefined();
    (window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }).wc_order_attribution.setOrderTracking(true);
    expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(16);
    expect(document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_session_count"]')!.value).toBe('1');
  });

  it('hands the same data to a block checkout as extension data', async () => {
    const setExtensionData = vi.fn();
    (window as unknown as Record<string, unknown>).wp = { data: { dispatch: () => ({ setExtensionData }) } };
    document.body.innerHTML = `<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name === 'order-attribution-inputs'));
    await vi.waitFor(() => expect(setExtensionData).toHaveBeenCalled());
    delete (window as unknown as Record<string, unknown>).wp;
    expect(setExtensionData.mock.calls[0]![0]).toBe('woocommerce/order-attribution');
    expect(setExtensionData.mock.calls[0]![1]).toMatchObject({ source_type: 'typein', session_count: '1' });
  });
});
