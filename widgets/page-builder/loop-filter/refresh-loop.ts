// The refresh-loop call (docs/loop-filter.md#refreshing-the-listing), and the answers fetched on
// intent (docs/loop-filter.md#on-intent): a pointer resting on a term, or the keyboard's focus on
// it, asks for its listing before the click, which then uses that answer. Nothing shows until the
// click. Capped: one such request at a time, none for a listing asked within a minute, none where
// the visitor saves data or the connection is 2G.
import { siteConfig } from '../../../runtime/page/config.ts';
import { NetError } from '../../../runtime/net/http.ts';
import { rest } from '../../../runtime/net/rest.ts';

const ROUTE = 'elementor-pro/v1/refresh-loop';
/** An answer fetched on intent serves the clicks for its listing this long; later ones ask again. */
export const INTENT_ANSWER_MS = 60_000;

export type Answer = { data?: unknown };
export interface RefreshBody {
  post_id: number;
  widget_filters: Record<string, unknown>;
  widget_id: string;
  pagination_base_url: string;
}

/**
 * refresh-loop is public outside the editor: it goes with the page's nonce when the page has one,
 * and without when it has none (an Elementor page without the plugin) or a cached page's is stale.
 */
async function refreshLoop(body: RefreshBody, signal: AbortSignal): Promise<Answer> {
  if (!siteConfig().nonce) return rest<Answer>(ROUTE, { method: 'POST', data: body, signal, nonce: false });
  try {
    return await rest<Answer>(ROUTE, { method: 'POST', data: body, signal });
  } catch (error) {
    if (!(error instanceof NetError) || error.code !== 'rest_cookie_invalid_nonce') throw error;
    return rest<Answer>(ROUTE, { method: 'POST', data: body, signal, nonce: false });
  }
}

type Early = { at: number; answer: Promise<Answer> };
const early = new Map<string, Early>();
let inFlight = false;

const keyOf = (body: RefreshBody) => JSON.stringify(body);
const fresh = (entry: Early | undefined, now = Date.now()): entry is Early => !!entry && now - entry.at < INTENT_ANSWER_MS;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or every byte is slow: nothing is fetched ahead. */
function sparingConnection(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return !!connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** Starts the listing's request ahead of a click, within the caps; `signal` is the bar's mount. */
export function fetchOnIntent(body: RefreshBody, signal: AbortSignal): void {
  const key = keyOf(body);
  const now = Date.now();
  for (const [k, entry] of early) if (!fresh(entry, now)) early.delete(k);
  if (inFlight || early.has(key) || sparingConnection() || signal.aborted) return;
  inFlight = true;
  // Only a listing is kept: an answer without one is asked again by the click, which reports it.
  const answer = refreshLoop(body, signal).then((a) => (typeof a?.data === 'string' ? a : Promise.reject(new Error('no listing'))));
  early.set(key, { at: Date.now(), answer });
  // A failed early answer is forgotten: the click then asks again, and reports its own failure.
  answer.then(
    () => (inFlight = false),
    () => {
      inFlight = false;
      if (early.get(key)?.answer === answer) early.delete(key);
    },
  );
}

/** The listing's answer: the one fetched on intent when it is fresh, else a request of its own. */
export function answerFor(body: RefreshBody, signal: AbortSignal): Promise<Answer> {
  const key = keyOf(body);
  const entry = early.get(key);
  if (!fresh(entry)) return refreshLoop(body, signal);
  return entry.answer.catch(() => refreshLoop(body, signal));
}
