// When the field data's reporter (reporter.ts) loads, on both variants (docs/vitals.md): on the
// sampled share of page views, decided here in the browser since a page cache serves one HTML to
// everyone; after the load event, in an idle task, so the page's own start pays nothing for it.

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

/** The settings printed in element `id`; null when absent, unreadable or off. */
export function vitalsSettings(id: string, doc: Document = document): VitalsSettings | null {
  try {
    const settings = JSON.parse(doc.getElementById(id)?.textContent || 'null') as VitalsSettings | null;
    return settings && settings.share > 0 && typeof settings.reporter === 'string' ? settings : null;
  } catch {
    return null;
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
export function scheduleVitals(settings: VitalsSettings | null, load = (url: string): Promise<Reporter> => import(/* @vite-ignore */ url)): void {
  if (!settings || !sampled(settings)) return;
  afterLoadWhenIdle(() =>
    load(settings.reporter).then(
      (reporter) => reporter.startReporter(settings),
      (cause: unknown) => console.error('[islands:vitals] the reporter did not load', cause),
    ),
  );
}
