// The popup timing rules (docs/popups.md#timing-rules), pure: every count they keep goes through
// Counters, so tests run them on a fake storage and a fake clock. All active rules are checked (none
// short-circuits: page_views and sessions set their baseline when first checked) and must all pass,
// once per page view. Here: the rules on the visitor's history, and the impression counts; the rules
// on the page and the visitor (context-rules.ts) load only for a popup that uses one.
import { num, on, str } from './settings.ts';

/** The `elementor` storage object of docs/site.md#visitor-counters, as the rules use it. */
export interface Counters {
  /** False when browser storage refuses: the rules that need the visitor's history are left out. */
  readonly available: boolean;
  get(key: string): unknown;
  /** A lifetime (seconds) is set on the first write only: a fixed window. */
  set(key: string, value: unknown, lifetimeSeconds?: number): void;
  /** sessionStorage's own key, outside the object (the per-session impression count). */
  getSession(key: string): string | null;
  setSession(key: string, value: string): void;
}

/** What every rule gets; the rules that read the page and the visitor come from context-rules.ts. */
export interface RuleInput {
  id: string;
  counters: Counters;
  warn(message: string): void;
}

export type Rule = (timing: Record<string, unknown>, input: RuleInput) => boolean;

type Timing = Record<string, unknown>;

/** docs/popups.md#impressions: the windows, in seconds. */
const PERIODS: Record<string, number> = { day: 86_400, week: 604_800, month: 2_628_288 };

const impressionsKey = (id: string) => `popup-${id}-impressions-count`;

/** Views (or sessions) since this popup's rule was first checked, against the setting. */
function since(counter: 'pageViews' | 'sessions', baseline: string, min: number, input: RuleInput): boolean {
  const { counters } = input;
  if (!counters.available) return true;
  const current = num(counters.get(counter), 0);
  const key = `popup_${input.id}_${baseline}`;
  let first = num(counters.get(key), 0);
  // A zero baseline counts as none, as the page builder stores it.
  if (!first) counters.set(key, (first = current));
  return current - first >= min;
}

/** The impressions the `times` rule counts for its period. */
function impressions(t: Timing, input: RuleInput): number {
  const { counters, id } = input;
  const period = str(t.times_period);
  if (period === 'session') return num(counters.getSession(impressionsKey(id)), 0);
  if (PERIODS[period]) return num(counters.get(impressionsKey(id)), 0);
  return num(counters.get(`popup_${id}_times`), 0);
}

/** The rules that need the visitor's history (left out when storage refuses). */
export const HISTORY_RULES: Record<string, Rule> = {
  page_views: (t, input) => since('pageViews', 'page_views_initialPageViews', num(t.page_views_views, 3), input),
  sessions: (t, input) => since('sessions', 'sessions_initialSessions', num(t.sessions_sessions, 2), input),
  times: (t, input) => !input.counters.available || impressions(t, input) < num(t.times_times, 3),
};

/** Whether every active timing rule lets the popup show on this page view. */
export function timingPasses(timing: Timing, input: RuleInput, rules: Record<string, Rule> = HISTORY_RULES): boolean {
  let passes = true;
  for (const [name, check] of Object.entries(rules)) {
    if (on(timing[name]) && !check(timing, input)) passes = false;
  }
  return passes;
}

/** docs/popups.md#impressions: they count when the popup closes if times_count is '' or 'close', else when it opens. */
export const countsOnClose = (timing: Timing): boolean => timing.times_count === '' || timing.times_count === 'close';

/** One impression: the lifetime count, and the `times` rule's period count (its window fixed at the first write). */
export function countImpression(id: string, timing: Timing, counters: Counters): void {
  if (!counters.available) return;
  counters.set(`popup_${id}_times`, num(counters.get(`popup_${id}_times`), 0) + 1);
  if (!on(timing.times)) return;
  const period = str(timing.times_period);
  const key = impressionsKey(id);
  if (period === 'session') counters.setSession(key, String(num(counters.getSession(key), 0) + 1));
  else if (PERIODS[period]) counters.set(key, num(counters.get(key), 0) + 1, PERIODS[period]);
}

/** docs/popups.md#do-not-show-again */
export const isDisabled = (id: string, counters: Counters): boolean => !!counters.get(`popup_${id}_disable`);
export const disable = (id: string, counters: Counters): void => counters.set(`popup_${id}_disable`, true);
