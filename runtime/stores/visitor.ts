// The visitor counters of docs/site.md#visitor-counters, kept where Elementor Pro keeps them so existing visitors'
// counts carry over: one JSON object under the key "elementor" in localStorage (or
// sessionStorage), with expiry times inside it under "__expiration" (epoch ms), checked on read.
// Storage is the only copy: the popup rules read it with readCounter, so no store mirrors it.

type Blob = Record<string, unknown> & { __expiration?: Record<string, number> };

/** The storage the counters live in: local, or per tab; null where the browser refuses it. */
export function area(session: boolean): Storage | null {
  try {
    return session ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): reads are empty, writes dropped
  }
}

function readBlob(session: boolean): Blob {
  try {
    const parsed: unknown = JSON.parse(area(session)?.getItem('elementor') || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Blob) : {};
  } catch {
    return {};
  }
}

function writeBlob(blob: Blob, session: boolean): void {
  try {
    area(session)?.setItem('elementor', JSON.stringify(blob));
  } catch {
    /* quota or disabled storage: the counters are a nicety, never an error */
  }
}

export function readCounter(key: string, session = false): unknown {
  const blob = readBlob(session);
  const expiry = blob.__expiration?.[key];
  if (expiry !== undefined && expiry < Date.now()) {
    delete blob[key];
    delete blob.__expiration![key];
    writeBlob(blob, session);
    return undefined;
  }
  return blob[key];
}

/** Writes one value; a lifetime (seconds) is set only on the first write, as a fixed window. */
export function writeCounter(key: string, value: unknown, opts: { session?: boolean; lifetimeSeconds?: number } = {}): void {
  const session = opts.session ?? false;
  const blob = readBlob(session);
  blob[key] = value;
  if (opts.lifetimeSeconds && blob.__expiration?.[key] === undefined) {
    blob.__expiration = { ...blob.__expiration, [key]: Date.now() + opts.lifetimeSeconds * 1000 };
  }
  writeBlob(blob, session);
}

export interface VisitorCounts {
  pageViews: number;
  sessions: number;
}

let counted: VisitorCounts | null = null;

/**
 * This page's view counted once, by whichever asks first: the entry, where the page counts visits
 * (runtime/stores/visit-counted.ts), or a popup about to read the counts.
 */
export const countVisitOnce = (): VisitorCounts => (counted ??= countVisit());

/** Counts this page view, and a new session when this tab has no active one. */
export function countVisit(): VisitorCounts {
  const pageViews = Number(readCounter('pageViews') ?? 0) + 1;
  writeCounter('pageViews', pageViews);
  let sessions = Number(readCounter('sessions') ?? 0);
  if (!readCounter('activeSession', true)) {
    sessions += 1;
    writeCounter('sessions', sessions);
    writeCounter('activeSession', true, { session: true });
  }
  return { pageViews, sessions };
}
