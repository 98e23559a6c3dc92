// When the field data's reporter (reporter.ts) loads, on both variants (docs/vitals.md): on the
// sampled share of page views, decided here in the browser since a page cache serves one HTML to
// everyone; after the load event, in an idle task, so the page's own start pays nothing for it.
import { printedJson } from '../page/printed.ts';

/** What the plugin prints for the reporter in #islands-vitals (JSON). */
export interface VitalsSettings {
  /** Percent of page views measured (0 to 100). */
  share: number;
  variant: 'islands' | 'original';
  /** The page type: product, shop, cart, checkout, page, post, home or other. */
  page: string;
  /** POST /wp-json/islands/v1/vitals */
  endpoint: string;
  /** bundle/vitals-reporter.js?ver=…: reporter.ts, built on its own, the same file for both variants. */
  reporter: string;
}

/**
 * The settings printed in `<script type="application/json" id="{id}">`; null when absent,
 * unreadable or off. The endpoint must be of this site and the reporter the plugin's own
 * bundle/vitals-reporter.js on it (docs/security.md), else they are refused with one console error.
 */
export function vitalsSettings(id: string, doc: Document = document): VitalsSettings | null {
  const printed = printedJson(id, doc);
  if ('invalid' in printed) console.error(`[islands:vitals] #${id} is not valid JSON`);
  const settings = printed.found ? (printed.value as Partial<VitalsSettings> | null) : null;
  if (!(settings && typeof settings.share === 'number' && settings.share > 0)) return null;
  for (const key of ['reporter', 'endpoint'] as const) {
    if (ofThisSite(settings[key], key === 'reporter', doc)) continue;
    console.error(`[islands:vitals] #${id} ${key} refused, not of this site:`, String(settings[key]).slice(0, 120));
    return null;
  }
  return settings as VitalsSettings;
}

/**
 * Whether `raw` is an address of this site (another origin, `data:` and `javascript:` are not) and,
 * for the reporter, its file in the plugin's bundle: a path ending in /bundle/vitals-reporter.js
 * with no query but its version, which no WordPress route (the REST API's JSONP answer) has. The
 * inline schedule has no address of its own to compare the directory with.
 */
function ofThisSite(raw: unknown, reporter: boolean, doc: Document): boolean {
  try {
    const url = new URL(String(raw), doc.baseURI);
    return (
      url.origin === doc.location.origin &&
      (!reporter || (/\/bundle\/vitals-reporter\.js$/.test(url.pathname) && /^(\?ver=[\w.-]*)?$/.test(url.search) && !url.hash))
    );
  } catch {
    return false;
  }
}

/** Whether this page view is one of the measured share. */
export const sampled = (settings: VitalsSettings, random = Math.random()): boolean => random * 100 < settings.share;

/** Runs `task` in an idle task once the load event has passed. */
export function afterLoadWhenIdle(task: () => void, win: Window = window): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(task, { timeout: 10_000 }) : win.setTimeout(task, 0));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

type Reporter = { startReporter(settings: VitalsSettings): void };

/** Both variants' one call: a sampled page view loads the reporter after the load event, when idle. */
export function scheduleVitals(
  settings: VitalsSettings | null,
  load = (url: string): Promise<Reporter> => import(/* @vite-ignore */ url),
): void {
  if (!settings || !sampled(settings)) return;
  afterLoadWhenIdle(() =>
    load(settings.reporter).then(
      (reporter) => reporter.startReporter(settings),
      (cause: unknown) => console.error('[islands:vitals] the reporter did not load', cause),
    ),
  );
}
