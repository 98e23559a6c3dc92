// The field data reporter (docs/vitals.md): LCP, INP, CLS, FCP and TTFB of this page view, measured
// by web-vitals, sent once when the page is hidden. web-vitals' standard build: its attribution
// build alone is 4.6 KB gzip, over the 3.5 KB the reporter was given (it measures 2.8 KB), so the
// INP interaction's target is read here from the metric's own event timing entries. Built on its own as bundle/vitals-reporter.js,
// the one file both variants load (esbuild.config.mjs).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { consentApiInPage, hasConsent } from '../page/consent.ts';
import type { VitalsSettings } from './schedule.ts';

type Observe = (report: (metric: MetricType) => void, options: { reportAllChanges: boolean }) => void;

/** A short selector of an element: its tag, then its id or else its first class. */
const selectorOf = (el: Element) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : el.classList[0] ? `.${el.classList[0]}` : '');

/**
 * The INP interaction's target, with the island whose element holds it: "a @div.woocommerce-tabs".
 * The islands on <html> and <body> (listeners for the whole page) say nothing of where it was.
 */
export function interactionTarget(node: Node | null | undefined): string | undefined {
  if (node?.nodeType !== 1) return undefined;
  const island = (node as Element).closest('[data-island]:not(html):not(body)');
  return (selectorOf(node as Element) + (island ? ` @${island.getAttribute('data-widget') || selectorOf(island)}` : '')).slice(0, 100);
}

/** Measures this page view and sends it once, when the page is first hidden with something to say. */
export function startReporter(
  settings: VitalsSettings,
  win: Window = window,
  observe: Observe[] = [onLCP, onINP, onCLS, onFCP, onTTFB],
): void {
  const metrics: Record<string, number | string | undefined> = {};
  for (const on of observe) {
    on(
      (metric) => {
        metrics[metric.name] = metric.value;
        if (metric.name === 'INP') metrics.INPTarget = interactionTarget(metric.entries.find((e) => e.target)?.target);
      },
      { reportAllChanges: true },
    );
  }
  let sent = false;
  const flush = (event: Event) => {
    // A visibilitychange counts only to hidden; pagehide always.
    if (sent || (event.type[0] === 'v' && win.document.visibilityState !== 'hidden') || !Object.keys(metrics).length) return;
    // Where a consent tool speaks the WP Consent API, only with consent for statistics.
    if (consentApiInPage(win) && !hasConsent('statistics', win)) return;
    sent = true;
    const { variant, page, endpoint } = settings;
    const body = JSON.stringify({ variant, page, device: win.innerWidth < 768 ? 'mobile' : 'desktop', metrics });
    if (!win.navigator.sendBeacon?.(endpoint, body)) win.fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => {});
  };
  win.addEventListener('visibilitychange', flush);
  win.addEventListener('pagehide', flush);
}
