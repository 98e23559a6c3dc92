import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { ORDER_TRACKING_EVENT } from '../../../runtime/page/events.ts';
import { startIslands, type Islands } from '../../../runtime/core/mount.ts';
import { widgets } from '../../registry.ts';
import { attributionData as dataOf, orderFields } from './fields.ts';
import { COOKIES, attributionConfig, deleteTrackingCookies, printedAttribution, trackPageOnce } from './tracker.ts';

const loc = (href: string) => new URL(href) as unknown as Location;
const config = () => attributionConfig()!;
/** The order fields the checkout would post now. */
const attributionData = () => dataOf(orderFields(printedAttribution()!));
let islands: Islands | undefined;

/** What WooCommerce prints where order attribution is on (fixtures/recorded/shop-tienda.html). */
const wooCommerceSettings = () => ({
  params: { lifetime: 1.0e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true },
  fields: {
    source_type: 'current.typ',
    referrer: 'current_add.rf',
    utm_campaign: 'current.cmp',
    utm_source: 'current.src',
    utm_medium: 'current.mdm',
    utm_content: 'current.cnt',
    utm_id: 'current.id',
    utm_term: 'current.trm',
    utm_source_platform: 'current.plt',
    utm_creative_format: 'current.fmt',
    utm_marketing_tactic: 'current.tct',
    session_entry: 'current_add.ep',
    session_start_time: 'current_add.fd',
    session_pages: 'session.pgs',
    session_count: 'udata.vst',
    user_agent: 'udata.uag',
  },
});

beforeEach(() => {
  deleteTrackingCookies();
  (window as unknown as Record<string, unknown>).wc_order_attribution = wooCommerceSettings();
});
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
    expect(attributionData()).toMatchObject({
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
    expect(attributionData()).toMatchObject({
      source_type: 'utm',
      utm_source: 'boletin',
      utm_campaign: 'otono',
      session_pages: '2',
      session_count: '1',
    });
    // 31 minutes after the last page the session cookie has expired; the session cookies of the
    // source have not (they last as long as the browser does).
    expect(Cookies.get('sbjs_session')).toBeTruthy();
    at(60_000 + 31 * 60_000);
    expect(Cookies.get('sbjs_session')).toBeUndefined();
    trackPageOnce(config(), new Date(), loc('http://localhost:3000/'), '');
    expect(attributionData()).toMatchObject({ source_type: 'utm', utm_source: 'boletin', session_pages: '1', session_count: '2' });
  });

  it('a campaign link later in the session replaces the source', () => {
    trackPageOnce(config(), new Date(), loc('http://localhost:3000/'), '');
    expect(attributionData().source_type).toBe('typein');
    expect(attributionData().utm_source).toBe('(direct)');
    trackPageOnce(config(), new Date(), loc('http://localhost:3000/tienda/?utm_source=instagram&utm_medium=social&utm_campaign=otono'), '');
    expect(attributionData()).toMatchObject({ source_type: 'utm', utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'otono' });
  });

  it('reads the cookies before its first write, none after (a read after a write waits for the browser)', () => {
    // A landing page view (a new visitor from a search engine), which writes every cookie.
    const settings = config();
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const calls: string[] = [];
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => (calls.push('read'), own.get!.call(document) as string));
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => (calls.push('write'), own.set!.call(document, value)));
    try {
      trackPageOnce(settings, new Date(), loc('http://localhost:3000/tienda/'), 'https://www.google.es/');
    } finally {
      vi.restoreAllMocks();
    }
    // js-cookie reads document.cookie twice in a row: the second is the browser's cached copy.
    expect(calls.lastIndexOf('read'), calls.join(' ')).toBeLessThan(calls.indexOf('write'));
    expect(calls.filter((c) => c === 'write').length).toBeGreaterThan(1);
    expect(decodeURIComponent(Cookies.get('sbjs_first') ?? '')).toContain('src=google');
    expect(decodeURIComponent(Cookies.get('sbjs_session') ?? '')).toContain('pgs=1');
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
      fields: JSON.parse(
        '{"source_type":"current.typ","a":"current.constructor","b":"udata.__proto__","c":"session.toString","d":5,"__proto__":"current.src"}',
      ),
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
    const setOrderTracking = (window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }).wc_order_attribution
      .setOrderTracking;

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

describe('order attribution switched off in WooCommerce (no wc_order_attribution printed)', () => {
  it('tracks nothing and writes no field, not even empty extension data', async () => {
    delete (window as unknown as Record<string, unknown>).wc_order_attribution;
    const setExtensionData = vi.fn();
    (window as unknown as Record<string, unknown>).wp = { data: { dispatch: () => ({ setExtensionData }) } };
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name.startsWith('order-attribution')));
    await vi.waitFor(() => expect(document.querySelector('wc-order-attribution-inputs')!.getAttribute('data-island')).toBe('mounted'));
    await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
    delete (window as unknown as Record<string, unknown>).wp;
    expect(COOKIES.filter((c) => Cookies.get(c) !== undefined)).toEqual([]);
    expect(document.querySelectorAll('input[name^="wc_order_attribution_"]')).toHaveLength(0);
    expect(setExtensionData).not.toHaveBeenCalled();
    expect(attributionConfig()).toBeNull();
  });
});

