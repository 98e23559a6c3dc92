import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import { interactionTarget, startReporter } from './reporter.ts';
import type { VitalsSettings } from './schedule.ts';

const settings: VitalsSettings = {
  share: 100,
  variant: 'islands',
  page: 'product',
  endpoint: '/wp-json/islands/v1/vitals',
  reporter: '/r.js',
};
const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  document.body.innerHTML = '';
  delete w.wp_has_consent;
  vi.restoreAllMocks();
});

/** Observers standing in for web-vitals: the test reports metrics through `report`. */
function observers() {
  const reporters: ((metric: MetricType) => void)[] = [];
  const observe = [(report: (metric: MetricType) => void) => void reporters.push(report)];
  const report = (name: string, value: number, entries: unknown[] = []) =>
    reporters.forEach((r) => r({ name, value, entries } as unknown as MetricType));
  return { observe, report };
}

/** The page goes to the background (visibilitychange → hidden) or away (pagehide). */
function hide(type: 'visibilitychange' | 'pagehide') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  window.dispatchEvent(new Event(type));
}

function beacons() {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
}

describe('interactionTarget', () => {
  it('names the element and the island whose element holds it, in 100 characters at most', () => {
    document.body.innerHTML = `<form class="cart variations_form" data-island="mounted"><button id="go" class="single_add_to_cart_button">x</button><input class="qty"></form>
      <div data-widget="side-cart" data-island="mounted"><a class="remove">x</a></div><p class="plain">x</p><span>x</span>`;
    expect(interactionTarget(document.getElementById('go'))).toBe('button#go @form.cart');
    expect(interactionTarget(document.querySelector('.qty'))).toBe('input.qty @form.cart');
    expect(interactionTarget(document.querySelector('.remove'))).toBe('a.remove @side-cart');
    expect(interactionTarget(document.querySelector('.plain'))).toBe('p.plain');
    expect(interactionTarget(document.querySelector('span'))).toBe('span');
    document.body.setAttribute('data-island', 'mounted');
    expect(interactionTarget(document.querySelector('.plain')), "the body's islands listen to the whole page").toBe('p.plain');
    document.body.removeAttribute('data-island');
    expect(interactionTarget(document.createTextNode('x'))).toBeUndefined();
    expect(interactionTarget(null)).toBeUndefined();
    document.body.innerHTML = `<b id="${'x'.repeat(200)}"></b>`;
    expect(interactionTarget(document.querySelector('b'))).toHaveLength(100);
  });
});

describe('startReporter', () => {
  it('sends the metrics once, as the page is first hidden, in the endpoint shape', () => {
    const send = beacons();
    const { observe, report } = observers();
    document.body.innerHTML = '<button class="buy" data-island="mounted">x</button>';
    startReporter(settings, window, observe);
    report('TTFB', 180.25);
    report('LCP', 1234.5);
    report('CLS', 0.0213);
    report('INP', 88, [{ target: null }, { target: document.querySelector('.buy') }]);
    report('LCP', 1500);
    window.dispatchEvent(new Event('visibilitychange'));
    expect(send, 'a page still visible sends nothing').not.toHaveBeenCalled();
    hide('visibilitychange');
    hide('pagehide');
    expect(send).toHaveBeenCalledOnce();
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe('/wp-json/islands/v1/vitals');
    expect(JSON.parse(body)).toEqual({
      variant: 'islands',
      page: 'product',
      device: window.innerWidth < 768 ? 'mobile' : 'desktop',
      metrics: { TTFB: 180.25, LCP: 1500, CLS: 0.0213, INP: 88, INPTarget: 'button.buy @button.buy' },
    });
  });

  it('with nothing measured yet, waits for the next time the page is hidden', () => {
    const send = beacons();
    const { observe, report } = observers();
    startReporter(settings, window, observe);
    hide('pagehide');
    expect(send).not.toHaveBeenCalled();
    report('FCP', 900);
    hide('pagehide');
    expect(send).toHaveBeenCalledOnce();
  });

  it('where a consent tool speaks the WP Consent API, only with consent for statistics', () => {
    const send = beacons();
    const { observe, report } = observers();
    let allowed = false;
    w.wp_has_consent = (category: string) => category === 'statistics' && allowed;
    startReporter(settings, window, observe);
    report('FCP', 900);
    hide('pagehide');
    expect(send, 'no consent: nothing sent').not.toHaveBeenCalled();
    allowed = true;
    hide('pagehide');
    expect(send).toHaveBeenCalledOnce();
  });

  it('where the browser refuses the beacon, a keepalive fetch carries it', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const { observe, report } = observers();
    startReporter(settings, window, observe);
    report('TTFB', 100);
    hide('pagehide');
    expect(fetch).toHaveBeenCalledWith('/wp-json/islands/v1/vitals', expect.objectContaining({ method: 'POST', keepalive: true }));
    vi.unstubAllGlobals();
  });
});