describe('a consent tool through the WP Consent API', () => {
  type ConsentWindow = Record<string, unknown> & {
    wc_order_attribution: { params: Record<string, unknown>; setOrderTracking(a: boolean): void };
  };
  const w = window as unknown as ConsentWindow;
  let controller: AbortController;

  /**
   * The API as the consent tool's page has it: wp_has_consent reads the visitor's answer,
   * wp_set_consent changes it and says so with the API's event, whose detail is an array with
   * named keys. WooCommerce adds params.consentCategory = 'marketing'.
   */
  function consentTool(answer: 'allow' | 'deny' | '', options: { waitForType?: boolean; allowTracking?: boolean } = {}) {
    w.wc_order_attribution.params.consentCategory = 'marketing';
    w.wc_order_attribution.params.allowTracking = options.allowTracking ?? answer === 'allow';
    const answers: Record<string, string> = { marketing: answer };
    w.consent_api = { consent_type: 'optin', waitfor_consent_hook: !!options.waitForType, cookie_prefix: 'wp_consent' };
    w.wp_has_consent = (category: string) => answers[category] === 'allow';
    w.wp_set_consent = (category: string, value: string) => {
      answers[category] = value;
      const detail: string[] & Record<string, string> = Object.assign([], { [category]: value });
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail }));
    };
  }
  const setConsent = (category: string, value: 'allow' | 'deny') => (w.wp_set_consent as (c: string, v: string) => void)(category, value);
  const stored = () => COOKIES.filter((c) => Cookies.get(c) !== undefined);
  const fields = () => document.querySelectorAll('input[name^="wc_order_attribution_"]').length;

  /** The body island on its own, on the test's clock; returns its unmount, as the runtime does it. */
  async function mountBody(): Promise<() => void> {
    const { default: island } = await import('./order-attribution.ts');
    controller = new AbortController();
    const cleanup = island.mount(document.body, {}, { name: 'order-attribution', signal: controller.signal, fail: () => {} });
    return () => {
      controller.abort();
      cleanup?.();
    };
  }

  afterEach(() => {
    controller?.abort();
    for (const name of ['consent_api', 'wp_has_consent', 'wp_set_consent', 'wp_consent_type']) delete w[name];
  });

  it('no consent: no cookie and no field, even on a page printed with allowTracking (a cached page)', async () => {
    consentTool('', { allowTracking: true });
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name.startsWith('order-attribution')));
    await vi.waitFor(() => expect(document.querySelector('wc-order-attribution-inputs')!.getAttribute('data-island')).toBe('mounted'));
    await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
    expect(stored()).toEqual([]);
    expect(fields()).toBe(0);
  });

  it('consent given in the page decides, over a page printed with allowTracking false', async () => {
    consentTool('allow', { allowTracking: false });
    await mountBody();
    expect(Cookies.get('sbjs_current')).toBeTruthy();
  });

  it('follows its category: allow writes the cookies and the fields, deny deletes them; other categories change nothing', async () => {
    consentTool('deny');
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    islands = startIslands(widgets.filter((w) => w.name.startsWith('order-attribution')));
    await vi.waitFor(() => expect(document.querySelector('wc-order-attribution-inputs')!.getAttribute('data-island')).toBe('mounted'));
    await vi.waitFor(() => expect(document.body.getAttribute('data-island')).toBe('mounted'));
    setConsent('statistics', 'allow');
    expect([stored(), fields()]).toEqual([[], 0]);

    setConsent('marketing', 'allow');
    expect(stored()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_first', 'sbjs_session', 'sbjs_udata']));
    expect(fields()).toBe(16);
    expect(w.wc_order_attribution.params.allowTracking).toBe(true);

    setConsent('statistics', 'deny');
    expect(fields()).toBe(16);
    setConsent('marketing', 'deny');
    expect([stored(), fields()]).toEqual([[], 0]);
    expect(w.wc_order_attribution.params.allowTracking).toBe(false);
  });

  describe('a consent type the tool defines late (waitfor_consent_hook)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

    it('waits without writing or deleting; wp_consent_type_defined decides', async () => {
      consentTool('allow', { waitForType: true });
      // A visitor who consented on an earlier page: the first visit's source is kept while waiting.
      Cookies.set('sbjs_first', 'typ=utm|||src=boletin', { path: '/' });
      await mountBody();
      vi.advanceTimersByTime(500);
      expect(stored()).toEqual(['sbjs_first']);
      w.wp_consent_type = 'optin';
      document.dispatchEvent(new CustomEvent('wp_consent_type_defined'));
      expect(stored()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_first', 'sbjs_session']));
      expect(Cookies.get('sbjs_first')).toBe('typ=utm|||src=boletin');
    });

    it('a tool that never defines it: after 2000 ms the consent the API answers decides', async () => {
      consentTool('allow', { waitForType: true });
      await mountBody();
      vi.advanceTimersByTime(1999);
      expect(stored()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(Cookies.get('sbjs_current')).toBeTruthy();
    });

    it('without consent the 2000 ms end in no tracking, and delete what was kept', async () => {
      consentTool('deny', { waitForType: true });
      Cookies.set('sbjs_first', 'typ=utm|||src=boletin', { path: '/' });
      await mountBody();
      vi.advanceTimersByTime(2000);
      expect(stored()).toEqual([]);
    });

    it("the tool's own setOrderTracking (or a consent change) while waiting is final: the 2000 ms do not overrule it", async () => {
      consentTool('allow', { waitForType: true });
      await mountBody();
      w.wc_order_attribution.setOrderTracking(false);
      vi.advanceTimersByTime(2000);
      expect(stored()).toEqual([]);
    });
  });

  it('once unmounted it no longer follows the consent tool', async () => {
    consentTool('deny');
    const unmount = await mountBody();
    unmount();
    setConsent('marketing', 'allow');
    expect(stored()).toEqual([]);
    expect(w.wc_order_attribution.setOrderTracking).toBeUndefined();
  });
});
